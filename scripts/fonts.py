"""Makes the app's Chinese and Japanese fonts from Noto Sans CJK.

    python3 scripts/fonts.py SOURCE_DIR CHARS_DIR OUT_DIR

SOURCE_DIR holds NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc (Debian's
fonts-noto-cjk); CHARS_DIR holds ja.txt and zh.txt, every character the
interface shows in that language (scripts/fontchars.go writes them); OUT_DIR
(assets/fonts) receives:

  ui-LANG-WEIGHT-HASH.otf  the interface's own characters in LANG (Japanese
                           from the JP face, Chinese from the SC face, so each
                           reads in its own letterforms), with every kana and
                           the CJK and fullwidth punctuation, regular and bold
  cjk-LANG-FIRST-HASH.otf  every character of the face, in slices by code
                           point, regular only: what names need beyond the
                           interface, fetched (web) or read (desktop) when a
                           name asks for one
  fonts.json               the index the app reads: file, language, kind,
                           weight and the code points each slice covers

OFL.txt beside them is the fonts' licence, kept by hand.

HASH is the start of the file's SHA-256, so a file's name changes with its
contents and the page's service worker may keep fonts for good.

Needs python3-fonttools (Debian). The build does not: the files are
committed.
"""

import hashlib
import io
import json
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

# The faces of the collection, by the interface language they serve.
FACES = {"ja": "Noto Sans CJK JP", "zh": "Noto Sans CJK SC"}

# The slices of the whole face: wide enough that a name usually needs one
# or two, small enough that one is quick to fetch on a table's Wi-Fi.
SLICES = [
    # (first, last, per language): letterforms differ between the JP and
    # SC faces for the common ideographs and the punctuation, so those
    # slices come from each; the rarer blocks, and Hangul and Yi, which
    # are the same in both, come once, from the JP face.
    (0x2000, 0x33FF, True),  # punctuation, symbols, CJK punctuation, kana, enclosed
    (0x4E00, 0x5FFF, True),  # the unified ideographs, in five
    (0x6000, 0x6FFF, True),
    (0x7000, 0x7FFF, True),
    (0x8000, 0x8FFF, True),
    (0x9000, 0x9FFF, True),
    (0xF900, 0xFFFF, True),  # compatibility ideographs, fullwidth forms
    (0x3400, 0x4DBF, False),  # CJK extension A
    (0xA000, 0xD7FF, False),  # Yi, Hangul
    (0x1100, 0x1FFF, False),  # Hangul jamo and the rest below the punctuation
    (0x20000, 0x3FFFF, False),  # the supplementary ideographic planes
]

# Always in the interface subsets: every kana, the CJK punctuation and the
# fullwidth forms, so a name in kana needs no fetch.
ALWAYS = list(range(0x3000, 0x3100)) + list(range(0x31F0, 0x3200)) + list(range(0xFF00, 0xFFF0))


def face(ttc, name):
    for f in ttc.fonts:
        if f["name"].getDebugName(1) == name:
            return f
    raise SystemExit("fonts: no face %r in the collection" % name)


def cut(font_bytes, unicodes):
    """Returns the subset of the font (bytes) with the given code points."""
    opts = subset.Options()
    # Horizontal Latin-style setting only: no substitution or positioning
    # tables, no vertical metrics, no hinting (the app renders unhinted
    # CFF outlines).
    opts.layout_features = []
    opts.drop_tables += ["GSUB", "GPOS", "GDEF", "BASE", "VORG", "vhea", "vmtx", "DSIG", "JSTF"]
    opts.hinting = False
    opts.notdef_outline = True
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    opts.name_languages = [0x409]
    font = subset.load_font(io.BytesIO(font_bytes), opts)
    s = subset.Subsetter(opts)
    s.populate(unicodes=unicodes)
    s.subset(font)
    # The same input gives the same bytes, and so the same file name.
    font.recalcTimestamp = False
    out = io.BytesIO()
    subset.save_font(font, out, opts)
    return out.getvalue()


def save(out_dir, stem, data):
    name = "%s-%s.otf" % (stem, hashlib.sha256(data).hexdigest()[:10])
    with open(os.path.join(out_dir, name), "wb") as f:
        f.write(data)
    return name


def whole(f):
    f.recalcTimestamp = False
    b = io.BytesIO()
    f.save(b)
    return b.getvalue()


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    src, chars_dir, out_dir = sys.argv[1:]
    os.makedirs(out_dir, exist_ok=True)
    for old in os.listdir(out_dir):
        if old.endswith(".otf"):
            os.remove(os.path.join(out_dir, old))
    regular = TTCollection(os.path.join(src, "NotoSansCJK-Regular.ttc"))
    bold = TTCollection(os.path.join(src, "NotoSansCJK-Bold.ttc"))
    index = []
    copyright = ""
    for lang, name in FACES.items():
        with open(os.path.join(chars_dir, lang + ".txt"), encoding="utf-8") as f:
            want = {ord(c) for c in f.read() if ord(c) >= 0x2000 or c in "“”‘’"}
        reg = face(regular, name)
        copyright = reg["name"].getDebugName(0)
        cmap = reg.getBestCmap()
        ui = sorted((want | set(ALWAYS)) & set(cmap))
        missing = sorted(want - set(cmap))
        if missing:
            raise SystemExit("fonts: %s has no glyph for %s" % (name, "".join(map(chr, missing))))
        for weight, coll in (("regular", reg), ("bold", face(bold, name))):
            data = cut(whole(coll), ui)
            index.append({"file": save(out_dir, "ui-%s-%s" % (lang, weight), data), "lang": lang,
                          "kind": "ui", "weight": weight})
        full = whole(reg)
        for lo, hi, per_lang in SLICES:
            if not per_lang and lang != "ja":
                continue
            cps = sorted(c for c in cmap if lo <= c <= hi)
            if not cps:
                continue
            data = cut(full, cps)
            tag = lang if per_lang else "all"
            index.append({"file": save(out_dir, "cjk-%s-%x" % (tag, lo), data), "lang": tag if per_lang else "",
                          "kind": "slice", "weight": "regular", "runes": [[lo, hi]]})
    for e in index:
        e["size"] = os.path.getsize(os.path.join(out_dir, e["file"]))
    with open(os.path.join(out_dir, "fonts.json"), "w", encoding="utf-8") as f:
        json.dump({"source": "Noto Sans CJK (fonts-noto-cjk), subset", "fonts": index}, f, indent=1)
        f.write("\n")
    print("copyright of the source:", copyright)
    for e in index:
        print("%-40s %8d bytes" % (e["file"], e["size"]))

if __name__ == "__main__":
    main()

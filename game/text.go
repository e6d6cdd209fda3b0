package game

import (
	"encoding/json"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

	"battlemap/assets"
	"battlemap/game/i18n"
)

// fonts holds the app's fonts and the faces made from them, one per pixel
// size (sizes are rounded so that zooming does not fill the glyph cache
// with a face per frame). Latin, Greek and Cyrillic are set in the Go
// fonts; Chinese and Japanese in subsets of Noto Sans CJK (assets/fonts):
// the interface's own characters in each language ("ui", regular and
// bold), and every other character in slices by code point, loaded when a
// name first needs one (regular only; bold is made from it). The faces
// are x/image/font faces wrapped for text/v2 (GoXFace): neither script
// needs complex shaping, and this keeps the web build about 5 MB smaller
// than text/v2's shaping engine.
type fonts struct {
	goRegular, goBold *opentype.Font
	lang              i18n.Lang
	index             []fontFile
	loaded            map[string]*opentype.Font // by file name
	asked             map[string]bool           // files loading, loaded or failed
	missing           map[rune]bool             // runes no loaded font has, not yet asked for
	failed            map[string]bool           // files that could not be loaded
	faces             map[faceKey]*text.GoXFace
	gen               int // counts the fonts added: a new one changes measurements
	buf               sfnt.Buffer
}

// fontFile is one entry of assets.FontIndex.
type fontFile struct {
	File   string    `json:"file"`
	Lang   string    `json:"lang"`   // "ja", "zh", or "" for either
	Kind   string    `json:"kind"`   // "ui" or "slice"
	Weight string    `json:"weight"` // "regular" or "bold"
	Runes  [][2]rune `json:"runes"`  // the code points a slice covers
	Size   int       `json:"size"`
}

type faceKey struct {
	size int
	bold bool
}

// The Go fonts' files, where the web page fetches them.
const (
	goRegularFile = "Go-Regular.ttf"
	goBoldFile    = "Go-Bold.ttf"
)

// loadFonts parses the Go fonts (goFonts; on the web page they come
// later, by add) and reads the index of the others, for the interface in
// lang.
func loadFonts(lang i18n.Lang) (*fonts, error) {
	f := &fonts{lang: lang, loaded: map[string]*opentype.Font{}, asked: map[string]bool{},
		missing: map[rune]bool{}, failed: map[string]bool{}, faces: map[faceKey]*text.GoXFace{}}
	if r, b := goFonts(); r != nil {
		if err := f.add(goRegularFile, r); err != nil {
			return nil, err
		}
		if err := f.add(goBoldFile, b); err != nil {
			return nil, err
		}
	}
	var ix struct {
		Fonts []fontFile `json:"fonts"`
	}
	if err := json.Unmarshal(assets.FontIndex, &ix); err != nil {
		return nil, fmt.Errorf("game: reading the font index: %w", err)
	}
	f.index = ix.Fonts
	return f, nil
}

// ready reports whether the Go fonts have come: nothing is measured or
// drawn before.
func (f *fonts) ready() bool { return f.goRegular != nil && f.goBold != nil }

// setLang makes the faces for the interface in l: its own letterforms
// come first.
func (f *fonts) setLang(l i18n.Lang) {
	if l != f.lang {
		f.lang = l
		f.reset()
	}
}

// reset drops the faces, to be made again with the fonts now loaded.
func (f *fonts) reset() {
	clear(f.faces)
	f.gen++
}

// add parses a font file of the index; the faces are made again.
func (f *fonts) add(name string, data []byte) error {
	fnt, err := opentype.Parse(data)
	if err != nil {
		return fmt.Errorf("game: reading the font %s: %w", name, err)
	}
	switch name {
	case goRegularFile:
		f.goRegular = fnt
	case goBoldFile:
		f.goBold = fnt
	}
	f.loaded[name] = fnt
	f.asked[name] = true
	f.reset()
	return nil
}

// fail records a font file that could not be loaded.
func (f *fonts) fail(name string) { f.failed[name] = true }

// need asks for the fonts s needs that are not loaded: want then returns
// them, so that a name is drawn whole from its first frame.
func (f *fonts) need(s string) {
	for _, r := range s {
		if r < ' ' || f.missing[r] || f.has(r) {
			continue
		}
		f.missing[r] = true
	}
}

// has reports whether a loaded font has a glyph for r.
func (f *fonts) has(r rune) bool {
	if f.goRegular != nil {
		if i, err := f.goRegular.GlyphIndex(&f.buf, r); err == nil && i != 0 {
			return true
		}
	}
	for _, fnt := range f.loaded {
		if i, err := fnt.GlyphIndex(&f.buf, r); err == nil && i != 0 {
			return true
		}
	}
	return false
}

// settled reports whether every font asked for has come (or failed) and
// no text waits for one.
func (f *fonts) settled() bool {
	if len(f.missing) > 0 {
		return false
	}
	for name := range f.asked {
		if f.loaded[name] == nil && !f.failed[name] {
			return false
		}
	}
	return true
}

// region is the language whose letterforms the Chinese characters take:
// the interface's, or Japanese under an English one.
func (f *fonts) region() string {
	if f.lang == i18n.Zh {
		return "zh"
	}
	return "ja"
}

// want returns the font files to load now, each once: the interface's own
// in its language, and the slices holding the runes a text asked for that
// no loaded font has.
func (f *fonts) want() []string {
	var out []string
	ask := func(name string) {
		if !f.asked[name] {
			f.asked[name] = true
			out = append(out, name)
		}
	}
	if !f.ready() {
		ask(goRegularFile)
		ask(goBoldFile)
	}
	if f.lang != i18n.En {
		for _, e := range f.index {
			if e.Kind == "ui" && e.Lang == f.lang.String() {
				ask(e.File)
			}
		}
	}
	for r := range f.missing {
		if e, ok := f.sliceFor(r); ok {
			ask(e.File)
		}
		delete(f.missing, r)
	}
	return out
}

// waiting reports whether the interface's own fonts in its language are
// still to come.
func (f *fonts) waiting() bool {
	if !f.ready() {
		return true
	}
	if f.lang == i18n.En {
		return false
	}
	for _, e := range f.index {
		if e.Kind == "ui" && e.Lang == f.lang.String() && f.loaded[e.File] == nil {
			return true
		}
	}
	return false
}

// sliceFor finds the slice that holds r: the region's first, else any.
func (f *fonts) sliceFor(r rune) (fontFile, bool) {
	var other fontFile
	found := false
	for _, e := range f.index {
		if e.Kind != "slice" || !e.covers(r) {
			continue
		}
		if e.Lang == f.region() || e.Lang == "" {
			return e, true
		}
		if !found {
			other, found = e, true
		}
	}
	return other, found
}

func (e fontFile) covers(r rune) bool {
	for _, rg := range e.Runes {
		if r >= rg[0] && r <= rg[1] {
			return true
		}
	}
	return false
}

// order lists the loaded fonts of kind and weight in the order a face
// tries them: the interface language's, then the region's, then the rest.
func (f *fonts) order(kind, weight string) []*opentype.Font {
	var first, second, rest []*opentype.Font
	for _, e := range f.index {
		fnt := f.loaded[e.File]
		if fnt == nil || e.Kind != kind || e.Weight != weight {
			continue
		}
		switch {
		case e.Lang == f.lang.String():
			first = append(first, fnt)
		case e.Lang == f.region() || e.Lang == "":
			second = append(second, fnt)
		default:
			rest = append(rest, fnt)
		}
	}
	return append(append(first, second...), rest...)
}

// face returns the face of the given pixel size.
func (f *fonts) face(size float64, bold bool) *text.GoXFace {
	k := faceKey{int(math.Round(max(6, size))), bold}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	s := &stack{embold: max(1, int(math.Round(float64(k.size)/18))), missing: f.noteMissing}
	addFace := func(src *opentype.Font, fake bool) {
		xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(k.size), DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			// The fonts are parsed; a face of a positive size cannot fail.
			panic(fmt.Sprintf("game: font face of size %d: %v", k.size, err))
		}
		s.faces = append(s.faces, xf)
		s.fake = append(s.fake, fake)
	}
	if bold {
		addFace(f.goBold, false)
		for _, fnt := range f.order("ui", "bold") {
			addFace(fnt, false)
		}
	} else {
		addFace(f.goRegular, false)
	}
	for _, fnt := range f.order("ui", "regular") {
		addFace(fnt, bold)
	}
	for _, fnt := range f.order("slice", "regular") {
		addFace(fnt, bold)
	}
	fc := text.NewGoXFace(s)
	f.faces[k] = fc
	return fc
}

// noteMissing records a rune no loaded font has, for want.
func (f *fonts) noteMissing(r rune) { f.missing[r] = true }

// measure returns the width of s at the given size.
func (f *fonts) measure(s string, size float64, bold bool) float64 {
	w, _ := text.Measure(s, f.face(size, bold), 0)
	return w
}

// draw draws s with its anchor at (x,y): ax and ay choose the anchor
// (0 left/top, 0.5 centre, 1 right/bottom).
func (f *fonts) draw(dst *ebiten.Image, s string, x, y, size float64, bold bool, c color.Color, ax, ay float64) {
	op := &text.DrawOptions{}
	op.PrimaryAlign = align(ax)
	op.SecondaryAlign = align(ay)
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, f.face(size, bold), op)
}

// drawShadowed draws s with a dark shadow so it reads on any background.
func (f *fonts) drawShadowed(dst *ebiten.Image, s string, x, y, size float64, bold bool, c color.Color, ax, ay float64) {
	d := max(1, size/14)
	f.draw(dst, s, x+d, y+d, size, bold, colShadow, ax, ay)
	f.draw(dst, s, x, y, size, bold, c, ax, ay)
}

func align(a float64) text.Align {
	switch {
	case a <= 0.25:
		return text.AlignStart
	case a >= 0.75:
		return text.AlignEnd
	}
	return text.AlignCenter
}

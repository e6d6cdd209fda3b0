package i18n

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Words are the words of a language other than English: its catalog (every
// text of the interface, by its English text), its wording of the engine's
// explanations, and the glossary of every system's terms. They are data
// files, assets/lang/LANG.json and assets/lang/glossary.json: the desktop
// embeds them, the web page fetches the language it shows (the .wasm holds
// no translation, so it stays within its size).
type Words struct {
	lang     Lang
	cat      map[string]string
	reasons  *reasonTable
	glossary []Entry
}

// langFile is the content of assets/lang/LANG.json.
type langFile struct {
	Lang    string            `json:"lang"`
	Catalog map[string]string `json:"catalog"`
	// Reasons are the engine's patterns and their wording: [en, to].
	Reasons [][2]string `json:"reasons"`
}

// LangFile names the words file of l ("ja.json"), and GlossaryFile the
// glossary, in assets/lang (and the web page's lang/ folder).
func LangFile(l Lang) string { return l.String() + ".json" }

// GlossaryFile is the glossary's file name.
const GlossaryFile = "glossary.json"

// LoadWords reads the words of l from its file and the glossary.
func LoadWords(l Lang, lang, glossary []byte) (*Words, error) {
	var f langFile
	if err := json.Unmarshal(lang, &f); err != nil {
		return nil, fmt.Errorf("i18n: reading %s: %w", LangFile(l), err)
	}
	if f.Lang != l.String() {
		return nil, fmt.Errorf("i18n: %s holds the words of %q", LangFile(l), f.Lang)
	}
	w := &Words{lang: l, cat: f.Catalog}
	if err := json.Unmarshal(glossary, &w.glossary); err != nil {
		return nil, fmt.Errorf("i18n: reading %s: %w", GlossaryFile, err)
	}
	rt, err := newReasonTable(f.Reasons)
	if err != nil {
		return nil, fmt.Errorf("i18n: %s: %w", LangFile(l), err)
	}
	w.reasons = rt
	return w, nil
}

// Lang is the language of the words.
func (w *Words) Lang() Lang { return w.lang }

// Glossary returns every entry of the glossary, system by system.
func (w *Words) Glossary() []Entry { return w.glossary }

// Catalog returns the English texts the catalog words, sorted.
func (w *Words) Catalog() []string {
	keys := make([]string, 0, len(w.cat))
	for k := range w.cat {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Texts returns every text the interface may show in the language, but
// for names: the catalog's, the glossary's words in it, the engine's
// explanations as worded, and the names of every language (the settings
// show them all). The fonts are cut to the characters of these
// (scripts/fontchars.go), and a test checks the fonts have a glyph for
// each.
func (w *Words) Texts() []string {
	var out []string
	for _, m := range Langs() {
		out = append(out, m.Name())
	}
	for _, k := range w.Catalog() {
		out = append(out, w.cat[k])
	}
	for _, e := range w.glossary {
		out = append(out, e.word(w.lang))
	}
	for _, c := range w.reasons.res {
		out = append(out, c.to)
	}
	for _, to := range w.reasons.exact {
		out = append(out, to)
	}
	return out
}

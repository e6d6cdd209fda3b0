package i18n

import "sort"

// Texts returns every text the interface may show in l, but for names:
// the catalog's, the glossary's words, the engine's explanations as
// worded, and the names of every language (the settings show them all).
// The fonts are cut to the characters of these (scripts/fontchars.go),
// and a test checks the fonts have a glyph for each.
func Texts(l Lang) []string {
	var out []string
	for _, m := range Langs() {
		out = append(out, m.Name())
	}
	switch l {
	case Ja:
		out = appendValues(out, ja)
	case Zh:
		out = appendValues(out, zh)
	}
	for _, e := range glossary {
		out = append(out, e.word(l))
	}
	for _, d := range reasonDefs {
		switch l {
		case Ja:
			out = append(out, d.ja)
		case Zh:
			out = append(out, d.zh)
		default:
			out = append(out, d.en)
		}
	}
	return out
}

func appendValues(out []string, m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		out = append(out, m[k])
	}
	return out
}

// Package i18n is the app's languages: English, Japanese and simplified
// Chinese. It holds the message catalogs (every word the interface shows,
// keyed by its English text, gettext's way), the glossary of each rule
// system's terms as its translated edition says them, and the wording of
// the engine's explanations in each language, their book and page kept.
//
// The engine stays language-free: it explains its decisions in English,
// and Tr.Reason rewords a known explanation at the app's edge by the
// pattern it was built from (reasons.go). What is not in a catalog shows
// in English.
//
//	w, err := i18n.LoadWords(i18n.Ja, jaJSON, glossaryJSON)
//	tr := i18n.New(w, "pf1e")
//	tr.T("Undo")                            // "元に戻す"
//	tr.N(2, "%d diagonal", "%d diagonals")  // "斜め2回"
//	tr.Term("aoo")                          // "機会攻撃"
//	tr.Reason("leaves a square G1 threatens (RULES.md B9)")
package i18n

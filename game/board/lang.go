package board

import (
	"battlemap/game/i18n"
	"battlemap/game/ui"
)

// The interface's language: every word the board shows comes from the
// catalogs (package i18n), in the language chosen, with the terms of the
// open encounter's rule system; the language button, under the encounter's
// name in the status panel, cycles English, 日本語, 中文.

// Lang is the interface's language.
func (b *Board) Lang() i18n.Lang { return b.tr.Lang() }

// SetLang words the interface in w's language (English for nil).
func (b *Board) SetLang(w *i18n.Words) {
	b.tr = i18n.New(w, "")
	b.opts.Words = w
	if b.opened != "" && !b.lastErr {
		b.last = b.f("opened %s", b.opened) // the note the board opened with, in the new words
	}
	b.screen.key = layoutKey{} // every text changes: lay the screen out again
	b.statusOK = false
	b.touch()
}

// Refit lays the screen out again with the same texts: the fonts changed,
// so they measure anew.
func (b *Board) Refit() {
	b.screen.key = layoutKey{}
	b.touch()
}

// words returns the words of the interface's language with the terms of
// the open encounter's rule system.
func (b *Board) words() *i18n.Tr {
	if b.enc == nil {
		return b.tr
	}
	return b.tr.For(b.enc.System.ID())
}

// langControl is the language button: the language's own name;
// pressing it moves to the next.
func (b *Board) langControl() control {
	l := b.tr.Lang()
	return control{ui.Button{Name: "status:lang", Label: l.Name(), Enabled: true},
		func(b *Board) Effect { return NextLang }}
}

// Tr is the interface's words for the open encounter's system, for the
// renderer's labels on the map.
func (b *Board) Tr() *i18n.Tr { return b.words() }

// t is the interface's wording of the English text s (the catalog's, with
// the system's terms).
func (b *Board) t(s string) string { return b.words().T(s) }

// f is fmt.Sprintf of the catalog's wording of the English format.
func (b *Board) f(format string, args ...any) string { return b.words().F(format, args...) }

// n is f with the plural form for n ("1 square", "2 squares").
func (b *Board) n(n int, one, other string, args ...any) string {
	return b.words().N(n, one, other, args...)
}

// reason words one of the engine's explanations or errors in the
// interface's language, its book and page kept.
func (b *Board) reason(s string) string { return b.words().Reason(s) }

// term is the system's term for key in the interface's language, else the
// board's English word.
func (b *Board) term(key, english string) string { return b.words().Label(key, english) }

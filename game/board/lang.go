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

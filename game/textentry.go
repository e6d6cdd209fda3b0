package game

import (
	"battlemap/game/input"
	"battlemap/game/ui"
)

// textEntry is the platform's way of typing into the text field the board
// opens (ui.Field): on the web page an HTML <input> laid over the field,
// which brings up a tablet's on-screen keyboard and the browser's input
// methods for Japanese or Chinese (textentry_js.go); on the desktop the
// keyboard typed into a ui.Edit that the renderer draws with its caret
// (textentry_desktop.go). The board never sees the typing: only the text
// once it is committed, or that the typing was abandoned, as input events
// (input.TextCommit, input.TextCancel). While a field has the keyboard its
// keys are no shortcuts.
type textEntry interface {
	// sync opens the editor on the board's open field f (ok), moves it
	// with the field, or closes it when no field is open (!ok). It runs
	// every tick, before the input is read.
	sync(g *Game, f ui.Field, ok bool)
	// read appends to evs the commits and cancels since the last tick
	// (the desktop reads the keyboard here) and returns it.
	read(g *Game, evs []input.Event) []input.Event
	// commit hands over the text of the open field by the next read: the
	// board asked for it (OK, a tap beside the field).
	commit()
	// active reports whether a field has the keyboard.
	active() bool
	// typing is the text being typed, for the renderer; nil when the
	// platform shows the typing itself.
	typing() *ui.Edit
}

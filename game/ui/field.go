package ui

import "battlemap/game/view"

// Field is a one-line text field: where it is, what it holds when it
// opens, and what it asks for. The typing itself is done by the platform's
// text entry (an HTML input over the field on the web page, the keyboard
// into an Edit on the desktop), which hands the text back to the field's
// owner when it is committed.
type Field struct {
	// Name identifies the field for its owner and the text entry.
	Name string
	Rect view.Rect
	// Size is the font size in CSS pixels; 0 is the screen's Font.
	Size float64
	// Text is what the field holds when it opens.
	Text string
	// Hint says what to type while the field is empty.
	Hint string
	// Max is the most characters it takes (0: no limit).
	Max int
}

// Pad is the room between a field's edge and its text, in CSS pixels.
const Pad = 8

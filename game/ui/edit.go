package ui

import "unicode"

// Edit is a text being typed into a field: its characters, the caret
// between them (counted in characters, never in bytes) and how far the
// text is scrolled to keep the caret in view. As the field opens its whole
// text is selected, as the web page's <input> selects it: typing replaces
// it, Backspace or Delete clears it, a caret key keeps it and ends the
// selection. The desktop's text entry feeds it the typed characters and
// the editing keys; the web page's <input> needs none of it.
type Edit struct {
	text   []rune
	caret  int
	max    int
	all    bool // the whole text is selected
	scroll float64
}

// EditKey is a key that edits or ends the typing.
type EditKey uint8

// The editing keys.
const (
	KeyBackspace EditKey = iota + 1 // deletes the character before the caret
	KeyDelete                       // deletes the character after it
	KeyLeft                         // moves the caret a character left
	KeyRight                        // a character right
	KeyHome                         // to the start
	KeyEnd                          // to the end
	KeyEnter                        // commits the text
	KeyEscape                       // cancels the typing
)

// Outcome is what a key did to the typing.
type Outcome uint8

// The outcomes of a key.
const (
	// Editing: the typing goes on.
	Editing Outcome = iota
	// Committed: the text is done; the owner takes it.
	Committed
	// Cancelled: the typing is abandoned; the field keeps what it had.
	Cancelled
)

// NewEdit starts typing into f: its text, all selected, the caret at the
// end.
func NewEdit(f Field) *Edit {
	e := &Edit{max: f.Max}
	e.Type(f.Text)
	e.all = len(e.text) > 0
	return e
}

// Selected reports whether the whole text is selected: the next character
// typed replaces it.
func (e *Edit) Selected() bool { return e.all }

// Text is what has been typed.
func (e *Edit) Text() string { return string(e.text) }

// Caret is the caret's place: how many characters stand before it.
func (e *Edit) Caret() int { return e.caret }

// Type inserts s at the caret. Control characters are dropped, line
// breaks and tabs become spaces; what goes past Max is dropped.
func (e *Edit) Type(s string) {
	if s != "" && e.all {
		e.text, e.caret, e.all = e.text[:0], 0, false
	}
	for _, r := range s {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			r = ' '
		case unicode.IsControl(r):
			continue
		}
		if e.max > 0 && len(e.text) >= e.max {
			return
		}
		e.text = append(e.text, 0)
		copy(e.text[e.caret+1:], e.text[e.caret:])
		e.text[e.caret] = r
		e.caret++
	}
}

// Key carries out an editing key and says whether the typing goes on, is
// committed or is cancelled.
func (e *Edit) Key(k EditKey) Outcome {
	switch k {
	case KeyEnter:
		return Committed
	case KeyEscape:
		return Cancelled
	}
	all := e.all
	e.all = false
	switch {
	case all && (k == KeyBackspace || k == KeyDelete):
		e.text, e.caret = e.text[:0], 0
	case k == KeyBackspace && e.caret > 0:
		e.text = append(e.text[:e.caret-1], e.text[e.caret:]...)
		e.caret--
	case k == KeyDelete && e.caret < len(e.text):
		e.text = append(e.text[:e.caret], e.text[e.caret+1:]...)
	case k == KeyLeft && all, k == KeyHome:
		e.caret = 0 // a selection's start
	case k == KeyLeft:
		e.caret = max(0, e.caret-1)
	case k == KeyRight:
		e.caret = min(len(e.text), e.caret+1)
	case k == KeyEnd:
		e.caret = len(e.text)
	}
	return Editing
}

// CaretX is how far from the text's start the caret stands at px: the
// width of the characters before it.
func (e *Edit) CaretX(m Measure, px float64) float64 {
	return m(string(e.text[:e.caret]), px, false)
}

// Scroll is how far the text is scrolled left, in screen pixels.
func (e *Edit) Scroll() float64 { return e.scroll }

// Follow scrolls the text as little as it takes for the caret to show in
// w (the field's inner width, less the caret's) at px, and no farther
// than the text's end needs.
func (e *Edit) Follow(m Measure, px, w float64) {
	x := e.CaretX(m, px)
	full := m(string(e.text), px, false)
	switch {
	case x-e.scroll > w:
		e.scroll = x - w
	case x < e.scroll:
		e.scroll = x
	}
	e.scroll = max(0, min(e.scroll, full-w))
}

// String shows the text with a bar at the caret, in brackets when it is
// all selected, for tests and logs.
func (e *Edit) String() string {
	s := string(e.text[:e.caret]) + "|" + string(e.text[e.caret:])
	if e.all {
		return "[" + s + "]"
	}
	return s
}

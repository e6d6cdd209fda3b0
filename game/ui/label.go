package ui

import "battlemap/game/view"

// Label is text the interface shows outside buttons: a panel's title, the
// round, a question.
type Label struct {
	Text string
	Rect view.Rect
	// Size is the font size in CSS pixels; 0 is the screen's Font.
	Size float64
	Bold bool
	// Wrap breaks the text into as many rows as the rectangle holds;
	// without it the text takes one row, centred in the rectangle's height.
	Wrap bool
	// Line is the height of a row in CSS pixels; 0 is 1.3 times the size.
	Line float64
	Tone Tone
	// Rows is the text as it fits in the rectangle, set by Screen.Fit
	// (or by the owner, for text it lays out itself).
	Rows []string
}

// Tone is the colour role of a text.
type Tone uint8

// The tones of texts.
const (
	ToneNormal Tone = iota
	// ToneAlert asks for attention: the reaction prompt's title, an error.
	ToneAlert
)

// RowHeight is the height of one of the label's rows in screen pixels,
// for a font of px screen pixels at scale.
func (l Label) RowHeight(px, scale float64) float64 {
	if l.Line > 0 {
		return l.Line * max(1, scale)
	}
	return px * 1.3
}

// fit sets Rows: the text wrapped into the rows the rectangle holds, or
// fitted on one row.
func (l *Label) fit(m Measure, px, scale float64) {
	if !l.Wrap {
		l.Rows = append(l.Rows[:0], Fit(m, l.Text, l.Rect.W, px, l.Bold))
		return
	}
	n := max(1, int(l.Rect.H/l.RowHeight(px, scale)))
	l.Rows = Wrap(m, l.Text, l.Rect.W, px, l.Bold, n)
}

package ui

import "battlemap/game/view"

// Button is a widget pressed with a finger or the mouse. What pressing it
// does is its owner's business: the owner finds it by Name.
type Button struct {
	// Name identifies the button for its owner, the tests and the state
	// hook ("bar:undo", "init:Val", "react:G1:take").
	Name  string
	Label string
	Rect  view.Rect
	// Size is the label's font size in CSS pixels; 0 is the screen's Font.
	Size float64
	// Enabled is false when pressing it would do nothing; Why then says
	// why, for the status line.
	Enabled bool
	Why     string
	// Toggle marks an on/off button; On says it is on.
	Toggle, On bool
	// Hot marks the button that matters now (the creature whose turn it
	// is, the armed action); Look says how that shows.
	Hot bool
	// Marked frames it: the chosen one of a list (the selected creature).
	Marked bool
	// Faded draws it see-through: its entry is being dragged elsewhere.
	Faded bool
	Look  Look
	Align Align
	// Icon names a picture drawn over the button's face, inset ("" for
	// none): a thumbnail the renderer was given under that name.
	Icon string
	// Text is Label as it fits in the button, and Px the pixel size it is
	// set at (shrunk to ShrinkLeast of its size before it is cut), set by
	// Screen.Fit.
	Text string
	Px   float64
}

// ShrinkLeast is how far a button's label shrinks to fit whole before it
// is cut: a Japanese or Chinese term, a long word, keeps its end.
const ShrinkLeast = 0.75

// Look is how a button shows that it is hot, and its tone.
type Look uint8

// The looks of buttons.
const (
	// LookPlain: hot, it is filled blue and framed gold (the armed
	// action, the move a tap on a square makes).
	LookPlain Look = iota
	// LookTurn: hot, it is filled gold with dark text (the creature whose
	// turn it is, the command to press next).
	LookTurn
	// LookAside: dark, set apart from the others (a delaying creature).
	LookAside
	// LookDanger: dark vermilion, an answer that does harm (take the
	// attack of opportunity).
	LookDanger
	// LookGrave: dark red, the worst answer (the mover dropped).
	LookGrave
)

// Align is where a button's label sits.
type Align uint8

// The alignments of a label in its button.
const (
	// AlignCenter centres the label.
	AlignCenter Align = iota
	// AlignStart sets it from the left edge, Inset in (list entries that
	// read down a column).
	AlignStart
)

// Inset is how far from the left edge an AlignStart label begins, in CSS
// pixels. A label keeps 4 px clear of the right edge, and a centred one of
// both.
const Inset = 10

// Fill is the colour role of a button's face.
type Fill uint8

// The fills of buttons.
const (
	FillPlain  Fill = iota // grey
	FillOff                // dark grey: greyed, or set aside
	FillOn                 // blue: on, armed
	FillGold               // gold, with dark text: matters now
	FillDanger             // dark vermilion
	FillGrave              // dark red
)

// Frame is the colour role of the line around a button.
type Frame uint8

// The frames of buttons.
const (
	FrameNone   Frame = iota
	FrameHollow       // thin blue: a toggle that is off
	FrameMarked       // yellow: the chosen entry
	FrameGold         // gold: the hot action
)

// Fill is the button's face as its states make it.
func (b Button) Fill() Fill {
	switch {
	case !b.Enabled:
		return FillOff
	case b.Look == LookDanger:
		return FillDanger
	case b.Look == LookGrave:
		return FillGrave
	case b.Hot && b.Look == LookTurn:
		return FillGold
	case b.Hot, b.Toggle && b.On:
		return FillOn
	case b.Look == LookAside:
		return FillOff
	}
	return FillPlain
}

// Frame is the line around the button as its states make it.
func (b Button) Frame() Frame {
	switch {
	case b.Toggle && !b.On:
		return FrameHollow
	case b.Marked:
		return FrameMarked
	case b.Hot && b.Look == LookPlain:
		return FrameGold
	}
	return FrameNone
}

// Dark reports whether the label is set dark (on a gold face).
func (b Button) Dark() bool { return b.Fill() == FillGold }

// room is the width the label may take in the button, in screen pixels.
func (b Button) room(scale float64) float64 {
	if b.Align == AlignStart {
		return b.Rect.W - (Inset+4)*scale
	}
	return b.Rect.W - 8*scale
}

package ui

import (
	"iter"
	"math"

	"battlemap/game/view"
)

// Screen is the interface as it stands: the panels in drawing order, the
// last on top.
type Screen struct {
	// W and H are the screen's size in screen pixels.
	W, H float64
	// Scale is screen pixels per CSS pixel (the device pixel ratio).
	Scale float64
	// Font is the font size of widgets that name none, in CSS pixels.
	Font   float64
	Panels []Panel
}

// Px is font size in CSS pixels (0 for the screen's Font) in screen
// pixels.
func (s *Screen) Px(size float64) float64 {
	if size <= 0 {
		size = s.Font
	}
	return size * max(1, s.Scale)
}

// Fit sets the fitted text of every button (Text) and label (Rows) with
// m: nothing spills out of its rectangle.
func (s *Screen) Fit(m Measure) {
	for i := range s.Panels {
		p := &s.Panels[i]
		for j := range p.Buttons {
			b := &p.Buttons[j]
			px := s.Px(b.Size)
			b.Text, b.Px = Shrink(m, b.Label, b.room(max(1, s.Scale)), px, math.Round(px*ShrinkLeast), true)
		}
		for j := range p.Labels {
			p.Labels[j].fit(m, s.Px(p.Labels[j].Size), s.Scale)
		}
	}
}

// Panel returns the panel called name, nil for none.
func (s *Screen) Panel(name string) *Panel {
	for i := range s.Panels {
		if s.Panels[i].Name == name {
			return &s.Panels[i]
		}
	}
	return nil
}

// Buttons yields every button, panel by panel in drawing order.
func (s *Screen) Buttons() iter.Seq[Button] {
	return func(yield func(Button) bool) {
		for _, p := range s.Panels {
			for _, b := range p.Buttons {
				if !yield(b) {
					return
				}
			}
		}
	}
}

// Button returns the button called name.
func (s *Screen) Button(name string) (Button, bool) {
	for b := range s.Buttons() {
		if b.Name == name {
			return b, true
		}
	}
	return Button{}, false
}

// ButtonAt returns the topmost button under (x,y): the last panel's
// first, and in a panel the last button drawn.
func (s *Screen) ButtonAt(x, y float64) (Button, bool) {
	for i := len(s.Panels) - 1; i >= 0; i-- {
		bs := s.Panels[i].Buttons
		for j := len(bs) - 1; j >= 0; j-- {
			if bs[j].Rect.Contains(x, y) {
				return bs[j], true
			}
		}
	}
	return Button{}, false
}

// PanelAt returns the topmost panel with a background under (x,y), nil
// for none.
func (s *Screen) PanelAt(x, y float64) *Panel {
	for i := len(s.Panels) - 1; i >= 0; i-- {
		p := &s.Panels[i]
		if p.Look != PanelClear && p.Rect.Contains(x, y) {
			return p
		}
	}
	return nil
}

// Field returns the screen's text field, if one is open (the first).
func (s *Screen) Field() (Field, bool) {
	for _, p := range s.Panels {
		if len(p.Fields) > 0 {
			return p.Fields[0], true
		}
	}
	return Field{}, false
}

// Bounds is the rectangle of the whole screen.
func (s *Screen) Bounds() view.Rect { return view.Rect{W: s.W, H: s.H} }

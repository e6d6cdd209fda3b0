package board

import (
	"strings"

	"battlemap/game/input"
	"battlemap/game/view"
)

// Measure returns the width in screen pixels of s in the interface font.
type Measure func(s string) float64

// Button is an on-screen button: pressing it does Action.
type Button struct {
	Action input.Action
	Label  string
	Rect   view.Rect
	// Toggle marks an on/off button; On says it is on.
	Toggle, On bool
	// Enabled is false when pressing it would do nothing (undo with no history).
	Enabled bool
}

// screenLayout is where the parts of the interface are on the screen.
type screenLayout struct {
	ok      bool
	w, h    float64
	ui      float64 // interface scale: device pixels per CSS pixel
	measure Measure
	buttons []Button
	bar     view.Rect // the button bar
	mapR    view.Rect // the map view
	statusR view.Rect // the status panel
	key     layoutKey // what the layout was made for
}

// layoutKey is what the layout depends on: the labels and the screen.
type layoutKey struct {
	labels   string
	w, h, ui float64
}

// Sizes of the interface in CSS pixels (times the scale). A button is at
// least 36 px tall: 9.5 mm on a 27" 1080p screen.
const (
	buttonH     = 38
	buttonPad   = 6
	buttonGap   = 6
	textPad     = 12
	StatusLines = 6  // lines of the status panel
	LineHeight  = 21 // status line height
	FontSize    = 15 // interface font size
)

// SetScreen tells the board the screen size in pixels, the interface scale
// (device pixel ratio, at least 1) and how to measure text. The first call
// fits the map into the view unless Options.NoFit.
func (b *Board) SetScreen(w, h, ui float64, measure Measure) {
	if ui < 1 {
		ui = 1
	}
	s := &b.screen
	if s.ok && s.w == w && s.h == h && s.ui == ui {
		s.measure = measure
		return
	}
	first := !s.ok
	s.ok, s.w, s.h, s.ui, s.measure = true, w, h, ui, measure
	b.layout()
	if (first && !b.opts.NoFit) || (!first && !b.camMoved) {
		b.fit()
	}
	b.touch()
}

// UI returns the interface scale.
func (b *Board) UI() float64 {
	if b.screen.ui < 1 {
		return 1
	}
	return b.screen.ui
}

// ScreenSize returns the screen size given to SetScreen.
func (b *Board) ScreenSize() (float64, float64) { return b.screen.w, b.screen.h }

// MapRect is the part of the screen that shows the map.
func (b *Board) MapRect() view.Rect { return b.screen.mapR }

// BarRect is the button bar.
func (b *Board) BarRect() view.Rect { return b.screen.bar }

// StatusRect is the status panel.
func (b *Board) StatusRect() view.Rect { return b.screen.statusR }

// Buttons returns the on-screen buttons with their current labels and
// states (the slice is reused).
func (b *Board) Buttons() []Button {
	b.layout()
	return b.screen.buttons
}

// buttonSpecs lists the buttons in order with their current labels.
func (b *Board) buttonSpecs() []Button {
	l := b.layers
	cover := "Cover 5: melee"
	if b.ranged {
		cover = "Cover 5: ranged"
	}
	sys := "System S: ?"
	if b.enc != nil {
		sys = "System S: " + shortSystem(b.enc.System.ID())
	}
	canUndo := b.enc != nil && b.enc.CanUndo()
	canRedo := b.enc != nil && b.enc.CanRedo()
	return []Button{
		{Action: input.OpenFile, Label: "Open O", Enabled: true},
		{Action: input.Undo, Label: "Undo", Enabled: canUndo},
		{Action: input.Redo, Label: "Redo", Enabled: canRedo},
		{Action: input.ToggleMovement, Label: "Move 1", Toggle: true, On: l.Movement, Enabled: true},
		{Action: input.TogglePath, Label: "Path 2", Toggle: true, On: l.Path, Enabled: true},
		{Action: input.ToggleReach, Label: "Reach 3", Toggle: true, On: l.Reach, Enabled: true},
		{Action: input.ToggleFlanking, Label: "Flank 4", Toggle: true, On: l.Flanking, Enabled: true},
		{Action: input.ToggleCover, Label: cover, Toggle: true, On: l.Cover, Enabled: true},
		{Action: input.CycleSystem, Label: sys, Enabled: true},
		{Action: input.StartTurn, Label: "Turn T", Enabled: b.selected != ""},
		{Action: input.EndTurn, Label: "End E", Enabled: b.enc != nil && b.enc.Turn.Active != ""},
		{Action: input.Fit, Label: "Fit F", Enabled: true},
		{Action: input.Cancel, Label: "Esc", Enabled: b.selected != "" || b.target != ""},
	}
}

// shortSystem names a system on its button.
func shortSystem(id string) string {
	switch id {
	case "pf2e":
		return "PF2e"
	case "pf1e":
		return "PF1e"
	case "dnd35":
		return "3.5"
	case "dnd5e":
		return "5e"
	}
	return id
}

// layout places the buttons in rows across the top (wrapping on narrow
// screens), the status panel at the bottom and the map between.
func (b *Board) layout() {
	s := &b.screen
	if !s.ok {
		return
	}
	specs := b.buttonSpecs()
	var key strings.Builder
	for _, sp := range specs {
		key.WriteString(sp.Label)
		key.WriteByte('|')
	}
	k := layoutKey{key.String(), s.w, s.h, s.ui}
	if k == s.key && len(s.buttons) == len(specs) {
		for i := range specs {
			specs[i].Rect = s.buttons[i].Rect
		}
		s.buttons = append(s.buttons[:0], specs...)
		return
	}
	s.key = k
	u := s.ui
	x, y := buttonGap*u, buttonGap*u
	rows := 1
	for i := range specs {
		w := b.textWidth(specs[i].Label) + 2*textPad*u
		w = max(w, buttonH*u)
		if x+w > s.w-buttonGap*u && x > buttonGap*u {
			x = buttonGap * u
			y += (buttonH + buttonGap) * u
			rows++
		}
		specs[i].Rect = view.Rect{X: x, Y: y, W: w, H: buttonH * u}
		x += w + buttonGap*u
	}
	s.buttons = append(s.buttons[:0], specs...)
	barH := float64(rows)*(buttonH+buttonGap)*u + buttonGap*u
	s.bar = view.Rect{X: 0, Y: 0, W: s.w, H: barH}
	stH := (StatusLines*LineHeight + 2*buttonPad) * u
	s.statusR = view.Rect{X: 0, Y: s.h - stH, W: s.w, H: stH}
	s.mapR = view.Rect{X: 0, Y: barH, W: s.w, H: max(1, s.h-barH-stH)}
}

// textWidth measures s, guessing when no measure was given.
func (b *Board) textWidth(s string) float64 {
	if b.screen.measure != nil {
		return b.screen.measure(s)
	}
	return float64(len([]rune(s))) * FontSize * 0.55 * b.UI()
}

// buttonAt returns the button under (x,y).
func (b *Board) buttonAt(x, y float64) (Button, bool) {
	for _, bt := range b.Buttons() {
		if bt.Rect.Contains(x, y) {
			return bt, true
		}
	}
	return Button{}, false
}

// fit shows the whole map in the map view.
func (b *Board) fit() {
	if b.enc == nil || !b.screen.ok {
		return
	}
	b.cam = view.Fit(b.enc.Grid.W, b.enc.Grid.H, b.screen.mapR, 12*b.UI())
	b.camMoved = false
	b.touch()
}

package board

import (
	"fmt"
	"strings"

	"battlemap/game/input"
	"battlemap/game/view"
)

// Measure returns the width in screen pixels of s in the interface font.
type Measure func(s string) float64

// Button is an on-screen button: pressing it does Action, or, for the
// buttons of the turn (the initiative strip, the actions, the reaction
// prompt), what its own command says.
type Button struct {
	Action input.Action
	Label  string
	Rect   view.Rect
	// Toggle marks an on/off button; On says it is on.
	Toggle, On bool
	// Enabled is false when pressing it would do nothing (undo with no
	// history); Why then says why, and pressing it shows that.
	Enabled bool
	Why     string
	// Group is the part of the screen the button belongs to.
	Group Group
	// Name identifies the button for tests and the state hook
	// ("init:Val", "act:step", "react:G1:take").
	Name string
	// Size is the label's font size in CSS pixels (0: FontSize).
	Size float64
	// Hot marks the button that matters now: the creature whose turn it is
	// in the strip, the armed action.
	Hot bool
	// Marked frames it: the selected creature in the strip.
	Marked bool
	// Tone colours a reaction answer: "take", "decline", "drop".
	Tone string

	do func(b *Board) Effect
}

// Group is a part of the screen holding buttons.
type Group uint8

// The groups of buttons.
const (
	// GroupBar is the button bar along the top.
	GroupBar Group = iota
	// GroupStripCmd holds the initiative strip's commands (roll, next
	// turn, delay, return).
	GroupStripCmd
	// GroupStrip holds the initiative strip's entries, one per creature.
	GroupStrip
	// GroupDelayed holds the creatures that delay.
	GroupDelayed
	// GroupActions holds the actions of the creature whose turn it is.
	GroupActions
	// GroupPrompt holds the reaction prompt's answers.
	GroupPrompt
	// GroupStripValue holds the − and + buttons beside the strip's
	// entries, which change a creature's initiative value.
	GroupStripValue
	// GroupMenu holds the target menu's buttons (a long press on the map).
	GroupMenu
)

// Label is text the interface shows outside a button: the strip's round
// and what the active creature has left, the action bar's title, the
// reaction prompt's question.
type Label struct {
	Text string
	Rect view.Rect
	// Size is the font size in CSS pixels.
	Size float64
	Bold bool
	// Wrap breaks the text into as many rows as the rectangle holds.
	Wrap bool
	// Tone colours it: "" normal, "alert" for the reaction prompt's title.
	Tone string
}

// screenLayout is where the parts of the interface are on the screen.
type screenLayout struct {
	ok      bool
	w, h    float64
	ui      float64 // interface scale: device pixels per CSS pixel
	measure Measure
	buttons []Button
	labels  []Label
	bar     view.Rect // the button bar
	mapR    view.Rect // the map view
	statusR view.Rect // the status panel
	stripR  view.Rect // the initiative strip
	actR    view.Rect // the action bar
	promptR view.Rect // the reaction prompt (zero when none)
	menuR   view.Rect // the target menu (zero when closed)
	key     layoutKey // what the layout was made for
}

// layoutKey is what the layout depends on: the labels and the screen.
type layoutKey struct {
	labels   string
	w, h, ui float64
}

// Sizes of the turn's parts in CSS pixels (times the scale): big enough to
// read from across the table and to hit with a finger (44 px is 11.6 mm on
// a 27" 1080p screen).
const (
	stripW      = 240 // the initiative strip's width
	actionW     = 160 // the action column's width
	stripFont   = 20  // its entries' font size
	entryH      = 44  // an entry's height
	actionH     = 46  // an action button's height
	actionFont  = 18
	promptFont  = 22
	promptBtnH  = 64
	promptTitle = 26
)

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

// StripRect is the initiative strip along the right edge.
func (b *Board) StripRect() view.Rect { return b.screen.stripR }

// ActionRect is the action column of the creature whose turn it is.
func (b *Board) ActionRect() view.Rect { return b.screen.actR }

// PromptRect is the reaction prompt over the map, empty when no movement
// waits for reactions.
func (b *Board) PromptRect() view.Rect {
	b.layout()
	return b.screen.promptR
}

// Buttons returns the on-screen buttons with their current labels and
// states (the slice is reused).
func (b *Board) Buttons() []Button {
	b.layout()
	return b.screen.buttons
}

// Labels returns the texts shown outside buttons (the slice is reused).
func (b *Board) Labels() []Label {
	b.layout()
	return b.screen.labels
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
	save := "Save ^S"
	if b.opts.Web {
		save = "Download"
	}
	return []Button{
		{Action: input.OpenFile, Label: "Open O", Enabled: true},
		{Action: input.Save, Label: save, Enabled: true},
		{Action: input.NewEncounter, Label: "New", Enabled: true},
		{Action: input.Undo, Label: "Undo", Enabled: canUndo},
		{Action: input.Redo, Label: "Redo", Enabled: canRedo},
		{Action: input.ToggleMovement, Label: "Move 1", Toggle: true, On: l.Movement, Enabled: true},
		{Action: input.TogglePath, Label: "Path 2", Toggle: true, On: l.Path, Enabled: true},
		{Action: input.ToggleReach, Label: "Reach 3", Toggle: true, On: l.Reach, Enabled: true},
		{Action: input.ToggleFlanking, Label: "Flank 4", Toggle: true, On: l.Flanking, Enabled: true},
		{Action: input.ToggleCover, Label: cover, Toggle: true, On: l.Cover, Enabled: true},
		{Action: input.CycleSystem, Label: sys, Enabled: true},
		{Action: input.StartTurn, Label: "Turn T", Enabled: b.selected != "", Why: "select a creature to start its turn"},
		{Action: input.EndTurn, Label: "End E", Enabled: b.enc != nil && b.enc.Turn.Active != "", Why: "no turn is running"},
		{Action: input.Fit, Label: "Fit F", Enabled: true},
		{Action: input.Cancel, Label: "Esc", Enabled: b.selected != "" || b.target != "" || b.arm.kind != armNone, Why: "nothing to drop"},
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
// screens), the status panel at the bottom with the action bar above it,
// the initiative strip along the right edge, the map in the middle and
// the reaction prompt over the map when a movement waits for it.
func (b *Board) layout() {
	s := &b.screen
	if !s.ok {
		return
	}
	specs := b.buttonSpecs()
	for i := range specs {
		specs[i].Group = GroupBar
		if specs[i].Name == "" {
			specs[i].Name = "bar:" + specs[i].Action.String()
		}
	}
	specs = append(specs, b.stripSpecs()...)
	specs = append(specs, b.actionSpecs()...)
	specs = append(specs, b.promptSpecs()...)
	specs = append(specs, b.menuSpecs()...) // last: it lies over the rest
	labels := b.labelSpecs()
	var key strings.Builder
	for _, sp := range specs {
		key.WriteString(sp.Name)
		key.WriteByte('=')
		key.WriteString(sp.Label)
		key.WriteByte('|')
	}
	for _, l := range labels {
		key.WriteString(l.Text)
		key.WriteByte('|')
	}
	if b.menu.open {
		fmt.Fprintf(&key, "menu@%v,%v", b.menu.x, b.menu.y)
	}
	k := layoutKey{key.String(), s.w, s.h, s.ui}
	if k == s.key && len(s.buttons) == len(specs) && len(s.labels) == len(labels) {
		for i := range specs {
			specs[i].Rect = s.buttons[i].Rect
		}
		for i := range labels {
			labels[i].Rect = s.labels[i].Rect
		}
		s.buttons = append(s.buttons[:0], specs...)
		s.labels = append(s.labels[:0], labels...)
		return
	}
	s.key = k
	u := s.ui
	x, y := buttonGap*u, buttonGap*u
	rows := 1
	for i := range specs {
		if specs[i].Group != GroupBar {
			continue
		}
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
	barH := float64(rows)*(buttonH+buttonGap)*u + buttonGap*u
	s.bar = view.Rect{X: 0, Y: 0, W: s.w, H: barH}
	stH := (StatusLines*LineHeight + 2*buttonPad) * u
	s.statusR = view.Rect{X: 0, Y: s.h - stH, W: s.w, H: stH}
	mid := max(1, s.h-barH-stH)
	aw := min(actionW*u, s.w*0.15)
	s.actR = view.Rect{X: 0, Y: barH, W: aw, H: mid}
	b.layoutActions(specs, labels)
	sw := min(stripW*u, s.w*0.25)
	s.stripR = view.Rect{X: s.w - sw, Y: barH, W: sw, H: mid}
	b.layoutStrip(specs, labels)
	s.mapR = view.Rect{X: aw, Y: barH, W: max(1, s.w-sw-aw), H: mid}
	s.promptR = b.layoutPrompt(specs, labels)
	s.menuR = b.layoutMenu(specs)
	s.buttons = append(s.buttons[:0], specs...)
	s.labels = append(s.labels[:0], labels...)
}

// textSize measures s at font size size (CSS pixels).
func (b *Board) textSize(s string, size float64) float64 {
	return b.textWidth(s) * size / FontSize
}

// textWidth measures s, guessing when no measure was given.
func (b *Board) textWidth(s string) float64 {
	if b.screen.measure != nil {
		return b.screen.measure(s)
	}
	return float64(len([]rune(s))) * FontSize * 0.55 * b.UI()
}

// buttonAt returns the button under (x,y); the reaction prompt's and the
// target menu's buttons lie over the map and come first.
func (b *Board) buttonAt(x, y float64) (Button, bool) {
	bts := b.Buttons()
	for i := len(bts) - 1; i >= 0; i-- {
		if bts[i].Rect.Contains(x, y) {
			return bts[i], true
		}
	}
	return Button{}, false
}

// inPrompt reports whether (x,y) falls on the reaction prompt.
func (b *Board) inPrompt(x, y float64) bool {
	r := b.PromptRect()
	return r.W > 0 && r.Contains(x, y)
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

package board

import (
	"fmt"
	"strings"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// The board's screen: the panels it builds from widgets (package ui) — the
// button bar, the action column, the initiative strip, the status panel,
// and over the map the reaction prompt, the target menu and the rename
// form — and what each button does. The layout is made again only when a
// text on the screen or the screen's size changes; between, the widgets
// keep their places and fitted texts, and only their states are new.

// control is a button of the board's screen and what pressing it does.
type control struct {
	ui.Button
	do func(b *Board) Effect
}

// screenLayout is the screen as last laid out and where its parts are.
type screenLayout struct {
	ok        bool
	w, h      float64
	ui        float64 // interface scale: device pixels per CSS pixel
	measure   ui.Measure
	scr       ui.Screen
	do        map[string]func(*Board) Effect // by button name
	bar       view.Rect                      // the button bar
	mapR      view.Rect                      // the map view
	statusR   view.Rect                      // the status panel
	stripR    view.Rect                      // the initiative strip
	actR      view.Rect                      // the action column
	promptR   view.Rect                      // the reaction prompt (zero when none)
	menuR     view.Rect                      // the target menu (zero when closed)
	formR     view.Rect                      // the rename form (zero when closed)
	sceneR    view.Rect                      // the editor's scene form (zero when closed)
	creatureR view.Rect                      // the editor's creature form (zero when closed)
	libraryR  view.Rect                      // the library's panel (zero when closed)
	vitalsR   view.Rect                      // the selected creature's hit points in Play (zero when none)
	offerR    view.Rect                      // the overrun offer (zero when closed)
	key       layoutKey                      // what the layout was made for
	status    statusCache
}

// layoutKey is what the layout depends on: the texts, the screen and the
// map's shape (the status panel takes the room the fitted map leaves).
type layoutKey struct {
	texts    string
	w, h, ui float64
	gw, gh   int
	trueSc   bool
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
	StatusLines = 6  // rows of the status panel, the least
	statusMost  = 12 // rows it grows to where the fitted map leaves room
	LineHeight  = 21 // status line height
	FontSize    = 15 // interface font size
)

// SetScreen tells the board the screen size in pixels, the interface scale
// (device pixel ratio, at least 1) and how to measure text (nil guesses:
// ui.Guess). The first call fits the map into the view unless
// Options.NoFit.
func (b *Board) SetScreen(w, h, scale float64, measure ui.Measure) {
	if scale < 1 {
		scale = 1
	}
	if measure == nil {
		measure = ui.Guess
	}
	s := &b.screen
	if s.ok && s.w == w && s.h == h && s.ui == scale {
		s.measure = measure
		return
	}
	first := !s.ok
	s.ok, s.w, s.h, s.ui, s.measure = true, w, h, scale, measure
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

// Screen returns the interface as it stands now, laid out and with its
// texts fitted, the status lines and a dragged entry included, for the
// renderer (it is the board's own: read it, do not keep it past the next
// change).
func (b *Board) Screen() *ui.Screen {
	b.layout()
	b.live(&b.screen.scr)
	return &b.screen.scr
}

// Buttons returns every on-screen button with its current label and
// state, panel by panel.
func (b *Board) Buttons() []ui.Button {
	b.layout()
	var out []ui.Button
	for bt := range b.screen.scr.Buttons() {
		out = append(out, bt)
	}
	return out
}

// layout builds the screen's panels from the board's state. When the
// texts and the screen are those of the last layout, the widgets keep
// their places and fitted texts; else they are placed and fitted again.
func (b *Board) layout() {
	s := &b.screen
	if !s.ok {
		return
	}
	if s.do == nil {
		s.do = map[string]func(*Board) Effect{}
	}
	clear(s.do)
	var panels []ui.Panel
	if b.view == PlayersScreen {
		panels = b.playersPanels()
	} else {
		panels = b.gmPanels()
	}
	k := layoutKey{texts: b.texts(panels), w: s.w, h: s.h, ui: s.ui, trueSc: b.TrueScale()}
	if b.enc != nil {
		k.gw, k.gh = b.enc.Grid.W, b.enc.Grid.H
	}
	old := s.scr.Panels
	s.scr = ui.Screen{W: s.w, H: s.h, Scale: s.ui, Font: FontSize, Panels: panels}
	if k == s.key && len(old) == len(panels) {
		carry(panels, old)
		return
	}
	s.key = k
	b.place(panels)
	s.scr.Fit(s.measure)
}

// gmPanels lists the GM's screen's panels.
func (b *Board) gmPanels() []ui.Panel {
	s := &b.screen
	cmds, order := b.stripControls()
	stripLabels := b.stripLabels()
	if !b.drawerOpen(drawerStrip) {
		cmds, order, stripLabels = nil, nil, nil
	}
	acts := b.actionsPanel(s)
	if !b.drawerOpen(drawerActions) {
		acts = ui.Panel{Name: "actions", Look: ui.PanelBar}
	}
	return []ui.Panel{
		{Name: "bar", Look: ui.PanelBar, Buttons: s.keep(append(b.drawerControls(), b.barControls()...))},
		{Name: "strip", Look: ui.PanelBar, Buttons: s.keep(cmds), Labels: stripLabels},
		{Name: "order", Buttons: s.keep(order)},
		acts,
		{Name: "status", Look: ui.PanelStatus, Buttons: s.keep(b.nameControls())},
		{Name: "prompt", Look: ui.PanelAlert, Buttons: s.keep(b.promptControls()), Labels: b.promptLabels()},
		{Name: "menu", Look: ui.PanelPopup, Buttons: s.keep(b.menuControls())}, // over the rest
		{Name: "form", Look: ui.PanelPopup, Buttons: s.keep(b.formControls()), Labels: b.formLabels(), Fields: b.formFields()},
		{Name: "scene", Look: ui.PanelPopup, Buttons: s.keep(b.sceneControls()), Labels: b.sceneLabels()},
		{Name: "creature", Look: ui.PanelPopup, Buttons: s.keep(b.creatureFormControls()), Labels: append(b.creatureLabels(), b.creatureStatusLabels()...), Fields: b.creatureFields()},
		{Name: "library", Look: ui.PanelPopup, Buttons: s.keep(b.libraryControls()), Labels: b.libraryLabels(), Fields: b.libraryFields()},
		{Name: "calibrate", Look: ui.PanelPopup, Buttons: s.keep(b.calibrateControls()), Labels: b.calibrateLabels()},
		{Name: "vitals", Look: ui.PanelPopup, Buttons: s.keep(b.vitalsControls()), Labels: b.vitalsLabels(), Fields: b.vitalsFields()},
		{Name: "offer", Look: ui.PanelAlert, Buttons: s.keep(b.offerControls()), Labels: b.offerLabels()},
	}
}

// keep registers what the controls do and returns their buttons.
func (s *screenLayout) keep(cs []control) []ui.Button {
	out := make([]ui.Button, len(cs))
	for i, c := range cs {
		out[i] = c.Button
		s.do[c.Name] = c.do
	}
	return out
}

// texts spells every text of the panels, the key of their layout.
func (b *Board) texts(panels []ui.Panel) string {
	var k strings.Builder
	for _, p := range panels {
		k.WriteString(p.Name)
		k.WriteByte('{')
		for _, bt := range p.Buttons {
			k.WriteString(bt.Name)
			k.WriteByte('=')
			k.WriteString(bt.Label)
			k.WriteByte('|')
		}
		for _, l := range p.Labels {
			k.WriteString(l.Text)
			k.WriteByte('|')
		}
		for _, f := range p.Fields {
			k.WriteString(f.Name)
			k.WriteByte('|')
		}
		k.WriteByte('}')
	}
	if b.menu.open {
		fmt.Fprintf(&k, "menu@%v,%v", b.menu.x, b.menu.y)
	}
	if b.scale.calibrating {
		fmt.Fprintf(&k, "card@%v", b.scale.card)
	}
	return k.String()
}

// carry gives the widgets of panels the places and fitted texts of the
// same widgets in old, laid out for the same texts.
func carry(panels, old []ui.Panel) {
	for i := range panels {
		p, o := &panels[i], &old[i]
		p.Rect, p.Veil = o.Rect, o.Veil
		for j := range p.Buttons {
			p.Buttons[j].Rect, p.Buttons[j].Text, p.Buttons[j].Px = o.Buttons[j].Rect, o.Buttons[j].Text, o.Buttons[j].Px
		}
		for j := range p.Labels {
			p.Labels[j].Rect, p.Labels[j].Rows = o.Labels[j].Rect, o.Labels[j].Rows
		}
		for j := range p.Fields {
			p.Fields[j].Rect = o.Fields[j].Rect
		}
	}
}

// place lays out the panels: the bar's rows across the top (wrapping on
// narrow screens), the status panel at the bottom, the action column down
// the left edge and the initiative strip down the right, the map in the
// middle, and over the map the reaction prompt, the target menu and the
// rename form when they are open.
func (b *Board) place(panels []ui.Panel) {
	s := &b.screen
	u := s.ui
	barP, stripP, orderP, actP := &panels[0], &panels[1], &panels[2], &panels[3]
	statusP, promptP, menuP, formP := &panels[4], &panels[5], &panels[6], &panels[7]
	sceneP, creatureP, libraryP := &panels[8], &panels[9], &panels[10]
	if b.view == PlayersScreen {
		b.placePlayers(panels)
		return
	}
	b.layoutBar(barP)
	top := s.bar.H
	aw := min(actionW*u, s.w*0.15)
	switch {
	case b.areas.on:
		aw = min(areasW*u, s.w*0.24)
	case b.table && !b.edit.on:
		aw = min(tableW*u, s.w*0.25)
	}
	sw := min(stripW*u, s.w*0.25)
	mapW := s.w - sw - aw
	if b.narrow() {
		mapW = s.w
	}
	s.status.rows = b.statusRowCount(mapW, s.h-top)
	stH := (float64(s.status.rows)*LineHeight + 2*buttonPad) * u
	s.statusR = view.Rect{X: 0, Y: s.h - stH, W: s.w, H: stH}
	b.layoutStatus(statusP)
	mid := max(1, s.h-top-stH)
	s.actR = view.Rect{X: 0, Y: top, W: aw, H: mid}
	s.stripR = view.Rect{X: s.w - sw, Y: top, W: sw, H: mid}
	s.mapR = view.Rect{X: aw, Y: top, W: max(1, s.w-sw-aw), H: mid}
	if b.narrow() {
		b.placeNarrow(top, mid)
	}
	actP.Rect = s.actR
	if s.actR.W > 0 {
		switch {
		case b.edit.on, b.areas.on:
			b.layoutTools(actP)
		case b.table:
			b.layoutTable(actP)
		default:
			b.layoutActions(actP)
		}
	}
	stripP.Rect = s.stripR
	if s.stripR.W > 0 {
		b.layoutStrip(stripP, orderP)
	}
	s.promptR = b.layoutPrompt(promptP)
	s.menuR = b.layoutMenu(menuP)
	s.formR = b.layoutForm(formP)
	s.sceneR = b.layoutSceneForm(sceneP)
	s.creatureR = b.layoutCreatureForm(creatureP)
	s.libraryR = b.layoutLibrary(libraryP)
	b.layoutCalibrate(&panels[11])
	s.vitalsR = b.layoutVitals(&panels[12])
	s.offerR = b.layoutOffer(&panels[13])
}

// actionsPanel is the action column, or in Edit mode the editor's tools.
func (b *Board) actionsPanel(s *screenLayout) ui.Panel {
	if b.edit.on && b.enc != nil {
		return ui.Panel{Name: "actions", Look: ui.PanelBar, Buttons: s.keep(b.toolControls()), Labels: b.editLabels()}
	}
	if b.areas.on && b.enc != nil {
		return ui.Panel{Name: "actions", Look: ui.PanelBar, Buttons: s.keep(b.areaControls()), Labels: b.areaLabels(), Fields: b.areaFields()}
	}
	if b.table && b.enc != nil {
		return ui.Panel{Name: "actions", Look: ui.PanelBar, Buttons: s.keep(b.tableControls()), Labels: b.tableLabels()}
	}
	return ui.Panel{Name: "actions", Look: ui.PanelBar, Buttons: s.keep(b.actionControls()), Labels: b.actionLabels()}
}

// textSize measures s in the bold interface face at font size size (CSS
// pixels).
func (b *Board) textSize(s string, size float64) float64 {
	m := b.screen.measure
	if m == nil {
		m = ui.Guess
	}
	return m(s, size*b.UI(), true)
}

// textWidth measures s at the interface's font size.
func (b *Board) textWidth(s string) float64 { return b.textSize(s, FontSize) }

// buttonAt returns the button under (x,y) and what it does; the panels
// over the map (the prompt, the menu, the form) come first.
func (b *Board) buttonAt(x, y float64) (ui.Button, func(*Board) Effect, bool) {
	b.layout()
	bt, ok := b.screen.scr.ButtonAt(x, y)
	if !ok {
		return ui.Button{}, nil, false
	}
	return bt, b.screen.do[bt.Name], true
}

// inPrompt reports whether (x,y) falls on the reaction prompt.
func (b *Board) inPrompt(x, y float64) bool {
	r := b.PromptRect()
	return r.W > 0 && r.Contains(x, y)
}

// fitMargin is the room left around the fitted map, in CSS pixels.
const fitMargin = 12

// fit lays out the screen for the map as it is now and shows the whole
// map in the map view.
func (b *Board) fit() {
	if b.enc == nil || !b.screen.ok {
		return
	}
	b.layout()
	if b.TrueScale() {
		b.cam = b.trueFit()
	} else {
		b.cam = view.Fit(b.enc.Grid.W, b.enc.Grid.H, b.screen.mapR, fitMargin*b.UI())
	}
	b.camMoved = false
	b.touch()
}

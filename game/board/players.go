package board

import (
	"battlemap/game/input"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The players' screen: the map, the tokens the players may see, the turn
// and the initiative; no buttons that change anything. It is the second
// window that follows the GM's (follow.go), or the only window of a shared
// screen, where the GM comes back to the GM's screen with a long press on
// a corner of the screen and a confirmation.

// ScreenKind says whose screen the board is.
type ScreenKind uint8

// The screens.
const (
	// GMScreen shows everything, fogged and hidden things tinted, and
	// every control.
	GMScreen ScreenKind = iota
	// PlayersScreen shows what the players may see and changes nothing.
	PlayersScreen
)

// String names the screen as the test hooks report it.
func (k ScreenKind) String() string {
	if k == PlayersScreen {
		return "players"
	}
	return "gm"
}

// View returns whose screen the board is.
func (b *Board) View() ScreenKind { return b.view }

// SetView makes the board the GM's screen or the players'. Either drops
// the selection, the target and whatever was armed or open, and shows the
// whole map again; the players' screen selects nothing (its overlays
// follow the creature whose turn it is).
func (b *Board) SetView(k ScreenKind) {
	if k == b.view {
		return
	}
	b.view = k
	b.selected, b.target, b.dragging, b.stripDrag = "", "", "", ""
	b.arm, b.menu, b.renaming, b.confirmGM = armed{}, targetMenu{}, false, false
	b.tokens, b.orderVer = nil, ^uint64(0)
	b.screen.key = layoutKey{}
	b.layout()
	if b.screen.ok {
		b.fit()
	}
	b.touch()
}

// cornerSize is the side of the corners where a long press asks to go
// back to the GM's screen, in CSS pixels.
const cornerSize = 90

// playersPanels lists the players' screen's panels, in the same places as
// the GM's (place reads them by index): no bar, actions or status; the
// strip with the round and the order of the creatures the players see;
// the confirmation to go back to the GM's screen in the form's place.
func (b *Board) playersPanels() []ui.Panel {
	_, order := b.stripControls()
	var seen []ui.Button
	for _, c := range order {
		id := b.entryID(c.Name)
		if id == "" {
			if d, ok := cutDelayed(c.Name); ok {
				id = d
			}
		}
		if id != "" && b.shows(id) && !isValue(c.Name) {
			bt := c.Button
			bt.Marked = false
			seen = append(seen, bt)
		}
	}
	var labels []ui.Label
	if ls := b.stripLabels(); len(ls) > 0 && (len(seen) > 0 || b.enc.Turn.Round > 0) {
		labels = []ui.Label{ls[0], {Text: b.playersTurnWords(), Size: stripFont, Wrap: true}}
	}
	return []ui.Panel{
		{Name: "bar"},
		{Name: "strip", Look: ui.PanelBar, Labels: labels},
		{Name: "order", Buttons: seen},
		{Name: "actions"},
		{Name: "status"},
		{Name: "prompt"},
		{Name: "menu"},
		{Name: "form", Look: ui.PanelPopup, Buttons: b.screen.keep(b.confirmControls()), Labels: b.confirmLabels()},
		{Name: "scene"},
		{Name: "creature"},
		{Name: "library"},
		{Name: "calibrate", Look: ui.PanelPopup, Buttons: b.screen.keep(b.calibrateControls()), Labels: b.calibrateLabels()},
	}
}

// cutDelayed returns the creature of a delaying entry's name.
func cutDelayed(name string) (string, bool) {
	if len(name) > len(delayedPrefix) && name[:len(delayedPrefix)] == delayedPrefix {
		return name[len(delayedPrefix):], true
	}
	return "", false
}

// playersTurnWords says whose turn it is, for the players: a creature
// they do not see is "someone".
func (b *Board) playersTurnWords() string {
	a := b.enc.Turn.Active
	switch {
	case a == "":
		return ""
	case b.shows(a):
		return b.f("%s's turn", a)
	}
	return b.t("the turn of someone unseen")
}

// placePlayers lays out the players' screen: the map over the whole
// screen but the strip down the right edge, narrower than the GM's.
func (b *Board) placePlayers(panels []ui.Panel) {
	s := &b.screen
	u := s.ui
	s.bar, s.statusR, s.actR, s.promptR, s.menuR = view.Rect{}, view.Rect{}, view.Rect{}, view.Rect{}, view.Rect{}
	s.status.rows, s.status.widths = 0, s.status.widths[:0]
	sw := min(stripW*u, s.w*0.22)
	if len(panels[2].Buttons) == 0 && len(panels[1].Labels) == 0 {
		sw = 0 // no fight yet: the map has the screen
	}
	s.stripR = view.Rect{X: s.w - sw, Y: 0, W: sw, H: s.h}
	panels[1].Rect = s.stripR
	b.layoutStrip(&panels[1], &panels[2])
	s.mapR = view.Rect{X: 0, Y: 0, W: max(1, s.w-sw), H: s.h}
	s.formR = b.layoutConfirm(&panels[7])
	b.layoutCalibrate(&panels[11])
}

// confirmControls are the confirmation's buttons, when it is open.
func (b *Board) confirmControls() []control {
	if !b.confirmGM {
		return nil
	}
	return []control{
		{ui.Button{Name: "view:gm", Label: b.t("GM's screen"), Enabled: true, Hot: true, Size: formFont},
			func(b *Board) Effect { b.SetView(GMScreen); b.note(b.t("the GM's screen")); return NoEffect }},
		{ui.Button{Name: "view:stay", Label: b.t("Stay"), Enabled: true, Size: formFont},
			func(b *Board) Effect { b.confirmGM = false; b.touch(); return NoEffect }},
	}
}

func (b *Board) confirmLabels() []ui.Label {
	if !b.confirmGM {
		return nil
	}
	return []ui.Label{{Text: b.t("Show the GM's screen? It shows what the players must not see."), Size: formFont, Bold: true, Wrap: true}}
}

// layoutConfirm places the confirmation in the middle of the map view.
func (b *Board) layoutConfirm(p *ui.Panel) view.Rect {
	if len(p.Buttons) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	m := b.screen.mapR
	pad := formPad * u
	w := min(formW*u, m.W-2*buttonGap*u)
	top := m.Y + m.H/3
	col := ui.Column{X: m.X + (m.W-w)/2 + pad, Y: top + pad, W: w - 2*pad, Gap: buttonGap * u}
	p.Labels[0].Rect = col.Next(2 * 30 * u)
	row := ui.Row{X: col.X, Y: col.Y, H: promptBtnH * u, Gap: buttonGap * u}
	for i := range p.Buttons {
		p.Buttons[i].Rect = row.Next((w - 2*pad - buttonGap*u) / 2)
	}
	col.Skip(promptBtnH * u)
	p.Rect = view.Rect{X: col.X - pad, Y: top, W: w, H: col.Y - top + pad}
	p.Veil = m
	return p.Rect
}

// handlePlayers carries out an input on the players' screen: the camera
// moves, the pointer hovers (for the reach of a creature the players
// see), a long press or right-click on a corner asks to go back to the
// GM's screen; nothing else changes anything.
func (b *Board) handlePlayers(ev input.Event) Effect {
	switch ev.Action {
	case input.Hover, input.DragMove, input.DragEnd:
		b.pointTo(ev.X, ev.Y)
	case input.Click:
		if bt, do, ok := b.buttonAt(ev.X, ev.Y); ok && bt.Enabled && do != nil {
			return do(b)
		}
		if b.confirmGM {
			b.confirmGM = false
			b.touch()
		}
	case input.Target:
		c := cornerSize * b.UI()
		w, h := b.screen.w, b.screen.h
		if (ev.X < c || ev.X > w-c) && (ev.Y < c || ev.Y > h-c) {
			b.confirmGM = true
			b.touch()
		}
	case input.Pan:
		b.pan(ev.DX, ev.DY)
	case input.Zoom:
		b.zoom(ev.X, ev.Y, ev.Factor)
	case input.ZoomIn, input.ZoomOut:
		f := 1.25
		if ev.Action == input.ZoomOut {
			f = 1 / f
		}
		x, y := b.screen.mapR.Center()
		b.zoom(x, y, f)
	case input.Fit:
		b.fit()
	case input.Cancel:
		if b.confirmGM {
			b.confirmGM = false
			b.touch()
		}
	}
	return NoEffect
}

package board

import (
	"battlemap/game/input"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The button bar along the top: files, undo, the overlays, the rule
// system, the turn and the view, each with its key.

// barControls lists the bar's buttons in order with their current labels.
func (b *Board) barControls() []control {
	l := b.layers
	cover := b.t("Cover 5: melee")
	if b.ranged {
		cover = b.t("Cover 5: ranged")
	}
	sys := b.t("System S: ?")
	if b.enc != nil {
		sys = b.f("System S: %s", shortSystem(b.enc.System.ID()))
	}
	save := b.t("Save ^S")
	if b.opts.Web {
		save = b.t("Download")
	}
	cmd := func(a input.Action, label string, enabled bool, why string) control {
		return control{ui.Button{Name: "bar:" + a.String(), Label: label, Enabled: enabled, Why: why},
			func(b *Board) Effect { return b.command(a) }}
	}
	toggle := func(a input.Action, label string, on bool) control {
		c := cmd(a, label, true, "")
		c.Toggle, c.On = true, on
		return c
	}
	return []control{
		cmd(input.OpenFile, b.t("Open O"), true, ""),
		cmd(input.Save, save, true, ""),
		{ui.Button{Name: "bar:library", Label: b.t("Library"), Enabled: true, Toggle: true, On: b.lib.open},
			func(b *Board) Effect { return b.toggleLibrary() }},
		cmd(input.Undo, b.t("Undo"), b.canUndo(), ""),
		cmd(input.Redo, b.t("Redo"), b.canRedo(), ""),
		toggle(input.ToggleMovement, b.t("Move 1"), l.Movement),
		toggle(input.TogglePath, b.t("Path 2"), l.Path),
		toggle(input.ToggleReach, b.t("Reach 3"), l.Reach),
		toggle(input.ToggleFlanking, b.t("Flank 4"), l.Flanking),
		toggle(input.ToggleCover, cover, l.Cover),
		cmd(input.CycleSystem, sys, true, ""),
		cmd(input.StartTurn, b.t("Turn T"), b.selected != "", b.t("select a creature to start its turn")),
		cmd(input.EndTurn, b.t("End E"), b.enc != nil && b.enc.Turn.Active != "", b.t("no turn is running")),
		{ui.Button{Name: "bar:areas", Label: b.t("Areas"), Enabled: true, Toggle: true, On: b.areas.on},
			func(b *Board) Effect { b.toggleAreas(); return NoEffect }},
		cmd(input.Fit, b.t("Fit F"), true, ""),
		cmd(input.Cancel, b.t("Esc"), b.selected != "" || b.target != "" || b.arm.kind != armNone || b.areasToDrop(), b.t("nothing to drop")),
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

// layoutBar places the bar's buttons in rows across the top, as wide as
// their labels, wrapping on narrow screens; the bar is as tall as its rows.
func (b *Board) layoutBar(p *ui.Panel) {
	s := &b.screen
	u := s.ui
	f := ui.Flow{X: buttonGap * u, Y: buttonGap * u, W: s.w - 2*buttonGap*u, H: buttonH * u, Gap: buttonGap * u}
	for i := range p.Buttons {
		w := max(b.textWidth(p.Buttons[i].Label)+2*barPad*u, buttonH*u)
		p.Buttons[i].Rect = f.Next(w)
	}
	barH := float64(f.Rows())*(buttonH+buttonGap)*u + buttonGap*u
	s.bar = view.Rect{X: 0, Y: 0, W: s.w, H: barH}
	p.Rect = s.bar
}

// editLabel is the Edit toggle's label: where a tap takes the board.
func (b *Board) editLabel(on bool) string {
	if on {
		return b.t("Editing")
	}
	return b.t("Edit")
}

// barPad is the room either side of a bar button's label, CSS pixels: a
// little less than other buttons', so that the bar keeps to one row on a
// laptop's 1280 px.
const barPad = 9

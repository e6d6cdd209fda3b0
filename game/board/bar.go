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
	cover := "Cover 5: melee"
	if b.ranged {
		cover = "Cover 5: ranged"
	}
	sys := "System S: ?"
	if b.enc != nil {
		sys = "System S: " + shortSystem(b.enc.System.ID())
	}
	save := "Save ^S"
	if b.opts.Web {
		save = "Download"
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
		cmd(input.OpenFile, "Open O", true, ""),
		cmd(input.Save, save, true, ""),
		{ui.Button{Name: "bar:library", Label: "Library", Enabled: true, Toggle: true, On: b.lib.open},
			func(b *Board) Effect { return b.toggleLibrary() }},
		cmd(input.Undo, "Undo", b.canUndo(), ""),
		cmd(input.Redo, "Redo", b.canRedo(), ""),
		toggle(input.ToggleMovement, "Move 1", l.Movement),
		toggle(input.TogglePath, "Path 2", l.Path),
		toggle(input.ToggleReach, "Reach 3", l.Reach),
		toggle(input.ToggleFlanking, "Flank 4", l.Flanking),
		toggle(input.ToggleCover, cover, l.Cover),
		cmd(input.CycleSystem, sys, true, ""),
		cmd(input.StartTurn, "Turn T", b.selected != "", "select a creature to start its turn"),
		cmd(input.EndTurn, "End E", b.enc != nil && b.enc.Turn.Active != "", "no turn is running"),
		cmd(input.Fit, "Fit F", true, ""),
		cmd(input.Cancel, "Esc", b.selected != "" || b.target != "" || b.arm.kind != armNone, "nothing to drop"),
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
func editLabel(on bool) string {
	if on {
		return "Editing"
	}
	return "Edit"
}

// barPad is the room either side of a bar button's label, CSS pixels: a
// little less than other buttons', so that the bar keeps to one row on a
// laptop's 1280 px.
const barPad = 9

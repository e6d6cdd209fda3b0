package board

import (
	"battlemap/game/ui"
)

// The action column down the left edge: its title (whose actions they are,
// or what the armed one waits for), then the actions of the creature whose
// turn it is (actions.go), or the distance of a push (push.go).

// actionControls lists the action column's buttons for the active
// creature.
func (b *Board) actionControls() []control {
	if b.enc == nil || b.enc.Turn.Active == "" {
		return nil
	}
	why := ""
	if pm := b.enc.Turn.Pending; pm != nil {
		why = b.f("resolve the {aoo} on %s first (the prompt over the map)", pm.Who)
	}
	sys := b.enc.System.ID()
	if b.pushPicking() && why == "" {
		return b.pushControls()
	}
	var cs []control
	for _, d := range systemActions(sys) {
		hot := b.arm.name == d.name || (b.arm.kind == armNone && d.name == "move")
		why := why
		if why == "" {
			why = b.actionWhy(d, b.enc.Turn.Active)
		}
		cs = append(cs, control{ui.Button{Name: "act:" + d.name, Label: b.actionLabel(d), Enabled: why == "", Why: why, Size: actionFont, Hot: hot},
			func(b *Board) Effect { b.pressAction(d); return NoEffect }})
	}
	if sys == "dnd5e" {
		cs = append(cs, control{ui.Button{Name: "act:bonus", Label: b.t("as bonus act."), Toggle: true, On: b.bonus, Enabled: true, Size: actionFont},
			func(b *Board) Effect { b.bonus = !b.bonus; b.touch(); return NoEffect }})
	}
	if b.arm.kind == armCharge && b.arm.target != "" {
		cs = append(cs, control{ui.Button{Name: "act:confirm", Label: b.t("Confirm charge"), Enabled: true, Hot: true, Size: actionFont},
			func(b *Board) Effect { b.confirmCharge(); return NoEffect }})
	}
	return cs
}

// actionLabels is the action column's title, or what to do with no turn.
func (b *Board) actionLabels() []ui.Label {
	if b.enc == nil {
		return nil
	}
	t := b.enc.Turn
	text := b.t("No turn running. Roll init. (I), then Next turn (N); or select a creature and press Turn (T). Its actions show here.")
	if t.Active != "" {
		text = b.f("%s's actions", t.Active)
		if b.arm.kind != armNone {
			text = b.armHint()
		}
	}
	return []ui.Label{{Text: text, Size: actionFont - 1, Bold: t.Active != "", Wrap: true}}
}

// armHint says what the armed action waits for.
func (b *Board) armHint() string {
	switch b.arm.kind {
	case armMove:
		return b.f("%s: tap a square", b.arm.label)
	case armTarget:
		if b.pushPicking() && b.arm.against != "" {
			return b.f("%s %s: the result against %s?", b.arm.label, b.arm.target, b.arm.against)
		}
		if b.pushPicking() {
			return b.f("%s %s: how far?", b.arm.label, b.arm.target)
		}
		return b.f("%s: tap a target", b.arm.label)
	case armSquare:
		return b.arm.label + ": " + b.t("tap a square")
	case armCharge:
		if b.arm.target == "" {
			return b.t("{charge}: tap the target")
		}
		return b.f("{charge} %s: confirm", b.arm.target)
	}
	return ""
}

// layoutActions places the action column's title and buttons down the
// left edge: beside the map, so the map keeps its height. The buttons
// share the column's height, at most actionH tall (promptBtnH for a
// push's distance, to tap across the table) and at least 36 px.
func (b *Board) layoutActions(p *ui.Panel) {
	u := b.screen.ui
	r := p.Rect
	gap := buttonGap * u
	col := ui.Column{X: r.X + gap, Y: r.Y + gap, W: r.W - 2*gap, Gap: gap}
	n := len(p.Buttons)
	titleH := 52 * u
	if n == 0 {
		titleH = r.H - 2*gap
	}
	title := col.Next(titleH)
	for i := range p.Labels {
		p.Labels[i].Rect = title
	}
	h := actionH * u
	if b.pushPicking() {
		h = promptBtnH * u
	}
	if n > 0 {
		h = max(36*u, min(h, (r.Y+r.H-col.Y)/float64(n)-gap))
	}
	for i := range p.Buttons {
		p.Buttons[i].Rect = col.Next(h)
	}
}

package board

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"battlemap/engine"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The selected creature's hit points and conditions in Play, on the GM's
// screen only (the players' screen lays out its own panels and has none of
// this): the button "Hit points…" at the foot of the map opens a panel
// there with −5 −1 +1 +5 (damage and
// healing), Damage… and Heal… for an amount typed in a field (the
// platform's text entry, as in the rename form), and Conditions, which
// opens the system's conditions as toggles. Each is one engine action
// (Damage, Heal, SetCondition), undone like any other; the engine applies
// what 0 hit points mean in the system.

// hpField names the field the amount is typed in.
const hpField = "hp-amount"

// vitalsState is what the panel shows: the conditions' toggles, and the
// amount being typed ("damage" or "heal", "" for none).
type vitalsState struct {
	open   bool
	conds  bool
	typing string
}

// vitalsOn reports whether the panel shows: Play on the GM's screen, a
// creature selected, no form or prompt over the map.
func (b *Board) vitalsOn() bool {
	if b.enc == nil || b.view == PlayersScreen || b.edit.on || b.areas.on || b.renaming || b.lib.open || b.menu.open {
		return false
	}
	return b.selected != "" && b.enc.Creature(b.selected) != nil && b.enc.Turn.Pending == nil && !b.offer.open
}

// vitalsControls lists the panel's buttons.
func (b *Board) vitalsControls() []control {
	if !b.vitalsOn() {
		return nil
	}
	who := b.selected
	c := b.enc.Creature(who)
	tracked := c.MaxHP > 0
	why := b.t("its hit points are not tracked: set them in Edit mode's creature form")
	var cs []control
	if !b.vitals.open {
		return []control{{ui.Button{Name: "hp:open", Label: b.t("Hit points…"), Enabled: true, Size: formFont - 2},
			func(b *Board) Effect { b.vitals.open = true; b.touch(); return NoEffect }}}
	}
	btn := func(name, label string, enabled bool, do func(b *Board)) {
		cs = append(cs, control{ui.Button{Name: "hp:" + name, Label: label, Enabled: enabled, Why: why, Size: formFont - 2},
			func(b *Board) Effect { do(b); return NoEffect }})
	}
	if b.vitals.typing != "" {
		btn("ok", b.t("OK"), true, func(*Board) {})
		cs[len(cs)-1].do = func(b *Board) Effect { return CommitText }
		btn("cancel", b.t("Cancel"), true, func(b *Board) { b.vitals.typing = ""; b.touch() })
		return cs
	}
	for _, d := range hpSteps {
		btn(fmt.Sprintf("%+d", d), signed(d), tracked, func(b *Board) { b.hurt(who, d) })
	}
	btn("damage", b.t("Damage…"), tracked, func(b *Board) { b.typeAmount("damage") })
	btn("heal", b.t("Heal…"), tracked, func(b *Board) { b.typeAmount("heal") })
	cs = append(cs, control{ui.Button{Name: "hp:conds", Label: b.t("Conditions"), Toggle: true, On: b.vitals.conds, Enabled: true, Size: formFont - 2},
		func(b *Board) Effect { b.vitals.conds = !b.vitals.conds; b.touch(); return NoEffect }})
	btn("close", "×", true, func(b *Board) { b.vitals = vitalsState{}; b.touch() })
	if !b.vitals.conds {
		return cs
	}
	for _, ch := range conditionChoices(b.enc.System) {
		on := ch.on(c)
		a := engine.SetCondition{Who: who, Name: ch.name, On: !on}
		cs = append(cs, control{ui.Button{Name: "cond:" + ch.name, Label: b.conditionLabel(ch.name), Toggle: true, On: on, Enabled: true, Size: formFont - 4},
			func(b *Board) Effect { b.apply(a); return NoEffect }})
	}
	return cs
}

// hurt damages who by -d hit points (d < 0) or heals it by d.
func (b *Board) hurt(who string, d int) {
	if d < 0 {
		b.apply(engine.Damage{Who: who, Amount: -d})
		return
	}
	b.apply(engine.Heal{Who: who, Amount: d})
}

// typeAmount opens the field for an amount of damage or healing.
func (b *Board) typeAmount(kind string) {
	b.vitals.typing = kind
	if kind == "damage" {
		b.note(b.f("type the damage %s takes, then Enter or OK", b.selected))
	} else {
		b.note(b.f("type the hit points %s heals, then Enter or OK", b.selected))
	}
	b.touch()
}

// amountDone takes the typed amount: damage or healing of the selected
// creature; a cancelled or empty field does nothing.
func (b *Board) amountDone(text string, cancel bool) {
	kind := b.vitals.typing
	b.vitals.typing = ""
	b.touch()
	text = strings.TrimSpace(text)
	if cancel || text == "" || !b.vitalsOn() {
		return
	}
	n, err := strconv.Atoi(strings.TrimPrefix(text, "+"))
	if err != nil || n < 1 {
		b.fail(errors.New(b.f("board: %q is not a number of hit points", text)))
		return
	}
	if kind == "damage" {
		n = -n
	}
	b.hurt(b.selected, n)
}

// vitalsLabels is the panel's title: the creature, its hit points and
// conditions.
func (b *Board) vitalsLabels() []ui.Label {
	if !b.vitalsOn() || !b.vitals.open {
		return nil
	}
	c := b.enc.Creature(b.selected)
	text := c.ID
	if hp, ok := b.HitPoints(c); ok {
		text += ": " + b.f("%s hp", hp.Text)
	}
	var names []string
	for _, ch := range conditionChoices(b.enc.System) {
		if ch.on(c) {
			names = append(names, b.conditionLabel(ch.name))
		}
	}
	if len(names) > 0 {
		text += " · " + strings.Join(names, ", ")
	}
	return []ui.Label{{Text: text, Size: formFont - 2, Bold: true}}
}

// vitalsFields is the amount's field while it is typed.
func (b *Board) vitalsFields() []ui.Field {
	if !b.vitalsOn() || b.vitals.typing == "" {
		return nil
	}
	hint := b.t("damage taken")
	if b.vitals.typing == "heal" {
		hint = b.t("hit points healed")
	}
	return []ui.Field{{Name: hpField, Size: formFont, Hint: hint, Max: 7}}
}

// layoutVitals places the panel at the foot of the map, on its left: the
// title, the buttons eight a row (the conditions four a row), the field;
// closed, its one button.
func (b *Board) layoutVitals(p *ui.Panel) view.Rect {
	if len(p.Buttons) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	m := b.screen.mapR
	gap := buttonGap * u
	pad := menuPad * u
	if len(p.Labels) == 0 {
		r := view.Rect{X: m.X + gap, Y: m.Y + m.H - 40*u - 2*pad - gap, W: min(180*u, m.W-2*gap), H: 40*u + 2*pad}
		p.Buttons[0].Rect = view.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad, H: 40 * u}
		p.Rect = r
		return r
	}
	w := min(640*u, m.W-2*gap)
	h := 40 * u
	var main, conds []int
	for i, bt := range p.Buttons {
		if strings.HasPrefix(bt.Name, "cond:") {
			conds = append(conds, i)
		} else {
			main = append(main, i)
		}
	}
	n := 8
	if len(p.Fields) > 0 {
		n = 4 // the field takes two cells, then OK and Cancel
	}
	rows := 1 + (len(conds)+3)/4
	ph := pad + 26*u + gap + float64(rows)*(h+gap) + pad - gap
	x0, y0 := m.X+gap, m.Y+m.H-ph-gap
	col := ui.Column{X: x0 + pad, Y: y0 + pad, W: w - 2*pad, Gap: gap}
	p.Labels[0].Rect = col.Next(26 * u)
	g := ui.Grid{X: col.X, Y: col.Y, W: col.W, H: h, Gap: gap, N: n}
	cell := 0
	if len(p.Fields) > 0 {
		a, z := g.Cell(0), g.Cell(1)
		p.Fields[0].Rect = view.Rect{X: a.X, Y: a.Y, W: z.X + z.W - a.X, H: h}
		cell = 2
	}
	for _, i := range main {
		p.Buttons[i].Rect = g.Cell(cell)
		cell++
	}
	col.Skip(h + gap)
	g = ui.Grid{X: col.X, Y: col.Y, W: col.W, H: h, Gap: gap, N: 4}
	for k, i := range conds {
		p.Buttons[i].Rect = g.Cell(k)
	}
	p.Rect = view.Rect{X: x0, Y: y0, W: w, H: ph}
	return p.Rect
}

// ConditionBadges are the letters of creature c's conditions for its
// token's badges (prone and helpless have their own): each condition's
// first letter in the interface's words, at most three, the third "+" when
// there are more.
func (b *Board) ConditionBadges(c *engine.Creature) []string {
	var out []string
	for _, name := range c.Conditions.Names() {
		if len(out) == 3 {
			out[2] = "+"
			break
		}
		out = append(out, string([]rune(b.conditionLabel(name))[0]))
	}
	return out
}

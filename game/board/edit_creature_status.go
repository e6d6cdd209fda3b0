package board

import (
	"fmt"
	"strings"
	"unicode"

	"battlemap/engine"
	"battlemap/game/ui"
)

// The creature form's second half: the creature's hit points (maximum,
// current and temporary, each with −5 −1 +1 +5), its conditions as
// toggles, in its system's own names (engine.ConditionNames, and the
// states prone, helpless in PF1e and 3.5, incapacitated in 5e), and the
// features its system's rules read (Improved Bull Rush and Improved Overrun
// in PF1e and 3.5; Cunning Action, Hover and an independent mount in 5e).
// Like the rest of the form they change the draft; Save (or Place) hands
// the whole creature to the engine as one action, which undo takes back
// and the file keeps.

// creatureFormW is the creature form's width in CSS pixels (times the
// scale): its numbers four a row, its toggles five.
const creatureFormW = 860

// hpSteps are the hit point buttons' steps.
var hpSteps = []int{-5, -1, 1, 5}

// conditionChoice is one condition the GM toggles on a creature: a
// condition of the system (cond) or one of the states it sets as one.
type conditionChoice struct {
	name  string
	cond  engine.Condition
	state engine.State
}

// on reports whether c has the condition.
func (ch conditionChoice) on(c *engine.Creature) bool {
	if ch.state != 0 {
		return c.State.Has(ch.state)
	}
	return c.Conditions&ch.cond != 0
}

// flip puts the condition on draft c, or takes it off.
func (ch conditionChoice) flip(c *engine.Creature) {
	if ch.state != 0 {
		c.State ^= ch.state
		return
	}
	c.Conditions ^= ch.cond
}

// conditionChoices lists the conditions the GM sets in system sys: prone,
// the states the system names as conditions, then the system's own.
func conditionChoices(sys engine.System) []conditionChoice {
	out := []conditionChoice{{name: "prone", state: engine.Prone}}
	switch sys.ID() {
	case "pf1e", "dnd35":
		out = append(out, conditionChoice{name: "helpless", state: engine.Helpless})
	case "dnd5e":
		out = append(out, conditionChoice{name: "incapacitated", state: engine.Incapacitated})
	}
	for _, n := range engine.ConditionNames(sys) {
		if c, err := engine.ParseCondition(sys, n); err == nil {
			out = append(out, conditionChoice{name: n, cond: c})
		}
	}
	return out
}

// conditionLabel is a condition's name as the system's book (or its
// translated edition) words it.
func (b *Board) conditionLabel(name string) string {
	r := []rune(name)
	r[0] = unicode.ToUpper(r[0])
	return b.words().Label("cond_"+name, string(r))
}

// featureChoice is one feature flag of a creature that the system's rules
// read.
type featureChoice struct {
	name, label string
	flag        func(c *engine.Creature) *bool
}

// featureChoices lists the feature flags of system sys.
func (b *Board) featureChoices(sys string) []featureChoice {
	switch sys {
	case "pf1e", "dnd35":
		return []featureChoice{
			{"ibr", b.t("Improved Bull Rush"), func(c *engine.Creature) *bool { return &c.ImprovedBullRush }},
			{"iov", b.t("Improved Overrun"), func(c *engine.Creature) *bool { return &c.ImprovedOverrun }},
		}
	case "dnd5e":
		return []featureChoice{
			{"cunning", b.t("Cunning Action"), func(c *engine.Creature) *bool { return &c.CunningAction }},
			{"hover", b.t("Hover"), func(c *engine.Creature) *bool { return &c.Hover }},
			{"independent", b.t("Independent mount"), func(c *engine.Creature) *bool { return &c.Independent }},
		}
	}
	return nil
}

// creatureFormControls lists the form's buttons: its numbers, then the hit
// points, conditions and features, then Place or Save and Cancel.
func (b *Board) creatureFormControls() []control {
	cs := b.creatureControls()
	if len(cs) < 2 {
		return cs
	}
	extra := b.creatureStatusControls()
	out := make([]control, 0, len(cs)+len(extra))
	out = append(out, cs[:len(cs)-2]...)
	out = append(out, extra...)
	return append(out, cs[len(cs)-2:]...)
}

// creatureStatusControls lists the hit point steps, the condition toggles
// and the feature toggles of the form's draft.
func (b *Board) creatureStatusControls() []control {
	f := &b.edit.form
	if !f.open || b.enc == nil {
		return nil
	}
	c := &f.c
	tracked := c.MaxHP > 0
	low := 0
	if b.enc.System.Opportunity() == engine.LeaveThreatened {
		low = -engine.MaxHitPoints // PF1e, 3.5: hit points go below 0
	}
	var cs []control
	for _, row := range []struct {
		key string
		set func(c *engine.Creature, d int)
	}{
		{"max", func(c *engine.Creature, d int) {
			full := c.HP == c.MaxHP
			c.MaxHP = max(0, min(engine.MaxHitPoints, c.MaxHP+d))
			if full || c.HP > c.MaxHP {
				c.HP = c.MaxHP
			}
			if c.MaxHP == 0 {
				c.HP, c.TempHP = 0, 0
			}
		}},
		{"cur", func(c *engine.Creature, d int) { c.HP = max(low, min(c.MaxHP, c.HP+d)) }},
		{"temp", func(c *engine.Creature, d int) { c.TempHP = max(0, min(engine.MaxHitPoints, c.TempHP+d)) }},
	} {
		for _, d := range hpSteps {
			set := row.set
			enabled := tracked || row.key == "max"
			cs = append(cs, control{ui.Button{Name: fmt.Sprintf("cf:hp:%s%+d", row.key, d), Label: signed(d), Enabled: enabled,
				Why: b.t("give it a maximum first"), Size: formFont},
				func(b *Board) Effect { set(&b.edit.form.c, d); b.touch(); return NoEffect }})
		}
	}
	for _, ch := range conditionChoices(b.enc.System) {
		cs = append(cs, control{ui.Button{Name: "cf:cond:" + ch.name, Label: b.conditionLabel(ch.name), Toggle: true, On: ch.on(c), Enabled: true, Size: formFont - 2},
			func(b *Board) Effect { ch.flip(&b.edit.form.c); b.touch(); return NoEffect }})
	}
	for _, fc := range b.featureChoices(b.enc.System.ID()) {
		cs = append(cs, control{ui.Button{Name: "cf:feat:" + fc.name, Label: fc.label, Toggle: true, On: *fc.flag(c), Enabled: true, Size: formFont - 2},
			func(b *Board) Effect { p := fc.flag(&b.edit.form.c); *p = !*p; b.touch(); return NoEffect }})
	}
	return cs
}

// signed words a step: −5, +1.
func signed(d int) string {
	if d < 0 {
		return fmt.Sprintf("−%d", -d)
	}
	return fmt.Sprintf("+%d", d)
}

// creatureStatusLabels names the hit point rows of the form's draft.
func (b *Board) creatureStatusLabels() []ui.Label {
	f := &b.edit.form
	if !f.open || b.enc == nil {
		return nil
	}
	c := &f.c
	return []ui.Label{
		{Text: b.f("Max. HP %d", c.MaxHP), Size: formFont - 2, Bold: true},
		{Text: b.f("HP %d", c.HP), Size: formFont - 2, Bold: true},
		{Text: b.f("Temp. HP %d", c.TempHP), Size: formFont - 2, Bold: true},
	}
}

// layoutCreatureButtons places the form's buttons down col: its numbers
// four a row, the hit points a row each after their label, the conditions
// and features five a row, Place or Save and Cancel; the rows shrink to keep
// the form on the map.
func (b *Board) layoutCreatureButtons(p *ui.Panel, col *ui.Column) {
	u := b.screen.ui
	m := b.screen.mapR
	gap := buttonGap * u
	var plain, hp, toggles []int
	for i, bt := range p.Buttons {
		switch {
		case strings.HasPrefix(bt.Name, "cf:hp:"):
			hp = append(hp, i)
		case strings.HasPrefix(bt.Name, "cf:cond:"), strings.HasPrefix(bt.Name, "cf:feat:"):
			toggles = append(toggles, i)
		default:
			plain = append(plain, i)
		}
	}
	tail := plain[max(0, len(plain)-2):]
	plain = plain[:max(0, len(plain)-2)]
	rows := (len(plain)+3)/4 + (len(hp)+3)/4 + (len(toggles)+4)/5 + 1
	h := fieldH * u
	if room := m.Y + m.H - col.Y - formPad*u - gap; rows > 0 {
		h = max(22*u, min(h, room/float64(rows)-gap))
	}
	place := func(idx []int, n, skip int, labels []int) {
		g := ui.Grid{X: col.X, Y: col.Y, W: col.W, H: h, Gap: gap, N: n + skip}
		cells := 0
		for k, i := range idx {
			if skip > 0 && k%n == 0 {
				if r := k / n; r < len(labels) {
					p.Labels[labels[r]].Rect = g.Cell(cells)
				}
				cells++
			}
			p.Buttons[i].Rect = g.Cell(cells)
			cells++
		}
		col.Skip(g.Height(cells))
	}
	place(plain, 4, 0, nil)
	var hpLabels []int
	for i := range p.Labels {
		if i > 0 {
			hpLabels = append(hpLabels, i)
		}
	}
	place(hp, 4, 1, hpLabels)
	place(toggles, 5, 0, nil)
	place(tail, 2, 0, nil)
}

package board

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"battlemap/engine"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The creature form: a panel over the map with the creature's name (a text
// field: the platform types it, with the tablet's keyboard and input
// methods) and its numbers as buttons (a tap steps a number: quick with a
// finger): side, size, speeds, reach, weapon reach, attacks of
// opportunity, initiative modifier. "Place" then waits for a tap on the
// map; "Save" edits the creature where it stands. Duplicate and Remove act
// at once, and undo takes them back.

// creatureField names the form's text field.
const creatureField = "creature"

// creatureForm is the form's state.
type creatureForm struct {
	open    bool
	editing string // the creature edited, "" for a new one
	c       engine.Creature
	placing bool // the form is closed, waiting for the tap that places c
}

// openCreatureForm opens the form for a new creature (id "") or for
// creature id.
func (b *Board) openCreatureForm(id string) {
	f := creatureForm{open: true, editing: id}
	if c := b.enc.Creature(id); c != nil {
		f.c = *c
	} else {
		side := "monsters"
		f.c = engine.Creature{ID: b.freeID("G1"), Side: side, Size: engine.Medium, Speed: 30, AoO: b.enc.System.ID() != "pf2e"}
	}
	b.edit.form = f
	b.note(b.t("name the creature, set its numbers, then Place (new) or Save"))
	b.touch()
}

// closeCreatureForm closes the form.
func (b *Board) closeCreatureForm() {
	b.edit.form = creatureForm{}
	b.touch()
}

// creatureControls lists the form's buttons.
func (b *Board) creatureControls() []control {
	f := &b.edit.form
	if !f.open || b.enc == nil {
		return nil
	}
	c := &f.c
	step := func(name, label string, do func(c *engine.Creature)) control {
		return control{ui.Button{Name: "cf:" + name, Label: label, Enabled: true, Size: formFont},
			func(b *Board) Effect { do(&b.edit.form.c); b.touch(); return NoEffect }}
	}
	feet := func(v int) string {
		if v == 0 {
			return "—"
		}
		return b.f("%d ft", v)
	}
	reach := b.t("by size")
	if c.ReachSet {
		reach = b.f("%d ft", c.Reach)
	}
	aoo := b.t("no")
	if c.AoO {
		aoo = b.t("yes")
	}
	ok := b.t("Place")
	if f.editing != "" {
		ok = b.t("Save")
	}
	return []control{
		step("side", b.f("Side: %s", c.Side), func(c *engine.Creature) { c.Side = b.nextSide(c.Side) }),
		step("size", b.f("Size: %s", b.t(c.Size.String())), func(c *engine.Creature) { c.Size = (c.Size + 1) % (engine.Colossal + 1) }),
		step("speed-", b.t("Speed −"), func(c *engine.Creature) { c.Speed = max(0, c.Speed-5) }),
		step("speed+", b.f("Speed + (%s)", feet(c.Speed)), func(c *engine.Creature) { c.Speed = min(engine.MaxFeet, c.Speed+5) }),
		step("fly-", b.t("Fly −"), func(c *engine.Creature) { c.FlySpeed = max(0, c.FlySpeed-5) }),
		step("fly+", b.f("Fly + (%s)", feet(c.FlySpeed)), func(c *engine.Creature) { c.FlySpeed = min(engine.MaxFeet, c.FlySpeed+5) }),
		step("reach-", b.t("Reach −"), func(c *engine.Creature) {
			if c.ReachSet && c.Reach <= 0 {
				c.ReachSet = false
			} else if c.ReachSet {
				c.Reach -= 5
			}
		}),
		step("reach+", b.f("Reach + (%s)", reach), func(c *engine.Creature) {
			if !c.ReachSet {
				c.ReachSet, c.Reach = true, 5
			} else {
				c.Reach = min(engine.MaxFeet, c.Reach+5)
			}
		}),
		step("weapon-", b.t("Weapon −"), func(c *engine.Creature) { c.WeaponReach = max(0, c.WeaponReach-5) }),
		step("weapon+", b.f("Weapon + (%s)", feet(c.WeaponReach)), func(c *engine.Creature) { c.WeaponReach = min(engine.MaxFeet, c.WeaponReach+5) }),
		step("aoo", b.f("Attacks of opp.: %s", aoo), func(c *engine.Creature) { c.AoO = !c.AoO }),
		step("init-", b.t("Initiative −"), func(c *engine.Creature) { c.InitMod = max(-30, c.InitMod-1) }),
		step("init+", b.f("Initiative + (%+d)", c.InitMod), func(c *engine.Creature) { c.InitMod = min(30, c.InitMod+1) }),
		{ui.Button{Name: "cf:ok", Label: ok, Enabled: true, Hot: true, Size: formFont}, func(b *Board) Effect { return CommitText }},
		{ui.Button{Name: "cf:cancel", Label: b.t("Cancel"), Enabled: true, Size: formFont}, func(b *Board) Effect { b.closeCreatureForm(); return NoEffect }},
	}
}

// creatureLabels is the form's title.
func (b *Board) creatureLabels() []ui.Label {
	f := &b.edit.form
	if !f.open {
		return nil
	}
	title := b.t("New creature")
	if f.editing != "" {
		title = b.f("Creature %s", f.editing)
	}
	return []ui.Label{{Text: title, Size: formFont, Bold: true}}
}

// creatureFields is the form's name field.
func (b *Board) creatureFields() []ui.Field {
	f := &b.edit.form
	if !f.open {
		return nil
	}
	return []ui.Field{{Name: creatureField, Text: f.c.ID, Size: formFont, Hint: b.t("its name on the map"), Max: 40}}
}

// layoutCreatureForm places the form at the top of the map, veiling it.
func (b *Board) layoutCreatureForm(p *ui.Panel) view.Rect {
	if len(p.Fields) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	m := b.screen.mapR
	pad := formPad * u
	w := min(creatureFormW*u, m.W-2*buttonGap*u)
	top := m.Y + buttonGap*u
	col := ui.Column{X: m.X + (m.W-w)/2 + pad, Y: top + pad, W: w - 2*pad, Gap: buttonGap * u}
	p.Labels[0].Rect = col.Next(30 * u)
	p.Fields[0].Rect = col.Next(fieldH * u)
	b.layoutCreatureButtons(p, &col)
	p.Rect = view.Rect{X: col.X - pad, Y: top, W: w, H: col.Y - col.Gap + pad - top}
	p.Veil = m
	return p.Rect
}

// creatureDone takes the name committed in the form: a new creature then
// waits for its square; an edited one is saved.
func (b *Board) creatureDone(name string) {
	f := &b.edit.form
	name = strings.TrimSpace(name)
	if name == "" {
		b.fail(fmt.Errorf("board: a creature needs a name"))
		return
	}
	f.c.ID = name
	if f.editing != "" {
		if b.apply(engine.EditCreature{ID: f.editing, Creature: f.c}) {
			b.selected = name
			b.closeCreatureForm()
		}
		return
	}
	if b.enc.Creature(name) != nil {
		b.fail(fmt.Errorf("board: there is a creature %q already", name))
		return
	}
	f.open, f.placing = false, true
	b.note(b.f("tap a square to place %s", name))
	b.touch()
}

// placeNew places the form's new creature at square (x,y).
func (b *Board) placeNew(x, y int) {
	f := &b.edit.form
	c := f.c
	c.X, c.Y, c.SpaceW, c.SpaceH = x, y, 0, 0
	if b.apply(engine.AddCreature{Creature: c}) {
		b.edit.form = creatureForm{}
		b.selected = c.ID
		b.touch()
	}
}

// duplicate copies creature id under the next free id (G1 → G2) at the
// nearest square where the copy fits.
func (b *Board) duplicate(id string) {
	c := b.enc.Creature(id)
	if c == nil {
		return
	}
	cp := *c
	cp.ID = b.freeID(id)
	cp.SpaceW, cp.SpaceH = 0, 0
	for r := 1; r < max(b.enc.Grid.W, b.enc.Grid.H); r++ {
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				if max(abs(dx), abs(dy)) != r {
					continue
				}
				cp.X, cp.Y = c.X+dx, c.Y+dy
				if b.enc.Check(engine.AddCreature{Creature: cp}) == nil {
					if b.apply(engine.AddCreature{Creature: cp}) {
						b.selected = cp.ID
					}
					return
				}
			}
		}
	}
	b.fail(fmt.Errorf("board: no room on the map for a copy of %s", id))
}

// removeCreature takes creature id off the map (undo puts it back).
func (b *Board) removeCreature(id string) {
	if b.apply(engine.RemoveCreature{ID: id}) {
		b.selected = ""
		b.note(b.f("removed %s (Undo puts it back)", id))
	}
}

// trailingNumber splits "G12" into "G" and 12.
var trailingNumber = regexp.MustCompile(`^(.*?)(\d+)$`)

// freeID returns id when no creature has it, else the next one by its
// number: G1 → G2 → G3…, Ogre → Ogre2.
func (b *Board) freeID(id string) string {
	base, n := id, 1
	if m := trailingNumber.FindStringSubmatch(id); m != nil {
		base = m[1]
		n, _ = strconv.Atoi(m[2])
	}
	cand := id
	for b.enc.Creature(cand) != nil {
		n++
		cand = base + strconv.Itoa(n)
	}
	return cand
}

// nextSide cycles through the encounter's sides and the usual two.
func (b *Board) nextSide(cur string) string {
	set := map[string]bool{"pcs": true, "monsters": true}
	for _, c := range b.enc.Creatures {
		set[c.Side] = true
	}
	var sides []string
	for s := range set {
		sides = append(sides, s)
	}
	sort.Strings(sides)
	for i, s := range sides {
		if s == cur {
			return sides[(i+1)%len(sides)]
		}
	}
	return sides[0]
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

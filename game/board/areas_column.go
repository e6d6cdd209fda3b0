package board

import (
	"battlemap/engine"
	"battlemap/engine/area"
	"battlemap/game/ui"
)

// The Areas column: the template's shapes, size, turns, name, duration
// and terrain, Keep and Clear; then the areas on the map, each to choose,
// hide from the players or remove. In Ruler mode, the ruler's buttons
// (ruler.go).

// roundSteps are the durations Keep cycles through: until removed, rounds,
// a minute (10 rounds), ten minutes.
var roundSteps = []int{0, 1, 2, 3, 4, 5, 10, 100}

// roundsLabel words a duration on its button.
func (b *Board) roundsLabel(n int) string {
	switch n {
	case 0:
		return b.t("No limit")
	case 10:
		return b.t("1 minute")
	case 100:
		return b.t("10 min.")
	}
	return b.n(n, "%d round", "%d rounds")
}

// terrainLabel words what an area makes its squares (0 nothing, 1
// difficult terrain, 2 greater), on its button.
func (b *Board) terrainLabel(k uint8) string {
	switch k {
	case 1:
		return b.t("Difficult")
	case 2:
		return b.t("Greater")
	}
	return b.t("Not diff.")
}

// nextRounds is the duration after n in the cycle.
func nextRounds(n int) int {
	for i, r := range roundSteps {
		if r == n {
			return roundSteps[(i+1)%len(roundSteps)]
		}
	}
	return 0
}

// areaControls lists the Areas column's buttons.
func (b *Board) areaControls() []control {
	a := &b.areas
	btn := func(name, label string, enabled bool, why string, do func(b *Board)) control {
		return control{ui.Button{Name: "areas:" + name, Label: label, Enabled: enabled, Why: why, Size: toolFont},
			func(b *Board) Effect { do(b); return NoEffect }}
	}
	toggle := func(name, label string, on bool, do func(b *Board)) control {
		c := btn(name, label, true, "", do)
		c.Toggle, c.On, c.Hot = true, on, on
		return c
	}
	if a.naming {
		return []control{
			{ui.Button{Name: "areas:name-ok", Label: b.t("OK"), Enabled: true, Hot: true, Size: toolFont},
				func(b *Board) Effect { return CommitText }},
			btn("name-cancel", b.t("Cancel"), true, "", func(b *Board) { b.areas.naming = false; b.touch() }),
		}
	}
	b.fitShape() // the system may have changed
	cs := []control{
		toggle("template", b.t("Template"), a.mode == modeTemplate, func(b *Board) { b.setAreaMode(modeTemplate) }),
		toggle("ruler", b.t("Ruler"), a.mode == modeRuler, func(b *Board) { b.setAreaMode(modeRuler) }),
	}
	if a.mode == modeRuler {
		return append(cs, b.rulerControls()...)
	}
	for _, s := range area.Shapes(b.enc.System.ID()) {
		cs = append(cs, toggle("shape-"+s.String(), b.shapeTitle(s), a.shape == s, func(b *Board) { b.setShape(s) }))
	}
	noTemplate := b.t("tap the map to place the template first")
	canTurn, turnWhy := a.t.placed && directed(a.shape), noTemplate
	if !directed(a.shape) {
		turnWhy = b.f("a %s has no direction", b.shapeWord(a.shape))
	}
	_, ok := b.Template()
	cs = append(cs,
		btn("smaller", b.t("− 5 ft"), a.feet > 5, b.t("5 ft is the smallest area"), func(b *Board) { b.areas.feet -= 5; b.touch() }),
		btn("bigger", b.t("+ 5 ft"), a.feet+5 <= area.MaxFeet, b.t("no map is larger"), func(b *Board) { b.areas.feet += 5; b.touch() }),
		btn("left", b.t("Turn −45°"), canTurn, turnWhy, func(b *Board) { b.turn(-1) }),
		btn("right", b.t("Turn +45°"), canTurn, turnWhy, func(b *Board) { b.turn(1) }),
		btn("name", b.t("Name…"), true, "", func(b *Board) {
			b.areas.naming = true
			b.note(b.t("type the area's name: Enter or OK keeps it"))
			b.touch()
		}),
		btn("rounds", b.roundsLabel(a.rounds), true, "", func(b *Board) { b.areas.rounds = nextRounds(b.areas.rounds); b.touch() }),
		btn("terrain", b.terrainLabel(a.terrain), true, "", func(b *Board) { b.areas.terrain = (b.areas.terrain + 1) % 3; b.touch() }),
		btn("keep", b.t("Keep"), ok, noTemplate, func(b *Board) { b.keepTemplate() }),
		btn("clear", b.t("Clear"), a.t.placed, b.t("no template on the map"), func(b *Board) { b.clearTemplate() }),
	)
	if a.chosen != "" && b.enc.Area(a.chosen) == nil {
		a.chosen = ""
	}
	for _, ar := range b.listed(len(cs) + 2) {
		label := ar.Name
		if label == "" {
			label = ar.ID
		}
		c := btn("placed:"+ar.ID, label, true, "", func(b *Board) { b.chooseArea(ar.ID) })
		c.Marked = a.chosen == ar.ID
		if ar.Hidden {
			c.Look = ui.LookAside
		}
		cs = append(cs, c)
	}
	if ar := b.enc.Area(a.chosen); ar != nil {
		label := b.t("Hide")
		if ar.Hidden {
			label = b.t("Show")
		}
		id, hidden := ar.ID, ar.Hidden
		cs = append(cs,
			btn("hide", label, true, "", func(b *Board) { b.apply(engine.SetAreaHidden{ID: id, Hidden: !hidden}) }),
			btn("remove", b.t("Remove"), true, "", func(b *Board) { b.apply(engine.RemoveArea{ID: id}) }))
	}
	return cs
}

// areaLabels is the Areas column's title: what a tap does now.
func (b *Board) areaLabels() []ui.Label {
	a := &b.areas
	text := ""
	switch {
	case a.naming:
		text = b.t("Name of the area")
	case a.mode == modeRuler:
		text = b.rulerHint()
	case a.shape == area.Emanation && !b.pointEmanation():
		text = b.f("%s: %d-ft %s: tap a creature", b.shownAreaName(), a.feet, b.shapeWord(a.shape))
	case !a.t.placed:
		text = b.f("%s: %d-ft %s: tap the map", b.shownAreaName(), a.feet, b.shapeWord(a.shape))
	case directed(a.shape):
		text = b.f("%s: %d-ft %s: drag to move, tap to aim", b.shownAreaName(), a.feet, b.shapeWord(a.shape))
	default:
		text = b.f("%s: %d-ft %s: drag or tap to move", b.shownAreaName(), a.feet, b.shapeWord(a.shape))
	}
	return []ui.Label{{Text: text, Size: toolFont - 1, Bold: true, Wrap: true}}
}

// areaFields is the name field while it is open.
func (b *Board) areaFields() []ui.Field {
	if !b.areas.naming {
		return nil
	}
	return []ui.Field{{Name: areaNameField, Text: b.areas.name, Size: toolFont + 1, Hint: b.t("Fireball"), Max: nameMax}}
}

// listed is the areas on the map the column has room for after fixed
// buttons (Hide and Remove counted): all of them when they fit, else the
// most recent, and the chosen one among them.
func (b *Board) listed(fixed int) []engine.Area {
	all := b.enc.Areas
	h := b.screen.actR.H
	if h <= 0 {
		return all
	}
	u := b.screen.ui
	rows := int((h - 44*u - 3*buttonPad*u) / (36*u + buttonPad*u))
	room := max(1, 2*rows-fixed)
	if len(all) <= room {
		return all
	}
	out := all[len(all)-room:]
	for _, ar := range all[:len(all)-room] {
		if ar.ID == b.areas.chosen {
			return append([]engine.Area{ar}, out[1:]...)
		}
	}
	return out
}

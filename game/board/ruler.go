package board

import (
	"fmt"
	"strings"

	"battlemap/engine"
	"battlemap/game/i18n"
	"battlemap/game/ui"
	"battlemap/grid"
)

// The ruler, beside the templates in the Areas column: each tap adds a
// stop, a square or a creature's space, and the ruler reads the distance
// along them by the system's count, to the nearest square of a space, the
// diagonal count carried from leg to leg as the system carries it
// (engine.Ruler). A drag measures from where it starts to the finger and
// keeps both ends; the mouse previews the next leg to the square under
// it. Between two creatures it also reads a ranged attack's range with
// the weapon chosen (engine.RangedAttack): the range increment and its
// penalty (PF2e, PF1e, 3.5), disadvantage past normal range (5e), no
// attack past the maximum, and the line of effect, drawn.

// rulerStop is one stop: a square, or a creature's space (ID set).
type rulerStop struct {
	R  grid.Rect
	ID string
}

// rulerState is the ruler's stops, the live end of a drag and the weapon.
type rulerState struct {
	stops []rulerStop
	// live is the drag's end, while dragging; before the stops as the
	// drag found them.
	live     rulerStop
	dragging bool
	before   int
	weapon   int // index into the system's weapons
	seq      uint64
	cache    rulerCache
}

// rulerCache is the last measure, for the stops it was made of.
type rulerCache struct {
	key   rulerKey
	done  bool
	m     engine.Measure
	err   error
	rng   engine.RangeCheck
	rngOK bool
	stops []rulerStop
}

// rulerKey is what a measure depends on.
type rulerKey struct {
	seq   uint64
	ver   uint64
	enc   *engine.Encounter
	extra rulerStop
	has   bool
}

// Weapon is a ranged weapon the ruler measures a ranged attack with.
type Weapon struct {
	Name string
	engine.RangedWeapon
}

// weaponsOf are each system's weapons in the ruler's list: the common
// bows, a crossbow (PF1e's, 3.5's and 5e's light one), a sling and two
// thrown weapons, by their books' ranges (PF2e CRB p.280-282; PF1e CRB p.142-145; 3.5 PHB p.116-117; 5e
// PHB p.149).
func weaponsOf(system string) []Weapon {
	w := func(name string, inc, long int, thrown bool) Weapon {
		return Weapon{name, engine.RangedWeapon{Increment: inc, Long: long, Thrown: thrown}}
	}
	switch system {
	case "pf2e":
		return []Weapon{w("Shortbow", 60, 0, false), w("Longbow", 100, 0, false), w("Crossbow", 120, 0, false),
			w("Sling", 50, 0, false), w("Javelin", 30, 0, true), w("Dagger", 10, 0, true)}
	case "dnd5e":
		return []Weapon{w("Shortbow", 80, 320, false), w("Longbow", 150, 600, false), w("Crossbow", 80, 320, false),
			w("Sling", 30, 120, false), w("Javelin", 30, 120, true), w("Dagger", 20, 60, true)}
	}
	return []Weapon{w("Shortbow", 60, 0, false), w("Longbow", 100, 0, false), w("Crossbow", 80, 0, false),
		w("Sling", 50, 0, false), w("Javelin", 30, 0, true), w("Dagger", 10, 0, true)}
}

// weapon is the weapon chosen for the ruler's range.
func (b *Board) weapon() Weapon {
	ws := weaponsOf(b.enc.System.ID())
	return ws[b.areas.ruler.weapon%len(ws)]
}

// rangeWords words a weapon's range ("60 ft", "80/320 ft").
func (b *Board) rangeWords(w Weapon) string {
	if w.Long > 0 {
		return b.f("%d/%d ft", w.Increment, w.Long)
	}
	return b.f("%d ft", w.Increment)
}

// weaponNames are the weapons' names the ruler's list shows, for the
// catalogs (weaponsOf names them in English).
var weaponNames = []string{"Shortbow", "Longbow", "Crossbow", "Sling", "Javelin", "Dagger"}

// weaponWord is the weapon's name in a sentence: lower case in English.
func (b *Board) weaponWord(w Weapon) string { return strings.ToLower(b.t(w.Name)) }

// stopAt is the stop under screen point (x,y): the creature there, else
// the square.
func (b *Board) stopAt(x, y float64) rulerStop {
	if id := b.CreatureAtScreen(x, y); id != "" {
		return rulerStop{R: b.enc.Creature(id).Rect(), ID: id}
	}
	sx, sy := b.cam.Square(x, y)
	return rulerStop{R: grid.Rect{X: sx, Y: sy, W: 1, H: 1}}
}

// addStop adds a stop unless it is the last one again; it reports whether
// it did.
func (b *Board) addStop(s rulerStop) bool {
	r := &b.areas.ruler
	if !b.enc.Grid.In(s.R.X, s.R.Y) {
		return false
	}
	if n := len(r.stops); n > 0 && r.stops[n-1] == s {
		return false
	}
	r.stops = append(r.stops, s)
	r.seq++
	return true
}

// rulerTap adds the stop under a tap: the first, or a waypoint.
func (b *Board) rulerTap(x, y float64) {
	b.addStop(b.stopAt(x, y))
	b.touch()
}

// rulerDragStart begins a measure from where the drag starts.
func (b *Board) rulerDragStart(x, y float64) {
	r := &b.areas.ruler
	r.before = len(r.stops)
	b.addStop(b.stopAt(x, y))
	r.live, r.dragging = b.stopAt(x, y), true
	b.areas.drag.kind = dragRuler
	r.seq++
}

// rulerDragMove moves the live end to the finger.
func (b *Board) rulerDragMove(x, y float64) {
	r := &b.areas.ruler
	if s := b.stopAt(x, y); s != r.live {
		r.live = s
		r.seq++
	}
}

// rulerDragEnd keeps the live end as a stop.
func (b *Board) rulerDragEnd() {
	r := &b.areas.ruler
	r.dragging = false
	b.addStop(r.live)
	r.seq++
}

// rulerDragCancel drops what the drag added.
func (b *Board) rulerDragCancel() {
	r := &b.areas.ruler
	r.dragging = false
	r.stops = r.stops[:min(r.before, len(r.stops))]
	r.seq++
}

// clearRuler takes every stop away.
func (b *Board) clearRuler() {
	r := &b.areas.ruler
	r.stops, r.dragging = r.stops[:0], false
	r.seq++
	b.touch()
}

// RulerView is what the ruler shows: its stops (the last may be the
// pointer's, not yet tapped: Live), the measure along them, and between
// two creatures the ranged attack's verdict with the weapon.
type RulerView struct {
	Stops   []grid.Rect
	IDs     []string // the creature of each stop, "" for a square
	Live    bool
	Measure engine.Measure
	OK      bool
	Err     error
	// Range is the ranged attack from the first stop's creature to the
	// last's, when the measure is between two creatures (HasRange).
	Range    engine.RangeCheck
	HasRange bool
	Weapon   Weapon
}

// Ruler returns what the ruler shows, OK false with fewer than two stops.
// Only the Ruler mode of the Areas tool shows it.
func (b *Board) Ruler() RulerView {
	a := &b.areas
	if b.enc == nil || !a.on || a.mode != modeRuler {
		return RulerView{}
	}
	r := &a.ruler
	k := rulerKey{seq: r.seq, ver: b.ver, enc: b.enc}
	switch {
	case r.dragging:
		k.extra, k.has = r.live, true
	case a.mouse && b.hoverOK && len(r.stops) > 0:
		k.extra, k.has = b.hoverStop(), true
	}
	c := &r.cache
	if !c.done || c.key != k {
		c.key, c.done = k, true
		c.stops = append(c.stops[:0], r.stops...)
		if k.has && (len(c.stops) == 0 || c.stops[len(c.stops)-1] != k.extra) {
			c.stops = append(c.stops, k.extra)
		}
		c.m, c.err, c.rngOK = engine.Measure{}, nil, false
		if len(c.stops) >= 2 {
			rects := make([]grid.Rect, len(c.stops))
			for i, s := range c.stops {
				rects[i] = s.R
			}
			c.m, c.err = b.enc.Ruler(rects...)
			first, last := c.stops[0], c.stops[len(c.stops)-1]
			if len(c.stops) == 2 && first.ID != "" && last.ID != "" && first.ID != last.ID {
				rc, err := b.enc.RangedAttack(first.ID, last.ID, b.weapon().RangedWeapon)
				c.rng, c.rngOK = rc, err == nil
			}
		}
	}
	v := RulerView{Measure: c.m, OK: len(c.stops) >= 2 && c.err == nil, Err: c.err, Range: c.rng, HasRange: c.rngOK, Weapon: b.weapon()}
	v.Live = len(c.stops) > len(r.stops) || r.dragging
	for _, s := range c.stops {
		v.Stops = append(v.Stops, s.R)
		v.IDs = append(v.IDs, s.ID)
	}
	return v
}

// hoverStop is the stop under the hovered square: the creature there,
// else the square.
func (b *Board) hoverStop() rulerStop {
	if id := b.creatureOnSquare(b.hover); id != "" {
		return rulerStop{R: b.enc.Creature(id).Rect(), ID: id}
	}
	return rulerStop{R: grid.Rect{X: b.hover.X, Y: b.hover.Y, W: 1, H: 1}}
}

// rulerControls lists the ruler's buttons.
func (b *Board) rulerControls() []control {
	r := &b.areas.ruler
	btn := func(name, label string, enabled bool, why string, do func(b *Board)) control {
		return control{ui.Button{Name: "ruler:" + name, Label: label, Enabled: enabled, Why: why, Size: toolFont},
			func(b *Board) Effect { do(b); return NoEffect }}
	}
	none := b.t("no stop to take away: tap the map")
	cs := []control{
		btn("back", b.t("Undo stop"), len(r.stops) > 0, none, func(b *Board) {
			b.areas.ruler.stops = b.areas.ruler.stops[:len(b.areas.ruler.stops)-1]
			b.areas.ruler.seq++
			b.touch()
		}),
		btn("clear", b.t("Clear"), len(r.stops) > 0, none, func(b *Board) { b.clearRuler() }),
	}
	for i, w := range weaponsOf(b.enc.System.ID()) {
		c := btn(fmt.Sprintf("weapon-%d", i), b.t(w.Name), true, "", func(b *Board) { b.areas.ruler.weapon = i; b.areas.ruler.seq++; b.touch() })
		c.Toggle, c.On = true, b.areas.ruler.weapon == i
		cs = append(cs, c)
	}
	return cs
}

// rulerHint is the column's title in Ruler mode.
func (b *Board) rulerHint() string {
	w := b.weapon()
	switch len(b.areas.ruler.stops) {
	case 0:
		return b.t("Ruler: tap or drag from a square or a creature")
	case 1:
		return b.f("Ruler: tap the next stop (%s %s)", b.weaponWord(w), b.rangeWords(w))
	}
	return b.t("Ruler: a tap adds a waypoint")
}

// rulerLine is the status panel's second line in Ruler mode: the length,
// leg by leg, and the ranged attack's verdict.
func (b *Board) rulerLine() string {
	v := b.Ruler()
	if v.Err != nil {
		return b.t("Ruler: ") + b.reason(v.Err.Error())
	}
	if !v.OK {
		return b.t("Ruler: tap a square or a creature, then the next; drag to measure from a point to another")
	}
	m := v.Measure
	var legs []string
	for _, l := range m.Legs {
		legs = append(legs, b.f("%d ft", l.Feet))
	}
	s := b.f("Ruler: %d ft", m.Feet)
	if len(legs) > 1 {
		s += " (" + strings.Join(legs, " + ") + ")"
	}
	if v.HasRange {
		first, last := v.IDs[0], v.IDs[len(v.IDs)-1]
		s += b.f(" · %s → %s with a %s (%s): %s", first, last, b.weaponWord(v.Weapon), b.rangeWords(v.Weapon), RangeVerdict(b.words(), v.Range))
	}
	return s
}

// RangeVerdict is the short verdict on a ranged attack's range, as the
// status panel and the map word it ("increment 2, -2", "long range,
// disadvantage", "out of range, no attack"), in tr's words.
func RangeVerdict(tr *i18n.Tr, rc engine.RangeCheck) string {
	var s string
	switch {
	case !rc.InRange:
		s = tr.T("out of range, no attack")
	case rc.Disadvantage:
		s = tr.T("long range, disadvantage")
	case rc.Increment > 0:
		s = tr.F("increment %d, %+d", rc.Increment, rc.Penalty)
	default:
		s = tr.T("in normal range")
	}
	if !rc.LineOfEffect {
		s += tr.T("; no line of effect")
	}
	return s
}

// rulerWhy is the status panel's first line in Ruler mode: the rule that
// counted, and the range rule with its page.
func (b *Board) rulerWhy() string {
	v := b.Ruler()
	if !v.OK {
		return ""
	}
	if v.HasRange {
		return b.reason(v.Measure.Why) + " · " + b.reason(v.Range.Why)
	}
	return b.reason(v.Measure.Why)
}

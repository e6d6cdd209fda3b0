package engine

import (
	"fmt"
	"strings"

	"battlemap/grid"
)

// Leg is one leg of a ruler's measure: from one stop to the next, the
// squares between their nearest squares by the system's count.
type Leg struct {
	From, To grid.Rect
	// Squares and Feet are the leg's length; Diagonals the diagonal
	// squares it counts.
	Squares, Feet, Diagonals int
}

// Measure is what the ruler reads along its stops.
type Measure struct {
	Legs []Leg
	// Feet is the whole length; Diagonals the diagonal squares counted.
	Feet, Diagonals int
	// Why words the count with the rule that decided it.
	Why string
}

// Ruler measures from stop to stop, each a square (a 1×1 rectangle) or a
// creature's space: a leg runs between the nearest squares of its two
// stops (RULES.md §0.4: distances to a space are to its nearest square; 5e
// PHB p.192 counts from a square next to one creature into the other's
// space, which is the same). The system counts: PF2e, PF1e, 3.5 and the 5e
// DMG's option alternate diagonals 5 and 10 ft (1 and 2 squares); the 5e
// PHB counts every square 5 ft. A measure of several legs is one path: the
// alternating count carries on from leg to leg, as it does over a turn's
// movement (PF2e CRB p.473; PF1e CRB p.193; 3.5 PHB p.147; DMG p.252, which
// continues it even across orthogonal squares). A single leg counts afresh,
// as every static distance does.
func (e *Encounter) Ruler(stops ...grid.Rect) (Measure, error) {
	if len(stops) < 2 {
		return Measure{}, fmt.Errorf("engine: a measure needs two stops or more, not %d", len(stops))
	}
	alt := e.System.Alternates(e.Options)
	var m Measure
	for i := 1; i < len(stops); i++ {
		a, b := stops[i-1], stops[i]
		if a.W < 1 || a.H < 1 || b.W < 1 || b.H < 1 {
			return Measure{}, fmt.Errorf("engine: stop %d of the measure has no squares", i)
		}
		dx, dy := grid.Gap(a, b)
		hi, lo := max(dx, dy), min(dx, dy)
		n := hi
		if alt {
			// The 2nd, 4th… diagonal of the whole path counts 2 squares.
			n += (lo + m.Diagonals%2) / 2
		}
		leg := Leg{From: a, To: b, Squares: n, Feet: 5 * n, Diagonals: lo}
		m.Legs = append(m.Legs, leg)
		m.Feet += leg.Feet
		m.Diagonals += lo
	}
	m.Why = e.rulerWhy(m, alt)
	return m, nil
}

// Between measures from one creature's space to another's (a rider's is its
// mount's).
func (e *Encounter) Between(from, to string) (Measure, error) {
	a, err := e.Lookup(from)
	if err != nil {
		return Measure{}, err
	}
	b, err := e.Lookup(to)
	if err != nil {
		return Measure{}, err
	}
	return e.Ruler(e.attackSpace(a), e.attackSpace(b))
}

// rulerWhy words a measure.
func (e *Encounter) rulerWhy(m Measure, alt bool) string {
	parts := make([]string, len(m.Legs))
	for i, l := range m.Legs {
		parts[i] = fmt.Sprintf("%d ft", l.Feet)
	}
	legs := strings.Join(parts, " + ")
	rule := "every square 5 ft, diagonals too (PHB p.192)"
	switch {
	case alt && e.System.ID() == "dnd5e":
		rule = "diagonals 5 and 10 ft in turn, the count carried from leg to leg (DMG p.252)"
	case alt && e.System.ID() == "pf2e":
		rule = "diagonals 5 and 10 ft in turn, the count carried from leg to leg (PF2e CRB p.473)"
	case alt && e.System.ID() == "pf1e":
		rule = "diagonals 1 and 2 squares in turn, the count carried from leg to leg (PF1e CRB p.193)"
	case alt:
		rule = "diagonals 1 and 2 squares in turn, the count carried from leg to leg (D&D 3.5 PHB p.147)"
	}
	if len(m.Legs) == 1 {
		return fmt.Sprintf("%d ft, %d diagonal%s: %s", m.Feet, m.Diagonals, plural(m.Diagonals), rule)
	}
	return fmt.Sprintf("%d ft (%s), %d diagonal%s: %s", m.Feet, legs, m.Diagonals, plural(m.Diagonals), rule)
}

package engine

import (
	"fmt"

	"battlemap/grid"
)

// Flanked reports whether creatures a and b flank target, with the line
// that decided it.
func (e *Encounter) Flanked(target, a, b string) (FlankCheck, error) {
	t, err := e.Lookup(target)
	if err != nil {
		return FlankCheck{}, err
	}
	ca, err := e.Lookup(a)
	if err != nil {
		return FlankCheck{}, err
	}
	cb, err := e.Lookup(b)
	if err != nil {
		return FlankCheck{}, err
	}
	var ls grid.LineScratch
	return e.flanked(t, ca, cb, e.attackSpace(ca), &ls), nil
}

// flanked decides flanking with a standing in space ar (so the flank
// overlay can try other squares).
func (e *Encounter) flanked(t, a, b *Creature, ar grid.Rect, ls *grid.LineScratch) FlankCheck {
	rule := e.System.Flanking(e.Options)
	no := func(why string) FlankCheck { return FlankCheck{Why: why} }
	switch {
	case rule == NoFlanking:
		return no("flanking is an optional rule in 5e (dmg_flanking is off)")
	case a == b || a == t || b == t:
		return no("flanking needs two creatures besides the target")
	case a.Side != b.Side || a.Side == t.Side:
		return no("both flankers must be on one side, hostile to the target")
	}
	br := e.attackSpace(b)
	for _, f := range [2]struct {
		c *Creature
		r grid.Rect
	}{{a, ar}, {b, br}} {
		c := f.c
		switch {
		case !canAttack(c):
			return no(fmt.Sprintf("%s cannot act or attack", c.ID))
		case e.maxReach(c) == 0:
			return no(fmt.Sprintf("%s has 0-ft reach and cannot flank (%s)", c.ID, e.zeroReachFlankCite()))
		case rule == FlankAdjSq && (t.Has(Invisible) || c.Has(Blind)):
			return no(fmt.Sprintf("%s cannot see %s (DMG p.251)", c.ID, t.ID))
		case rule != FlankAdjSq && !e.threatensSpace(c, f.r, e.attackSpace(t), ls):
			return no(fmt.Sprintf("%s does not have %s within reach", c.ID, t.ID))
		}
	}
	tr := e.attackSpace(t)
	switch rule {
	case FlankWhole:
		from, to := center(ar), center(br)
		if grid.Opposite(grid.CrossingSides(from, to, tr)) {
			return FlankCheck{Flanked: true, From: from, To: to, Why: "the line between the centres of the two spaces passes through opposite sides or corners (PF2e CRB p.476)"}
		}
		return FlankCheck{From: from, To: to, Why: "the line between the centres does not pass through opposite sides or corners"}
	}
	// Any square of a big flanker (PF1e/3.5), or any adjacent one (5e DMG).
	adjacent := rule == FlankAdjSq
	var last FlankCheck
	found := false
	eachSq(ar, func(ax, ay int) {
		if found || (adjacent && !adjacentTo(ax, ay, tr)) {
			return
		}
		eachSq(br, func(bx, by int) {
			if found || (adjacent && !adjacentTo(bx, by, tr)) {
				return
			}
			from, to := grid.Center(ax, ay), grid.Center(bx, by)
			last = FlankCheck{From: from, To: to}
			if grid.Opposite(grid.CrossingSides(from, to, tr)) {
				found = true
			}
		})
	})
	if found {
		last.Flanked = true
		if adjacent {
			last.Why = "both adjacent, and the line between their squares passes through opposite sides or corners (DMG p.251)"
		} else {
			last.Why = "both threaten, and the line between the centres of their squares passes through opposite borders (" + e.citeOf(topicFlank) + ")"
		}
		return last
	}
	if adjacent && last.From == (grid.Pt{}) {
		return no("both flankers must be adjacent to the target (DMG p.251)")
	}
	last.Why = "no line between their squares passes through opposite sides or corners"
	return last
}

// adjacentTo reports whether square (x,y) is next to (or in) space r.
func adjacentTo(x, y int, r grid.Rect) bool {
	dx, dy := grid.Gap(grid.Rect{X: x, Y: y, W: 1, H: 1}, r)
	return dx <= 1 && dy <= 1
}

func eachSq(r grid.Rect, fn func(x, y int)) {
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			fn(x, y)
		}
	}
}

// Flanks returns the enemies that creature id flanks now, with some ally.
func (e *Encounter) Flanks(id string) ([]string, error) {
	c, err := e.Lookup(id)
	if err != nil {
		return nil, err
	}
	all := e.flankStatus(c)
	return all[c.ID], nil
}

// FlankStatus returns, for every creature that flanks someone, the enemies
// it flanks now: the app's flanking overlay for the whole table.
func (e *Encounter) FlankStatus() (map[string][]string, error) {
	return e.flankStatus(nil), nil
}

// flankStatus decides flanking for every target, trying only pairs of
// hostile creatures near enough to reach it; with only set, only pairs
// that include it.
func (e *Encounter) flankStatus(only *Creature) map[string][]string {
	out := map[string][]string{}
	if e.System.Flanking(e.Options) == NoFlanking {
		return out
	}
	var ls grid.LineScratch
	var cand []*Creature
	for _, t := range e.Creatures {
		if only != nil && only.Side == t.Side {
			continue
		}
		cand = cand[:0]
		tr := e.attackSpace(t)
		for _, c := range e.Creatures {
			if c == t || c.Side == t.Side {
				continue
			}
			dx, dy := grid.Gap(e.attackSpace(c), tr)
			if n := max(1, e.maxReach(c)/5); dx <= n && dy <= n {
				cand = append(cand, c)
			}
		}
		for i, a := range cand {
			for _, b := range cand[i+1:] {
				if a.Side != b.Side || (only != nil && a != only && b != only) {
					continue
				}
				if e.flanked(t, a, b, e.attackSpace(a), &ls).Flanked {
					out[a.ID] = appendOnce(out[a.ID], t.ID)
					out[b.ID] = appendOnce(out[b.ID], t.ID)
				}
			}
		}
	}
	return out
}

func appendOnce(list []string, s string) []string {
	for _, v := range list {
		if v == s {
			return list
		}
	}
	return append(list, s)
}

// FlankSquares returns every square where mover could stand (its space's
// top-left square, its full space) to flank target together with partner:
// the app's flank overlay. Only squares where the mover may end are listed.
func (e *Encounter) FlankSquares(mover, target, partner string) ([]Square, error) {
	m, err := e.Lookup(mover)
	if err != nil {
		return nil, err
	}
	t, err := e.Lookup(target)
	if err != nil {
		return nil, err
	}
	p, err := e.Lookup(partner)
	if err != nil {
		return nil, err
	}
	pl := e.scratch()
	if err := pl.prepare(e, MoveQuery{Who: mover}); err != nil {
		return nil, err
	}
	var ls grid.LineScratch
	side := m.Size.Side()
	n := e.maxReach(m)/5 + side
	tr := t.Rect()
	var out []Square
	for y := max(0, tr.Y-n); y < min(e.Grid.H, tr.Y+tr.H+n); y++ {
		for x := max(0, tr.X-n); x < min(e.Grid.W, tr.X+tr.W+n); x++ {
			r := grid.Rect{X: x, Y: y, W: side, H: side}
			if r.Overlaps(tr) {
				continue
			}
			if ok, _ := pl.fit.standIn(r); !ok {
				continue
			}
			if bad, _ := pl.endProblem(r); bad && !(m.X == x && m.Y == y) {
				continue
			}
			if e.flanked(t, m, p, r, &ls).Flanked {
				out = append(out, Square{x, y})
			}
		}
	}
	return out, nil
}

// zeroReachFlankCite cites the rule that a creature with 0-ft reach cannot
// flank: PF2e Player Core's sidebar (RULES.md A5), PF1e and 3.5 flanking
// (B10, C10).
func (e *Encounter) zeroReachFlankCite() string {
	switch e.System.ID() {
	case "pf2e":
		return "PF2e Player Core p.422, Tiny Creatures and Flanking"
	case "dnd5e":
		return "DMG p.251"
	}
	return e.citeOf(topicFlank)
}

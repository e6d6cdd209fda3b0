package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// ErrIllegalPath marks a path the mover may not take.
var ErrIllegalPath = errors.New("illegal path")

// Provokes returns the attacks of opportunity (Reactive Strikes) that moving
// who along path triggers, in path order: who reacts and at which position
// of the path. path lists the positions of the mover's top-left square, the
// first where it stands, each one step from the last; the last must be a
// legal place to end. Speed is not checked. An illegal path is an error
// wrapping ErrIllegalPath that says why.
func (e *Encounter) Provokes(who string, path []Square, act ProvokeAction) ([]Provocation, error) {
	m, err := e.Lookup(who)
	if err != nil {
		return nil, err
	}
	spaces, err := e.walk(m, path, act)
	if err != nil {
		return nil, err
	}
	return e.provocations(m, spaces, act, ""), nil
}

// provocations returns the attacks of opportunity that m moving through
// spaces (the first where it stands) triggers, in path order, from every
// creature but skip (the one it pushes, or overruns and already faced).
func (e *Encounter) provocations(m *Creature, spaces []grid.Rect, act ProvokeAction, skip string) []Provocation {
	var ls grid.LineScratch
	var out []Provocation
	// The area the movement covers, to skip reactors far from all of it.
	box := spaces[0]
	for _, r := range spaces[1:] {
		x0, y0 := min(box.X, r.X), min(box.Y, r.Y)
		x1, y1 := max(box.X+box.W, r.X+r.W), max(box.Y+box.H, r.Y+r.H)
		box = grid.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	}
	for _, z := range e.Creatures {
		if z == m || z.ID == skip || z.Side == m.Side || z.Mount == m.ID || m.Mount == z.ID {
			continue
		}
		if dx, dy := grid.Gap(e.attackSpace(z), box); max(dx, dy) > e.maxReach(z)/5+1 {
			continue // out of reach of every square of the path
		}
		if p, ok := e.provokedBy(m, z, spaces, act, &ls); ok {
			if r := e.riderOf(m); r != nil && e.System.ID() != "pf1e" && e.System.ID() != "dnd35" {
				p.Rider = r.ID // the attack may target the rider or the mount
			}
			out = append(out, p)
		}
	}
	return sortProvs(out)
}

// spacesOf returns the spaces of a path's steps.
func spacesOf(steps []PathStep) []grid.Rect {
	out := make([]grid.Rect, len(steps))
	for i, s := range steps {
		out[i] = grid.Rect{X: s.X, Y: s.Y, W: s.W, H: s.H}
	}
	return out
}

// walk checks a path step by step with the planner's step rules and returns
// the space the mover occupies at each position.
func (e *Encounter) walk(m *Creature, path []Square, act ProvokeAction) ([]grid.Rect, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("engine: %w: %s", ErrIllegalPath, fmt.Sprintf(format, a...))
	}
	if len(path) == 0 {
		return nil, bad("the path is empty")
	}
	if path[0].X != m.X || path[0].Y != m.Y {
		return nil, bad("the path starts at (%d,%d) but %s stands at (%d,%d)", path[0].X, path[0].Y, m.ID, m.X, m.Y)
	}
	kind := Move
	switch act {
	case ProvokeStep:
		kind = Step
	case ProvokeStand:
		if len(path) != 1 {
			return nil, bad("standing up does not move")
		}
	}
	if act == ProvokeDisengage && e.System.Opportunity() != LeaveReachEntirely {
		act = ProvokeMove
	}
	p := e.scratch()
	if err := p.prepare(e, MoveQuery{Who: m.ID, Action: kind}); err != nil {
		return nil, err
	}
	if p.stepErr != nil {
		return nil, bad("%v", p.stepErr)
	}
	if kind == Step && len(path) != 2 {
		return nil, bad("a step moves exactly one square")
	}
	charge := act == ProvokeCharge && e.System.Opportunity() == LeaveThreatened
	if (charge || act == ProvokeWithdraw) && e.System.Opportunity() == LeaveThreatened && m.Has(Blind) {
		return nil, bad("%s is blinded: no withdraw or charge without seeing (%s)", m.ID, conditionCite(e.System.ID(), "blinded"))
	}
	if charge && len(path) < 3 {
		return nil, bad("a charge moves at least 10 ft (%s)", e.citeOf(topicCharge))
	}
	s := p.start
	spaces := []grid.Rect{m.Rect()}
	par := p.initPar
	for i := 1; i < len(path); i++ {
		r, k := p.rectOf(s)
		dx, dy := path[i].X-path[i-1].X, path[i].Y-path[i-1].Y
		d, ok := grid.DirOf(dx, dy)
		if !ok {
			return nil, bad("positions %d and %d are not one step apart", i-1, i)
		}
		next := int32(-1)
		var why string
		p.successors(r.Move(dx, dy), k, func(n grid.Rect, k2 int) {
			if next >= 0 || n.X != path[i].X || n.Y != path[i].Y {
				return
			}
			kind, ok, w := p.evalStep(r, d, n, k2, true)
			if !ok {
				if why == "" {
					why = w
				}
				return
			}
			ent := p.table[kind|par<<1]
			if p.oneStep && ent.cost != 1 {
				why = "a step must cost exactly 5 ft: no difficult terrain, squeezing or second diagonal"
				return
			}
			if charge && kind&(3<<kindTerrSh|kindObst|kindSqz|kindLow) != 0 {
				why = "a charge cannot cross difficult terrain or squeeze (" + e.citeOf(topicCharge) + ")"
				return
			}
			par = (par + int(ent.flip)) & (p.nPar - 1)
			next = p.state(n.Y*p.w+n.X, k2, par)
		})
		if next < 0 {
			if why == "" {
				why = "no space fits there"
			}
			return nil, bad("step %d to (%d,%d): %s", i, path[i].X, path[i].Y, why)
		}
		s = next
		r2, _ := p.rectOf(s)
		if charge {
			for _, o := range e.occupantsOf(m, r2) {
				if !o.Has(Helpless) {
					return nil, bad("a charge cannot pass through %s's space, even an ally's (%s)", o.ID, e.citeOf(topicCharge))
				}
			}
		}
		spaces = append(spaces, r2)
	}
	if !p.canEnd(s) {
		last := path[len(path)-1]
		_, why := p.endProblem(spaces[len(spaces)-1])
		return nil, bad("%s may not end at (%d,%d): %s", m.ID, last.X, last.Y, why)
	}
	return spaces, nil
}

// occupantsOf returns the creatures other than m sharing squares with r.
func (e *Encounter) occupantsOf(m *Creature, r grid.Rect) []*Creature {
	var out []*Creature
	for _, c := range e.Creatures {
		if c != m && c.Mount != m.ID && m.Mount != c.ID && c.Rect().Overlaps(r) {
			out = append(out, c)
		}
	}
	return out
}

// mayReact reports whether z may make an attack of opportunity (Reactive
// Strike) against mover m at all (RULES.md A9, B9, C9, D9).
func (e *Encounter) mayReact(z, m *Creature) (bool, string) {
	switch {
	case !z.AoO:
		return false, "has no attacks of opportunity"
	case z.ReactionUsed:
		return false, "has used its reaction"
	case !canAttack(z):
		return false, "cannot act or attack"
	case e.System.Opportunity() != LeaveReachSquare && m.Has(Invisible):
		return false, "cannot see the mover (total concealment / unseen)"
	case e.System.Opportunity() != LeaveReachSquare && z.Has(Blind):
		// PF1e, 3.5: every opponent has total concealment from a blinded
		// creature; 5e: only a creature it can see provokes (RULES.md B9,
		// C12, D9).
		return false, "is blinded and cannot see the mover"
	}
	return true, ""
}

// reachesOwnSpace reports whether a mover inside z's own space is within
// z's reach for attacks of opportunity: z can attack into its own square,
// except that in PF1e/3.5 creatures with 0-ft reach threaten no squares at
// all, so they may be moved past without provoking (RULES.md B5, C5).
func (e *Encounter) reachesOwnSpace(z *Creature) bool {
	if e.System.Opportunity() == LeaveThreatened && e.maxReach(z) == 0 {
		return false
	}
	return e.reaches(z, 0, 0)
}

// reachesAny reports whether z, in its space, reaches some square of r:
// squares inside z's own space count when z can attack into it.
func (e *Encounter) reachesAny(z *Creature, r grid.Rect, ls *grid.LineScratch) bool {
	zr := e.attackSpace(z)
	if zr.Overlaps(r) && e.reachesOwnSpace(z) {
		return true
	}
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if e.reachesSquare(z, zr, x, y, ls) {
				return true
			}
		}
	}
	return false
}

// provokedBy decides whether z reacts to m moving through spaces, and at
// which step.
func (e *Encounter) provokedBy(m, z *Creature, spaces []grid.Rect, act ProvokeAction, ls *grid.LineScratch) (Provocation, bool) {
	if ok, _ := e.mayReact(z, m); !ok {
		return Provocation{}, false
	}
	rule := e.System.Opportunity()
	last := len(spaces) - 1
	at := func(i int, why string) (Provocation, bool) { return Provocation{By: z.ID, Step: i, Why: why}, true }
	switch {
	case act == ProvokeStep:
		return Provocation{}, false // Step / 5-foot step never provokes (A9, B2, C2)
	case act == ProvokeDisengage && rule == LeaveReachEntirely:
		return Provocation{}, false // Disengage (D2, D9)
	case act == ProvokeStand:
		switch rule {
		case LeaveReachEntirely:
			return Provocation{}, false // standing up is not leaving reach (D9)
		case LeaveReachSquare:
			if e.reachesAny(z, spaces[0], ls) {
				return at(0, "Stand is a move action within reach: Reactive Strike at its end (PF2e CRB p.474)")
			}
		default:
			if e.reachesAny(z, spaces[0], ls) && !e.coveredFrom(z, m, spaces[0]) {
				return at(0, "standing up from prone in a threatened square provokes ("+e.citeOf(topicStand)+")")
			}
		}
		return Provocation{}, false
	}
	switch rule {
	case LeaveReachSquare:
		if last == 0 && e.reachesAny(z, spaces[0], ls) {
			return at(0, "a move action that leaves no square triggers at its end (PF2e CRB p.474)")
		}
		for i := 0; i < last; i++ {
			if e.reachesAny(z, spaces[i], ls) {
				return at(i, fmt.Sprintf("leaves a square within %s's reach during a move action (PF2e CRB p.474)", z.ID))
			}
		}
	case LeaveReachEntirely:
		for i := 0; i < last; i++ {
			if e.reachesAny(z, spaces[i], ls) && !e.reachesAny(z, spaces[i+1], ls) {
				return at(i, fmt.Sprintf("moves out of %s's reach (PHB \"Opportunity Attacks\")", z.ID))
			}
		}
	default:
		through := m.Size <= Tiny
		if t, ok := e.System.(interface{ ThroughProvokes() bool }); ok && t.ThroughProvokes() {
			through = true
		}
		for i := 0; i < last; i++ {
			if act == ProvokeWithdraw && i == 0 && !z.Has(Invisible) {
				continue // the start of a withdraw is not threatened by visible enemies (B2, C2)
			}
			if e.reachesAny(z, spaces[i], ls) && !e.coveredFrom(z, m, spaces[i]) {
				return at(i, fmt.Sprintf("leaves a square %s threatens (%s)", z.ID, e.citeOf(topicAoO)))
			}
			if through && spaces[i+1].Overlaps(z.Rect()) && !spaces[i].Overlaps(z.Rect()) {
				return at(i, fmt.Sprintf("moves into %s's space, which provokes (%s)", z.ID, e.citeOf(topicThrough)))
			}
		}
	}
	return Provocation{}, false
}

// coveredFrom reports whether m, standing in space r, has cover from z's
// melee attack: then z gets no attack of opportunity (RULES.md B9, C9;
// SCENARIO-FORMAT.md "provokes").
func (e *Encounter) coveredFrom(z, m *Creature, r grid.Rect) bool {
	return e.coveredWith(e.coverScratch(z, m, e.attackSpace(z), r), z, m, r)
}

// coveredWith is coveredFrom with a kept cover context, so that a search
// asking it for many squares allocates nothing.
func (e *Encounter) coveredWith(c *coverCtx, z, m *Creature, r grid.Rect) bool {
	c.reset(e, z, m, e.attackSpace(z), r)
	if !e.threatensSpace(z, c.a, r, &c.ls) {
		// Only its own square is in reach (a Tiny creature inside z's space):
		// nothing stands between them.
		return false
	}
	return c.find(false).level > 0
}

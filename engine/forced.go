package engine

import (
	"fmt"

	"battlemap/grid"
)

// Push is forced movement: the active creature By pushes Target directly
// away from itself, Squares squares (the result the table rolled), and the
// target stops in the last space it can occupy (RULES.md A13, B13, C13,
// D13). It is PF2e's Shove (one action with the attack trait), 5e's shove
// (one attack of the Attack action) and the PF1e/3.5 bull rush (a standard
// action). With Follow, By moves with it the same way as far as it went.
// Forced movement triggers no reactions in PF2e and 5e, nor in PF1e (without
// Greater Bull Rush); in 3.5 the defender provokes when moved, from all but
// the pusher, and those reactions wait for the table as in any movement.
type Push struct {
	By, Target string
	Squares    int
	Follow     bool
}

// String describes the action for the log.
func (a Push) String() string {
	return fmt.Sprintf("%s pushes %s %d ft", a.By, a.Target, 5*a.Squares)
}

// pushDir is "directly away" from a to t on the grid: the direction of the
// line between the centres of their spaces, rounded to the nearest of the
// eight (a diagonal when the line is within 22.5° of one).
func pushDir(a, t grid.Rect) (grid.Dir, bool) {
	dx := int64(2*t.X+t.W) - int64(2*a.X+a.W)
	dy := int64(2*t.Y+t.H) - int64(2*a.Y+a.H)
	sx, sy := 0, 0
	ax, ay := abs64(dx), abs64(dy)
	// tan 22.5° ≈ 0.4142: a component counts when it is above that share.
	if dx != 0 && 10000*ax > 4142*ay {
		sx = sign(dx)
	}
	if dy != 0 && 10000*ay > 4142*ax {
		sy = sign(dy)
	}
	return grid.DirOf(sx, sy)
}

func sign(v int64) int {
	if v < 0 {
		return -1
	}
	return 1
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

func (a Push) apply(e *Encounter) (string, error) {
	by, err := e.turnCheck(a.By)
	if err != nil {
		return "", err
	}
	t, err := e.Lookup(a.Target)
	if err != nil {
		return "", err
	}
	if err := e.mountActs(by, "shove"); err != nil {
		return "", err
	}
	if a.Squares < 1 || a.Squares > 100 {
		return "", fmt.Errorf("engine: a push moves 1 to 100 squares, not %d", a.Squares)
	}
	if int(t.Size) > int(by.Size)+1 {
		return "", fmt.Errorf("engine: %s is more than one size larger than %s and cannot be pushed", a.Target, a.By)
	}
	if err := e.meleeTarget(by, t); err != nil {
		return "", err
	}
	var ls grid.LineScratch
	d, ok := pushDir(by.Rect(), t.Rect())
	if !ok {
		return "", fmt.Errorf("engine: %s and %s share a space: no direction is away", a.By, a.Target)
	}
	switch e.System.ID() {
	case "pf2e":
		if err := e.spend(""); err != nil {
			return "", err
		}
		e.Turn.Econ.Attacks++ // Shove has the attack trait
	case "dnd5e":
		// A shove replaces one attack of the Attack action (RULES.md D13).
		if ec := &e.Turn.Econ; ec.AttacksLeft > 0 {
			ec.AttacksLeft--
		} else {
			if err := e.spend(""); err != nil {
				return "", err
			}
			ec.AttacksLeft = max(by.Attacks, 1) - 1
		}
	default:
		if err := e.spend("standard"); err != nil {
			return "", err
		}
	}
	steps, why := e.forcedPath(t, d, a.Squares)
	moved := len(steps) - 1
	msg := fmt.Sprintf("%s pushes %s %d ft %s", a.By, a.Target, 5*moved, d)
	if moved < a.Squares {
		msg += fmt.Sprintf(", stopped short: %s", why)
	}
	var provs []Provocation
	if e.System.ID() == "dnd35" && moved > 0 {
		// The defender provokes when moved, but not from the pusher (C13).
		spaces := make([]grid.Rect, len(steps))
		for i, s := range steps {
			spaces[i] = grid.Rect{X: s.X, Y: s.Y, W: s.W, H: s.H}
		}
		for _, z := range e.Creatures {
			if z == t || z == by || z.Side == t.Side {
				continue
			}
			if p, ok := e.provokedBy(t, z, spaces, ProvokeMove, &ls); ok {
				provs = append(provs, p)
			}
		}
	}
	msg += "; " + e.proceed(a.Target, steps, sortProvs(provs), here(t))
	if a.Follow && moved > 0 {
		// The pusher follows the way the defender went, as far as it can.
		fsteps, _ := e.forcedPath(by, d, moved)
		if len(fsteps) > 1 {
			last := fsteps[len(fsteps)-1]
			e.setPos(by, last)
			msg += fmt.Sprintf("; %s follows to (%d,%d)", a.By, last.X, last.Y)
		}
	}
	return msg, nil
}

// forcedPath walks c up to n squares in direction d, each step legal and
// each space one c may end in; it returns the steps (the first where c
// stands) and why it stopped short.
func (e *Encounter) forcedPath(c *Creature, d grid.Dir, n int) ([]PathStep, string) {
	p := e.scratch()
	steps := []PathStep{here(c)}
	if err := p.prepare(e, MoveQuery{Who: c.ID}); err != nil {
		return steps, err.Error()
	}
	s := p.start
	dx, dy := d.D()
	for i := 0; i < n; i++ {
		r, k := p.rectOf(s)
		next := r.Move(dx, dy)
		kind, ok, why := p.evalStep(r, d, next, k, true)
		if !ok {
			return steps, why
		}
		t := p.state(next.Y*p.w+next.X, k, 0)
		if !p.canEnd(t) {
			_, why := p.endProblem(next)
			return steps, why
		}
		s = t
		steps = append(steps, PathStep{X: next.X, Y: next.Y, W: next.W, H: next.H, Dir: d, Feet: 5, Total: 5 * (i + 1), Kind: stepKindOf(kind, 1, false)})
	}
	return steps, ""
}

// sortProvs orders provocations along the path.
func sortProvs(ps []Provocation) []Provocation {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && (ps[j].Step < ps[j-1].Step || (ps[j].Step == ps[j-1].Step && ps[j].By < ps[j-1].By)); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	return ps
}

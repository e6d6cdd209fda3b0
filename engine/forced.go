package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// maxPush bounds a push's squares and the results of a chain.
const maxPush = 100

// Push is forced movement: the active creature By pushes Target directly
// away from itself, Squares squares (the result the table rolled; 0 for a
// failed attempt, which spends the action all the same), and the target
// stops in the last space it can occupy (RULES.md A13, B13, C13, D13). It
// is PF2e's Shove (one action with the attack trait), 5e's shove (one
// attack of the Attack action) and the PF1e/3.5 bull rush (a standard
// action, or the attack of a charge).
//
// The bull rush provokes before it happens: in PF1e from its target, in 3.5
// from everyone who threatens the pusher, the target included; Improved
// Bull Rush spares the target's. The pushed creature provokes in 3.5 (from
// all but the pusher), not in PF1e nor PF2e nor 5e. With Follow the pusher
// moves after it, as movement: PF2e a Stride of the same distance; PF1e and
// 3.5 no farther than its speed (in 3.5 it must, to push beyond 5 ft), and
// its movement provokes from others. Reactions wait for the table as in any
// movement, and what follows them happens once they are resolved.
type Push struct {
	By, Target string
	Squares    int
	Follow     bool
	// Chain (PF1e) gives the table's results, in squares, against each
	// further creature the push runs into, in the order met: the push goes
	// on against all of them as far as the lower result allows (B13).
	Chain []int
	// Fumble (PF2e): a critical failure, the shover falls prone.
	Fumble bool
	// Prone (5e): the shove knocks the target prone instead of pushing it.
	Prone bool
}

// String describes the action for the log.
func (a Push) String() string {
	if a.Prone {
		return fmt.Sprintf("%s shoves %s prone", a.By, a.Target)
	}
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
	by, t, err := e.actorAndTarget(a.By, a.Target)
	if err != nil {
		return "", err
	}
	if err := e.mountActs(by, "shove"); err != nil {
		return "", err
	}
	if err := a.check(e); err != nil {
		return "", err
	}
	if int(t.Size) > int(by.Size)+1 {
		return "", fmt.Errorf("engine: %s is more than one size larger than %s and cannot be pushed", a.Target, a.By)
	}
	if err := e.meleeTarget(by, t); err != nil {
		return "", err
	}
	d, ok := pushDir(by.Rect(), t.Rect())
	if !ok {
		return "", fmt.Errorf("engine: %s and %s share a space: no direction is away", a.By, a.Target)
	}
	note, err := e.payPush(by)
	if err != nil {
		return "", err
	}
	if a.Prone {
		t.State |= Prone
		return a.String() + note + " (PHB \"Shoving a Creature\")" + e.fallsProne(t), nil
	}
	f := &FollowUp{Kind: FollowPush, By: a.By, Target: a.Target, Dir: d, Squares: a.Squares, Chain: a.Chain, Follow: a.Follow}
	if provs := e.bullRushProvokes(by, t); len(provs) > 0 {
		msg := fmt.Sprintf("%s bull rushes %s%s, a result of %d ft", a.By, a.Target, note, 5*a.Squares)
		return joinMsg(msg, e.proceed(a.By, []PathStep{here(by)}, provs, here(by), f)), nil
	}
	if a.Fumble {
		by.State |= Prone
		return a.By + " shoves " + a.Target + "; critical failure: " + a.By + " falls prone (PF2e CRB p.243, Shove)", nil
	}
	if note != "" {
		note = a.By + " bull rushes " + a.Target + note
	}
	return joinMsg(note, e.doPush(f)), nil
}

// check refuses a push the system does not have.
func (a Push) check(e *Encounter) error {
	sys := e.System.ID()
	switch {
	case a.Squares < 0 || a.Squares > maxPush:
		return fmt.Errorf("engine: a push moves 0 to %d squares, not %d", maxPush, a.Squares)
	case len(a.Chain) > 0 && sys != "pf1e":
		return fmt.Errorf("engine: pushing on into the creatures in the way is a PF1e bull rush (PF1e CRB, Combat Maneuvers: Bull Rush); in %s the push stops short", e.System.Name())
	case len(a.Chain) > maxPush:
		return fmt.Errorf("engine: %d results for a chain; at most %d", len(a.Chain), maxPush)
	case a.Fumble && (sys != "pf2e" || a.Squares > 0):
		return errors.New("engine: a critical failure is a PF2e Shove's, and pushes nobody")
	case a.Prone && (sys != "dnd5e" || a.Squares > 0 || a.Follow):
		return errors.New("engine: a shove that knocks prone is 5e's, and pushes nobody")
	case a.Follow && sys == "dnd5e":
		return errors.New("engine: a 5e shove moves only its target (PHB \"Shoving a Creature\")")
	}
	for i, n := range a.Chain {
		if n < 0 || n > maxPush {
			return fmt.Errorf("engine: chain result %d: %d squares is not 0 to %d", i, n, maxPush)
		}
	}
	return nil
}

// payPush charges what a push costs the pusher and says how it was paid:
// PF2e one action with the attack trait; 5e one attack of the Attack
// action; PF1e and 3.5 the standard action, or the attack of a charge
// (with its +2, RULES.md B13, B14, C13, C14).
func (e *Encounter) payPush(by *Creature) (string, error) {
	ec := &e.Turn.Econ
	switch e.System.ID() {
	case "pf2e":
		if err := e.spend(""); err != nil {
			return "", err
		}
		ec.Attacks++ // Shove has the attack trait
	case "dnd5e":
		// A shove replaces one attack of the Attack action (RULES.md D13).
		if ec.AttacksLeft > 0 {
			ec.AttacksLeft--
			return "", nil
		}
		if err := e.spend(""); err != nil {
			return "", err
		}
		ec.AttacksLeft = max(by.Attacks, 1) - 1
	default:
		if ec.Charged && ec.Attacks == 0 {
			ec.Attacks++
			return " as part of the charge, +2 on the check (" + e.citeOf(topicBullRush) + ")", nil
		}
		if err := e.spend("standard"); err != nil {
			return "", err
		}
		ec.Attacks++
	}
	return "", nil
}

// bullRushProvokes returns the attacks of opportunity a bull rush by by on
// t provokes before it is made: PF1e from t, unless by has Improved Bull
// Rush (B13); 3.5 from every enemy that threatens by, which moves into t's
// space, t too unless by has Improved Bull Rush (C13). None elsewhere.
func (e *Encounter) bullRushProvokes(by, t *Creature) []Provocation {
	sys := e.System.ID()
	if sys != "pf1e" && sys != "dnd35" {
		return nil
	}
	var ls grid.LineScratch
	var out []Provocation
	for _, z := range e.Creatures {
		if z == by || z.Side == by.Side || z.Mount == by.ID || by.Mount == z.ID {
			continue
		}
		if (sys == "pf1e" && z != t) || (z == t && by.ImprovedBullRush) {
			continue
		}
		if ok, _ := e.mayReact(z, by); !ok {
			continue
		}
		if !e.threatensSpace(z, e.attackSpace(z), by.Rect(), &ls) || e.coveredFrom(z, by, by.Rect()) {
			continue
		}
		why := fmt.Sprintf("the bull rush on %s provokes from it unless the pusher has Improved Bull Rush (%s)", t.ID, e.citeOf(topicBullRush))
		if sys == "dnd35" {
			why = fmt.Sprintf("moving into %s's space to bull rush provokes from everyone threatening the pusher (%s)", t.ID, e.citeOf(topicBullRush))
		}
		out = append(out, Provocation{By: z.ID, Why: why})
	}
	return sortProvs(out)
}

// doPush pushes f.Target from f.By as the table rolled, once the attacks
// of opportunity the bull rush provoked are resolved, and sets up the
// pusher's following.
func (e *Encounter) doPush(f *FollowUp) string {
	by, t := e.Creature(f.By), e.Creature(f.Target)
	sys := e.System.ID()
	n := f.Squares
	if n == 0 {
		switch sys {
		case "pf1e":
			return fmt.Sprintf("the bull rush fails: %s's movement ends in front of %s (%s)", f.By, f.Target, e.citeOf(topicBullRush))
		case "dnd35":
			return fmt.Sprintf("the bull rush fails: %s falls back to where it stood (%s)", f.By, e.citeOf(topicBullRush))
		}
		return fmt.Sprintf("%s does not move %s", f.By, f.Target)
	}
	var notes []string
	if sys == "dnd35" {
		switch cap := e.speedOf(by) / 5; {
		case !f.Follow && n > 1:
			n = 1
			notes = append(notes, fmt.Sprintf("in 3.5 the defender goes beyond 5 ft only with the pusher moving with it (%s)", e.citeOf(topicBullRush)))
		case f.Follow && n > cap:
			n = max(cap, 1)
			notes = append(notes, fmt.Sprintf("never beyond %s's speed (%s)", f.By, e.citeOf(topicBullRush)))
		}
	}
	x0, y0 := t.X, t.Y
	var then *FollowUp
	if f.Follow {
		then = &FollowUp{Kind: FollowPusher, By: f.By, Target: f.Target, Dir: f.Dir, Squares: n, FromX: x0, FromY: y0}
	}
	if sys == "pf1e" {
		moved, why := e.pushChain(by, t, f.Dir, n, f.Chain)
		msg := fmt.Sprintf("%s pushes %s %d ft %s", f.By, f.Target, 5*moved, f.Dir)
		if why != "" {
			msg += ", stopped short: " + why
		}
		if then != nil && moved > 0 {
			msg = joinMsg(msg, e.doFollow(then))
		}
		return joinMsg(append([]string{msg}, notes...)...)
	}
	steps, why := e.forcedPath(t, f.Dir, n)
	moved := len(steps) - 1
	msg := fmt.Sprintf("%s pushes %s %d ft %s", f.By, f.Target, 5*moved, f.Dir)
	if moved < n {
		msg += fmt.Sprintf(", stopped short: %s", why)
	}
	var provs []Provocation
	if sys == "dnd35" && moved > 0 {
		// The defender provokes when moved, but not from the pusher (C13).
		provs = e.provocations(t, spacesOf(steps), ProvokeMove, f.By)
	}
	if moved == 0 {
		then = nil
	}
	return joinMsg(append([]string{msg}, append(notes, e.proceed(f.Target, steps, provs, here(t), then))...)...)
}

// forcedPath walks c up to n squares in direction d, each step legal and
// each space one c may end in; it returns the steps (the first where c
// stands) and why it stopped short. In PF1e and 3.5 a low obstacle stops it
// (a push cannot move a creature into an obstacle, RULES.md B13).
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
		if kind&kindLow != 0 && e.System.Opportunity() == LeaveThreatened {
			return steps, fmt.Sprintf("a low wall is in the way, and a push cannot move a creature into an obstacle (%s)", e.citeOf(topicBullRush))
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

package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// OverrunResult is the table's outcome of an overrun (RULES.md B14, C14).
type OverrunResult uint8

// The outcomes.
const (
	// OverrunSuccess: the mover passes through the target's space; in 3.5
	// the target falls prone.
	OverrunSuccess OverrunResult = iota
	// OverrunByFive (PF1e): success by 5 or more, the target falls prone.
	OverrunByFive
	// OverrunAvoided: the target steps aside and the mover passes.
	OverrunAvoided
	// OverrunFailed: the mover stops in front of the target.
	OverrunFailed
)

var overrunWords = [...]string{"success", "success by 5", "avoided", "failed"}

// String names the outcome as files spell it.
func (r OverrunResult) String() string {
	if int(r) < len(overrunWords) {
		return overrunWords[r]
	}
	return fmt.Sprintf("result(%d)", r)
}

// ParseOverrunResult reads an outcome as files spell it.
func ParseOverrunResult(s string) (OverrunResult, error) {
	for i, w := range overrunWords {
		if w == s {
			return OverrunResult(i), nil
		}
	}
	return 0, fmt.Errorf("unknown overrun result %q (want success, success by 5, avoided or failed)", s)
}

// Overrun moves the active creature Who to (X,Y) through the space of the
// enemy Target, a PF1e or 3.5 overrun (RULES.md B14, C14): a standard
// action taken during a move action (PF1e: or as part of a charge, Charge),
// against a target at most one size larger. It provokes from the target as
// the mover enters its space, unless the mover has Improved Overrun (PF1e;
// in 3.5 it provokes all the same). Then the outcome the table rolled:
// the target avoids the mover (not against Improved Overrun) or is passed,
// falling prone in 3.5 and, in PF1e, on a success by 5 or more; on a
// failure the mover stops in front of the target, in the nearest open
// space if that is taken, and in 3.5 prone if the defender tripped it back
// (Tripped). 3.5 allows one overrun a round.
type Overrun struct {
	Who, Target string
	X, Y        int
	Result      OverrunResult
	Tripped     bool
	Charge      bool
}

// String describes the action for the log.
func (a Overrun) String() string {
	return fmt.Sprintf("%s overruns %s to (%d,%d): %s", a.Who, a.Target, a.X, a.Y, a.Result)
}

func (a Overrun) apply(e *Encounter) (string, error) {
	c, t, err := e.actorAndTarget(a.Who, a.Target)
	if err != nil {
		return "", err
	}
	if err := a.check(e, c, t); err != nil {
		return "", err
	}
	ec := &e.Turn.Econ
	q := MoveQuery{Who: a.Who, Diagonals: e.Turn.Diagonals, Budget: e.speedOf(c), Through: a.Target}
	act := ProvokeMove
	if a.Charge {
		q.Budget, act = 2*e.speedOf(c), ProvokeCharge
		q.Lane = &grid.Rect{X: a.X, Y: a.Y, W: c.SpaceW, H: c.SpaceH}
		q.Unhampered = true
	}
	p := e.planner()
	if err := p.Search(e, q); err != nil {
		return "", err
	}
	if _, ok := p.Best(a.X, a.Y); !ok {
		return "", fmt.Errorf("engine: %s cannot overrun to (%d,%d): %s", a.Who, a.X, a.Y, p.WhyNot(a.X, a.Y))
	}
	steps := append([]PathStep(nil), p.Path(a.X, a.Y).Steps...)
	k := -1
	for i, s := range steps {
		if (grid.Rect{X: s.X, Y: s.Y, W: s.W, H: s.H}).Overlaps(t.Rect()) {
			k = i
			break
		}
	}
	if k < 1 {
		return "", fmt.Errorf("engine: the way to (%d,%d) does not run into %s's space: move there instead", a.X, a.Y, a.Target)
	}
	if a.Charge {
		if len(steps) < 3 {
			return "", fmt.Errorf("engine: a charge moves at least 10 ft (%s)", e.citeOf(topicCharge))
		}
		for _, s := range steps[1:] {
			for _, o := range e.occupantsOf(c, grid.Rect{X: s.X, Y: s.Y, W: s.W, H: s.H}) {
				if o != t && !o.Has(Helpless) {
					return "", fmt.Errorf("engine: %s stands in the charge's lane, and a charge passes no creature but its target (%s)", o.ID, e.citeOf(topicCharge))
				}
			}
		}
		ec.FullRound, ec.Moved, ec.Charged = true, true, true
		ec.Attacks++
	} else {
		ec.MoveAct, ec.Moved = true, true
		if !(e.System.ID() == "dnd35" && a.Result == OverrunAvoided) {
			ec.Standard = true // avoided in 3.5, the attempt is not the action (C14)
		}
	}
	if e.System.ID() == "dnd35" {
		ec.Overran = true
	}
	approach := steps[:k]
	spaces := spacesOf(approach)
	provs := e.provocations(c, spaces, act, "")
	if e.overrunProvokes(c, t, spaces[k-1], provs) {
		why := fmt.Sprintf("entering %s's space to overrun it provokes (%s)", t.ID, e.citeOf(topicOverrun))
		if e.System.ID() == "pf1e" {
			why = fmt.Sprintf("the overrun provokes from %s unless the mover has Improved Overrun (%s)", t.ID, e.citeOf(topicOverrun))
		}
		provs = sortProvs(append(provs, Provocation{By: t.ID, Step: k - 1, Why: why}))
	}
	f := &FollowUp{Kind: FollowOverrun, By: a.Who, Target: a.Target, Result: a.Result, Tripped: a.Tripped, Steps: steps[k-1:]}
	msg := fmt.Sprintf("%s overruns %s toward (%d,%d)", a.Who, a.Target, a.X, a.Y)
	return joinMsg(msg, e.proceed(a.Who, approach, provs, here(c), f)), nil
}

// check refuses an overrun the rules do not allow.
func (a Overrun) check(e *Encounter, c, t *Creature) error {
	sys := e.System.ID()
	ec := e.Turn.Econ
	switch {
	case sys == "pf2e":
		return errors.New("engine: PF2e has no overrun: Tumble Through passes an enemy's space (PF2e CRB p.240)")
	case sys == "dnd5e":
		return errors.New("engine: 5e has no overrun but the DMG's optional action options (DMG p.271–272), which the map does not play")
	case e.immobileWhy(c) != "":
		return fmt.Errorf("engine: %s", e.immobileWhy(c))
	case c.Mount != "":
		return fmt.Errorf("engine: %s rides %s: the mount moves", c.ID, c.Mount)
	case t == c || t.Side == c.Side:
		return fmt.Errorf("engine: %s is not an enemy of %s", t.ID, c.ID)
	case int(t.Size) > int(c.Size)+1:
		return fmt.Errorf("engine: %s is more than one size larger than %s: no overrun (%s)", t.ID, c.ID, e.citeOf(topicOverrun))
	case a.Result > OverrunFailed:
		return fmt.Errorf("engine: unknown overrun result %d", a.Result)
	case a.Result == OverrunByFive && sys != "pf1e":
		return errors.New("engine: in 3.5 a won overrun always knocks the defender prone: give success")
	case a.Tripped && (sys != "dnd35" || a.Result != OverrunFailed):
		return errors.New("engine: only a failed 3.5 overrun lets the defender trip the mover back")
	case a.Result == OverrunAvoided && c.ImprovedOverrun:
		return fmt.Errorf("engine: %s has Improved Overrun: %s cannot avoid it (%s)", c.ID, t.ID, e.citeOf(topicOverrun))
	case a.Charge && sys == "dnd35":
		return errors.New("engine: in 3.5 an overrun cannot be part of a charge (the PHB's errata, 3.5 SRD Combat III, Overrun)")
	case sys == "dnd35" && ec.Overran:
		return errors.New("engine: one overrun a round (3.5 SRD Combat III, Overrun)")
	case c.Has(Prone):
		return fmt.Errorf("engine: %s is prone: stand up first", c.ID)
	case a.Charge && (ec.Standard || ec.MoveAct || ec.FullRound || ec.FiveFoot):
		return fmt.Errorf("engine: a charge is a full-round action: %s has already acted this round", c.ID)
	case a.Charge && (c.Has(Blind) || t.Has(Invisible)):
		return fmt.Errorf("engine: %s cannot see %s, and a charge needs a target the charger sees (%s)", c.ID, t.ID, e.citeOf(topicCharge))
	case !a.Charge && (ec.Standard || ec.MoveAct || ec.FullRound || ec.FiveFoot):
		return fmt.Errorf("engine: an overrun is a standard action taken during a move action, and %s has spent one of them this round (%s)", c.ID, e.citeOf(topicOverrun))
	}
	return nil
}

// overrunProvokes reports whether t reacts to c entering its space from
// space r: not when c has Improved Overrun in PF1e, nor when t already
// reacts to the approach (one opportunity a round), nor when t cannot.
func (e *Encounter) overrunProvokes(c, t *Creature, r grid.Rect, provs []Provocation) bool {
	if e.System.ID() == "pf1e" && c.ImprovedOverrun {
		return false
	}
	for _, p := range provs {
		if p.By == t.ID {
			return false
		}
	}
	if ok, _ := e.mayReact(t, c); !ok {
		return false
	}
	var ls grid.LineScratch
	return e.threatensSpace(t, e.attackSpace(t), r, &ls) && !e.coveredFrom(t, c, r)
}

// doOverrun settles an overrun once the mover stands in front of its
// target: it passes on through (the target avoided it, or was overrun and,
// where the rules say, knocked prone), or stops there.
func (e *Encounter) doOverrun(f *FollowUp) string {
	c, t := e.Creature(f.By), e.Creature(f.Target)
	cite := e.citeOf(topicOverrun)
	switch f.Result {
	case OverrunFailed:
		msg := fmt.Sprintf("the overrun fails: %s stops in front of %s (%s)", f.By, f.Target, cite)
		taken := !e.mayEndAt(c.ID, here(c))
		if taken {
			if s, ok := e.nearestEnd(c); ok {
				e.setPos(c, s)
				msg += fmt.Sprintf("; that space is taken: %s moves to the nearest open one, (%d,%d)", f.By, s.X, s.Y)
			}
		}
		if taken && e.System.ID() == "dnd35" && !f.Tripped {
			// 3.5: "if that square is occupied, you fall prone" (C14).
			c.State |= Prone
			msg += fmt.Sprintf("; %s falls prone there (%s)", f.By, cite)
		}
		if f.Tripped {
			c.State |= Prone
			msg += fmt.Sprintf("; %s trips %s back: prone", f.Target, f.By)
		}
		return msg
	case OverrunAvoided:
		return joinMsg(f.Target+" avoids "+f.By, e.overrunOn(c, t, f))
	}
	msg := f.By + " overruns " + f.Target
	if e.System.ID() == "dnd35" || f.Result == OverrunByFive {
		t.State |= Prone
		msg += "; " + f.Target + " falls prone (" + cite + ")"
	}
	return joinMsg(msg, e.overrunOn(c, t, f))
}

// overrunOn moves the mover of an overrun on through its target's space to
// its end; the target already had its opportunity.
func (e *Encounter) overrunOn(c, t *Creature, f *FollowUp) string {
	provs := e.provocations(c, spacesOf(f.Steps), ProvokeMove, t.ID)
	return e.proceed(c.ID, f.Steps, provs, f.Steps[0], nil)
}

// nearestEnd returns the nearest space of c's own shape (by the system's
// count of squares) where it may end, within 10 squares.
func (e *Encounter) nearestEnd(c *Creature) (PathStep, bool) {
	for r := 1; r <= 10; r++ {
		best, bestD := PathStep{}, -1
		for y := c.Y - r; y <= c.Y+r; y++ {
			for x := c.X - r; x <= c.X+r; x++ {
				if max(abs(x-c.X), abs(y-c.Y)) != r || !e.Grid.In(x, y) {
					continue
				}
				s := PathStep{X: x, Y: y, W: c.SpaceW, H: c.SpaceH}
				d := grid.Alternating.Squares(x-c.X, y-c.Y)
				if (bestD < 0 || d < bestD) && e.mayEndAt(c.ID, s) {
					best, bestD = s, d
				}
			}
		}
		if bestD >= 0 {
			return best, true
		}
	}
	return PathStep{}, false
}

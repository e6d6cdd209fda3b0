package engine

import (
	"fmt"
	"strings"
)

// ResolveReaction resolves one waiting attack of opportunity: taken (the
// reacting creature spends its reaction) or declined. Dropped says the mover
// fell: its movement ends where it stands. When nothing waits any more, the
// movement goes on to the next trigger or to its end.
type ResolveReaction struct {
	By      string
	Taken   bool
	Dropped bool
	// Target is what a taken attack targets when a ridden mount provokes:
	// the mount or its rider (Provocation.Rider); "" is the mover.
	Target string
}

// String describes the action for the log.
func (a ResolveReaction) String() string {
	verb := "declines"
	if a.Taken {
		verb = "takes"
	}
	s := fmt.Sprintf("%s %s its attack of opportunity", a.By, verb)
	if a.Taken && a.Target != "" {
		s += " on " + a.Target
	}
	return s
}

func (a ResolveReaction) apply(e *Encounter) (string, error) {
	pm := e.Turn.Pending
	if pm == nil {
		return "", fmt.Errorf("engine: no attack of opportunity is waiting")
	}
	i := -1
	for j, p := range pm.Waiting {
		if p.By == a.By {
			i = j
		}
	}
	if i < 0 {
		return "", fmt.Errorf("engine: %s has no attack of opportunity waiting (waiting: %s)", a.By, waitingWords(pm.Waiting))
	}
	if w := pm.Waiting[i]; a.Target != "" && a.Target != pm.Who && a.Target != w.Rider {
		if w.Rider == "" {
			return "", fmt.Errorf("engine: %s's attack of opportunity targets %s, the mover", a.By, pm.Who)
		}
		return "", fmt.Errorf("engine: %s's attack of opportunity targets %s or its rider %s, not %s", a.By, pm.Who, w.Rider, a.Target)
	}
	msg := a.String()
	if a.Taken {
		r, err := e.Lookup(a.By)
		if err != nil {
			return "", err
		}
		r.ReactionUsed = true
	}
	waiting := append(append([]Provocation(nil), pm.Waiting[:i]...), pm.Waiting[i+1:]...)
	if a.Dropped {
		e.Turn.Pending = nil
		m := e.Creature(pm.Who)
		e.setPos(m, pm.Back)
		msg = fmt.Sprintf("%s; %s falls and its movement ends at (%d,%d)", msg, pm.Who, m.X, m.Y)
		if f := pm.Then; f != nil {
			msg += "; " + e.afterFall(f)
		}
		return msg, nil
	}
	if len(waiting) > 0 {
		e.Turn.Pending = &PendingMove{Who: pm.Who, Steps: pm.Steps, Waiting: waiting, Later: pm.Later, Back: pm.Back, Then: pm.Then}
		return msg, nil
	}
	return msg + "; " + e.proceed(pm.Who, pm.Steps, pm.Later, pm.Back, pm.Then), nil
}

func waitingWords(ps []Provocation) string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.By
	}
	return strings.Join(ids, ", ")
}

// proceed moves who along steps (steps[0] is where it stands) up to the
// first position where a provocation of provs triggers, and leaves the rest
// pending; with none, to the end, and then does what follows the movement
// (then, nil for nothing). back is the last position where it may end
// before steps[0] (steps[0] itself when it may end there). It returns what
// happened.
func (e *Encounter) proceed(who string, steps []PathStep, provs []Provocation, back PathStep, then *FollowUp) string {
	e.Turn.Pending = nil
	if len(provs) == 0 {
		e.advance(who, steps, len(steps)-1)
		last := steps[len(steps)-1]
		msg := fmt.Sprintf("%s moves to (%d,%d)", who, last.X, last.Y)
		if len(steps) == 1 {
			msg = ""
		}
		if then != nil {
			msg = joinMsg(msg, e.runFollowUp(then))
		}
		return msg
	}
	at := provs[0].Step
	var waiting, later []Provocation
	for _, p := range provs {
		p.Step -= at
		if p.Step == 0 {
			waiting = append(waiting, p)
		} else {
			later = append(later, p)
		}
	}
	for j := at; j >= 0; j-- {
		if e.mayEndAt(who, steps[j]) {
			back = steps[j]
			break
		}
	}
	e.advance(who, steps, at)
	rest := append([]PathStep(nil), steps[at:]...)
	e.Turn.Pending = &PendingMove{Who: who, Steps: rest, Waiting: waiting, Later: later, Back: back, Then: then}
	parts := make([]string, len(waiting))
	for i, p := range waiting {
		parts[i] = p.By + " (" + p.Why + ")"
	}
	if len(steps) == 1 {
		return fmt.Sprintf("attack of opportunity from %s; take or decline it", strings.Join(parts, ", "))
	}
	return fmt.Sprintf("%s stops at (%d,%d): attack of opportunity from %s; take or decline it",
		who, steps[at].X, steps[at].Y, strings.Join(parts, ", "))
}

// advance moves who to steps[to], paying the steps' feet and diagonals when
// it is the active creature.
func (e *Encounter) advance(who string, steps []PathStep, to int) {
	c := e.Creature(who)
	if c == nil || to <= 0 {
		return
	}
	e.setPos(c, steps[to])
	if e.Turn.Active != who {
		return
	}
	for _, st := range steps[1 : to+1] {
		e.Turn.Moved += st.Feet
		e.Turn.Diagonals += e.System.StepCost(st.Kind, e.Options).Diagonals
	}
}

// mayEndAt reports whether who may end its movement in the space of step s.
func (e *Encounter) mayEndAt(who string, s PathStep) bool {
	p := e.scratch()
	if p.prepare(e, MoveQuery{Who: who}) != nil {
		return false
	}
	r := rectAt(s.X, s.Y, shape{W: s.W, H: s.H})
	if ok, _ := p.fit.standIn(r); !ok {
		return false
	}
	bad, _ := p.endProblem(r)
	return !bad
}

// here returns the step standing for c's current space.
func here(c *Creature) PathStep { return PathStep{X: c.X, Y: c.Y, W: c.SpaceW, H: c.SpaceH} }

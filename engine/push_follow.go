package engine

import (
	"fmt"
	"sort"

	"battlemap/grid"
)

// doFollow moves the pusher after the creature it pushed, as its own
// movement: as far as the target really went (f.FromX, f.FromY is where it
// stood), no farther than f.Squares, straight in the push's direction.
// PF2e: a Stride of the same distance, which the pusher's Speed must cover
// (CRB p.243, Shove), triggering reactions as a Stride does. PF1e and 3.5:
// no farther than the pusher's speed (RULES.md B13, C13), provoking from
// others than the creature pushed; it counts as moving this round (no
// 5-foot step after it).
func (e *Encounter) doFollow(f *FollowUp) string {
	by, t := e.Creature(f.By), e.Creature(f.Target)
	dist := min(max(abs(t.X-f.FromX), abs(t.Y-f.FromY)), f.Squares)
	if dist == 0 {
		return f.By + " does not follow: " + f.Target + " did not move"
	}
	steps, why := e.forcedPath(by, f.Dir, dist)
	steps = e.priceSteps(by, steps)
	pf2e := e.System.ID() == "pf2e"
	speed := e.speedOf(by)
	if pf2e {
		switch {
		case len(steps)-1 < dist:
			return fmt.Sprintf("%s cannot follow the same distance (%s): it stays (PF2e CRB p.243, Shove)", f.By, why)
		case steps[len(steps)-1].Total > speed:
			return fmt.Sprintf("%s cannot follow: %d ft is more than its Speed of %d ft (PF2e CRB p.243, Shove)", f.By, steps[len(steps)-1].Total, speed)
		}
	}
	note := ""
	if !pf2e {
		for k := len(steps) - 1; k > 0 && steps[k].Total > speed; k-- {
			steps = steps[:k]
			note = fmt.Sprintf("%s follows only as far as its speed of %d ft (%s)", f.By, speed, e.citeOf(topicBullRush))
		}
		e.Turn.Econ.Moved = true // it moved this round: no 5-foot step
	}
	if len(steps) < 2 {
		return joinMsg(note, f.By+" cannot follow: "+why)
	}
	skip := f.Target
	if pf2e {
		skip = "" // a Stride: every reaction it triggers
	}
	provs := e.provocations(by, spacesOf(steps), ProvokeMove, skip)
	last := steps[len(steps)-1]
	moved := e.proceed(f.By, steps, provs, here(by), nil)
	if len(provs) == 0 {
		moved = fmt.Sprintf("%s follows to (%d,%d)", f.By, last.X, last.Y)
	}
	return joinMsg(note, moved)
}

// priceSteps prices a straight path of c's as its own movement this turn:
// each step costs what the system says, the diagonals counted on from those
// c has moved (forced movement is priced 5 ft a square).
func (e *Encounter) priceSteps(c *Creature, steps []PathStep) []PathStep {
	diag := 0
	if e.Turn.Active == c.ID && (e.Options.DiagonalScope != ScopeMove) && e.System.Alternates(e.Options) {
		diag = e.Turn.Diagonals
	}
	total := 0
	out := append([]PathStep(nil), steps...)
	for i := 1; i < len(out); i++ {
		k := out[i].Kind
		k.Ordinal = diag + 1
		c := e.System.StepCost(k, e.Options)
		out[i].Kind, out[i].Feet = k, c.Feet
		total += c.Feet
		out[i].Total = total
		diag += c.Diagonals
	}
	return out
}

// pushChain pushes t, and the creatures it runs into, in direction d (the
// PF1e bull rush, RULES.md B13): t goes up to n squares; each creature met
// joins the push with the table's next result from chain (its squares in
// all, 0 a failure), and all move together until one of them has gone as
// far as its own result allows or the way is shut. It returns how far t
// went and why it stopped.
func (e *Encounter) pushChain(by, t *Creature, d grid.Dir, n int, chain []int) (int, string) {
	group := []*Creature{t}
	allow := []int{n}
	moved := []int{0}
	next := 0
	for {
		for i, c := range group {
			if moved[i] >= allow[i] {
				if i == 0 {
					return moved[0], ""
				}
				return moved[0], fmt.Sprintf("%s has gone as far as the result against it allows", c.ID)
			}
		}
		blocker, why := e.groupStep(group, d)
		if why == "" {
			for i := range moved {
				moved[i]++
			}
			continue
		}
		switch {
		case blocker == nil:
			return moved[0], why
		case next >= len(chain):
			e.chainNeed = blocker.ID
			return moved[0], fmt.Sprintf("%s is in the way (roll against %s, at −4 for each creature beyond the first, to push on: %s)", blocker.ID, blocker.ID, e.citeOf(topicBullRush))
		case int(blocker.Size) > int(by.Size)+1:
			return moved[0], fmt.Sprintf("%s, in the way, is more than one size larger than %s", blocker.ID, by.ID)
		case chain[next] == 0:
			return moved[0], fmt.Sprintf("the bull rush against %s, in the way, fails", blocker.ID)
		}
		group = append(group, blocker)
		allow = append(allow, chain[next])
		moved = append(moved, 0)
		next++
	}
}

// groupStep moves every creature of group one square in direction d, the
// one farthest ahead first, so that each steps into space the one ahead
// left. When one cannot (a wall, the map's edge, a creature), none moves:
// it returns the creature in the way, if one is, and why.
func (e *Encounter) groupStep(group []*Creature, d grid.Dir) (*Creature, string) {
	dx, dy := d.D()
	order := append([]*Creature(nil), group...)
	sort.SliceStable(order, func(i, j int) bool {
		return order[i].X*dx+order[i].Y*dy > order[j].X*dx+order[j].Y*dy
	})
	in := func(o *Creature) bool {
		for _, c := range group {
			if c == o {
				return true
			}
		}
		return false
	}
	done := make([]PathStep, 0, len(order))
	undo := func() {
		for i := len(done) - 1; i >= 0; i-- {
			e.setPos(order[i], done[i])
		}
	}
	for _, c := range order {
		steps, why := e.forcedPath(c, d, 1)
		if len(steps) < 2 {
			undo()
			for _, o := range e.occupantsOf(c, c.Rect().Move(dx, dy)) {
				if !in(o) {
					return o, why
				}
			}
			return nil, why
		}
		done = append(done, here(c))
		e.setPos(c, steps[1])
	}
	return nil, ""
}

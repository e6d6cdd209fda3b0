package overlay

import (
	"fmt"

	"battlemap/engine"
)

// Movement is where a creature can move now: every square it may end in
// within its turn, with the cheapest cost.
type Movement struct {
	Who string
	// Action and Turn are the budgets in feet: one move action and the
	// whole turn, less what the active creature has already moved.
	Action, Turn int
	// Diagonals is the diagonal count the search started from.
	Diagonals int
	// Squares holds every square within Turn, start included (cost 0).
	Squares []engine.Reached
	// Bands, for the creature whose turn it is, holds each square's band
	// (1: one more move action reaches it, 2: the remaining ones do),
	// parallel to Squares; nil for other creatures, whose bands follow the
	// feet (Band).
	Bands []uint8
	// Plan is the active creature's movement left (engine.MovementLeft).
	Plan engine.MovePlan
	Err  error
}

// BandAt returns the band of square (x,y): 1 within one more action, 2
// within the turn, 0 out of reach.
func (m *Movement) BandAt(x, y int) int {
	for i, q := range m.Squares {
		if q.X == x && q.Y == y {
			if m.Bands != nil {
				return int(m.Bands[i])
			}
			return m.Band(q.Feet)
		}
	}
	return 0
}

// SquareBand returns the band of Squares[i].
func (m *Movement) SquareBand(i int) int {
	if m.Bands != nil {
		return int(m.Bands[i])
	}
	return m.Band(m.Squares[i].Feet)
}

// Band returns 1 for a cost within one action, 2 within the turn, 0 beyond
// (creatures whose turn it is not).
func (m *Movement) Band(feet int) int {
	switch {
	case feet <= m.Action:
		return 1
	case feet <= m.Turn:
		return 2
	}
	return 0
}

// Budgets returns the one-action and whole-turn budgets of creature c in e,
// and the diagonals it has moved this turn: the active creature's movement
// so far is taken off both.
func Budgets(e *engine.Encounter, c *engine.Creature) (action, turn, diagonals int) {
	action, turn = e.ActionAllowance(c), e.TurnAllowance(c)
	if e.Turn.Active == c.ID {
		action -= e.Turn.Moved
		turn -= e.Turn.Moved
		diagonals = e.Turn.Diagonals
	}
	return max(action, 0), max(turn, 0), diagonals
}

// mvKey identifies what a movement answer depends on.
type mvKey struct {
	enc *engine.Encounter
	ver uint64
	who string
}

// Movement returns where who can move in e at state version ver. It
// searches only when e, ver or who changed since the last call; the search
// tree is kept for Preview.
func (c *Computer) Movement(e *engine.Encounter, ver uint64, who string) *Movement {
	k := mvKey{e, ver, who}
	if c.mvOK && c.mvKey == k {
		return &c.mv
	}
	c.mvKey, c.mvOK = k, true
	c.pvOK = false // the preview walks this search's tree
	c.mv = Movement{Who: who, Squares: c.mv.Squares[:0], Bands: c.mv.Bands[:0]}
	cr := e.Creature(who)
	if cr == nil {
		c.mv.Err = fmt.Errorf("overlay: no creature %q to move", who)
		return &c.mv
	}
	if c.planner == nil {
		c.planner = engine.NewPlanner()
	}
	c.Searches++
	if e.Turn.Active == who {
		return c.activeMovement(e, cr)
	}
	c.mv.Bands = nil
	act, turn, dia := Budgets(e, cr)
	c.mv.Action, c.mv.Turn, c.mv.Diagonals = act, turn, dia
	q := engine.MoveQuery{Who: who, Action: engine.Move, Diagonals: dia, Budget: turn}
	if err := c.planner.Search(e, q); err != nil {
		c.mv.Err = err
		return &c.mv
	}
	c.mv.Squares = c.planner.Reachable(c.mv.Squares)
	return &c.mv
}

// activeMovement is the movement the creature whose turn it is has left,
// as its system counts it (engine.MovementLeft): band 1 is what one more
// move action reaches, band 2 what the remaining ones reach (5e: one pool,
// all band 1). The diagonal count carries over from what it moved.
func (c *Computer) activeMovement(e *engine.Encounter, cr *engine.Creature) *Movement {
	plan := e.MovementLeft(cr)
	n := max(plan.Actions, 1)
	c.mv.Plan = plan
	c.mv.Diagonals = e.Turn.Diagonals
	c.mv.Action, c.mv.Turn = plan.Budget, plan.Budget*n
	if plan.Actions == 0 {
		c.mv.Action, c.mv.Turn = 0, 0
	}
	q := engine.MoveQuery{Who: cr.ID, Action: engine.Move, Diagonals: e.Turn.Diagonals, Budget: c.mv.Action, Actions: n}
	if err := c.planner.Search(e, q); err != nil {
		c.mv.Err = err
		return &c.mv
	}
	c.mv.Squares = c.planner.Reachable(c.mv.Squares)
	for _, r := range c.mv.Squares {
		band := uint8(1)
		if c.planner.ActionsUsed(r.X, r.Y) > 1 {
			band = 2
		}
		c.mv.Bands = append(c.mv.Bands, band)
	}
	return &c.mv
}

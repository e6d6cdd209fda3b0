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
	Err     error
}

// Band returns 1 for a cost within one action, 2 within the turn, 0 beyond.
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
	c.mv = Movement{Who: who, Squares: c.mv.Squares[:0]}
	cr := e.Creature(who)
	if cr == nil {
		c.mv.Err = fmt.Errorf("overlay: no creature %q to move", who)
		return &c.mv
	}
	act, turn, dia := Budgets(e, cr)
	c.mv.Action, c.mv.Turn, c.mv.Diagonals = act, turn, dia
	if c.planner == nil {
		c.planner = engine.NewPlanner()
	}
	c.Searches++
	q := engine.MoveQuery{Who: who, Action: engine.Move, Diagonals: dia, Budget: turn}
	if err := c.planner.Search(e, q); err != nil {
		c.mv.Err = err
		return &c.mv
	}
	c.mv.Squares = c.planner.Reachable(c.mv.Squares)
	return &c.mv
}

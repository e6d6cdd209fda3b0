package engine

import (
	"fmt"
)

// Action is something the table does to the encounter: a move, the end of a
// turn. Actions go through Encounter.Apply, which checks them against the
// rules and changes nothing when they are illegal.
type Action interface {
	// apply checks the action and changes e; on error e is untouched.
	apply(e *Encounter) (string, error)
	// String describes the action.
	String() string
}

// MoveTo moves a creature along the cheapest legal path to the square
// (X,Y) (its space's top-left square), by the given kind of movement.
type MoveTo struct {
	Who  string
	X, Y int
	Kind MoveAction
}

func (a MoveTo) String() string { return fmt.Sprintf("%s %s to (%d,%d)", a.Who, a.Kind, a.X, a.Y) }

func (a MoveTo) apply(e *Encounter) (string, error) {
	c, err := e.Lookup(a.Who)
	if err != nil {
		return "", err
	}
	if c.Mount != "" {
		return "", fmt.Errorf("engine: %s rides %s: move the mount, or dismount first", a.Who, c.Mount)
	}
	if c.X == a.X && c.Y == a.Y {
		return "", fmt.Errorf("engine: %s is already at (%d,%d)", a.Who, a.X, a.Y)
	}
	if e.Turn.Active == a.Who {
		// On its turn the move is paid from its actions (economy.go).
		return TurnMove{Who: a.Who, X: a.X, Y: a.Y, Mode: e.moveToMode(c, a.Kind)}.apply(e)
	}
	// Outside its turn the table moves it as far as a whole turn would take
	// it: three Strides, a double move, movement plus a Dash.
	plan := e.MovementLeft(c)
	if e.System.ID() == "dnd5e" {
		plan.Budget = 2 * c.Speed
	}
	p := e.planner()
	if err := p.Search(e, MoveQuery{Who: a.Who, Action: a.Kind, Budget: plan.Budget, Actions: plan.Actions}); err != nil {
		return "", err
	}
	feet, ok := p.Best(a.X, a.Y)
	if !ok {
		return "", fmt.Errorf("engine: %s cannot move to (%d,%d): %s", a.Who, a.X, a.Y, p.WhyNot(a.X, a.Y))
	}
	path := p.Path(a.X, a.Y)
	e.setPos(c, path.Steps[len(path.Steps)-1])
	return fmt.Sprintf("%s moved to (%d,%d): %d ft", a.Who, a.X, a.Y, feet), nil
}

// EndTurn ends the active creature's turn: its diagonal count and movement
// reset (RULES.md A18: the count resets at the end of the turn).
type EndTurn struct{}

func (EndTurn) String() string { return "end turn" }

func (EndTurn) apply(e *Encounter) (string, error) {
	who := e.Turn.Active
	e.Turn.Active, e.Turn.Diagonals, e.Turn.Moved, e.Turn.WasFlatFooted = "", 0, 0, false
	e.Turn.Econ, e.Turn.Pending = Economy{}, nil
	if who == "" {
		return "no turn to end", nil
	}
	return fmt.Sprintf("%s ends its turn", who), nil
}

// StartTurn makes a creature the active one, with a fresh diagonal count.
type StartTurn struct{ Who string }

func (a StartTurn) String() string { return "start the turn of " + a.Who }

func (a StartTurn) apply(e *Encounter) (string, error) {
	if _, err := e.Lookup(a.Who); err != nil {
		return "", err
	}
	if e.Turn.Active == "" || e.Turn.Active != a.Who {
		e.Turn.Round = max(e.Turn.Round, 1)
	}
	e.Turn.Active, e.Turn.Diagonals, e.Turn.Moved, e.Turn.WasFlatFooted = a.Who, 0, 0, false
	e.Turn.Econ, e.Turn.Pending = Economy{}, nil
	return fmt.Sprintf("%s starts its turn", a.Who), nil
}

// Apply checks action a against the rules and applies it. On error the
// encounter is exactly as before. A successful action can be undone.
func (e *Encounter) Apply(a Action) error {
	if pm := e.Turn.Pending; pm != nil {
		if _, ok := a.(ResolveReaction); !ok {
			return fmt.Errorf("engine: %s's movement waits on attacks of opportunity (%s): take or decline them first", pm.Who, waitingWords(pm.Waiting))
		}
	}
	before := e.Snap()
	msg, err := a.apply(e)
	if err != nil {
		e.restore(before)
		return err
	}
	e.Log = append(e.Log, msg)
	e.record(before, msg)
	return nil
}

// Check reports whether action a would be applied, and why not, without
// changing the encounter or its history: the app greys the buttons of
// illegal actions with the engine's reason.
func (e *Encounter) Check(a Action) error {
	if pm := e.Turn.Pending; pm != nil {
		if _, ok := a.(ResolveReaction); !ok {
			return fmt.Errorf("engine: %s's movement waits on attacks of opportunity (%s): take or decline them first", pm.Who, waitingWords(pm.Waiting))
		}
	}
	before := e.Snap()
	_, err := a.apply(e)
	e.restore(before)
	return err
}

// planner returns the encounter's own planner for applying actions.
func (e *Encounter) planner() *Planner {
	if e.pl == nil {
		e.pl = NewPlanner()
	}
	return e.pl
}

// scratch returns a second planner of the encounter for the rules' own
// checks (a path's legality, where a creature may end), so that they reuse
// their buffers instead of building them per call. Its tree is never kept
// between calls.
func (e *Encounter) scratch() *Planner {
	if e.aux == nil {
		e.aux = NewPlanner()
	}
	return e.aux
}

// ActionAllowance returns how far one move action takes c: one Stride, one
// move action, or its speed in 5e (RULES.md A2, B2, C2, D2).
func (e *Encounter) ActionAllowance(c *Creature) int { return c.Speed }

// TurnAllowance returns how far c may move in a whole turn at most: three
// Strides in PF2e, a double move in PF1e and 3.5, speed plus Dash in 5e
// (RULES.md A2, B2, C2, D2). The planner's Actions count pays each square
// within one action; this is only the upper bound.
func (e *Encounter) TurnAllowance(c *Creature) int {
	if e.System.ID() == "pf2e" {
		return 3 * c.Speed
	}
	return 2 * c.Speed
}

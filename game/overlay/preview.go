package overlay

import (
	"fmt"

	"battlemap/engine"
)

// Preview is the movement to one hovered square: the cheapest path from
// the kept search, what it costs step by step, and the attacks of
// opportunity moving there would stop for (engine.MoveProvokes: none for a
// creature outside its turn, none after 5e's Disengage).
type Preview struct {
	Who  string
	X, Y int
	// OK: a legal movement within the turn ends there (Path has its steps).
	OK   bool
	Path engine.Path
	// Why says why no movement ends there.
	Why string
	// Provokes lists the reactions the path triggers; ProvokeErr is set
	// when the engine could not say (NotYet until it can).
	Provokes   []engine.Provocation
	ProvokeErr error
	// Safe is the cheapest path that provokes nobody, when it differs from
	// Path; SafeErr says why there is none (NotYet until the engine offers
	// it). Only asked when Path provokes someone.
	Safe    engine.Path
	SafeErr error
}

// pvKey identifies what a preview depends on.
type pvKey struct {
	mv   mvKey
	x, y int
}

// Preview returns the movement of who to (x,y) in e at version ver. It
// reuses the search of Movement (running it first if needed) and is
// recomputed only when the square, the creature or the version changed.
func (c *Computer) Preview(e *engine.Encounter, ver uint64, who string, x, y int) *Preview {
	mv := c.Movement(e, ver, who)
	k := pvKey{c.mvKey, x, y}
	if c.pvOK && c.pvKey == k {
		return &c.pv
	}
	c.pvKey, c.pvOK = k, true
	c.Previews++
	c.pv = Preview{Who: who, X: x, Y: y, Provokes: c.pv.Provokes[:0]}
	if mv.Err != nil {
		c.pv.Why = mv.Err.Error()
		return &c.pv
	}
	p := c.planner.Path(x, y)
	if len(p.Steps) == 0 {
		c.pv.Why = c.planner.WhyNot(x, y)
		return &c.pv
	}
	c.pv.OK, c.pv.Path = true, p
	if len(p.Steps) < 2 {
		return &c.pv
	}
	c.squares = c.squares[:0]
	for _, s := range p.Steps {
		c.squares = append(c.squares, engine.Square{X: s.X, Y: s.Y})
	}
	// The engine's own rule for what the move will ask (Disengage, a Step,
	// a creature moved outside its turn): the marks never disagree with
	// the move.
	prov, err := e.MoveProvokes(who, c.squares, engine.Move)
	c.pv.Provokes = append(c.pv.Provokes, prov...)
	c.pv.ProvokeErr = err
	if err == nil && len(prov) > 0 {
		safe := c.SafePath
		if safe == nil {
			safe = c.EngineSafePath
		}
		sp, serr := safe(e, who, x, y, mv.Turn)
		c.pv.SafeErr = serr
		if serr == nil && !samePath(sp, p) {
			c.pv.Safe = sp
		}
	}
	return &c.pv
}

// samePath reports whether two paths visit the same positions.
func samePath(a, b engine.Path) bool {
	if len(a.Steps) != len(b.Steps) {
		return false
	}
	for i := range a.Steps {
		if a.Steps[i].X != b.Steps[i].X || a.Steps[i].Y != b.Steps[i].Y {
			return false
		}
	}
	return true
}

// SafePathFunc finds the cheapest path of who to (x,y) within budget feet
// that triggers no attack of opportunity. It is the one place the safe-path
// search plugs in: Computer.SafePath may replace it (tests, other engines).
type SafePathFunc func(e *engine.Encounter, who string, x, y, budget int) (engine.Path, error)

// EngineSafePath is the default SafePathFunc: the engine's planner with
// engine.AvoidAll, which leaves out every step that provokes. Like the
// movement overlay it searches once per state and creature (within the
// turn's budget) and reads each hovered square's path from the kept tree.
func (c *Computer) EngineSafePath(e *engine.Encounter, who string, x, y, budget int) (engine.Path, error) {
	if c.safePlanner == nil {
		c.safePlanner = engine.NewPlanner()
	}
	k := safeKey{c.mvKey, budget}
	if !c.safeOK || c.safeKey != k {
		c.safeKey, c.safeOK = k, true
		q := engine.MoveQuery{Who: who, Action: engine.Move, Avoid: engine.AvoidAll, Budget: budget}
		if e.Turn.Active == who {
			q.Diagonals = e.Turn.Diagonals
		}
		c.safeErr = c.safePlanner.Search(e, q)
	}
	if c.safeErr != nil {
		return engine.Path{}, c.safeErr
	}
	p := c.safePlanner.Path(x, y)
	if len(p.Steps) == 0 {
		return engine.Path{}, fmt.Errorf("overlay: no path to (%d,%d) within %d ft provokes nobody", x, y, budget)
	}
	return p, nil
}

// safeKey identifies the kept no-provoke search.
type safeKey struct {
	mv     mvKey
	budget int
}

// NoSafePath is a SafePathFunc that offers no path: set it to switch the
// search for a path that provokes nobody off.
func NoSafePath(e *engine.Encounter, who string, x, y, budget int) (engine.Path, error) {
	return engine.Path{}, fmt.Errorf("overlay: a path that provokes nobody: %w", engine.ErrNotSupported)
}

package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// MoveMode is how the active creature moves on its turn.
type MoveMode uint8

// The ways to move (RULES.md A2, B2, C2, D2, B14, C14).
const (
	// ModeMove is ordinary movement: PF2e Strides (as many as it takes),
	// PF1e/3.5 a move action or a double move, 5e movement.
	ModeMove MoveMode = iota
	// ModeStep is PF2e's Step or the PF1e/3.5 5-foot step.
	ModeStep
	// ModeCrawl is crawling while prone.
	ModeCrawl
	// ModeRun is the PF1e/3.5 run: up to 4× speed in a straight line,
	// no difficult terrain, a full-round action.
	ModeRun
	// ModeWithdraw is the PF1e/3.5 withdraw: up to 2× speed, the first
	// square safe from visible enemies, a full-round action.
	ModeWithdraw
	// ModeCharge is the PF1e/3.5 charge at Target: a straight lane to the
	// nearest square from which to attack it, 10 ft to 2× speed. The rules
	// set where it ends (ChargeEnd); TurnMove's X and Y are not used.
	ModeCharge
	// ModeMinimum is PF1e/3.5 minimum movement: 5 ft in any direction as a
	// full-round action, whatever the terrain costs.
	ModeMinimum
)

var modeNames = [...]string{"move", "step", "crawl", "run", "withdraw", "charge", "minimum move"}

// String names the mode.
func (m MoveMode) String() string { return modeNames[m] }

// TurnMove moves the active creature by its system's economy: the actions
// it spends are charged, the path is the cheapest legal one, and attacks of
// opportunity stop it where they trigger (ResolveReaction goes on).
type TurnMove struct {
	Who    string
	X, Y   int
	Mode   MoveMode
	Target string // the charge's target
	// HeavyArmor: a run in heavy armour goes 3× speed instead of 4×
	// (RULES.md B2, C2).
	HeavyArmor bool
}

// String describes the action for the log.
func (a TurnMove) String() string {
	return fmt.Sprintf("%s: %s to (%d,%d)", a.Who, a.Mode, a.X, a.Y)
}

// turnCheck makes sure it is who's turn and nothing is pending.
func (e *Encounter) turnCheck(who string) (*Creature, error) {
	c, err := e.Lookup(who)
	if err != nil {
		return nil, err
	}
	if e.Turn.Active != who {
		if e.Turn.Active == "" {
			return nil, fmt.Errorf("engine: no turn is running: start %s's turn first", who)
		}
		return nil, fmt.Errorf("engine: it is %s's turn, not %s's", e.Turn.Active, who)
	}
	if pm := e.Turn.Pending; pm != nil {
		return nil, fmt.Errorf("engine: resolve the attacks of opportunity on %s first (%s)", pm.Who, waitingWords(pm.Waiting))
	}
	return c, nil
}

// spendMove charges n move actions in PF1e/3.5: the move action first, then
// the standard action in its place.
func (ec *Economy) spendMove(n int) {
	for ; n > 0; n-- {
		if !ec.MoveAct {
			ec.MoveAct = true
		} else {
			ec.Standard = true
		}
	}
}

func (a TurnMove) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	ec := &e.Turn.Econ
	q := MoveQuery{Who: a.Who, Diagonals: e.Turn.Diagonals, Budget: c.MoveSpeed()}
	act := ProvokeMove
	x, y := a.X, a.Y
	var charge func(int)
	d20 := e.System.Opportunity() == LeaveThreatened
	switch {
	case e.System.ID() == "pf2e":
		left := PF2eActions - ec.Actions
		if left <= 0 {
			return "", errors.New("engine: no actions left this turn")
		}
		switch a.Mode {
		case ModeMove:
			if c.Has(Prone) {
				return "", fmt.Errorf("engine: %s is prone: it can Crawl or Stand (PF2e CRB p.470–471)", a.Who)
			}
			q.Actions = left
		case ModeStep:
			q.Action, act = Step, ProvokeStep
		case ModeCrawl:
			if !c.Has(Prone) {
				return "", fmt.Errorf("engine: %s is not prone: Crawl is for prone creatures", a.Who)
			}
			q.Action = Crawl
		default:
			return "", fmt.Errorf("engine: PF2e has no %s", a.Mode)
		}
		charge = func(used int) { ec.Actions += used }
	case d20:
		full := !ec.Standard && !ec.MoveAct && !ec.FullRound && !ec.FiveFoot
		needFull := func() error {
			if !full {
				return fmt.Errorf("engine: a %s is a full-round action: %s has already acted this round", a.Mode, a.Who)
			}
			if c.Has(Prone) {
				return fmt.Errorf("engine: %s is prone: stand up first", a.Who)
			}
			return nil
		}
		switch a.Mode {
		case ModeMove:
			switch {
			case c.Has(Prone):
				return "", fmt.Errorf("engine: %s is prone: stand up (a move action that provokes) or crawl 5 ft", a.Who)
			case ec.FiveFoot:
				return "", errors.New("engine: after a 5-foot step no other movement this round (RULES.md B2, C2)")
			}
			n := e.MovementLeft(c).Actions
			if n == 0 {
				return "", errors.New("engine: no move action left this round")
			}
			q.Actions = n
			charge = func(used int) { ec.spendMove(used); ec.Moved = true }
		case ModeStep:
			if ec.Moved || ec.FiveFoot {
				return "", errors.New("engine: a 5-foot step only in a round without other movement (RULES.md B2, C2)")
			}
			q.Action, act = Step, ProvokeStep
			charge = func(int) { ec.FiveFoot = true }
		case ModeCrawl:
			if !c.Has(Prone) {
				return "", fmt.Errorf("engine: %s is not prone", a.Who)
			}
			if e.MovementLeft(c).Actions == 0 {
				return "", errors.New("engine: crawling is a move action, and none is left")
			}
			q.Action = Crawl
			charge = func(int) { ec.spendMove(1); ec.Moved = true }
		case ModeRun, ModeWithdraw, ModeMinimum:
			if err := needFull(); err != nil {
				return "", err
			}
			switch a.Mode {
			case ModeRun:
				q.Budget = 4 * c.MoveSpeed()
				if a.HeavyArmor {
					q.Budget = 3 * c.MoveSpeed()
				}
				q.Lane = &grid.Rect{X: x, Y: y, W: c.SpaceW, H: c.SpaceH}
				q.Unhampered = true
			case ModeWithdraw:
				q.Budget, act = 2*c.MoveSpeed(), ProvokeWithdraw
			case ModeMinimum:
				q.Budget = -1
				if abs(x-c.X) > 1 || abs(y-c.Y) > 1 {
					return "", errors.New("engine: minimum movement is 5 ft, one square")
				}
			}
			charge = func(int) { ec.FullRound, ec.Moved = true, true }
		case ModeCharge:
			if err := needFull(); err != nil {
				return "", err
			}
			end, err := e.ChargeEnd(a.Who, a.Target)
			if err != nil {
				return "", err
			}
			x, y = end.X, end.Y // X and Y are not used: the rules set the end
			q.Budget, act = 2*c.MoveSpeed(), ProvokeCharge
			q.Lane = &grid.Rect{X: x, Y: y, W: c.SpaceW, H: c.SpaceH}
			q.Unhampered = true
			charge = func(int) { ec.FullRound, ec.Moved, ec.Charged = true, true, true }
		}
	default: // 5e: one pool of movement, split as the creature likes (D2)
		if a.Mode != ModeMove && a.Mode != ModeCrawl {
			return "", fmt.Errorf("engine: D&D 5e has no %s: use movement, Dash or Disengage", a.Mode)
		}
		q.Budget = e.MovementLeft(c).Budget
		if q.Budget <= 0 {
			return "", errors.New("engine: no movement left this turn (Dash gives more)")
		}
		if a.Mode == ModeCrawl || c.Has(Prone) {
			q.Action = Crawl
		}
		if ec.Disengaged {
			act = ProvokeDisengage
		}
		charge = func(int) {}
	}
	p := e.planner()
	if err := p.Search(e, q); err != nil {
		return "", err
	}
	feet, ok := p.Best(x, y)
	if !ok {
		return "", fmt.Errorf("engine: %s cannot %s to (%d,%d): %s", a.Who, a.Mode, x, y, p.WhyNot(x, y))
	}
	if a.Mode == ModeMinimum {
		feet = 5
	}
	path := p.Path(x, y)
	used := p.ActionsUsed(x, y)
	squares := make([]Square, path.Len())
	for i, s := range path.Steps {
		squares[i] = Square{s.X, s.Y}
	}
	provs, err := e.Provokes(a.Who, squares, act)
	if err != nil {
		return "", err
	}
	charge(used)
	if a.Mode == ModeMinimum {
		path.Steps[len(path.Steps)-1].Feet = 5
	}
	msg := fmt.Sprintf("%s: %s to (%d,%d), %d ft", a.Who, a.Mode, x, y, feet)
	if e.System.ID() == "pf2e" && a.Mode == ModeMove {
		msg += fmt.Sprintf(" in %d Stride%s", used, plural(used))
	}
	return msg + "; " + e.proceed(a.Who, path.Steps, provs, here(c)), nil
}

// ChargeEnd returns where a charge by who at target ends: the nearest space
// (by the system's count) from which who can attack target, at least 10 ft
// away, reached by a straight lane with no square that blocks or slows
// movement or holds a creature that is not helpless, allies included
// (RULES.md B14, C14 and its implementation note).
func (e *Encounter) ChargeEnd(who, target string) (Square, error) {
	c, err := e.Lookup(who)
	if err != nil {
		return Square{}, err
	}
	t, err := e.Lookup(target)
	if err != nil {
		return Square{}, err
	}
	if t.Side == c.Side {
		return Square{}, fmt.Errorf("engine: %s is not an enemy of %s", target, who)
	}
	pl := e.scratch()
	if err := pl.prepare(e, MoveQuery{Who: who}); err != nil {
		return Square{}, err
	}
	var ls grid.LineScratch
	side := c.Size.Side()
	n := e.maxReach(c)/5 + side + 1
	tr := t.Rect()
	// The nearest spaces from which c can attack t. Among equally near ones
	// the straightest comes first (nearest as the crow flies).
	var cands []Square
	bestD := -1
	for y := max(0, tr.Y-n); y < min(e.Grid.H, tr.Y+tr.H+n); y++ {
		for x := max(0, tr.X-n); x < min(e.Grid.W, tr.X+tr.W+n); x++ {
			r := grid.Rect{X: x, Y: y, W: side, H: side}
			if r.Overlaps(tr) || !e.threatensSpace(c, r, tr, &ls) {
				continue
			}
			d := grid.Alternating.Squares(x-c.X, y-c.Y)
			switch {
			case bestD < 0 || d < bestD:
				cands, bestD = []Square{{x, y}}, d
			case d == bestD:
				cands = append(cands, Square{x, y})
			}
		}
	}
	if bestD < 0 {
		return Square{}, fmt.Errorf("engine: no square on the map lets %s attack %s", who, target)
	}
	if bestD < 2 {
		return Square{}, fmt.Errorf("engine: a charge moves at least 10 ft; %s is already next to the nearest square from which to attack %s", who, target)
	}
	crow := func(s Square) int { return (s.X-c.X)*(s.X-c.X) + (s.Y-c.Y)*(s.Y-c.Y) }
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && crow(cands[j]) < crow(cands[j-1]); j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
	var firstErr error
	for _, s := range cands {
		err := e.chargeLane(c, t, pl, s)
		if err == nil {
			return s, nil
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	return Square{}, firstErr
}

// chargeLane checks the end space of a charge and its lane: free to stand
// in, and no square the lane crosses (other than the charger's own) that
// blocks or slows movement or holds a creature that is not helpless.
func (e *Encounter) chargeLane(c, t *Creature, pl *Planner, best Square) error {
	target := t.ID
	side := c.Size.Side()
	r := grid.Rect{X: best.X, Y: best.Y, W: side, H: side}
	if ok, why := pl.fit.standIn(r); !ok {
		return fmt.Errorf("engine: the nearest square from which to attack %s, (%d,%d), is blocked: %s", target, best.X, best.Y, why)
	}
	if bad, why := pl.endProblem(r); bad {
		return fmt.Errorf("engine: the nearest square from which to attack %s, (%d,%d), is occupied: %s", target, best.X, best.Y, why)
	}
	// Every square the lane crosses, other than the charger's own.
	cr := c.Rect()
	dx, dy := best.X-c.X, best.Y-c.Y
	for y := min(cr.Y, r.Y); y < max(cr.Y+cr.H, r.Y+r.H); y++ {
		for x := min(cr.X, r.X); x < max(cr.X+cr.W, r.X+r.W); x++ {
			sq := grid.Rect{X: x, Y: y, W: 1, H: 1}
			if cr.Contains(x, y) || !grid.SweepMeets(cr, dx, dy, sq) {
				continue
			}
			if ok, why := pl.fit.square(x, y); !ok {
				return fmt.Errorf("engine: the charge lane is blocked: %s (RULES.md B14, C14)", why)
			}
			if e.Hamper(x, y) > 0 {
				return fmt.Errorf("engine: the charge lane crosses difficult terrain at (%d,%d) (RULES.md B14, C14)", x, y)
			}
			for _, o := range e.occupants(c, x, y) {
				if !o.Has(Helpless) && o != t {
					return fmt.Errorf("engine: %s at (%d,%d) stands in the charge lane, and a charge may not pass any creature, even an ally (RULES.md B14, C14)", o.ID, x, y)
				}
			}
		}
	}
	return nil
}

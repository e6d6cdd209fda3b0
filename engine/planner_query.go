package engine

import (
	"fmt"

	"battlemap/grid"
)

// Reached is a square where the mover may end, with the cheapest cost.
type Reached struct {
	X, Y int
	Feet int
}

// Search computes every legal movement of q.Who within q.Budget feet and
// keeps the search tree: Best, Path, Reachable and WhyNot then answer for
// any square without searching again.
func (p *Planner) Search(e *Encounter, q MoveQuery) error {
	if err := p.prepare(e, q); err != nil {
		return err
	}
	p.target = -1
	p.setBudget(q.Budget)
	p.run()
	return nil
}

func (p *Planner) setBudget(feet int) {
	switch {
	case p.oneStep:
		p.budget = 1 // a Step or a one-square crawl moves exactly 5 ft
		if feet >= 0 && feet < unitFeet {
			p.budget = 0
		}
	case feet < 0 && p.stages > 1:
		p.stages = 1
		p.budget = maxBudget
	case feet < 0:
		p.budget = maxBudget
	default:
		p.budget = feet / unitFeet
	}
}

// States returns how many search states the last search settled.
func (p *Planner) States() int { return p.states }

// best returns the cheapest settled state at square (x,y) where the mover
// may end, or -1.
func (p *Planner) best(x, y int) int32 {
	if x < 0 || y < 0 || x >= p.w || y >= p.h {
		return -1
	}
	i := y*p.w + x
	bestS, bestD := int32(-1), int32(0)
	for k := 0; k < p.nShapes; k++ {
		for par := 0; par < p.nPar; par++ {
			s := p.state(i, k, par)
			c, ok := p.cost(s)
			if !ok {
				continue
			}
			d := int32(c)
			if p.target < 0 && int(d) > p.limit {
				continue
			}
			if (bestS < 0 || d < bestD) && p.canEnd(s) {
				bestS, bestD = s, d
			}
		}
	}
	return bestS
}

// Best returns the cheapest cost in feet of ending at (x,y) within the last
// search, and whether the mover may end there at all.
func (p *Planner) Best(x, y int) (int, bool) {
	s := p.best(x, y)
	if s < 0 {
		return 0, false
	}
	return p.units(s) * unitFeet, true
}

// Reachable appends to dst every square where the mover may end within the
// last search's budget, with its cheapest cost, start included. It walks
// the settled states in the order the search settled them (cheapest first),
// so the first endable state of a square is its cheapest.
func (p *Planner) Reachable(dst []Reached) []Reached {
	n := p.w * p.h
	if len(p.mark) < n {
		p.mark = make([]uint32, n)
		p.markStamp = 0
	}
	p.markStamp++
	if p.markStamp == 0 {
		clear(p.mark)
		p.markStamp = 1
	}
	startI := p.mover.Y*p.w + p.mover.X
	p.mark[startI] = p.markStamp
	dst = append(dst, Reached{p.mover.X, p.mover.Y, 0})
	for _, s := range p.order {
		i, _, _ := p.unpack(s)
		if p.mark[i] == p.markStamp || p.g(s) > p.limit || !p.canEnd(s) {
			continue
		}
		p.mark[i] = p.markStamp
		dst = append(dst, Reached{i % p.w, i / p.w, p.units(s) * unitFeet})
	}
	return dst
}

func (p *Planner) contains(rs []Reached, x, y int) bool {
	for _, r := range rs {
		if r.X == x && r.Y == y {
			return true
		}
	}
	return false
}

// CostResult is the answer to a cost question.
type CostResult struct {
	OK   bool // a legal movement exists
	Feet int
	Path Path
	// Why says why no movement ends there (for a legal movement,
	// Path.Explain words the steps' reasons).
	Why string
}

// Cost finds the cheapest legal movement of q.Who to (x,y) (its space's
// top-left square), with no budget (q.Budget is ignored), by A*. The
// path's steps are the planner's buffer, valid until its next query (copy
// them to keep them).
func (p *Planner) Cost(e *Encounter, q MoveQuery, x, y int) (CostResult, error) {
	if err := p.prepare(e, q); err != nil {
		return CostResult{}, err
	}
	p.setBudget(-1)
	if !e.Grid.In(x, y) {
		return CostResult{Why: fmt.Sprintf("(%d,%d) is off the map", x, y)}, nil
	}
	p.target, p.tx, p.ty = y*p.w+x, x, y
	if p.oneStep {
		p.target = -1
		p.setBudget(unitFeet)
	}
	p.run()
	s := p.best(x, y)
	if s < 0 {
		return CostResult{Why: p.whyNot(x, y)}, nil
	}
	path := p.pathTo(s)
	return CostResult{OK: true, Feet: p.units(s) * unitFeet, Path: path}, nil
}

// Path returns the cheapest path of the last search to (x,y); it has no
// steps when the mover cannot end there. The steps are the planner's
// buffer, valid until its next query (copy them to keep them).
func (p *Planner) Path(x, y int) Path {
	s := p.best(x, y)
	if s < 0 {
		return Path{}
	}
	return p.pathTo(s)
}

// Refusal returns why the mover of the last search may not move that way
// at all (a prone creature asked to Stride, a Step with no feet left), or
// nil: the search then found every square the budget reaches.
func (p *Planner) Refusal() error { return p.stepErr }

// WhyNot explains why the mover cannot end at (x,y) within the last search.
func (p *Planner) WhyNot(x, y int) string { return p.whyNot(x, y) }

// whyNot diagnoses an unreachable square: the map, the creatures, the
// budget, or no way through.
func (p *Planner) whyNot(x, y int) string {
	if p.stepErr != nil {
		return p.stepErr.Error()
	}
	if !p.enc.Grid.In(x, y) {
		return fmt.Sprintf("(%d,%d) is off the map", x, y)
	}
	// Can the mover stand there at all?
	var standWhy string
	canStand := false
	for k, sh := range p.fit.shapes {
		r := grid.Rect{X: x, Y: y, W: sh.W, H: sh.H}
		ok, why := p.fit.standIn(r)
		if !ok {
			if standWhy == "" || k == 0 {
				standWhy = why
			}
			continue
		}
		if blocked, endWhy := p.endProblem(r); blocked {
			standWhy = endWhy
			continue
		}
		canStand = true
	}
	if !canStand {
		return "cannot stand there: " + standWhy
	}
	if p.oneStep {
		if dx, dy := x-p.mover.X, y-p.mover.Y; max(abs(dx), abs(dy)) != 1 {
			return fmt.Sprintf("%s moves exactly one square", actionWord(p.q.Action))
		}
		return "that square cannot be entered with 5 ft of movement: difficult terrain, squeezing or a second diagonal"
	}
	// Reached, but over budget?
	i := y*p.w + x
	for k := 0; k < p.nShapes; k++ {
		for par := 0; par < p.nPar; par++ {
			if s := p.state(i, k, par); p.reached(s) && p.canEnd(s) {
				return fmt.Sprintf("it costs %d ft, more than the %d ft available", p.units(s)*unitFeet, p.budget*unitFeet)
			}
		}
	}
	if p.target < 0 && p.budget < maxBudget {
		return fmt.Sprintf("not reachable with %d ft of movement", p.budget*unitFeet)
	}
	if p.q.Avoid == AvoidAll {
		return "no path there avoids every attack of opportunity"
	}
	return "no legal path leads there: walls, solid squares, pits or creatures that cannot be passed are in the way"
}

// endProblem reports whether creatures keep the mover from ending in r.
func (p *Planner) endProblem(r grid.Rect) (bool, string) {
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if b := p.ov.at(y*p.w + x); b&(occNoEnd|occBlocked) != 0 {
				for _, o := range p.enc.occupants(p.mover, x, y) {
					if pa := p.enc.System.Passage(p.mover, o); !pa.End {
						return true, pa.Why()
					}
				}
				return true, fmt.Sprintf("(%d,%d) is full", x, y)
			}
		}
	}
	return false, ""
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// ActionsUsed returns how many move actions the cheapest movement of the
// last search to (x,y) spans (1 for a search with one pool), or 0 when the
// mover cannot end there.
func (p *Planner) ActionsUsed(x, y int) int {
	s := p.best(x, y)
	if s < 0 {
		return 0
	}
	if p.stages <= 1 || p.stageW == 0 || p.spentW == 0 {
		return 1 // one pool, or a search that stopped at the start (a mover that cannot move)
	}
	return p.g(s)/p.spentW/p.stageW + 1
}

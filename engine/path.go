package engine

import (
	"fmt"
	"strings"

	"battlemap/grid"
)

// Path is a movement from the start, step by step, with the rule system
// that priced it (so each step's reasons can be worded when asked).
type Path struct {
	Steps   []PathStep
	System  System
	Options Options
}

// Len returns the number of positions, start included.
func (p Path) Len() int { return len(p.Steps) }

// Feet is the path's total cost.
func (p Path) Feet() int {
	if len(p.Steps) == 0 {
		return 0
	}
	return p.Steps[len(p.Steps)-1].Total
}

// Reasons words step i's cost: "10 ft: 2nd diagonal this turn (PF2e CRB
// p.473)", "+5 ft: difficult terrain (PF2e CRB p.475)".
func (p Path) Reasons(i int) []string {
	if i <= 0 || i >= len(p.Steps) || p.System == nil {
		return nil
	}
	return p.System.StepCost(p.Steps[i].Kind, p.Options).Parts
}

// Explain words the path: each step's square, cost and reasons.
func (p Path) Explain() string {
	if len(p.Steps) <= 1 {
		return "no movement"
	}
	var b strings.Builder
	for i, s := range p.Steps[1:] {
		if i > 0 {
			b.WriteString(" | ")
		}
		fmt.Fprintf(&b, "(%d,%d) %s", s.X, s.Y, strings.Join(p.Reasons(i+1), "; "))
		if s.Squeezed() {
			b.WriteString(" [squeezed]")
		}
	}
	fmt.Fprintf(&b, " = %d ft", p.Feet())
	return b.String()
}

// Squares returns the top-left square of each position, start first.
func (p Path) Squares() [][2]int {
	out := make([][2]int, len(p.Steps))
	for i, s := range p.Steps {
		out[i] = [2]int{s.X, s.Y}
	}
	return out
}

// pathTo walks the search tree from state s back to the start and prices
// every step again with its reasons. The steps are the planner's own
// buffer (no allocation once warm): they are valid until its next query.
func (p *Planner) pathTo(s int32) Path {
	p.path = p.path[:0]
	for t := s; t >= 0; t = p.from(t) {
		p.path = append(p.path, t)
	}
	out := p.steps[:0]
	r0, _ := p.rectOf(p.path[len(p.path)-1])
	out = append(out, PathStep{X: r0.X, Y: r0.Y, W: r0.W, H: r0.H})
	diag := p.initDia
	total := 0
	for j := len(p.path) - 1; j > 0; j-- {
		from, to := p.path[j], p.path[j-1]
		r, _ := p.rectOf(from)
		n, k2 := p.rectOf(to)
		want := p.units(to) - p.units(from)
		st := PathStep{X: n.X, Y: n.Y, W: n.W, H: n.H}
		for d := grid.Dir(0); d < 8; d++ {
			dx, dy := d.D()
			moved := r.Move(dx, dy)
			if !moved.ContainsRect(n) && !n.ContainsRect(moved) {
				continue
			}
			kind, ok, _ := p.evalStep(r, d, n, k2, false)
			if !ok {
				continue
			}
			_, par := p.parityOf(from)
			ng, np, cost, ok := p.advance(p.g(from), par, kind)
			if !ok || cost != want || (p.stages > 1 && ng != p.g(to)) {
				continue
			}
			_, tpar := p.parityOf(to)
			if np != tpar {
				continue
			}
			ordinal := diag + 1
			if p.stages > 1 && p.resetStage && ng/p.spentW/p.stageW != p.g(from)/p.spentW/p.stageW {
				diag, ordinal = 0, 1 // a new move action counts afresh
			}
			st.Dir, st.Feet, st.Kind = d, cost*unitFeet, stepKindOf(kind, ordinal, p.crawl)
			diag += p.diagAdvance(kind | (ordinal-1)&1<<1)
			break
		}
		total += st.Feet
		st.Total = total
		out = append(out, st)
	}
	p.steps = out
	return Path{Steps: out, System: p.enc.System, Options: p.enc.Options}
}

// parityOf returns the square index and diagonal parity of a state.
func (p *Planner) parityOf(s int32) (int, int) {
	i, _, par := p.unpack(s)
	return i, par
}

// stepKindOf unpacks a step kind index, with the diagonal's real ordinal.
func stepKindOf(kind, ordinal int, crawl bool) StepKind {
	return StepKind{
		Diagonal: kind&kindDiag != 0,
		Ordinal:  ordinal,
		Terrain:  uint8(kind>>kindTerrSh) & 3,
		Squeezed: kind&kindSqz != 0,
		Obstacle: kind&kindObst != 0,
		Occupied: kind&kindOcc != 0,
		LowWall:  kind&kindLow != 0,
		Crawling: crawl,
	}
}

package engine

import (
	"fmt"
	"strings"

	"battlemap/grid"
)

// PathStep is one step of a movement: the space after it, what it cost and
// why. The first step of a Path is the start (no cost).
type PathStep struct {
	X, Y, W, H int // the space after the step (top-left square and size)
	Dir        grid.Dir
	Feet       int // this step's cost
	Total      int // the running cost
	Squeezed   bool
	Parts      []string // the reasons, e.g. "10 ft: 2nd diagonal this turn (PF2e CRB p.473)"
}

// Path is a movement from the start, step by step.
type Path []PathStep

// Feet is the path's total cost.
func (p Path) Feet() int {
	if len(p) == 0 {
		return 0
	}
	return p[len(p)-1].Total
}

// Explain words the path: each step's square, cost and reasons.
func (p Path) Explain() string {
	if len(p) <= 1 {
		return "no movement"
	}
	var b strings.Builder
	for i, s := range p[1:] {
		if i > 0 {
			b.WriteString(" | ")
		}
		fmt.Fprintf(&b, "(%d,%d) %s", s.X, s.Y, strings.Join(s.Parts, "; "))
		if s.Squeezed {
			b.WriteString(" [squeezed]")
		}
	}
	fmt.Fprintf(&b, " = %d ft", p.Feet())
	return b.String()
}

// Squares returns the top-left square of each position, start first.
func (p Path) Squares() [][2]int {
	out := make([][2]int, len(p))
	for i, s := range p {
		out[i] = [2]int{s.X, s.Y}
	}
	return out
}

// pathTo walks the search tree from state s back to the start and prices
// every step again with its reasons.
func (p *Planner) pathTo(s int32) Path {
	p.path = p.path[:0]
	for t := s; t != noParent; t = p.parent[t] {
		p.path = append(p.path, t)
	}
	out := make(Path, 0, len(p.path))
	r0, _ := p.rectOf(p.path[len(p.path)-1])
	out = append(out, PathStep{X: r0.X, Y: r0.Y, W: r0.W, H: r0.H})
	diag := p.initDia
	total := 0
	for j := len(p.path) - 1; j > 0; j-- {
		from, to := p.path[j], p.path[j-1]
		r, _ := p.rectOf(from)
		n, k2 := p.rectOf(to)
		want := p.g(to) - p.g(from)
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
			k := stepKindOf(kind, diag+1, p.crawl)
			c := p.enc.System.StepCost(k, p.enc.Options)
			if c.Feet/unitFeet != want {
				continue
			}
			st.Dir, st.Feet, st.Parts = d, c.Feet, c.Parts
			st.Squeezed = kind&kindSqz != 0
			diag += c.Diagonals
			break
		}
		total += st.Feet
		st.Total = total
		out = append(out, st)
	}
	return out
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
		Crawling: crawl,
	}
}

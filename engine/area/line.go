package area

import "battlemap/grid"

// aim returns the direction vector of a directed area in fixed point: one
// of the eight directions (a square's side or diagonal) or toward a point.
func (c *Calc) aim() grid.Pt {
	if c.s.HasToward {
		return c.s.Toward.Sub(c.s.Origin)
	}
	dx, dy := c.s.Dir.D()
	return grid.Pt{X: int64(dx) * grid.Unit, Y: int64(dy) * grid.Unit}
}

// line fills a PF2e, PF1e or 3.5 line (AREAS.md Convention 5): a zero-width
// ray from a grid point. A square is in when the ray passes through its
// open interior, or runs along one of its edges with the square on the
// chosen side (right by default: an orthogonal line along a grid line fills
// one row); when its count from the origin is at most the length; and when
// the ray enters it before it strikes its first wall or solid square
// (grid.RayStop): a wall in the square's near edge stops it there, a stub
// beside the ray does not.
func (c *Calc) line() string {
	o := c.s.Origin
	v := c.aim()
	reach := max(abs64(v.X), abs64(v.Y))
	k := (int64(c.n+2)*grid.Unit + reach - 1) / reach
	end := grid.Pt{X: o.X + v.X*k, Y: o.Y + v.Y*k}
	stop, _, stopped := c.g.RayStop(o, end, &c.ls)
	before := func(t grid.Frac) bool { return !stopped || t.Less(stop) }
	// Along a grid line: the row or column on the chosen side.
	left := c.s.Side == SideLeft
	ox, oy := pointSquare(o)
	x0, y0, x1, y1 := c.window(ox-c.n-1, oy-c.n-1, ox+c.n, oy+c.n)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if !c.open(x, y) || c.pointCount(o, x, y) > c.n {
				continue
			}
			p := grid.P(x, y)
			t, ok := grid.OpenBoxEntry(o, end, p.X, p.Y, p.X+grid.Unit, p.Y+grid.Unit)
			if !ok {
				t, ok = alongEdge(o, end, x, y, left)
			}
			if ok && before(t) {
				c.add(x, y)
			}
		}
	}
	return c.cite(ruleLine)
}

// alongEdge reports whether the axis-parallel ray from o to end runs, for
// some length, along an edge of square (x,y) that has the square on its
// chosen side (right of the direction of travel, or left), and the
// parameter where it starts to.
func alongEdge(o, end grid.Pt, x, y int, left bool) (grid.Frac, bool) {
	v := end.Sub(o)
	p := grid.P(x, y)
	switch {
	case v.Y == 0 && v.X != 0:
		// Right of east is south: the square below the line, y == o.Y.
		below := v.X > 0 != left
		if (below && p.Y != o.Y) || (!below && p.Y+grid.Unit != o.Y) {
			return grid.Frac{}, false
		}
		return runStart(o.X, end.X, p.X, p.X+grid.Unit)
	case v.X == 0 && v.Y != 0:
		// Right of south is west: the square left of the line.
		west := v.Y > 0 != left
		if (west && p.X+grid.Unit != o.X) || (!west && p.X != o.X) {
			return grid.Frac{}, false
		}
		return runStart(o.Y, end.Y, p.Y, p.Y+grid.Unit)
	}
	return grid.Frac{}, false
}

// runStart returns where the segment [a,b] on an axis starts to overlap the
// interval [lo,hi] for some length, as a parameter from a to b.
func runStart(a, b, lo, hi int64) (grid.Frac, bool) {
	s0, s1 := min(a, b), max(a, b)
	l, h := max(s0, lo), min(s1, hi)
	if l >= h {
		return grid.Frac{}, false
	}
	if b > a {
		return grid.Frac{N: l - a, D: b - a}, true
	}
	return grid.Frac{N: a - h, D: a - b}, true
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

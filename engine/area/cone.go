package area

import "battlemap/grid"

// cone fills a PF2e, PF1e or 3.5 cone (AREAS.md Convention 3): a square is
// in when its centre lies in the closed quarter wedge around the direction
// from the apex (w = centre − apex, p = w·d, q = w·d⊥: p > 0 and p ≥ |q|),
// its count from the apex is at most the length, and it has line of effect
// from the apex. The apex is a corner of the creator's space for a diagonal
// cone, the midpoint of the edge its first square shares with the space for
// an orthogonal one (Check has made sure of the kind).
func (c *Calc) cone() string {
	a := c.s.Origin
	dx, dy := c.s.Dir.D()
	ax, ay := pointSquare(a)
	x0, y0, x1, y1 := c.window(ax-c.n-1, ay-c.n-1, ax+c.n+1, ay+c.n+1)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if !c.open(x, y) || !inWedge(grid.Center(x, y).Sub(a), dx, dy) || c.pointCount(a, x, y) > c.n {
				continue
			}
			if !c.effect(x, y) {
				continue
			}
			c.add(x, y)
		}
	}
	return c.cite(ruleCone)
}

// inWedge reports whether w lies in the closed 90° wedge around direction
// (dx,dy), apex excluded: p = w·d > 0 and p ≥ |w·d⊥|. Both vectors of a
// diagonal direction have the same length, so no normalising is needed.
func inWedge(w grid.Pt, dx, dy int) bool {
	p := w.X*int64(dx) + w.Y*int64(dy)
	q := -w.X*int64(dy) + w.Y*int64(dx)
	if q < 0 {
		q = -q
	}
	return p > 0 && p >= q
}

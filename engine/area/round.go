package area

import "battlemap/grid"

// burst fills a PF2e, PF1e or 3.5 burst (and, without line of effect, a
// PF1e/3.5 cylinder): every square within the radius of the grid point by
// the count from the point (AREAS.md §2.1, §3.2, §3.5).
func (c *Calc) burst(effect bool) string {
	c.round(c.s.Origin, effect, nil)
	if !effect {
		return c.cite(ruleCylinder)
	}
	return c.cite(ruleBurst)
}

// round adds the squares within c.n of point p by the count from a point,
// with line of effect when effect is set, leaving out the squares of skip.
func (c *Calc) round(p grid.Pt, effect bool, skip *grid.Rect) {
	ox, oy := pointSquare(p)
	x0, y0, x1, y1 := c.window(ox-c.n-1, oy-c.n-1, ox+c.n, oy+c.n)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if !c.open(x, y) || c.pointCount(p, x, y) > c.n || (skip != nil && skip.Contains(x, y)) {
				continue
			}
			if effect && !c.effect(x, y) {
				continue
			}
			c.add(x, y)
		}
	}
}

// emanation fills an emanation. PF2e and 5e measure it from the source's
// whole space (AREAS.md §1.5, §2.3, §5.6): the squares within the size by
// how far they lie beyond the space, with line of effect from any square of
// it; PF2e counts 5-10-5, 5e every square 5 ft (5/10 with the DMG's
// diagonals). PF1e and 3.5 measure it from a point like a burst (§3.4):
// the origin given, or the centre of the source's even-sided space.
func (c *Calc) emanation() string {
	var skip *grid.Rect
	if c.srcOK && !c.s.include(c.sys) {
		skip = &c.src
	}
	if pf(c.sys) && c.sys != "pf2e" {
		p := c.s.Origin
		if c.srcOK {
			p = grid.Pt{X: int64(c.src.X)*grid.Unit + int64(c.src.W)*grid.Unit/2, Y: int64(c.src.Y)*grid.Unit + int64(c.src.H)*grid.Unit/2}
			c.from = append(c.from[:0], p)
		}
		c.round(p, true, skip)
		return c.cite(ruleEmanationPoint)
	}
	r := c.src
	c.fromSpace(r)
	x0, y0, x1, y1 := c.window(r.X-c.n, r.Y-c.n, r.X+r.W-1+c.n, r.Y+r.H-1+c.n)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if !c.open(x, y) || c.spaceCount(r, x, y) > c.n || (skip != nil && skip.Contains(x, y)) {
				continue
			}
			if !r.Contains(x, y) && !c.effect(x, y) {
				continue
			}
			c.add(x, y)
		}
	}
	return c.cite(ruleEmanationSpace)
}

// origin returns the area's point of origin for cover lines: the origin, or
// the centre of the source's space.
func (c *Calc) origin() grid.Pt {
	if c.s.HasOrigin {
		return c.s.Origin
	}
	r := c.src
	return grid.Pt{X: int64(r.X)*grid.Unit + int64(r.W)*grid.Unit/2, Y: int64(r.Y)*grid.Unit + int64(r.H)*grid.Unit/2}
}

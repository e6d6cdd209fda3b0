package area

import "battlemap/grid"

// inset is how far inside a square its corner test points lie: 1/1024 of a
// square, as for total cover (SCENARIO-FORMAT.md "cover").
const inset = grid.Unit / 1024

// testPoints returns the five test points of square (x,y): its centre, then
// its four corners moved inset inside (AREAS.md Convention 2).
func testPoints(x, y int) [5]grid.Pt {
	p := grid.P(x, y)
	return [5]grid.Pt{grid.Center(x, y),
		{X: p.X + inset, Y: p.Y + inset}, {X: p.X + grid.Unit - inset, Y: p.Y + inset},
		{X: p.X + inset, Y: p.Y + grid.Unit - inset}, {X: p.X + grid.Unit - inset, Y: p.Y + grid.Unit - inset}}
}

// fromSpace sets the points line of effect is drawn from to the test points
// of every square of the space r (an emanation issues from the whole space,
// AREAS.md §1.4).
func (c *Calc) fromSpace(r grid.Rect) {
	c.from = c.from[:0]
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			pts := testPoints(x, y)
			c.from = append(c.from, pts[:]...)
		}
	}
}

// effect reports whether square (x,y) has line of effect from the area's
// origin points: some segment from one of them to one of the square's five
// test points is not blocked under the rules of cover lines (walls and
// closed doors crossed or run along, solid interiors, thick walls, sealed
// points; creatures never block). Centres are tried first: in the open one
// line answers.
func (c *Calc) effect(x, y int) bool {
	i := y*c.g.W + x
	if c.reach[i] == c.stamp {
		return true
	}
	pts := testPoints(x, y)
	ok := false
	for _, f := range c.from {
		if !c.g.LineTest(f, pts[0], &c.ls).Blocked() {
			ok = true
			break
		}
	}
	for k := 0; !ok && k < len(c.from); k++ {
		for _, p := range pts[1:] {
			if !c.g.LineTest(c.from[k], p, &c.ls).Blocked() {
				ok = true
				break
			}
		}
	}
	if ok {
		c.reach[i] = c.stamp
	}
	return ok
}

package grid

// Low walls are obstacles lower than half a creature's height: a low
// stone wall, a hedge, a balustrade. They block neither movement nor any
// line: crossing one hampers movement, and a line over one may give cover,
// as each rule system says (PF1e CRB p.193 and p.195; 3.5 SRD Combat II,
// Terrain and Obstacles and Cover; PHB "Cover"). The grid keeps them apart
// from the walls, with their own index, and tells which steps and which
// lines cross them.

// LowWalls returns the low wall segments (the caller must not modify them).
func (g *Grid) LowWalls() []Wall { return g.low }

// HasLowWalls reports whether the map has any low wall.
func (g *Grid) HasLowWalls() bool { return len(g.low) > 0 }

// LowStepMask returns, for square index i = y*W+x, the bit mask over the
// eight directions (see Dirs) of the steps from its centre to its
// neighbour's that cross a low wall; 0 on a map without low walls.
func (g *Grid) LowStepMask(i int) uint8 {
	if g.lowCross == nil {
		return 0
	}
	return g.lowCross[i]
}

// LowStepCrosses reports whether the step from the centre of square (x,y)
// to the centre of its neighbour in direction d crosses a low wall.
func (g *Grid) LowStepCrosses(x, y int, d Dir) bool {
	return g.In(x, y) && g.LowStepMask(y*g.W+x)&(1<<d) != 0
}

// LowLineHits returns the low walls the segment from a to b crosses, runs
// along, or slips through at a joint of low walls (the rules of LineTest,
// for low walls alone), as indices into LowWalls, each once, in no set
// order. The slice belongs to s and is valid until s is used again.
func (g *Grid) LowLineHits(a, b Pt, s *LineScratch) []int32 {
	s.low = s.low[:0]
	if len(g.low) == 0 || a == b {
		return s.low
	}
	s.begin(len(g.low))
	s.lowEnds = s.lowEnds[:0]
	cellsNear(a, b, g.W, g.H, func(x, y int) {
		for _, id := range g.lowIndex.at(x, y) {
			if !s.first(id) {
				continue
			}
			w := g.low[id]
			switch {
			case s.wall(a, b, w) != NotBlocked:
				s.low = append(s.low, id)
			case (orient(a, b, w.A) == 0 && between(a, b, w.A)) || (orient(a, b, w.B) == 0 && between(a, b, w.B)):
				s.lowEnds = append(s.lowEnds, id) // it may meet others there
			}
		}
	})
	// A joint the line passes with low walls on both of its sides: each
	// wall ending there is crossed.
	for _, t := range s.touches {
		if t.sides != 3 {
			continue
		}
		for _, id := range s.lowEnds {
			if w := g.low[id]; w.A == t.p || w.B == t.p {
				s.low = append(s.low, id)
			}
		}
	}
	return s.low
}

// LowLineTest reports whether the segment from a to b crosses a low wall
// (LowLineHits), and one of those it crosses.
func (g *Grid) LowLineTest(a, b Pt, s *LineScratch) (int, bool) {
	if h := g.LowLineHits(a, b, s); len(h) > 0 {
		return int(h[0]), true
	}
	return -1, false
}

// LowWallSquares calls fn for every square of the map whose closed region
// meets low wall i: the squares next to the obstacle, to measure how far a
// creature stands from it.
func (g *Grid) LowWallSquares(i int, fn func(x, y int)) {
	w := g.low[i]
	cellsNear(w.A, w.B, g.W, g.H, func(x, y int) {
		x0, y0 := int64(x)*Unit, int64(y)*Unit
		// The closed square, a fixed-point unit wider on each side.
		if segMeetsOpenRect(w.A, w.B, x0-1, y0-1, x0+Unit+1, y0+Unit+1) {
			fn(x, y)
		}
	})
}

// LowWallInSweep reports whether a low wall meets the open interior of the
// lane that space s sweeps moving by (dx,dy) squares (SweepMeets), and
// which: a charge may not cross an obstacle anywhere in its lane.
func (g *Grid) LowWallInSweep(s Rect, dx, dy int) (int, bool) {
	for i, w := range g.low {
		if SweepMeetsSegment(s, dx, dy, w.A, w.B) {
			return i, true
		}
	}
	return -1, false
}

// buildLow indexes the low walls and marks the steps that cross them.
func (g *Grid) buildLow(low []Wall) {
	g.low = append([]Wall(nil), low...)
	if len(low) == 0 {
		return
	}
	g.lowIndex = buildWallIndex(g.low, g.W, g.H)
	g.lowCross = make([]uint8, g.W*g.H)
	var s LineScratch
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			for _, d := range [4]Dir{E, SE, S, SW} {
				nx, ny := x+dirDX[d], y+dirDY[d]
				if !g.In(nx, ny) {
					continue
				}
				if len(g.LowLineHits(Center(x, y), Center(nx, ny), &s)) > 0 {
					g.lowCross[y*g.W+x] |= 1 << d
					g.lowCross[ny*g.W+nx] |= 1 << d.Opposite()
				}
			}
		}
	}
}

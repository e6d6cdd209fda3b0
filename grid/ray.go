package grid

import "math/bits"

// Frac is an exact rational number N/D with D > 0: a parameter along a
// segment, where 0 is its start and 1 its end.
type Frac struct{ N, D int64 }

// Less reports whether f < g, exactly (the cross products are compared in
// 128 bits, so any two parameters of RayStop compare without overflow).
func (f Frac) Less(g Frac) bool { return cmp128(f.N, g.D, g.N, f.D) < 0 }

// cmp128 compares a·b with c·d for b, d > 0, in 128-bit arithmetic.
func cmp128(a, b, c, d int64) int {
	sa, sc := sign64(a), sign64(c)
	switch {
	case sa != sc:
		if sa < sc {
			return -1
		}
		return 1
	case sa == 0:
		return 0
	}
	h1, l1 := bits.Mul64(uint64(abs64(a)), uint64(b))
	h2, l2 := bits.Mul64(uint64(abs64(c)), uint64(d))
	r := 0
	switch {
	case h1 != h2:
		r = 1
		if h1 < h2 {
			r = -1
		}
	case l1 != l2:
		r = 1
		if l1 < l2 {
			r = -1
		}
	}
	return r * sa
}

// RayStop says where the segment from a to b is first blocked: the
// parameter t0 such that the segment from a to a+t(b−a) is blocked, by the
// rules of LineTest, exactly when t > t0. It returns t0, what blocks there,
// and true; or (1, Block{}, false) when the whole segment is clear. It is
// how a line area stops at the first wall it strikes (AREAS.md §2.4): a
// square the segment enters at a parameter below t0 is reached, one it
// enters at t0 or later is not, whether the wall lies in the square's
// boundary or beyond.
//
// The events are those of LineTest: a wall crossed, a wall run along, a
// solid square's open interior entered, an edge two solid squares share run
// along, and a point touched with obstacles on both sides. Each is a
// rational parameter computed from integer coordinates, so the answer is
// exact.
func (g *Grid) RayStop(a, b Pt, s *LineScratch) (Frac, Block, bool) {
	st := stopper{best: Frac{1, 1}}
	if a == b {
		return st.best, Block{}, false
	}
	s.begin(len(g.lines))
	st.s = s
	cellsNear(a, b, g.W, g.H, func(x, y int) {
		i := y*g.W + x
		if !g.busy[i] {
			return
		}
		for _, id := range g.index.at(x, y) {
			if s.first(id) {
				st.wall(g, a, b, int(id))
			}
		}
		if g.terrain[i] == Solid {
			st.solid(a, b, x, y)
		}
	})
	st.thick(g, a, b)
	for _, t := range s.touches {
		if t.sides == 3 {
			st.event(tOf(a, b, t.p), Block{Kind: SealedPoint, At: t.p})
		}
	}
	return st.best, st.blk, st.found
}

// stopper keeps the earliest blocking event of a RayStop.
type stopper struct {
	s     *LineScratch
	best  Frac
	blk   Block
	found bool
}

func (st *stopper) event(t Frac, b Block) {
	if t.N < 0 {
		t = Frac{0, 1}
	}
	if !t.Less(Frac{1, 1}) {
		return // at the end or beyond: nothing inside the segment
	}
	if !st.found || t.Less(st.best) {
		st.best, st.blk, st.found = t, b, true
	}
}

// tOf is the parameter of a point p known to lie on the line through a, b.
func tOf(a, b, p Pt) Frac {
	if abs64(b.X-a.X) >= abs64(b.Y-a.Y) {
		return norm(p.X-a.X, b.X-a.X)
	}
	return norm(p.Y-a.Y, b.Y-a.Y)
}

func norm(n, d int64) Frac {
	if d < 0 {
		return Frac{-n, -d}
	}
	return Frac{n, d}
}

// wall records the events of wall id: a crossing, the start of a run along
// it, the touches of its ends (LineScratch.wall's cases, with parameters).
func (st *stopper) wall(g *Grid, a, b Pt, id int) {
	w := g.lines[id]
	c, d := w.A, w.B
	o1, o2 := orient(a, b, c), orient(a, b, d)
	if o1 == 0 && o2 == 0 {
		if collinearOverlap(a, b, c, d) {
			tc, td := tOf(a, b, c), tOf(a, b, d)
			if td.Less(tc) {
				tc = td
			}
			st.event(tc, g.wallBlock(WallAlong, id))
		}
		return
	}
	o3, o4 := orient(c, d, a), orient(c, d, b)
	if o1*o2 < 0 && o3*o4 < 0 {
		// a + t(b−a) on the line cd: t = (c−a)×(d−c) / (b−a)×(d−c).
		dc := d.Sub(c)
		ca, ba := c.Sub(a), b.Sub(a)
		st.event(norm(ca.X*dc.Y-ca.Y*dc.X, ba.X*dc.Y-ba.Y*dc.X), g.wallBlock(WallCrossed, id))
		return
	}
	if o1 == 0 && between(a, b, c) {
		st.s.addTouch(c, o2)
	}
	if o2 == 0 && between(a, b, d) {
		st.s.addTouch(d, o1)
	}
}

// solid records where ab enters the open interior of the solid square
// (x,y), and the touches of its corners.
func (st *stopper) solid(a, b Pt, x, y int) {
	x0, y0 := int64(x)*Unit, int64(y)*Unit
	x1, y1 := x0+Unit, y0+Unit
	if t, ok := OpenBoxEntry(a, b, x0, y0, x1, y1); ok {
		st.event(t, Block{Kind: SolidSquare, Square: [2]int{x, y}})
	}
	for _, c := range [4]Pt{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		if orient(a, b, c) == 0 && between(a, b, c) {
			st.s.addTouch(c, orient(a, b, Pt{x0 + Unit/2, y0 + Unit/2}))
		}
	}
}

// OpenBoxEntry returns the parameter at which the segment ab enters the
// open box (x0,x1)×(y0,y1), and whether it passes through the box's open
// interior at all (an exact Liang–Barsky clip; touching the box's edge or
// corner is not passing through it).
func OpenBoxEntry(a, b Pt, x0, y0, x1, y1 int64) (Frac, bool) {
	lo, hi := Frac{0, 1}, Frac{1, 1}
	clip := func(p0, d, l, h int64) bool {
		if d == 0 {
			return l < p0 && p0 < h
		}
		n1, n2 := norm(l-p0, d), norm(h-p0, d)
		if n2.Less(n1) {
			n1, n2 = n2, n1
		}
		if lo.Less(n1) {
			lo = n1
		}
		if n2.Less(hi) {
			hi = n2
		}
		return true
	}
	if !clip(a.X, b.X-a.X, x0, x1) || !clip(a.Y, b.Y-a.Y, y0, y1) {
		return Frac{}, false
	}
	return lo, lo.Less(hi)
}

// thick records where an axis-parallel ab starts to run along an edge two
// solid squares share.
func (st *stopper) thick(g *Grid, a, b Pt) {
	switch {
	case a.X == b.X && a.X%Unit == 0:
		cx := int(a.X / Unit)
		lo, hi := min(a.Y, b.Y), max(a.Y, b.Y)
		for y := int(floorDiv(lo, Unit)); int64(y)*Unit < hi; y++ {
			if g.solid(cx-1, y) && g.solid(cx, y) {
				e0, e1 := max(int64(y)*Unit, lo), min(int64(y+1)*Unit, hi)
				p := Pt{a.X, e0}
				if b.Y < a.Y {
					p.Y = e1
				}
				st.event(tOf(a, b, p), Block{Kind: ThickWall, Square: [2]int{cx, y}})
			}
		}
	case a.Y == b.Y && a.Y%Unit == 0:
		cy := int(a.Y / Unit)
		lo, hi := min(a.X, b.X), max(a.X, b.X)
		for x := int(floorDiv(lo, Unit)); int64(x)*Unit < hi; x++ {
			if g.solid(x, cy-1) && g.solid(x, cy) {
				e0, e1 := max(int64(x)*Unit, lo), min(int64(x+1)*Unit, hi)
				p := Pt{e0, a.Y}
				if b.X < a.X {
					p.X = e1
				}
				st.event(tOf(a, b, p), Block{Kind: ThickWall, Square: [2]int{x, cy}})
			}
		}
	}
}

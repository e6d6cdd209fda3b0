package grid

// frac is a rational number n/d with d > 0, for exact comparisons.
type frac struct{ n, d int64 }

func (a frac) less(b frac) bool { return a.n*b.d < b.n*a.d }

// SweepMeets reports whether the open interior of space r meets the open
// interior of the convex hull of space s and of s moved by (dx,dy): the lane
// a creature sweeps moving in a straight line (RULES.md B14: "any line from
// the starting space to the ending space"). The hull is the union of the
// translates s + t·(dx,dy), t in [0,1], so the test asks, exactly, for a t
// where r and the translate overlap on both axes.
func SweepMeets(s Rect, dx, dy int, r Rect) bool {
	lo, hi := frac{-1, 1}, frac{2, 1} // strict bounds on t
	axis := func(s0, s1, v, r0, r1 int) bool {
		// Need s0 + t v < r1 and s1 + t v > r0.
		if v == 0 {
			return s0 < r1 && s1 > r0
		}
		a := frac{int64(r1 - s0), int64(v)} // t v < r1 - s0
		b := frac{int64(r0 - s1), int64(v)} // t v > r0 - s1
		if v < 0 {
			a, b = frac{-a.n, -a.d}, frac{-b.n, -b.d}
			// dividing by a negative v flips both inequalities
			a, b = b, a
		}
		// now t < a and t > b
		if lo.less(b) {
			lo = b
		}
		if a.less(hi) {
			hi = a
		}
		return true
	}
	if !axis(s.X, s.X+s.W, dx, r.X, r.X+r.W) || !axis(s.Y, s.Y+s.H, dy, r.Y, r.Y+r.H) {
		return false
	}
	zero, one := frac{0, 1}, frac{1, 1}
	return lo.less(hi) && lo.less(one) && zero.less(hi)
}

// SweepMeetsSegment reports whether the closed segment ab meets the open
// interior of the lane of SweepMeets: the convex hull of space s and of s
// moved by (dx,dy) squares. The two are apart exactly when some axis
// separates them, and for a segment and that hull (a box swept along a
// line) the axes to try are x, y, the normal of the sweep and the normal
// of the segment; the hull is open, so touching its border is apart.
func SweepMeetsSegment(s Rect, dx, dy int, a, b Pt) bool {
	x0, y0 := int64(s.X)*Unit, int64(s.Y)*Unit
	x1, y1 := x0+int64(s.W)*Unit, y0+int64(s.H)*Unit
	vx, vy := int64(dx)*Unit, int64(dy)*Unit
	corners := [8]Pt{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1},
		{x0 + vx, y0 + vy}, {x1 + vx, y0 + vy}, {x0 + vx, y1 + vy}, {x1 + vx, y1 + vy}}
	ex, ey := b.X-a.X, b.Y-a.Y
	// Coordinates stay below 2^30 (MaxSide), so the projections fit.
	for _, n := range [4]Pt{{1, 0}, {0, 1}, {int64(-dy), int64(dx)}, {-ey, ex}} {
		if n == (Pt{}) {
			continue
		}
		pa, pb := n.X*a.X+n.Y*a.Y, n.X*b.X+n.Y*b.Y
		lo, hi := corners[0].X*n.X+corners[0].Y*n.Y, corners[0].X*n.X+corners[0].Y*n.Y
		for _, c := range corners[1:] {
			p := c.X*n.X + c.Y*n.Y
			lo, hi = min(lo, p), max(hi, p)
		}
		if max(pa, pb) <= lo || min(pa, pb) >= hi {
			return false
		}
	}
	return true
}

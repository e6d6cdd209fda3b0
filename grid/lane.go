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

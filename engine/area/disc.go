package area

import "math"

// disc fills a 5e sphere or cylinder: the disc of the radius around a grid
// point (AREAS.md §5.2). By default a square is in when the disc covers at
// least half of it (DMG p.251); with aoe_template when the disc covers any
// part of it with positive area (XGE p.87). Either way it needs line of
// effect from the origin (PHB p.204).
func (c *Calc) disc(what string) string {
	o := c.s.Origin
	ox, oy := pointSquare(o)
	r := int64(c.n)
	x0, y0, x1, y1 := c.window(ox-c.n, oy-c.n, ox+c.n-1, oy+c.n-1)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if !c.open(x, y) {
				continue
			}
			// The square in the quadrant's own coordinates: [a,a+1]×[b,b+1]
			// with a, b ≥ 0 (the origin is a grid point, so every square
			// lies in one quadrant).
			a, b := int64(x-ox), int64(y-oy)
			if a < 0 {
				a = -a - 1
			}
			if b < 0 {
				b = -b - 1
			}
			in := a*a+b*b < r*r
			if in && !c.e.Options.AoETemplate {
				in = halfCovered(a, b, r)
			}
			if in && c.effect(x, y) {
				c.add(x, y)
			}
		}
	}
	if c.e.Options.AoETemplate {
		return c.cite(ruleDiscTemplate)
	}
	return c.cite(ruleDiscHalf)
}

// halfCovered reports whether the disc of radius r around the origin covers
// at least half of the square [a,a+1]×[b,b+1] (a, b ≥ 0, integers).
//
// The area is A = (p − a) + I(p,q) − b·(q − p), where on [a,a+1] the circle
// height h(t) = √(r²−t²) falls from b+1 to b between t = X1 = √(r²−(b+1)²)
// and X0 = √(r²−b²); p = max(a, X1), q = min(a+1, X0), and I is the
// integral of h over [p,q]:
//
//	I = ½·(q·h(q) − p·h(p)) + ½·r²·(asin(q/r) − asin(p/r))
//	  = ½·N1/D1 + ½·r²·asin(z),
//	N1 = q²(r²−q²) − p²(r²−p²)   (an exact integer: p², q² are integers),
//	D1 = q·h(q) + p·h(p),
//	z  = (q² − p²) / (q·h(p) + p·h(q)),
//
// the last by asin α − asin β = asin(α√(1−β²) − β√(1−α²)) for 0 ≤ β ≤ α ≤ 1
// with the numerator rationalised. No difference of nearly equal large
// numbers is left: q−p = (q²−p²)/(q+p) with q²−p² exact.
//
// Error bound (u = 2⁻⁵³, the unit roundoff; M = 2r+2). On [p,q], h lies in
// [b,b+1] and p, q ≤ r, so |q·h(q) − p·h(p)| ≤ (b+1)(q−p) + p ≤ 2r+1, and
// |½r²·asin z| = |I − ½N1/D1| ≤ r + (2r+1)/2: every one of the five terms
// (p−a, ½N1/D1, ½r²asin z, b(q−p), and their sums) is at most M in size.
// Each is computed with at most 12 rounded operations (square roots,
// products, sums, one quotient, asin), each of relative error ≤ u if exact
// rounding, so each term carries an absolute error ≤ 13·u·M to first
// order, and A, their sum of five with four additions, ≤ 70·u·M. math.Asin
// is not exactly rounded; allowing it an error of 2²⁰ units in the last
// place (far beyond any measured) adds 2²⁰·u·M, and second-order terms are
// below u·M. So |Ã − A| < (2²⁰+100)·u·M < 2⁻³²·M. When Ã lies within that
// of ½ the square is decided again with exact arithmetic (halfCoveredExact).
// The area is never exactly ½ for r ≥ 1: it is an algebraic number plus
// ½r²·asin z with z algebraic and non-zero, and asin of a non-zero algebraic
// number is transcendental (Lindemann–Weierstrass).
func halfCovered(a, b, r int64) bool {
	r2 := r * r
	if (a+1)*(a+1)+(b+1)*(b+1) <= r2 {
		return true // wholly inside
	}
	if r > 1<<13 {
		return halfCoveredExact(a, b, r, 256)
	}
	p2, q2 := a*a, (a+1)*(a+1)
	if x1 := r2 - (b+1)*(b+1); x1 > p2 {
		p2 = x1
	}
	if x0 := r2 - b*b; x0 < q2 {
		q2 = x0
	}
	if q2 <= p2 {
		return false // cannot happen once a²+b² < r²; nothing of the arc
	}
	p, q := math.Sqrt(float64(p2)), math.Sqrt(float64(q2))
	hp, hq := math.Sqrt(float64(r2-p2)), math.Sqrt(float64(r2-q2))
	n1 := q2*(r2-q2) - p2*(r2-p2)
	d1 := q*hq + p*hp
	half := 0.0
	if d1 > 0 {
		half = float64(n1) / d1 / 2
	}
	z := float64(q2-p2) / (q*hp + p*hq)
	area := (p - float64(a)) + half + float64(r2)*math.Asin(z)/2 - float64(b)*float64(q2-p2)/(q+p)
	bound := math.Ldexp(float64(2*r+2), -32)
	switch {
	case area > 0.5+bound:
		return true
	case area < 0.5-bound:
		return false
	}
	return halfCoveredExact(a, b, r, 256)
}

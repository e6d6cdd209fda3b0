package area

import (
	"math"
	"math/big"
	"math/bits"

	"battlemap/grid"
)

// The 5e cone and line are exact polygons (AREAS.md Conventions 9 and 11)
// and a square is in when the polygon overlaps its interior with positive
// area (Convention 8). Coordinates are in half squares ("doubled"), so that
// edge midpoints are integers; the axis is an integer vector u = (a,b) with
// n = a²+b², and every vertex is O + W/(2√n) with W an integer vector. Two
// convex polygons overlap with positive area exactly when no axis among
// their edge normals separates them with at most a touch, and every
// projection compared is of the form (P + Q·√n)/(2√n), whose sign is
// decided without rounding: P² against Q²·n in integers.

// poly is a convex polygon O + W_i/(2√n) in doubled coordinates.
type poly struct {
	o     [2]int64
	n     int64
	w     [4][2]int64
	nv    int
	axes  [4][2]int64 // the edge normals, integer, reduced
	naxes int
}

// sgnSurd returns the sign of p + q·√n (n ≥ 0).
func sgnSurd(p, q, n int64) int {
	sp, sq := sign(p), sign(q)
	if n == 0 || sq == 0 {
		return sp
	}
	if sp == 0 || sp == sq {
		return sq
	}
	// Opposite signs: compare p² with q²·n.
	c := cmpSquares(p, q, n)
	if c == 0 {
		return 0
	}
	if c > 0 {
		return sp
	}
	return sq
}

// cmpSquares compares p² with q²·n: in 128 bits when the numbers allow,
// else with big integers.
func cmpSquares(p, q, n int64) int {
	ap, aq := uint64(abs64(p)), uint64(abs64(q))
	if aq < 1<<31 && ap < 1<<63 {
		h1, l1 := bits.Mul64(ap, ap)
		h2, l2 := bits.Mul64(aq*aq, uint64(n))
		switch {
		case h1 != h2:
			if h1 < h2 {
				return -1
			}
			return 1
		case l1 != l2:
			if l1 < l2 {
				return -1
			}
			return 1
		}
		return 0
	}
	bp, bq := big.NewInt(p), big.NewInt(q)
	bp.Mul(bp, bp)
	bq.Mul(bq, bq).Mul(bq, big.NewInt(n))
	return bp.Cmp(bq)
}

func sign(v int64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func gcd(a, b int64) int64 {
	a, b = abs64(a), abs64(b)
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// addAxis adds the normal of the edge direction (dx,dy), reduced.
func (p *poly) addAxis(dx, dy int64) {
	m := [2]int64{-dy, dx}
	if g := gcd(m[0], m[1]); g > 1 {
		m[0], m[1] = m[0]/g, m[1]/g
	}
	p.axes[p.naxes] = m
	p.naxes++
}

// side returns the sign of m·V − k for vertex V = O + W/(2√n): the sign of
// m·W + 2(m·O − k)√n.
func (p *poly) side(m [2]int64, w [2]int64, k int64) int {
	mw := m[0]*w[0] + m[1]*w[1]
	mo := m[0]*p.o[0] + m[1]*p.o[1]
	return sgnSurd(mw, 2*(mo-k), p.n)
}

// separates reports whether axis m separates the polygon from the box
// [x0,x1]×[y0,y1] (doubled coordinates) with at most a touch.
func (p *poly) separates(m [2]int64, x0, y0, x1, y1 int64) bool {
	lo, hi := m[0]*x0+m[1]*y0, m[0]*x0+m[1]*y0
	for _, c := range [3][2]int64{{x1, y0}, {x0, y1}, {x1, y1}} {
		v := m[0]*c[0] + m[1]*c[1]
		lo, hi = min(lo, v), max(hi, v)
	}
	below, above := true, true
	for i := 0; i < p.nv; i++ {
		if p.side(m, p.w[i], lo) > 0 {
			below = false
		}
		if p.side(m, p.w[i], hi) < 0 {
			above = false
		}
	}
	return below || above
}

// overlaps reports whether the polygon overlaps square (x,y) with positive
// area.
func (p *poly) overlaps(x, y int) bool {
	x0, y0 := int64(2*x), int64(2*y)
	x1, y1 := x0+2, y0+2
	if p.separates([2]int64{1, 0}, x0, y0, x1, y1) || p.separates([2]int64{0, 1}, x0, y0, x1, y1) {
		return false
	}
	for i := 0; i < p.naxes; i++ {
		if p.separates(p.axes[i], x0, y0, x1, y1) {
			return false
		}
	}
	return true
}

// box returns the squares spanned by the polygon's vertices, rounded
// outward: the vertices O + W/(2√n) in half squares, halved.
func (p *poly) box() (x0, y0, x1, y1 int) {
	sq := 2 * math.Sqrt(float64(p.n))
	lo, hi := [2]float64{math.Inf(1), math.Inf(1)}, [2]float64{math.Inf(-1), math.Inf(-1)}
	for i := 0; i < p.nv; i++ {
		for k := 0; k < 2; k++ {
			v := (float64(p.o[k]) + float64(p.w[i][k])/sq) / 2
			lo[k], hi[k] = math.Min(lo[k], v), math.Max(hi[k], v)
		}
	}
	return int(math.Floor(lo[0])), int(math.Floor(lo[1])), int(math.Ceil(hi[0])), int(math.Ceil(hi[1]))
}

// doubled returns a fixed-point point in half squares (it is a grid point
// or an edge midpoint: Check has made sure).
func doubled(pt grid.Pt) [2]int64 { return [2]int64{pt.X / (grid.Unit / 2), pt.Y / (grid.Unit / 2)} }

// axis returns the direction of the 5e cone or line as an integer vector in
// half squares.
func (c *Calc) axis() [2]int64 {
	if c.s.HasToward {
		t, o := doubled(c.s.Toward), doubled(c.s.Origin)
		return [2]int64{t[0] - o[0], t[1] - o[1]}
	}
	dx, dy := c.s.Dir.D()
	return [2]int64{int64(dx), int64(dy)}
}

// cone5e fills a 5e cone (AREAS.md Convention 9): the isosceles triangle
// with its apex at the origin, its axis of the cone's length and its far
// edge perpendicular to the axis and as wide as the cone is long (PHB
// p.204: the width at any point equals its distance from the origin).
func (c *Calc) cone5e() string {
	u := c.axis()
	l := int64(2 * c.n) // the length in half squares
	perp := [2]int64{-u[1], u[0]}
	p := poly{o: doubled(c.s.Origin), n: u[0]*u[0] + u[1]*u[1], nv: 3}
	p.w[1] = [2]int64{2*l*u[0] + l*perp[0], 2*l*u[1] + l*perp[1]}
	p.w[2] = [2]int64{2*l*u[0] - l*perp[0], 2*l*u[1] - l*perp[1]}
	p.addAxis(p.w[1][0], p.w[1][1])
	p.addAxis(p.w[2][0], p.w[2][1])
	p.addAxis(perp[0], perp[1])
	c.fillPoly(&p, c.n+c.n/2+2)
	return c.cite(ruleCone5e)
}

// line5e fills a 5e line (AREAS.md Convention 11): the rectangle of the
// line's length and width centred on the ray from the origin (PHB p.204).
func (c *Calc) line5e() string {
	u := c.axis()
	l := int64(2 * c.n)
	hw := int64(1) // half the width in half squares: width/5
	if c.s.Width != 0 {
		hw = int64(c.s.Width / 5)
	}
	perp := [2]int64{-u[1], u[0]}
	p := poly{o: doubled(c.s.Origin), n: u[0]*u[0] + u[1]*u[1], nv: 4}
	p.w[0] = [2]int64{2 * hw * perp[0], 2 * hw * perp[1]}
	p.w[1] = [2]int64{-2 * hw * perp[0], -2 * hw * perp[1]}
	p.w[2] = [2]int64{2*l*u[0] - 2*hw*perp[0], 2*l*u[1] - 2*hw*perp[1]}
	p.w[3] = [2]int64{2*l*u[0] + 2*hw*perp[0], 2*l*u[1] + 2*hw*perp[1]}
	p.addAxis(u[0], u[1])
	p.addAxis(perp[0], perp[1])
	c.fillPoly(&p, c.n+int(hw)+2)
	return c.cite(ruleLine5e)
}

// fillPoly adds every open square the polygon overlaps with positive area
// and that has line of effect. Only the squares of the polygon's bounding
// box, widened by a square (floating point only picks the candidates; the
// exact test decides each), and within reach squares of the origin are
// looked at.
func (c *Calc) fillPoly(p *poly, reach int) {
	ox, oy := pointSquare(c.s.Origin)
	bx0, by0, bx1, by1 := p.box()
	x0, y0, x1, y1 := c.window(max(ox-reach, bx0-1), max(oy-reach, by0-1), min(ox+reach, bx1+1), min(oy+reach, by1+1))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if c.open(x, y) && p.overlaps(x, y) && c.effect(x, y) {
				c.add(x, y)
			}
		}
	}
}

// cube fills a 5e cube (AREAS.md Convention 10): aligned with the grid,
// its corner at the origin for a diagonal direction, the middle of its face
// there for an orthogonal one; it covers its block of squares whole (no
// other square overlaps it with positive area), with line of effect.
func (c *Calc) cube() string {
	o := doubled(c.s.Origin)
	dx, dy := c.s.Dir.D()
	n := int64(c.n)
	start := func(o int64, d int) int64 {
		if d == 0 {
			return o - n
		}
		return o + int64(d-1)*n
	}
	sx, sy := int(start(o[0], dx)/2), int(start(o[1], dy)/2)
	x0, y0, x1, y1 := c.window(sx, sy, sx+c.n-1, sy+c.n-1)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if c.open(x, y) && c.effect(x, y) {
				c.add(x, y)
			}
		}
	}
	return c.cite(ruleCube)
}

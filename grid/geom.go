package grid

import (
	"fmt"
	"math"
)

// Unit is the number of fixed-point steps in one grid unit (one square,
// 5 ft). Square corners are multiples of Unit, centres are odd multiples of
// Unit/2, and the 1/1024 insets of the cover rule are exact as well. Wall
// ends given as decimals are kept to the nearest 1/Unit of a square.
const Unit = 1 << 16

// MaxSide is the largest map side accepted, in squares. It keeps every
// cross product of fixed-point coordinates inside int64.
const MaxSide = 4096

// Pt is a point in fixed-point grid units (Unit per square).
type Pt struct{ X, Y int64 }

// P returns the grid point (x,y): the top-left corner of square (x,y).
func P(x, y int) Pt { return Pt{int64(x) * Unit, int64(y) * Unit} }

// Center returns the centre of square (x,y).
func Center(x, y int) Pt { return Pt{int64(x)*Unit + Unit/2, int64(y)*Unit + Unit/2} }

// PtF converts a point given in (possibly fractional) grid units to fixed
// point, rounding to the nearest 1/Unit. Values beyond any map (or not
// finite) are clamped far outside every map, where New refuses them.
func PtF(x, y float64) Pt {
	return Pt{fixed(x), fixed(y)}
}

// fixed converts grid units to fixed point, clamping what no map can hold.
func fixed(v float64) int64 {
	const far = 4 * MaxSide
	switch {
	case math.IsNaN(v) || v > far:
		return far * Unit
	case v < -far:
		return -far * Unit
	}
	return int64(math.Round(v * Unit))
}

// Add returns p+q.
func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Pt) Sub(q Pt) Pt { return Pt{p.X - q.X, p.Y - q.Y} }

// F returns the point in grid units as floats, for drawing and messages.
func (p Pt) F() (x, y float64) { return float64(p.X) / Unit, float64(p.Y) / Unit }

// String prints the point in grid units.
func (p Pt) String() string {
	x, y := p.F()
	return fmt.Sprintf("(%g,%g)", x, y)
}

// orient returns the sign of the cross product (a-o)×(b-o): +1 when b lies
// clockwise of a seen from o on the screen (y grows downward), -1 the other
// way, 0 when o, a and b are collinear.
func orient(o, a, b Pt) int {
	return sign64((a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X))
}

// sign64 returns the sign of v: -1, 0 or +1.
func sign64(v int64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// between reports whether p, known to be collinear with a and b, lies
// strictly between them.
func between(a, b, p Pt) bool {
	if a.X != b.X {
		return (a.X < p.X && p.X < b.X) || (b.X < p.X && p.X < a.X)
	}
	return (a.Y < p.Y && p.Y < b.Y) || (b.Y < p.Y && p.Y < a.Y)
}

// onClosed reports whether p, known to be collinear with a and b, lies on
// the closed segment ab.
func onClosed(a, b, p Pt) bool {
	return min(a.X, b.X) <= p.X && p.X <= max(a.X, b.X) &&
		min(a.Y, b.Y) <= p.Y && p.Y <= max(a.Y, b.Y)
}

// collinearOverlap reports whether the collinear segments ab and cd share a
// piece of positive length.
func collinearOverlap(a, b, c, d Pt) bool {
	// Project on the axis with the larger extent of ab.
	var a1, b1, c1, d1 int64
	if abs64(b.X-a.X) >= abs64(b.Y-a.Y) {
		a1, b1, c1, d1 = a.X, b.X, c.X, d.X
	} else {
		a1, b1, c1, d1 = a.Y, b.Y, c.Y, d.Y
	}
	lo := max(min(a1, b1), min(c1, d1))
	hi := min(max(a1, b1), max(c1, d1))
	return lo < hi
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// floorDiv returns ⌊a/b⌋ for b > 0.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// segOpenRect reports whether the open segment (a,b) meets the open
// rectangle (x0,x1)×(y0,y1), exactly (a Liang–Barsky clip with rational
// bounds compared by cross-multiplication).
func segOpenRect(a, b Pt, x0, y0, x1, y1 int64) bool {
	// t-interval kept as fractions lo=ln/ld, hi=hn/hd with positive denominators.
	ln, ld := int64(0), int64(1)
	hn, hd := int64(1), int64(1)
	clip := func(p0, d, lo, hi int64) bool {
		if d == 0 {
			return lo < p0 && p0 < hi
		}
		// t where p0 + t*d == lo and == hi
		n1, n2 := lo-p0, hi-p0
		dd := d
		if dd < 0 {
			n1, n2 = -n1, -n2
			dd = -dd
			n1, n2 = n2, n1
		}
		// now interval (n1/dd, n2/dd)
		if n1*ld > ln*dd {
			ln, ld = n1, dd
		}
		if n2*hd < hn*dd {
			hn, hd = n2, dd
		}
		return true
	}
	if !clip(a.X, b.X-a.X, x0, x1) || !clip(a.Y, b.Y-a.Y, y0, y1) {
		return false
	}
	return ln*hd < hn*ld
}

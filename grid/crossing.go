package grid

// Side bits of a rectangle's border.
const (
	SideLeft uint8 = 1 << iota
	SideRight
	SideTop
	SideBottom
)

// LineCrossesRect reports whether the segment ab passes through the open
// interior of the space r (whole squares): touching a corner or running
// along the outside of an edge does not count (SCENARIO-FORMAT.md: a line
// passes through a creature's space when it crosses its open interior).
func LineCrossesRect(a, b Pt, r Rect) bool {
	x0, y0 := int64(r.X)*Unit, int64(r.Y)*Unit
	return segMeetsOpenRect(a, b, x0, y0, x0+int64(r.W)*Unit, y0+int64(r.H)*Unit)
}

// CrossingSides returns the sides of r's border the segment ab touches where
// it enters and leaves r, when it passes through r's open interior (0
// otherwise). A corner point belongs to both sides that meet there, which is
// how the flanking rules read "opposite sides or opposite corners" (RULES.md
// A10 convention, B10, C10).
func CrossingSides(a, b Pt, r Rect) uint8 {
	if !LineCrossesRect(a, b, r) {
		return 0
	}
	x0, y0 := int64(r.X)*Unit, int64(r.Y)*Unit
	x1, y1 := x0+int64(r.W)*Unit, y0+int64(r.H)*Unit
	dx, dy := b.X-a.X, b.Y-a.Y
	// t-interval of the closed rectangle, as fractions with positive
	// denominators: enter = en/ed, leave = ln/ld, clamped to [0,1].
	en, ed := int64(0), int64(1)
	ln, ld := int64(1), int64(1)
	clip := func(p0, d, lo, hi int64) {
		if d == 0 {
			return
		}
		n1, n2, dd := lo-p0, hi-p0, d
		if dd < 0 {
			n1, n2, dd = p0-hi, p0-lo, -dd
		}
		if n1*ed > en*dd {
			en, ed = n1, dd
		}
		if n2*ld < ln*dd {
			ln, ld = n2, dd
		}
	}
	clip(a.X, dx, x0, x1)
	clip(a.Y, dy, y0, y1)
	sides := func(n, d int64) uint8 {
		// The point a + (n/d)(b-a), compared with the borders times d.
		px, py := a.X*d+n*dx, a.Y*d+n*dy
		var s uint8
		if px == x0*d {
			s |= SideLeft
		}
		if px == x1*d {
			s |= SideRight
		}
		if py == y0*d {
			s |= SideTop
		}
		if py == y1*d {
			s |= SideBottom
		}
		return s
	}
	return sides(en, ed) | sides(ln, ld)
}

// Opposite reports whether a set of sides contains two opposite ones.
func Opposite(s uint8) bool {
	return s&(SideLeft|SideRight) == SideLeft|SideRight || s&(SideTop|SideBottom) == SideTop|SideBottom
}

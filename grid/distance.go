package grid

// Metric says how squares are counted between two squares.
type Metric uint8

// The counting rules of the four systems (RULES.md §0.4).
const (
	// Alternating counts the second, fourth … diagonal as two squares:
	// 5-10-5 feet (PF2e, PF1e, D&D 3.5, the 5e DMG variant).
	Alternating Metric = iota
	// Chebyshev counts every diagonal as one square: the 5e PHB grid.
	Chebyshev
)

// Squares returns the distance in squares for offsets (dx,dy).
func (m Metric) Squares(dx, dy int) int {
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	hi, lo := max(dx, dy), min(dx, dy)
	if m == Chebyshev {
		return hi
	}
	return hi + lo/2
}

// Feet returns the distance in feet for offsets (dx,dy).
func (m Metric) Feet(dx, dy int) int { return 5 * m.Squares(dx, dy) }

// Gap returns the per-axis offsets between the nearest squares of two
// spaces: 0 where they overlap on that axis.
func Gap(a, b Rect) (dx, dy int) {
	dx = max(0, b.X-(a.X+a.W-1), a.X-(b.X+b.W-1))
	dy = max(0, b.Y-(a.Y+a.H-1), a.Y-(b.Y+b.H-1))
	return dx, dy
}

// SpaceFeet returns the distance in feet between the nearest squares of two
// spaces, which is how reach and range are measured from big creatures.
func (m Metric) SpaceFeet(a, b Rect) int {
	dx, dy := Gap(a, b)
	return m.Feet(dx, dy)
}

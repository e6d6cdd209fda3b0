package grid

import "fmt"

// BlockKind says what blocked a line.
type BlockKind uint8

// The ways a line is blocked (SCENARIO-FORMAT.md "Geometry").
const (
	NotBlocked  BlockKind = iota
	SolidSquare           // passes through the open interior of a solid square
	ThickWall             // runs along an edge shared by two solid squares
	WallCrossed           // crosses a wall
	WallAlong             // runs along a wall for some length
	SealedPoint           // slips through a point with walls or solid edges on both sides
)

// Block describes what blocked a line: the kind, the wall index or square,
// and the point for a sealed joint or diagonal. Why() words it for a player.
type Block struct {
	Kind BlockKind
	// Wall is the wall's index for WallCrossed / WallAlong (in Walls, or,
	// for a door, in Doors: Door says which).
	Wall int
	// Door says the wall that blocked is the closed door Doors()[Wall].
	Door   bool
	Square [2]int
	At     Pt // the touched point for SealedPoint
}

// Blocked reports whether the line was blocked.
func (b Block) Blocked() bool { return b.Kind != NotBlocked }

// Why words the block for a player.
func (b Block) Why() string {
	switch b.Kind {
	case SolidSquare:
		return fmt.Sprintf("passes through the solid square (%d,%d)", b.Square[0], b.Square[1])
	case ThickWall:
		return fmt.Sprintf("runs inside a thick wall at (%d,%d)", b.Square[0], b.Square[1])
	case WallCrossed:
		if b.Door {
			return fmt.Sprintf("crosses the closed door %d", b.Wall)
		}
		return fmt.Sprintf("crosses wall %d", b.Wall)
	case WallAlong:
		if b.Door {
			return fmt.Sprintf("runs along the closed door %d", b.Wall)
		}
		return fmt.Sprintf("runs along wall %d", b.Wall)
	case SealedPoint:
		return fmt.Sprintf("slips through the sealed point %v", b.At)
	}
	return "clear"
}

// touch records the sides on which obstacles leave a point the line touches.
type touch struct {
	p     Pt
	sides uint8 // bit 0: clockwise side, bit 1: anticlockwise side
}

// LineScratch holds the buffers of one line test; reuse one per goroutine
// to test many lines without allocating.
type LineScratch struct {
	touches []touch
	seen    []uint32
	stamp   uint32
}

// LineBlocked reports whether the segment from a to b is blocked by walls or
// solid squares. It allocates; hot paths use LineTest with a LineScratch.
func (g *Grid) LineBlocked(a, b Pt) bool {
	var s LineScratch
	return g.LineTest(a, b, &s).Blocked()
}

// LineTest decides, exactly, whether the segment from a to b is blocked
// (SCENARIO-FORMAT.md "Geometry", RULES.md §0.4):
//
//   - a solid square blocks a line through its open interior, or one that
//     runs along an edge two solid squares share;
//   - a wall blocks a line that crosses it or runs along it for some length;
//   - at a single point the line touches inside its length (a square's
//     corner, a wall's end, the joint of two walls), the line is blocked
//     when walls or solid squares leave that point on both sides of it.
//
// The line's own end points are not touches: a line may start or end on a
// wall or at a solid square's corner. Outside the map nothing blocks.
func (g *Grid) LineTest(a, b Pt, s *LineScratch) Block {
	if a == b {
		return Block{}
	}
	s.begin(len(g.lines))
	res := Block{}
	// Walk the squares the line touches (see cellsNear), column by column,
	// looking only at squares that hold a wall or are solid.
	lo, hi := a, b
	if lo.X > hi.X {
		lo, hi = hi, lo
	}
	cx0 := max(int(ceilDiv(lo.X, Unit))-1, 0)
	cx1 := min(int(floorDiv(hi.X, Unit)), g.W-1)
	dx, dy := hi.X-lo.X, hi.Y-lo.Y
	for cx := cx0; cx <= cx1 && !res.Blocked(); cx++ {
		var ylo, yhi int64
		if dx == 0 {
			ylo, yhi = min(lo.Y, hi.Y), max(lo.Y, hi.Y)
		} else {
			y0 := (max(int64(cx)*Unit, lo.X) - lo.X) * dy
			y1 := (min(int64(cx+1)*Unit, hi.X) - lo.X) * dy
			if y0 > y1 {
				y0, y1 = y1, y0
			}
			ylo = lo.Y + floorDiv(y0, dx)
			yhi = lo.Y + ceilDiv(y1, dx)
		}
		ry0 := max(int(ceilDiv(ylo, Unit))-1, 0)
		ry1 := min(int(floorDiv(yhi, Unit)), g.H-1)
		for cy := ry0; cy <= ry1; cy++ {
			i := cy*g.W + cx
			if !g.busy[i] {
				continue
			}
			for _, id := range g.index.at(cx, cy) {
				if !s.first(id) {
					continue
				}
				if k := s.wall(a, b, g.lines[id]); k != NotBlocked {
					res = g.wallBlock(k, int(id))
					break
				}
			}
			if res.Blocked() {
				break
			}
			if g.terrain[i] == Solid {
				if k := s.solid(a, b, cx, cy); k != NotBlocked {
					res = Block{Kind: k, Square: [2]int{cx, cy}}
					break
				}
			}
		}
	}
	if res.Blocked() {
		return res
	}
	if sq, ok := g.alongThickWall(a, b); ok {
		return Block{Kind: ThickWall, Square: sq}
	}
	for _, t := range s.touches {
		if t.sides == 3 {
			return Block{Kind: SealedPoint, At: t.p}
		}
	}
	return Block{}
}

// begin readies the scratch for a test over n wall ids: a fresh stamp for
// the walls seen, no touches.
func (s *LineScratch) begin(n int) {
	if len(s.seen) < n {
		s.seen = make([]uint32, n)
		s.stamp = 0
	}
	s.stamp++
	if s.stamp == 0 {
		clear(s.seen)
		s.stamp = 1
	}
	s.touches = s.touches[:0]
}

// first reports whether wall id is met for the first time in this test,
// and marks it met.
func (s *LineScratch) first(id int32) bool {
	if s.seen[id] == s.stamp {
		return false
	}
	s.seen[id] = s.stamp
	return true
}

func (s *LineScratch) addTouch(p Pt, side int) {
	bit := uint8(1)
	if side < 0 {
		bit = 2
	}
	for i := range s.touches {
		if s.touches[i].p == p {
			s.touches[i].sides |= bit
			return
		}
	}
	s.touches = append(s.touches, touch{p, bit})
}

// wall classifies the segment ab against one wall cd: a crossing or a run
// along blocks; an end of the wall touched inside ab records a side.
func (s *LineScratch) wall(a, b Pt, w Wall) BlockKind {
	c, d := w.A, w.B
	o1, o2 := orient(a, b, c), orient(a, b, d)
	if o1 == 0 && o2 == 0 {
		if collinearOverlap(a, b, c, d) {
			return WallAlong
		}
		return NotBlocked
	}
	o3, o4 := orient(c, d, a), orient(c, d, b)
	if o1*o2 < 0 && o3*o4 < 0 {
		return WallCrossed
	}
	// A wall end on the open segment ab: the wall leaves that point on the
	// side of its other end.
	if o1 == 0 && between(a, b, c) {
		s.addTouch(c, o2)
	}
	if o2 == 0 && between(a, b, d) {
		s.addTouch(d, o1)
	}
	return NotBlocked
}

// solid classifies ab against the solid square (x,y): through its interior
// blocks; a corner touched inside ab records the side the square lies on.
func (s *LineScratch) solid(a, b Pt, x, y int) BlockKind {
	x0, y0 := int64(x)*Unit, int64(y)*Unit
	x1, y1 := x0+Unit, y0+Unit
	if segMeetsOpenRect(a, b, x0, y0, x1, y1) {
		return SolidSquare
	}
	for _, c := range [4]Pt{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		if orient(a, b, c) == 0 && between(a, b, c) {
			// The square lies wholly on one side; its centre tells which.
			s.addTouch(c, orient(a, b, Pt{x0 + Unit/2, y0 + Unit/2}))
		}
	}
	return NotBlocked
}

// alongThickWall reports whether an axis-parallel segment runs, for some
// length, along a grid line with solid squares on both sides.
func (g *Grid) alongThickWall(a, b Pt) ([2]int, bool) {
	switch {
	case a.X == b.X && a.X%Unit == 0:
		cx := int(a.X / Unit)
		lo, hi := min(a.Y, b.Y), max(a.Y, b.Y)
		for y := int(floorDiv(lo, Unit)); int64(y)*Unit < hi; y++ {
			if g.solid(cx-1, y) && g.solid(cx, y) {
				return [2]int{cx, y}, true
			}
		}
	case a.Y == b.Y && a.Y%Unit == 0:
		cy := int(a.Y / Unit)
		lo, hi := min(a.X, b.X), max(a.X, b.X)
		for x := int(floorDiv(lo, Unit)); int64(x)*Unit < hi; x++ {
			if g.solid(x, cy-1) && g.solid(x, cy) {
				return [2]int{x, cy}, true
			}
		}
	}
	return [2]int{}, false
}

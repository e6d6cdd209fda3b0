package grid

import "fmt"

// Wall is a wall segment between two points in fixed-point grid units. It
// blocks movement across it and lines that cross it or run along it.
type Wall struct{ A, B Pt }

// WallF builds a wall from grid units as a scenario file gives them.
func WallF(x1, y1, x2, y2 float64) Wall { return Wall{PtF(x1, y1), PtF(x2, y2)} }

// String prints the wall in grid units.
func (w Wall) String() string { return fmt.Sprintf("%v–%v", w.A, w.B) }

// wallIndex is a uniform bucket index: for every square, the walls whose
// segment comes near its closed region (a superset; the exact tests decide).
// It is built once; a line test then looks only at the walls of the squares
// its segment passes.
type wallIndex struct {
	w, h  int
	start []int32 // start[i]..start[i+1] indexes ids for square i
	ids   []int32
}

// cellsNear calls fn for every square (clamped to the w×h map) whose closed
// region meets the closed segment ab: a supercover of the segment, column by
// column, so that a line test looks only at the walls and solid squares of
// the squares the line touches. Rounding only ever adds squares.
func cellsNear(a, b Pt, w, h int, fn func(x, y int)) {
	if a.X > b.X {
		a, b = b, a
	}
	// Columns whose closed strip [cx, cx+1] meets [a.X, b.X].
	cx0 := int(ceilDiv(a.X, Unit)) - 1
	cx1 := int(floorDiv(b.X, Unit))
	cx0 = max(cx0, 0)
	cx1 = min(cx1, w-1)
	dx, dy := b.X-a.X, b.Y-a.Y
	for cx := cx0; cx <= cx1; cx++ {
		// y range of the segment over the column (clamped to the segment).
		xl := max(int64(cx)*Unit, a.X)
		xr := min(int64(cx+1)*Unit, b.X)
		var ylo, yhi int64
		if dx == 0 {
			ylo, yhi = min(a.Y, b.Y), max(a.Y, b.Y)
		} else {
			y0 := (xl - a.X) * dy
			y1 := (xr - a.X) * dy
			if y0 > y1 {
				y0, y1 = y1, y0
			}
			ylo = a.Y + floorDiv(y0, dx)
			yhi = a.Y + ceilDiv(y1, dx)
		}
		ry0 := max(int(ceilDiv(ylo, Unit))-1, 0)
		ry1 := min(int(floorDiv(yhi, Unit)), h-1)
		for cy := ry0; cy <= ry1; cy++ {
			fn(cx, cy)
		}
	}
}

// ceilDiv returns ⌈a/b⌉ for b > 0.
func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }

func buildWallIndex(walls []Wall, w, h int) wallIndex {
	counts := make([]int32, w*h+1)
	for _, wl := range walls {
		cellsNear(wl.A, wl.B, w, h, func(x, y int) { counts[y*w+x+1]++ })
	}
	for i := 1; i < len(counts); i++ {
		counts[i] += counts[i-1]
	}
	ids := make([]int32, counts[w*h])
	fill := make([]int32, w*h)
	for i, wl := range walls {
		cellsNear(wl.A, wl.B, w, h, func(x, y int) {
			c := y*w + x
			ids[counts[c]+fill[c]] = int32(i)
			fill[c]++
		})
	}
	return wallIndex{w: w, h: h, start: counts, ids: ids}
}

// at returns the ids of the walls near square (x,y).
func (ix *wallIndex) at(x, y int) []int32 {
	c := y*ix.w + x
	return ix.ids[ix.start[c]:ix.start[c+1]]
}

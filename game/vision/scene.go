package vision

import (
	"battlemap/grid"
)

// seg is one sight-blocking segment of a scene, in grid fixed point.
type seg struct{ a, b grid.Pt }

// Scene is the sight-blocking geometry of one map, prepared once for many
// sweeps: the walls, the closed doors, the faces of solid squares and the
// map's border, cut where they cross so that no two segments cross inside
// their lengths (they may still touch and overlap), with an index of which
// segments lie near each part of the map. A Scene is immutable after
// NewScene and safe for concurrent sweeps (each with its own Sweeper).
//
// A grid is immutable too, and opening a door builds a new one: build a new
// Scene for it (see BenchmarkScene for the cost).
type Scene struct {
	W, H  int
	segs  []seg
	solid []bool // per square
	// anySolid says some square is solid (the raster then looks at faces).
	anySolid bool
	index    bucketIndex
}

// NewScene collects what blocks sight on g: walls, closed doors (open ones
// and pits block nothing), solid squares (by their faces towards squares
// that are not solid) and the border of the map, beyond which nothing is
// seen.
func NewScene(g *grid.Grid) *Scene {
	sc := &Scene{W: g.W, H: g.H, solid: make([]bool, g.W*g.H)}
	raw := make([]seg, 0, len(g.Walls())+len(g.Doors())+4)
	for _, w := range g.Walls() {
		raw = append(raw, seg{w.A, w.B})
	}
	for _, d := range g.Doors() {
		if !d.Open {
			raw = append(raw, seg{d.A, d.B})
		}
	}
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			if g.At(x, y) == grid.Solid {
				sc.solid[y*g.W+x] = true
				sc.anySolid = true
			}
		}
	}
	raw = sc.solidFaces(raw)
	w, h := grid.P(g.W, 0), grid.P(0, g.H)
	o, c := grid.P(0, 0), grid.P(g.W, g.H)
	raw = append(raw, seg{o, w}, seg{w, c}, seg{c, h}, seg{h, o})
	sc.segs = splitCrossings(raw, g.W, g.H)
	sc.index = buildBuckets(sc.segs, g.W, g.H)
	return sc
}

// Segments returns how many sight-blocking segments the scene holds, after
// cutting (for tests and benchmarks).
func (sc *Scene) Segments() int { return len(sc.segs) }

// isSolid reports whether square (x,y) is a solid square of the map.
func (sc *Scene) isSolid(x, y int) bool {
	return x >= 0 && y >= 0 && x < sc.W && y < sc.H && sc.solid[y*sc.W+x]
}

// solidFaces appends the faces of the solid squares: each grid line inside
// the map, in maximal runs where a solid square lies on one side and a
// square that is not solid on the other. Faces on the map's border are the
// border's.
func (sc *Scene) solidFaces(out []seg) []seg {
	for y := 1; y < sc.H; y++ { // horizontal grid line y
		run := -1
		for x := 0; x <= sc.W; x++ {
			face := x < sc.W && sc.isSolid(x, y-1) != sc.isSolid(x, y)
			switch {
			case face && run < 0:
				run = x
			case !face && run >= 0:
				out = append(out, seg{grid.P(run, y), grid.P(x, y)})
				run = -1
			}
		}
	}
	for x := 1; x < sc.W; x++ { // vertical grid line x
		run := -1
		for y := 0; y <= sc.H; y++ {
			face := y < sc.H && sc.isSolid(x-1, y) != sc.isSolid(x, y)
			switch {
			case face && run < 0:
				run = y
			case !face && run >= 0:
				out = append(out, seg{grid.P(x, run), grid.P(x, y)})
				run = -1
			}
		}
	}
	return out
}

// bucketSide is the side of one bucket of the segment index, in squares.
const bucketSide = 4

// bucketIndex is a uniform bucket grid over the map: for each bucket, the
// segments whose bounding box meets it (a superset; exact tests decide).
type bucketIndex struct {
	bw, bh int
	start  []int32 // start[i]..start[i+1] indexes ids for bucket i
	ids    []int32
}

// bucketsOf returns the bucket range (inclusive, clamped) that the bounding
// box of s meets.
func (ix *bucketIndex) bucketsOf(s seg) (x0, y0, x1, y1 int) {
	const span = bucketSide * grid.Unit
	cl := func(v int64, n int) int {
		b := int(floorDivP(v, span))
		return min(max(b, 0), n-1)
	}
	return cl(min(s.a.X, s.b.X), ix.bw), cl(min(s.a.Y, s.b.Y), ix.bh),
		cl(max(s.a.X, s.b.X), ix.bw), cl(max(s.a.Y, s.b.Y), ix.bh)
}

// floorDivP returns ⌊a/b⌋ for b > 0.
func floorDivP(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func buildBuckets(segs []seg, w, h int) bucketIndex {
	ix := bucketIndex{bw: (w + bucketSide - 1) / bucketSide, bh: (h + bucketSide - 1) / bucketSide}
	ix.bw, ix.bh = max(ix.bw, 1), max(ix.bh, 1)
	counts := make([]int32, ix.bw*ix.bh+1)
	for _, s := range segs {
		x0, y0, x1, y1 := ix.bucketsOf(s)
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				counts[y*ix.bw+x+1]++
			}
		}
	}
	for i := 1; i < len(counts); i++ {
		counts[i] += counts[i-1]
	}
	ix.ids = make([]int32, counts[len(counts)-1])
	fill := make([]int32, ix.bw*ix.bh)
	for i, s := range segs {
		x0, y0, x1, y1 := ix.bucketsOf(s)
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				c := y*ix.bw + x
				ix.ids[counts[c]+fill[c]] = int32(i)
				fill[c]++
			}
		}
	}
	ix.start = counts
	return ix
}

// at returns the ids of the segments near bucket (bx,by).
func (ix *bucketIndex) at(bx, by int) []int32 {
	c := by*ix.bw + bx
	return ix.ids[ix.start[c]:ix.start[c+1]]
}

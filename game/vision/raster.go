package vision

import "math"

// Margin is how deep into a square the visible region must reach for the
// square to count as seen, in squares (about 1/20: three inches of a 5-ft
// square). It keeps a square behind a wall on a grid line out of sight
// whatever the rounding of the polygon's floats, and a sliver along a
// square's edge from counting. It is not a round fraction on purpose: a
// shadow's edge from a square's centre past a wall's end on a half square
// runs exactly through points such as (x+1/20, y+1/20), where rounding
// would decide.
const Margin = 0.0503

// rasterBuf holds the buffers of the raster: the x of the polygon's
// crossings with each row's centre line, grouped by row.
type rasterBuf struct {
	start []int32
	fill  []int32
	xs    []float64
}

// AddSeen adds to out the squares that the polygon poly (as Polygon
// returns it) shows, on the scene's map:
//
//   - a square that is not solid is seen when the polygon meets its interior
//     shrunk by Margin on every side (its centre in view is enough; a corner
//     glimpsed less than Margin deep is not);
//   - a solid square is seen when the polygon comes within Margin of it: its
//     face is what the viewer sees (a wall drawn along the face hides
//     nothing of it).
//
// out must be a set of the scene's squares (NewSquares(sc.W, sc.H)).
func (sw *Sweeper) AddSeen(sc *Scene, poly []Point, out *Squares) {
	if len(poly) < 3 || out.W != sc.W || out.H != sc.H {
		return
	}
	sw.fillCentres(poly, out)
	n := len(poly)
	for i := range poly {
		p, q := poly[i], poly[(i+1)%n]
		if p == q {
			continue
		}
		coverEdge(p, q, Margin, out.W, out.H, func(x, y int) { out.Set(x, y, true) })
		if sc.anySolid {
			coverEdge(p, q, -Margin, out.W, out.H, func(x, y int) {
				if sc.solid[y*sc.W+x] {
					out.Set(x, y, true)
				}
			})
		}
	}
}

// fillCentres adds the squares whose centre lies inside the polygon, row
// by row: the polygon's crossings with the row's centre line, paired.
func (sw *Sweeper) fillCentres(poly []Point, out *Squares) {
	rb := &sw.raster
	h := out.H
	if cap(rb.start) < h+1 {
		rb.start = make([]int32, h+1)
		rb.fill = make([]int32, h)
	}
	rb.start, rb.fill = rb.start[:h+1], rb.fill[:h]
	clear(rb.start)
	clear(rb.fill)
	n := len(poly)
	rows := func(p, q Point) (int, int) { // rows r with lo <= r+0.5 < hi
		lo, hi := min(p.Y, q.Y), max(p.Y, q.Y)
		return max(int(math.Ceil(lo-0.5)), 0), min(int(math.Ceil(hi-0.5))-1, h-1)
	}
	for i := range poly {
		p, q := poly[i], poly[(i+1)%n]
		if p.Y == q.Y {
			continue
		}
		r0, r1 := rows(p, q)
		for r := r0; r <= r1; r++ {
			rb.start[r+1]++
		}
	}
	for r := 1; r <= h; r++ {
		rb.start[r] += rb.start[r-1]
	}
	if total := int(rb.start[h]); cap(rb.xs) < total {
		rb.xs = make([]float64, total)
	}
	rb.xs = rb.xs[:rb.start[h]]
	for i := range poly {
		p, q := poly[i], poly[(i+1)%n]
		if p.Y == q.Y {
			continue
		}
		r0, r1 := rows(p, q)
		for r := r0; r <= r1; r++ {
			yc := float64(r) + 0.5
			x := p.X + (q.X-p.X)*(yc-p.Y)/(q.Y-p.Y)
			rb.xs[rb.start[r]+rb.fill[r]] = x
			rb.fill[r]++
		}
	}
	for r := 0; r < h; r++ {
		xs := rb.xs[rb.start[r]:rb.start[r+1]]
		for i := 1; i < len(xs); i++ { // insertion sort: a row has few crossings
			for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
				xs[j], xs[j-1] = xs[j-1], xs[j]
			}
		}
		for i := 0; i+1 < len(xs); i += 2 {
			// centres x+0.5 strictly between the crossings
			x0 := max(int(math.Floor(xs[i]-0.5))+1, 0)
			x1 := min(int(math.Ceil(xs[i+1]-0.5))-1, out.W-1)
			if x0 <= x1 {
				out.SetRun(r, x0, x1)
			}
		}
	}
}

// coverEdge calls fn for every square of a w×h map whose box, shrunk by m
// on every side (grown, for a negative m), meets the segment pq.
func coverEdge(p, q Point, m float64, w, h int, fn func(x, y int)) {
	if p.X > q.X {
		p, q = q, p
	}
	c0 := max(int(math.Ceil(p.X-1+m)), 0)
	c1 := min(int(math.Floor(q.X-m)), w-1)
	for c := c0; c <= c1; c++ {
		lo, hi := max(p.X, float64(c)+m), min(q.X, float64(c)+1-m)
		var ylo, yhi float64
		if q.X == p.X {
			ylo, yhi = min(p.Y, q.Y), max(p.Y, q.Y)
		} else {
			k := (q.Y - p.Y) / (q.X - p.X)
			ylo, yhi = p.Y+(lo-p.X)*k, p.Y+(hi-p.X)*k
			if ylo > yhi {
				ylo, yhi = yhi, ylo
			}
		}
		r0 := max(int(math.Ceil(ylo-1+m)), 0)
		r1 := min(int(math.Floor(yhi-m)), h-1)
		for r := r0; r <= r1; r++ {
			fn(c, r)
		}
	}
}

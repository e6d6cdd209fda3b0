package vision

import (
	"math"

	"battlemap/grid"
)

// Point is a point in grid units (a square's side is 1), as floats: the
// vertices of a visibility polygon, ready to draw.
type Point struct{ X, Y float64 }

// rseg is a segment seen from the viewer: its ends relative to the viewer,
// ordered so that a×b > 0 (b comes after a in the sweep's turning order,
// and the viewer lies on the positive side of the segment's line).
type rseg struct{ a, b grid.Pt }

// event is where the sweep's ray meets an end of a segment.
type event struct {
	p    grid.Pt // the end, relative to the viewer
	id   int32   // index in Sweeper.rs
	end  bool    // the segment's last end (else its first)
	half uint8   // 0: angle in [0,π), 1: [π,2π) (see half)
}

// Sweeper computes visibility polygons and the squares they show. It keeps
// its buffers between calls, so that a recomputation after warm-up does not
// allocate; use one per goroutine.
type Sweeper struct {
	cand   []int32
	stamp  []uint32
	stampN uint32
	rs     []rseg
	ev     []event
	// the radix sort's buffers (sort.go)
	ev2         []event
	keys, keys2 []uint64
	active      []int32
	pos         []int32 // per rs index: its place in active, or -1
	poly        []Point
	// the viewer (fixed point, and as floats) and the range in fixed-point
	// units (0: none) of the sweep under way
	v      grid.Pt
	vx, vy float64
	r      float64
	raster rasterBuf
}

// Polygon returns the visibility polygon seen from the point from (grid
// fixed point, as grid.Center gives a square's centre), limited to rng
// squares around it when rng > 0: the region of the map that no wall,
// closed door, solid square or the map's border hides from it, its
// vertices in order around the viewer. The slice is the Sweeper's and is
// overwritten by the next call. A viewer that is not strictly inside the
// map sees nothing (nil).
//
// Walls are lines without thickness: a wall that runs through the viewer's
// own point, or along a ray from it, is seen edge-on and hides only that
// line. Where walls meet at a point (a joint, a corner), the polygon passes
// through the point and nothing beyond it shows: sight never slips through
// a joint, even along the exact ray through it. Near the range's edge the
// circle is drawn as chords at most 1/64 of a turn apart.
func (sw *Sweeper) Polygon(sc *Scene, from grid.Pt, rng float64) []Point {
	sw.poly = sw.poly[:0]
	if from.X <= 0 || from.Y <= 0 || from.X >= int64(sc.W)*grid.Unit || from.Y >= int64(sc.H)*grid.Unit {
		return nil
	}
	sw.v = from
	sw.vx, sw.vy = float64(from.X), float64(from.Y)
	sw.r = 0
	if rng > 0 && !math.IsInf(rng, 1) {
		sw.r = rng * grid.Unit
	}
	sw.candidates(sc)
	sw.events(sc)
	if len(sw.ev) == 0 {
		if sw.r > 0 { // nothing in range: the whole disc
			sw.arc(0, 2*math.Pi)
		}
		return sw.poly
	}
	sw.sweep()
	return sw.poly
}

// candidates collects the ids of the segments that may bound the polygon:
// all of them, or with a range those whose closest point is within it.
func (sw *Sweeper) candidates(sc *Scene) {
	sw.cand = sw.cand[:0]
	if sw.r == 0 {
		for i := range sc.segs {
			sw.cand = append(sw.cand, int32(i))
		}
		return
	}
	if len(sw.stamp) < len(sc.segs) {
		sw.stamp = make([]uint32, len(sc.segs))
		sw.stampN = 0
	}
	sw.stampN++
	if sw.stampN == 0 {
		clear(sw.stamp)
		sw.stampN = 1
	}
	rr := int64(math.Ceil(sw.r))
	ix := &sc.index
	x0, y0, x1, y1 := ix.bucketsOf(seg{sw.v.Sub(grid.Pt{X: rr, Y: rr}), sw.v.Add(grid.Pt{X: rr, Y: rr})})
	r2 := sw.r * sw.r * (1 + 1e-9)
	for by := y0; by <= y1; by++ {
		for bx := x0; bx <= x1; bx++ {
			for _, id := range ix.at(bx, by) {
				if sw.stamp[id] == sw.stampN {
					continue
				}
				sw.stamp[id] = sw.stampN
				if sw.dist2(sc.segs[id]) <= r2 {
					sw.cand = append(sw.cand, id)
				}
			}
		}
	}
}

// dist2 returns the squared distance from the viewer to the segment s.
func (sw *Sweeper) dist2(s seg) float64 {
	ax, ay := float64(s.a.X)-sw.vx, float64(s.a.Y)-sw.vy
	dx, dy := float64(s.b.X-s.a.X), float64(s.b.Y-s.a.Y)
	t := -(ax*dx + ay*dy) / (dx*dx + dy*dy)
	t = min(max(t, 0), 1)
	px, py := ax+t*dx, ay+t*dy
	return px*px + py*py
}

// events turns the candidates into segments seen from the viewer and their
// ends into sweep events in turning order. A segment on a line through the
// viewer has no angular extent and is left out.
func (sw *Sweeper) events(sc *Scene) {
	sw.rs, sw.ev = sw.rs[:0], sw.ev[:0]
	for _, id := range sw.cand {
		s := sc.segs[id]
		a, b := s.a.Sub(sw.v), s.b.Sub(sw.v)
		c := cross(a, b)
		if c == 0 {
			continue
		}
		if c < 0 {
			a, b = b, a
		}
		k := int32(len(sw.rs))
		sw.rs = append(sw.rs, rseg{a, b})
		sw.ev = append(sw.ev, event{p: a, id: k, half: half(a)}, event{p: b, id: k, end: true, half: half(b)})
	}
	sw.sortEvents()
}

// half returns 0 for a direction at an angle in [0,π) from the x axis
// (turning towards +y), 1 for [π,2π).
func half(p grid.Pt) uint8 {
	if p.Y > 0 || (p.Y == 0 && p.X > 0) {
		return 0
	}
	return 1
}

// cmpEvent orders events by the angle of their direction, exactly, and
// among events on one ray the ends of segments before their starts.
func cmpEvent(e, f event) int {
	if e.half != f.half {
		return int(e.half) - int(f.half)
	}
	if c := cross(e.p, f.p); c != 0 {
		if c > 0 {
			return -1
		}
		return 1
	}
	switch {
	case e.end == f.end:
		return 0
	case e.end:
		return -1
	}
	return 1
}

// sameRay reports whether two events lie on the same ray from the viewer.
func sameRay(e, f event) bool { return e.half == f.half && cross(e.p, f.p) == 0 }

// inFront reports whether segment s hides segment t on the rays that meet
// both (neither crosses the other inside: the scene is cut at crossings).
// The test is exact: signs of integer cross products.
func inFront(s, t rseg) bool {
	// The viewer, at the origin, lies on the positive side of both lines.
	o1, o2 := orient(t.a, t.b, s.a), orient(t.a, t.b, s.b)
	if o1 >= 0 && o2 >= 0 {
		return o1 > 0 || o2 > 0 // s on the viewer's side of t (both on t's line: a tie)
	}
	if o1 <= 0 && o2 <= 0 {
		return false // s beyond t's line
	}
	// s has an end on each side of t's line; t lies on one side of s's.
	p1, p2 := orient(s.a, s.b, t.a), orient(s.a, s.b, t.b)
	return !(p1 >= 0 && p2 >= 0)
}

package vision

import (
	"math"

	"battlemap/grid"
)

// none stands for "no segment": the ray runs on to the range's circle.
const none = -1

// maxArcStep is the largest angle between two points of the range's circle.
const maxArcStep = 2 * math.Pi / 64

// sweep turns a ray once around the viewer through the sorted events,
// keeping the segments the ray crosses (active) and the nearest of them.
// Where the nearest changes, the polygon gets the point where the ray left
// the old nearest and the one where it meets the new: the same point at a
// joint, so the polygon closes there.
func (sw *Sweeper) sweep() {
	if cap(sw.pos) < len(sw.rs) {
		sw.pos = make([]int32, len(sw.rs), 2*len(sw.rs))
	}
	sw.pos = sw.pos[:len(sw.rs)]
	for i := range sw.pos {
		sw.pos[i] = -1
	}
	sw.active = sw.active[:0]
	// Active at the start (the ray just before angle 0): the segments whose
	// first end comes after their last in the turning order, which wrap
	// past angle 0.
	for k, s := range sw.rs {
		if cmpEvent(event{p: s.b, half: half(s.b)}, event{p: s.a, half: half(s.a)}) < 0 {
			sw.insert(int32(k))
		}
	}
	cur := sw.nearest()
	first := true
	var firstRay, lastRay grid.Pt
	for i := 0; i < len(sw.ev); {
		ray := sw.ev[i].p
		prev := cur
		dirty := false // the nearest left: look at every active segment
		j := i
		for ; j < len(sw.ev) && sameRay(sw.ev[j], sw.ev[i]); j++ {
			e := sw.ev[j]
			if e.end {
				sw.remove(e.id)
				if e.id == cur {
					dirty = true
				}
				continue
			}
			sw.insert(e.id)
			if !dirty && (cur == none || inFront(sw.rs[e.id], sw.rs[cur])) {
				cur = e.id
			}
		}
		i = j
		if dirty {
			cur = sw.nearest()
		}
		if cur == prev {
			continue
		}
		if first {
			firstRay, first = ray, false
		} else if sw.r > 0 {
			sw.edge(prev, lastRay, ray)
		}
		sw.emit(sw.hit(prev, ray))
		sw.emit(sw.hit(cur, ray))
		lastRay = ray
	}
	if !first && sw.r > 0 {
		sw.edge(cur, lastRay, firstRay)
	}
	// The last point may repeat the first.
	if n := len(sw.poly); n > 1 && sw.poly[n-1] == sw.poly[0] {
		sw.poly = sw.poly[:n-1]
	}
}

func (sw *Sweeper) insert(k int32) {
	sw.pos[k] = int32(len(sw.active))
	sw.active = append(sw.active, k)
}

func (sw *Sweeper) remove(k int32) {
	p := sw.pos[k]
	if p < 0 {
		return
	}
	last := sw.active[len(sw.active)-1]
	sw.active[p] = last
	sw.pos[last] = p
	sw.active = sw.active[:len(sw.active)-1]
	sw.pos[k] = -1
}

// nearest returns the active segment in front of all others, or none.
func (sw *Sweeper) nearest() int32 {
	best := int32(none)
	for _, k := range sw.active {
		if best == none || inFront(sw.rs[k], sw.rs[best]) {
			best = k
		}
	}
	return best
}

// hit returns where the ray towards ray meets segment k (relative to the
// viewer, fixed-point units as floats), clamped to the range: an end of the
// segment exactly when the ray passes through it; for none, the range's
// circle.
func (sw *Sweeper) hit(k int32, ray grid.Pt) (x, y float64) {
	rx, ry := float64(ray.X), float64(ray.Y)
	if k == none {
		f := sw.r / math.Hypot(rx, ry)
		return rx * f, ry * f
	}
	s := sw.rs[k]
	switch {
	case cross(ray, s.a) == 0 && ray.X*s.a.X+ray.Y*s.a.Y > 0:
		x, y = float64(s.a.X), float64(s.a.Y)
	case cross(ray, s.b) == 0 && ray.X*s.b.X+ray.Y*s.b.Y > 0:
		x, y = float64(s.b.X), float64(s.b.Y)
	default:
		d := s.b.Sub(s.a)
		t := float64(cross(s.a, d)) / float64(cross(ray, d))
		x, y = rx*t, ry*t
	}
	if sw.r > 0 {
		if l := math.Hypot(x, y); l > sw.r {
			x, y = x*sw.r/l, y*sw.r/l
		}
	}
	return x, y
}

// emit appends a point given relative to the viewer, in fixed-point units,
// to the polygon in grid units, unless it repeats the last point.
func (sw *Sweeper) emit(x, y float64) {
	p := Point{(sw.vx + x) / grid.Unit, (sw.vy + y) / grid.Unit}
	if n := len(sw.poly); n > 0 && sw.poly[n-1] == p {
		return
	}
	sw.poly = append(sw.poly, p)
}

// edge appends the points between the rays from and to along the boundary
// carried by segment k (or the circle, for none) where the range cuts it:
// the arcs of circle where the segment runs beyond the range and the points
// where it crosses the circle. The points on the rays themselves are
// appended by the caller.
func (sw *Sweeper) edge(k int32, from, to grid.Pt) {
	a0 := math.Atan2(float64(from.Y), float64(from.X))
	a1 := math.Atan2(float64(to.Y), float64(to.X))
	if k == none {
		sw.arc(a0, turn(from, to))
		return
	}
	// The segment's part between the two rays, unclamped.
	s := sw.rs[k]
	d := s.b.Sub(s.a)
	p0 := sw.along(s.a, d, from)
	p1 := sw.along(s.a, d, to)
	dx, dy := p1[0]-p0[0], p1[1]-p0[1]
	a := dx*dx + dy*dy
	b := 2 * (p0[0]*dx + p0[1]*dy)
	c := p0[0]*p0[0] + p0[1]*p0[1] - sw.r*sw.r
	disc := b*b - 4*a*c
	if a == 0 || disc <= 0 {
		if c > 0 { // wholly beyond the range
			sw.arc(a0, within(a0, a1))
		}
		return
	}
	q := math.Sqrt(disc)
	t0, t1 := (-b-q)/(2*a), (-b+q)/(2*a)
	if t1 <= 0 || t0 >= 1 { // wholly beyond the range
		sw.arc(a0, within(a0, a1))
		return
	}
	if t0 > 0 {
		ex, ey := p0[0]+t0*dx, p0[1]+t0*dy
		sw.arc(a0, within(a0, math.Atan2(ey, ex)))
		sw.emit(ex, ey)
	}
	if t1 < 1 {
		ex, ey := p0[0]+t1*dx, p0[1]+t1*dy
		sw.emit(ex, ey)
		e := math.Atan2(ey, ex)
		sw.arc(e, within(e, a1))
	}
}

// along returns where the ray towards ray meets the line through a with
// direction d (relative, floats).
func (sw *Sweeper) along(a, d, ray grid.Pt) [2]float64 {
	t := float64(cross(a, d)) / float64(cross(ray, d))
	return [2]float64{float64(ray.X) * t, float64(ray.Y) * t}
}

// turn returns the angle the sweep turns from the ray from to the ray to,
// in (0,2π], its side decided exactly: the same ray is a full turn.
func turn(from, to grid.Pt) float64 {
	d := math.Atan2(float64(to.Y), float64(to.X)) - math.Atan2(float64(from.Y), float64(from.X))
	for d < 0 {
		d += 2 * math.Pi
	}
	for d >= 2*math.Pi {
		d -= 2 * math.Pi
	}
	c := cross(from, to)
	switch {
	case c > 0 && d > math.Pi: // a small turn that rounding made large
		d = 0
	case c < 0 && d < math.Pi:
		d = math.Pi
	case c == 0 && from.X*to.X+from.Y*to.Y > 0:
		d = 2 * math.Pi
	}
	return d
}

// within returns the turn from angle a0 to a1 inside one segment's view,
// which is less than half a turn: a rounding that made it negative is 0.
func within(a0, a1 float64) float64 {
	d := a1 - a0
	for d < -math.Pi {
		d += 2 * math.Pi
	}
	for d > math.Pi {
		d -= 2 * math.Pi
	}
	return max(d, 0)
}

// arc appends the points of the range's circle strictly between the angle
// a0 and a0+delta, turning the sweep's way; a full turn also appends its
// start.
func (sw *Sweeper) arc(a0, delta float64) {
	n := int(math.Ceil(delta / maxArcStep))
	for i := 1; i < n; i++ {
		a := a0 + delta*float64(i)/float64(n)
		sw.emit(sw.r*math.Cos(a), sw.r*math.Sin(a))
	}
	if delta >= 2*math.Pi {
		sw.emit(sw.r*math.Cos(a0), sw.r*math.Sin(a0))
	}
}

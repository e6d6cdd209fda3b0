package vision

import (
	"math"
	"slices"

	"battlemap/grid"
)

// cut is a point where segment seg is to be cut.
type cut struct {
	seg int32
	at  grid.Pt
}

// splitCrossings returns the segments cut wherever two of them cross inside
// both their lengths, without zero-length pieces and without the pieces
// that lie outside the w×h map. A crossing lies on a rational point and is
// kept to the nearest fixed-point step (1/Unit of a square): both pieces of
// both segments end on that same point, so the cut leaves no gap. Rounding
// can, where several segments cross within one step of each other, make a
// new crossing; the cut is repeated until none is left (a few rounds at
// most; exact geometry makes the first round final on real maps).
func splitCrossings(segs []seg, w, h int) []seg {
	segs = slices.DeleteFunc(segs, func(s seg) bool { return s.a == s.b })
	var cuts []cut
	for round := 0; round < 4; round++ {
		cuts = findCrossings(segs, w, h, cuts[:0])
		if len(cuts) == 0 {
			break
		}
		segs = applyCuts(segs, cuts)
	}
	return slices.DeleteFunc(segs, func(s seg) bool { return outside(s, w, h) })
}

// findCrossings appends the cuts of every pair of segments that cross
// inside both their lengths (exact integer orientation tests).
func findCrossings(segs []seg, w, h int, out []cut) []cut {
	ix := buildBuckets(segs, w, h)
	seen := make([]int32, len(segs)) // the last i that tested j, plus one
	for i, s := range segs {
		x0, y0, x1, y1 := ix.bucketsOf(s)
		for by := y0; by <= y1; by++ {
			for bx := x0; bx <= x1; bx++ {
				for _, j := range ix.at(bx, by) {
					if int(j) <= i || seen[j] == int32(i)+1 {
						continue
					}
					seen[j] = int32(i) + 1
					if p, ok := crossing(s, segs[j]); ok {
						out = append(out, cut{int32(i), p}, cut{j, p})
					}
				}
			}
		}
	}
	return out
}

// crossing reports whether s and t cross at a point inside both (not at an
// end of either, not along a shared line), and the point, rounded to fixed
// point.
func crossing(s, t seg) (grid.Pt, bool) {
	// Bounding boxes first: most pairs of a bucket are far apart.
	if max(s.a.X, s.b.X) < min(t.a.X, t.b.X) || max(t.a.X, t.b.X) < min(s.a.X, s.b.X) ||
		max(s.a.Y, s.b.Y) < min(t.a.Y, t.b.Y) || max(t.a.Y, t.b.Y) < min(s.a.Y, s.b.Y) {
		return grid.Pt{}, false
	}
	o1, o2 := orient(s.a, s.b, t.a), orient(s.a, s.b, t.b)
	o3, o4 := orient(t.a, t.b, s.a), orient(t.a, t.b, s.b)
	if o1*o2 >= 0 || o3*o4 >= 0 {
		return grid.Pt{}, false
	}
	// s.a + (s.b-s.a)·num/den, the products exact in int64, the quotient
	// in floating point (its error is far below one fixed-point step).
	d := t.b.Sub(t.a)
	num := cross(t.a.Sub(s.a), d)
	den := cross(s.b.Sub(s.a), d)
	f := float64(num) / float64(den)
	return grid.Pt{
		X: s.a.X + int64(math.Round(float64(s.b.X-s.a.X)*f)),
		Y: s.a.Y + int64(math.Round(float64(s.b.Y-s.a.Y)*f)),
	}, true
}

// applyCuts returns the segments with each cut at its points.
func applyCuts(segs []seg, cuts []cut) []seg {
	slices.SortFunc(cuts, func(p, q cut) int {
		if p.seg != q.seg {
			return int(p.seg - q.seg)
		}
		s := segs[p.seg]
		return cmp64(along(s, p.at), along(s, q.at))
	})
	out := make([]seg, 0, len(segs)+len(cuts))
	k := 0
	for i, s := range segs {
		from := s.a
		for ; k < len(cuts) && int(cuts[k].seg) == i; k++ {
			if p := cuts[k].at; p != from && p != s.b {
				out = append(out, seg{from, p})
				from = p
			}
		}
		if from != s.b {
			out = append(out, seg{from, s.b})
		}
	}
	return out
}

// along returns how far p lies along s, as a dot product.
func along(s seg, p grid.Pt) int64 {
	d := s.b.Sub(s.a)
	q := p.Sub(s.a)
	return q.X*d.X + q.Y*d.Y
}

func cmp64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// outside reports whether the piece s lies outside the w×h map: its
// midpoint outside the closed rectangle (pieces are cut at the border, so
// a piece is wholly in or wholly out, or lies along the border).
func outside(s seg, w, h int) bool {
	mx, my := s.a.X+s.b.X, s.a.Y+s.b.Y // twice the midpoint
	return mx < 0 || my < 0 || mx > 2*int64(w)*grid.Unit || my > 2*int64(h)*grid.Unit
}

// cross returns the cross product p×q.
func cross(p, q grid.Pt) int64 { return p.X*q.Y - p.Y*q.X }

// orient returns the sign of (a-o)×(b-o): 0 when o, a, b are collinear.
func orient(o, a, b grid.Pt) int64 {
	v := cross(a.Sub(o), b.Sub(o))
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

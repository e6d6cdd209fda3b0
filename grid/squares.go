package grid

import (
	"math"
	"math/bits"
	"strings"
)

// Squares is a set of the squares of a W×H map, packed one bit a square in
// row-major order (bit y*W+x of Words). It is a plain value the engine, a
// file and the app's vision can all hold: the fog of war (the squares
// revealed, engine.PlayersView), the squares in sight, the squares
// explored (game/vision). The zero value is an empty 0×0 set.
//
// A copy shares Words; Clone makes an independent one.
type Squares struct {
	W, H  int
	Words []uint64
}

// NewSquares returns an empty set of the squares of a w×h map.
func NewSquares(w, h int) Squares {
	w, h = max(w, 0), max(h, 0)
	return Squares{W: w, H: h, Words: make([]uint64, (w*h+63)/64)}
}

// Reset makes s an empty set of the squares of a w×h map, keeping its
// storage when it is large enough.
func (s *Squares) Reset(w, h int) {
	w, h = max(w, 0), max(h, 0)
	n := (w*h + 63) / 64
	if cap(s.Words) < n {
		s.Words = make([]uint64, n)
	} else {
		s.Words = s.Words[:n]
		clear(s.Words)
	}
	s.W, s.H = w, h
}

// In reports whether (x,y) is a square of the map.
func (s Squares) In(x, y int) bool { return x >= 0 && y >= 0 && x < s.W && y < s.H }

// Has reports whether square (x,y) is in the set; off the map it is not.
func (s Squares) Has(x, y int) bool {
	if !s.In(x, y) {
		return false
	}
	i := y*s.W + x
	return s.Words[i>>6]&(1<<(i&63)) != 0
}

// Set adds square (x,y) to the set (on) or takes it out; off the map it
// does nothing.
func (s *Squares) Set(x, y int, on bool) {
	if !s.In(x, y) {
		return
	}
	i := y*s.W + x
	if on {
		s.Words[i>>6] |= 1 << (i & 63)
	} else {
		s.Words[i>>6] &^= 1 << (i & 63)
	}
}

// SetRun adds the squares x0..x1 of row y, which must lie on the map (a
// rasteriser's span).
func (s *Squares) SetRun(y, x0, x1 int) { s.run(y, x0, x1, true) }

// run adds (on) or takes out the squares x0..x1 of row y (already
// clamped), a word at a time.
func (s *Squares) run(y, x0, x1 int, on bool) {
	for i, end := y*s.W+x0, y*s.W+x1; i <= end; {
		w, b := i>>6, i&63
		n := min(64-b, end-i+1)
		m := ^uint64(0)
		if n < 64 {
			m = (1<<n - 1) << b
		}
		if on {
			s.Words[w] |= m
		} else {
			s.Words[w] &^= m
		}
		i += n
	}
}

// Clear empties the set, keeping its size.
func (s *Squares) Clear() { clear(s.Words) }

// Count returns how many squares are in the set.
func (s Squares) Count() int {
	n := 0
	for _, w := range s.Words {
		n += bits.OnesCount64(w)
	}
	return n
}

// Clone returns a copy of s that shares nothing with it.
func (s Squares) Clone() Squares {
	return Squares{W: s.W, H: s.H, Words: append([]uint64(nil), s.Words...)}
}

// Equal reports whether s and o have the same size and the same squares.
func (s Squares) Equal(o Squares) bool {
	if s.W != o.W || s.H != o.H || len(s.Words) != len(o.Words) {
		return false
	}
	for i := range s.Words {
		if s.Words[i] != o.Words[i] {
			return false
		}
	}
	return true
}

// Union adds the squares of o to s. Sets of the same size combine word by
// word; otherwise the squares of o that are also squares of s's map count.
func (s *Squares) Union(o Squares) {
	if s.W == o.W && s.H == o.H && len(s.Words) == len(o.Words) {
		for i, w := range o.Words {
			s.Words[i] |= w
		}
		return
	}
	s.combine(o, true)
}

// Subtract takes the squares of o out of s (sizes as for Union).
func (s *Squares) Subtract(o Squares) {
	if s.W == o.W && s.H == o.H && len(s.Words) == len(o.Words) {
		for i, w := range o.Words {
			s.Words[i] &^= w
		}
		return
	}
	s.combine(o, false)
}

// combine sets (on) or clears in s every square of o on both maps.
func (s *Squares) combine(o Squares, on bool) {
	for y := 0; y < min(s.H, o.H); y++ {
		for x := 0; x < min(s.W, o.W); x++ {
			if o.Has(x, y) {
				s.Set(x, y, on)
			}
		}
	}
}

// AnyIn reports whether any square of the rectangle r is in the set: for a
// creature's space, whether any part of the creature is seen.
func (s Squares) AnyIn(r Rect) bool {
	for y := max(r.Y, 0); y < min(r.Y+r.H, s.H); y++ {
		for x := max(r.X, 0); x < min(r.X+r.W, s.W); x++ {
			if s.Has(x, y) {
				return true
			}
		}
	}
	return false
}

// FillRect adds (on) or takes out every square of r on the map: the fog
// tools' rectangle.
func (s *Squares) FillRect(r Rect, on bool) {
	x0, x1 := max(r.X, 0), min(r.X+r.W, s.W)-1
	for y := max(r.Y, 0); y < min(r.Y+r.H, s.H); y++ {
		if x0 > x1 {
			return
		}
		s.run(y, x0, x1, on)
	}
}

// FillDisc adds (on) or takes out every square whose centre lies within
// radius of the point (cx,cy), in grid units (a square's side is 1; square
// (x,y) has its centre at (x+0.5, y+0.5)): the fog tools' brush. A radius
// of 0.5 at a square's centre is that square alone.
func (s *Squares) FillDisc(cx, cy, radius float64, on bool) {
	if !(radius >= 0) || math.IsInf(radius, 0) {
		return
	}
	r2 := radius * radius
	y0 := max(int(math.Ceil(cy-radius-0.5)), 0)
	y1 := min(int(math.Floor(cy+radius-0.5)), s.H-1)
	for y := y0; y <= y1; y++ {
		dy := float64(y) + 0.5 - cy
		half := math.Sqrt(max(r2-dy*dy, 0))
		x0 := max(int(math.Ceil(cx-half-0.5)), 0)
		x1 := min(int(math.Floor(cx+half-0.5)), s.W-1)
		if x0 <= x1 {
			s.run(y, x0, x1, on)
		}
	}
}

// String draws the set as map rows, 'x' for a square in it and '.' for one
// out, for tests and messages.
func (s Squares) String() string {
	var b strings.Builder
	for y := 0; y < s.H; y++ {
		if y > 0 {
			b.WriteByte('\n')
		}
		for x := 0; x < s.W; x++ {
			if s.Has(x, y) {
				b.WriteByte('x')
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// ClearPastEnd clears the bits of the last word past the map's last
// square, which a set read from elsewhere may carry.
func (s *Squares) ClearPastEnd() {
	if n := s.W * s.H; n%64 != 0 && len(s.Words) > 0 {
		s.Words[len(s.Words)-1] &= 1<<(n%64) - 1
	}
}

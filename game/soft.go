package game

import (
	"image/color"
	"math"
)

// Soft shapes: filled geometry with a one-pixel fringe whose vertex alpha
// falls to zero, so edges look smooth at any size and angle without
// Ebiten's antialiasing pass (which renders through an offscreen buffer
// twice the size of what it draws). They go through the batch with
// everything else, so the order of drawing holds.

// fringe is the width of the fading edge in pixels.
const fringe = 1

// vertexA adds a vertex of colour c with alpha scaled by a.
func (b *batch) vertexA(x, y float32, c color.RGBA, a float32) {
	b.vertex(x, y, c)
	b.vs[len(b.vs)-1].ColorA *= a
}

// softEllipse fills an axis-aligned ellipse with a smooth edge.
func (b *batch) softEllipse(cx, cy, rx, ry float32, c color.RGBA) {
	if rx <= 0 || ry <= 0 {
		return
	}
	n := segments(max(rx, ry))
	b.room(2*n + 1)
	i0 := uint16(len(b.vs))
	b.vertex(cx, cy, c)
	irx, iry := max(0, rx-fringe/2.0), max(0, ry-fringe/2.0)
	orx, ory := rx+fringe/2.0, ry+fringe/2.0
	for k := 0; k < n; k++ {
		a := 2 * math.Pi * float64(k) / float64(n)
		cs, sn := float32(math.Cos(a)), float32(math.Sin(a))
		b.vertex(cx+irx*cs, cy+iry*sn, c)
		b.vertexA(cx+orx*cs, cy+ory*sn, c, 0)
	}
	for k := 0; k < n; k++ {
		in, out := i0+1+uint16(2*k), i0+2+uint16(2*k)
		nin, nout := i0+1+uint16(2*((k+1)%n)), i0+2+uint16(2*((k+1)%n))
		b.is = append(b.is, i0, in, nin, in, out, nout, in, nout, nin)
	}
}

// softCircle fills a circle with a smooth edge.
func (b *batch) softCircle(cx, cy, r float32, c color.RGBA) { b.softEllipse(cx, cy, r, r, c) }

// softLine draws a segment of width w with smooth long edges and flat ends.
func (b *batch) softLine(x0, y0, x1, y1, w float32, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 || w <= 0 {
		return
	}
	nx, ny := -dy/l, dx/l
	in := max(0, w/2-fringe/2.0)
	out := w/2 + fringe/2.0
	b.room(8)
	i := uint16(len(b.vs))
	// Outer left, inner left, inner right, outer right; at both ends.
	for _, p := range [2][2]float32{{x0, y0}, {x1, y1}} {
		b.vertexA(p[0]+nx*out, p[1]+ny*out, c, 0)
		b.vertex(p[0]+nx*in, p[1]+ny*in, c)
		b.vertex(p[0]-nx*in, p[1]-ny*in, c)
		b.vertexA(p[0]-nx*out, p[1]-ny*out, c, 0)
	}
	for k := uint16(0); k < 3; k++ {
		b.is = append(b.is, i+k, i+k+1, i+4+k+1, i+k, i+4+k+1, i+4+k)
	}
}

// softRoundLine draws a segment with round ends (walls).
func (b *batch) softRoundLine(x0, y0, x1, y1, w float32, c color.RGBA) {
	b.softLine(x0, y0, x1, y1, w, c)
	b.softCircle(x0, y0, w/2, c)
	b.softCircle(x1, y1, w/2, c)
}

// softDashed draws a segment as dashes of length dash with gaps of gap.
func (b *batch) softDashed(x0, y0, x1, y1, w, dash, gap float32, c color.RGBA) {
	l := float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
	if l == 0 || dash <= 0 {
		return
	}
	ux, uy := (x1-x0)/l, (y1-y0)/l
	for t := float32(0); t < l; t += dash + gap {
		e := min(t+dash, l)
		b.softLine(x0+ux*t, y0+uy*t, x0+ux*e, y0+uy*e, w, c)
	}
}

package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// batch collects filled triangles of plain colour and draws them with one
// DrawTriangles call per batch (or per 60,000 vertices): the grid, the
// terrain and the overlays of a big map cost a few calls, not thousands.
type batch struct {
	vs    []ebiten.Vertex
	is    []uint16
	src   *ebiten.Image // a white pixel inside a white border
	dst   *ebiten.Image
	opts  ebiten.DrawTrianglesOptions
	cx, s float32 // source pixel centre
}

// maxBatchVertices keeps a batch under Ebiten's vertex limit.
const maxBatchVertices = 60000

// newBatch returns a batch; antialias smooths edges through Ebiten's
// offscreen pass (the app draws smooth shapes with sprites instead).
func newBatch(antialias bool) *batch {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	b := &batch{src: img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
	b.opts.AntiAlias = antialias
	b.cx = 1.5
	return b
}

// begin starts drawing onto dst.
func (b *batch) begin(dst *ebiten.Image) {
	b.dst = dst
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// flush draws what was collected.
func (b *batch) flush() {
	if len(b.is) > 0 && b.dst != nil {
		b.dst.DrawTriangles(b.vs, b.is, b.src, &b.opts)
	}
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// room makes room for n more vertices.
func (b *batch) room(n int) {
	if len(b.vs)+n > maxBatchVertices {
		b.flush()
	}
}

func (b *batch) vertex(x, y float32, c color.RGBA) {
	b.vs = append(b.vs, ebiten.Vertex{DstX: x, DstY: y, SrcX: b.cx, SrcY: b.cx,
		ColorR: float32(c.R) / 255, ColorG: float32(c.G) / 255, ColorB: float32(c.B) / 255, ColorA: float32(c.A) / 255})
}

// quad fills the quadrilateral with corners in order.
func (b *batch) quad(x0, y0, x1, y1, x2, y2, x3, y3 float32, c color.RGBA) {
	b.room(4)
	i := uint16(len(b.vs))
	b.vertex(x0, y0, c)
	b.vertex(x1, y1, c)
	b.vertex(x2, y2, c)
	b.vertex(x3, y3, c)
	b.is = append(b.is, i, i+1, i+2, i, i+2, i+3)
}

// rect fills an axis-aligned rectangle.
func (b *batch) rect(x, y, w, h float32, c color.RGBA) {
	b.quad(x, y, x+w, y, x+w, y+h, x, y+h, c)
}

// frame strokes an axis-aligned rectangle inside its bounds.
func (b *batch) frame(x, y, w, h, t float32, c color.RGBA) {
	b.rect(x, y, w, t, c)
	b.rect(x, y+h-t, w, t, c)
	b.rect(x, y+t, t, h-2*t, c)
	b.rect(x+w-t, y+t, t, h-2*t, c)
}

// line fills a segment of width w (flat ends).
func (b *batch) line(x0, y0, x1, y1, w float32, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	b.quad(x0+nx, y0+ny, x1+nx, y1+ny, x1-nx, y1-ny, x0-nx, y0-ny, c)
}

// segments picks how many segments a circle of radius r needs.
func segments(r float32) int {
	return int(min(64, max(12, r/1.5)))
}

// ellipse fills an ellipse.
func (b *batch) ellipse(cx, cy, rx, ry float32, c color.RGBA) {
	n := segments(max(rx, ry))
	b.room(n + 1)
	i0 := uint16(len(b.vs))
	b.vertex(cx, cy, c)
	for k := 0; k < n; k++ {
		a := 2 * math.Pi * float64(k) / float64(n)
		b.vertex(cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a)), c)
	}
	for k := 0; k < n; k++ {
		b.is = append(b.is, i0, i0+1+uint16(k), i0+1+uint16((k+1)%n))
	}
}

// circle fills a circle.
func (b *batch) circle(cx, cy, r float32, c color.RGBA) { b.ellipse(cx, cy, r, r, c) }

// ring strokes an ellipse with a band of width w centred on it.
func (b *batch) ring(cx, cy, rx, ry, w float32, c color.RGBA) {
	n := segments(max(rx, ry))
	b.room(2 * n)
	i0 := uint16(len(b.vs))
	for k := 0; k < n; k++ {
		a := 2 * math.Pi * float64(k) / float64(n)
		cs, sn := float32(math.Cos(a)), float32(math.Sin(a))
		b.vertex(cx+(rx-w/2)*cs, cy+(ry-w/2)*sn, c)
		b.vertex(cx+(rx+w/2)*cs, cy+(ry+w/2)*sn, c)
	}
	for k := 0; k < n; k++ {
		a, bb := i0+uint16(2*k), i0+uint16(2*((k+1)%n))
		b.is = append(b.is, a, a+1, bb+1, a, bb+1, bb)
	}
}

// triangle fills a triangle.
func (b *batch) triangle(x0, y0, x1, y1, x2, y2 float32, c color.RGBA) {
	b.room(3)
	i := uint16(len(b.vs))
	b.vertex(x0, y0, c)
	b.vertex(x1, y1, c)
	b.vertex(x2, y2, c)
	b.is = append(b.is, i, i+1, i+2)
}

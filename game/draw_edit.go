package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/board"
)

// drawEdit marks Edit mode (an orange frame round the map and a banner)
// and draws what the editor is preparing: the squares a stroke or a
// rectangle will paint, the wall or door being drawn.
func (r *renderer) drawEdit(dst *ebiten.Image, b *board.Board) {
	v := b.EditView()
	if !v.On {
		return
	}
	cam := b.Camera()
	s := float32(cam.Scale)
	m := b.MapRect()
	u := float32(b.UI())
	r.hover.begin(dst)
	t := 4 * u
	r.hover.frame(float32(m.X)+t/2, float32(m.Y)+t/2, float32(m.W)-t, float32(m.H)-t, t, colEdit)
	for _, sq := range v.Squares {
		sx, sy := cam.ToScreen(float64(sq.X), float64(sq.Y))
		r.hover.rect(float32(sx), float32(sy), s, s, colEditPaint)
	}
	c := colWall
	switch {
	case v.Door:
		c = colDoor
	case v.Low:
		c = colLowWall
	}
	if v.Drawing {
		x0, y0 := cam.ToScreen(v.Segment[0], v.Segment[1])
		x1, y1 := cam.ToScreen(v.Segment[2], v.Segment[3])
		r.hover.softDashed(float32(x0), float32(y0), float32(x1), float32(y1), max(3, s*0.12), max(6, s*0.3), max(4, s*0.2), c)
	}
	if v.HasStart {
		x, y := cam.ToScreen(v.Start[0], v.Start[1])
		r.hover.softCircle(float32(x), float32(y), max(5, s*0.15), colEdit)
	}
	r.hover.flush()
	r.fonts.drawShadowed(dst, "EDIT MODE · every change can be undone", float64(m.X)+float64(12*u), float64(m.Y)+float64(10*u), float64(16*u), true, colEdit, 0, 0)
}

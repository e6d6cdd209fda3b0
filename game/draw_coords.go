package game

import (
	"math"
	"strconv"

	"battlemap/game/board"
	"battlemap/game/view"
)

// drawCoords writes the squares' numbers along the top and the left edge
// of the map view on the GM's screen, where the map is: the column x over
// each column, the row y beside each row, as the status line and the
// prompts name squares "(x,y)". Every other number is left out when the
// squares are too small for each.
func (r *renderer) drawCoords(b *board.Board, cam view.Camera, vr view.Rect) {
	if b.View() != board.GMScreen || cam.Scale < 12 {
		return
	}
	g := b.Encounter().Grid
	size := math.Max(9*b.UI(), math.Min(cam.Scale*0.32, 14*b.UI()))
	step := 1
	if cam.Scale < size*1.6 {
		step = 2
	}
	x0, y0 := cam.ToGrid(vr.X, vr.Y)
	x1, y1 := cam.ToGrid(vr.X+vr.W, vr.Y+vr.H)
	top := math.Max(vr.Y, cam.OY) + 1
	left := math.Max(vr.X, cam.OX) + 1
	for x := max(0, int(math.Ceil(x0))); x < min(g.W, int(x1)); x++ {
		if x%step != 0 {
			continue
		}
		sx, _ := cam.ToScreen(float64(x)+0.5, 0)
		r.labels = append(r.labels, label{s: strconv.Itoa(x), x: sx, y: top, size: size, c: colTextDim, ax: 0.5, ay: 0, box: true})
	}
	for y := max(0, int(math.Ceil(y0))); y < min(g.H, int(y1)); y++ {
		if y%step != 0 {
			continue
		}
		_, sy := cam.ToScreen(0, float64(y)+0.5)
		r.labels = append(r.labels, label{s: strconv.Itoa(y), x: left, y: sy, size: size, c: colTextDim, ax: 0, ay: 0.5, box: true})
	}
}

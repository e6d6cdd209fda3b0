package game

import (
	"math"

	"battlemap/game/board"
	"battlemap/game/view"
	"battlemap/grid"
)

// drawFog covers what the players do not see: on the players' screen the
// squares they have never seen are black and those seen before (line of
// sight) are dimmed; on the GM's screen both are tinted, so that the GM
// sees the whole map and knows what the players see. Runs of squares along
// a row are drawn as one rectangle.
func (r *renderer) drawFog(b *board.Board, cam view.Camera, vr view.Rect) {
	if !b.Fogged() {
		return
	}
	g := b.Encounter().Grid
	players := b.View() == board.PlayersScreen
	unseen, explored := colFogGM, colExploredGM
	if players {
		unseen, explored = colFog, colExplored
	}
	x0, y0 := cam.ToGrid(vr.X, vr.Y)
	x1, y1 := cam.ToGrid(vr.X+vr.W, vr.Y+vr.H)
	gx0, gy0 := max(0, int(math.Floor(x0))), max(0, int(math.Floor(y0)))
	gx1, gy1 := min(g.W-1, int(math.Ceil(x1))), min(g.H-1, int(math.Ceil(y1)))
	s := float32(cam.Scale)
	for y := gy0; y <= gy1; y++ {
		for x := gx0; x <= gx1; {
			k := b.SquareShown(x, y)
			run := x + 1
			for run <= gx1 && b.SquareShown(run, y) == k {
				run++
			}
			if k != board.InSight {
				c := unseen
				if k == board.Explored {
					c = explored
				}
				sx, sy := cam.ToScreen(float64(x), float64(y))
				r.flat.rect(float32(sx), float32(sy), s*float32(run-x), s, c)
			}
			x = run
		}
	}
}

// drawLights tints the squares each light lights with its colour, on a
// dark map with line of sight: the glow of a torch, round its walls.
func (r *renderer) drawLights(b *board.Board, cam view.Camera) {
	s := float32(cam.Scale)
	b.Lights(func(c uint32, sq grid.Squares) {
		col := rgba(uint8(c>>16), uint8(c>>8), uint8(c), 0x38)
		for y := 0; y < sq.H; y++ {
			for x := 0; x < sq.W; x++ {
				if sq.Has(x, y) {
					sx, sy := cam.ToScreen(float64(x), float64(y))
					r.flat.rect(float32(sx), float32(sy), s, s, col)
				}
			}
		}
	})
}

package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/board"
)

// drawCalibration draws the card the GM matches to a real bank card while
// calibrating true scale: a pale card with a thick outline.
func (r *renderer) drawCalibration(dst *ebiten.Image, b *board.Board) {
	c, ok := b.Calibration()
	if !ok {
		return
	}
	f := r.flat
	f.begin(dst)
	x, y, w, h := float32(c.X), float32(c.Y), float32(c.W), float32(c.H)
	f.rect(x, y, w, h, rgba(0xf4, 0xf0, 0xe0, 0xf0))
	t := max(2, float32(b.UI())*2)
	f.frame(x, y, w, h, t, colTurn)
	f.flush()
	r.fonts.draw(dst, "85.6 mm", c.X+c.W/2, c.Y+c.H/2, 18*b.UI(), true, colPath, 0.5, 0.5)
}

// screenDensity returns the pixels per inch of a screen w×h device
// pixels across the diagonal inches, 0 without one.
func screenDensity(w, h, inches float64) float64 {
	if inches <= 0 || w <= 0 || h <= 0 {
		return 0
	}
	return math.Hypot(w, h) / inches
}

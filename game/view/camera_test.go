package view

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestZoomKeepsPointFixed(t *testing.T) {
	c := Camera{OX: 37, OY: -12, Scale: 40}
	for _, f := range []float64{1.15, 0.5, 3, 1 / 1.15} {
		for _, p := range [][2]float64{{0, 0}, {640, 400}, {1279, 13}} {
			gx, gy := c.ToGrid(p[0], p[1])
			z := c.ZoomAt(p[0], p[1], f)
			require.InDelta(t, 40*f, z.Scale, 1e-9, "factor %v: scale", f)
			sx, sy := z.ToScreen(gx, gy)
			assert.InDelta(t, p[0], sx, 1e-9, "zoom %v at %v moved the grid point under it", f, p)
			assert.InDelta(t, p[1], sy, 1e-9, "zoom %v at %v moved the grid point under it", f, p)
		}
	}
}

func TestZoomClamps(t *testing.T) {
	c := Camera{Scale: 100}
	assert.Equal(t, float64(MaxScale), c.ZoomAt(10, 10, 1000).Scale, "the maximum scale")
	assert.Equal(t, float64(MinScale), c.ZoomAt(10, 10, 0.0001).Scale, "the minimum scale")
	// Clamped, the point under the pointer still stays put.
	z := c.ZoomAt(300, 200, 1000)
	gx, gy := c.ToGrid(300, 200)
	sx, sy := z.ToScreen(gx, gy)
	assert.InDelta(t, 300, sx, 1e-9, "a clamped zoom moved the point")
	assert.InDelta(t, 200, sy, 1e-9, "a clamped zoom moved the point")
	assert.Equal(t, c, c.ZoomAt(1, 1, math.NaN()), "a NaN factor changed the camera")
}

func TestFitCentresAndShowsEverything(t *testing.T) {
	vp := Rect{X: 0, Y: 50, W: 1280, H: 700}
	c := Fit(20, 10, vp, 10)
	// 20 squares across 1260 px (63 each), 10 down 680 px (68 each): the width limits.
	require.InDelta(t, 63, c.Scale, 1e-9, "the scale")
	x0, y0 := c.ToScreen(0, 0)
	x1, y1 := c.ToScreen(20, 10)
	assert.True(t, x0 >= vp.X && y0 >= vp.Y && x1 <= vp.X+vp.W && y1 <= vp.Y+vp.H,
		"map corners (%v,%v)-(%v,%v) leave the viewport %+v", x0, y0, x1, y1, vp)
	assert.InDelta(t, 640, (x0+x1)/2, 1e-9, "the map's centre is not the viewport's")
	assert.InDelta(t, 400, (y0+y1)/2, 1e-9, "the map's centre is not the viewport's")
}

func TestScreenSquareRoundTrip(t *testing.T) {
	c := Camera{OX: 100.5, OY: 20, Scale: 33}
	for y := -1; y < 5; y++ {
		for x := -1; x < 7; x++ {
			sx, sy := c.SquareCenter(x, y)
			gx, gy := c.Square(sx, sy)
			assert.Equal(t, [2]int{x, y}, [2]int{gx, gy}, "the centre of (%d,%d) maps back to another square", x, y)
		}
	}
	// The top-left corner belongs to the square, the right edge to the next.
	x, y := c.Square(100.5, 20)
	assert.Equal(t, [2]int{0, 0}, [2]int{x, y}, "the top-left corner")
	x, _ = c.Square(100.5+33, 20)
	assert.Equal(t, 1, x, "the right edge's column")
	x, y = c.Square(99, 19)
	assert.Equal(t, [2]int{-1, -1}, [2]int{x, y}, "above-left of the map")
}

func TestPan(t *testing.T) {
	assert.Equal(t, Camera{OX: 6, OY: -5, Scale: 10}, Camera{OX: 1, OY: 2, Scale: 10}.Pan(5, -7))
}

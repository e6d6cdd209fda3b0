package view

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestZoomKeepsPointFixed(t *testing.T) {
	c := Camera{OX: 37, OY: -12, Scale: 40}
	for _, f := range []float64{1.15, 0.5, 3, 1 / 1.15} {
		for _, p := range [][2]float64{{0, 0}, {640, 400}, {1279, 13}} {
			gx, gy := c.ToGrid(p[0], p[1])
			z := c.ZoomAt(p[0], p[1], f)
			if !near(z.Scale, 40*f) {
				t.Fatalf("factor %v: scale %v, want %v", f, z.Scale, 40*f)
			}
			sx, sy := z.ToScreen(gx, gy)
			if !near(sx, p[0]) || !near(sy, p[1]) {
				t.Errorf("zoom %v at %v moved the grid point under it to (%v,%v)", f, p, sx, sy)
			}
		}
	}
}

func TestZoomClamps(t *testing.T) {
	c := Camera{Scale: 100}
	if z := c.ZoomAt(10, 10, 1000); z.Scale != MaxScale {
		t.Errorf("scale %v, want the maximum %v", z.Scale, float64(MaxScale))
	}
	if z := c.ZoomAt(10, 10, 0.0001); z.Scale != MinScale {
		t.Errorf("scale %v, want the minimum %v", z.Scale, float64(MinScale))
	}
	// Clamped, the point under the pointer still stays put.
	z := c.ZoomAt(300, 200, 1000)
	gx, gy := c.ToGrid(300, 200)
	if sx, sy := z.ToScreen(gx, gy); !near(sx, 300) || !near(sy, 200) {
		t.Errorf("clamped zoom moved the point to (%v,%v)", sx, sy)
	}
	if z := c.ZoomAt(1, 1, math.NaN()); z != c {
		t.Errorf("a NaN factor changed the camera: %+v", z)
	}
}

func TestFitCentresAndShowsEverything(t *testing.T) {
	vp := Rect{X: 0, Y: 50, W: 1280, H: 700}
	c := Fit(20, 10, vp, 10)
	// 20 squares across 1260 px (63 each), 10 down 680 px (68 each): the width limits.
	if !near(c.Scale, 63) {
		t.Fatalf("scale %v, want 63", c.Scale)
	}
	x0, y0 := c.ToScreen(0, 0)
	x1, y1 := c.ToScreen(20, 10)
	if x0 < vp.X || y0 < vp.Y || x1 > vp.X+vp.W || y1 > vp.Y+vp.H {
		t.Errorf("map corners (%v,%v)-(%v,%v) leave the viewport %+v", x0, y0, x1, y1, vp)
	}
	if !near((x0+x1)/2, 640) || !near((y0+y1)/2, 400) {
		t.Errorf("map centre (%v,%v), want the viewport centre (640,400)", (x0+x1)/2, (y0+y1)/2)
	}
}

func TestScreenSquareRoundTrip(t *testing.T) {
	c := Camera{OX: 100.5, OY: 20, Scale: 33}
	for y := -1; y < 5; y++ {
		for x := -1; x < 7; x++ {
			sx, sy := c.SquareCenter(x, y)
			if gx, gy := c.Square(sx, sy); gx != x || gy != y {
				t.Errorf("centre of (%d,%d) maps back to (%d,%d)", x, y, gx, gy)
			}
		}
	}
	// The top-left corner belongs to the square, the right edge to the next.
	if x, y := c.Square(100.5, 20); x != 0 || y != 0 {
		t.Errorf("corner maps to (%d,%d)", x, y)
	}
	if x, _ := c.Square(100.5+33, 20); x != 1 {
		t.Errorf("right edge maps to column %d, want 1", x)
	}
	if x, y := c.Square(99, 19); x != -1 || y != -1 {
		t.Errorf("above-left of the map maps to (%d,%d), want (-1,-1)", x, y)
	}
}

func TestPan(t *testing.T) {
	c := Camera{OX: 1, OY: 2, Scale: 10}.Pan(5, -7)
	if c.OX != 6 || c.OY != -5 || c.Scale != 10 {
		t.Errorf("pan gave %+v", c)
	}
}

package view

import "math"

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point (x,y) lies in r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center returns the middle of r.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// The zoom limits in screen pixels per square.
const (
	MinScale = 4
	MaxScale = 400
)

// Camera maps grid units to screen pixels: a grid point (gx,gy) is drawn at
// (OX + gx·Scale, OY + gy·Scale). The zero Camera draws nothing sensible;
// start from Fit.
type Camera struct {
	OX, OY float64 // screen position of the map's top-left corner
	Scale  float64 // screen pixels per square
}

// ToScreen returns the screen position of grid point (gx,gy).
func (c Camera) ToScreen(gx, gy float64) (float64, float64) {
	return c.OX + gx*c.Scale, c.OY + gy*c.Scale
}

// ToGrid returns the grid point under screen position (sx,sy).
func (c Camera) ToGrid(sx, sy float64) (float64, float64) {
	if c.Scale == 0 {
		return 0, 0
	}
	return (sx - c.OX) / c.Scale, (sy - c.OY) / c.Scale
}

// Square returns the square under screen position (sx,sy) (it may be off
// the map).
func (c Camera) Square(sx, sy float64) (int, int) {
	gx, gy := c.ToGrid(sx, sy)
	return int(math.Floor(gx)), int(math.Floor(gy))
}

// SquareCenter returns the screen position of the centre of square (x,y).
func (c Camera) SquareCenter(x, y int) (float64, float64) {
	return c.ToScreen(float64(x)+0.5, float64(y)+0.5)
}

// ZoomAt scales the view by factor around screen point (sx,sy): the grid
// point under it stays under it. The scale is kept within MinScale and
// MaxScale.
func (c Camera) ZoomAt(sx, sy, factor float64) Camera {
	if factor <= 0 || math.IsNaN(factor) || math.IsInf(factor, 0) || c.Scale == 0 {
		return c
	}
	gx, gy := c.ToGrid(sx, sy)
	s := math.Min(MaxScale, math.Max(MinScale, c.Scale*factor))
	return Camera{OX: sx - gx*s, OY: sy - gy*s, Scale: s}
}

// Pan moves the view by (dx,dy) screen pixels.
func (c Camera) Pan(dx, dy float64) Camera {
	c.OX += dx
	c.OY += dy
	return c
}

// Fit returns the camera that shows a w×h map whole and centred in vp,
// leaving margin pixels on every side where there is room.
func Fit(w, h int, vp Rect, margin float64) Camera {
	if w <= 0 || h <= 0 {
		return Camera{OX: vp.X, OY: vp.Y, Scale: MinScale}
	}
	aw := math.Max(1, vp.W-2*margin)
	ah := math.Max(1, vp.H-2*margin)
	s := math.Min(aw/float64(w), ah/float64(h))
	s = math.Min(MaxScale, math.Max(MinScale, s))
	cx, cy := vp.Center()
	return Camera{OX: cx - float64(w)*s/2, OY: cy - float64(h)*s/2, Scale: s}
}

package game

import (
	"image/color"
	"math"

	"battlemap/game/view"
	"battlemap/grid"
)

// visible returns the range of squares of a w×h map that the camera shows
// inside r (inclusive-exclusive).
func visible(cam view.Camera, r view.Rect, w, h int) (x0, y0, x1, y1 int) {
	gx0, gy0 := cam.ToGrid(r.X, r.Y)
	gx1, gy1 := cam.ToGrid(r.X+r.W, r.Y+r.H)
	x0 = max(0, int(math.Floor(gx0)))
	y0 = max(0, int(math.Floor(gy0)))
	x1 = min(w, int(math.Ceil(gx1)))
	y1 = min(h, int(math.Ceil(gy1)))
	return
}

// terrainLook says how the terrain is drawn: over a map picture (the
// picture shows the floor: terrain is marked, not painted over), and
// whether the grid lines are drawn.
type terrainLook struct {
	overPicture, grid bool
}

// drawTerrain draws the floor, difficult terrain (single hatching), greater
// difficult terrain (crossed hatching, darker), narrow gaps, solid squares
// and pits, then the grid lines. Over a picture the floor is left to the
// picture and the other kinds are drawn see-through.
func (r *renderer) drawTerrain(g *grid.Grid, cam view.Camera, vr view.Rect, look terrainLook) {
	s := float32(cam.Scale)
	x0, y0, x1, y1 := visible(cam, vr, g.W, g.H)
	if x0 >= x1 || y0 >= y1 {
		return
	}
	ox, oy := cam.ToScreen(float64(x0), float64(y0))
	if look.overPicture {
		r.drawTerrainMarks(g, cam, x0, y0, x1, y1)
	} else {
		r.drawTerrainPaint(g, cam, x0, y0, x1, y1)
	}
	if look.grid {
		r.drawGridLines(float32(ox), float32(oy), s, x0, y0, x1, y1)
	}
}

// drawTerrainPaint paints every square's terrain (no picture).
func (r *renderer) drawTerrainPaint(g *grid.Grid, cam view.Camera, x0, y0, x1, y1 int) {
	b := r.flat
	s := float32(cam.Scale)
	ox, oy := cam.ToScreen(float64(x0), float64(y0))
	b.rect(float32(ox), float32(oy), float32(x1-x0)*s, float32(y1-y0)*s, colFloor)
	hatch := s >= 7
	lw := max(1, s*0.045)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			t := g.At(x, y)
			if t == grid.Open {
				continue
			}
			sx, sy := cam.ToScreen(float64(x), float64(y))
			px, py := float32(sx), float32(sy)
			switch t {
			case grid.Difficult:
				b.rect(px, py, s, s, colDifficult)
				if hatch {
					hatchSquare(b, px, py, s, 3, false, lw, colHatch)
				}
			case grid.Greater:
				b.rect(px, py, s, s, colGreater)
				if hatch {
					hatchSquare(b, px, py, s, 3, false, lw*1.3, colHatchDark)
					hatchSquare(b, px, py, s, 3, true, lw*1.3, colHatchDark)
				}
			case grid.Solid:
				b.rect(px, py, s, s, colSolid)
				e := max(1, s*0.08)
				b.rect(px, py, s, e, colSolidHi)
				b.rect(px, py, e, s, colSolidHi)
				b.rect(px, py+s-e, s, e, colSolidLo)
				b.rect(px+s-e, py, e, s, colSolidLo)
			case grid.Pit:
				// One dark hole; a rim only where the pit meets other ground.
				b.rect(px, py, s, s, colPit)
				in := s * 0.12
				pit := func(x, y int) bool { return g.In(x, y) && g.At(x, y) == grid.Pit }
				if !pit(x, y-1) {
					b.rect(px, py, s, in, colPitRim)
				}
				if !pit(x, y+1) {
					b.rect(px, py+s-in, s, in, colPitRim)
				}
				if !pit(x-1, y) {
					b.rect(px, py, in, s, colPitRim)
				}
				if !pit(x+1, y) {
					b.rect(px+s-in, py, in, s, colPitRim)
				}
			case grid.Narrow:
				b.rect(px, py, s, s, colNarrow)
				// Two jaws pinch the square: a gap narrower than 5 ft.
				j := s * 0.28
				b.triangle(px, py+s*0.2, px+j, py+s/2, px, py+s*0.8, colSolidLo)
				b.triangle(px+s, py+s*0.2, px+s-j, py+s/2, px+s, py+s*0.8, colSolidLo)
			}
		}
	}
}

// drawGridLines draws the grid's lines over squares x0..x1, y0..y1 whose
// top-left corner is at (left, top).
func (r *renderer) drawGridLines(left, top, s float32, x0, y0, x1, y1 int) {
	if s < 4 {
		return
	}
	b := r.flat
	gw := max(1, s*0.025)
	bottom := top + float32(y1-y0)*s
	right := left + float32(x1-x0)*s
	for x := x0; x <= x1; x++ {
		px := left + float32(x-x0)*s
		b.rect(px-gw/2, top, gw, bottom-top, colGridLine)
	}
	for y := y0; y <= y1; y++ {
		py := top + float32(y-y0)*s
		b.rect(left, py-gw/2, right-left, gw, colGridLine)
	}
}

// drawTerrainMarks marks the terrain over a map picture: hatching for
// difficult terrain, a see-through stone for solid squares, a shadow for
// pits, jaws for narrow gaps; open ground shows the picture.
func (r *renderer) drawTerrainMarks(g *grid.Grid, cam view.Camera, x0, y0, x1, y1 int) {
	b := r.flat
	s := float32(cam.Scale)
	lw := max(1, s*0.05)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			t := g.At(x, y)
			if t == grid.Open {
				continue
			}
			sx, sy := cam.ToScreen(float64(x), float64(y))
			px, py := float32(sx), float32(sy)
			switch t {
			case grid.Difficult:
				hatchSquare(b, px, py, s, 3, false, lw, colHatchOver)
			case grid.Greater:
				hatchSquare(b, px, py, s, 3, false, lw*1.3, colHatchOver)
				hatchSquare(b, px, py, s, 3, true, lw*1.3, colHatchOver)
			case grid.Solid:
				b.rect(px, py, s, s, colSolidOver)
			case grid.Pit:
				b.rect(px, py, s, s, colPitOver)
			case grid.Narrow:
				j := s * 0.28
				b.triangle(px, py+s*0.2, px+j, py+s/2, px, py+s*0.8, colSolidOver)
				b.triangle(px+s, py+s*0.2, px+s-j, py+s/2, px+s, py+s*0.8, colSolidOver)
			}
		}
	}
}

// hatchSquare draws n−1 parallel diagonal lines across a square: rising
// ("/") or, with back, falling ("\").
func hatchSquare(b *batch, x, y, s float32, n int, back bool, w float32, c color.RGBA) {
	d := s / float32(n)
	for k := 1; k < 2*n; k++ {
		cc := d * float32(k)
		var ax, ay, bx, by float32
		if cc <= s {
			ax, ay, bx, by = cc, 0, 0, cc
		} else {
			ax, ay, bx, by = s, cc-s, cc-s, s
		}
		if back {
			ax, bx = s-ax, s-bx
		}
		b.line(x+ax, y+ay, x+bx, y+by, w, c)
	}
}

// onScreen returns wall w's ends on the screen.
func onScreen(cam view.Camera, w grid.Wall) (x0, y0, x1, y1 float32) {
	ax, ay := w.A.F()
	bx, by := w.B.F()
	sx0, sy0 := cam.ToScreen(ax, ay)
	sx1, sy1 := cam.ToScreen(bx, by)
	return float32(sx0), float32(sy0), float32(sx1), float32(sy1)
}

// drawWalls draws every wall as a thick segment with round ends, and each
// low wall as a wider band, pale along its top between dark edges, so that
// it reads as something to step over rather than a wall.
func (r *renderer) drawWalls(g *grid.Grid, cam view.Camera) {
	b := r.flat
	w := float32(max(3, cam.Scale*0.14))
	for _, wl := range g.Walls() {
		x0, y0, x1, y1 := onScreen(cam, wl)
		b.softRoundLine(x0, y0, x1, y1, w, colWall)
	}
	lw := float32(max(5, cam.Scale*0.2))
	for _, wl := range g.LowWalls() {
		x0, y0, x1, y1 := onScreen(cam, wl)
		b.softLine(x0, y0, x1, y1, lw, colWall)
		b.softLine(x0, y0, x1, y1, lw*0.5, colLowWall)
	}
}

// drawDoors draws the doors: a closed door as a wooden bar across its
// gap, an open one as its outline.
func (r *renderer) drawDoors(g *grid.Grid, cam view.Camera) {
	b := r.flat
	w := float32(max(4, cam.Scale*0.2))
	for _, d := range g.Doors() {
		x0, y0, x1, y1 := onScreen(cam, d.Wall)
		if d.Open {
			b.softDashed(x0, y0, x1, y1, max(2, w*0.35), w*0.7, w*0.5, colDoor)
			continue
		}
		b.softRoundLine(x0, y0, x1, y1, w, colWall)
		b.softLine(x0, y0, x1, y1, w*0.55, colDoor)
	}
}

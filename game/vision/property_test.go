package vision

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// symmetry is one of the 8 rotations and mirrors of a map: transpose
// first (swap x and y), then mirror x, then mirror y.
type symmetry struct{ swap, flipX, flipY bool }

var symmetries = func() []symmetry {
	var out []symmetry
	for i := 0; i < 8; i++ {
		out = append(out, symmetry{i&1 != 0, i&2 != 0, i&4 != 0})
	}
	return out
}()

func (s symmetry) String() string {
	return fmt.Sprintf("swap=%v flipX=%v flipY=%v", s.swap, s.flipX, s.flipY)
}

// size returns the transformed map's size.
func (s symmetry) size(w, h int) (int, int) {
	if s.swap {
		return h, w
	}
	return w, h
}

// point maps a point of a w×h map.
func (s symmetry) point(p grid.Pt, w, h int) grid.Pt {
	if s.swap {
		p.X, p.Y = p.Y, p.X
	}
	w, h = s.size(w, h)
	if s.flipX {
		p.X = int64(w)*grid.Unit - p.X
	}
	if s.flipY {
		p.Y = int64(h)*grid.Unit - p.Y
	}
	return p
}

// square maps a square of a w×h map.
func (s symmetry) square(x, y, w, h int) (int, int) {
	if s.swap {
		x, y = y, x
	}
	w, h = s.size(w, h)
	if s.flipX {
		x = w - 1 - x
	}
	if s.flipY {
		y = h - 1 - y
	}
	return x, y
}

// apply maps a whole map: its rows, walls and doors.
func (s symmetry) apply(sp grid.Spec) grid.Spec {
	h, w := len(sp.Rows), len(sp.Rows[0])
	nw, nh := s.size(w, h)
	b := make([][]byte, nh)
	for y := range b {
		b[y] = make([]byte, nw)
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			tx, ty := s.square(x, y, w, h)
			b[ty][tx] = sp.Rows[y][x]
		}
	}
	out := grid.Spec{}
	for _, r := range b {
		out.Rows = append(out.Rows, string(r))
	}
	for _, wl := range sp.Walls {
		out.Walls = append(out.Walls, grid.Wall{A: s.point(wl.A, w, h), B: s.point(wl.B, w, h)})
	}
	for _, d := range sp.Doors {
		out.Doors = append(out.Doors, grid.Door{Wall: grid.Wall{A: s.point(d.A, w, h), B: s.point(d.B, w, h)}, Open: d.Open})
	}
	return out
}

// randomMap returns a map with solid squares, pits, walls on the grid's
// lines and at angles, ends on half squares, and doors open and closed.
func randomMap(rng *rand.Rand, w, h int) grid.Spec {
	var sp grid.Spec
	for y := 0; y < h; y++ {
		b := make([]byte, w)
		for x := range b {
			switch r := rng.Intn(100); {
			case r < 8:
				b[x] = '#'
			case r < 11:
				b[x] = 'o'
			default:
				b[x] = '.'
			}
		}
		sp.Rows = append(sp.Rows, string(b))
	}
	half := func(n int) int64 { return int64(rng.Intn(2*n+1)) * grid.Unit / 2 }
	for i := 0; i < w*h/6; i++ {
		a := grid.Pt{X: half(w), Y: half(h)}
		b := a
		for b == a {
			b = a.Add(grid.Pt{X: int64(rng.Intn(7)-3) * grid.Unit / 2, Y: int64(rng.Intn(7)-3) * grid.Unit / 2})
			if rng.Intn(2) == 0 { // mostly along the grid's lines
				b.Y = a.Y
			}
		}
		if rng.Intn(8) == 0 {
			sp.Doors = append(sp.Doors, grid.Door{Wall: grid.Wall{A: a, B: b}, Open: rng.Intn(2) == 0})
		} else {
			sp.Walls = append(sp.Walls, grid.Wall{A: a, B: b})
		}
	}
	return sp
}

// TestSymmetry: the squares seen transform with the map under each of the
// 8 rotations and mirrors (map, walls, doors and viewer transformed alike).
func TestSymmetry(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var sw Sweeper
	for trial := 0; trial < 60; trial++ {
		w, h := 6+rng.Intn(10), 5+rng.Intn(10)
		sp := randomMap(rng, w, h)
		vx, vy := rng.Intn(w), rng.Intn(h)
		var rg float64
		if trial%3 == 0 {
			rg = 2 + 6*rng.Float64()
		}
		g, err := grid.Build(sp)
		require.NoError(t, err)
		base := NewSquares(w, h)
		sw.AddSeen(NewScene(g), sw.Polygon(NewScene(g), grid.Center(vx, vy), rg), &base)
		require.True(t, base.Has(vx, vy) || g.At(vx, vy) == grid.Solid, "trial %d: the viewer's own square is not seen", trial)
		for _, s := range symmetries[1:] {
			tg, err := grid.Build(s.apply(sp))
			require.NoError(t, err)
			tsc := NewScene(tg)
			tx, ty := s.square(vx, vy, w, h)
			got := NewSquares(tg.W, tg.H)
			sw.AddSeen(tsc, sw.Polygon(tsc, grid.Center(tx, ty), rg), &got)
			want := NewSquares(tg.W, tg.H)
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					if base.Has(x, y) {
						tx, ty := s.square(x, y, w, h)
						want.Set(tx, ty, true)
					}
				}
			}
			if !assert.Equal(t, want.String(), got.String(), "trial %d, %v: map\n%s", trial, s, joinRows(tg.Rows())) {
				return
			}
		}
	}
}

func joinRows(r []string) string { return strings.Join(r, "\n") }

// openRows returns the rows of a w×h map of open ground.
func openRows(w, h int) []string {
	out := make([]string, h)
	for y := range out {
		out[y] = strings.Repeat(".", w)
	}
	return out
}

// ring returns a closed room: a random polygon around c, its sides cut
// into many short walls that share their ends, with the points on a
// lattice of 1/den square (den 1 puts every joint on a grid point, where
// rays from square centres pass through them).
func ring(rng *rand.Rand, c Point, den int64, pieces int) (walls []grid.Wall, outline []Point) {
	n := 5 + rng.Intn(12)
	angles := make([]float64, n)
	for i := range angles {
		angles[i] = 2 * math.Pi * (float64(i) + 0.8*rng.Float64()) / float64(n)
	}
	snap := func(x, y float64) grid.Pt {
		return grid.Pt{X: int64(math.Round(x*float64(den))) * grid.Unit / den, Y: int64(math.Round(y*float64(den))) * grid.Unit / den}
	}
	var pts []grid.Pt
	for i := 0; i < n; i++ {
		r := 4 + 8*rng.Float64()
		a := snap(c.X+r*math.Cos(angles[i]), c.Y+r*math.Sin(angles[i]))
		if len(pts) == 0 || pts[len(pts)-1] != a {
			pts = append(pts, a)
		}
	}
	var chain []grid.Pt
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		m := 1 + rng.Intn(pieces)
		for k := 0; k < m; k++ {
			ax, ay := a.F()
			bx, by := b.F()
			f := float64(k) / float64(m)
			p := snap(ax+(bx-ax)*f, ay+(by-ay)*f)
			if len(chain) == 0 || chain[len(chain)-1] != p {
				chain = append(chain, p)
			}
		}
	}
	for i := range chain {
		a, b := chain[i], chain[(i+1)%len(chain)]
		if a != b {
			walls = append(walls, grid.Wall{A: a, B: b})
		}
		x, y := a.F()
		outline = append(outline, Point{x, y})
	}
	return walls, outline
}

// distToOutline returns the distance from p to the closed polyline.
func distToOutline(outline []Point, p Point) float64 {
	best := math.Inf(1)
	for i := range outline {
		a, b := outline[i], outline[(i+1)%len(outline)]
		dx, dy := b.X-a.X, b.Y-a.Y
		t := 0.0
		if l := dx*dx + dy*dy; l > 0 {
			t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
		}
		best = math.Min(best, math.Hypot(p.X-a.X-t*dx, p.Y-a.Y-t*dy))
	}
	return best
}

// TestNoLeakThroughJoints: from inside a closed room of many short walls
// that meet end to end, no point outside the room is in view, and no
// square wholly outside it is seen, whatever the viewer's place (square
// centres, whose rays pass through lattice joints, and arbitrary points).
func TestNoLeakThroughJoints(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	const w, h = 30, 30
	rowsOpen := openRows(w, h)
	var sw Sweeper
	for trial := 0; trial < 150; trial++ {
		den := []int64{1, 2, 64}[trial%3]
		pieces := 8
		if trial%10 == 9 { // rooms of a thousand walls and more: the radix sort's path
			pieces, den = 300, 1024
		}
		walls, outline := ring(rng, Point{15, 15}, den, pieces)
		g, err := grid.New(rowsOpen, walls)
		require.NoError(t, err)
		sc := NewScene(g)
		for v := 0; v < 6; v++ {
			var from Point
			for {
				if v%2 == 0 {
					from = Point{float64(rng.Intn(w)) + 0.5, float64(rng.Intn(h)) + 0.5}
				} else {
					from = Point{30 * rng.Float64(), 30 * rng.Float64()}
				}
				if PolygonContains(outline, from.X, from.Y) && distToOutline(outline, from) > 0.01 {
					break
				}
			}
			rg := 0.0
			if v == 5 {
				rg = 3 + 10*rng.Float64()
			}
			poly := sw.Polygon(sc, grid.PtF(from.X, from.Y), rg)
			require.GreaterOrEqual(t, len(poly), 3)
			samples := 400
			if pieces > 8 { // distToOutline is slow on a thousand walls
				samples = 40
			}
			for k := 0; k < samples; k++ {
				p := Point{30 * rng.Float64(), 30 * rng.Float64()}
				if PolygonContains(outline, p.X, p.Y) || distToOutline(outline, p) < 1e-6 {
					continue
				}
				if !assert.False(t, PolygonContains(poly, p.X, p.Y), "trial %d: %v sees %v outside the room", trial, from, p) {
					return
				}
			}
			seen := NewSquares(w, h)
			sw.AddSeen(sc, poly, &seen)
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					if seen.Has(x, y) && !boxMeetsRoom(outline, x, y) {
						assert.Fail(t, "a square outside the room is seen", "trial %d: %v sees (%d,%d)", trial, from, x, y)
						return
					}
				}
			}
		}
	}
}

// boxMeetsRoom reports whether square (x,y) meets the room: a sample of its
// points inside, or a side of the room through it (tested apart from the
// raster's own code).
func boxMeetsRoom(outline []Point, x, y int) bool {
	if PolygonContains(outline, float64(x)+0.5, float64(y)+0.5) {
		return true
	}
	for i := 0; i <= 10; i++ {
		for j := 0; j <= 10; j++ {
			if PolygonContains(outline, float64(x)+float64(i)/10, float64(y)+float64(j)/10) {
				return true
			}
		}
	}
	c := Point{float64(x) + 0.5, float64(y) + 0.5}
	return distToOutline(outline, c) <= math.Sqrt2/2
}

// TestDoorBlocksWhenClosed: a room of unit walls with one door; closed,
// nothing outside is seen from anywhere inside; open, the square beyond the
// door is.
func TestDoorBlocksWhenClosed(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	const w, h = 16, 12
	rowsOpen := openRows(w, h)
	for trial := 0; trial < 40; trial++ {
		x0, y0 := 1+rng.Intn(4), 1+rng.Intn(3)
		x1, y1 := x0+2+rng.Intn(8), y0+2+rng.Intn(5)
		// the room's sides as unit walls, clockwise
		var sides []grid.Wall
		for x := x0; x < x1; x++ {
			sides = append(sides, grid.WallF(float64(x), float64(y0), float64(x+1), float64(y0)))
		}
		for y := y0; y < y1; y++ {
			sides = append(sides, grid.WallF(float64(x1), float64(y), float64(x1), float64(y+1)))
		}
		for x := x1; x > x0; x-- {
			sides = append(sides, grid.WallF(float64(x), float64(y1), float64(x-1), float64(y1)))
		}
		for y := y1; y > y0; y-- {
			sides = append(sides, grid.WallF(float64(x0), float64(y), float64(x0), float64(y-1)))
		}
		k := rng.Intn(len(sides))
		door := sides[k]
		walls := append(append([]grid.Wall(nil), sides[:k]...), sides[k+1:]...)
		// the square beyond the door
		ax, ay := door.A.F()
		bx, by := door.B.F()
		mx, my := (ax+bx)/2, (ay+by)/2
		nx, ny := mx+0.5*(by-ay), my-0.5*(bx-ax) // clockwise sides: outward normal
		bxq, byq := int(math.Floor(nx)), int(math.Floor(ny))
		require.False(t, bxq >= x0 && bxq < x1 && byq >= y0 && byq < y1, "the square beyond the door is inside the room")
		room := grid.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
		for _, open := range []bool{false, true} {
			g, err := grid.Build(grid.Spec{Rows: rowsOpen, Walls: walls, Doors: []grid.Door{{Wall: door, Open: open}}})
			require.NoError(t, err)
			sc := NewScene(g)
			var v View
			v.Update(sc, []Viewer{{Space: grid.Rect{X: x0 + rng.Intn(x1-x0), Y: y0 + rng.Intn(y1-y0), W: 1, H: 1}}})
			outside := v.Seen.Clone()
			outside.FillRect(room, false)
			if open {
				assert.True(t, v.Seen.Has(bxq, byq), "trial %d: the open door %v does not show (%d,%d):\n%v", trial, door, bxq, byq, v.Seen)
			} else {
				assert.Zero(t, outside.Count(), "trial %d: the closed door %v lets sight out:\n%v", trial, door, v.Seen)
			}
		}
	}
}

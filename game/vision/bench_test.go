package vision

import (
	"math"
	"math/rand"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/require"
)

// dungeon returns an 80×80 map of 8×8 rooms of 10×10 squares: the rooms'
// walls on the grid's lines in pieces 2 squares long, a 2-square doorway in
// each side, and clutter (short walls at any angle) inside the rooms, n
// walls in all.
func dungeon(rng *rand.Rand, n int) grid.Spec {
	const side, rooms = 10, 8
	sp := grid.Spec{Rows: openRows(side*rooms, side*rooms)}
	for k := 1; k < rooms; k++ {
		for r := 0; r < rooms; r++ {
			gap := 1 + rng.Intn(side/2-1) // which piece of the side is the doorway
			for p := 0; p < side/2; p++ {
				if p == gap {
					continue
				}
				a := float64(r*side + 2*p)
				sp.Walls = append(sp.Walls,
					grid.WallF(float64(k*side), a, float64(k*side), a+2), // vertical line x = k·side
					grid.WallF(a, float64(k*side), a+2, float64(k*side))) // horizontal line y = k·side
			}
		}
	}
	for len(sp.Walls) < n {
		rx, ry := rng.Intn(rooms), rng.Intn(rooms)
		x := float64(rx*side) + 2 + 6*rng.Float64()
		y := float64(ry*side) + 2 + 6*rng.Float64()
		l, a := 0.5+1.5*rng.Float64(), 2*math.Pi*rng.Float64()
		sp.Walls = append(sp.Walls, grid.WallF(x, y, x+l*math.Cos(a), y+l*math.Sin(a)))
	}
	return sp
}

// caves returns a 200×200 map of n short cave-wall segments: closed, bumpy
// loops (pillars and cave walls) of about 50 segments each, well apart.
func caves(rng *rand.Rand, n int) grid.Spec {
	const size = 200
	sp := grid.Spec{Rows: openRows(size, size)}
	for len(sp.Walls) < n {
		cx, cy := 10+180*rng.Float64(), 10+180*rng.Float64()
		r := 2 + 5*rng.Float64()
		k := min(50, n-len(sp.Walls))
		if k < 3 {
			k = 3
		}
		var pts []grid.Pt
		for i := 0; i < k; i++ {
			a := 2 * math.Pi * float64(i) / float64(k)
			rr := r * (0.8 + 0.4*rng.Float64())
			pts = append(pts, grid.PtF(cx+rr*math.Cos(a), cy+rr*math.Sin(a)))
		}
		for i := range pts {
			if a, b := pts[i], pts[(i+1)%len(pts)]; a != b && len(sp.Walls) < n {
				sp.Walls = append(sp.Walls, grid.Wall{A: a, B: b})
			}
		}
	}
	return sp
}

// viewersOn returns k one-square viewers on random squares of sc that no
// wall crosses, and a second set, each one square away from the first (the
// move between two recomputations).
func viewersOn(rng *rand.Rand, g *grid.Grid, k int) (a, b []Viewer) {
	for len(a) < k {
		x, y := 1+rng.Intn(g.W-2), 1+rng.Intn(g.H-2)
		if !g.Fits(grid.Rect{X: x, Y: y, W: 1, H: 1}, false) || !g.StepLineClear(x, y, grid.E) {
			continue
		}
		a = append(a, Viewer{Space: grid.Rect{X: x, Y: y, W: 1, H: 1}})
		b = append(b, Viewer{Space: grid.Rect{X: x + 1, Y: y, W: 1, H: 1}})
	}
	return a, b
}

func withRange(vs []Viewer, r float64) []Viewer {
	out := append([]Viewer(nil), vs...)
	for i := range out {
		out[i].Range = r
	}
	return out
}

// BenchmarkVision recomputes a party's view after a move: every viewer's
// polygon and the squares seen, and Explored.
func BenchmarkVision(b *testing.B) {
	for _, c := range []struct {
		name  string
		spec  func(*rand.Rand) grid.Spec
		k     int
		rng   float64
		walls int
	}{
		{"6-viewers-1000-walls", func(r *rand.Rand) grid.Spec { return dungeon(r, 1000) }, 6, 0, 1000},
		{"1-viewer-90ft-1100-walls", func(r *rand.Rand) grid.Spec { return dungeon(r, 1100) }, 1, 18, 1100},
		{"6-viewers-90ft-1100-walls", func(r *rand.Rand) grid.Spec { return dungeon(r, 1100) }, 6, 18, 1100},
		{"6-viewers-caves-200x200-5000-walls", func(r *rand.Rand) grid.Spec { return caves(r, 5000) }, 6, 0, 5000},
	} {
		b.Run(c.name, func(b *testing.B) {
			rng := rand.New(rand.NewSource(1))
			sp := c.spec(rng)
			require.Len(b, sp.Walls, c.walls)
			g, err := grid.Build(sp)
			require.NoError(b, err)
			sc := NewScene(g)
			va, vb := viewersOn(rng, g, c.k)
			va, vb = withRange(va, c.rng), withRange(vb, c.rng)
			var v View
			v.Update(sc, va)
			v.Update(sc, vb)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if i&1 == 0 {
					v.Update(sc, va)
				} else {
					v.Update(sc, vb)
				}
			}
		})
	}
}

// BenchmarkScene prepares a map's scene: what a door opening or closing
// costs on top of the grid's own rebuild.
func BenchmarkScene(b *testing.B) {
	for _, c := range []struct {
		name string
		spec grid.Spec
	}{
		{"1000-walls", dungeon(rand.New(rand.NewSource(1)), 1000)},
		{"caves-200x200-5000-walls", caves(rand.New(rand.NewSource(1)), 5000)},
	} {
		b.Run(c.name, func(b *testing.B) {
			g, err := grid.Build(c.spec)
			require.NoError(b, err)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				NewScene(g)
			}
		})
	}
}

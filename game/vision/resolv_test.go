package vision

import (
	"math/rand"
	"testing"

	"battlemap/grid"

	"github.com/solarlune/resolv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The project's card names resolv (v0.8.1) for broad-phase lookups. These
// tests measure why vision uses neither its line test (it misses crossings
// near wall ends, lines through joints and lines along walls) nor its
// spatial hash (the package's bucket index answers the same query several
// times faster, and resolv's queries share package-level scratch, so two
// sweeps could not run at once).

// resolvBlocked asks resolv's LineTest whether the segment from a to b
// meets any of the walls (coordinates in grid units times scale).
func resolvBlocked(a, b Point, scale float64, walls ...grid.Wall) bool {
	var shapes resolv.ShapeCollection
	for _, w := range walls {
		ax, ay := w.A.F()
		bx, by := w.B.F()
		shapes = append(shapes, resolv.NewLine(ax*scale, ay*scale, bx*scale, by*scale))
	}
	return resolv.LineTest(resolv.LineTestSettings{
		Start:       resolv.NewVector(a.X*scale, a.Y*scale),
		End:         resolv.NewVector(b.X*scale, b.Y*scale),
		TestAgainst: shapes,
	})
}

// TestResolvLineTestMisses: for each line, grid's exact test blocks it, and
// resolv's reports no hit: in grid units, where its fudge term (+1 in the
// numerators of its crossing parameters) moves every crossing by a large
// part of a wall, and, along a wall, at any scale (it skips parallel
// lines). At 100 units a square the first two are caught: its answer
// depends on the drawing's scale.
func TestResolvLineTestMisses(t *testing.T) {
	for _, c := range []struct {
		name   string
		a, b   Point
		walls  []grid.Wall
		scales []float64 // the scales at which resolv misses
	}{
		{
			name: "a crossing a tenth of a square from the wall's end",
			a:    pt(0.5, 1), b: pt(3.5, 1),
			walls:  wallsPath(2, 0, 2, 1.1),
			scales: []float64{1},
		},
		{
			name: "through the joint of two walls, one on each side of the line",
			a:    pt(2, 4.5), b: pt(6, 3.5),
			walls:  []grid.Wall{grid.WallF(4, 4, 5, 1), grid.WallF(6, 4, 4, 4)},
			scales: []float64{1},
		},
		{
			name: "along a wall",
			a:    pt(1, 2), b: pt(5, 2),
			walls:  wallsPath(0, 2, 6, 2),
			scales: []float64{1, 100},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := grid.New(openRows(8, 8), c.walls)
			require.NoError(t, err)
			assert.True(t, g.LineBlocked(grid.PtF(c.a.X, c.a.Y), grid.PtF(c.b.X, c.b.Y)), "grid's line test lets it through")
			for _, s := range c.scales {
				assert.False(t, resolvBlocked(c.a, c.b, s, c.walls...), "resolv blocks it at scale %g", s)
			}
			// And the sweep: the far end is out of sight.
			_, sc := build(t, openRows(8, 8), c.walls, nil)
			var sw Sweeper
			poly := sw.Polygon(sc, grid.PtF(c.a.X, c.a.Y), 0)
			far := Point{c.b.X + 0.01*(c.b.X-c.a.X), c.b.Y + 0.01*(c.b.Y-c.a.Y)}
			if c.name != "along a wall" { // along a wall, the wall is seen edge-on
				assert.False(t, PolygonContains(poly, far.X, far.Y), "the sweep sees %v", far)
			}
		})
	}
}

// resolvSpace puts the scene's segments in a resolv space, at px units a
// square in cells of 4 squares, each carrying its index.
func resolvSpace(sc *Scene, px int) *resolv.Space {
	// One cell more each way: resolv drops a shape on the space's far
	// edge (the map's right and bottom border) from its cells.
	space := resolv.NewSpace((sc.W+4)*px, (sc.H+4)*px, 4*px, 4*px)
	for i, s := range sc.segs {
		ax, ay := s.a.F()
		bx, by := s.b.F()
		l := resolv.NewLine(ax*float64(px), ay*float64(px), bx*float64(px), by*float64(px))
		l.SetData(i)
		space.Add(l)
	}
	return space
}

// aim sets the sweeper's viewer at the centre of v's square, seeing r
// squares.
func (sw *Sweeper) aim(v grid.Rect, r float64) {
	sw.v = grid.Center(v.X, v.Y)
	sw.vx, sw.vy = float64(sw.v.X), float64(sw.v.Y)
	sw.r = r * grid.Unit
}

// resolvCandidates is Sweeper.candidates with resolv's spatial hash.
func (sw *Sweeper) resolvCandidates(sc *Scene, space *resolv.Space, px float64) {
	cx, cy := sw.vx/grid.Unit*px, sw.vy/grid.Unit*px
	rr := sw.r / grid.Unit * px
	sw.cand = sw.cand[:0]
	r2 := sw.r * sw.r * (1 + 1e-9)
	space.FilterCells(resolv.Bounds{Min: resolv.NewVector(cx-rr, cy-rr), Max: resolv.NewVector(cx+rr, cy+rr)}).
		ForEach(func(s resolv.IShape) bool {
			if id := s.Data().(int); sw.dist2(sc.segs[id]) <= r2 {
				sw.cand = append(sw.cand, int32(id))
			}
			return true
		})
}

// BenchmarkBroadPhase finds the walls within 18 squares (90 ft) of a
// viewer on the 1,100-wall dungeon: the package's bucket index against
// resolv's spatial hash (cells of 4 squares both), the same exact distance
// filter after each.
func BenchmarkBroadPhase(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	g, err := grid.Build(dungeon(rng, 1100))
	require.NoError(b, err)
	sc := NewScene(g)
	views, _ := viewersOn(rng, g, 16)
	b.Run("buckets", func(b *testing.B) {
		var sw Sweeper
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			sw.aim(views[i%len(views)].Space, 18)
			sw.candidates(sc)
		}
	})
	b.Run("resolv", func(b *testing.B) {
		const px = 16 // resolv's space is in whole units: 16 a square
		space := resolvSpace(sc, px)
		var sw Sweeper
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			sw.aim(views[i%len(views)].Space, 18)
			sw.resolvCandidates(sc, space, px)
		}
	})
}

// TestBroadPhaseAgrees: resolv's spatial hash and the bucket index find the
// same walls in range (the comparison above is of equals).
func TestBroadPhaseAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	g, err := grid.Build(dungeon(rng, 1100))
	require.NoError(t, err)
	sc := NewScene(g)
	views, _ := viewersOn(rng, g, 8)
	space := resolvSpace(sc, 16)
	for _, v := range views {
		var sw Sweeper
		sw.aim(v.Space, 18)
		sw.candidates(sc)
		want := map[int32]bool{}
		for _, id := range sw.cand {
			want[id] = true
		}
		sw.resolvCandidates(sc, space, 16)
		got := map[int32]bool{}
		for _, id := range sw.cand {
			got[id] = true
		}
		assert.Equal(t, want, got, "viewer %v", v.Space)
	}
}

package area

import (
	"math/rand"
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/require"
)

// benchMap is a 200×200 map with 1,000 walls: grid-aligned and at angles,
// 1 to 4 squares long, from a seeded source, none through (100,100).
func benchMap(tb testing.TB, system string) *engine.Encounter {
	tb.Helper()
	r := rand.New(rand.NewSource(1))
	var walls []grid.Wall
	for len(walls) < 1000 {
		x, y := float64(r.Intn(200)), float64(r.Intn(200))
		l := float64(1 + r.Intn(4))
		var w grid.Wall
		switch r.Intn(3) {
		case 0:
			w = grid.WallF(x, y, min(x+l, 200), y)
		case 1:
			w = grid.WallF(x, y, x, min(y+l, 200))
		default:
			w = grid.WallF(x+0.25, y+0.5, min(x+l, 200), min(y+l/2, 200))
		}
		if insideSegment(w, grid.P(100, 100)) || w.A == w.B {
			continue
		}
		walls = append(walls, w)
	}
	rows := make([]string, 200)
	for i := range rows {
		rows[i] = strings.Repeat(".", 200)
	}
	return board(tb, system, engine.OptionSet{}, rows, walls, nil)
}

// mazeMap is a 61×61 maze of one-square corridors between solid squares
// (a depth-first maze from a seeded source), the spread's worst case:
// every square reached by a winding path.
func mazeMap(tb testing.TB) *engine.Encounter {
	tb.Helper()
	const n = 30
	w := 2*n + 1
	cells := make([][]byte, w)
	for y := range cells {
		cells[y] = []byte(strings.Repeat("#", w))
	}
	r := rand.New(rand.NewSource(2))
	seen := make([]bool, n*n)
	var dig func(cx, cy int)
	dig = func(cx, cy int) {
		seen[cy*n+cx] = true
		cells[2*cy+1][2*cx+1] = '.'
		for _, k := range r.Perm(4) {
			dx, dy := [4]int{1, -1, 0, 0}[k], [4]int{0, 0, 1, -1}[k]
			nx, ny := cx+dx, cy+dy
			if nx < 0 || ny < 0 || nx >= n || ny >= n || seen[ny*n+nx] {
				continue
			}
			cells[2*cy+1+dy][2*cx+1+dx] = '.'
			dig(nx, ny)
		}
	}
	dig(n/2, n/2)
	rows := make([]string, w)
	for i := range cells {
		rows[i] = string(cells[i])
	}
	return board(tb, "pf1e", engine.OptionSet{}, rows, nil, nil)
}

func benchCompute(b *testing.B, e *engine.Encounter, specs ...Spec) {
	c := NewCalc()
	for _, s := range specs {
		_, err := c.Compute(e, s)
		require.NoError(b, err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := c.Compute(e, specs[i%len(specs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBurst60 is a PF2e 60-ft burst (24×24 squares, each with line of
// effect) on the 200×200 map with 1,000 walls.
func BenchmarkBurst60(b *testing.B) {
	benchCompute(b, benchMap(b, "pf2e"), Spec{Shape: Burst, Feet: 60, Origin: grid.P(100, 100), HasOrigin: true})
}

// BenchmarkCone60_5e is a 5e 60-ft cone toward a point at an angle on the
// same map: the exact overlap test and line of effect per square.
func BenchmarkCone60_5e(b *testing.B) {
	benchCompute(b, benchMap(b, "dnd5e"), Spec{Shape: Cone, Feet: 60, Origin: grid.P(100, 100), HasOrigin: true, Toward: grid.P(113, 104), HasToward: true})
}

// BenchmarkSphere60_5e is a 5e 60-ft sphere (the half-covered test) there.
func BenchmarkSphere60_5e(b *testing.B) {
	benchCompute(b, benchMap(b, "dnd5e"), Spec{Shape: Sphere, Feet: 60, Origin: grid.P(100, 100), HasOrigin: true})
}

// BenchmarkSpreadMaze is a PF1e 60-ft spread in the middle of a maze.
func BenchmarkSpreadMaze(b *testing.B) {
	benchCompute(b, mazeMap(b), Spec{Shape: Spread, Feet: 60, Origin: grid.P(31, 31), HasOrigin: true})
}

// BenchmarkDragBurst is what dragging a template costs per pointer move:
// the 60-ft burst placed again at a neighbouring point, alternately.
func BenchmarkDragBurst(b *testing.B) {
	benchCompute(b, benchMap(b, "pf2e"),
		Spec{Shape: Burst, Feet: 60, Origin: grid.P(100, 100), HasOrigin: true},
		Spec{Shape: Burst, Feet: 60, Origin: grid.P(101, 100), HasOrigin: true})
}

// BenchmarkDragCone5e: the 5e cone turned toward the neighbouring grid
// point, alternately.
func BenchmarkDragCone5e(b *testing.B) {
	benchCompute(b, benchMap(b, "dnd5e"),
		Spec{Shape: Cone, Feet: 60, Origin: grid.P(100, 100), HasOrigin: true, Toward: grid.P(113, 104), HasToward: true},
		Spec{Shape: Cone, Feet: 60, Origin: grid.P(100, 100), HasOrigin: true, Toward: grid.P(113, 105), HasToward: true})
}

package engine_test

import (
	"battlemap/engine"
	"battlemap/engine/files"
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// loadBench reads a benchmark map from the project's copy of the shared
// benchmark files.
func loadBench(tb testing.TB, name string) *files.Scenario {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "bench", name))
	require.NoError(tb, err)
	sc, err := files.LoadScenario(data)
	require.NoError(tb, err, "%s", name)
	return sc
}

// TestBenchMapKnownAnswers checks the published answers of the benchmark
// maps: the costs and the reachable-set sizes of bench/README.md.
func TestBenchMapKnownAnswers(t *testing.T) {
	for _, c := range []struct {
		file         string
		corner, near int
	}{{"map256.json", 2105, 90}, {"map256-walls.json", 2035, 80}} {
		sc := loadBench(t, c.file)
		p := engine.NewPlanner()
		r, err := p.Cost(sc.Encounter, engine.MoveQuery{Who: "M"}, 255, 255)
		assert.NoError(t, err, "%s: M to (255,255)", c.file)
		assert.True(t, r.OK, "%s: M to (255,255): %s", c.file, r.Why)
		assert.Equal(t, c.corner, r.Feet, "%s: M to (255,255): feet", c.file)
		r, err = p.Cost(sc.Encounter, engine.MoveQuery{Who: "C"}, 140, 135)
		assert.NoError(t, err, "%s: C to (140,135)", c.file)
		assert.True(t, r.OK, "%s: C to (140,135): %s", c.file, r.Why)
		assert.Equal(t, c.near, r.Feet, "%s: C to (140,135): feet", c.file)
		assert.Equal(t, r.Feet, r.Path.Feet(), "%s: the path's steps add up to %d ft, the cost is %d", c.file, r.Path.Feet(), r.Feet)
	}
	sc := loadBench(t, "map256.json")
	p := engine.NewPlanner()
	for _, c := range []struct{ budget, want int }{{30, 70}, {60, 270}, {120, 1169}, {-1, 62185}} {
		require.NoError(t, p.Search(sc.Encounter, engine.MoveQuery{Who: "C", Budget: c.budget}))
		// The whole map: 62,186 squares are reached, less M's square, where C
		// cannot end.
		assert.Len(t, p.Reachable(nil), c.want, "reachable from C within %d ft", c.budget)
	}
}

func benchRange(b *testing.B, sc *files.Scenario, who string, budget int) {
	p := engine.NewPlanner()
	q := engine.MoveQuery{Who: who, Budget: budget}
	var buf []engine.Reached
	_ = p.Search(sc.Encounter, q)
	buf = p.Reachable(buf[:0])
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = p.Search(sc.Encounter, q)
		buf = p.Reachable(buf[:0])
	}
	b.StopTimer()
	st := float64(p.States())
	b.ReportMetric(st, "states/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/st, "ns/state")
}

// BenchmarkMoveRange measures reachable sets on bench/map256.json, as the
// reference figures of bench/README.md do.
func BenchmarkMoveRange(b *testing.B) {
	sc := loadBench(b, "map256.json")
	b.Run("medium-30ft", func(b *testing.B) { benchRange(b, sc, "C", 30) })
	b.Run("medium-60ft", func(b *testing.B) { benchRange(b, sc, "C", 60) })
	b.Run("medium-120ft", func(b *testing.B) { benchRange(b, sc, "C", 120) })
	b.Run("medium-whole-map", func(b *testing.B) { benchRange(b, sc, "C", -1) })
}

func benchPath(b *testing.B, sc *files.Scenario, who string, x, y int) {
	p := engine.NewPlanner()
	q := engine.MoveQuery{Who: who}
	_, _ = p.Cost(sc.Encounter, q, x, y)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, _ = p.Cost(sc.Encounter, q, x, y)
	}
	b.StopTimer()
	st := float64(p.States())
	b.ReportMetric(st, "states/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/st, "ns/state")
}

// BenchmarkMovePath measures single paths on bench/map256.json.
func BenchmarkMovePath(b *testing.B) {
	sc := loadBench(b, "map256.json")
	b.Run("corner", func(b *testing.B) { benchPath(b, sc, "M", 255, 255) })
	b.Run("near", func(b *testing.B) { benchPath(b, sc, "C", 140, 135) })
}

// corridorMap builds a serpentine corridor two squares wide through solid
// rock, with a 3×3 room at each bend: a Huge creature must squeeze along it
// (PF1e/3.5: 2×3 or 3×2) and stands at full size only in the rooms.
func corridorMap(tb testing.TB, system string, legs, length int) *files.Scenario {
	tb.Helper()
	w, h := length+4, legs*5+2
	rows := make([][]byte, h)
	for y := range rows {
		rows[y] = []byte(strings.Repeat("#", w))
	}
	carve := func(x0, y0, x1, y1 int) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				rows[y][x] = '.'
			}
		}
	}
	for i := 0; i < legs; i++ {
		y := 1 + i*5
		carve(1, y, length+2, y+1) // the leg, 2 wide
		if i+1 < legs {
			x := length
			if i%2 == 1 {
				x = 1
			}
			carve(x, y, x+2, y+6) // the bend: 3 wide, joining the next leg
		}
	}
	rs := make([]string, h)
	for i := range rows {
		rs[i] = string(rows[i])
	}
	data, _ := json.Marshal(map[string]any{
		"format": files.ScenarioFormat, "name": "corridor", "system": system, "map": rs,
		"creatures": []map[string]any{{"id": "H", "side": "monsters", "size": "huge", "at": []int{1, 1}, "space": []int{3, 2}, "speed": 40}},
		"queries":   []any{},
	})
	sc, err := files.LoadScenario(data)
	require.NoError(tb, err)
	return sc
}

// BenchmarkHugeCorridor measures a Huge creature's reachable set along a
// serpentine corridor where it squeezes (3.5) or passes as difficult
// terrain (PF2e).
func BenchmarkHugeCorridor(b *testing.B) {
	for _, sys := range []string{"dnd35", "pf2e"} {
		b.Run(sys, func(b *testing.B) {
			sc := corridorMap(b, sys, 6, 60)
			p := engine.NewPlanner()
			q := engine.MoveQuery{Who: "H", Budget: -1}
			require.NoError(b, p.Search(sc.Encounter, q))
			n := len(p.Reachable(nil))
			require.GreaterOrEqual(b, n, 300, "the Huge creature reaches only %d squares of the corridor", n)
			var buf []engine.Reached
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				_ = p.Search(sc.Encounter, q)
				buf = p.Reachable(buf[:0])
			}
			b.StopTimer()
			b.ReportMetric(float64(p.States()), "states/op")
		})
	}
}

// bigMap builds a 1024×1024 map like the 256 benchmark map (15% difficult,
// 3% greater difficult, 5% solid, walls on 8% of the edges).
func bigMap(tb testing.TB, side int) *files.Scenario {
	tb.Helper()
	r := rand.New(rand.NewSource(1024))
	rows := make([]string, side)
	b := make([]byte, side)
	for y := range rows {
		for x := range b {
			switch v := r.Intn(100); {
			case v < 5:
				b[x] = '#'
			case v < 8:
				b[x] = '%'
			case v < 23:
				b[x] = '~'
			default:
				b[x] = '.'
			}
		}
		rows[y] = string(b)
	}
	c := side / 2
	// Open ground and no walls around the two creatures, so neither is
	// walled in by chance.
	clearAround := func(cx, cy int) {
		for y := cy - 2; y <= cy+2; y++ {
			rows[y] = rows[y][:cx-2] + "....." + rows[y][cx+3:]
		}
	}
	clearAround(2, 2)
	clearAround(c, c)
	near := func(x, y int) bool {
		return (abs(x-2) <= 3 && abs(y-2) <= 3) || (abs(x-c) <= 3 && abs(y-c) <= 3)
	}
	var walls [][]float64
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			if near(x, y) {
				continue
			}
			if r.Intn(100) < 8 {
				walls = append(walls, []float64{float64(x + 1), float64(y), float64(x + 1), float64(y + 1)})
			}
			if r.Intn(100) < 8 {
				walls = append(walls, []float64{float64(x), float64(y + 1), float64(x + 1), float64(y + 1)})
			}
		}
	}
	data, _ := json.Marshal(map[string]any{
		"format": files.ScenarioFormat, "name": "big", "system": "pf2e", "options": map[string]any{"corner_cutting": false},
		"map": rows, "walls": walls,
		"creatures": []map[string]any{
			{"id": "M", "side": "pcs", "size": "medium", "at": []int{2, 2}, "speed": 25},
			{"id": "C", "side": "pcs", "size": "medium", "at": []int{c, c}, "speed": 25},
		},
		"queries": []any{},
	})
	sc, err := files.LoadScenario(data)
	require.NoError(tb, err)
	return sc
}

// BenchmarkMap1024 measures reachable sets and a long path on a 1024×1024
// map: the planner's cost per state should not grow with the map.
func BenchmarkMap1024(b *testing.B) {
	sc := bigMap(b, 1024)
	b.Run("medium-120ft", func(b *testing.B) { benchRange(b, sc, "C", 120) })
	b.Run("medium-600ft", func(b *testing.B) { benchRange(b, sc, "C", 600) })
	b.Run("path-corner-to-centre", func(b *testing.B) { benchPath(b, sc, "M", 514, 512) })
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

package engine

import (
	"os"
	"path/filepath"
	"testing"
)

// loadBench reads a benchmark map from the project's copy of the shared
// benchmark files.
func loadBench(tb testing.TB, name string) *Scenario {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "bench", name))
	if err != nil {
		tb.Fatal(err)
	}
	sc, err := LoadScenario(data)
	if err != nil {
		tb.Fatal(err)
	}
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
		p := NewPlanner()
		r, err := p.Cost(sc.Encounter, MoveQuery{Who: "M"}, 255, 255)
		if err != nil || !r.OK || r.Feet != c.corner {
			t.Errorf("%s: M to (255,255) = %d ft (ok=%v, %v), want %d", c.file, r.Feet, r.OK, err, c.corner)
		}
		r, err = p.Cost(sc.Encounter, MoveQuery{Who: "C"}, 140, 135)
		if err != nil || !r.OK || r.Feet != c.near {
			t.Errorf("%s: C to (140,135) = %d ft (ok=%v, %v), want %d", c.file, r.Feet, r.OK, err, c.near)
		}
		if r.Path.Feet() != r.Feet {
			t.Errorf("%s: the path's steps add up to %d ft, the cost is %d", c.file, r.Path.Feet(), r.Feet)
		}
	}
	sc := loadBench(t, "map256.json")
	p := NewPlanner()
	for _, c := range []struct{ budget, want int }{{30, 70}, {60, 270}, {120, 1169}, {-1, 62185}} {
		if err := p.Search(sc.Encounter, MoveQuery{Who: "C", Budget: c.budget}); err != nil {
			t.Fatal(err)
		}
		// The whole map: 62,186 squares are reached, less M's square, where C
		// cannot end.
		got := len(p.Reachable(nil))
		if got != c.want {
			t.Errorf("reachable from C within %d ft: %d squares, want %d", c.budget, got, c.want)
		}
	}
}

func benchRange(b *testing.B, sc *Scenario, who string, budget int) {
	p := NewPlanner()
	q := MoveQuery{Who: who, Budget: budget}
	var buf []Reached
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

func benchPath(b *testing.B, sc *Scenario, who string, x, y int) {
	p := NewPlanner()
	q := MoveQuery{Who: who}
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

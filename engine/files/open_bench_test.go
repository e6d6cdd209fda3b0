package files

import (
	"testing"

	"battlemap/engine"
	"battlemap/engine/files/filestest"

	"github.com/stretchr/testify/require"
)

// caveUVTT builds the benchmarks' cave (filestest.Cave).
func caveUVTT(tb testing.TB, w, h, n, imgSide int) []byte {
	data, err := filestest.Cave(w, h, n, imgSide)
	require.NoError(tb, err)
	return data
}

// BenchmarkOpen measures opening maps as the app does (files.Open): the
// shared Universal VTT samples (2560 px pictures), a 200×200 cave with
// 5,000 wall segments, with and without an 8,192² picture (its bytes are
// read and checked here; decoding its pixels is the app's), and the cave
// saved as an encounter file.
func BenchmarkOpen(b *testing.B) {
	sys, err := engine.SystemByID("pf2e")
	require.NoError(b, err)
	for _, name := range []string{"sample-v0.2.dd2vtt", "sample-v0.2-cropped.dd2vtt", "sample-v0.3-cropped.dd2vtt"} {
		data := uvttSample(b, name)
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := Open(name, data, sys); err != nil {
					require.NoError(b, err)
				}
			}
		})
	}
	cave := caveUVTT(b, 200, 200, 5000, 0)
	b.Run("cave-200x200-5000-walls", func(b *testing.B) {
		b.SetBytes(int64(len(cave)))
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := Open("cave.uvtt", cave, sys); err != nil {
				require.NoError(b, err)
			}
		}
	})
	pictured := caveUVTT(b, 200, 200, 5000, 8192)
	b.Run("cave-200x200-5000-walls-8192px", func(b *testing.B) {
		b.SetBytes(int64(len(pictured)))
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := Open("cave.uvtt", pictured, sys); err != nil {
				require.NoError(b, err)
			}
		}
	})
	doc, err := Open("cave.uvtt", cave, sys)
	require.NoError(b, err)
	saved, err := SaveEncounterWith(doc.Encounter, SaveOptions{History: true})
	require.NoError(b, err)
	b.Run("cave-encounter-file", func(b *testing.B) {
		b.SetBytes(int64(len(saved)))
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := Open("cave.json", saved, sys); err != nil {
				require.NoError(b, err)
			}
		}
	})
}

// BenchmarkCaveHover measures what a hovered square costs on the cave map:
// the mover's reachable area is searched once (as the app does when the
// selection changes), then each pointer move reads a path out of the kept
// search and asks which attacks of opportunity it provokes.
func BenchmarkCaveHover(b *testing.B) {
	sys, err := engine.SystemByID("pf2e")
	require.NoError(b, err)
	doc, err := Open("cave.uvtt", caveUVTT(b, 200, 200, 5000, 0), sys)
	require.NoError(b, err)
	e := doc.Encounter
	// A hero in an open spot near the middle, an ogre to provoke.
	place := func(id, side string, x, y int) {
		for d := 0; d < 50; d++ {
			if err := e.Apply(engine.AddCreature{Creature: engine.Creature{ID: id, Side: side, Size: engine.Medium, X: x + d, Y: y, Speed: 25, AoO: true}}); err == nil {
				return
			}
		}
		b.Fatalf("no room for %s", id)
	}
	place("M", "pcs", 100, 100)
	place("O", "monsters", 104, 102)
	p := engine.NewPlanner()
	q := engine.MoveQuery{Who: "M", Budget: 75, Actions: 1}
	require.NoError(b, p.Search(e, q))
	reached := p.Reachable(nil)
	require.NotEmpty(b, reached)
	path := make([]engine.Square, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := reached[i%len(reached)]
		pa := p.Path(r.X, r.Y)
		path = path[:0]
		for _, st := range pa.Steps {
			path = append(path, engine.Square{X: st.X, Y: st.Y})
		}
		if _, err := e.Provokes("M", path, engine.ProvokeMove); err != nil {
			require.NoError(b, err)
		}
	}
}

package board

import "testing"

// BenchmarkPlayersSight works out the players' view of the bench
// encounter (100×100, 30 party tokens seeing without a range) after a
// token moves, and the fog of every square, as a players' frame does.
func BenchmarkPlayersSight(b *testing.B) {
	e, err := BenchEncounter()
	if err != nil {
		b.Fatal(err)
	}
	bd := NewWith(e, "bench", Options{})
	bd.SetScreen(1280, 800, 1, nil)
	if err := bd.BenchPlayers(); err != nil {
		b.Fatal(err)
	}
	g := e.Grid
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bd.BenchShuffle(BenchMover, i)
		n := 0
		for y := 0; y < g.H; y++ {
			for x := 0; x < g.W; x++ {
				if bd.SquareShown(x, y) == InSight {
					n++
				}
			}
		}
		if n == 0 {
			b.Fatal("the party sees nothing")
		}
		bd.Tokens()
	}
}

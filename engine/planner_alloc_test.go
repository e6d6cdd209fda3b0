package engine

import (
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
)

// TestPlannerQueriesAllocateNothing holds that every planner query reuses
// the planner's buffers once warm: a search, the squares it reaches, the
// cost and path to one square (the path's steps included), the searches
// that weigh attacks of opportunity (whose cover checks may meet low
// walls), for small and big movers, in every system, with and without low
// walls on the map.
func TestPlannerQueriesAllocateNothing(t *testing.T) {
	rows := []string{
		"............",
		"..~~....#...",
		"..~~..E.#...",
		"M.......#.L.",
		"............",
		"....%%......",
		"............",
	}
	for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		for _, low := range []bool{false, true} {
			e := asciiEncounter(t, sys, OptionSet{}, rows,
				Creature{ID: "M"}, Creature{ID: "E", Side: "monsters", AoO: true}, Creature{ID: "L", Size: Large})
			if low {
				// Low walls beside E and across the way east.
				mustApply(t, e, AddLowWall{Wall: grid.WallF(6, 1, 6, 4)}, AddLowWall{Wall: grid.WallF(4, 5, 4, 7)})
			}
			p := NewPlanner()
			var buf []Reached
			for _, c := range []struct {
				name string
				run  func()
			}{
				{"search and reachable", func() {
					_ = p.Search(e, MoveQuery{Who: "M", Budget: 60})
					buf = p.Reachable(buf[:0])
				}},
				{"cost and path", func() {
					r, _ := p.Cost(e, MoveQuery{Who: "M"}, 11, 6)
					_ = r.Path.Feet()
				}},
				{"path of a kept search", func() {
					_ = p.Search(e, MoveQuery{Who: "M", Budget: 90, Actions: 3})
					_ = p.Path(10, 1)
					_, _ = p.Best(10, 1)
				}},
				{"avoiding every reaction", func() {
					_ = p.Search(e, MoveQuery{Who: "M", Budget: 60, Avoid: AvoidAll})
					_ = p.Path(9, 3)
				}},
				{"fewest reactions", func() {
					r, _ := p.Cost(e, MoveQuery{Who: "M", Avoid: AvoidFewest}, 9, 3)
					_ = r.Feet
				}},
				{"a big creature", func() {
					r, _ := p.Cost(e, MoveQuery{Who: "L"}, 0, 0)
					_ = r.Feet
				}},
			} {
				c.run() // warm up
				assert.Zero(t, testing.AllocsPerRun(20, c.run), "%s, low walls %v: %s allocates per query", sys, low, c.name)
			}
		}
	}
}

package engine

import (
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAdjacentTargetBehindAWallHasTotalCover holds reach against line of
// effect: a target next to the attacker, behind a wall along the whole
// edge they share, is within reach but no line reaches it. The cover answer
// is total (not "out of reach"), a melee attack is refused for total cover,
// and the square is not threatened (RULES.md A8, A11, B8, B11, C8, C11,
// D8, D11; SCENARIO-FORMAT.md "threatens" and "cover").
func TestAdjacentTargetBehindAWallHasTotalCover(t *testing.T) {
	rows := []string{
		"...",
		"AT.",
		"...",
	}
	for _, c := range []struct{ sys, total string }{
		{"pf2e", "total"}, {"pf1e", "total"}, {"dnd35", "total"}, {"dnd5e", "total"},
	} {
		t.Run(c.sys, func(t *testing.T) {
			e := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
			// The wall along the edge between A's square and T's.
			sp := e.Grid.Spec()
			sp.Walls = append(sp.Walls, grid.WallF(1, 1, 1, 2))
			g, err := grid.Build(sp)
			require.NoError(t, err)
			e.Grid = g
			for _, ranged := range []bool{false, true} {
				v, err := e.Cover("A", "T", ranged)
				require.NoError(t, err)
				assert.Equal(t, c.total, v.Degree, "ranged %v: %s", ranged, v.Why)
			}
			mustApply(t, e, StartTurn{Who: "A"})
			mustRefuse(t, e, Strike{Who: "A", Target: "T"}, "total cover")
			sq, err := e.Threatened("A")
			require.NoError(t, err)
			assert.NotContains(t, sq, Square{1, 1}, "A threatens the square behind the wall")
			// Beyond reach there is still no answer for a melee attack.
			e2 := asciiEncounter(t, c.sys, OptionSet{}, []string{"A..T"}, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
			v, err := e2.Cover("A", "T", false)
			require.NoError(t, err)
			assert.Empty(t, v.Degree, "melee beyond reach: %s", v.Why)
			assert.Contains(t, v.Why, "out of")
		})
	}
}

// TestReachAttackOverAWallThatShutsEveryLine: with 10-ft reach, a target
// two squares away behind a wall across the whole gap is within reach and
// has total cover; with the wall open at one end, cover.
func TestReachAttackOverAWallThatShutsEveryLine(t *testing.T) {
	rows := []string{
		".....",
		"A.T..",
		".....",
	}
	for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		e := asciiEncounter(t, sys, OptionSet{}, rows, Creature{ID: "A", WeaponReach: 10}, Creature{ID: "T", Side: "monsters"})
		sp := e.Grid.Spec()
		sp.Walls = append(sp.Walls, grid.WallF(2, 0, 2, 3))
		g, err := grid.Build(sp)
		require.NoError(t, err)
		e.Grid = g
		v, err := e.Cover("A", "T", false)
		require.NoError(t, err)
		assert.Equal(t, "total", v.Degree, "%s: a reach attack over a wall across the map: %s", sys, v.Why)
	}
}

package engine

import (
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lowWalled builds an ASCII encounter and draws the low walls through the
// editor's action, as the GM would.
func lowWalled(t *testing.T, sys string, rows []string, walls []grid.Wall, cs ...Creature) *Encounter {
	t.Helper()
	e := asciiEncounter(t, sys, OptionSet{}, rows, cs...)
	for _, w := range walls {
		mustApply(t, e, AddLowWall{Wall: w})
	}
	return e
}

// TestLowWallCover holds the low obstacle's cover: in PF1e and 3.5 it
// covers only a target within 30 ft of it, and not against an attacker
// nearer to it than the target (RULES.md B11, C11: PF1e CRB p.195, 3.5 SRD
// Combat II, Cover), against an adjacent melee attacker too; in PF2e the
// centre line over it is standard cover (CRB p.477), in 5e it is half
// cover however many lines it blocks (PHB "Cover": a low wall).
func TestLowWallCover(t *testing.T) {
	// The low wall runs down the line x=8, the whole height of the map.
	wall := []grid.Wall{grid.WallF(8, 0, 8, 3)}
	cases := []struct {
		name         string
		row          string
		ranged       bool
		d20, pf2, e5 string
		why          string // in the d20 explanation
	}{
		{"the target right behind it", "A.......T.......", true, "cover", "standard", "half", "low obstacle"},
		{"the target 30 ft beyond it", "A.............T.", true, "cover", "standard", "half", ""},
		{"the target 35 ft beyond it", "A..............T", true, "none", "standard", "half", "more than 30 ft"},
		{"the attacker nearer to it", "......A...T.....", true, "none", "standard", "half", "nearer the attacker"},
		{"both as near", ".....A....T.....", true, "cover", "standard", "half", ""},
		{"adjacent melee across it", ".......AT.......", false, "cover", "standard", "half", "low wall"},
		{"both on one side", "A.....T.........", true, "none", "none", "none", ""},
	}
	for _, c := range cases {
		rows := []string{"................", c.row, "................"}
		for _, sys := range []string{"pf1e", "dnd35", "pf2e", "dnd5e"} {
			want := map[string]string{"pf1e": c.d20, "dnd35": c.d20, "pf2e": c.pf2, "dnd5e": c.e5}[sys]
			e := lowWalled(t, sys, rows, wall, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
			v, err := e.Cover("A", "T", c.ranged)
			require.NoError(t, err)
			assert.Equal(t, want, v.Degree, "%s, %s: %s", sys, c.name, v.Why)
			if c.why != "" && (sys == "pf1e" || sys == "dnd35") {
				assert.Contains(t, v.Why, c.why, "%s, %s", sys, c.name)
			}
			assert.NotContains(t, v.Why, "RULES.md", "%s, %s: the explanation cites the books", sys, c.name)
			// Without the low wall nobody has cover here.
			bare := asciiEncounter(t, sys, OptionSet{}, rows, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
			v, err = bare.Cover("A", "T", c.ranged)
			require.NoError(t, err)
			assert.Equal(t, "none", v.Degree, "%s, %s, no low wall: %s", sys, c.name, v.Why)
		}
	}
	// The line names the low wall that blocked it.
	e := lowWalled(t, "dnd35", []string{"A.......T......."}, wall, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
	v, err := e.Cover("A", "T", true)
	require.NoError(t, err)
	var by []string
	for _, l := range v.Lines {
		by = append(by, l.By)
	}
	assert.Contains(t, by, "crosses low wall 0")
	// Of two low walls on the line, the one near the target covers it
	// though the one near the attacker does not (C11: either may).
	two := []grid.Wall{grid.WallF(2, 0, 2, 3), grid.WallF(12, 0, 12, 3)}
	for _, sys := range []string{"pf1e", "dnd35"} {
		e := lowWalled(t, sys, []string{"................", ".A..........T...", "................"}, two, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
		v, err := e.Cover("A", "T", true)
		require.NoError(t, err)
		assert.Equal(t, "cover", v.Degree, "%s: two low walls: %s", sys, v.Why)
	}
}

// TestLowWallCoverStopsAttacksOfOpportunity: in PF1e and 3.5 no attack of
// opportunity is made against a creature with cover (B11, C11), a low wall
// between two adjacent creatures included; in 5e cover does not stop one.
func TestLowWallCoverStopsAttacksOfOpportunity(t *testing.T) {
	rows := []string{"....", ".EM.", "...."}
	wall := []grid.Wall{grid.WallF(2, 0, 2, 3)}
	for _, c := range []struct {
		sys   string
		walls []grid.Wall
		want  []string
	}{
		{"pf1e", nil, []string{"E"}}, {"pf1e", wall, nil},
		{"dnd35", nil, []string{"E"}}, {"dnd35", wall, nil},
		{"dnd5e", wall, []string{"E"}},
	} {
		e := lowWalled(t, c.sys, rows, c.walls, Creature{ID: "M"}, foe("E"))
		// M walks away east, then on out of E's reach.
		prov, err := e.Provokes("M", []Square{{2, 1}, {3, 1}, {3, 2}}, ProvokeMove)
		require.NoError(t, err)
		var by []string
		for _, p := range prov {
			by = append(by, p.By)
		}
		assert.Equal(t, c.want, by, "%s, low walls %v", c.sys, c.walls)
	}
}

// TestLowWallHampersMovement holds the obstacle between squares: in PF1e
// and 3.5 it counts 2 squares besides the square beyond (B3, C3), so 15 ft
// to cross; in PF2e and 5e it is difficult terrain, 10 ft. It forbids a
// Step or 5-foot step across it; a flier avoids it where fliers avoid
// difficult terrain (PF1e, 3.5, PF2e), not in 5e.
func TestLowWallHampersMovement(t *testing.T) {
	rows := []string{
		"........",
		"M.......",
		"........",
	}
	wall := []grid.Wall{grid.WallF(2, 0, 2, 3)}
	for _, c := range []struct {
		sys            string
		cross, flying  int
		diagonal, step bool
	}{
		{"pf1e", 25, 15, true, true}, {"dnd35", 25, 15, true, true},
		{"pf2e", 20, 15, true, true}, {"dnd5e", 20, 20, false, false},
	} {
		p := NewPlanner()
		cost := func(e *Encounter, q MoveQuery, x, y int) int {
			t.Helper()
			r, err := p.Cost(e, q, x, y)
			require.NoError(t, err)
			if !r.OK {
				return -1
			}
			return r.Feet
		}
		e := lowWalled(t, c.sys, rows, wall, Creature{ID: "M"})
		assert.Equal(t, c.cross, cost(e, MoveQuery{Who: "M"}, 3, 1), "%s: (0,1) to (3,1) over the low wall", c.sys)
		bare := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "M"})
		assert.Equal(t, 15, cost(bare, MoveQuery{Who: "M"}, 3, 1), "%s: without it", c.sys)
		f := lowWalled(t, c.sys, rows, wall, Creature{ID: "M", FlySpeed: 30, State: Flying})
		assert.Equal(t, c.flying, cost(f, MoveQuery{Who: "M"}, 3, 1), "%s: flying over it", c.sys)
		// The path's explanation says why.
		r, err := p.Cost(e, MoveQuery{Who: "M"}, 3, 1)
		require.NoError(t, err)
		assert.Contains(t, r.Path.Explain(), "low", "%s", c.sys)
		assert.NotContains(t, r.Path.Explain(), "RULES.md", "%s", c.sys)
		if c.step {
			s := lowWalled(t, c.sys, []string{"........", ".M......", "........"}, wall, Creature{ID: "M"})
			assert.Equal(t, -1, cost(s, MoveQuery{Who: "M", Action: Step}, 2, 1), "%s: a step over the low wall", c.sys)
			assert.Equal(t, 5, cost(s, MoveQuery{Who: "M", Action: Step}, 1, 2), "%s: a step beside it", c.sys)
		}
		// A diagonal over it pays the obstacle too.
		d := lowWalled(t, c.sys, []string{"........", ".M......", "........"}, wall, Creature{ID: "M"})
		want := map[string]int{"pf1e": 15, "dnd35": 15, "pf2e": 10, "dnd5e": 10}[c.sys]
		assert.Equal(t, want, cost(d, MoveQuery{Who: "M"}, 2, 2), "%s: the diagonal (1,1) to (2,2)", c.sys)
	}
}

// TestLowWallInAChargeLane: a charge may not cross an obstacle that slows
// movement anywhere in its lane (B14, C14: "any line" from the start space
// to the end space), even one the straight path itself passes beside.
func TestLowWallInAChargeLane(t *testing.T) {
	rows := []string{
		"M.......",
		"........",
		"........",
		"........",
		"........",
		".....T..",
	}
	for _, sys := range []string{"pf1e", "dnd35"} {
		for _, c := range []struct {
			name string
			wall grid.Wall
			ok   bool
		}{
			{"across the path", grid.WallF(3, 2, 3, 4), false},
			{"in the lane beside the diagonal", grid.WallF(2, 1.2, 2, 1.8), false},
			{"beside the lane", grid.WallF(3, 0, 3, 1.5), true},
		} {
			e := lowWalled(t, sys, rows, []grid.Wall{c.wall},
				Creature{ID: "M"}, Creature{ID: "T", Side: "monsters"})
			mustApply(t, e, StartTurn{Who: "M"})
			err := e.Apply(TurnMove{Who: "M", Mode: ModeCharge, Target: "T"})
			if c.ok {
				assert.NoError(t, err, "%s: low wall %s", sys, c.name)
				assert.Equal(t, [2]int{4, 4}, pos(e, "M"), "%s: %s", sys, c.name)
			} else {
				assert.ErrorContains(t, err, "low", "%s: low wall %s", sys, c.name)
			}
		}
	}
}

// TestLowWallStopsABullRush: in PF1e and 3.5 a push cannot move a creature
// into an obstacle (B13), so a bull rush stops before a low wall; a PF2e or
// 5e shove pushes over it (forced movement stops only where the creature
// cannot stand, A13).
func TestLowWallStopsABullRush(t *testing.T) {
	rows := []string{"......", "BD....", "......"}
	wall := []grid.Wall{grid.WallF(2, 0, 2, 3)}
	for _, c := range []struct {
		sys  string
		want [2]int
	}{{"pf1e", [2]int{1, 1}}, {"dnd35", [2]int{1, 1}}, {"pf2e", [2]int{2, 1}}, {"dnd5e", [2]int{2, 1}}} {
		e := lowWalled(t, c.sys, rows, wall, Creature{ID: "B", ImprovedBullRush: true}, Creature{ID: "D", Side: "monsters"})
		mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 1})
		assert.Equal(t, c.want, pos(e, "D"), "%s: D pushed toward the low wall", c.sys)
		if c.want == [2]int{1, 1} {
			assert.Contains(t, lastLog(e), "low wall", "%s", c.sys)
		}
	}
}

// TestLowWallEditing: the GM draws and erases low walls as undoable
// actions; they survive painting terrain and move with a resized map, and
// a bad one is refused with what and where.
func TestLowWallEditing(t *testing.T) {
	e := asciiEncounter(t, "dnd35", OptionSet{}, []string{"M....", "....."}, Creature{ID: "M"})
	w := grid.WallF(2, 0, 2, 2)
	mustApply(t, e, AddLowWall{Wall: w})
	assert.Equal(t, []grid.Wall{w}, e.Grid.LowWalls())
	assert.Empty(t, e.Grid.Walls(), "a low wall is not a wall")
	assert.Contains(t, lastLog(e), "low wall")
	mustApply(t, e, PaintTerrain{Squares: []Square{{4, 1}}, Terrain: grid.Difficult})
	assert.Equal(t, []grid.Wall{w}, e.Grid.LowWalls(), "painting keeps the low walls")
	mustApply(t, e, ResizeMap{W: 6, H: 2, DX: 1})
	assert.Equal(t, []grid.Wall{grid.WallF(3, 0, 3, 2)}, e.Grid.LowWalls(), "the map grew on the left: the low wall moved with it")
	mustApply(t, e, ResizeMap{W: 2, H: 2})
	assert.Empty(t, e.Grid.LowWalls(), "cut off with the map's right side")
	require.True(t, e.Undo())
	require.True(t, e.Undo())
	require.True(t, e.Undo())
	assert.Equal(t, []grid.Wall{w}, e.Grid.LowWalls(), "undone back to the first drawing")
	mustRefuse(t, e, RemoveLowWall{Index: 1}, "no low wall 1")
	mustRefuse(t, e, AddLowWall{Wall: grid.WallF(1, 1, 1, 1)}, "low wall")
	mustApply(t, e, RemoveLowWall{Index: 0})
	assert.Empty(t, e.Grid.LowWalls())
	assert.Equal(t, "erase low wall 0", RemoveLowWall{Index: 0}.String())
	require.True(t, e.Undo())
	assert.Equal(t, []grid.Wall{w}, e.Grid.LowWalls(), "erasing undone")
}

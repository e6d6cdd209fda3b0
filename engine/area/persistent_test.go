package area

import (
	"math/rand"
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// grease is a persistent burst (a sphere in 5e) that makes its squares
// difficult terrain.
func grease(system, id string, feet int, x, y int) engine.Area {
	shape := Burst
	if system == "dnd5e" {
		shape = Sphere
	}
	return engine.Area{ID: id, Name: id, Terrain: 1,
		Shape: Persistent{Spec: Spec{Shape: shape, Feet: feet, Origin: grid.P(x, y), HasOrigin: true}}}
}

// TestAreaTerrainPricesLikeMapTerrain: an area's difficult terrain costs
// exactly what the same squares painted difficult on the map cost, for
// Medium and Large movers, in every system (PF2e and 5e price the squares
// newly entered, PF1e and 3.5 the worst square after the step), on random
// maps with walls.
func TestAreaTerrainPricesLikeMapTerrain(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for _, system := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		for k := 0; k < 6; k++ {
			rows := open(12, 10)
			for y := range rows {
				b := []byte(rows[y])
				for x := range b {
					if r.Intn(12) == 0 && x > 2 && y > 2 {
						b[x] = '#'
					}
				}
				rows[y] = string(b)
			}
			rows[0] = "M.L........."
			walls := []grid.Wall{grid.WallF(float64(3+r.Intn(6)), 2, float64(3+r.Intn(6)), 8)}
			sizes := map[string]engine.Size{"L": engine.Large}
			withArea := board(t, system, engine.OptionSet{}, rows, walls, sizes)
			// An origin not on the wall.
			var err error
			for try := 0; try == 0 || err != nil; try++ {
				require.Less(t, try, 20)
				err = withArea.Apply(engine.PlaceArea{Area: grease(system, "g", 10, 4+r.Intn(4), 4+r.Intn(3))})
			}
			sq, err := withArea.AreaSquares("g")
			require.NoError(t, err)
			painted := board(t, system, engine.OptionSet{}, rows, walls, sizes)
			require.NoError(t, painted.Apply(engine.PaintTerrain{Squares: sq, Terrain: grid.Difficult}))
			p := engine.NewPlanner()
			for _, who := range []string{"M", "L"} {
				reach := func(e *engine.Encounter) []engine.Reached {
					require.NoError(t, p.Search(e, engine.MoveQuery{Who: who, Budget: 60}))
					return p.Reachable(nil)
				}
				want, got := reach(painted), reach(withArea)
				assert.ElementsMatch(t, want, got, "%s map %d, %s: reachable within 60 ft with the area's terrain and with the map's", system, k, who)
			}
		}
	}
}

// TestAreaTerrainChangesThePlan: placing grease in a corridor costs 10 ft
// more to cross it, undo takes it away again, and the planner, which keeps
// its caches between queries, sees every change.
func TestAreaTerrainChangesThePlan(t *testing.T) {
	e := board(t, "pf2e", engine.OptionSet{}, []string{"M......."}, nil, nil)
	p := engine.NewPlanner()
	cost := func() int {
		r, err := p.Cost(e, engine.MoveQuery{Who: "M"}, 6, 0)
		require.NoError(t, err)
		require.True(t, r.OK, r.Why)
		return r.Feet
	}
	require.Equal(t, 30, cost())
	// A 5-ft burst at (3,1), the bottom edge of the corridor: (2,0), (3,0).
	require.NoError(t, e.Apply(engine.PlaceArea{Area: grease("pf2e", "grease", 5, 3, 1)}))
	assert.Equal(t, 40, cost(), "two squares of grease: +5 ft each (PF2e CRB p.475)")
	r, err := p.Cost(e, engine.MoveQuery{Who: "M"}, 6, 0)
	require.NoError(t, err)
	assert.Contains(t, r.Path.Explain(), "difficult terrain")
	assert.Contains(t, e.Log[len(e.Log)-1], "placed grease")
	require.True(t, e.Undo())
	assert.Equal(t, 30, cost(), "undone")
	require.True(t, e.Redo())
	assert.Equal(t, 40, cost(), "redone")
	require.NoError(t, e.Apply(engine.RemoveArea{ID: "grease"}))
	assert.Equal(t, 30, cost(), "removed")
	assert.Error(t, e.Apply(engine.RemoveArea{ID: "grease"}), "gone already")
}

// TestAreaDurationCountsFromItsCreatorsTurn: a 2-round area made on A's
// turn in round 1 has 1 round left when A's turn begins in round 2 and ends
// as it begins in round 3; an area with no creator ends as a new round
// begins.
func TestAreaDurationCountsFromItsCreatorsTurn(t *testing.T) {
	for _, system := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		e := board(t, system, engine.OptionSet{}, []string{"A.B.C..."}, nil, nil)
		require.NoError(t, e.Apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}))
		require.NoError(t, e.Apply(engine.NextTurn{}))
		require.Equal(t, "A", e.Turn.Active)
		wall := grease(system, "wall", 5, 4, 1)
		wall.Creator, wall.Rounds, wall.Terrain = "A", 2, 0
		fog := grease(system, "fog", 5, 7, 1)
		fog.Rounds = 1
		fog.Creator = "C" // not in the initiative: the rounds count it
		require.NoError(t, e.Apply(engine.PlaceArea{Area: wall}))
		require.NoError(t, e.Apply(engine.PlaceArea{Area: fog}))
		require.NoError(t, e.Apply(engine.NextTurn{})) // B, round 1
		assert.Equal(t, 2, e.Area("wall").Rounds, system)
		require.NoError(t, e.Apply(engine.NextTurn{})) // A, round 2
		require.Equal(t, 2, e.Turn.Round)
		assert.Nil(t, e.Area("fog"), "%s: the fog lasted until the next round began", system)
		require.NotNil(t, e.Area("wall"), system)
		assert.Equal(t, 1, e.Area("wall").Rounds, system)
		require.NoError(t, e.Apply(engine.NextTurn{})) // B
		require.NoError(t, e.Apply(engine.NextTurn{})) // A, round 3
		assert.Nil(t, e.Area("wall"), "%s: the wall ends as A's third turn begins", system)
		last := e.Log[len(e.Log)-1]
		assert.Contains(t, last, "wall ends", system)
		assert.Regexp(t, `p\.\d+`, last, "%s: the log cites the rule", system)
		require.True(t, e.Undo())
		require.NotNil(t, e.Area("wall"), "%s: undo brings the wall back", system)
		assert.Equal(t, 1, e.Area("wall").Rounds, system)
	}
}

// TestEmanationMovesWithItsSource: an aura of difficult terrain around A
// follows A when it moves, and goes when A leaves the map.
func TestEmanationMovesWithItsSource(t *testing.T) {
	e := board(t, "pf2e", engine.OptionSet{}, open(10, 3), nil, nil)
	require.NoError(t, e.Apply(engine.AddCreature{Creature: engine.Creature{ID: "A", Side: "x", Size: engine.Medium, X: 1, Y: 1, Speed: 30}}))
	require.NoError(t, e.Apply(engine.AddCreature{Creature: engine.Creature{ID: "B", Side: "x", Size: engine.Medium, X: 9, Y: 1, Speed: 30}}))
	aura := engine.Area{ID: "entangle", Terrain: 1, Shape: Persistent{Spec: Spec{Shape: Emanation, Feet: 5, From: "A", Include: IncludeNo}}}
	require.NoError(t, e.Apply(engine.PlaceArea{Area: aura}))
	sq, err := e.AreaSquares("entangle")
	require.NoError(t, err)
	assert.Len(t, sq, 8)
	assert.Equal(t, uint8(1), e.Hamper(2, 1))
	assert.Equal(t, uint8(0), e.Hamper(6, 1))
	require.NoError(t, e.Apply(engine.MoveTo{Who: "A", X: 6, Y: 1}))
	assert.Equal(t, uint8(0), e.Hamper(2, 1), "the aura left with A")
	assert.Equal(t, uint8(1), e.Hamper(7, 1), "and is around A now")
	require.NoError(t, e.Apply(engine.EditCreature{ID: "A", Creature: engine.Creature{ID: "A2", Side: "x", Size: engine.Medium, X: 6, Y: 1, Speed: 30}}))
	assert.Equal(t, "A2", e.Area("entangle").Shape.Source(), "renamed with its source")
	require.NoError(t, e.Apply(engine.RemoveCreature{ID: "A2"}))
	assert.Nil(t, e.Area("entangle"), "gone with its source")
	require.True(t, e.Undo())
	assert.NotNil(t, e.Area("entangle"))
}

// TestPlaceAreaRefuses: an area needs a fresh id, a shape that fits the
// map, and creators on the map.
func TestPlaceAreaRefuses(t *testing.T) {
	e := board(t, "pf2e", engine.OptionSet{}, []string{"A......."}, []grid.Wall{grid.WallF(4, 0, 4, 1)}, nil)
	require.NoError(t, e.Apply(engine.PlaceArea{Area: grease("pf2e", "g", 5, 2, 1)}))
	for _, a := range []engine.Area{
		grease("pf2e", "g", 5, 3, 1),
		grease("pf2e", "", 5, 3, 1),
		{ID: "x", Shape: Persistent{Spec: Spec{Shape: Burst, Feet: 5, Origin: grid.P(4, 0), HasOrigin: true}}, Creator: "Z"},
		{ID: "y", Shape: Persistent{Spec: Spec{Shape: Burst, Feet: 5, Origin: at(4, 0.5), HasOrigin: true}}},
		{ID: "z", Shape: Persistent{Spec: Spec{Shape: Burst, Feet: 5, Origin: grid.P(1, 1), HasOrigin: true}}, Terrain: 3},
	} {
		err := e.Apply(engine.PlaceArea{Area: a})
		if assert.Error(t, err, "%v", a) {
			assert.True(t, strings.HasPrefix(err.Error(), "engine: "), err.Error())
		}
	}
	assert.Len(t, e.Areas, 1)
}

// TestHiddenAreaStillCounts: hiding grease from the players changes only
// its flag: it still lays difficult terrain, it still runs out, the log
// says so, undo shows it again, and hiding it twice is refused.
func TestHiddenAreaStillCounts(t *testing.T) {
	e := board(t, "pf2e", engine.OptionSet{}, []string{"A.B....."}, nil, nil)
	require.NoError(t, e.Apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}))
	require.NoError(t, e.Apply(engine.NextTurn{}))
	g := grease("pf2e", "g", 5, 5, 1)
	g.Creator, g.Rounds = "A", 1
	require.NoError(t, e.Apply(engine.PlaceArea{Area: g}))
	require.NoError(t, e.Apply(engine.SetAreaHidden{ID: "g", Hidden: true}))
	assert.True(t, e.Area("g").Hidden)
	assert.Contains(t, e.Log[len(e.Log)-1], "g is hidden from the players")
	assert.Contains(t, e.Area("g").String(), "hidden")
	assert.Equal(t, uint8(1), e.Hamper(4, 0), "a hidden area lays its terrain")
	err := e.Apply(engine.SetAreaHidden{ID: "g", Hidden: true})
	assert.ErrorContains(t, err, "already")
	assert.ErrorContains(t, e.Apply(engine.SetAreaHidden{ID: "nope", Hidden: true}), `no area "nope"`)
	require.True(t, e.Undo())
	assert.False(t, e.Area("g").Hidden, "undo shows it again")
	assert.ErrorContains(t, e.Apply(engine.SetAreaHidden{ID: "g"}), "not hidden")
	require.True(t, e.Redo())
	require.NoError(t, e.Apply(engine.NextTurn{})) // B
	require.NoError(t, e.Apply(engine.NextTurn{})) // A, round 2: it ends
	assert.Nil(t, e.Area("g"), "a hidden area runs out as any other")
}

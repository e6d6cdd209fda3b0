package files

import (
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLowWallsTravelWithTheFile saves an encounter whose GM drew low
// walls, reads back the same walls and bytes, undoes the drawing from the
// read-back history, and refuses a bad entry naming the key; a file
// without low walls has no such key, and version 1 had none.
func TestLowWallsTravelWithTheFile(t *testing.T) {
	e := fightEncounter(t, "dnd35", "M:pcs", "G:monsters")
	applyAll(t, e,
		engine.AddLowWall{Wall: grid.WallF(1, 0, 1, 3)},
		engine.AddLowWall{Wall: grid.WallF(3.5, 2, 5, 2)},
		engine.AddWall{Wall: grid.WallF(8, 0, 8, 2)},
	)
	b, err := SaveEncounterWith(e, SaveOptions{History: true})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"low_walls": [`+"\n"+`    [1,0,1,3],`+"\n"+`    [3.5,2,5,2]`)
	e2, err := LoadEncounter(b)
	require.NoError(t, err)
	assert.Equal(t, e.Grid.LowWalls(), e2.Grid.LowWalls())
	assert.Equal(t, e.Grid.Walls(), e2.Grid.Walls())
	again, err := SaveEncounterWith(e2, SaveOptions{History: true})
	require.NoError(t, err)
	assert.Equal(t, string(b), string(again), "saving what was read gives the same bytes")
	require.True(t, e2.Undo()) // the wall
	require.True(t, e2.Undo()) // the second low wall
	assert.Equal(t, []grid.Wall{grid.WallF(1, 0, 1, 3)}, e2.Grid.LowWalls(), "undone from the file's history")
	require.True(t, e2.Redo())
	assert.Len(t, e2.Grid.LowWalls(), 2, "redone")

	v1 := `{"format":"battlemap-encounter/1","system":"dnd35","map":["...."],"low_walls":[[1,0,1,1]],"creatures":[]}`
	_, err = LoadEncounter([]byte(v1))
	assert.ErrorContains(t, err, `key "low_walls" did not exist in version 1`)
	plain, err := SaveEncounter(fightEncounter(t, "dnd35", "M:pcs"))
	require.NoError(t, err)
	assert.NotContains(t, string(plain), "low_walls")
	for _, c := range []struct{ name, from, to, want string }{
		{"three numbers", "[3.5,2,5,2]", "[3.5,2,5]", `key "low_walls" entry 1`},
		{"a point", "[3.5,2,5,2]", "[3.5,2,3.5,2]", "low_walls"},
	} {
		require.Contains(t, string(b), c.from, c.name)
		_, err := LoadEncounter([]byte(strings.Replace(string(b), c.from, c.to, 1)))
		if assert.Error(t, err, c.name) {
			assert.Contains(t, err.Error(), c.want, c.name)
			assert.True(t, strings.HasPrefix(err.Error(), "files: "), "%s: %s", c.name, err)
		}
	}
}

// TestScenarioLowWalls: a scenario file's "low_walls" key builds the same
// low walls, and a bad entry is refused naming it.
func TestScenarioLowWalls(t *testing.T) {
	src := `{"format":"battlemap-scenario/1","name":"low","system":"dnd35","map":["....","...."],
	 "low_walls":[[2,0,2,2]],"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0]}],
	 "queries":[{"q":"cost","who":"M","to":[3,0],"expect":25}]}`
	sc, err := LoadScenario([]byte(src))
	require.NoError(t, err)
	assert.Equal(t, []grid.Wall{grid.WallF(2, 0, 2, 2)}, sc.Encounter.Grid.LowWalls())
	_, err = LoadScenario([]byte(strings.Replace(src, "[[2,0,2,2]]", "[[2,0,2]]", 1)))
	assert.ErrorContains(t, err, `key "low_walls" entry 0`)
}

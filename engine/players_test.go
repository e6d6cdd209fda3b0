package engine

import (
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFogOfWarUndoes reveals squares, hides some again, lifts the fog, and
// undoes each step; a fog of the wrong size is refused.
func TestFogOfWarUndoes(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{
		"M....",
		".....",
	}, Creature{ID: "M"})
	assert.True(t, e.Players.Revealed(4, 1), "no fog: every square shows")
	fog := grid.NewSquares(5, 2)
	fog.FillRect(grid.Rect{X: 0, Y: 0, W: 2, H: 2}, true)
	require.NoError(t, e.Apply(SetFog{Revealed: &fog}))
	assert.Equal(t, "fog of war: 4 of 10 squares revealed", e.Log[len(e.Log)-1])
	fog.Set(4, 1, true) // the caller's set is copied
	assert.False(t, e.Players.Revealed(4, 1))
	assert.True(t, e.Players.Revealed(1, 1))
	assert.ErrorContains(t, e.Apply(SetFog{Revealed: e.Players.Fog}), "like that already")

	more := e.Players.Fog.Clone()
	more.FillRect(grid.Rect{X: 2, Y: 0, W: 1, H: 2}, true)
	require.NoError(t, e.Apply(SetFog{Revealed: &more}))
	assert.Equal(t, "revealed 2 squares (6 of 10)", e.Log[len(e.Log)-1])
	less := e.Players.Fog.Clone()
	less.Set(0, 0, false)
	require.NoError(t, e.Apply(SetFog{Revealed: &less}))
	assert.Equal(t, "hid 1 squares (5 of 10 revealed)", e.Log[len(e.Log)-1])
	assert.False(t, e.Players.Revealed(0, 0))

	small := grid.NewSquares(4, 2)
	assert.ErrorContains(t, e.Apply(SetFog{Revealed: &small}), "a fog of 4×2 squares on a 5×2 map")
	require.NoError(t, e.Apply(SetFog{}))
	assert.True(t, e.Players.Revealed(0, 0))
	assert.ErrorContains(t, e.Apply(SetFog{}), "no fog")

	require.True(t, e.Undo())
	assert.False(t, e.Players.Revealed(0, 0), "undo brings the fog back")
	require.True(t, e.Undo())
	assert.True(t, e.Players.Revealed(0, 0))
	assert.Equal(t, 6, e.Players.Fog.Count())
	require.True(t, e.Undo())
	require.True(t, e.Undo())
	assert.Nil(t, e.Players.Fog)
}

// TestFogFollowsAResizedMap grows the map on the left: the revealed squares
// keep their place on the map, the new column is fogged, and the state
// stays one CheckState accepts.
func TestFogFollowsAResizedMap(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{
		"M..",
		"...",
	}, Creature{ID: "M"})
	fog := grid.NewSquares(3, 2)
	fog.Set(0, 0, true)
	fog.Set(2, 1, true)
	require.NoError(t, e.Apply(SetFog{Revealed: &fog}))
	require.NoError(t, e.Apply(ResizeMap{W: 4, H: 2, DX: 1}))
	assert.Equal(t, ".x..\n...x", e.Players.Fog.String())
	require.NoError(t, CheckState(e.Snap()))
	bad := e.Snap()
	bad.Scene.Players.Fog = &fog
	assert.ErrorContains(t, CheckState(bad), "a fog of war of 3×2 squares on a 4×2 map")
	require.True(t, e.Undo())
	assert.Equal(t, "x..\n..x", e.Players.Fog.String())
}

// TestPlayersViewSettings sets line of sight and the hit points' display,
// refuses what changes nothing and unknown displays, and parses the names
// files use.
func TestPlayersViewSettings(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M."}, Creature{ID: "M"})
	require.NoError(t, e.Apply(SetPlayersView{Sight: true, HP: HPBar}))
	assert.Equal(t, PlayersView{Sight: true, HP: HPBar}, e.Players)
	assert.ErrorContains(t, e.Apply(SetPlayersView{Sight: true, HP: HPBar}), "like that already")
	assert.ErrorContains(t, e.Apply(SetPlayersView{HP: 9}), "unknown hit point display")
	assert.ErrorContains(t, e.Apply(SetPlayersView{Rotate: 45}), "a turn of 45°")
	set := e.Players.Settings()
	set.Rotate = 180
	require.NoError(t, e.Apply(set))
	assert.Equal(t, PlayersView{Sight: true, HP: HPBar, Rotate: 180}, e.Players)
	require.True(t, e.Undo())
	require.True(t, e.Undo())
	assert.Equal(t, PlayersView{}, e.Players)
	for _, h := range []HPShown{HPNone, HPBloodied, HPBar, HPExact} {
		got, err := ParseHPShown(h.String())
		require.NoError(t, err)
		assert.Equal(t, h, got)
	}
	_, err := ParseHPShown("roughly")
	assert.ErrorContains(t, err, `unknown hit point display "roughly"`)
}

// TestHiddenCreatureStillProvokes hides the goblin from the players: the
// rules still count its reach, so walking past it provokes; showing it
// again and undoing work as actions do.
func TestHiddenCreatureStillProvokes(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{
		"M....",
		"..G..",
		".....",
	}, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters", AoO: true})
	require.NoError(t, e.Apply(SetHidden{ID: "G", Hidden: true}))
	assert.True(t, e.Creature("G").Hidden)
	assert.ErrorContains(t, e.Apply(SetHidden{ID: "G", Hidden: true}), "hidden from the players already")
	assert.ErrorContains(t, e.Apply(SetHidden{ID: "X", Hidden: true}), `"X"`)
	prov, err := e.Provokes("M", []Square{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}, ProvokeMove)
	require.NoError(t, err)
	require.Len(t, prov, 1, "a hidden enemy's reach counts")
	assert.Equal(t, "G", prov[0].By)
	require.NoError(t, e.Apply(SetHidden{ID: "G"}))
	assert.ErrorContains(t, e.Apply(SetHidden{ID: "G"}), "is not hidden")
	require.True(t, e.Undo())
	assert.True(t, e.Creature("G").Hidden)
}

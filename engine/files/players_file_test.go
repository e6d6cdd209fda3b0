package files

import (
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fogged returns an encounter with a fog of war (a 3×2 corner of the 10×10
// map revealed, which does not fill a whole byte), line of sight on,
// hit points as a bar, and a hidden goblin, each an undo step.
func fogged(t *testing.T) *engine.Encounter {
	t.Helper()
	e := fightEncounter(t, "pf2e", "M:pcs", "G:monsters")
	fog := grid.NewSquares(10, 10)
	fog.FillRect(grid.Rect{X: 0, Y: 0, W: 3, H: 2}, true)
	fog.Set(9, 9, true)
	applyAll(t, e,
		engine.SetFog{Revealed: &fog},
		engine.SetPlayersView{Sight: true, HP: engine.HPBar, Rotate: 180, Minis: true, Moves: true},
		engine.SetHidden{ID: "G", Hidden: true},
	)
	return e
}

// TestThePlayersViewTravelsWithTheFile saves the fog, the players' view
// settings and a hidden creature, reads back the same, with the history:
// undo lifts each again.
func TestThePlayersViewTravelsWithTheFile(t *testing.T) {
	e := fogged(t)
	b, err := SaveEncounterWith(e, SaveOptions{History: true})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"players": {"fog":"BxwAAAAAAAAAAAAACA==","sight":true,"hp":"bar","rotate":180,"minis":true,"moves":true}`)
	assert.Contains(t, string(b), `"hidden":true`)
	e2, err := LoadEncounter(b)
	require.NoError(t, err)
	require.NotNil(t, e2.Players.Fog)
	assert.True(t, e.Players.Fog.Equal(*e2.Players.Fog))
	assert.True(t, e2.Players.Revealed(2, 1))
	assert.False(t, e2.Players.Revealed(3, 1))
	assert.True(t, e2.Players.Revealed(9, 9))
	assert.Equal(t, engine.HPBar, e2.Players.HP)
	assert.True(t, e2.Players.Sight)
	assert.Equal(t, 180, e2.Players.Rotate)
	assert.True(t, e2.Players.Minis)
	assert.True(t, e2.Players.Moves)
	assert.False(t, e2.Players.Reach)
	assert.True(t, e2.Creature("G").Hidden)
	assert.False(t, e2.Creature("M").Hidden)
	again, err := SaveEncounterWith(e2, SaveOptions{History: true})
	require.NoError(t, err)
	assert.Equal(t, string(b), string(again), "saving what was read gives the same bytes")
	require.True(t, e2.Undo())
	assert.False(t, e2.Creature("G").Hidden)
	require.True(t, e2.Undo())
	assert.False(t, e2.Players.Sight)
	require.True(t, e2.Undo())
	assert.Nil(t, e2.Players.Fog)
	// Without fog or settings the key is not written.
	plain, err := SaveEncounterWith(e2, SaveOptions{})
	require.NoError(t, err)
	assert.NotContains(t, string(plain), `"players"`)
}

// TestAFollowerReplaysTheFog replays the journal of the fog's steps on the
// file as it was: the follower's players' view is the leader's.
func TestAFollowerReplaysTheFog(t *testing.T) {
	e := fightEncounter(t, "pf2e", "M:pcs", "G:monsters")
	base, err := SaveEncounterWith(e, SaveOptions{History: true})
	require.NoError(t, err)
	seq := e.OpSeq()
	fog := grid.NewSquares(10, 10)
	fog.FillRect(grid.Rect{X: 4, Y: 4, W: 2, H: 2}, true)
	applyAll(t, e, engine.SetFog{Revealed: &fog}, engine.SetHidden{ID: "G", Hidden: true})
	require.True(t, e.Undo())
	require.True(t, e.Redo())
	ops, ok := e.OpsSince(seq)
	require.True(t, ok)
	var records [][]byte
	for _, op := range ops {
		rec, err := JournalRecord(op)
		require.NoError(t, err)
		records = append(records, rec)
	}
	f, err := LoadEncounter(base)
	require.NoError(t, err)
	n, err := ReplayJournal(f, records, nil)
	require.NoError(t, err)
	assert.Equal(t, len(records), n)
	require.NotNil(t, f.Players.Fog)
	assert.Equal(t, e.Players.Fog.String(), f.Players.Fog.String())
	assert.True(t, f.Creature("G").Hidden)
}

// TestBadPlayersViewsAreRefused damages the players' key in turn: each is
// refused naming the key, in the file and in a step of its history.
func TestBadPlayersViewsAreRefused(t *testing.T) {
	good, err := SaveEncounterWith(fogged(t), SaveOptions{History: true})
	require.NoError(t, err)
	const fog = `"fog":"BxwAAAAAAAAAAAAACA=="`
	for _, c := range []struct{ name, from, to, want string }{
		{"damaged base64", fog, `"fog":"Bxw*AAAAAAAAAAAACA=="`, `key "players": key "fog": the base64 data is damaged`},
		{"too short", fog, `"fog":"Bxw="`, `key "players": key "fog": 2 bytes for a 10×10 map, want 13`},
		{"too long", fog, `"fog":"` + strings.Repeat("A", 400) + `"`, `key "players": key "fog": 400 characters is more than`},
		{"bits past the end", fog, `"fog":"BxwAAAAAAAAAAAAAGA=="`, `key "players": key "fog": bits set past the map's last square`},
		{"unknown hit points", `"hp":"bar"`, `"hp":"most"`, `key "players": key "hp": unknown hit point display "most"`},
		{"a turn of 45°", `"rotate":180,`, `"rotate":45,`, `key "players": key "rotate": 45°`},
		{"wrong type", `"sight":true,"hp":"bar"`, `"sight":"yes","hp":"bar"`, `players`},
		{"unknown key", `"moves":true}`, `"moves":true,"x":1}`, `players`},
		{"hidden not a bool", `"hidden":true`, `"hidden":1`, `hidden`},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.Contains(t, string(good), c.from)
			bad := strings.Replace(string(good), c.from, c.to, 1)
			_, err := LoadDocument([]byte(bad))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "files: "), err.Error())
		})
	}
	// The same fog damaged inside a step of the history names the step.
	i := strings.Index(string(good), `"history"`)
	require.Positive(t, i)
	j := strings.Index(string(good)[i:], `"players":{"fog":"`)
	require.Positive(t, j, "a step's scene carries the fog")
	k := i + j + len(`"players":{"fog":"`)
	bad := string(good)[:k] + "*" + string(good)[k+1:]
	_, err = LoadDocument([]byte(bad))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `key "scene": key "players": key "fog"`)
	assert.Contains(t, err.Error(), "history")
}

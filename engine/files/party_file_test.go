package files

import (
	"strings"
	"testing"

	"battlemap/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayersSideTravelsWithTheFile holds the "party" key of scenario and
// encounter files: the side of the player characters, "pcs" when absent,
// kept through a save, its history step undone after a reload, and a bad
// value refused naming the key.
func TestPlayersSideTravelsWithTheFile(t *testing.T) {
	const scen = `{"format":"battlemap-scenario/1","name":"N","system":"pf2e","party":"heroes","map":["....."],` +
		`"creatures":[{"id":"Val","side":"heroes","size":"medium","at":[0,0]},{"id":"G","side":"goblins","size":"small","at":[4,0]}],"queries":[]}`
	sc, err := LoadScenario([]byte(scen))
	require.NoError(t, err)
	assert.Equal(t, "heroes", sc.Encounter.PlayersSide(), "the scenario's players")
	e, err := LoadEncounter([]byte(scen))
	require.NoError(t, err)
	assert.Equal(t, "heroes", e.PlayersSide(), "the scenario opened as an encounter")
	b, err := SaveEncounter(e)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"party": "heroes"`, "the saved file")
	e2, err := LoadEncounter(b)
	require.NoError(t, err)
	assert.Equal(t, "heroes", e2.PlayersSide(), "read back")

	// Without the key: "pcs", and nothing written.
	plain := strings.Replace(scen, `"party":"heroes",`, "", 1)
	e3, err := LoadEncounter([]byte(plain))
	require.NoError(t, err)
	assert.Equal(t, engine.PCSide, e3.PlayersSide())
	b3, err := SaveEncounter(e3)
	require.NoError(t, err)
	assert.NotContains(t, string(b3), `"party"`, "the default is not written")

	// The editor's change is a step of the history.
	applyAll(t, e3, engine.SetParty{Side: "goblins"})
	full, err := SaveEncounterWith(e3, SaveOptions{History: true})
	require.NoError(t, err)
	e4, err := LoadEncounter(full)
	require.NoError(t, err, "%s", full)
	assert.Equal(t, "goblins", e4.PlayersSide())
	require.True(t, e4.Undo(), "undo after a reload")
	assert.Equal(t, engine.PCSide, e4.PlayersSide(), "undone after a reload")

	for _, c := range []struct{ val, want string }{
		{`""`, `key "party": "" is not a side's name`},
		{`" heroes"`, `key "party"`},
		{`7`, `key "party"`},
	} {
		bad := strings.Replace(scen, `"party":"heroes"`, `"party":`+c.val, 1)
		_, err := LoadScenario([]byte(bad))
		assert.ErrorContains(t, err, "party", "scenario with party %s", c.val)
		enc := strings.Replace(string(b), `"party": "heroes"`, `"party": `+c.val, 1)
		_, err = LoadEncounter([]byte(enc))
		assert.ErrorContains(t, err, c.want, "encounter with players %s", c.val)
	}
}

package files

import (
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/engine/area"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withAreas returns a PF2e fight with two areas placed and one counted
// down: a grease burst (difficult terrain, 3 rounds, M's) and an aura
// around G, with a turn between them.
func withAreas(t *testing.T) *engine.Encounter {
	t.Helper()
	e := fightEncounter(t, "pf2e", "M:pcs", "G:monsters")
	applyAll(t, e,
		engine.SetInitiative{Entries: []engine.InitEntry{{ID: "M", Value: 20}, {ID: "G", Value: 10}}},
		engine.NextTurn{},
		engine.PlaceArea{Area: engine.Area{ID: "grease", Name: "grease", Creator: "M", Rounds: 3, Terrain: 1,
			Shape: area.Persistent{Spec: area.Spec{Shape: area.Burst, Feet: 10, Origin: grid.P(5, 5), HasOrigin: true}}}},
		engine.NextTurn{},
		engine.PlaceArea{Area: engine.Area{ID: "aura", Shape: area.Persistent{Spec: area.Spec{Shape: area.Emanation, Feet: 10, From: "G", Include: area.IncludeNo}}}},
		engine.NextTurn{},
		engine.SetAreaHidden{ID: "aura", Hidden: true},
	)
	require.Equal(t, 2, e.Area("grease").Rounds)
	return e
}

// TestAreasTravelWithTheFile saves the areas and their history, reads back
// the same, saves the same bytes again, and undoes through the history:
// the countdown, then the aura, then the grease.
func TestAreasTravelWithTheFile(t *testing.T) {
	e := withAreas(t)
	b, err := SaveEncounterWith(e, SaveOptions{History: true})
	require.NoError(t, err)
	s := string(b)
	assert.Contains(t, s, `"format": "battlemap-encounter/2"`, "an optional new key: the version stays 2")
	assert.Contains(t, s, `"areas": [`+"\n"+`    {"id":"grease","name":"grease","creator":"M","rounds":2,"terrain":"difficult","shape":"burst","size":10,"origin":[5,5]}`)
	assert.Contains(t, s, `{"id":"aura","hidden":true,"shape":"emanation","size":10,"from":"G","include_source":false}`)
	e2, err := LoadEncounter(b)
	require.NoError(t, err)
	assert.Equal(t, e.Areas, e2.Areas)
	assert.Equal(t, uint8(1), e2.Hamper(5, 5), "the grease lays difficult terrain")
	again, err := SaveEncounterWith(e2, SaveOptions{History: true})
	require.NoError(t, err)
	assert.Equal(t, s, string(again), "saving what was read gives the same bytes")
	require.True(t, e2.Undo()) // the aura hidden
	assert.False(t, e2.Area("aura").Hidden, "undo shows the aura again")
	require.True(t, e2.Undo()) // G's turn began
	require.True(t, e2.Undo()) // the aura placed
	assert.Nil(t, e2.Area("aura"))
	assert.Equal(t, 3, e2.Area("grease").Rounds, "M's second turn has not begun")
	require.True(t, e2.Undo()) // M's turn... back to G's first
	require.True(t, e2.Undo()) // the grease placed
	assert.Empty(t, e2.Areas)
	// A file without areas has no key for them.
	plain, err := SaveEncounter(fightEncounter(t, "pf2e", "M:pcs"))
	require.NoError(t, err)
	assert.NotContains(t, string(plain), `"areas"`)
}

// TestBadAreasAreRefused damages a saved file's areas: each is refused
// naming the key, and nothing is built.
func TestBadAreasAreRefused(t *testing.T) {
	good, err := SaveEncounterWith(withAreas(t), SaveOptions{History: true})
	require.NoError(t, err)
	for _, c := range []struct{ name, from, to, want string }{
		{"an unknown shape", `"shape":"burst"`, `"shape":"blob"`, `unknown shape "blob"`},
		{"a shape of another system", `"shape":"burst"`, `"shape":"sphere"`, "has no sphere"},
		{"a size not of 5 ft", `"size":10,"origin"`, `"size":12,"origin"`, "multiple of 5"},
		{"an unknown key", `"rounds":2,`, `"rounds":2,"colour":"red",`, `unknown key "colour"`},
		{"negative rounds", `"rounds":2,`, `"rounds":-2,`, `"rounds"`},
		{"hidden not a boolean", `"hidden":true`, `"hidden":"yes"`, `"hidden"`},
		{"an unknown terrain", `"terrain":"difficult"`, `"terrain":"mud"`, `"terrain"`},
		{"a creator not on the map", `"creator":"M"`, `"creator":"Q"`, `creator "Q"`},
		{"a source not on the map", `"from":"G"`, `"from":"Q"`, `"Q"`},
		{"two areas of one id", `{"id":"aura"`, `{"id":"grease"`, "two areas"},
		{"an origin not a grid point", `"origin":[5,5]}`, `"origin":[5.5,5]}`, "not a grid point"},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.Contains(t, string(good), c.from)
			bad := strings.Replace(string(good), c.from, c.to, 1)
			_, err := LoadDocument([]byte(bad))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "files: "), err.Error())
			assert.Contains(t, err.Error(), `"areas"`)
		})
	}
	// Version 1 had no areas.
	v1 := strings.Replace(string(good), "battlemap-encounter/2", "battlemap-encounter/1", 1)
	v1 = strings.Replace(v1, "  \"doors\": [],\n", "", 1)
	require.NotContains(t, v1, `"doors"`)
	_, err = LoadDocument([]byte(v1))
	assert.ErrorContains(t, err, `"areas" did not exist in version 1`)
}

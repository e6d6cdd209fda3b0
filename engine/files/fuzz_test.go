package files

import (
	"battlemap/engine"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scenarioFileBytes returns the contents of every scenario file of the project.
func scenarioFileBytes(tb testing.TB) map[string][]byte {
	tb.Helper()
	names, err := filepath.Glob(filepath.Join("..", "..", "testdata", "scenarios", "*", "*.json"))
	require.NoError(tb, err)
	require.NotEmpty(tb, names, "no scenario files in ../../testdata/scenarios")
	out := map[string][]byte{}
	for _, n := range names {
		data, err := os.ReadFile(n)
		require.NoError(tb, err)
		out[filepath.Base(n)] = data
	}
	return out
}

// encounterSeeds turns a few scenarios into encounter files mid-fight, with
// an initiative order, a delayed creature and an undo history.
func encounterSeeds(tb testing.TB, files map[string][]byte) [][]byte {
	tb.Helper()
	var out [][]byte
	for _, name := range []string{"5e-01-a.json", "pf2-01-a.json", "pf1-04-a.json", "d35-06-a.json"} {
		data, ok := files[name]
		if !ok {
			continue
		}
		e, err := LoadEncounter(data)
		require.NoError(tb, err, "%s", name)
		mods := map[string]int{}
		for i, c := range e.Creatures {
			mods[c.ID] = i
		}
		for _, a := range []engine.Action{engine.RollInitiative{Mods: mods, Seed: 7}, engine.NextTurn{}, engine.NextTurn{}} {
			require.NoError(tb, e.Apply(a), "%s: %v", name, a)
		}
		e.Apply(engine.Delay{Who: e.Turn.Active})
		e.Apply(engine.Ready{Who: e.Turn.Active, Trigger: "an enemy comes <adjacent> & \"close\""})
		e.Undo()
		for _, h := range []bool{false, true} {
			b, err := SaveEncounterWith(e, SaveOptions{History: h})
			require.NoError(tb, err, "%s", name)
			out = append(out, b)
		}
	}
	require.NotEmpty(tb, out, "no encounter seeds")
	// A movement stopped by an attack of opportunity, waiting for the table.
	e, err := LoadEncounter([]byte(`{"format":"battlemap-encounter/1","system":"pf1e","map":["......","......","......","......"],` +
		`"creatures":[{"id":"A","side":"pcs","size":"medium","at":[0,0]},{"id":"B","side":"monsters","size":"medium","at":[2,0]},{"id":"C","side":"monsters","size":"large","at":[4,2]}]}`))
	require.NoError(tb, err)
	for _, a := range []engine.Action{engine.SetInitiative{Entries: []engine.InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}, {ID: "C", Value: 5}}}, engine.NextTurn{}, engine.MoveTo{Who: "A", X: 1, Y: 1}, engine.MoveTo{Who: "A", X: 0, Y: 3}} {
		require.NoError(tb, e.Apply(a), "%v", a)
	}
	require.NotNil(tb, e.Turn.Pending, "the seed with a waiting movement has none")
	for _, h := range []bool{false, true} {
		b, err := SaveEncounterWith(e, SaveOptions{History: h})
		require.NoError(tb, err)
		out = append(out, b)
	}
	return out
}

// checkFileRoundTrip asserts that a loaded encounter saves, loads back and
// saves again to the same bytes, with and without its history.
func checkFileRoundTrip(t *testing.T, e *engine.Encounter) {
	t.Helper()
	for _, h := range []bool{false, true} {
		o := SaveOptions{History: h}
		b1, err := SaveEncounterWith(e, o)
		require.NoError(t, err, "a loaded encounter does not save (history %v)", h)
		e2, err := LoadEncounter(b1)
		require.NoError(t, err, "a saved encounter does not load (history %v):\n%s", h, b1)
		b2, err := SaveEncounterWith(e2, o)
		require.NoError(t, err, "a reloaded encounter does not save (history %v)", h)
		assert.Equal(t, string(b1), string(b2), "save, load, save changed the file (history %v)", h)
	}
}

func FuzzLoadEncounter(f *testing.F) {
	files := scenarioFileBytes(f)
	for _, data := range files {
		f.Add(data)
	}
	for _, data := range encounterSeeds(f, files) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := LoadEncounter(data)
		if err != nil {
			assert.Nil(t, e, "LoadEncounter returned an encounter with the error %v", err)
			assert.True(t, strings.HasPrefix(err.Error(), "files: "), "error without the package prefix: %v", err)
			return
		}
		checkFileRoundTrip(t, e)
		// A loaded history must be safe to walk through.
		undo0, redo0 := e.History()
		u0, r0 := len(undo0), len(redo0)
		undone, redone := 0, 0
		for e.Undo() {
			undone++
		}
		for e.Redo() {
			redone++
		}
		assert.Equal(t, [2]int{u0, u0 + r0}, [2]int{undone, redone}, "%d undo and %d redo states loaded: undone, redone", u0, r0)
		checkFileRoundTrip(t, e)
		exerciseLoaded(t, e)
	})
}

// exerciseLoaded plays a few turns on a loaded encounter, moves and delays,
// then undoes it all: the file must come back byte for byte.
func exerciseLoaded(t *testing.T, e *engine.Encounter) {
	t.Helper()
	start, err := SaveEncounter(e)
	require.NoError(t, err)
	if len(e.Creatures) == 0 {
		return
	}
	applied := 0
	try := func(a engine.Action) {
		before, _ := SaveEncounter(e)
		if err := e.Apply(a); err != nil {
			after, _ := SaveEncounter(e)
			assert.Equal(t, string(before), string(after), "the refused action %q (%v) changed the encounter", a, err)
			return
		}
		applied++
	}
	if len(e.Initiative.Order) == 0 {
		try(engine.RollInitiative{Mods: map[string]int{e.Creatures[0].ID: 1, e.Creatures[len(e.Creatures)-1].ID: 2}, Seed: 1})
	}
	// A waiting movement: the first reaction taken, the mover falling.
	for i := 0; e.Turn.Pending != nil && i < 4; i++ {
		try(engine.ResolveReaction{By: e.Turn.Pending.Waiting[0].By, Taken: i%2 == 0, Dropped: i == 2})
	}
	for i := 0; i < 3; i++ {
		try(engine.NextTurn{})
		if who := e.Turn.Active; who != "" {
			c := e.Creature(who)
			try(engine.MoveTo{Who: who, X: c.X + 1, Y: c.Y + 1})
			try(engine.MoveTo{Who: who, X: c.X - 1, Y: c.Y})
			for e.Turn.Pending != nil && len(e.Turn.Pending.Waiting) > 0 {
				n := applied
				try(engine.ResolveReaction{By: e.Turn.Pending.Waiting[0].By})
				require.Greater(t, applied, n, "a waiting reaction cannot be resolved: %+v", e.Turn.Pending)
			}
		}
	}
	try(engine.Delay{Who: e.Turn.Active})
	try(engine.NextTurn{})
	if len(e.Initiative.Delayed) > 0 {
		try(engine.ReturnFromDelay{Who: e.Initiative.Delayed[0].ID, Index: e.Initiative.Position(e.Turn.Active) + 1})
	}
	try(engine.RemoveFromInitiative{Who: e.Creatures[0].ID})
	// Every state legal actions reach can be saved and opened again.
	checkFileRoundTrip(t, e)
	for i := 0; i < applied; i++ {
		require.True(t, e.Undo(), "%d actions applied, %d undone", applied, i)
	}
	got, _ := SaveEncounter(e)
	assert.Equal(t, string(start), string(got), "undoing %d actions does not give back the loaded file", applied)
}

func FuzzLoadScenario(f *testing.F) {
	for _, data := range scenarioFileBytes(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := LoadScenario(data)
		if err != nil {
			assert.Nil(t, sc, "LoadScenario returned a scenario with the error %v", err)
			return
		}
		// The scenario's encounter opens as an encounter file too (unless
		// it breaks an encounter file's limits), and both agree.
		e, err := LoadEncounter(data)
		if err != nil {
			assert.True(t, strings.HasPrefix(err.Error(), "files: "), "error without the package prefix: %v", err)
			return
		}
		checkFileRoundTrip(t, e)
		sc.Encounter.Name = sc.Name
		b1, err1 := SaveEncounter(sc.Encounter)
		b2, err2 := SaveEncounter(e)
		assert.NoError(t, err1, "saving LoadScenario's encounter")
		assert.NoError(t, err2, "saving LoadEncounter's encounter")
		assert.Equal(t, string(b1), string(b2), "LoadScenario and LoadEncounter disagree")
	})
}

package files

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"battlemap/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestJournalReplaysAFight plays random actions, undos and redos on the
// shared scenarios, writing a journal record for each; the file saved at
// the start plus the journal give back the very same encounter, history
// included, and a damaged record stops the replay there, saying so.
func TestJournalReplaysAFight(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("..", "..", "testdata", "scenarios", "shared", "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, names)
	p := engine.NewPlanner()
	records := 0
	for fi, name := range names {
		data, err := os.ReadFile(name)
		require.NoError(t, err)
		sc, err := LoadScenario(data)
		require.NoError(t, err, name)
		e := sc.Encounter
		if len(e.Creatures) == 0 {
			continue
		}
		base, err := SaveEncounterWith(e, SaveOptions{History: true})
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(uint64(fi), 77))
		var journal [][]byte
		seq := e.OpSeq()
		for i := 0; i < 30; i++ {
			switch k := r.IntN(10); {
			case k == 0 && e.CanUndo():
				require.True(t, e.Undo())
			case k == 1 && e.CanRedo():
				require.True(t, e.Redo())
			default:
				a, _ := propertyAction(t, e, r, p)
				if a != nil {
					_ = e.Apply(a) // a refused action is no operation
				}
			}
			// The journal follows the operations, a few at a time, as the
			// autosave does after a frame.
			if r.IntN(3) == 0 || i == 29 {
				ops, ok := e.OpsSince(seq)
				require.True(t, ok)
				for _, op := range ops {
					rec, err := JournalRecord(op)
					require.NoError(t, err)
					journal = append(journal, rec)
					seq = op.Seq
				}
			}
		}
		records += len(journal)
		want, err := SaveEncounterWith(e, SaveOptions{History: true})
		require.NoError(t, err)
		got, err := LoadEncounter(base)
		require.NoError(t, err)
		n, err := ReplayJournal(got, journal, nil)
		require.NoError(t, err, "%s", filepath.Base(name))
		assert.Equal(t, len(journal), n)
		again, err := SaveEncounterWith(got, SaveOptions{History: true})
		require.NoError(t, err)
		require.Equal(t, string(want), string(again), "%s: the base and the journal give back the fight", filepath.Base(name))
		if len(journal) > 2 {
			damaged := append([][]byte(nil), journal...)
			damaged[2] = []byte(`{"do":{"before":{"creatures":[],"index":[]`)
			got, err := LoadEncounter(base)
			require.NoError(t, err)
			n, err := ReplayJournal(got, damaged, nil)
			assert.Equal(t, 2, n, "the records before the damage are applied")
			assert.ErrorContains(t, err, "journal record 3 of")
		}
	}
	assert.Greater(t, records, 100, "the journals held records")
}

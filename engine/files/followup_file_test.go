package files

import (
	"strings"
	"testing"

	"battlemap/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEncounterFileKeepsWhatFollowsAMovement holds the "then" of a movement
// waiting on reactions: a 3.5 bull rush waiting on the attacks it provokes,
// the pushed defender's movement with the pusher's follow after it, and an
// overrun waiting in front of its target all travel through a file, and
// the reloaded fight goes on as the original does.
func TestEncounterFileKeepsWhatFollowsAMovement(t *testing.T) {
	const src = `{"format":"battlemap-encounter/2","system":"dnd35","map":["#########","..........","#########"],` +
		`"creatures":[{"id":"B","side":"pcs","size":"medium","at":[1,1]},{"id":"D","side":"monsters","size":"medium","at":[2,1]},` +
		`{"id":"A","side":"pcs","size":"medium","at":[4,1]}]}`
	for _, c := range []struct {
		name string
		act  engine.Action
		kind engine.FollowKind
	}{
		{"bull rush", engine.Push{By: "B", Target: "D", Squares: 1, Follow: true}, engine.FollowPush},
		{"overrun", engine.Overrun{Who: "B", Target: "D", X: 3, Y: 1, Result: engine.OverrunSuccess}, engine.FollowOverrun},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, err := LoadEncounter([]byte(strings.Replace(src, "..........", ".........", 1)))
			require.NoError(t, err)
			applyAll(t, e, engine.StartTurn{Who: "B"}, c.act)
			pm := e.Turn.Pending
			require.NotNil(t, pm, "the manoeuvre waits on D's reaction")
			require.NotNil(t, pm.Then, "what follows the reaction")
			assert.Equal(t, c.kind, pm.Then.Kind)
			b, err := SaveEncounterWith(e, SaveOptions{History: true})
			require.NoError(t, err)
			assert.Contains(t, string(b), `"then":{"kind":"`+c.kind.String()+`"`)
			e2, err := LoadEncounter(b)
			require.NoError(t, err, "%s", b)
			assert.Empty(t, encounterDiff(e, e2), "through a file")
			for _, x := range []*engine.Encounter{e, e2} {
				for x.Turn.Pending != nil {
					applyAll(t, x, engine.ResolveReaction{By: x.Turn.Pending.Waiting[0].By})
				}
			}
			assert.Empty(t, encounterDiff(e, e2), "after the reactions")
			if c.kind == engine.FollowPush {
				assert.Equal(t, [2]int{3, 2}, [2]int{e2.Creature("D").X, e2.Creature("B").X}, "D pushed and B following, after the reload")
			} else {
				assert.Equal(t, [2]int{2, 3}, [2]int{e2.Creature("D").X, e2.Creature("B").X}, "B through D, after the reload")
			}
			// A damaged follow-up is refused, naming the key.
			for _, bad := range []struct{ old, new, want string }{
				{`"then":{"kind":"` + c.kind.String() + `"`, `"then":{"kind":"leap"`, `unknown follow-up "leap"`},
				{`"then":{"kind":"` + c.kind.String() + `","by":"B"`, `"then":{"kind":"` + c.kind.String() + `","by":"Q"`, `"Q"`},
			} {
				_, err := LoadEncounter([]byte(strings.Replace(string(b), bad.old, bad.new, 1)))
				assert.ErrorContains(t, err, bad.want, "%s: %s", c.name, bad.new)
			}
		})
	}
}

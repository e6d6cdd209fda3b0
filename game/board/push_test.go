package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/game/input"
)

// openPush opens fiveE in system with M at (mx,2) and G right beside it,
// and starts M's turn.
func openPush(t *testing.T, system string, mx int) *Board {
	t.Helper()
	f := strings.Replace(fiveE, "dnd5e", system, 1)
	f = strings.Replace(f, `"at":[1,2]`, `"at":[`+string(rune('0'+mx))+`,2]`, 1)
	f = strings.Replace(f, `"at":[4,1]`, `"at":[`+string(rune('0'+mx+1))+`,2]`, 1)
	b, err := New([]byte(f), system, Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	b.Handle(input.Event{Action: input.NextTurn})
	return b
}

func TestPushAsksHowFarThenFollows(t *testing.T) {
	b := openPush(t, "pf2e", 1)
	press(t, b, "act:push")
	click(b, 2, 2)
	require.Equal(t, [2]int{2, 2}, pos(t, b, "G"), "G was pushed before the distance was chosen")
	for _, n := range []string{"act:push1", "act:push2", "act:push3", "act:push4", "act:follow", "act:cancel"} {
		require.True(t, hasButton(b, n), "no %q while asking how far", n)
	}
	for _, bt := range panelButtons(t, b, "actions") {
		assert.GreaterOrEqual(t, bt.Rect.H, float64(promptBtnH), "distance button %q's height", bt.Name)
	}
	press(t, b, "act:follow")
	press(t, b, "act:push3")
	require.Equal(t, [2]int{5, 2}, pos(t, b, "G"), "G after a 3-square push with Follow")
	require.Equal(t, [2]int{4, 2}, pos(t, b, "M"), "M after a 3-square push with Follow")
	last, isErr := b.Last()
	assert.False(t, isErr, "the push failed: %s", last)
	assert.Contains(t, last, "pushes G 15 ft", "the status does not give the engine's message")
	assert.Contains(t, last, "M follows to (4,2)", "the status does not give the engine's message")
	assert.Empty(t, b.Armed(), "the push is still armed after it was applied")
	assert.False(t, hasButton(b, "act:push1"), "the distances are still asked after the push")
}

func TestPushStopsShortAndSaysWhy(t *testing.T) {
	b := openPush(t, "pf1e", 7)
	press(t, b, "act:push")
	click(b, 8, 2)
	press(t, b, "act:push4")
	// The bull rush provokes from G (PF1e CRB, Combat Maneuvers: Bull Rush).
	require.NotNil(t, b.Encounter().Turn.Pending, "the bull rush does not wait on G's attack of opportunity")
	press(t, b, "react:G:decline")
	require.Equal(t, [2]int{9, 2}, pos(t, b, "G"), "G, at the map's edge")
	require.Equal(t, [2]int{7, 2}, pos(t, b, "M"), "M, not following")
	last, _ := b.Last()
	assert.Contains(t, last, "pushes G 5 ft", "the status does not say where it stopped")
	assert.Contains(t, last, "stopped short", "the status does not say why it stopped")
}

func TestPush5eHasNoFollow(t *testing.T) {
	b := openPush(t, "dnd5e", 1)
	press(t, b, "act:push")
	click(b, 2, 2)
	assert.False(t, hasButton(b, "act:follow"), "5e offers Follow on a shove")
	press(t, b, "act:cancel")
	assert.Empty(t, b.Armed(), "Cancel left the push armed")
	assert.Equal(t, [2]int{2, 2}, pos(t, b, "G"), "G after Cancel")
	press(t, b, "act:push")
	click(b, 2, 2)
	press(t, b, "act:push2")
	assert.Equal(t, [2]int{4, 2}, pos(t, b, "G"), "G after a 2-square shove")
	assert.Equal(t, [2]int{1, 2}, pos(t, b, "M"), "M after a 2-square shove")
}

// chainRoom is a PF1e corridor: M's bull rush on F runs into G, then H.
const chainRoom = `{"format":"battlemap-encounter/2","system":"pf1e","map":["............","............","............"],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[1,1]},{"id":"F","side":"monsters","size":"medium","at":[2,1],"aoo":false},
{"id":"G","side":"monsters","size":"medium","at":[4,1]},{"id":"H","side":"monsters","size":"medium","at":[5,1]}]}`

// TestBullRushIntoMoreCreaturesAsksEachResult: in PF1e the bull rush on F
// runs into G and then H; the column asks for the result against each
// before the push is applied, and the push goes on as far as the lower
// result allows. Cancel at a question leaves everything where it was.
func TestBullRushIntoMoreCreaturesAsksEachResult(t *testing.T) {
	b, err := New([]byte(chainRoom), "chain", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	require.True(t, b.apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "M", Value: 20}, {ID: "F", Value: 10}}}))
	b.Handle(input.Event{Action: input.NextTurn})
	require.Equal(t, "M", b.Encounter().Turn.Active)

	press(t, b, "act:push")
	click(b, 2, 1)
	press(t, b, "act:push4")
	assert.Equal(t, [2]int{2, 1}, pos(t, b, "F"), "nothing pushed before the result against G")
	require.True(t, hasButton(b, "act:chain2"), "the column asks for the result against G")
	assert.Contains(t, b.armHint(), "the result against G")
	press(t, b, "act:cancel")
	assert.Empty(t, b.Armed())
	assert.Equal(t, [2]int{2, 1}, pos(t, b, "F"), "Cancel pushes nobody")

	press(t, b, "act:push")
	click(b, 2, 1)
	press(t, b, "act:push4")
	press(t, b, "act:chain3") // G: 15 ft; it meets H at once
	require.True(t, hasButton(b, "act:chain1"), "the column asks for the result against H")
	assert.Contains(t, b.armHint(), "the result against H")
	press(t, b, "act:chain1") // H: 5 ft, the lowest
	assert.Equal(t, [2]int{4, 1}, pos(t, b, "F"), "F went on until H's result was spent")
	assert.Equal(t, [2]int{5, 1}, pos(t, b, "G"))
	assert.Equal(t, [2]int{6, 1}, pos(t, b, "H"), "H: 5 ft")
	assert.Empty(t, b.Armed(), "applied: nothing armed")
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, [2]int{2, 1}, pos(t, b, "F"), "one undo takes the whole push back")
}

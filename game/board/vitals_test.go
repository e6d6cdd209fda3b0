package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/game/input"
)

// corridor is a PF1e corridor one square high: M can reach the far end
// only through G's space.
const corridor = `{"format":"battlemap-encounter/2","system":"pf1e","map":["........"],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0],"speed":30,"aoo":true,"improved_overrun":true},
{"id":"G","side":"monsters","size":"small","at":[2,0],"speed":30,"aoo":true,"max_hp":7,"hp":7}]}`

// openCorridor opens the corridor on M's turn.
func openCorridor(t *testing.T, sys string) *Board {
	t.Helper()
	b, err := New([]byte(corridor), "corridor", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	if sys != "pf1e" {
		require.NoError(t, b.SwitchSystem(sys))
	}
	require.True(t, b.apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "M", Value: 20}, {ID: "G", Value: 10}}}))
	b.Handle(input.Event{Action: input.NextTurn})
	require.Equal(t, "M", b.Encounter().Turn.Active)
	b.Select("M")
	return b
}

// TestPlayControlsDamageHealAndConditions: on the GM's screen the selected
// creature's panel damages and heals it, by the steps and by a typed
// amount, and toggles its conditions; each is undone; the players' screen
// has none of it.
func TestPlayControlsDamageHealAndConditions(t *testing.T) {
	b := openCorridor(t, "pf1e")
	b.Select("G")
	press(t, b, "hp:open")
	press(t, b, "hp:-5")
	assert.Equal(t, 2, b.Encounter().Creature("G").HP)
	press(t, b, "hp:+1")
	assert.Equal(t, 3, b.Encounter().Creature("G").HP)
	press(t, b, "hp:damage")
	f, ok := b.Field()
	require.True(t, ok, "Damage… opens a field")
	assert.Equal(t, hpField, f.Name)
	b.Handle(input.Event{Action: input.TextCommit, Field: hpField, Text: "4"})
	g := b.Encounter().Creature("G")
	assert.Equal(t, -1, g.HP, "PF1e hit points go below 0")
	assert.Contains(t, g.Conditions.Names(), "dying", "below 0 a PF1e creature is dying")
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, 3, b.Encounter().Creature("G").HP, "undo takes the damage back")
	press(t, b, "hp:conds")
	press(t, b, "cond:stunned")
	assert.Equal(t, []string{"stunned"}, b.Encounter().Creature("G").Conditions.Names())
	assert.True(t, button(t, b, "cond:stunned").On)
	b.Handle(input.Event{Action: input.Undo})
	assert.Empty(t, b.Encounter().Creature("G").Conditions.Names())
	b.Handle(input.Event{Action: input.Redo})
	// Grappled, M has speed 0: a speed-0 condition refuses M's move with the
	// engine's reason.
	b.Select("M")
	press(t, b, "cond:grappled")
	x, y := at(b, 1, 0)
	b.Handle(input.Event{Action: input.Click, X: x, Y: y})
	assert.Equal(t, [2]int{0, 0}, pos(t, b, "M"))
	last, isErr := b.Last()
	assert.True(t, isErr)
	assert.Contains(t, last, "M is grappled and cannot move")
	assert.Contains(t, b.StatusText(), "grappled")
	b.SetView(PlayersScreen)
	_, ok = b.Screen().Button("hp:-5")
	assert.False(t, ok, "the players' screen has no hit point controls")
}

// TestOverrunOffer: M's move down the corridor runs into G's space; the
// map offers the overrun with PF1e's outcomes, and the answer overruns.
func TestOverrunOffer(t *testing.T) {
	b := openCorridor(t, "pf1e")
	click(b, 4, 0)
	require.True(t, b.offer.open, "the move runs into G: the map offers an overrun")
	assert.Equal(t, [2]int{0, 0}, pos(t, b, "M"), "nothing moved yet")
	for _, n := range []string{"ov:success", "ov:by5", "ov:avoided", "ov:failed", "ov:cancel"} {
		button(t, b, n)
	}
	av, ok := b.Screen().Button("ov:avoided")
	require.True(t, ok)
	if b.Encounter().Creature("M").ImprovedOverrun {
		assert.False(t, av.Enabled, "with Improved Overrun the target cannot avoid: greyed")
		assert.Contains(t, av.Why, "cannot avoid")
		press(t, b, "ov:avoided")
		assert.True(t, b.offer.open, "a greyed answer does nothing")
	}
	_, ok = b.Screen().Button("ov:around")
	assert.False(t, ok, "there is no way around G")
	press(t, b, "ov:by5")
	assert.False(t, b.offer.open)
	assert.Equal(t, [2]int{4, 0}, pos(t, b, "M"), "M passes through")
	assert.True(t, b.Encounter().Creature("G").State.Names()[0] == "prone", "by 5 knocks G prone")
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, [2]int{0, 0}, pos(t, b, "M"))
	// A refused overrun says why: M has spent its standard action.
	b.Select("G")
	press(t, b, "hp:open")
	b.Select("M")
	press(t, b, "act:ready")
	b.Handle(input.Event{Action: input.TextCommit, Field: readyField, Text: ""})
	click(b, 4, 0)
	assert.False(t, b.offer.open)
	last, isErr := b.Last()
	assert.True(t, isErr)
	assert.Contains(t, last, "Overrun G refused")
}

// TestOverrunOffer35: 3.5's outcomes, failed and tripped back.
func TestOverrunOffer35(t *testing.T) {
	b := openCorridor(t, "dnd35")
	click(b, 4, 0)
	require.True(t, b.offer.open)
	_, ok := b.Screen().Button("ov:by5")
	assert.False(t, ok, "3.5 has no success by 5")
	press(t, b, "ov:tripped")
	require.NotNil(t, b.Encounter().Turn.Pending, "in 3.5 the overrun provokes from G even with Improved Overrun")
	press(t, b, "react:G:decline")
	m := b.Encounter().Creature("M")
	assert.Equal(t, [2]int{1, 0}, pos(t, b, "M"), "M stops in front of G")
	assert.Contains(t, m.State.Names(), "prone", "tripped back")
}

// TestOverrunWithTheCharge: with Charge armed, a tap past G in the lane
// offers PF1e's overrun as part of the charge, with the move's outcomes
// and no way around; the answer charges through. In 3.5 it is not
// offered, and the status line gives the engine's reason.
func TestOverrunWithTheCharge(t *testing.T) {
	b := openCorridor(t, "pf1e")
	press(t, b, "act:charge")
	click(b, 1, 0)
	assert.False(t, b.offer.open, "the lane to (1,0) runs into nobody")
	assert.Equal(t, [2]int{0, 0}, pos(t, b, "M"), "and moves nobody")
	assert.Contains(t, b.StatusText(), "overrun")
	click(b, 4, 0)
	require.True(t, b.offer.open, "the charge's lane runs into G")
	assert.True(t, b.offer.charge)
	for _, n := range []string{"ov:success", "ov:by5", "ov:avoided", "ov:failed", "ov:cancel"} {
		button(t, b, n)
	}
	_, ok := b.Screen().Button("ov:around")
	assert.False(t, ok, "a charge goes straight: no way around")
	assert.Equal(t, "Overrun G with the charge?", b.Screen().Panel("offer").Labels[0].Text)
	press(t, b, "ov:success")
	assert.False(t, b.offer.open)
	assert.Equal(t, [2]int{4, 0}, pos(t, b, "M"), "M charges through G")
	ec := b.Encounter().Turn.Econ
	assert.True(t, ec.Charged && ec.FullRound, "the overrun was part of a charge: %+v", ec)
	assert.Empty(t, b.Armed(), "the charge is done")

	b = openCorridor(t, "dnd35")
	press(t, b, "act:charge")
	click(b, 4, 0)
	assert.False(t, b.offer.open, "3.5 has no overrun as part of a charge")
	assert.Equal(t, [2]int{0, 0}, pos(t, b, "M"))
	last, isErr := b.Last()
	assert.True(t, isErr)
	assert.Contains(t, last, "Overrun G refused")
	assert.Contains(t, last, "cannot be part of a charge")
}

// TestActionBarReadyMountDismount: Ready takes the trigger the GM types
// and spends PF1e's standard action; in 5e Mount takes a tapped creature
// and Dismount a tapped square.
func TestActionBarReadyMountDismount(t *testing.T) {
	b := openCorridor(t, "pf1e")
	press(t, b, "act:ready")
	f, ok := b.Field()
	require.True(t, ok, "Ready opens the field for what M readies")
	assert.Equal(t, readyField, f.Name)
	assert.Equal(t, "readied action", f.Hint, "an empty field readies this")
	assert.False(t, b.Encounter().Turn.Econ.Standard, "nothing is readied while it is typed")
	b.Handle(input.Event{Action: input.TextCommit, Field: readyField, Text: "  when G moves,  attack it "})
	assert.True(t, b.Encounter().Turn.Econ.Standard, "Ready is a standard action")
	assert.Equal(t, "when G moves, attack it", b.Encounter().Initiative.Order[0].Ready)
	_, ok = b.Field()
	assert.False(t, ok, "the form closed")

	b, err := New([]byte(riders), "riders", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	b.Select("M")
	b.Handle(input.Event{Action: input.StartTurn})
	press(t, b, "act:mount")
	assert.Equal(t, "act:mount", b.Armed())
	click(b, 2, 1)
	assert.Equal(t, "H", b.Encounter().Creature("M").Mount, "M mounts the horse it tapped")
	press(t, b, "act:dismount")
	click(b, 0, 3)
	assert.Empty(t, b.Encounter().Creature("M").Mount)
	assert.Equal(t, [2]int{0, 3}, pos(t, b, "M"), "M lands on the tapped square")
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, "H", b.Encounter().Creature("M").Mount, "undo puts M back in the saddle")
}

// riders is a 5e field with a horse beside its rider.
const riders = `{"format":"battlemap-encounter/2","system":"dnd5e","map":["......","......","......","......"],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":30,"aoo":true},
{"id":"H","side":"pcs","size":"large","at":[1,1],"speed":60,"aoo":true}]}`

// TestBullRushAsPartOfACharge: in PF1e the charge's attack may be a bull
// rush, from the same action column.
func TestBullRushAsPartOfACharge(t *testing.T) {
	b, err := New([]byte(`{"format":"battlemap-encounter/2","system":"pf1e","map":["........"],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0],"speed":30,"aoo":true,"improved_bull_rush":true},
{"id":"G","side":"monsters","size":"small","at":[4,0],"speed":30,"aoo":true}]}`), "lane", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	require.True(t, b.apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "M", Value: 20}, {ID: "G", Value: 10}}}))
	b.Handle(input.Event{Action: input.NextTurn})
	press(t, b, "act:charge")
	click(b, 4, 0)
	press(t, b, "act:confirm")
	require.Equal(t, [2]int{3, 0}, pos(t, b, "M"), "M charged up to G")
	press(t, b, "act:push")
	click(b, 4, 0)
	press(t, b, "act:push1")
	last, isErr := b.Last()
	require.False(t, isErr, last)
	assert.Equal(t, [2]int{5, 0}, pos(t, b, "G"), "the bull rush pushed G")
	assert.Contains(t, b.Encounter().Log[len(b.Encounter().Log)-1], "as part of the charge")
	b.Handle(input.Event{Action: input.Undo})
	press(t, b, "act:push")
	click(b, 4, 0)
	press(t, b, "act:push0")
	assert.Equal(t, [2]int{4, 0}, pos(t, b, "G"), "a failed bull rush moves nobody")
	assert.Equal(t, 1, b.Encounter().Turn.Econ.Attacks, "and spends the charge's attack")
}

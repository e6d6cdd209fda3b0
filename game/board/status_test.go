package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/game/input"
)

// saveForm presses Save in the open creature form and commits its name.
func saveForm(t *testing.T, b *Board) {
	t.Helper()
	x, y := button(t, b, "cf:ok").Rect.Center()
	require.Equal(t, CommitText, b.Handle(input.Event{Action: input.Click, X: x, Y: y}))
	b.Handle(input.Event{Action: input.TextCommit, Field: creatureField, Text: b.edit.form.c.ID})
}

// TestCreatureFormSetsHitPointsConditionsAndFeatures: the form's steps set
// the maximum, current and temporary hit points, its toggles the system's
// conditions and feats; Save is one action, which undo takes back.
func TestCreatureFormSetsHitPointsConditionsAndFeatures(t *testing.T) {
	b := editBoard(t)
	b.Select("G")
	press(t, b, "edit:edit")
	require.True(t, b.edit.form.open)
	assert.False(t, button(t, b, "cf:hp:cur+1").Enabled, "no current hit points before a maximum")
	press(t, b, "cf:hp:max+5")
	press(t, b, "cf:hp:max+5")
	press(t, b, "cf:hp:max+1") // 11, and full
	press(t, b, "cf:hp:cur-5") // 6
	press(t, b, "cf:hp:temp+1")
	press(t, b, "cf:cond:grappled")
	press(t, b, "cf:feat:iov")
	_, ok := b.Screen().Button("cf:feat:cunning")
	assert.False(t, ok, "Cunning Action is a 5e feature, not PF1e's")
	r := button(t, b, "cf:cancel").Rect
	assert.LessOrEqual(t, r.Y+r.H, b.screen.mapR.Y+b.screen.mapR.H, "the form fits on the map")
	assert.GreaterOrEqual(t, r.H, 34.0, "the form's buttons stay big enough for a finger")
	saveForm(t, b)
	g := b.Encounter().Creature("G")
	require.NotNil(t, g)
	assert.Equal(t, [3]int{6, 11, 1}, [3]int{g.HP, g.MaxHP, g.TempHP})
	assert.Equal(t, []string{"grappled"}, g.Conditions.Names())
	assert.True(t, g.ImprovedOverrun)
	assert.False(t, g.ImprovedBullRush)
	st := b.State(false, 1)
	for _, c := range st.Creatures {
		if c.ID == "G" {
			assert.Equal(t, 6, c.HP)
			assert.Equal(t, 11, c.MaxHP)
			assert.Equal(t, []string{"grappled"}, c.Conditions)
		}
	}
	b.Handle(input.Event{Action: input.Undo})
	g = b.Encounter().Creature("G")
	assert.Equal(t, 0, g.MaxHP, "undo takes the edit back")
	assert.Zero(t, g.Conditions)
}

// TestCreatureFormFiveEFeatures: a 5e creature's form has the 5e features
// and conditions.
func TestCreatureFormFiveEFeatures(t *testing.T) {
	b := editBoard(t)
	press(t, b, "edit:rules")
	press(t, b, "sf:system:dnd5e")
	press(t, b, "sf:close")
	b.Select("M")
	press(t, b, "edit:edit")
	press(t, b, "cf:feat:cunning")
	press(t, b, "cf:feat:hover")
	press(t, b, "cf:cond:restrained")
	_, ok := b.Screen().Button("cf:cond:pinned")
	assert.False(t, ok, "pinned is not a 5e condition")
	saveForm(t, b)
	m := b.Encounter().Creature("M")
	assert.True(t, m.CunningAction)
	assert.True(t, m.Hover)
	assert.False(t, m.Independent)
	assert.Equal(t, []string{"restrained"}, m.Conditions.Names())
}

// TestRulesFormSetsTheParty: the players' side steps through the sides on
// the map, undone like any action.
func TestRulesFormSetsTheParty(t *testing.T) {
	b := editBoard(t)
	press(t, b, "edit:rules")
	assert.Equal(t, "Players' side: pcs", button(t, b, "sf:party").Label)
	press(t, b, "sf:party")
	assert.Equal(t, "monsters", b.Encounter().PlayersSide())
	assert.Equal(t, "Players' side: monsters", button(t, b, "sf:party").Label)
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, engine.PCSide, b.Encounter().PlayersSide())
}

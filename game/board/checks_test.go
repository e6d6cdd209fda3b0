package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/game/input"
)

func TestActionsGreyedInAdvanceWithTheEnginesReason(t *testing.T) {
	b := openPush(t, "pf2e", 1)
	stand := button(t, b, "act:stand")
	require.False(t, stand.Enabled, "Stand enabled for a creature on its feet")
	require.Contains(t, stand.Why, "not prone", "Stand's reason")
	for _, n := range []string{"act:prone", "act:cover", "act:move", "act:step", "act:strike", "act:push"} {
		bt := button(t, b, n)
		assert.True(t, bt.Enabled, "%s greyed: %s", n, bt.Why)
	}
	// Pressed: the reason goes to the status line and nothing changes.
	v := b.StateVersion()
	press(t, b, "act:stand")
	last, _ := b.Last()
	assert.Contains(t, last, "Stand: ", "pressing the greyed Stand")
	assert.Contains(t, last, "not prone", "pressing the greyed Stand")
	assert.Equal(t, v, b.StateVersion(), "pressing the greyed Stand changed the encounter")
	// Hovered: the first status line gives it.
	x, y := stand.Rect.Center()
	b.Handle(input.Event{Action: input.Hover, X: x, Y: y})
	line := b.Status()[0]
	assert.Contains(t, line, "Stand: ", "hovering the greyed Stand")
	assert.Contains(t, line, "not prone", "hovering the greyed Stand")
	b.Handle(input.Event{Action: input.Hover, X: 640, Y: 400})
	assert.NotContains(t, b.Status()[0], "Stand: ", "the reason stays after the pointer left")
	// Dropping prone turns the answers round.
	press(t, b, "act:prone")
	assert.True(t, button(t, b, "act:stand").Enabled, "after Drop Prone, Stand is greyed")
	assert.False(t, button(t, b, "act:prone").Enabled, "after Drop Prone, Drop Prone is enabled")
}

func TestActionChecksAreCachedByStateVersion(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	b.Buttons()
	n := b.checks.calls
	require.Equal(t, 6, n, "Checks for the 5e column: Dash, Disengage, Dodge, Stand, Drop prone, Ready")
	for i := 0; i < 20; i++ {
		b.Buttons()
		b.Handle(input.Event{Action: input.Hover, X: 600 + float64(i), Y: 300})
		b.Status()
		b.Screen()
	}
	require.Equal(t, n, b.checks.calls, "frames with no change asked more Checks")
	press(t, b, "act:bonus") // the bonus toggle changes Dash, Disengage and Dodge
	b.Buttons()
	assert.Equal(t, 2*n, b.checks.calls, "Checks after the bonus toggle")
	press(t, b, "act:dash") // a change of the encounter asks again
	b.Buttons()
	assert.Equal(t, 3*n, b.checks.calls, "Checks after Dash")
	press(t, b, "act:bonus")
	dash := button(t, b, "act:dash")
	assert.False(t, dash.Enabled, "Dash as a bonus action with the bonus action spent")
	assert.NotEmpty(t, dash.Why, "Dash greyed without a reason")
	assert.False(t, button(t, b, "act:stand").Enabled, "Stand enabled for a creature on its feet")
}

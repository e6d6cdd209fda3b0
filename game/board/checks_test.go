package board

import (
	"strings"
	"testing"

	"battlemap/game/input"
)

// actionButton returns the button called name, failing when there is none.
func actionButton(t *testing.T, b *Board, name string) Button {
	t.Helper()
	for _, bt := range b.Buttons() {
		if bt.Name == name {
			return bt
		}
	}
	t.Fatalf("no button %q", name)
	return Button{}
}

func TestActionsGreyedInAdvanceWithTheEnginesReason(t *testing.T) {
	b := openPush(t, "pf2e", 1)
	stand := actionButton(t, b, "act:stand")
	if stand.Enabled || !strings.Contains(stand.Why, "not prone") {
		t.Fatalf("Stand for a creature on its feet: enabled %v, why %q", stand.Enabled, stand.Why)
	}
	for _, n := range []string{"act:prone", "act:cover", "act:move", "act:step", "act:strike", "act:push"} {
		if bt := actionButton(t, b, n); !bt.Enabled {
			t.Errorf("%s greyed: %s", n, bt.Why)
		}
	}
	// Pressed: the reason goes to the status line and nothing changes.
	v := b.StateVersion()
	press(t, b, "act:stand")
	if last, _ := b.Last(); !strings.Contains(last, "Stand: ") || !strings.Contains(last, "not prone") || b.StateVersion() != v {
		t.Errorf("pressing the greyed Stand: last %q, version %d→%d", last, v, b.StateVersion())
	}
	// Hovered: the first status line gives it.
	x, y := stand.Rect.Center()
	b.Handle(input.Event{Action: input.Hover, X: x, Y: y})
	if line := b.Status()[0]; !strings.Contains(line, "Stand: ") || !strings.Contains(line, "not prone") {
		t.Errorf("hovering the greyed Stand: status %q", line)
	}
	b.Handle(input.Event{Action: input.Hover, X: 640, Y: 400})
	if line := b.Status()[0]; strings.Contains(line, "Stand: ") {
		t.Errorf("the reason stays after the pointer left: %q", line)
	}
	// Dropping prone turns the answers round.
	press(t, b, "act:prone")
	if !actionButton(t, b, "act:stand").Enabled || actionButton(t, b, "act:prone").Enabled {
		t.Error("after Drop Prone, Stand should be enabled and Drop Prone greyed")
	}
}

func TestActionChecksAreCachedByStateVersion(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	b.Buttons()
	n := b.checks.calls
	if n != 5 { // Dash, Disengage, Dodge, Stand, Drop prone
		t.Fatalf("%d Checks for the 5e column, want 5", n)
	}
	for i := 0; i < 20; i++ {
		b.Buttons()
		b.Handle(input.Event{Action: input.Hover, X: 600 + float64(i), Y: 300})
		b.Status()
	}
	if b.checks.calls != n {
		t.Fatalf("frames with no change asked %d more Checks", b.checks.calls-n)
	}
	press(t, b, "act:bonus") // the bonus toggle changes Dash, Disengage and Dodge
	b.Buttons()
	if b.checks.calls != 2*n {
		t.Errorf("after the bonus toggle: %d Checks, want %d", b.checks.calls, 2*n)
	}
	press(t, b, "act:dash") // a change of the encounter asks again
	b.Buttons()
	if b.checks.calls != 3*n {
		t.Errorf("after Dash: %d Checks, want %d", b.checks.calls, 3*n)
	}
	press(t, b, "act:bonus")
	if bt := actionButton(t, b, "act:dash"); bt.Enabled || bt.Why == "" {
		t.Errorf("Dash as a bonus action with the bonus action spent: enabled %v, why %q", bt.Enabled, bt.Why)
	}
	if bt := actionButton(t, b, "act:stand"); bt.Enabled {
		t.Error("Stand enabled for a creature on its feet")
	}
}

package board

import (
	"strings"
	"testing"

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
	if err != nil {
		t.Fatal(err)
	}
	b.SetScreen(1280, 800, 1, nil)
	b.Handle(input.Event{Action: input.NextTurn})
	return b
}

func TestPushAsksHowFarThenFollows(t *testing.T) {
	b := openPush(t, "pf2e", 1)
	press(t, b, "act:push")
	click(b, 2, 2)
	if pos(t, b, "G") != [2]int{2, 2} {
		t.Fatal("G was pushed before the distance was chosen")
	}
	for _, n := range []string{"act:push1", "act:push2", "act:push3", "act:push4", "act:follow", "act:cancel"} {
		if !hasButton(b, n) {
			t.Fatalf("no %q while asking how far", n)
		}
	}
	for _, bt := range b.Buttons() {
		if bt.Group == GroupActions && bt.Rect.H < promptBtnH {
			t.Errorf("distance button %q is %v px tall, want at least %d", bt.Name, bt.Rect.H, promptBtnH)
		}
	}
	press(t, b, "act:follow")
	press(t, b, "act:push3")
	if pos(t, b, "G") != [2]int{5, 2} || pos(t, b, "M") != [2]int{4, 2} {
		t.Fatalf("after a 3-square push with Follow: G at %v, M at %v; want (5,2) and (4,2)", pos(t, b, "G"), pos(t, b, "M"))
	}
	last, isErr := b.Last()
	if isErr || !strings.Contains(last, "pushes G 15 ft") || !strings.Contains(last, "M follows to (4,2)") {
		t.Errorf("status %q does not give the engine's message", last)
	}
	if b.Armed() != "" || hasButton(b, "act:push1") {
		t.Error("the push is still armed after it was applied")
	}
}

func TestPushStopsShortAndSaysWhy(t *testing.T) {
	b := openPush(t, "pf1e", 7)
	press(t, b, "act:push")
	click(b, 8, 2)
	press(t, b, "act:push4")
	if pos(t, b, "G") != [2]int{9, 2} || pos(t, b, "M") != [2]int{7, 2} {
		t.Fatalf("G at %v, M at %v; want G at the map's edge (9,2), M not following", pos(t, b, "G"), pos(t, b, "M"))
	}
	if last, _ := b.Last(); !strings.Contains(last, "pushes G 5 ft") || !strings.Contains(last, "stopped short") {
		t.Errorf("status %q does not say where and why it stopped", last)
	}
}

func TestPush5eHasNoFollow(t *testing.T) {
	b := openPush(t, "dnd5e", 1)
	press(t, b, "act:push")
	click(b, 2, 2)
	if hasButton(b, "act:follow") {
		t.Error("5e offers Follow on a shove")
	}
	press(t, b, "act:cancel")
	if b.Armed() != "" || pos(t, b, "G") != [2]int{2, 2} {
		t.Errorf("Cancel left %q armed, G at %v", b.Armed(), pos(t, b, "G"))
	}
	press(t, b, "act:push")
	click(b, 2, 2)
	press(t, b, "act:push2")
	if pos(t, b, "G") != [2]int{4, 2} || pos(t, b, "M") != [2]int{1, 2} {
		t.Errorf("after a 2-square shove: G at %v, M at %v", pos(t, b, "G"), pos(t, b, "M"))
	}
}

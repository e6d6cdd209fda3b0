package board

import (
	"battlemap/engine/files"
	"strings"
	"testing"

	"battlemap/game/input"
)

// fiveE is a small 5e encounter: M runs past G, who has its reaction.
const fiveE = `{
  "format": "battlemap-encounter/1",
  "name": "Past the guard",
  "system": "dnd5e",
  "map": ["..........", "..........", "..........", "..........", ".........."],
  "creatures": [
    {"id":"M","side":"pcs","size":"medium","at":[1,2],"speed":30,"weapon_reach":0,"aoo":true,"reaction_used":false},
    {"id":"G","side":"monsters","size":"medium","at":[4,1],"speed":30,"weapon_reach":0,"aoo":true,"reaction_used":false}
  ],
  "turn": {"round":0,"active":"","diagonals":0,"moved":0,"was_flat_footed":false},
  "initiative": {"order":[{"id":"M","value":15,"mod":2,"flat_footed":false},{"id":"G","value":10,"mod":1,"flat_footed":false}],"delayed":[]}
}`

func open5e(t *testing.T) *Board {
	t.Helper()
	b, err := New([]byte(fiveE), "5e", Options{})
	if err != nil {
		t.Fatal(err)
	}
	b.SetScreen(1280, 800, 1, nil)
	return b
}

// press clicks the button called name and fails when there is none.
func press(t *testing.T, b *Board, name string) {
	t.Helper()
	for _, bt := range b.Buttons() {
		if bt.Name == name {
			x, y := bt.Rect.Center()
			b.Handle(input.Event{Action: input.Click, X: x, Y: y})
			return
		}
	}
	var names []string
	for _, bt := range b.Buttons() {
		names = append(names, bt.Name)
	}
	t.Fatalf("no button %q among %v", name, names)
}

func hasButton(b *Board, name string) bool {
	for _, bt := range b.Buttons() {
		if bt.Name == name {
			return true
		}
	}
	return false
}

func TestStripRollsAndRunsTurns(t *testing.T) {
	b := demo(t)
	press(t, b, "init:roll")
	e := b.Encounter()
	if len(e.Initiative.Order) != len(e.Creatures) {
		t.Fatalf("rolled %d entries for %d creatures", len(e.Initiative.Order), len(e.Creatures))
	}
	press(t, b, "init:next")
	first := e.Initiative.Order[0].ID
	if e.Turn.Active != first || e.Turn.Round != 1 || b.Selected() != first {
		t.Fatalf("after Next turn: active %q round %d selected %q, want %q in round 1, selected", e.Turn.Active, e.Turn.Round, b.Selected(), first)
	}
	for _, bt := range b.Buttons() {
		if bt.Group == GroupStrip && bt.Hot != (bt.Name == "init:"+first) {
			t.Errorf("strip entry %q hot %v; only the active creature's is", bt.Name, bt.Hot)
		}
		if bt.Rect.H < 34 || bt.Rect.W < 34 {
			t.Errorf("button %q is %v×%v px, smaller than a 9 mm hit target", bt.Name, bt.Rect.W, bt.Rect.H)
		}
	}
	b.Handle(input.Event{Action: input.Delay})
	if len(e.Initiative.Delayed) != 1 || e.Initiative.Delayed[0].ID != first || !hasButton(b, "delayed:"+first) {
		t.Fatalf("after Delay: delayed %v, want %s apart in the strip", e.Initiative.Delayed, first)
	}
	second := e.Turn.Active
	press(t, b, "delayed:"+first)
	if e.Turn.Active != first || e.Initiative.Position(first) != e.Initiative.Position(second)+1 {
		t.Errorf("returning from delay: active %q at place %d, want %q right after %q", e.Turn.Active, e.Initiative.Position(first), first, second)
	}
}

func TestStripDragReorders(t *testing.T) {
	b := demo(t)
	b.Handle(input.Event{Action: input.RollInitiative})
	e := b.Encounter()
	last := e.Initiative.Order[len(e.Initiative.Order)-1].ID
	var from, to Button
	for _, bt := range b.Buttons() {
		switch bt.Name {
		case "init:" + last:
			from = bt
		case "init:" + e.Initiative.Order[0].ID:
			to = bt
		}
	}
	x, y := from.Rect.Center()
	b.Handle(input.Event{Action: input.DragStart, X: x, Y: y})
	b.Handle(input.Event{Action: input.DragMove, X: x, Y: to.Rect.Y + 2})
	b.Handle(input.Event{Action: input.DragEnd, X: x, Y: to.Rect.Y + 2})
	if e.Initiative.Order[0].ID != last {
		t.Errorf("dragging %s to the top: order starts with %s", last, e.Initiative.Order[0].ID)
	}
}

func TestPF2eStepIsOneSquare(t *testing.T) {
	b := demo(t)
	b.Select("Val")
	b.Handle(input.Event{Action: input.StartTurn})
	press(t, b, "act:step")
	if b.Armed() != "act:step" {
		t.Fatalf("armed %q after pressing Step", b.Armed())
	}
	start := pos(t, b, "Val")
	click(b, start[0]+3, start[1])
	if got := pos(t, b, "Val"); got != start {
		t.Errorf("a 15-ft Step moved Val to %v", got)
	}
	if last, isErr := b.Last(); !isErr || last == "" {
		t.Errorf("a refused Step says %q, want the engine's reason", last)
	}
	click(b, start[0]+1, start[1])
	if got := pos(t, b, "Val"); got != [2]int{start[0] + 1, start[1]} {
		t.Errorf("Step to the next square: Val at %v", got)
	}
	if b.Encounter().Turn.Econ.Actions != 1 || b.Armed() != "" {
		t.Errorf("after a Step: %d actions spent, armed %q; want 1 and nothing armed", b.Encounter().Turn.Econ.Actions, b.Armed())
	}
}

func TestReactionPromptTakesAndMovesOn(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	click(b, 7, 2)
	e := b.Encounter()
	if e.Turn.Pending == nil || !hasButton(b, "react:G:take") || b.PromptRect().W == 0 {
		t.Fatalf("moving past G: pending %v, want the reaction prompt", e.Turn.Pending)
	}
	press(t, b, "act:dash")
	if e.Turn.Econ.Dashes != 0 {
		t.Errorf("an action went through while a reaction waited")
	}
	press(t, b, "react:G:take")
	if e.Turn.Pending != nil || pos(t, b, "M") != [2]int{7, 2} || !e.Creature("G").ReactionUsed {
		t.Errorf("after Take: pending %v, M at %v, G's reaction used %v; want the move finished at (7,2) and the reaction spent",
			e.Turn.Pending, pos(t, b, "M"), e.Creature("G").ReactionUsed)
	}
	if hasButton(b, "react:G:take") {
		t.Errorf("the prompt stays after the last answer")
	}
}

func TestDisengageAsBonusAction(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	press(t, b, "act:bonus")
	press(t, b, "act:disengage")
	e := b.Encounter()
	if !e.Turn.Econ.Disengaged || !e.Turn.Econ.Bonus || e.Turn.Econ.Action {
		t.Fatalf("economy %+v, want disengaged with the bonus action", e.Turn.Econ)
	}
	press(t, b, "act:dash")
	click(b, 9, 2)
	if last, _ := b.Last(); e.Turn.Pending != nil || pos(t, b, "M") != [2]int{9, 2} {
		t.Logf("last: %s", last)
	}
	if e.Turn.Pending != nil || pos(t, b, "M") != [2]int{9, 2} {
		t.Errorf("a disengaged dash past G: pending %v, M at %v", e.Turn.Pending, pos(t, b, "M"))
	}
	if !strings.Contains(e.ActionsWords(), "disengaged") {
		t.Errorf("words %q do not say disengaged", e.ActionsWords())
	}
}

func TestChargeShowsItsEndBeforeConfirming(t *testing.T) {
	b, err := New([]byte(strings.Replace(fiveE, "dnd5e", "pf1e", 1)), "pf1e", Options{})
	if err != nil {
		t.Fatal(err)
	}
	b.SetScreen(1280, 800, 1, nil)
	e := b.Encounter()
	b.Handle(input.Event{Action: input.NextTurn})
	press(t, b, "act:charge")
	gx, gy := at(b, 4, 1)
	b.Handle(input.Event{Action: input.Click, X: gx, Y: gy})
	who, target, end, ok := b.Charge()
	want, err := e.ChargeEnd("M", "G")
	if err != nil {
		t.Fatalf("the engine refuses the charge: %v", err)
	}
	if !ok || who != "M" || target != "G" || end != want {
		t.Fatalf("charge shown %v %v %v %v, want M at G ending at %v", who, target, end, ok, want)
	}
	if pos(t, b, "M") == [2]int{want.X, want.Y} {
		t.Fatal("M moved before the charge was confirmed")
	}
	press(t, b, "act:confirm")
	if pos(t, b, "M") != [2]int{want.X, want.Y} || !e.Turn.Econ.Charged {
		t.Errorf("after confirming: M at %v, economy %+v; want %v, charged", pos(t, b, "M"), e.Turn.Econ, want)
	}
}

func TestSaveRoundTrips(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	click(b, 2, 2)
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	e2, err := files.LoadEncounter(data)
	if err != nil {
		t.Fatal(err)
	}
	if c := e2.Creature("M"); c.X != 2 || e2.Turn.Active != "M" || !e2.CanUndo() {
		t.Errorf("saved and loaded: M at %d, active %q, undo %v", c.X, e2.Turn.Active, e2.CanUndo())
	}
	if b.Handle(input.Event{Action: input.Save}) != SaveFile || b.Handle(input.Event{Action: input.NewEncounter}) != NewFile {
		t.Error("Save and New do not ask the platform")
	}
}

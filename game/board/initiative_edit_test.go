package board

import (
	"strconv"
	"strings"
	"testing"

	"battlemap/game/input"
)

// order spells the initiative order: "M 15, G 10".
func order(b *Board) string {
	var s []string
	for _, en := range b.Encounter().Initiative.Order {
		s = append(s, en.ID+" "+strconv.Itoa(en.Value))
	}
	return strings.Join(s, ", ")
}

// button returns the button called name.
func button(t *testing.T, b *Board, name string) Button {
	t.Helper()
	for _, bt := range b.Buttons() {
		if bt.Name == name {
			return bt
		}
	}
	t.Fatalf("no button %q", name)
	return Button{}
}

func TestPlusMinusChangeValueAndOrder(t *testing.T) {
	b := open5e(t)
	for range 5 {
		press(t, b, "init+:G")
	}
	// 5e: a tie goes to the higher modifier, M's 2 over G's 1.
	if got := order(b); got != "M 15, G 15" {
		t.Fatalf("after five + on G: %s, want M 15, G 15", got)
	}
	press(t, b, "init+:G")
	if got := order(b); got != "G 16, M 15" {
		t.Fatalf("after six + on G: %s, want G 16, M 15", got)
	}
	if b.Selected() != "G" {
		t.Errorf("selected %q after changing G's value, want G", b.Selected())
	}
	press(t, b, "init-:G")
	press(t, b, "init-:M")
	if got := order(b); got != "G 15, M 14" {
		t.Fatalf("after − on G and M: %s, want G 15, M 14", got)
	}
	if e := b.Encounter(); e.Turn.Round != 0 || e.Turn.Active != "" {
		t.Errorf("changing values started a turn: round %d active %q", e.Turn.Round, e.Turn.Active)
	}
	// Once the fight has begun, only the selected entry has − and +: the
	// active creature's, selected by Next turn.
	press(t, b, "init:next")
	if !hasButton(b, "init+:G") || !hasButton(b, "init-:G") {
		t.Errorf("− and + missing on the selected entry G in round %d", b.Encounter().Turn.Round)
	}
	if hasButton(b, "init+:M") || hasButton(b, "init-:M") {
		t.Errorf("− and + shown on M, not selected, in round %d", b.Encounter().Turn.Round)
	}
	if bt := button(t, b, "init:M"); bt.Rect.W != b.StripRect().W-2*buttonGap {
		t.Errorf("M's entry is %v wide without − and +, want the strip's width", bt.Rect.W)
	}
	// Tapping M's entry selects it and moves − and + there; the value
	// changes mid-fight and the turn stays G's, in round 1.
	press(t, b, "init:M")
	if hasButton(b, "init+:G") || !hasButton(b, "init+:M") {
		t.Fatalf("after tapping M: − and + on G %v, on M %v", hasButton(b, "init+:G"), hasButton(b, "init+:M"))
	}
	press(t, b, "init+:M")
	// 5e: the tie goes to M's higher modifier, as before the fight.
	if got := order(b); got != "M 15, G 15" {
		t.Errorf("after + on M mid-fight: %s, want M 15, G 15", got)
	}
	press(t, b, "init+:M")
	e := b.Encounter()
	if got := order(b); got != "M 16, G 15" || e.Turn.Active != "G" || e.Turn.Round != 1 {
		t.Errorf("after + + on M mid-fight: %s, active %q round %d; want M 16, G 15, G's turn in round 1", got, e.Turn.Active, e.Turn.Round)
	}
	if b.Selected() != "M" {
		t.Errorf("selected %q after changing M's value, want M", b.Selected())
	}
	b.Handle(input.Event{Action: input.Undo})
	if got := order(b); got != "M 15, G 15" || e.Turn.Active != "G" {
		t.Errorf("undo: %s, active %q; want M 15, G 15, G's turn", got, e.Turn.Active)
	}
}

func TestValueButtonsAreFingerSized(t *testing.T) {
	for _, ui := range []float64{1, 2} {
		b := open5e(t)
		b.SetScreen(1280*ui, 800*ui, ui, nil)
		entry := button(t, b, "init:M")
		for _, name := range []string{"init-:M", "init+:M", "init:add", "init:remove", "init:ready"} {
			if !hasButton(b, name) {
				continue
			}
			bt := button(t, b, name)
			if bt.Rect.W < 38*ui || bt.Rect.H < 38*ui {
				t.Errorf("ui %v: %s is %v×%v px, under 38×%v", ui, name, bt.Rect.W, bt.Rect.H, ui)
			}
			if strings.HasPrefix(name, "init-") && (bt.Rect.Y != entry.Rect.Y || bt.Rect.X < entry.Rect.X+entry.Rect.W) {
				t.Errorf("ui %v: %s at %v is not beside its entry %v", ui, name, bt.Rect, entry.Rect)
			}
		}
		if !b.StripRect().Contains(button(t, b, "init+:M").Rect.X+button(t, b, "init+:M").Rect.W-1, entry.Rect.Y+1) {
			t.Errorf("ui %v: + runs out of the strip", ui)
		}
	}
}

func TestAddAndRemoveMidFight(t *testing.T) {
	b := open5e(t)
	seeds := 0
	b.opts.Seed = func() int64 { seeds++; return 42 }
	press(t, b, "init:next") // M's turn, round 1
	b.Handle(input.Event{Action: input.Cancel})
	if bt := button(t, b, "init:remove"); bt.Enabled {
		t.Errorf("Remove enabled with nothing selected")
	}
	press(t, b, "init:G")
	press(t, b, "init:remove")
	e := b.Encounter()
	if e.Initiative.Position("G") >= 0 || e.Turn.Active != "M" {
		t.Fatalf("after Remove G: %s, active %q", order(b), e.Turn.Active)
	}
	// G is still selected and now outside the order: the place offers Add.
	if hasButton(b, "init:remove") {
		t.Errorf("Remove offered for G outside the order")
	}
	press(t, b, "init:add")
	i := e.Initiative.Position("G")
	if i < 0 || seeds != 1 {
		t.Fatalf("after Add G: %s (%d seeds taken), want G in it, one seed", order(b), seeds)
	}
	if v := e.Initiative.Order[i].Value; v < 1 || v > 20 {
		t.Errorf("G joined at %d, want a d20 roll", v)
	}
	if e.Turn.Active != "M" || e.Turn.Round != 1 {
		t.Errorf("adding G changed the turn: active %q round %d", e.Turn.Active, e.Turn.Round)
	}
	// Removing the creature whose turn it is begins the next one's.
	press(t, b, "init:M")
	press(t, b, "init:remove")
	if e.Turn.Active != "G" || b.Selected() != "G" || e.Initiative.Position("M") >= 0 {
		t.Errorf("after removing active M: active %q selected %q, order %s", e.Turn.Active, b.Selected(), order(b))
	}
	b.Handle(input.Event{Action: input.Undo})
	if e.Initiative.Position("M") < 0 || e.Turn.Active != "M" {
		t.Errorf("undo did not bring M back: %s, active %q", order(b), e.Turn.Active)
	}
}

func TestReadyMarksTheEntry(t *testing.T) {
	b := open5e(t)
	if hasButton(b, "init:ready") || hasButton(b, "init:delay") {
		t.Errorf("Ready or Delay shown before the first turn")
	}
	press(t, b, "init:next")
	press(t, b, "init:ready")
	e := b.Encounter()
	if got := e.Initiative.Order[0].Ready; got != readyTrigger {
		t.Fatalf("M's ready = %q, want %q", got, readyTrigger)
	}
	if l := button(t, b, "init:M").Label; !strings.Contains(l, "ready") {
		t.Errorf("M's entry reads %q, want the ready marker", l)
	}
	if l := button(t, b, "init:ready").Label; l != "Drop ready" {
		t.Errorf("Ready button reads %q for a readied creature, want Drop ready", l)
	}
	press(t, b, "init:ready")
	if got := e.Initiative.Order[0].Ready; got != "" {
		t.Errorf("after Drop ready: %q", got)
	}
	press(t, b, "init:ready")
	press(t, b, "init:next") // G's turn: M's marker stays until its own turn
	if e.Initiative.Order[0].Ready == "" || strings.Contains(button(t, b, "init:G").Label, "ready") {
		t.Errorf("after G's turn began: M %q, G's entry %q", e.Initiative.Order[0].Ready, button(t, b, "init:G").Label)
	}
}

func TestDemoOrderFitsTheStrip(t *testing.T) {
	b := demo(t)
	fits := func(when string) {
		t.Helper()
		sr := b.StripRect()
		for _, bt := range b.Buttons() {
			if bt.Group >= GroupStripCmd && bt.Group <= GroupDelayed || bt.Group == GroupStripValue {
				if bt.Rect.Y+bt.Rect.H > sr.Y+sr.H+0.5 {
					t.Errorf("%s: %s ends at %v, below the strip (%v)", when, bt.Name, bt.Rect.Y+bt.Rect.H, sr.Y+sr.H)
				}
			}
		}
	}
	b.Handle(input.Event{Action: input.RollInitiative})
	fits("before the first turn")
	b.Handle(input.Event{Action: input.NextTurn})
	fits("in round 1")
	// Mid-fight the selected entry has − and +, finger-sized, and its row
	// does not run into the next entry; select the last one too.
	in := b.Encounter().Initiative.Order
	for _, id := range []string{b.Encounter().Turn.Active, in[len(in)-1].ID} {
		press(t, b, "init:"+id)
		fits("in round 1, " + id + " selected")
		plus, entry := button(t, b, "init+:"+id), button(t, b, "init:"+id)
		if plus.Rect.H < valueH || plus.Rect.W < 38 {
			t.Errorf("%s's + is %v×%v px, under 38", id, plus.Rect.W, plus.Rect.H)
		}
		for _, bt := range b.Buttons() {
			if bt.Group == GroupStrip && bt.Name != entry.Name && bt.Rect.Y < plus.Rect.Y+plus.Rect.H && plus.Rect.Y < bt.Rect.Y+bt.Rect.H {
				t.Errorf("%s's + %v overlaps the entry %s %v", id, plus.Rect, bt.Name, bt.Rect)
			}
		}
	}
}

package engine

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// fightEncounter builds a 10×10 open map in system sys with one Medium
// creature per "id:side" spec, in a row along the top.
func fightEncounter(t *testing.T, sys string, specs ...string) *Encounter {
	t.Helper()
	rows := make([]string, 10)
	for i := range rows {
		rows[i] = ".........."
	}
	var cs []Creature
	for i, s := range specs {
		id, side, _ := strings.Cut(s, ":")
		cs = append(cs, Creature{ID: id, Side: side, Size: Medium, X: 2 * i, Speed: 30, AoO: sys != "pf2e"})
	}
	return asciiEncounter(t, sys, OptionSet{}, rows, cs...)
}

// initOrderIDs lists the ids of the initiative order.
func initOrderIDs(e *Encounter) string {
	var ids []string
	for _, en := range e.Initiative.Order {
		ids = append(ids, en.ID)
	}
	return strings.Join(ids, " ")
}

func applyAll(t *testing.T, e *Encounter, as ...Action) {
	t.Helper()
	for _, a := range as {
		if err := e.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
}

func TestSetInitiativeTies(t *testing.T) {
	for _, c := range []struct {
		sys     string
		entries []InitEntry
		want    string
	}{
		// PF2e: an enemy tied with a PC goes first, whatever the modifiers;
		// tied PCs keep the order the table gave.
		{"pf2e", []InitEntry{{ID: "P1", Value: 15, Mod: 9}, {ID: "G", Value: 15, Mod: 1}, {ID: "P2", Value: 15, Mod: 2}, {ID: "H", Value: 20}}, "H G P1 P2"},
		{"pf2e", []InitEntry{{ID: "P2", Value: 15}, {ID: "P1", Value: 15}}, "P2 P1"},
		// PF1e, 3.5, 5e: the higher modifier wins a tie; the side does not matter.
		{"pf1e", []InitEntry{{ID: "G", Value: 15, Mod: 1}, {ID: "P1", Value: 15, Mod: 4}, {ID: "P2", Value: 12, Mod: 9}}, "P1 G P2"},
		{"dnd35", []InitEntry{{ID: "P1", Value: 10, Mod: 0}, {ID: "G", Value: 10, Mod: 3}}, "G P1"},
		{"dnd5e", []InitEntry{{ID: "P1", Value: 10, Mod: 2}, {ID: "G", Value: 10, Mod: 3}, {ID: "H", Value: 11, Mod: -1}}, "H G P1"},
	} {
		e := fightEncounter(t, c.sys, "P1:pcs", "P2:pcs", "G:monsters", "H:monsters")
		applyAll(t, e, SetInitiative{Entries: c.entries})
		if got := initOrderIDs(e); got != c.want {
			t.Errorf("%s %v: order %q, want %q", c.sys, c.entries, got, c.want)
		}
		if e.Turn.Round != 0 || e.Turn.Active != "" {
			t.Errorf("%s: setting initiative left turn %+v, want round 0 and nobody active", c.sys, e.Turn)
		}
	}
}

func TestSetInitiativeRefusesBadEntries(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters")
	for _, c := range []struct {
		entries []InitEntry
		want    string
	}{
		{[]InitEntry{{ID: "A"}, {ID: "Z"}}, `no creature "Z"`},
		{[]InitEntry{{ID: "A"}, {ID: "A"}}, `"A" appears twice`},
		{[]InitEntry{{ID: "A", Value: MaxInitiative + 1}}, "within ±"},
	} {
		before := e.Snap()
		err := e.Apply(SetInitiative{Entries: c.entries})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "engine: ") {
			t.Errorf("%v: error %v, want one containing %q", c.entries, err, c.want)
		}
		if after := e.Snap(); !reflect.DeepEqual(after, before) {
			t.Errorf("%v: a refused action changed the encounter", c.entries)
		}
	}
}

func TestRollInitiativeIsReproducible(t *testing.T) {
	mods := map[string]int{"A": 2, "B": 0, "C": 5, "D": -1}
	orders := map[string]bool{}
	for seed := int64(1); seed <= 20; seed++ {
		var first string
		for run := 0; run < 2; run++ {
			e := fightEncounter(t, "dnd5e", "A:pcs", "B:pcs", "C:monsters", "D:monsters")
			applyAll(t, e, RollInitiative{Mods: mods, Seed: seed})
			var b strings.Builder
			for i, en := range e.Initiative.Order {
				if roll := en.Value - en.Mod; roll < 1 || roll > 20 || en.Mod != mods[en.ID] {
					t.Fatalf("seed %d: %s rolled %d with modifier %d, want a d20 and modifier %d", seed, en.ID, roll, en.Mod, mods[en.ID])
				}
				if i > 0 && e.initCompare(e.Initiative.Order[i-1], en) > 0 {
					t.Fatalf("seed %d: %v is not in initiative order", seed, e.Initiative.Order)
				}
				fmt.Fprintf(&b, "%s%d ", en.ID, en.Value)
			}
			if run == 0 {
				first = b.String()
			} else if b.String() != first {
				t.Fatalf("seed %d: two rolls gave %q and %q", seed, first, b.String())
			}
		}
		orders[first] = true
	}
	if len(orders) < 10 {
		t.Errorf("20 seeds gave only %d different orders: the seed does not reach the dice", len(orders))
	}
	e := fightEncounter(t, "pf2e", "A:pcs")
	if err := e.Apply(RollInitiative{Mods: map[string]int{"A": 1, "Q": 2}}); err == nil || !strings.Contains(err.Error(), `"Q"`) {
		t.Errorf("rolling for an unknown creature: %v, want an error naming Q", err)
	}
}

func TestRollOffSettlesTies(t *testing.T) {
	// Four creatures with the same modifier tie often; the roll-off must
	// order them both ways over many seeds, and never in PF2e.
	for _, sys := range []string{"pf1e", "dnd35", "dnd5e", "pf2e"} {
		first := map[string]bool{}
		for seed := int64(0); seed < 200; seed++ {
			e := fightEncounter(t, sys, "A:monsters", "B:monsters")
			entries, err := e.RollOrder(map[string]int{"A": 0, "B": 0}, seededRand(seed))
			if err != nil {
				t.Fatal(err)
			}
			if entries[0].Value == entries[1].Value {
				first[entries[0].ID] = true
			}
		}
		switch {
		case sys == "pf2e" && first["B"]:
			t.Errorf("pf2e: a tie between two monsters was rolled off; PF2e keeps the table's order")
		case sys != "pf2e" && (!first["A"] || !first["B"]):
			t.Errorf("%s: ties were always won by %v: no roll-off", sys, first)
		}
	}
}

func TestNextTurnCyclesRounds(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs")
	if err := e.Apply(NextTurn{}); err == nil || !strings.Contains(err.Error(), "no initiative order") {
		t.Fatalf("NextTurn without an order: %v", err)
	}
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 15}, {ID: "C", Value: 10}}})
	want := []string{"1 A", "1 B", "1 C", "2 A", "2 B"}
	for i, w := range want {
		applyAll(t, e, NextTurn{})
		if got := fmt.Sprintf("%d %s", e.Turn.Round, e.Turn.Active); got != w {
			t.Fatalf("after %d NextTurn: %q, want %q", i+1, got, w)
		}
		if i == 0 {
			// A moves diagonally, spends its reaction on B's turn; its
			// movement resets at the end of its turn.
			applyAll(t, e, MoveTo{Who: "A", X: 1, Y: 1})
			if e.Turn.Moved != 5 || e.Turn.Diagonals != 1 {
				t.Fatalf("A moved one diagonal: turn %+v", e.Turn)
			}
		}
		if w == "1 B" {
			if e.Turn.Moved != 0 || e.Turn.Diagonals != 0 {
				t.Fatalf("B's turn starts with A's movement: %+v", e.Turn)
			}
			e.Creature("A").ReactionUsed = true
			e.Creature("C").ReactionUsed = true
		}
		if w == "1 C" && (!e.Creature("A").ReactionUsed || e.Creature("C").ReactionUsed) {
			t.Fatalf("at the start of C's turn only C regains its reaction: A %v, C %v", e.Creature("A").ReactionUsed, e.Creature("C").ReactionUsed)
		}
		if w == "2 A" && e.Creature("A").ReactionUsed {
			t.Fatalf("A did not regain its reaction at the start of its turn")
		}
	}
	// EndTurn still ends a turn by itself; NextTurn then starts a new round.
	applyAll(t, e, EndTurn{})
	if e.Turn.Active != "" || e.Turn.Round != 2 {
		t.Fatalf("EndTurn: %+v", e.Turn)
	}
	applyAll(t, e, NextTurn{})
	if e.Turn.Active != "A" || e.Turn.Round != 3 {
		t.Fatalf("NextTurn after EndTurn: %+v, want round 3, A", e.Turn)
	}
	// StartTurn still makes any creature active; NextTurn needs it in the order.
	applyAll(t, e, RemoveFromInitiative{Who: "C"}, StartTurn{Who: "C"})
	if err := e.Apply(NextTurn{}); err == nil || !strings.Contains(err.Error(), `"C"`) {
		t.Fatalf("NextTurn from a creature outside the order: %v", err)
	}
}

func TestFlatFootedUntilFirstTurn(t *testing.T) {
	for _, c := range []struct {
		sys string
		ff  bool
	}{{"pf1e", true}, {"dnd35", true}, {"pf2e", false}, {"dnd5e", false}} {
		e := fightEncounter(t, c.sys, "A:pcs", "B:monsters", "C:monsters")
		applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 15}}})
		if e.FlatFooted("A") != c.ff || e.FlatFooted("B") != c.ff || e.FlatFooted("C") {
			t.Fatalf("%s: at the start A %v B %v C %v, want %v %v false", c.sys, e.FlatFooted("A"), e.FlatFooted("B"), e.FlatFooted("C"), c.ff, c.ff)
		}
		applyAll(t, e, NextTurn{})
		if e.FlatFooted("A") || e.FlatFooted("B") != c.ff {
			t.Fatalf("%s: on A's first turn A %v B %v", c.sys, e.FlatFooted("A"), e.FlatFooted("B"))
		}
		// B delays on its first turn: it has not acted, so it stays flat-footed.
		applyAll(t, e, NextTurn{}, Delay{Who: "B"})
		if e.FlatFooted("B") != c.ff {
			t.Fatalf("%s: B delayed before acting: flat-footed %v, want %v", c.sys, e.FlatFooted("B"), c.ff)
		}
		applyAll(t, e, AddToInitiative{Who: "C", Value: 1})
		if e.FlatFooted("C") != c.ff {
			t.Fatalf("%s: C joins mid-fight: flat-footed %v, want %v", c.sys, e.FlatFooted("C"), c.ff)
		}
	}
}

func TestDelayAndReturn(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 15}, {ID: "C", Value: 10}}})
	applyAll(t, e, NextTurn{})
	if err := e.Apply(Delay{Who: "B"}); err == nil {
		t.Fatal("B delayed on A's turn")
	}
	applyAll(t, e, Delay{Who: "A"})
	if e.Turn.Active != "B" || initOrderIDs(e) != "B C" || len(e.Initiative.Delayed) != 1 {
		t.Fatalf("after A delays: active %q, order %q, delayed %v", e.Turn.Active, initOrderIDs(e), e.Initiative.Delayed)
	}
	// A returns at the end of B's turn: B's turn ends, A's begins, and A's
	// initiative is now B's, after B, for good.
	applyAll(t, e, MoveTo{Who: "B", X: 2, Y: 1})
	applyAll(t, e, ReturnFromDelay{Who: "A", Index: 1})
	if e.Turn.Active != "A" || e.Turn.Round != 1 || e.Turn.Moved != 0 || initOrderIDs(e) != "B A C" || e.Initiative.Order[1].Value != 15 {
		t.Fatalf("after A returns: turn %+v, order %q %v", e.Turn, initOrderIDs(e), e.Initiative.Order)
	}
	applyAll(t, e, NextTurn{}, NextTurn{})
	if e.Turn.Active != "B" || e.Turn.Round != 2 {
		t.Fatalf("round 2 starts with %q (round %d), want B", e.Turn.Active, e.Turn.Round)
	}
	// Moving first rules Delay out; a creature returning elsewhere waits
	// for its place.
	applyAll(t, e, MoveTo{Who: "B", X: 2, Y: 0})
	if err := e.Apply(Delay{Who: "B"}); err == nil || !strings.Contains(err.Error(), "already moved") {
		t.Fatalf("Delay after moving: %v", err)
	}
	applyAll(t, e, NextTurn{}, Delay{Who: "A"}) // C's turn now
	applyAll(t, e, ReturnFromDelay{Who: "A", Index: 0})
	if e.Turn.Active != "C" || initOrderIDs(e) != "A B C" {
		t.Fatalf("A returns at the top during C's turn: active %q, order %q", e.Turn.Active, initOrderIDs(e))
	}
	for _, a := range []Action{ReturnFromDelay{Who: "A", Index: 0}, ReturnFromDelay{Who: "Z", Index: 0}} {
		if err := e.Apply(a); err == nil || !strings.Contains(err.Error(), "not delaying") {
			t.Errorf("%v: %v, want a refusal", a, err)
		}
	}
}

func TestAddRemoveReorder(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs", "D:monsters")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, NextTurn{})
	applyAll(t, e, AddToInitiative{Who: "C", Value: 10}, AddToInitiative{Who: "D", Value: 10})
	// C ties with B: an enemy goes before a PC in PF2e; D ties with B, enemy
	// with enemy: after B.
	if initOrderIDs(e) != "A B D C" {
		t.Fatalf("order %q, want A B D C", initOrderIDs(e))
	}
	if err := e.Apply(AddToInitiative{Who: "C", Value: 3}); err == nil {
		t.Fatal("C added twice")
	}
	applyAll(t, e, Reorder{Who: "C", Index: 1})
	if initOrderIDs(e) != "A C B D" || e.Turn.Active != "A" {
		t.Fatalf("after Reorder: %q, active %q", initOrderIDs(e), e.Turn.Active)
	}
	if err := e.Apply(Reorder{Who: "C", Index: 4}); err == nil {
		t.Fatal("Reorder past the end")
	}
	applyAll(t, e, RemoveFromInitiative{Who: "A"})
	if initOrderIDs(e) != "C B D" || e.Turn.Active != "C" || e.Turn.Round != 1 {
		t.Fatalf("removing the active A: %q, turn %+v, want C's turn", initOrderIDs(e), e.Turn)
	}
	applyAll(t, e, NextTurn{}, NextTurn{}, RemoveFromInitiative{Who: "D"})
	if e.Turn.Active != "C" || e.Turn.Round != 2 {
		t.Fatalf("removing the last, active D: turn %+v, want round 2, C", e.Turn)
	}
	applyAll(t, e, AddToInitiative{Who: "A", Mod: 3, Roll: true, Seed: 4})
	if en := e.Initiative.Order[e.Initiative.Position("A")]; en.Value-3 < 1 || en.Value-3 > 20 {
		t.Fatalf("A rolled %d with +3", en.Value)
	}
}

func TestReadyMarker(t *testing.T) {
	e := fightEncounter(t, "dnd5e", "A:pcs", "B:monsters")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, NextTurn{})
	if err := e.Apply(Ready{Who: "B", Trigger: "A moves"}); err == nil {
		t.Fatal("B readied on A's turn")
	}
	applyAll(t, e, Ready{Who: "A", Trigger: "B comes near"}, NextTurn{})
	if got := e.Initiative.Order[0].Ready; got != "B comes near" {
		t.Fatalf("A's readied action on B's turn: %q", got)
	}
	applyAll(t, e, NextTurn{})
	if got := e.Initiative.Order[0].Ready; got != "" {
		t.Fatalf("A's readied action outlived the start of its next turn: %q", got)
	}
	applyAll(t, e, Ready{Who: "A", Trigger: "x"}, Ready{Who: "A"})
	if got := e.Initiative.Order[0].Ready; got != "" {
		t.Fatalf("an empty trigger did not clear the marker: %q", got)
	}
}

func TestInitiativeActionsUndo(t *testing.T) {
	e := fightEncounter(t, "pf1e", "A:pcs", "B:monsters", "C:pcs")
	steps := []Action{
		RollInitiative{Mods: map[string]int{"A": 1, "B": 2, "C": 3}, Seed: 9}, NextTurn{},
		Ready{Who: e.Creatures[0].ID}, NextTurn{}, AddToInitiative{Who: "C", Value: 5},
	}
	type state struct {
		T Turn
		I Initiative
	}
	var states []state
	for _, a := range steps {
		states = append(states, state{e.Turn, e.Initiative.clone()})
		if err := e.Apply(a); err != nil {
			states = states[:len(states)-1]
		}
	}
	for i := len(states) - 1; i >= 0; i-- {
		if !e.Undo() {
			t.Fatalf("cannot undo step %d", i)
		}
		got := state{e.Turn, e.Initiative}
		if !reflect.DeepEqual(got.T, states[i].T) || initString(got.I) != initString(states[i].I) {
			t.Fatalf("undo step %d: %+v, want %+v", i, got, states[i])
		}
	}
}

// initString prints an initiative for comparisons.
func initString(in Initiative) string { return fmt.Sprintf("%v|%v", in.Order, in.Delayed) }

// TestChangeInitiativeMidFight checks that correcting one value moves the
// entry to its place and keeps the round and whose turn it is.
func TestChangeInitiativeMidFight(t *testing.T) {
	e := fightEncounter(t, "pf1e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 15}, {ID: "B", Value: 12}, {ID: "C", Value: 8}}}, NextTurn{}, NextTurn{})
	if e.Turn.Active != "B" || e.Turn.Round != 1 {
		t.Fatalf("B's turn in round 1 expected, got %+v", e.Turn)
	}
	applyAll(t, e, ChangeInitiative{Who: "C", Value: 20})
	if got := orderWords(e.Initiative.Order); !strings.HasPrefix(got, "C") || e.Turn.Active != "B" || e.Turn.Round != 1 {
		t.Fatalf("after C's change: order %s, turn %+v; want C first and still B's turn in round 1", got, e.Turn)
	}
	applyAll(t, e, NextTurn{})
	if e.Turn.Active != "C" || e.Turn.Round != 2 {
		t.Fatalf("after B comes the new round with C first: %+v", e.Turn)
	}
	if err := e.Apply(ChangeInitiative{Who: "Z", Value: 3}); err == nil {
		t.Fatal("a creature outside the order was changed")
	}
}

// TestDelayAWholeRound checks what happens when a delaying creature's old
// place comes round again: in PF2e it loses that turn and keeps its
// initiative (RULES.md A18); in PF1e it loses the delayed action and takes
// its turn as usual (B18). A delayer with the lowest initiative comes back
// at the end of the next round.
func TestDelayAWholeRound(t *testing.T) {
	set := SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}, {ID: "C", Value: 5}}}
	for _, c := range []struct {
		sys, active string
		round       int
		word        string
	}{{"pf2e", "B", 2, "loses that turn's actions"}, {"pf1e", "A", 2, "delayed action is lost"}} {
		e := fightEncounter(t, c.sys, "A:pcs", "B:monsters", "C:pcs")
		applyAll(t, e, set, NextTurn{}, Delay{Who: "A"}, NextTurn{}, NextTurn{})
		if e.Turn.Active != c.active || e.Turn.Round != c.round || e.Initiative.Position("A") != 0 || len(e.Initiative.Delayed) != 0 {
			t.Fatalf("%s: after a whole round of delay: turn %+v, order %s; want %s's turn in round %d with A back first",
				c.sys, e.Turn, orderWords(e.Initiative.Order), c.active, c.round)
		}
		if !strings.Contains(e.Log[len(e.Log)-1], c.word) {
			t.Fatalf("%s: the log says %q, want %q", c.sys, e.Log[len(e.Log)-1], c.word)
		}
	}
	// C, last in the order, delays in round 1 and comes back at the end of
	// round 2.
	e := fightEncounter(t, "pf1e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e, set, NextTurn{}, NextTurn{}, NextTurn{}, Delay{Who: "C"})
	if e.Turn.Active != "A" || e.Turn.Round != 2 {
		t.Fatalf("after C delays at the end of round 1: %+v", e.Turn)
	}
	applyAll(t, e, NextTurn{}, NextTurn{})
	if e.Turn.Active != "C" || e.Turn.Round != 2 || e.Initiative.Position("C") != 2 {
		t.Fatalf("C's old place at the end of round 2: %+v, order %s", e.Turn, orderWords(e.Initiative.Order))
	}
	// A delayer that returns in time keeps nothing of its delay.
	e2 := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e2, set, NextTurn{}, Delay{Who: "A"}, ReturnFromDelay{Who: "A", Index: 1})
	for _, en := range e2.Initiative.Order {
		if en.DelayedRound != 0 {
			t.Fatalf("%s still marked as delaying after returning", en.ID)
		}
	}
}

package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// turnOf says in which round and whose turn it is, for comparisons.
func turnOf(e *Encounter) string {
	return fmt.Sprintf("round %d, active %q", e.Turn.Round, e.Turn.Active)
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
		require.NoError(t, e.Apply(a), "%v", a)
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
		assert.Equal(t, c.want, initOrderIDs(e), "%s %v: order", c.sys, c.entries)
		assert.Equal(t, `round 0, active ""`, turnOf(e), "%s: setting initiative left turn %+v, want round 0 and nobody active", c.sys, e.Turn)
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
		if assert.ErrorContains(t, err, c.want, "%v", c.entries) {
			assert.True(t, strings.HasPrefix(err.Error(), "engine: "), "%v: error %q, want the prefix \"engine: \"", c.entries, err)
		}
		assert.Equal(t, before, e.Snap(), "%v: a refused action changed the encounter", c.entries)
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
			// The first seed that breaks a rule is reported, not every one.
			var b strings.Builder
			for i, en := range e.Initiative.Order {
				roll := en.Value - en.Mod
				require.True(t, roll >= 1 && roll <= 20, "seed %d: %s rolled %d, want a d20", seed, en.ID, roll)
				require.Equal(t, mods[en.ID], en.Mod, "seed %d: %s's modifier", seed, en.ID)
				if i > 0 {
					require.LessOrEqual(t, e.initCompare(e.Initiative.Order[i-1], en), 0, "seed %d: %v is not in initiative order", seed, e.Initiative.Order)
				}
				fmt.Fprintf(&b, "%s%d ", en.ID, en.Value)
			}
			if run == 0 {
				first = b.String()
			} else {
				require.Equal(t, first, b.String(), "seed %d: two rolls", seed)
			}
		}
		orders[first] = true
	}
	assert.GreaterOrEqual(t, len(orders), 10, "20 seeds gave only %d different orders: the seed does not reach the dice", len(orders))
	e := fightEncounter(t, "pf2e", "A:pcs")
	assert.ErrorContains(t, e.Apply(RollInitiative{Mods: map[string]int{"A": 1, "Q": 2}}), `"Q"`, "rolling for an unknown creature, want an error naming Q")
}

func TestRollOffSettlesTies(t *testing.T) {
	// Four creatures with the same modifier tie often; the roll-off must
	// order them both ways over many seeds, and never in PF2e.
	for _, sys := range []string{"pf1e", "dnd35", "dnd5e", "pf2e"} {
		first := map[string]bool{}
		for seed := int64(0); seed < 200; seed++ {
			e := fightEncounter(t, sys, "A:monsters", "B:monsters")
			entries, err := e.RollOrder(map[string]int{"A": 0, "B": 0}, seededRand(seed))
			require.NoError(t, err)
			if entries[0].Value == entries[1].Value {
				first[entries[0].ID] = true
			}
		}
		if sys == "pf2e" {
			assert.False(t, first["B"], "pf2e: a tie between two monsters was rolled off; PF2e keeps the table's order")
		} else {
			assert.True(t, first["A"] && first["B"], "%s: ties were always won by %v: no roll-off", sys, first)
		}
	}
}

func TestNextTurnCyclesRounds(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs")
	assert.ErrorContains(t, e.Apply(NextTurn{}), "no initiative order", "NextTurn without an order")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 15}, {ID: "C", Value: 10}}})
	want := []string{"1 A", "1 B", "1 C", "2 A", "2 B"}
	for i, w := range want {
		applyAll(t, e, NextTurn{})
		assert.Equal(t, w, fmt.Sprintf("%d %s", e.Turn.Round, e.Turn.Active), "after %d NextTurn", i+1)
		if i == 0 {
			// A moves diagonally, spends its reaction on B's turn; its
			// movement resets at the end of its turn.
			applyAll(t, e, MoveTo{Who: "A", X: 1, Y: 1})
			assert.Equal(t, [2]int{5, 1}, [2]int{e.Turn.Moved, e.Turn.Diagonals}, "A moved one diagonal (feet, diagonals): turn %+v", e.Turn)
		}
		if w == "1 B" {
			assert.Equal(t, [2]int{0, 0}, [2]int{e.Turn.Moved, e.Turn.Diagonals}, "B's turn starts with A's movement (feet, diagonals): %+v", e.Turn)
			e.Creature("A").ReactionUsed = true
			e.Creature("C").ReactionUsed = true
		}
		if w == "1 C" {
			assert.Equal(t, [2]bool{true, false}, [2]bool{e.Creature("A").ReactionUsed, e.Creature("C").ReactionUsed},
				"at the start of C's turn only C regains its reaction (reaction used by A, by C)")
		}
		if w == "2 A" {
			assert.False(t, e.Creature("A").ReactionUsed, "A did not regain its reaction at the start of its turn")
		}
	}
	// EndTurn still ends a turn by itself; NextTurn then starts a new round.
	applyAll(t, e, EndTurn{})
	assert.Equal(t, `round 2, active ""`, turnOf(e), "EndTurn: %+v", e.Turn)
	applyAll(t, e, NextTurn{})
	assert.Equal(t, `round 3, active "A"`, turnOf(e), "NextTurn after EndTurn: %+v", e.Turn)
	// StartTurn still makes any creature active; NextTurn needs it in the order.
	applyAll(t, e, RemoveFromInitiative{Who: "C"}, StartTurn{Who: "C"})
	assert.ErrorContains(t, e.Apply(NextTurn{}), `"C"`, "NextTurn from a creature outside the order")
}

func TestFlatFootedUntilFirstTurn(t *testing.T) {
	for _, c := range []struct {
		sys string
		ff  bool
	}{{"pf1e", true}, {"dnd35", true}, {"pf2e", false}, {"dnd5e", false}} {
		e := fightEncounter(t, c.sys, "A:pcs", "B:monsters", "C:monsters")
		applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 15}}})
		assert.Equal(t, [3]bool{c.ff, c.ff, false}, [3]bool{e.FlatFooted("A"), e.FlatFooted("B"), e.FlatFooted("C")},
			"%s: at the start, A, B and C flat-footed", c.sys)
		applyAll(t, e, NextTurn{})
		assert.Equal(t, [2]bool{false, c.ff}, [2]bool{e.FlatFooted("A"), e.FlatFooted("B")}, "%s: on A's first turn, A and B flat-footed", c.sys)
		// B delays on its first turn: it has not acted, so it stays flat-footed.
		applyAll(t, e, NextTurn{}, Delay{Who: "B"})
		assert.Equal(t, c.ff, e.FlatFooted("B"), "%s: B delayed before acting: flat-footed", c.sys)
		applyAll(t, e, AddToInitiative{Who: "C", Value: 1})
		assert.Equal(t, c.ff, e.FlatFooted("C"), "%s: C joins mid-fight: flat-footed", c.sys)
	}
}

func TestDelayAndReturn(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 15}, {ID: "C", Value: 10}}})
	applyAll(t, e, NextTurn{})
	assert.Error(t, e.Apply(Delay{Who: "B"}), "B delayed on A's turn")
	applyAll(t, e, Delay{Who: "A"})
	assert.Equal(t, "B", e.Turn.Active, "after A delays: active")
	assert.Equal(t, "B C", initOrderIDs(e), "after A delays: order")
	assert.Len(t, e.Initiative.Delayed, 1, "after A delays: delayed")
	// A returns at the end of B's turn: B's turn ends, A's begins, and A's
	// initiative is now B's, after B, for good.
	applyAll(t, e, MoveTo{Who: "B", X: 2, Y: 1})
	applyAll(t, e, ReturnFromDelay{Who: "A", Index: 1})
	assert.Equal(t, `round 1, active "A"`, turnOf(e), "after A returns: turn %+v", e.Turn)
	assert.Equal(t, 0, e.Turn.Moved, "after A returns: feet moved in A's turn")
	if assert.Equal(t, "B A C", initOrderIDs(e), "after A returns: order %v", e.Initiative.Order) {
		assert.Equal(t, 15, e.Initiative.Order[1].Value, "after A returns: A's initiative, B's")
	}
	applyAll(t, e, NextTurn{}, NextTurn{})
	assert.Equal(t, `round 2, active "B"`, turnOf(e), "round 2 starts with B")
	// Moving first rules Delay out; a creature returning elsewhere waits
	// for its place.
	applyAll(t, e, MoveTo{Who: "B", X: 2, Y: 0})
	assert.ErrorContains(t, e.Apply(Delay{Who: "B"}), "already moved", "Delay after moving")
	applyAll(t, e, NextTurn{}, Delay{Who: "A"}) // C's turn now
	applyAll(t, e, ReturnFromDelay{Who: "A", Index: 0})
	assert.Equal(t, "C", e.Turn.Active, "A returns at the top during C's turn: active")
	assert.Equal(t, "A B C", initOrderIDs(e), "A returns at the top during C's turn: order")
	for _, a := range []Action{ReturnFromDelay{Who: "A", Index: 0}, ReturnFromDelay{Who: "Z", Index: 0}} {
		assert.ErrorContains(t, e.Apply(a), "not delaying", "%v, want a refusal", a)
	}
}

func TestAddRemoveReorder(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs", "D:monsters")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, NextTurn{})
	applyAll(t, e, AddToInitiative{Who: "C", Value: 10}, AddToInitiative{Who: "D", Value: 10})
	// C ties with B: an enemy goes before a PC in PF2e; D ties with B, enemy
	// with enemy: after B.
	assert.Equal(t, "A B D C", initOrderIDs(e), "order")
	assert.Error(t, e.Apply(AddToInitiative{Who: "C", Value: 3}), "C added twice")
	applyAll(t, e, Reorder{Who: "C", Index: 1})
	assert.Equal(t, "A C B D", initOrderIDs(e), "after Reorder: order")
	assert.Equal(t, "A", e.Turn.Active, "after Reorder: active")
	assert.Error(t, e.Apply(Reorder{Who: "C", Index: 4}), "Reorder past the end")
	applyAll(t, e, RemoveFromInitiative{Who: "A"})
	assert.Equal(t, "C B D", initOrderIDs(e), "removing the active A: order")
	assert.Equal(t, `round 1, active "C"`, turnOf(e), "removing the active A: turn %+v, want C's turn", e.Turn)
	applyAll(t, e, NextTurn{}, NextTurn{}, RemoveFromInitiative{Who: "D"})
	assert.Equal(t, `round 2, active "C"`, turnOf(e), "removing the last, active D: turn %+v", e.Turn)
	applyAll(t, e, AddToInitiative{Who: "A", Mod: 3, Roll: true, Seed: 4})
	at := e.Initiative.Position("A")
	require.GreaterOrEqual(t, at, 0, "A added to the order %v", e.Initiative.Order)
	en := e.Initiative.Order[at]
	assert.True(t, en.Value-3 >= 1 && en.Value-3 <= 20, "A rolled %d with +3", en.Value)
}

func TestReadyMarker(t *testing.T) {
	e := fightEncounter(t, "dnd5e", "A:pcs", "B:monsters")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, NextTurn{})
	assert.Error(t, e.Apply(Ready{Who: "B", Trigger: "A moves"}), "B readied on A's turn")
	applyAll(t, e, Ready{Who: "A", Trigger: "B comes near"}, NextTurn{})
	assert.Equal(t, "B comes near", e.Initiative.Order[0].Ready, "A's readied action on B's turn")
	applyAll(t, e, NextTurn{})
	assert.Empty(t, e.Initiative.Order[0].Ready, "A's readied action outlived the start of its next turn")
	applyAll(t, e, Ready{Who: "A", Trigger: "x"}, Ready{Who: "A"})
	assert.Empty(t, e.Initiative.Order[0].Ready, "an empty trigger did not clear the marker")
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
		require.True(t, e.Undo(), "cannot undo step %d", i)
		assert.Equal(t, states[i].T, e.Turn, "undo step %d: turn", i)
		assert.Equal(t, initString(states[i].I), initString(e.Initiative), "undo step %d: initiative", i)
	}
}

// initString prints an initiative for comparisons.
func initString(in Initiative) string { return fmt.Sprintf("%v|%v", in.Order, in.Delayed) }

// TestChangeInitiativeMidFight checks that correcting one value moves the
// entry to its place and keeps the round and whose turn it is.
func TestChangeInitiativeMidFight(t *testing.T) {
	e := fightEncounter(t, "pf1e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 15}, {ID: "B", Value: 12}, {ID: "C", Value: 8}}}, NextTurn{}, NextTurn{})
	require.Equal(t, `round 1, active "B"`, turnOf(e), "B's turn in round 1 expected, got %+v", e.Turn)
	applyAll(t, e, ChangeInitiative{Who: "C", Value: 20})
	got := orderWords(e.Initiative.Order)
	assert.True(t, strings.HasPrefix(got, "C"), "after C's change: order %s, want C first", got)
	assert.Equal(t, `round 1, active "B"`, turnOf(e), "after C's change: turn %+v; want still B's turn in round 1", e.Turn)
	applyAll(t, e, NextTurn{})
	assert.Equal(t, `round 2, active "C"`, turnOf(e), "after B comes the new round with C first: %+v", e.Turn)
	assert.Error(t, e.Apply(ChangeInitiative{Who: "Z", Value: 3}), "a creature outside the order was changed")
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
		assert.Equal(t, fmt.Sprintf("round %d, active %q", c.round, c.active), turnOf(e), "%s: after a whole round of delay: turn %+v", c.sys, e.Turn)
		assert.Equal(t, 0, e.Initiative.Position("A"), "%s: after a whole round of delay: order %s, want A back first", c.sys, orderWords(e.Initiative.Order))
		assert.Empty(t, e.Initiative.Delayed, "%s: after a whole round of delay: delayed", c.sys)
		assert.Contains(t, e.Log[len(e.Log)-1], c.word, "%s: the log", c.sys)
	}
	// C, last in the order, delays in round 1 and comes back at the end of
	// round 2.
	e := fightEncounter(t, "pf1e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e, set, NextTurn{}, NextTurn{}, NextTurn{}, Delay{Who: "C"})
	assert.Equal(t, `round 2, active "A"`, turnOf(e), "after C delays at the end of round 1: %+v", e.Turn)
	applyAll(t, e, NextTurn{}, NextTurn{})
	assert.Equal(t, `round 2, active "C"`, turnOf(e), "C's old place at the end of round 2: %+v", e.Turn)
	assert.Equal(t, 2, e.Initiative.Position("C"), "C's old place at the end of round 2: order %s", orderWords(e.Initiative.Order))
	// A delayer that returns in time keeps nothing of its delay.
	e2 := fightEncounter(t, "pf2e", "A:pcs", "B:monsters", "C:pcs")
	applyAll(t, e2, set, NextTurn{}, Delay{Who: "A"}, ReturnFromDelay{Who: "A", Index: 1})
	for _, en := range e2.Initiative.Order {
		assert.Zero(t, en.DelayedRound, "%s still marked as delaying after returning", en.ID)
	}
}

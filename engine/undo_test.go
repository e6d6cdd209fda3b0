package engine

import (
	"strings"
	"testing"
)

// TestApplyUndoRedo checks that an illegal move changes nothing and says
// why, and that undo and redo restore exact states, the turn's diagonal
// count included.
func TestApplyUndoRedo(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{
		"M.....",
		"..#...",
		"....E.",
	}, Creature{ID: "M", Speed: 5}, Creature{ID: "E", Side: "monsters"})
	if err := e.Apply(StartTurn{Who: "M"}); err != nil {
		t.Fatal(err)
	}
	if err := e.Apply(MoveTo{Who: "M", X: 2, Y: 1}); err == nil || !strings.Contains(err.Error(), "solid square") {
		t.Fatalf("moving onto a solid square: %v", err)
	}
	if m := e.Creature("M"); m.X != 0 || m.Y != 0 {
		t.Fatalf("an illegal move changed the position to (%d,%d)", m.X, m.Y)
	}
	if err := e.Apply(MoveTo{Who: "M", X: 1, Y: 1}); err != nil {
		t.Fatal(err)
	}
	if e.Turn.Diagonals != 1 || e.Turn.Moved != 5 {
		t.Fatalf("after one diagonal: diagonals %d moved %d, want 1 and 5", e.Turn.Diagonals, e.Turn.Moved)
	}
	// The second diagonal of the turn would cost 10 ft, more than a 5-ft
	// Stride can pay: M goes straight, in two Strides.
	if err := e.Apply(MoveTo{Who: "M", X: 2, Y: 2}); err != nil {
		t.Fatal(err)
	}
	if e.Turn.Moved != 15 || e.Turn.Diagonals != 1 || e.Turn.Econ.Actions != 3 {
		t.Fatalf("moved %d ft, %d diagonals, %d actions; want 15 ft (5 + 5 + 5), 1 diagonal, 3 actions", e.Turn.Moved, e.Turn.Diagonals, e.Turn.Econ.Actions)
	}
	before := *e.Creature("M")
	if !e.Undo() || e.Creature("M").X != 1 || e.Turn.Moved != 5 || e.Turn.Diagonals != 1 {
		t.Fatalf("undo did not restore (1,1) with 5 ft moved: %+v %+v", *e.Creature("M"), e.Turn)
	}
	if !e.Redo() || *e.Creature("M") != before || e.Turn.Moved != 15 {
		t.Fatalf("redo did not restore the move: %+v", *e.Creature("M"))
	}
	// Three Strides: the turn's actions are spent.
	if err := e.Apply(MoveTo{Who: "M", X: 3, Y: 2}); err == nil || !strings.Contains(err.Error(), "no actions left") {
		t.Fatalf("a move beyond the turn's actions: %v", err)
	}
}

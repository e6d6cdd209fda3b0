package overlay

import (
	"fmt"
	"testing"

	"battlemap/engine"
)

// TestPreviewMarksWhatTheMoveAsks holds the path preview to the move: for
// every square the movement overlay reaches, the attacks of opportunity the
// preview marks are exactly those the move then stops for, in order and at
// the same step, in every system, before and after 5e's Disengage, for a
// prone creature, and for a creature moved outside its turn (none).
func TestPreviewMarksWhatTheMoveAsks(t *testing.T) {
	rows := []string{"........", "........", "........", "........"}
	mover := `{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":30%s},`
	foes := `{"id":"E","side":"monsters","size":"medium","at":[3,0],"aoo":true},` +
		`{"id":"F","side":"monsters","size":"medium","at":[4,3],"aoo":true}`
	for _, c := range []struct {
		name, sys, extra string
		setup            []engine.Action
	}{
		{"pf2e", "pf2e", "", []engine.Action{engine.StartTurn{Who: "M"}}},
		{"pf1e", "pf1e", "", []engine.Action{engine.StartTurn{Who: "M"}}},
		{"dnd35 prone", "dnd35", `,"state":["prone"]`, []engine.Action{engine.StartTurn{Who: "M"}}},
		{"dnd5e", "dnd5e", "", []engine.Action{engine.StartTurn{Who: "M"}}},
		{"dnd5e disengaged", "dnd5e", "", []engine.Action{engine.StartTurn{Who: "M"}, engine.Special5e{Who: "M", What: "disengage"}}},
		{"pf1e outside its turn", "pf1e", "", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := load(t, c.sys, rows, fmt.Sprintf(mover, c.extra)+foes)
			if c.sys == "pf2e" {
				e.Creature("E").AoO, e.Creature("F").AoO = true, true
			}
			for _, a := range c.setup {
				if err := e.Apply(a); err != nil {
					t.Fatalf("%s: %v", a, err)
				}
			}
			var comp Computer
			mv := comp.Movement(e, 1, "M")
			if mv.Err != nil {
				t.Fatal(mv.Err)
			}
			marked := 0
			for _, sq := range mv.Squares {
				if sq.X == 0 && sq.Y == 1 {
					continue
				}
				pv := comp.Preview(e, 1, "M", sq.X, sq.Y)
				if !pv.OK || pv.ProvokeErr != nil {
					t.Fatalf("(%d,%d): preview %q, %v", sq.X, sq.Y, pv.Why, pv.ProvokeErr)
				}
				var want []string
				for _, p := range pv.Provokes {
					s := pv.Path.Steps[p.Step]
					want = append(want, fmt.Sprintf("%s at (%d,%d)", p.By, s.X, s.Y))
				}
				marked += len(want)
				moved := e.Clone()
				if err := moved.Apply(engine.MoveTo{Who: "M", X: sq.X, Y: sq.Y}); err != nil {
					t.Fatalf("(%d,%d): the previewed move is refused: %v", sq.X, sq.Y, err)
				}
				var got []string
				if pm := moved.Turn.Pending; pm != nil {
					for _, p := range append(append([]engine.Provocation(nil), pm.Waiting...), pm.Later...) {
						s := pm.Steps[p.Step]
						got = append(got, fmt.Sprintf("%s at (%d,%d)", p.By, s.X, s.Y))
					}
				}
				if fmt.Sprint(want) != fmt.Sprint(got) {
					t.Errorf("(%d,%d): the preview marks %v, the move stops for %v", sq.X, sq.Y, want, got)
				}
			}
			if c.name == "pf1e" && marked == 0 {
				t.Errorf("no square's path provokes: the test shows nothing")
			}
		})
	}
}

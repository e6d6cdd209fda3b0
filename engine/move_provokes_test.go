package engine

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMoveProvokesIsWhatTheMoveAsks holds the one rule the app's path
// preview and the move share: for every square the turn's movement reaches,
// MoveProvokes along the planner's path names exactly the reactions MoveTo
// then stops for, at the same places, in every system, after 5e's
// Disengage, for a prone creature and outside the creature's turn.
func TestMoveProvokesIsWhatTheMoveAsks(t *testing.T) {
	rows := []string{
		"...E....",
		"M.......",
		"........",
		"....F...",
	}
	foe := func(id string) Creature { return Creature{ID: id, Side: "monsters", AoO: true} }
	for _, c := range []struct {
		name, sys string
		prone     bool
		setup     []Action
	}{
		{"pf2e", "pf2e", false, []Action{StartTurn{Who: "M"}}},
		{"pf1e", "pf1e", false, []Action{StartTurn{Who: "M"}}},
		{"dnd35 prone", "dnd35", true, []Action{StartTurn{Who: "M"}}},
		{"dnd5e", "dnd5e", false, []Action{StartTurn{Who: "M"}}},
		{"dnd5e disengaged", "dnd5e", false, []Action{StartTurn{Who: "M"}, Special5e{Who: "M", What: "disengage"}}},
		{"dnd35 outside its turn", "dnd35", false, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := Creature{ID: "M"}
			if c.prone {
				m.State = Prone
			}
			e := asciiEncounter(t, c.sys, OptionSet{}, rows, m, foe("E"), foe("F"))
			mustApply(t, e, c.setup...)
			mc := e.Creature("M")
			plan := e.MovementLeft(mc)
			q := MoveQuery{Who: "M", Diagonals: e.Turn.Diagonals, Budget: plan.Budget, Actions: plan.Actions}
			if e.Turn.Active != "M" {
				q.Budget, q.Actions = e.TurnAllowance(mc), 1
			}
			p := NewPlanner()
			require.NoError(t, p.Search(e, q))
			provoked := 0
			for _, r := range p.Reachable(nil) {
				if r.X == mc.X && r.Y == mc.Y {
					continue
				}
				path := squaresOf(p.Path(r.X, r.Y))
				pv, err := e.MoveProvokes("M", path, Move)
				require.NoError(t, err, "(%d,%d)", r.X, r.Y)
				var want []string
				for _, v := range pv {
					want = append(want, fmt.Sprintf("%s at %v", v.By, path[v.Step]))
				}
				provoked += len(want)
				moved := e.Clone()
				require.NoError(t, moved.Apply(MoveTo{Who: "M", X: r.X, Y: r.Y}), "(%d,%d)", r.X, r.Y)
				var got []string
				if pm := moved.Turn.Pending; pm != nil {
					for _, v := range append(append([]Provocation(nil), pm.Waiting...), pm.Later...) {
						s := pm.Steps[v.Step]
						got = append(got, fmt.Sprintf("%s at %v", v.By, Square{s.X, s.Y}))
					}
				}
				assert.Equal(t, want, got, "(%d,%d): what the preview marks and what the move asks", r.X, r.Y)
			}
			if c.name == "pf1e" || c.name == "dnd5e" {
				assert.NotZero(t, provoked, "no path provokes: the case shows nothing")
			}
		})
	}
}

package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	require.NoError(t, e.Apply(StartTurn{Who: "M"}))
	assert.ErrorContains(t, e.Apply(MoveTo{Who: "M", X: 2, Y: 1}), "solid square", "moving onto a solid square")
	m := e.Creature("M")
	assert.Equal(t, [2]int{0, 0}, [2]int{m.X, m.Y}, "an illegal move changed the position")
	require.NoError(t, e.Apply(MoveTo{Who: "M", X: 1, Y: 1}))
	assert.Equal(t, [2]int{1, 5}, [2]int{e.Turn.Diagonals, e.Turn.Moved}, "after one diagonal: diagonals and feet moved")
	// The second diagonal of the turn would cost 10 ft, more than a 5-ft
	// Stride can pay: M goes straight, in two Strides.
	require.NoError(t, e.Apply(MoveTo{Who: "M", X: 2, Y: 2}))
	assert.Equal(t, [3]int{15, 1, 3}, [3]int{e.Turn.Moved, e.Turn.Diagonals, e.Turn.Econ.Actions},
		"feet moved (5 + 5 + 5), diagonals, actions")
	before := *e.Creature("M")
	require.True(t, e.Undo(), "undo")
	assert.Equal(t, [3]int{1, 5, 1}, [3]int{e.Creature("M").X, e.Turn.Moved, e.Turn.Diagonals},
		"undo restores x, feet moved, diagonals of (1,1) with 5 ft moved: %+v %+v", *e.Creature("M"), e.Turn)
	require.True(t, e.Redo(), "redo")
	assert.Equal(t, before, *e.Creature("M"), "redo did not restore the move")
	assert.Equal(t, 15, e.Turn.Moved, "redo did not restore the feet moved")
	// Three Strides: the turn's actions are spent.
	assert.ErrorContains(t, e.Apply(MoveTo{Who: "M", X: 3, Y: 2}), "no actions left", "a move beyond the turn's actions")
}

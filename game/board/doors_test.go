package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/game/input"
)

// doorRoom is a PF1e room split by a wall with a closed door at x=3, y 1–2.
const doorRoom = `{"format":"battlemap-encounter/2","system":"pf1e","map":["......","......","......","......"],
"walls":[[3,0,3,1],[3,2,3,4]],"doors":[{"at":[3,1,3,2],"open":false}],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[2,1]},{"id":"G","side":"monsters","size":"medium","at":[5,3]}]}`

// tapDoor taps the middle of door 0.
func tapDoor(b *Board) {
	x, y := b.cam.ToScreen(3, 1.5)
	b.Handle(input.Event{Action: input.Click, X: x, Y: y})
}

// TestTappingADoor: outside a turn the GM opens and closes a door at a tap;
// on M's turn, M, next to it, opens it with its move action; undo closes
// it; the map state reports the door.
func TestTappingADoor(t *testing.T) {
	b, err := New([]byte(doorRoom), "doors", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	tapDoor(b)
	require.True(t, b.Encounter().Grid.Doors()[0].Open, "the GM opened the door")
	assert.Contains(t, b.StatusText(), "the GM opened door 0")
	tapDoor(b)
	require.False(t, b.Encounter().Grid.Doors()[0].Open, "and closed it")
	b.Select("M")
	b.Handle(input.Event{Action: input.StartTurn})
	tapDoor(b)
	require.True(t, b.Encounter().Grid.Doors()[0].Open)
	assert.True(t, b.Encounter().Turn.Econ.MoveAct, "M paid a move action to open it")
	assert.Contains(t, b.StatusText(), "M: open door 0")
	st := b.State(false, 1)
	require.Len(t, st.Map.Doors, 1)
	assert.True(t, st.Map.Doors[0].Open)
	assert.Equal(t, [4]float64{3, 1, 3, 2}, st.Map.Doors[0].At)
	b.Handle(input.Event{Action: input.Undo})
	assert.False(t, b.Encounter().Grid.Doors()[0].Open, "undo closes it again")
	assert.False(t, b.Encounter().Turn.Econ.MoveAct, "and gives the move action back")
	// The planner now goes through the door once it is open.
	tapDoor(b)
	click(b, 4, 1)
	assert.Equal(t, [2]int{4, 1}, pos(t, b, "M"), "M walks through the open door")
}

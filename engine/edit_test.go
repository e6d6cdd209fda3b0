package engine

import (
	"fmt"
	"strings"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mapRows draws the encounter's terrain with each creature's id letter at
// its top-left square.
func mapRows(e *Encounter) string {
	rows := e.Grid.Rows()
	b := make([][]byte, len(rows))
	for i := range rows {
		b[i] = []byte(rows[i])
	}
	for _, c := range e.Creatures {
		b[c.Y][c.X] = c.ID[0]
	}
	out := make([]string, len(b))
	for i := range b {
		out[i] = string(b[i])
	}
	return strings.Join(out, "\n")
}

// TestPaintTerrainUndoes paints squares, refuses to bury a creature in
// stone, and undoes to the map as it was.
func TestPaintTerrainUndoes(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{
		"M....",
		".....",
	}, Creature{ID: "M"})
	start := mapRows(e)
	require.NoError(t, e.Apply(PaintTerrain{Squares: []Square{{1, 0}, {2, 0}, {2, 1}}, Terrain: grid.Difficult}))
	assert.Equal(t, "M~~..\n..~..", mapRows(e))
	err := e.Apply(PaintTerrain{Squares: []Square{{0, 0}}, Terrain: grid.Solid})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"M" stands there`)
	assert.Equal(t, "M~~..\n..~..", mapRows(e), "a refused paint changes nothing")
	assert.ErrorContains(t, e.Apply(PaintTerrain{Squares: []Square{{5, 0}}, Terrain: grid.Pit}), "off the 5×2 map")
	assert.ErrorContains(t, e.Apply(PaintTerrain{Squares: []Square{{1, 0}}, Terrain: grid.Difficult}), "already")
	require.True(t, e.Undo())
	assert.Equal(t, start, mapRows(e))
	require.True(t, e.Redo())
	assert.Equal(t, "M~~..\n..~..", mapRows(e))
}

// TestWallsAndDoorsSteerMovement draws a wall with a door across a room:
// closed, the mover goes round; opened by the GM, through; the cost says
// which. A wall through a creature's square is refused.
func TestWallsAndDoorsSteerMovement(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{
		"M....",
		".....",
		".....",
	}, Creature{ID: "M", Speed: 60})
	p := NewPlanner()
	cost := func() int {
		r, err := p.Cost(e, MoveQuery{Who: "M", Action: Move, Budget: 60}, 4, 0)
		require.NoError(t, err)
		if !r.OK {
			return -1
		}
		return r.Feet
	}
	assert.Equal(t, 20, cost(), "open ground")
	// The line x=2 walled from y=0 to y=3 but for a door from y=0 to y=1.
	require.NoError(t, e.Apply(AddWall{Wall: grid.WallF(2, 1, 2, 3)}))
	require.NoError(t, e.Apply(AddDoor{Door: grid.Door{Wall: grid.WallF(2, 0, 2, 1)}}))
	assert.Equal(t, -1, cost(), "a closed door seals the room")
	require.NoError(t, e.Apply(SetDoor{Index: 0, Open: true}))
	assert.Equal(t, 20, cost(), "through the open door")
	assert.ErrorContains(t, e.Apply(SetDoor{Index: 0, Open: true}), "open already")
	assert.ErrorContains(t, e.Apply(AddWall{Wall: grid.WallF(0.2, 0.2, 0.8, 0.8)}), `"M" stands there`)
	require.True(t, e.Undo()) // the door closes again
	assert.Equal(t, -1, cost())
	require.True(t, e.Undo()) // no door
	require.True(t, e.Undo()) // no wall
	assert.Equal(t, 20, cost())
	assert.Empty(t, e.Grid.Walls())
	assert.Empty(t, e.Grid.Doors())
}

// TestOpeningADoorOnItsTurn checks each system's price of opening a door
// (RULES.md A2, B2, C2, D18: Interact), and that the creature must stand
// next to it.
func TestOpeningADoorOnItsTurn(t *testing.T) {
	for _, c := range []struct {
		sys   string
		check func(t *testing.T, ec Economy)
	}{
		{"pf2e", func(t *testing.T, ec Economy) { assert.Equal(t, 1, ec.Actions, "one action") }},
		{"pf1e", func(t *testing.T, ec Economy) { assert.True(t, ec.MoveAct, "a move action") }},
		{"dnd35", func(t *testing.T, ec Economy) { assert.True(t, ec.MoveAct, "a move action") }},
		{"dnd5e", func(t *testing.T, ec Economy) {
			assert.True(t, ec.FreeInteract, "the free object interaction")
			assert.False(t, ec.Action, "the action is still there")
		}},
	} {
		t.Run(c.sys, func(t *testing.T) {
			e := asciiEncounter(t, c.sys, OptionSet{}, []string{
				"..M..",
				".....",
				"....F",
			}, Creature{ID: "M"}, Creature{ID: "F"})
			require.NoError(t, e.Apply(AddDoor{Door: grid.Door{Wall: grid.WallF(3, 0, 3, 1)}}))
			require.NoError(t, e.Apply(StartTurn{Who: "M"}))
			require.NoError(t, e.Apply(SetDoor{Index: 0, Open: true, By: "M"}))
			assert.True(t, e.Grid.Doors()[0].Open)
			c.check(t, e.Turn.Econ)
			require.NoError(t, e.Apply(StartTurn{Who: "F"}))
			err := e.Apply(SetDoor{Index: 0, Open: false, By: "F"})
			assert.ErrorContains(t, err, "not next to door 0")
			assert.True(t, e.Grid.Doors()[0].Open, "a refused door stays as it was")
		})
	}
}

// TestCreaturesComeAndGo adds, edits, places and removes creatures, and
// undoes each to the list as it was.
func TestCreaturesComeAndGo(t *testing.T) {
	e := asciiEncounter(t, "pf1e", OptionSet{}, []string{
		"M.#..",
		"..#..",
		".....",
	}, Creature{ID: "M"})
	require.NoError(t, e.Apply(AddCreature{Creature: Creature{ID: "G1", Side: "monsters", Size: Small, X: 4, Y: 0, Speed: 20, AoO: true}}))
	require.NoError(t, e.Apply(AddCreature{Creature: Creature{ID: "G2", Side: "monsters", Size: Small, X: 4, Y: 1, Speed: 20, AoO: true}}))
	assert.Equal(t, "M.#.G\n..#.G\n.....", mapRows(e))
	assert.ErrorContains(t, e.Apply(AddCreature{Creature: Creature{ID: "G1", Side: "monsters", Size: Small, X: 3, Y: 2}}), `"G1" already`)
	assert.ErrorContains(t, e.Apply(AddCreature{Creature: Creature{ID: "X", Side: "monsters", Size: Medium, X: 2, Y: 0}}), "solid")
	assert.ErrorContains(t, e.Apply(AddCreature{Creature: Creature{ID: "X", Side: "monsters", Size: Medium, X: 4, Y: 0}}), "share squares")
	// The GM drops M beyond the wall: a placement, not a move.
	require.NoError(t, e.Apply(PlaceCreature{ID: "M", X: 3, Y: 0}))
	assert.Equal(t, "..#MG\n..#.G\n.....", mapRows(e))
	assert.ErrorContains(t, e.Apply(PlaceCreature{ID: "M", X: 2, Y: 1}), "solid")
	require.NoError(t, e.Apply(SetInitiative{Entries: []InitEntry{{ID: "M", Value: 12}, {ID: "G1", Value: 9}, {ID: "G2", Value: 3}}}))
	edited := *e.Creature("G2")
	edited.ID, edited.Speed = "Boss", 30
	require.NoError(t, e.Apply(EditCreature{ID: "G2", Creature: edited}))
	assert.Equal(t, 30, e.Creature("Boss").Speed)
	assert.Nil(t, e.Creature("G2"))
	assert.Equal(t, 2, e.Initiative.Position("Boss"), "the initiative follows the new id")
	require.NoError(t, e.Apply(RemoveCreature{ID: "G1"}))
	assert.Nil(t, e.Creature("G1"))
	assert.Equal(t, -1, e.Initiative.Position("G1"))
	assert.Len(t, e.Creatures, 2)
	for i := 0; i < 6; i++ {
		require.True(t, e.Undo(), "undo %d", i)
	}
	assert.Equal(t, "M.#..\n..#..\n.....", mapRows(e))
	assert.Len(t, e.Creatures, 1)
	assert.Nil(t, e.Creature("G1"))
	for i := 0; i < 6; i++ {
		require.True(t, e.Redo(), "redo %d", i)
	}
	assert.Equal(t, "..#M.\n..#.B\n.....", mapRows(e))
	assert.Equal(t, e.Creatures[1], e.Creature("Boss"), "the lookup follows the list after redo")
}

// TestResizeMapShiftsEverything grows the map on the left and the top,
// moving creatures, walls and the picture with it, and refuses a shrink
// that would drop a creature.
func TestResizeMapShiftsEverything(t *testing.T) {
	e := asciiEncounter(t, "dnd5e", OptionSet{}, []string{
		"M~",
		"..",
	}, Creature{ID: "M"})
	require.NoError(t, e.Apply(AddWall{Wall: grid.WallF(1, 0, 1, 1)}))
	require.NoError(t, e.Apply(SetScenery{Scenery: &Scenery{Background: &Background{Image: "sha256:x", Width: 200, Height: 200, PixelsPerSquare: 100}}}))
	require.NoError(t, e.Apply(ResizeMap{W: 4, H: 3, DX: 1, DY: 1}))
	assert.Equal(t, "....\n.M~.\n....", mapRows(e))
	require.Len(t, e.Grid.Walls(), 1)
	assert.Equal(t, grid.WallF(2, 1, 2, 2), e.Grid.Walls()[0])
	assert.Equal(t, -100.0, e.Scenery.Background.OffsetX, "the picture moves with the map")
	assert.ErrorContains(t, e.Apply(ResizeMap{W: 1, H: 1}), `"M"`)
	require.True(t, e.Undo())
	assert.Equal(t, "M~\n..", mapRows(e))
	assert.Equal(t, 0.0, e.Scenery.Background.OffsetX)
}

// TestSetSystemUndoes switches the rules and back by undo, keeping the
// creatures where they stand.
func TestSetSystemUndoes(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M.", ".."}, Creature{ID: "M"})
	require.NoError(t, e.Apply(StartTurn{Who: "M"}))
	require.NoError(t, e.Apply(MoveTo{Who: "M", X: 1, Y: 1}))
	require.NoError(t, e.Apply(SetSystem{System: "dnd35"}))
	assert.Equal(t, "dnd35", e.System.ID())
	assert.Equal(t, 1, e.Creature("M").X)
	assert.Equal(t, Economy{}, e.Turn.Econ, "the new system's turn starts afresh")
	assert.Equal(t, "M", e.Turn.Active)
	require.True(t, e.Undo())
	assert.Equal(t, "pf2e", e.System.ID())
	assert.Equal(t, 1, e.Turn.Econ.Actions, "the Stride's action is back")
}

// TestHistoryIsBounded applies more actions than undo keeps: undo reaches
// back MaxUndo of them, the log keeps MaxLog lines, and the history holds
// only what changed.
func TestHistoryIsBounded(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M...", "...."}, Creature{ID: "M"}, Creature{ID: "N", X: 3})
	for i := 0; i < MaxUndo+MaxLog/2; i++ {
		require.NoError(t, e.Apply(Rename{Name: fmt.Sprintf("fight %d", i)}))
	}
	undo, _ := e.Changes()
	assert.Len(t, undo, MaxUndo)
	assert.LessOrEqual(t, len(e.Log), MaxLog)
	assert.Equal(t, fmt.Sprintf("renamed the encounter %q", fmt.Sprintf("fight %d", MaxUndo+MaxLog/2-1)), e.Log[len(e.Log)-1])
	// A move changes one creature: the step keeps it alone.
	require.NoError(t, e.Apply(PlaceCreature{ID: "M", X: 1, Y: 1}))
	undo, _ = e.Changes()
	last := undo[len(undo)-1]
	assert.Equal(t, []int{0}, last.Before.Index)
	assert.Nil(t, last.Before.Scene, "the scene did not change")
	assert.Nil(t, last.Before.Initiative)
	n := 0
	for e.Undo() {
		n++
	}
	assert.Equal(t, MaxUndo, n)
	// The place and the last MaxUndo-1 renames were undone.
	assert.Equal(t, fmt.Sprintf("fight %d", MaxLog/2), e.Name, "undo reaches back MaxUndo actions")
}

// TestBigMapEditsKeepMemoryBounded paints a 600×600 map again and again:
// each edit keeps two grids of the map alive, and the history forgets the
// oldest edits before it holds more than its budget.
func TestBigMapEditsKeepMemoryBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a dozen 600×600 maps")
	}
	rows := make([]string, 600)
	for i := range rows {
		rows[i] = strings.Repeat(".", 600)
	}
	e := asciiEncounter(t, "pf2e", OptionSet{}, rows, Creature{ID: "M"})
	for i := 0; i < 12; i++ {
		require.NoError(t, e.Apply(PaintTerrain{Squares: []Square{{i + 5, 5}}, Terrain: grid.Difficult}))
	}
	undo, _ := e.Changes()
	assert.Less(t, len(undo), 12, "the oldest big edits are forgotten")
	assert.GreaterOrEqual(t, len(undo), 3, "a few edits stay undoable")
	assert.LessOrEqual(t, e.hist.bytes, maxHistoryBytes)
}

// TestSetChangesReadsAHistoryBack moves the history of one encounter onto a
// copy of its state and undoes there to the same start; a step that does
// not match the state is refused.
func TestSetChangesReadsAHistoryBack(t *testing.T) {
	e := asciiEncounter(t, "pf1e", OptionSet{}, []string{"M....", "....."}, Creature{ID: "M"})
	start := e.Snap()
	require.NoError(t, e.Apply(AddCreature{Creature: Creature{ID: "G", Side: "monsters", Size: Small, X: 4, Y: 1, Speed: 20}}))
	require.NoError(t, e.Apply(PlaceCreature{ID: "M", X: 2, Y: 0}))
	require.NoError(t, e.Apply(AddWall{Wall: grid.WallF(1, 0, 1, 2)}))
	require.True(t, e.Undo())
	undo, redo := e.Changes()
	c := e.Clone()
	require.NoError(t, c.SetChanges(undo, redo, e.Log))
	require.True(t, c.Redo())
	assert.Len(t, c.Grid.Walls(), 1)
	for c.Undo() {
	}
	assert.Equal(t, start.Creatures, c.Snap().Creatures)
	assert.Equal(t, start.Scene.Grid.Rows(), c.Grid.Rows())
	// A history from another state is refused whole.
	other := asciiEncounter(t, "pf1e", OptionSet{}, []string{"X....", "....."}, Creature{ID: "X"})
	err := other.SetChanges(undo, redo, nil)
	assert.ErrorContains(t, err, "history undo step")
	assert.False(t, other.CanUndo())
}

// TestOpsFollowTheHistory numbers applies, undos and redos for followers,
// and says when a follower fell too far behind.
func TestOpsFollowTheHistory(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M..."}, Creature{ID: "M"})
	seq := e.OpSeq()
	require.NoError(t, e.Apply(Rename{Name: "a"}))
	require.Error(t, e.Apply(Rename{Name: "a"}), "a refused action")
	require.True(t, e.Undo())
	require.True(t, e.Redo())
	ops, ok := e.OpsSince(seq)
	require.True(t, ok)
	require.Len(t, ops, 3, "the refused action is no operation")
	assert.Equal(t, []OpKind{OpDo, OpUndo, OpRedo}, []OpKind{ops[0].Kind, ops[1].Kind, ops[2].Kind})
	assert.Equal(t, "renamed the encounter \"a\"", ops[0].Change.Log)
	assert.Equal(t, e.OpSeq(), ops[2].Seq)
	none, ok := e.OpsSince(e.OpSeq())
	assert.True(t, ok)
	assert.Empty(t, none)
	for i := 0; i < maxOps+10; i++ {
		require.NoError(t, e.Apply(Rename{Name: fmt.Sprintf("n%d", i)}))
	}
	_, ok = e.OpsSince(seq)
	assert.False(t, ok, "too far behind: take the whole state")
	recent, ok := e.OpsSince(e.OpSeq() - 5)
	assert.True(t, ok)
	assert.Len(t, recent, 5)
}

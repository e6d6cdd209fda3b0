package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/game/input"
	"battlemap/grid"
)

// editBoard opens the door room in Edit mode.
func editBoard(t *testing.T) *Board {
	t.Helper()
	b, err := New([]byte(doorRoom), "doors", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	press(t, b, "status:edit")
	require.True(t, b.Editing())
	return b
}

// drag drags from square corner/centre (x0,y0) to (x1,y1) in grid units.
func drag(b *Board, x0, y0, x1, y1 float64) {
	sx, sy := b.cam.ToScreen(x0, y0)
	ex, ey := b.cam.ToScreen(x1, y1)
	b.Handle(input.Event{Action: input.DragStart, X: sx, Y: sy})
	b.Handle(input.Event{Action: input.DragMove, X: (sx + ex) / 2, Y: (sy + ey) / 2})
	b.Handle(input.Event{Action: input.DragMove, X: ex, Y: ey})
	b.Handle(input.Event{Action: input.DragEnd, X: ex, Y: ey})
}

// tapAt taps grid point (x,y).
func tapAt(b *Board, x, y float64) {
	sx, sy := b.cam.ToScreen(x, y)
	b.Handle(input.Event{Action: input.Click, X: sx, Y: sy})
}

// TestEditPaintsTerrain paints with the brush, a rectangle and a fill, each
// one undoable action.
func TestEditPaintsTerrain(t *testing.T) {
	b := editBoard(t)
	press(t, b, "tool:paint")
	press(t, b, "terrain:~")
	click(b, 0, 0)
	assert.Equal(t, grid.Difficult, b.Encounter().Grid.At(0, 0), "a tap paints one square")
	press(t, b, "shape:rect")
	press(t, b, "terrain:#")
	drag(b, 4.5, 0.5, 5.5, 1.5)
	for _, s := range [][2]int{{4, 0}, {5, 0}, {4, 1}, {5, 1}} {
		assert.Equal(t, grid.Solid, b.Encounter().Grid.At(s[0], s[1]), "the rectangle's square %v", s)
	}
	// A fill of open ground stops at the wall and the closed door: the
	// left room, less the rubble already painted.
	press(t, b, "shape:fill")
	press(t, b, "terrain:%")
	click(b, 1, 3)
	g := b.Encounter().Grid
	assert.Equal(t, grid.Greater, g.At(2, 2))
	assert.Equal(t, grid.Difficult, g.At(0, 0), "other terrain is not filled")
	assert.Equal(t, grid.Open, g.At(4, 3), "the fill stops at the wall")
	assert.ErrorContains(t, func() error {
		press(t, b, "shape:brush")
		press(t, b, "terrain:#")
		click(b, 2, 1) // M stands there
		if last, isErr := b.Last(); isErr {
			return assertErr(last)
		}
		return nil
	}(), `"M" stands there`)
	for i := 0; i < 3; i++ {
		b.Handle(input.Event{Action: input.Undo})
	}
	assert.Equal(t, grid.Open, b.Encounter().Grid.At(0, 0), "three undos take the three paints back")
}

type assertErr string

func (e assertErr) Error() string { return string(e) }

// TestEditDrawsWallsAndDoors draws a wall by two taps and a door by a
// drag, erases the wall, and the door then blocks movement in Play.
func TestEditDrawsWallsAndDoors(t *testing.T) {
	b := editBoard(t)
	press(t, b, "tool:wall")
	tapAt(b, 1.1, 0.1)
	tapAt(b, 0.9, 3.9) // snapped to (1,0) and (1,4)
	g := b.Encounter().Grid
	require.Len(t, g.Walls(), 3)
	assert.Equal(t, grid.WallF(1, 0, 1, 4), g.Walls()[2])
	// Across the right room at y=2: a wall from x=3 to 4, a door on.
	tapAt(b, 3, 2)
	tapAt(b, 4, 2)
	press(t, b, "tool:door")
	drag(b, 4.1, 1.9, 6.0, 2.1) // (4,2)–(6,2)
	require.Len(t, b.Encounter().Grid.Doors(), 2)
	assert.Equal(t, grid.WallF(4, 2, 6, 2), b.Encounter().Grid.Doors()[1].Wall)
	press(t, b, "tool:erase")
	tapAt(b, 1.05, 2)
	assert.Len(t, b.Encounter().Grid.Walls(), 3, "the wall at x=1 is erased")
	// Play: G at (5,3) cannot step north through the closed door.
	press(t, b, "status:edit")
	b.Select("G")
	click(b, 5, 1)
	assert.Equal(t, [2]int{5, 3}, pos(t, b, "G"), "the closed door and the wall seal the room's top: G cannot get there")
}

// TestEditDrawsLowWalls draws a low wall by two taps and one by a drag,
// sees them in the state (not among the walls), erases one and undoes it.
func TestEditDrawsLowWalls(t *testing.T) {
	b := editBoard(t)
	walls := len(b.Encounter().Grid.Walls())
	press(t, b, "tool:lowwall")
	assert.Contains(t, b.StatusText()+editTitle(b), "Draw a low wall")
	tapAt(b, 0.1, 2.1)
	tapAt(b, 1.9, 1.9) // snapped to (0,2) and (2,2)
	g := b.Encounter().Grid
	require.Len(t, g.LowWalls(), 1)
	assert.Equal(t, grid.WallF(0, 2, 2, 2), g.LowWalls()[0])
	assert.Len(t, g.Walls(), walls, "a low wall is not a wall")
	drag(b, 2, 4, 2, 3)
	require.Len(t, b.Encounter().Grid.LowWalls(), 2)
	assert.Equal(t, [][4]float64{{0, 2, 2, 2}, {2, 4, 2, 3}}, b.State(false, 1).Map.LowWalls)

	press(t, b, "tool:erase")
	tapAt(b, 1, 2.05)
	assert.Equal(t, []grid.Wall{grid.WallF(2, 4, 2, 3)}, b.Encounter().Grid.LowWalls(), "the first low wall erased")
	b.Handle(input.Event{Action: input.Undo})
	assert.Len(t, b.Encounter().Grid.LowWalls(), 2, "undo brings it back")
}

// editTitle is the tools column's title.
func editTitle(b *Board) string {
	s := ""
	for _, l := range b.editLabels() {
		s += l.Text
	}
	return s
}

// TestEditCreatures adds a creature by the form, duplicates it, edits it
// and removes it, each undoable, and places a token beyond a wall (a drop,
// not a move).
func TestEditCreatures(t *testing.T) {
	b := editBoard(t)
	// The GM drops M beyond the wall: Place puts it where it fits.
	press(t, b, "tool:place")
	drag(b, 2.5, 1.5, 4.5, 2.5)
	assert.Equal(t, [2]int{4, 2}, pos(t, b, "M"), "placed beyond the wall")
	press(t, b, "edit:add")
	require.True(t, b.edit.form.open)
	press(t, b, "cf:size")   // large
	press(t, b, "cf:speed+") // 35
	assert.Equal(t, CommitText, func() Effect {
		x, y := button(t, b, "cf:ok").Rect.Center()
		return b.Handle(input.Event{Action: input.Click, X: x, Y: y})
	}(), "Place asks the platform for the typed name")
	b.Handle(input.Event{Action: input.TextCommit, Field: creatureField, Text: "Ogre"})
	click(b, 0, 2)
	o := b.Encounter().Creature("Ogre")
	require.NotNil(t, o, "the ogre is placed")
	assert.Equal(t, "large", o.Size.String())
	assert.Equal(t, 35, o.Speed)
	assert.Equal(t, [2]int{0, 2}, pos(t, b, "Ogre"))
	press(t, b, "edit:dup")
	require.NotNil(t, b.Encounter().Creature("Ogre2"), "Duplicate makes Ogre2 nearby")
	press(t, b, "edit:remove")
	assert.Nil(t, b.Encounter().Creature("Ogre2"))
	b.Handle(input.Event{Action: input.Undo})
	assert.NotNil(t, b.Encounter().Creature("Ogre2"), "undo puts it back")
}

// TestEditScene grows the map on the left, switches the rules and back by
// undo.
func TestEditScene(t *testing.T) {
	b := editBoard(t)
	press(t, b, "edit:map")
	press(t, b, "sf:left+")
	assert.Equal(t, 7, b.Encounter().Grid.W)
	assert.Equal(t, [2]int{3, 1}, pos(t, b, "M"), "everything moved right with the new column")
	press(t, b, "sf:close")
	press(t, b, "edit:rules")
	press(t, b, "sf:system:dnd5e")
	assert.Equal(t, "dnd5e", b.Encounter().System.ID())
	press(t, b, "sf:opt:dmgdiag")
	assert.True(t, b.Encounter().Options.DMGDiagonals)
	b.Handle(input.Event{Action: input.Undo})
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, "pf1e", b.Encounter().System.ID())
}

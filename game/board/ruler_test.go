package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/game/input"
)

// rulerState returns the ruler's state, failing without one.
func rulerOf(t *testing.T, b *Board) *RulerState {
	t.Helper()
	st := b.State(false, 1)
	require.Equal(t, "ruler", st.Tool)
	require.NotNil(t, st.Ruler, "no ruler in the state (status %q)", b.StatusText())
	return st.Ruler
}

// tapSquare taps the centre of square (x,y) with a finger.
func tapSquare(b *Board, x, y int) { fingerAt(b, float64(x)+0.5, float64(y)+0.5) }

func TestRulerCarriesTheDiagonalCountFromLegToLeg(t *testing.T) {
	for _, c := range []struct {
		system string
		legs   []int
		feet   int
	}{
		// Two diagonal legs: the second diagonal of the path counts 10 ft
		// where the system alternates, 5 ft where every square does.
		{"pf2e", []int{5, 10}, 15},
		{"pf1e", []int{5, 10}, 15},
		{"dnd35", []int{5, 10}, 15},
		{"dnd5e", []int{5, 5}, 10},
	} {
		b := areaBoard(t, c.system, openRows(10, 10), nil, "A:pcs:medium:8,8")
		press(t, b, "areas:ruler")
		tapSquare(b, 1, 1)
		assert.Empty(t, rulerOf(t, b).Legs, "%s: one stop, no leg yet", c.system)
		tapSquare(b, 2, 2)
		tapSquare(b, 3, 3)
		r := rulerOf(t, b)
		assert.Equal(t, [][4]int{{1, 1, 1, 1}, {2, 2, 1, 1}, {3, 3, 1, 1}}, r.Stops, c.system)
		assert.Equal(t, c.legs, r.Legs, c.system)
		assert.Equal(t, c.feet, r.Feet, c.system)
		assert.Regexp(t, `p\.\d+`, r.Why, "%s: the count cites its page", c.system)
		// Tapping the same square again adds nothing; Undo stop takes the
		// last away.
		tapSquare(b, 3, 3)
		assert.Len(t, rulerOf(t, b).Stops, 3, c.system)
		press(t, b, "ruler:back")
		assert.Equal(t, []int{5}, rulerOf(t, b).Legs, c.system)
	}
}

func TestRulerMeasuresToTheNearestSquareOfASpace(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 6), nil, "A:pcs:medium:0,0", "O:monsters:large:5,0")
	press(t, b, "areas:ruler")
	tapSquare(b, 0, 0)
	tapSquare(b, 6, 1) // the ogre's far square: the stop is its whole space
	r := rulerOf(t, b)
	assert.Equal(t, [4]int{5, 0, 2, 2}, r.Stops[1])
	assert.Equal(t, 25, r.Feet, "to (5,0), the ogre's nearest square")
	line := strings.Split(b.StatusText(), "\n")[1]
	assert.Contains(t, line, "Ruler: 25 ft")
	assert.Contains(t, line, "A → O with a shortbow (60 ft): increment 1, +0")
}

func TestRulerRangeVerdicts(t *testing.T) {
	rows := openRows(30, 3)
	for _, c := range []struct {
		system, weapon string
		inc, penalty   int
		disadvantage   bool
		inRange        bool
	}{
		// 125 ft: PF2e's and PF1e's −2 per increment past the first, 5e's
		// disadvantage past normal range, and beyond the maximum refused.
		{"pf2e", "ruler:weapon-0", 3, -4, false, true},  // shortbow 60 ft
		{"pf1e", "ruler:weapon-1", 2, -2, false, true},  // longbow 100 ft
		{"dnd35", "ruler:weapon-5", 0, 0, false, false}, // dagger 10 ft, thrown: 5 increments
		{"pf2e", "ruler:weapon-5", 0, 0, false, false},  // dagger 10 ft: 6 increments
		{"dnd5e", "ruler:weapon-0", 0, 0, true, true},   // shortbow 80/320 ft
		{"dnd5e", "ruler:weapon-1", 0, 0, false, true},  // longbow 150/600 ft
		{"dnd5e", "ruler:weapon-5", 0, 0, false, false}, // dagger 20/60 ft
	} {
		b := areaBoard(t, c.system, rows, nil, "A:pcs:medium:0,1", "B:monsters:medium:25,1")
		press(t, b, "areas:ruler")
		press(t, b, c.weapon)
		tapSquare(b, 0, 1)
		tapSquare(b, 25, 1)
		r := rulerOf(t, b)
		require.Equal(t, 125, r.Feet, "%s %+v %s", c.system, r, b.StatusText())
		require.NotNil(t, r.Range, "%s: a measure between two creatures reads the range", c.system)
		what := c.system + " " + r.Range.Weapon
		assert.Equal(t, c.inRange, r.Range.InRange, what)
		assert.Equal(t, c.disadvantage, r.Range.Disadvantage, what)
		if c.inRange {
			assert.Equal(t, c.inc, r.Range.Increment, what)
			assert.Equal(t, c.penalty, r.Range.Penalty, what)
		}
		assert.True(t, r.Range.LineOfEffect, what)
		assert.Regexp(t, `p\.\d+`, r.Range.Why, what)
		if !c.inRange {
			assert.Contains(t, b.StatusText(), "out of range, no attack", what)
		}
	}
	// Waypoints make it a path, not an attack: no range.
	b := areaBoard(t, "pf2e", rows, nil, "A:pcs:medium:0,1", "B:monsters:medium:25,1")
	press(t, b, "areas:ruler")
	tapSquare(b, 0, 1)
	tapSquare(b, 10, 0)
	tapSquare(b, 25, 1)
	assert.Nil(t, rulerOf(t, b).Range)
}

func TestRulerSaysWhenAWallBlocksTheShot(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 5), [][4]float64{{5, 0, 5, 5}}, "A:pcs:medium:1,2", "B:monsters:medium:9,2")
	press(t, b, "areas:ruler")
	tapSquare(b, 1, 2)
	tapSquare(b, 9, 2)
	r := rulerOf(t, b)
	require.NotNil(t, r.Range)
	assert.False(t, r.Range.LineOfEffect)
	assert.Contains(t, strings.Split(b.StatusText(), "\n")[1], "no line of effect")
}

func TestRulerDragAndMousePreview(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 8), nil, "A:pcs:medium:0,0")
	press(t, b, "areas:ruler")
	// A drag measures from its start to the finger and keeps both ends.
	dragGrid(b, 1.5, 1.5, 5.5, 1.5, false)
	r := rulerOf(t, b)
	assert.Equal(t, [][4]int{{1, 1, 1, 1}, {5, 1, 1, 1}}, r.Stops)
	assert.Equal(t, 20, r.Feet)
	// A second finger takes back what the drag added.
	dragGrid(b, 5.5, 1.5, 5.5, 6.5, true)
	assert.Len(t, rulerOf(t, b).Stops, 2)
	// The mouse previews the next leg to the square under it.
	x, y := b.SquareCenter(5, 4)
	b.Handle(input.Event{Action: input.Hover, X: x, Y: y})
	r = rulerOf(t, b)
	assert.Equal(t, [4]int{5, 4, 1, 1}, r.Stops[2])
	assert.Equal(t, 35, r.Feet)
	press(t, b, "ruler:clear")
	assert.Nil(t, b.State(false, 1).Ruler)
}

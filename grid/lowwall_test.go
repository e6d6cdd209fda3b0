package grid

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLowWallsBlockNothingButAreCrossed: a low wall blocks no line and no
// step, but the grid tells which steps and lines cross it, through the
// joint of two of its segments too, and not past its end.
func TestLowWallsBlockNothingButAreCrossed(t *testing.T) {
	g, err := Build(Spec{Rows: []string{".....", ".....", ".....", "....."},
		LowWalls: []Wall{WallF(2, 0, 2, 1), WallF(2, 1, 2, 2)}})
	require.NoError(t, err)
	require.True(t, g.HasLowWalls())
	for _, c := range []struct {
		x, y  int
		d     Dir
		cross bool
	}{
		{1, 0, E, true}, {2, 0, W, true}, {1, 1, E, true}, {1, 0, SE, true}, // through the joint at (2,1)
		{1, 1, SE, false}, {1, 2, E, false}, {1, 2, NE, false}, // past its end at (2,2)
		{1, 1, NE, true}, {0, 0, E, false}, {1, 0, S, false},
	} {
		assert.Equal(t, c.cross, g.LowStepCrosses(c.x, c.y, c.d), "step from (%d,%d) %s", c.x, c.y, c.d)
		assert.True(t, g.StepLineClear(c.x, c.y, c.d) || !g.In(c.x+dirDX[c.d], c.y+dirDY[c.d]), "a low wall blocks the step from (%d,%d) %s", c.x, c.y, c.d)
	}
	var s LineScratch
	_, ok := g.LowLineTest(Center(0, 0), Center(4, 0), &s)
	assert.True(t, ok, "a line over the low wall")
	assert.False(t, g.LineTest(Center(0, 0), Center(4, 0), &s).Blocked(), "a low wall blocks the line")
	_, ok = g.LowLineTest(Center(0, 3), Center(4, 3), &s)
	assert.False(t, ok, "a line past the wall's end")
	_, ok = g.LowLineTest(P(1, 3), P(3, 1), &s)
	assert.False(t, ok, "a line touching the wall's end at (2,2) from one side only")
	var sq [][2]int
	g.LowWallSquares(0, func(x, y int) { sq = append(sq, [2]int{x, y}) })
	assert.ElementsMatch(t, [][2]int{{1, 0}, {2, 0}, {1, 1}, {2, 1}}, sq, "the squares next to low wall 0")
	g2, err := Build(g.Spec())
	require.NoError(t, err)
	assert.Equal(t, g.LowWalls(), g2.LowWalls(), "Spec gives the low walls again")
	_, err = Build(Spec{Rows: []string{"..."}, LowWalls: []Wall{WallF(1, 0, 1, 0)}})
	assert.ErrorContains(t, err, "low wall 0")
}

// TestLowLineHitsListsEveryWallCrossed: a line over two low walls names
// both, once each, a line through a joint names the walls that meet there,
// and a scratch reused for a wall test and a low wall test keeps them apart.
func TestLowLineHitsListsEveryWallCrossed(t *testing.T) {
	g, err := Build(Spec{Rows: []string{"......", "......", "......"},
		Walls:    []Wall{WallF(4, 0, 4, 3)},
		LowWalls: []Wall{WallF(1, 0, 1, 3), WallF(3, 0, 3, 1), WallF(3, 1, 3, 3), WallF(2, 2, 2, 3)}})
	require.NoError(t, err)
	var s LineScratch
	assert.True(t, g.LineTest(Center(0, 0), Center(5, 0), &s).Blocked(), "the wall at x=4")
	assert.ElementsMatch(t, []int32{0, 1}, g.LowLineHits(Center(0, 0), Center(5, 0), &s), "a row over x=1 and x=3")
	assert.ElementsMatch(t, []int32{0, 1, 2}, g.LowLineHits(P(0, 1), P(4, 1), &s), "along y=1 through the joint at (3,1)")
	assert.ElementsMatch(t, []int32{0, 2, 3}, g.LowLineHits(Center(0, 2), Center(4, 2), &s), "the bottom row")
	assert.Empty(t, g.LowLineHits(Center(2, 0), Center(2, 1), &s), "between the walls")
	assert.Empty(t, g.LowLineHits(P(2, 2), P(2, 0), &s), "from the end of low wall 3 up, touching it only there")
	assert.Equal(t, []int32{3}, g.LowLineHits(P(2, 1), P(2, 3), &s), "along low wall 3")
}

// TestSweepMeetsSegment checks segments against the lane a move sweeps:
// inside it or across it they meet; along its border, or touching it at a
// point, they do not (the lane is open).
func TestSweepMeetsSegment(t *testing.T) {
	one := Rect{X: 0, Y: 0, W: 1, H: 1}
	big := Rect{X: 0, Y: 0, W: 2, H: 2}
	cases := []struct {
		name   string
		s      Rect
		dx, dy int
		w      Wall
		want   bool
	}{
		{"across the straight lane", one, 4, 0, WallF(2, 0, 2, 1), true},
		{"across part of it", one, 4, 0, WallF(2, 0.5, 2, 2), true},
		{"along its side", one, 4, 0, WallF(0, 1, 5, 1), false},
		{"beyond its end", one, 4, 0, WallF(5, 0, 5, 1), false},
		{"inside it, short", one, 4, 0, WallF(2.25, 0.5, 2.75, 0.5), true},
		{"along the top, touching the band at its corner (1,0)", one, 3, 3, WallF(1, 0, 2, 0), false},
		{"up to the band's edge beside the diagonal", one, 3, 3, WallF(2, 0, 2, 1), false},
		{"into the band beside the diagonal", one, 3, 3, WallF(2, 0, 2, 1.5), true},
		{"touching the band's corner", one, 3, 3, WallF(3, 0, 3, 2), false},
		{"slanting onto its edge", one, 3, 3, WallF(3, 0, 2.5, 1.5), false},
		{"slanting into it", one, 3, 3, WallF(3, 0, 2.5, 2), true},
		{"a Large creature's lane", big, 3, 0, WallF(4, 1.5, 4, 5), true},
		{"below it", big, 3, 0, WallF(4, 2, 4, 5), false},
		{"backwards", Rect{X: 4, Y: 0, W: 1, H: 1}, -4, 0, WallF(2, 0, 2, 1), true},
		{"no move: the space itself", one, 0, 0, WallF(0, 0, 1, 1), true},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, SweepMeetsSegment(c.s, c.dx, c.dy, c.w.A, c.w.B), "%s", c.name)
		assert.Equal(t, c.want, SweepMeetsSegment(c.s, c.dx, c.dy, c.w.B, c.w.A), "%s, reversed", c.name)
	}
}

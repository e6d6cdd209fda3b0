package area

import (
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestClosedDoorsBlockAreas: a wall x=4 with a door in it from y=1 to y=2.
// Closed, the door blocks a burst, a spread and a line like the wall it is
// part of; open, it lets them through its gap.
func TestClosedDoorsBlockAreas(t *testing.T) {
	rows := open(8, 4)
	walls := []grid.Wall{grid.WallF(4, 0, 4, 1), grid.WallF(4, 2, 4, 4)}
	e := board(t, "pf1e", engine.OptionSet{}, rows, walls, nil)
	require.NoError(t, e.Apply(engine.AddDoor{Door: grid.Door{Wall: grid.WallF(4, 1, 4, 2)}}))
	c := NewCalc()
	run := func(s Spec) string {
		res, err := c.Compute(e, s)
		require.NoError(t, err)
		return draw(e, res)
	}
	burst := Spec{Shape: Burst, Feet: 10, Origin: grid.P(3, 2), HasOrigin: true}
	spread := Spec{Shape: Spread, Feet: 15, Origin: grid.P(3, 2), HasOrigin: true}
	line := Spec{Shape: Line, Feet: 30, Origin: grid.P(1, 2), HasOrigin: true, Dir: grid.E, HasDir: true, Side: SideLeft}
	closed := []string{
		run(burst), run(spread), run(line),
	}
	require.NoError(t, e.Apply(engine.SetDoor{Index: 0, Open: true}))
	opened := []string{
		run(burst), run(spread), run(line),
	}
	// The burst west of the wall: closed, it stops at x=4; open, the line
	// to the centre of (4,1) passes through the door's gap.
	assert.Equal(t, strings.Join([]string{
		"..XX....",
		".XXX....",
		".XXX....",
		"..XX....",
	}, "\n"), closed[0])
	assert.Equal(t, strings.Join([]string{
		"..XX....",
		".XXXX...",
		".XXX....",
		"..XX....",
	}, "\n"), opened[0])
	assert.NotContains(t, strings.Split(closed[1], "\n")[1][4:], "X", "the closed door stops the spread")
	assert.Contains(t, strings.Split(opened[1], "\n")[1][4:], "X", "the open door lets it through")
	// The line along y=2 takes row 1 (its left) up to x=4, where the closed
	// door and the wall meet and seal the point it passes.
	assert.Equal(t, ".XXX....", strings.Split(closed[2], "\n")[1])
	assert.Equal(t, ".XXXXXX.", strings.Split(opened[2], "\n")[1])
}

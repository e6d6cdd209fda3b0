package area

import (
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSnapAndAim(t *testing.T) {
	pf2 := board(t, "pf2e", engine.OptionSet{}, open(8, 8), nil, nil)
	d5 := board(t, "dnd5e", engine.OptionSet{}, open(8, 8), nil, nil)
	burst := Spec{Shape: Burst, Feet: 10}
	assert.Equal(t, grid.P(3, 2), Snap(pf2, burst, 2.7, 2.4), "a burst takes the nearest grid point")
	assert.Equal(t, grid.P(8, 0), Snap(pf2, burst, 9.6, -1), "kept on the map")
	cone := Spec{Shape: Cone, Feet: 15, Dir: grid.E, HasDir: true}
	assert.Equal(t, at(3, 2.5), Snap(pf2, cone, 2.7, 2.1), "an east cone takes the midpoint of a vertical edge")
	cone.Dir = grid.N
	assert.Equal(t, at(2.5, 2), Snap(pf2, cone, 2.7, 2.1), "a north cone, of a horizontal edge")
	assert.Equal(t, at(2, 2.5), Snap(d5, Spec{Shape: Line, Feet: 30}, 2.1, 2.6), "a 5e line may start at an edge midpoint")
	assert.Equal(t, grid.P(2, 3), Snap(d5, Spec{Shape: Line, Feet: 30}, 2.1, 2.9))
	assert.Equal(t, at(1, 2.5), Snap(d5, Spec{Shape: Cube, Feet: 15, Dir: grid.E, HasDir: true}, 1.2, 2.2), "an odd cube faces from an edge midpoint")

	// Cones turn through 8 directions in PF, any angle in 5e; lines aim at
	// the grid point under the pointer.
	s := Aim(pf2, Spec{Shape: Cone, Feet: 15, Origin: grid.P(4, 4), HasOrigin: true}, 7, 5.1)
	assert.True(t, s.HasDir && !s.HasToward && s.Dir == grid.E, "%v", s)
	s = Aim(pf2, Spec{Shape: Cone, Feet: 15, Origin: grid.P(4, 4), HasOrigin: true}, 6, 6.4)
	assert.Equal(t, grid.SE, s.Dir)
	s = Aim(d5, Spec{Shape: Cone, Feet: 15, Origin: grid.P(4, 4), HasOrigin: true}, 7.2, 5.1)
	assert.True(t, s.HasToward && s.Toward == grid.P(7, 5), "%v", s)
	s = Aim(pf2, Spec{Shape: Line, Feet: 30, Origin: grid.P(4, 4), HasOrigin: true}, 1.1, 6.8)
	assert.True(t, s.HasToward && s.Toward == grid.P(1, 7), "%v", s)
	require.NoError(t, s.Check(pf2))
}

func TestConeApexAndCreator(t *testing.T) {
	rows := []string{
		"........",
		"........",
		"..L.....",
		"........",
		"........",
		"........",
	}
	e := board(t, "pf2e", engine.OptionSet{}, rows, nil, map[string]engine.Size{"L": engine.Large})
	r := e.Creature("L").Rect() // (2,2) 2×2
	assert.Equal(t, at(4, 3.5), ConeApex(r, grid.E, 5, 3.9), "the lower of its two east edges")
	assert.Equal(t, at(4, 2.5), ConeApex(r, grid.E, 5, 0), "clamped to its space")
	assert.Equal(t, grid.P(4, 4), ConeApex(r, grid.SE, 0, 0), "a diagonal cone from its corner")
	ok := Spec{Shape: Cone, Feet: 15, Origin: at(4, 3.5), HasOrigin: true, Dir: grid.E, HasDir: true}
	assert.NoError(t, CheckCreator(e, ok, "L"))
	bad := ok
	bad.Origin = at(5, 3.5)
	assert.ErrorContains(t, CheckCreator(e, bad, "L"), "must start at the midpoint")
	bad = Spec{Shape: Cone, Feet: 15, Origin: grid.P(2, 2), HasOrigin: true, Dir: grid.SE, HasDir: true}
	assert.ErrorContains(t, CheckCreator(e, bad, "L"), "corner of its space")
	line := Spec{Shape: Line, Feet: 30, Origin: grid.P(3, 2), HasOrigin: true, Dir: grid.N, HasDir: true}
	assert.NoError(t, CheckCreator(e, line, "L"), "a line from a grid point on its border")
	line.Origin = grid.P(3, 3)
	assert.ErrorContains(t, CheckCreator(e, line, "L"), "border of its space")
}

package grid

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDoorsBlockWhenClosed draws the legal steps around a door set in a
// wall, as Universal VTT exports place them (walls ending at the door's
// ends): closed, the door seals the wall; open, the gap lets steps and
// lines through, and only through the gap.
func TestDoorsBlockWhenClosed(t *testing.T) {
	rows := []string{"...", "...", "..."}
	// The line x=2 is a wall but for the door from y=1 to y=2.
	walls := []Wall{WallF(2, 0, 2, 1), WallF(2, 2, 2, 3)}
	door := Door{Wall: WallF(2, 1, 2, 2)}
	for _, c := range []struct {
		name          string
		open, corners bool
		want          []string
	}{
		{"closed door", false, true, []string{"++.", "+@.", "++."}},
		// Cutting corners, the diagonals pass the walls' ends at the
		// doorway's sides; without, only the straight step goes through.
		{"open door, corners cut", true, true, []string{"+++", "+@+", "+++"}},
		{"open door, no corner cutting", true, false, []string{"++.", "+@+", "++."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := door
			d.Open = c.open
			g, err := Build(Spec{Rows: rows, Walls: walls, Doors: []Door{d}})
			require.NoError(t, err)
			assert.Equal(t, strings.Join(c.want, "\n"), stepMap(g, 1, 1, c.corners), "steps from (1,1)")
			var ls LineScratch
			// Centre to centre through the doorway.
			blk := g.LineTest(PtF(1.5, 1.5), PtF(2.5, 1.5), &ls)
			assert.Equal(t, !c.open, blk.Blocked(), "the line through the doorway: %s", blk.Why())
			if !c.open {
				assert.True(t, blk.Door, "the block names the door, not a wall: %+v", blk)
				assert.Equal(t, "crosses the closed door 0", blk.Why())
			}
			// Through the joint of the door and the wall at (2,1): sealed when
			// closed (walls leave the point on both sides), open otherwise (a
			// wall's end alone does not seal it).
			blk = g.LineTest(PtF(1.5, 0.5), PtF(2.5, 1.5), &ls)
			assert.Equal(t, !c.open, blk.Blocked(), "the line through the joint (2,1): %s", blk.Why())
			// Walls() does not list the door; Doors() does, with its state.
			assert.Len(t, g.Walls(), 2)
			require.Len(t, g.Doors(), 1)
			assert.Equal(t, c.open, g.Doors()[0].Open)
		})
	}
}

// TestWithDoorLeavesTheGridAlone checks that opening a door builds a new
// grid and leaves the old one as it was (the encounter keeps it for undo),
// and that Build(g.Spec()) gives the same map.
func TestWithDoorLeavesTheGridAlone(t *testing.T) {
	g, err := Build(Spec{Rows: []string{"..", ".."}, Doors: []Door{{Wall: WallF(1, 0, 1, 2)}}})
	require.NoError(t, err)
	open, err := g.WithDoor(0, true)
	require.NoError(t, err)
	var ls LineScratch
	a, b := PtF(0.5, 0.5), PtF(1.5, 0.5)
	assert.True(t, g.LineTest(a, b, &ls).Blocked(), "the old grid's door is still closed")
	assert.False(t, open.LineTest(a, b, &ls).Blocked(), "the new grid's door is open")
	assert.Equal(t, g.Spec(), func() Spec { g2, err := Build(g.Spec()); require.NoError(t, err); return g2.Spec() }())
	_, err = g.WithDoor(1, true)
	assert.ErrorContains(t, err, "no door 1")
	_, err = Build(Spec{Rows: []string{".."}, Doors: []Door{{Wall: WallF(1, 0, 1, 0)}}})
	assert.ErrorContains(t, err, "door 0")
}

package vision

import (
	"math/rand"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two rooms joined by an open door in the wall x=4, the right room also
// holding a pillar; (the map is drawn in the tests' squares).
var twoRooms = grid.Spec{
	Rows:  rows("..........\n..........\n.......#..\n.........."),
	Walls: []grid.Wall{grid.WallF(4, 0, 4, 1), grid.WallF(4, 2, 4, 4)},
	Doors: []grid.Door{{Wall: grid.WallF(4, 1, 4, 2), Open: true}},
}

// TestViewExplored: squares seen stay explored after the viewer moves on;
// Seen holds only what is in sight now.
func TestViewExplored(t *testing.T) {
	g, err := grid.Build(twoRooms)
	require.NoError(t, err)
	closed := twoRooms
	closed.Doors = []grid.Door{{Wall: twoRooms.Doors[0].Wall}}
	gc, err := grid.Build(closed)
	require.NoError(t, err)
	var v View
	v.Update(NewScene(gc), []Viewer{{Space: grid.Rect{X: 1, Y: 1, W: 1, H: 1}}})
	assert.Equal(t, "xxxx......\nxxxx......\nxxxx......\nxxxx......", v.Seen.String(), "behind the closed door")
	v.Update(NewScene(g), []Viewer{{Space: grid.Rect{X: 8, Y: 1, W: 1, H: 1}}})
	assert.False(t, v.Seen.Has(0, 3), "the far corner of the left room is in sight:\n%v", v.Seen)
	assert.True(t, v.Seen.Has(9, 3))
	assert.True(t, v.Explored.Has(0, 3), "what was seen is no longer explored")
	assert.True(t, v.Explored.Has(9, 3))
	// A map of another size starts Explored afresh.
	v.Update(NewScene(grid.MustNew(rows("...\n..."))), []Viewer{{Space: grid.Rect{X: 0, Y: 0, W: 1, H: 1}}})
	assert.Equal(t, "xxx\nxxx", v.Explored.String())
}

// TestLargeViewerSeesFromEachSquare: a 2×2 token peeks past a corner with
// its leading squares; what it sees is the union of what its squares see.
func TestLargeViewerSeesFromEachSquare(t *testing.T) {
	g, err := grid.New(rows("..........\n..........\n..........\n..........\n.........."), wallsPath(3, 0, 3, 2, 10, 2))
	require.NoError(t, err)
	sc := NewScene(g)
	big := grid.Rect{X: 1, Y: 1, W: 2, H: 2}
	var v View
	v.Update(sc, []Viewer{{Space: big}})
	want := NewSquares(g.W, g.H)
	for y := big.Y; y < big.Y+big.H; y++ {
		for x := big.X; x < big.X+big.W; x++ {
			one, _ := seenFrom(sc, grid.Center(x, y), 0)
			want.Union(one)
		}
	}
	assert.Equal(t, want.String(), v.Seen.String())
	assert.Len(t, v.Polygons(), 4, "a polygon for each square of the space")
	top, _ := seenFrom(sc, grid.Center(1, 1), 0)
	assert.Greater(t, v.Seen.Count(), top.Count(), "the lower squares see past the wall's corner")
}

// TestSeesCreature: the party sees a monster when any square of its space
// is in sight.
func TestSeesCreature(t *testing.T) {
	sys, err := engine.SystemByID("pf2e")
	require.NoError(t, err)
	opts, err := engine.OptionSet{}.Resolve(sys)
	require.NoError(t, err)
	g, err := grid.New(rows("..........\n..........\n..........\n..........\n.........."), wallsPath(4, 0, 4, 3))
	require.NoError(t, err)
	cs := []*engine.Creature{
		{ID: "Val", Side: "pcs", Size: engine.Medium, X: 1, Y: 1, Speed: 25},
		{ID: "Ezren", Side: "pcs", Size: engine.Medium, X: 0, Y: 4, Speed: 25},
		{ID: "G1", Side: "goblins", Size: engine.Medium, X: 7, Y: 0, Speed: 25},  // behind the wall
		{ID: "Ogre", Side: "goblins", Size: engine.Large, X: 6, Y: 2, Speed: 25}, // its lower squares in sight
	}
	e, err := engine.NewEncounter(sys, opts, g, cs)
	require.NoError(t, err)
	viewers := PartyViewers(e, "pcs", 0, nil)
	require.Len(t, viewers, 2)
	var v View
	v.Update(NewScene(e.Grid), viewers)
	assert.False(t, v.SeesCreature(e.Creature("G1")), "G1 behind the wall:\n%v", v.Seen)
	assert.True(t, v.SeesCreature(e.Creature("Ogre")), "the Ogre's lower squares:\n%v", v.Seen)
	assert.True(t, v.Sees(grid.Rect{X: 6, Y: 3, W: 2, H: 2}))
	// Val alone does not see the Ogre: the wall hides all its squares.
	v.Update(NewScene(e.Grid), viewers[:1])
	assert.False(t, v.SeesCreature(e.Creature("Ogre")), "Val sees the Ogre:\n%v", v.Seen)
}

// TestUpdateAllocatesNothing: a recomputation after warm-up allocates
// nothing.
func TestUpdateAllocatesNothing(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	g, err := grid.Build(dungeon(rng, 1000))
	require.NoError(t, err)
	sc := NewScene(g)
	va, vb := viewersOn(rng, g, 6)
	var v View
	v.Update(sc, va)
	v.Update(sc, vb)
	i := 0
	allocs := testing.AllocsPerRun(20, func() {
		if i++; i&1 == 0 {
			v.Update(sc, va)
		} else {
			v.Update(sc, vb)
		}
	})
	assert.Zero(t, allocs)
}

package vision

import (
	"math"
	"math/rand"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSquaresSetUnionSubtract(t *testing.T) {
	s := NewSquares(70, 3) // rows across word boundaries
	s.Set(0, 0, true)
	s.Set(69, 2, true)
	s.Set(70, 0, true) // off the map: nothing
	s.Set(-1, 0, true)
	assert.Equal(t, 2, s.Count())
	assert.True(t, s.Has(69, 2))
	assert.False(t, s.Has(70, 0))

	c := s.Clone()
	c.Set(1, 1, true)
	assert.False(t, s.Has(1, 1), "a clone shares nothing")
	assert.False(t, s.Equal(c))

	o := NewSquares(70, 3)
	o.FillRect(grid.Rect{X: 60, Y: 0, W: 20, H: 3}, true)
	s.Union(o)
	assert.Equal(t, 1+30, s.Count())
	s.Subtract(o)
	assert.Equal(t, 1, s.Count())
	assert.True(t, s.Has(0, 0))

	// Another size: the squares on both maps count.
	small := NewSquares(2, 2)
	small.FillRect(grid.Rect{X: 0, Y: 0, W: 2, H: 2}, true)
	s.Union(small)
	assert.Equal(t, 4, s.Count())
	s.Subtract(small)
	assert.Zero(t, s.Count())
	assert.Equal(t, "..\n..", NewSquares(2, 2).String())
}

// TestFillRectAndDisc checks the rectangle and the brush against the
// definitions, square by square, on random shapes across word boundaries
// and the map's edges.
func TestFillRectAndDisc(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	const w, h = 67, 23
	for trial := 0; trial < 300; trial++ {
		r := grid.Rect{X: rng.Intn(w+10) - 5, Y: rng.Intn(h+10) - 5, W: rng.Intn(70), H: rng.Intn(10)}
		cx, cy, rad := float64(w)*rng.Float64(), float64(h)*rng.Float64(), 6*rng.Float64()
		if trial%5 == 0 { // at a square's centre: radii land on centres
			cx, cy, rad = math.Floor(cx)+0.5, math.Floor(cy)+0.5, float64(rng.Intn(5))
		}
		s := NewSquares(w, h)
		s.FillRect(grid.Rect{X: 0, Y: 0, W: w, H: h}, true)
		s.FillRect(r, false)
		d := NewSquares(w, h)
		d.FillDisc(cx, cy, rad, true)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				require.Equal(t, !r.Contains(x, y), s.Has(x, y), "trial %d: rect %v, square (%d,%d)", trial, r, x, y)
				dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
				require.Equal(t, dx*dx+dy*dy <= rad*rad, d.Has(x, y), "trial %d: disc (%g,%g) r %g, square (%d,%d)", trial, cx, cy, rad, x, y)
			}
		}
	}
	d := NewSquares(5, 5)
	d.FillDisc(2.5, 2.5, 0.5, true)
	assert.Equal(t, ".....\n.....\n..x..\n.....\n.....", d.String(), "a brush of half a square at a centre")
	d.FillDisc(2.5, 2.5, 1, true)
	assert.Equal(t, ".....\n..x..\n.xxx.\n..x..\n.....", d.String())
}

func TestRoom(t *testing.T) {
	for _, c := range []struct {
		name  string
		rows  []string
		walls []grid.Wall
		doors []grid.Door
		x, y  int
		want  string
	}{
		{
			name:  "walls on the grid's lines bound it",
			rows:  rows("......\n......\n......\n......"),
			walls: wallsPath(0, 2, 3, 2, 3, 0),
			want:  "xxx...\nxxx...\n......\n......",
		},
		{
			name:  "a closed door bounds it",
			rows:  rows("......\n......\n......"),
			walls: []grid.Wall{grid.WallF(3, 0, 3, 1), grid.WallF(3, 2, 3, 3)},
			doors: []grid.Door{{Wall: grid.WallF(3, 1, 3, 2)}},
			want:  "xxx...\nxxx...\nxxx...",
		},
		{
			name:  "an open door joins the rooms",
			rows:  rows("......\n......\n......"),
			walls: []grid.Wall{grid.WallF(3, 0, 3, 1), grid.WallF(3, 2, 3, 3)},
			doors: []grid.Door{{Wall: grid.WallF(3, 1, 3, 2), Open: true}},
			want:  "xxxxxx\nxxxxxx\nxxxxxx",
		},
		{
			name: "solid squares bound it, and come with it as its walls",
			rows: rows("........\n.####...\n.#..#...\n.####...\n........"),
			x:    2, y: 2,
			want: "........\n.xxxx...\n.xxxx...\n.xxxx...\n........",
		},
		{
			name: "a pit does not bound it",
			rows: rows("...#..\n.oo#..\n...#.."),
			want: "xxxx..\nxxxx..\nxxxx..",
		},
		{
			name:  "a diagonal wall: each square goes with the side its centre is on",
			rows:  rows("....\n....\n....\n...."),
			walls: wallsPath(0, 3.5, 3.5, 0),
			want:  "xxx.\nxx..\nx...\n....",
		},
		{
			name:  "a diagonal wall through the centres: the halved squares join, the fill stops there",
			rows:  rows("....\n....\n....\n...."),
			walls: wallsPath(0, 4, 4, 0),
			want:  "xxxx\nxxx.\nxx..\nx...",
		},
		{
			name:  "a gap where two walls meet at a corner is sealed",
			rows:  rows("....\n....\n....\n...."),
			walls: []grid.Wall{grid.WallF(2, 0, 2, 2), grid.WallF(0, 2, 2, 2)},
			want:  "xx..\nxx..\n....\n....",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := grid.Build(grid.Spec{Rows: c.rows, Walls: c.walls, Doors: c.doors})
			require.NoError(t, err)
			var f RoomFinder
			room, err := f.Room(g, c.x, c.y)
			require.NoError(t, err)
			assert.Equal(t, c.want, room.String())
			// Reveal, then hide: the fog comes back as it was.
			fog := NewSquares(g.W, g.H)
			fog.Set(g.W-1, g.H-1, true)
			before := fog.Clone()
			fog.Union(room)
			assert.Equal(t, room.Count()+boolInt(!room.Has(g.W-1, g.H-1)), fog.Count())
			fog.Subtract(room)
			before.Subtract(room)
			assert.True(t, before.Equal(fog))
		})
	}
	g := grid.MustNew(rows(".#\n.."))
	var f RoomFinder
	_, err := f.Room(g, 1, 0)
	assert.EqualError(t, err, "vision: square (1,0) is solid: pick a square inside the room")
	_, err = f.Room(g, 5, 0)
	assert.EqualError(t, err, "vision: square (5,0) is off the 2×2 map")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

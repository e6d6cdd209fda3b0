package vision

import (
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sightCase is one named map for the sweep: '@' in rows is the viewer's
// square (unless from is set), '+' squares it must see and '-' squares it
// must not see (the centre of those must be hidden too); see and hide are
// points (grid units) that must be inside, or outside, the polygon;
// squares, when set, is the whole set of squares seen ('x').
type sightCase struct {
	name      string
	rows      []string
	walls     []grid.Wall
	doors     []grid.Door
	from      *Point
	rng       float64
	see, hide []Point
	squares   string
}

// sightCases are the classic leaks of a sweep: degenerate geometry by name.
var sightCases = []sightCase{
	{
		name: "open room: everything",
		rows: []string{"+++++", "+@+++", "+++++"},
	},
	{
		name:    "a wall on a grid line hides the squares behind it",
		rows:    []string{"+++----", "+@+----", "+++----"},
		walls:   wallsPath(3, 0, 3, 3),
		see:     []Point{pt(2.99, 0.01), pt(2.99, 2.99)},
		hide:    []Point{pt(3.01, 1.5), pt(6.9, 0.1)},
		squares: "xxx....\nxxx....\nxxx....",
	},
	{
		name:  "a joint at a room's corner lets nothing through, even along the ray through it",
		rows:  rows("++++----\n+@++----\n++++----\n++++----\n--------\n--------\n--------\n--------"),
		walls: []grid.Wall{grid.WallF(4, 0, 4, 4), grid.WallF(0, 4, 4, 4)},
		// (1.5,1.5) → (4,4) → (6,6): the exact ray through the joint
		hide: []Point{pt(6, 6), pt(7.5, 7.5), pt(4.01, 4.01), pt(6.001, 6), pt(6, 6.001)},
		see:  []Point{pt(3.99, 3.99)},
	},
	{
		name:  "two walls end to end in a line: no leak at the joint",
		rows:  rows("++++++\n+@++++\n++++++\n------\n------\n------"),
		walls: []grid.Wall{grid.WallF(0, 3, 3, 3), grid.WallF(3, 3, 6, 3)},
		hide:  []Point{pt(4.5, 4.5), pt(3.2, 3.2), pt(5.99, 5.99)},
	},
	{
		name:  "a wall made of many collinear pieces: no leak at any joint",
		rows:  rows("++++++\n+@++++\n++++++\n------\n------\n------"),
		walls: wallsPath(0, 3, 0.5, 3, 1, 3, 1.5, 3, 2, 3, 2.5, 3, 3, 3, 3.5, 3, 4, 3, 6, 3),
		hide:  []Point{pt(2, 5), pt(2.5, 6-0.01), pt(6-0.01, 5.5), pt(1.5+4*0.5, 1.5+4*1.5)},
	},
	{
		name:  "a ray past a wall's free end: the open side shows, the wall's side does not",
		rows:  rows("...---\n.@.---\n...+..\n++++++"),
		walls: wallsPath(3, 0, 3, 2),
		// the ray from (1.5,1.5) through the end (3,2) runs to (4.5,2.5)
		see:  []Point{pt(4.5, 2.6), pt(5.9, 3.05)},
		hide: []Point{pt(4.5, 2.4), pt(5.9, 2.9)},
	},
	{
		name:  "the viewer on a wall's line sees it edge-on: both sides show",
		rows:  rows("++++++\n......\n++++++"),
		walls: wallsPath(2, 1.5, 5, 1.5),
		from:  &Point{0.5, 1.5},
		see:   []Point{pt(3.5, 1.4), pt(3.5, 1.6), pt(5.5, 1.45), pt(5.5, 1.55)},
	},
	{
		name:  "the viewer on a wall's line, the wall turning away at a joint",
		rows:  rows("++++++\n......\n+++++-"),
		walls: wallsPath(2, 1.5, 5, 1.5, 5, 3),
		from:  &Point{0.5, 1.5},
		see:   []Point{pt(4, 2.5), pt(5.5, 1.2), pt(5.5, 1.45), pt(4.9, 1.55)},
		hide:  []Point{pt(5.5, 2.5), pt(5.5, 1.55)},
	},
	{
		name:  "the viewer at a joint of two walls sees past both",
		rows:  rows("++++++\n++++++\n++++++\n++++++"),
		walls: wallsPath(3, 0, 3, 2, 6, 2),
		from:  &Point{3, 2},
		see:   []Point{pt(5, 1), pt(5, 3), pt(1, 1)},
	},
	{
		name:    "walls along the map's border change nothing",
		rows:    rows("+++++\n+@+++\n+++++"),
		walls:   wallsPath(0, 0, 5, 0, 5, 3, 0, 3, 0, 0),
		squares: "xxxxx\nxxxxx\nxxxxx",
	},
	{
		name:  "a wall running in from outside the map",
		rows:  rows("+@++++\n++++++\n---...\n---..."),
		walls: wallsPath(-3, 2, 3, 2),
		see:   []Point{pt(5.5, 3.5)},
		hide:  []Point{pt(0.1, 2.1), pt(2.9, 3.9)},
	},
	{
		name:    "a wall wholly outside the map changes nothing",
		rows:    rows("+++\n+@+\n+++"),
		walls:   wallsPath(-2, -1, 5, -1, 5, 4),
		squares: "xxx\nxxx\nxxx",
	},
	{
		name:  "overlapping and repeated collinear walls",
		rows:  rows("++++++\n+@++++\n------\n------"),
		walls: []grid.Wall{grid.WallF(0, 2, 4, 2), grid.WallF(2, 2, 6, 2), grid.WallF(2, 2, 6, 2), grid.WallF(1, 2, 3, 2)},
		hide:  []Point{pt(0.01, 2.01), pt(5.99, 2.01), pt(3, 3)},
	},
	{
		name:  "a wall one fixed-point step long hides next to nothing",
		rows:  rows("++++++\n+@++++\n++++++"),
		walls: []grid.Wall{{A: grid.PtF(3.3, 1.2), B: grid.PtF(3.3, 1.2).Add(grid.Pt{X: 1})}},
	},
	{
		name:  "two walls crossing in an X: only the viewer's quarter shows",
		rows:  rows("......\n..++..\n......\n......\n..--..\n......"),
		walls: []grid.Wall{grid.WallF(0, 0, 6, 6), grid.WallF(0, 6, 6, 0)},
		from:  &Point{3, 1},
		see:   []Point{pt(3, 2.9), pt(0.5, 0.2), pt(5.5, 0.2)},
		hide:  []Point{pt(3, 3.1), pt(3, 5), pt(1, 3), pt(5, 3), pt(0.2, 0.5)},
	},
	{
		name:  "two walls crossing in an X, the viewer off the middle: the crossing hides both ways",
		rows:  rows("......\n......\n......\n......\n......\n......"),
		walls: []grid.Wall{grid.WallF(0, 0, 6, 6), grid.WallF(0, 6, 6, 0)},
		from:  &Point{4.2, 1.5},
		see:   []Point{pt(3, 2.9), pt(1.6, 1.5), pt(4.4, 1.5)},
		hide:  []Point{pt(2, 3), pt(1, 2), pt(2.5, 4), pt(3.5, 4), pt(5, 3), pt(4, 5), pt(4.5, 3), pt(3.5, 2.8)},
	},
	{
		name: "three walls through one point: only the viewer's wedge shows",
		rows: rows("......\n......\n......\n......\n......\n......"),
		walls: []grid.Wall{
			grid.WallF(0, 3, 6, 3), grid.WallF(3, 0, 3, 6), grid.WallF(0, 0, 6, 6),
		},
		from: &Point{5, 4},
		see:  []Point{pt(5.5, 3.5), pt(3.2, 3.1), pt(5.9, 5.8)},
		hide: []Point{pt(4, 5), pt(1, 4), pt(4, 1), pt(2.9, 2.95), pt(3.5, 2.9)},
	},
	{
		name:  "a T: a wall ending on another's middle",
		rows:  rows("++++--\n+@++--\n++++--\n------\n------"),
		walls: []grid.Wall{grid.WallF(0, 3, 6, 3), grid.WallF(4, 0, 4, 3)},
		hide:  []Point{pt(4.01, 2.99), pt(4.01, 3.01), pt(3.99, 3.01)},
	},
	{
		name: "solid squares meeting at a corner seal it",
		rows: rows("@#--\n#---\n----\n----"),
		// the ray from (0.5,0.5) through the corner (1,1)
		hide:    []Point{pt(1.01, 1.01), pt(2, 2), pt(3.5, 3.5)},
		squares: "xx..\nx...\n....\n....",
	},
	{
		name:  "a wall ending at a solid square's corner seals the joint",
		rows:  rows("+++#--\n+@+#--\n+++#--\n+++.--\n+++.--\n+++.--"),
		walls: wallsPath(3, 3, 3, 6),
		hide:  []Point{pt(3.01, 3), pt(3.5, 3.01), pt(3.99, 3.2)},
	},
	{
		name:    "a corridor of solid squares: the corridor and its walls show",
		rows:    rows(".......\n.#####.\n.#@++#.\n.#####.\n......."),
		squares: ".......\n.xxxxx.\n.xxxxx.\n.xxxxx.\n.......",
	},
	{
		name: "a pit hides nothing",
		rows: rows("+++++\n+@o++\n+ooo+"),
	},
	{
		name:  "a closed door hides like a wall",
		rows:  rows("+++---\n+@+---\n+++---"),
		walls: []grid.Wall{grid.WallF(3, 0, 3, 1), grid.WallF(3, 2, 3, 3)},
		doors: []grid.Door{{Wall: grid.WallF(3, 1, 3, 2)}},
	},
	{
		name:  "an open door hides nothing",
		rows:  rows("+++...\n+@++++\n+++..."),
		walls: []grid.Wall{grid.WallF(3, 0, 3, 1), grid.WallF(3, 2, 3, 3)},
		doors: []grid.Door{{Wall: grid.WallF(3, 1, 3, 2), Open: true}},
	},
	{
		name:  "a square glimpsed past a corner counts; one in the shadow does not",
		rows:  rows("@++++\n++-++\n+++--"),
		walls: wallsPath(1, 1, 3, 1),
		// the shadow's edge from (0.5,0.5) through (3,1): y = 0.5+(x-0.5)/5
		see:  []Point{pt(3.9, 1.1)},
		hide: []Point{pt(3.9, 1.25), pt(2, 1.5)},
	},
	{
		name: "range: what lies beyond it is hidden",
		rows: rows("...........\n...........\n.....+.....\n....+@+....\n.....+.....\n...........\n-.........-"),
		rng:  2.2,
		see:  []Point{pt(5.5+2.1, 3.5), pt(5.5, 3.5-2.1)},
		hide: []Point{pt(5.5+2.3, 3.5), pt(5.5+1.6, 3.5+1.6)},
	},
	{
		name:  "range: a wall across the circle hides what is behind it",
		rows:  rows("....-----\n....-----\n....-----\n.+@+-----\n....-----\n....-----\n....-----"),
		walls: wallsPath(4, 0, 4, 7),
		rng:   3,
		see:   []Point{pt(3.9, 3.5), pt(2.5, 3.5-2.9)},
		hide:  []Point{pt(4.1, 3.5), pt(2.5, 3.5-3.1), pt(2.5-3.1, 3.5)},
	},
	{
		name:  "range: no wall within it gives the whole disc",
		rows:  rows("---------\n.........\n....+....\n...+@+...\n....+....\n.........\n---------"),
		walls: wallsPath(0, 0.5, 9, 0.5),
		rng:   1.6,
	},
}

func TestSightCases(t *testing.T) {
	for _, c := range sightCases {
		t.Run(c.name, func(t *testing.T) {
			m := parseMarked(t, c.rows)
			_, sc := build(t, m.terrain, c.walls, c.doors)
			from := m.viewer
			if c.from != nil {
				from = grid.PtF(c.from.X, c.from.Y)
			} else {
				require.True(t, m.hasViewer, "no '@' in the map")
			}
			seen, poly := seenFrom(sc, from, c.rng)
			require.GreaterOrEqual(t, len(poly), 3, "the polygon has fewer than 3 points")
			for _, s := range m.see {
				assert.True(t, seen.Has(s[0], s[1]), "square (%d,%d) is not seen:\n%v", s[0], s[1], seen)
			}
			for _, s := range m.dontSee {
				assert.False(t, PolygonContains(poly, float64(s[0])+0.5, float64(s[1])+0.5), "the centre of (%d,%d) is in view", s[0], s[1])
				assert.False(t, seen.Has(s[0], s[1]), "square (%d,%d) is seen:\n%v", s[0], s[1], seen)
			}
			for _, p := range c.see {
				assert.True(t, PolygonContains(poly, p.X, p.Y), "point %v is hidden; polygon %v", p, poly)
			}
			for _, p := range c.hide {
				assert.False(t, PolygonContains(poly, p.X, p.Y), "point %v is in view; polygon %v", p, poly)
			}
			if c.squares != "" {
				assert.Equal(t, c.squares, seen.String(), "the squares seen")
			}
		})
	}
}

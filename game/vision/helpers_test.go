package vision

import (
	"strings"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/require"
)

// marked is a map drawn as rows in which, besides the terrain legend, '@'
// is the viewer's square, '+' a square whose centre it must see and '-' one
// whose centre it must not see (all three are open ground).
type marked struct {
	terrain      []string // the rows with the marks made open ground
	viewer       grid.Pt
	hasViewer    bool
	see, dontSee [][2]int
}

// parseMarked reads the marks out of rows.
func parseMarked(t testing.TB, rows []string) marked {
	t.Helper()
	var m marked
	for y, row := range rows {
		b := []byte(row)
		for x, ch := range b {
			switch ch {
			case '@':
				require.False(t, m.hasViewer, "two viewers in the map")
				m.viewer, m.hasViewer = grid.Center(x, y), true
			case '+':
				m.see = append(m.see, [2]int{x, y})
			case '-':
				m.dontSee = append(m.dontSee, [2]int{x, y})
			default:
				continue
			}
			b[x] = '.'
		}
		m.terrain = append(m.terrain, string(b))
	}
	return m
}

// build makes the grid and its scene.
func build(t testing.TB, rows []string, walls []grid.Wall, doors []grid.Door) (*grid.Grid, *Scene) {
	t.Helper()
	g, err := grid.Build(grid.Spec{Rows: rows, Walls: walls, Doors: doors})
	require.NoError(t, err)
	return g, NewScene(g)
}

// seenFrom returns the squares seen from one point.
func seenFrom(sc *Scene, from grid.Pt, rng float64) (Squares, []Point) {
	var sw Sweeper
	out := NewSquares(sc.W, sc.H)
	poly := sw.Polygon(sc, from, rng)
	sw.AddSeen(sc, poly, &out)
	return out, append([]Point(nil), poly...)
}

// rows trims the common indentation of a raw string drawing into rows.
func rows(s string) []string {
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		out = append(out, strings.TrimSpace(l))
	}
	return out
}

// pt is a point in grid units.
func pt(x, y float64) Point { return Point{x, y} }

// wallsPath returns walls joining the points (grid units) in turn.
func wallsPath(xy ...float64) []grid.Wall {
	var out []grid.Wall
	for i := 0; i+3 < len(xy); i += 2 {
		out = append(out, grid.WallF(xy[i], xy[i+1], xy[i+2], xy[i+3]))
	}
	return out
}

package grid

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// stepMap draws, around square (x,y), which single steps a one-square
// creature may take: '+' where it may step, '.' where it may not (other
// characters of the map are kept). With corners false, diagonal steps past a
// wall's or solid square's corner are refused, as in PF1e, 3.5 and 5e.
func stepMap(g *Grid, x, y int, corners bool) string {
	rows := g.Rows()
	b := make([][]byte, len(rows))
	for i := range rows {
		b[i] = []byte(rows[i])
	}
	for _, d := range Dirs {
		dx, dy := d.D()
		nx, ny := x+dx, y+dy
		if !g.In(nx, ny) {
			continue
		}
		ok := g.StepLineClear(x, y, d) && g.Standable(nx, ny, false) && (corners || g.CornerFree(x, y, d))
		if ok {
			b[ny][nx] = '+'
		}
	}
	b[y][x] = '@'
	out := make([]string, len(b))
	for i := range b {
		out[i] = string(b[i])
	}
	return strings.Join(out, "\n")
}

// TestSingleSteps draws the legal steps from a square on ASCII maps and
// compares them with the expected drawing: walls block the steps that cross
// them, solid squares cannot be entered, a sealed diagonal (two solid
// squares corner to corner) is never passed, and without corner cutting no
// diagonal passes a wall's end or a solid square's corner.
func TestSingleSteps(t *testing.T) {
	cases := []struct {
		name    string
		rows    []string
		walls   []Wall
		corners bool
		want    []string
	}{
		{"open ground", []string{"...", "...", "..."}, nil, false, []string{"+++", "+@+", "+++"}},
		{"a pillar, corners cut", []string{"#..", "...", "..."}, nil, true, []string{"#++", "+@+", "+++"}},
		{"a pillar, no corner cutting", []string{".#.", "...", "..."}, nil, false, []string{".#.", "+@+", "+++"}},
		{"sealed diagonal, corners cut", []string{".#.", "..#", "..."}, nil, true, []string{"+#.", "+@#", "+++"}},
		{"a wall on an edge", []string{"...", "...", "..."}, []Wall{WallF(2, 0, 2, 3)}, true, []string{"++.", "+@.", "++."}},
		{"a wall's end at the corner", []string{"...", "...", "..."}, []Wall{WallF(2, 0, 2, 1)}, false, []string{"++.", "+@+", "+++"}},
		{"the same wall, corners cut", []string{"...", "...", "..."}, []Wall{WallF(2, 0, 2, 1)}, true, []string{"+++", "+@+", "+++"}},
		{"a pit is not a corner", []string{"o..", "...", "..."}, nil, false, []string{"o++", "+@+", "+++"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := MustNew(c.rows, c.walls...)
			want := strings.Join(c.want, "\n")
			got := stepMap(g, 1, 1, c.corners)
			assert.Equal(t, want, got, "steps from (1,1):\n%s\nwant\n%s", got, want)
		})
	}
}

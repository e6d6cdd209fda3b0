package area

import (
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/require"
)

// board builds an encounter from map rows in which upper-case letters stand
// for creatures: each letter marks the top-left square of the creature of
// that id (its square is open ground); sizes gives the bigger ones.
func board(t testing.TB, system string, opts engine.OptionSet, rows []string, walls []grid.Wall, sizes map[string]engine.Size) *engine.Encounter {
	t.Helper()
	sys, err := engine.SystemByID(system)
	require.NoError(t, err)
	o, err := opts.Resolve(sys)
	require.NoError(t, err)
	terrain := make([]string, len(rows))
	var cs []*engine.Creature
	for y, row := range rows {
		b := []byte(row)
		for x, ch := range b {
			if ch >= 'A' && ch <= 'Z' {
				size := engine.Medium
				if s, ok := sizes[string(ch)]; ok {
					size = s
				}
				cs = append(cs, &engine.Creature{ID: string(ch), Side: "x", Size: size, X: x, Y: y, Speed: 30})
				b[x] = '.'
			}
		}
		terrain[y] = string(b)
	}
	g, err := grid.New(terrain, walls)
	require.NoError(t, err)
	e, err := engine.NewEncounter(sys, o, g, cs)
	require.NoError(t, err)
	return e
}

// draw renders the area onto the map: 'X' for each square in it, the map's
// own character elsewhere.
func draw(e *engine.Encounter, res *Result) string {
	rows := e.Grid.Rows()
	b := make([][]byte, len(rows))
	for i := range rows {
		b[i] = []byte(rows[i])
	}
	for _, s := range res.Squares {
		b[s.Y][s.X] = 'X'
	}
	out := make([]string, len(b))
	for i := range b {
		out[i] = string(b[i])
	}
	return strings.Join(out, "\n")
}

// ids lists the ids of the creatures hit.
func ids(res *Result) []string {
	out := []string{}
	for _, h := range res.Hits {
		out = append(out, h.ID)
	}
	return out
}

// at returns the fixed-point point (x,y) given in grid units.
func at(x, y float64) grid.Pt { return grid.PtF(x, y) }

package area

import (
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func open(w, h int) []string {
	rows := make([]string, h)
	for i := range rows {
		rows[i] = strings.Repeat(".", w)
	}
	return rows
}

// TestShapes draws each shape on a map and compares it with the squares
// counted by hand from the conventions of the rules reference.
func TestShapes(t *testing.T) {
	tru := true
	cases := []struct {
		name   string
		system string
		opts   engine.OptionSet
		rows   []string
		walls  []grid.Wall
		sizes  map[string]engine.Size
		spec   Spec
		want   []string
	}{
		{
			name: "PF2e 20-ft burst: 44 squares, the 8×8 block less five squares at each corner", system: "pf2e",
			rows: open(8, 8), spec: Spec{Shape: Burst, Feet: 20, Origin: grid.P(4, 4), HasOrigin: true},
			want: []string{
				"...XX...",
				".XXXXXX.",
				".XXXXXX.",
				"XXXXXXXX",
				"XXXXXXXX",
				".XXXXXX.",
				".XXXXXX.",
				"...XX...",
			},
		},
		{
			name: "PF2e 5-ft emanation of a Huge creature: 5×5 (the corner is the first diagonal, 5 ft)", system: "pf2e",
			rows: []string{
				".......",
				".......",
				"..H....",
				".......",
				".......",
				".......",
				".......",
			},
			sizes: map[string]engine.Size{"H": engine.Huge},
			spec:  Spec{Shape: Emanation, Feet: 5, From: "H"},
			want: []string{
				".......",
				".XXXXX.",
				".XXXXX.",
				".XXXXX.",
				".XXXXX.",
				".XXXXX.",
				".......",
			},
		},
		{
			name: "5e 10-ft sphere: 12 squares at least half covered", system: "dnd5e",
			rows: open(6, 6), spec: Spec{Shape: Sphere, Feet: 10, Origin: grid.P(3, 3), HasOrigin: true},
			want: []string{
				"......",
				"..XX..",
				".XXXX.",
				".XXXX.",
				"..XX..",
				"......",
			},
		},
		{
			name: "5e 20-ft sphere: 52 squares; the square 3 out and 2 across is about 16% covered, out; 3 and 1 about 69%, in", system: "dnd5e",
			rows: open(8, 8), spec: Spec{Shape: Sphere, Feet: 20, Origin: grid.P(4, 4), HasOrigin: true},
			want: []string{
				"..XXXX..",
				".XXXXXX.",
				"XXXXXXXX",
				"XXXXXXXX",
				"XXXXXXXX",
				"XXXXXXXX",
				".XXXXXX.",
				"..XXXX..",
			},
		},
		{
			name: "5e 20-ft sphere with the template method: every square the open disc meets", system: "dnd5e",
			opts: engine.OptionSet{AoETemplate: &tru},
			rows: open(8, 8), spec: Spec{Shape: Sphere, Feet: 20, Origin: grid.P(4, 4), HasOrigin: true},
			want: []string{
				".XXXXXX.",
				"XXXXXXXX",
				"XXXXXXXX",
				"XXXXXXXX",
				"XXXXXXXX",
				"XXXXXXXX",
				"XXXXXXXX",
				".XXXXXX.",
			},
		},
		{
			name: "PF2e 30-ft line toward a point on the diagonal: only the squares crossed, not those touched at a corner", system: "pf2e",
			rows: open(6, 6), spec: Spec{Shape: Line, Feet: 30, Origin: grid.P(0, 0), HasOrigin: true, Toward: grid.P(5, 5), HasToward: true},
			want: []string{
				"X.....",
				".X....",
				"..X...",
				"...X..",
				"......",
				"......",
			},
		},
		{
			name: "PF1e 20-ft spread around a pillar: behind it by path, but not the far corner a diagonal past the pillar's corner would need", system: "pf1e",
			rows: []string{
				".....",
				"..#..",
				".....",
				".....",
				".....",
			},
			spec: Spec{Shape: Spread, Feet: 20, Origin: grid.P(2, 3), HasOrigin: true},
			want: []string{
				"XXXX.",
				"XX#XX",
				"XXXXX",
				"XXXXX",
				"XXXXX",
			},
		},
		{
			name: "PF1e 20-ft burst at the same place: the two squares the pillar shadows are out, the far corner in", system: "pf1e",
			rows: []string{
				".....",
				"..#..",
				".....",
				".....",
				".....",
			},
			spec: Spec{Shape: Burst, Feet: 20, Origin: grid.P(2, 3), HasOrigin: true},
			want: []string{
				"XX..X",
				"XX#XX",
				"XXXXX",
				"XXXXX",
				"XXXXX",
			},
		},
		{
			name: "5e 15-ft cube from a Medium caster's east edge, a wall across its middle", system: "dnd5e",
			rows: open(6, 5), walls: []grid.Wall{grid.WallF(0, 2, 6, 2)},
			spec: Spec{Shape: Cube, Feet: 15, Origin: at(1, 2.5), HasOrigin: true, Dir: grid.E, HasDir: true},
			want: []string{
				"......",
				"......",
				".XXX..",
				".XXX..",
				"......",
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := board(t, tc.system, tc.opts, tc.rows, tc.walls, tc.sizes)
			res, err := NewCalc().Compute(e, tc.spec)
			require.NoError(t, err)
			want := tc.want
			assert.Equal(t, strings.Join(want, "\n"), draw(e, res), "%s", res.Why())
		})
	}
}

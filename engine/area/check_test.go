package area

import (
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckRefuses lists the placements the scenario format calls errors,
// each with the words its message must hold.
func TestCheckRefuses(t *testing.T) {
	rows := []string{
		"........",
		"........",
		"..M.....",
		"...L....",
		"........",
		"........",
	}
	walls := []grid.Wall{grid.WallF(6, 0, 6, 4)}
	sizes := map[string]engine.Size{"L": engine.Large}
	pt := grid.P
	cases := []struct {
		system string
		spec   Spec
		want   string
	}{
		{"pf2e", Spec{Shape: Spread, Feet: 10, Origin: pt(1, 1), HasOrigin: true}, "has no spread"},
		{"dnd5e", Spec{Shape: Burst, Feet: 10, Origin: pt(1, 1), HasOrigin: true}, "has no burst"},
		{"pf2e", Spec{Shape: Burst, Feet: 12, Origin: pt(1, 1), HasOrigin: true}, "multiple of 5"},
		{"pf2e", Spec{Shape: Burst, Feet: 0, Origin: pt(1, 1), HasOrigin: true}, "multiple of 5"},
		{"pf2e", Spec{Shape: Burst, Feet: 10}, "needs key \"origin\""},
		{"pf2e", Spec{Shape: Burst, Feet: 10, Origin: pt(1, 1), HasOrigin: true, HasDir: true}, "\"dir\" is not used"},
		{"pf2e", Spec{Shape: Cone, Feet: 15, Origin: pt(1, 1), HasOrigin: true}, "needs key \"dir\""},
		{"pf2e", Spec{Shape: Cone, Feet: 15, Origin: pt(1, 1), HasOrigin: true, Toward: pt(4, 4), HasToward: true}, "\"toward\" is not used"},
		{"pf2e", Spec{Shape: Cone, Feet: 15, Origin: pt(2, 2), HasOrigin: true, Dir: grid.E, HasDir: true}, "not the midpoint"},
		{"pf2e", Spec{Shape: Cone, Feet: 15, Origin: at(3, 2.5), HasOrigin: true, Dir: grid.SE, HasDir: true}, "not a grid point"},
		{"pf2e", Spec{Shape: Cone, Feet: 15, Origin: at(3.5, 2), HasOrigin: true, Dir: grid.E, HasDir: true}, "not the midpoint"},
		{"pf2e", Spec{Shape: Line, Feet: 30, Origin: pt(1, 1), HasOrigin: true}, "needs key \"dir\" or \"toward\""},
		{"pf2e", Spec{Shape: Line, Feet: 30, Origin: pt(1, 1), HasOrigin: true, HasDir: true, Toward: pt(3, 3), HasToward: true}, "both given"},
		{"pf2e", Spec{Shape: Line, Feet: 30, Origin: pt(1, 1), HasOrigin: true, HasDir: true, Width: 10}, "5 ft wide"},
		{"dnd5e", Spec{Shape: Line, Feet: 30, Origin: pt(1, 1), HasOrigin: true, HasDir: true, Side: SideLeft}, "\"side\" is not used"},
		{"dnd5e", Spec{Shape: Line, Feet: 30, Origin: at(1.5, 1.5), HasOrigin: true, HasDir: true}, "grid point or the midpoint"},
		{"dnd5e", Spec{Shape: Cube, Feet: 15, Origin: pt(1, 1), HasOrigin: true, Toward: pt(3, 3), HasToward: true}, "\"toward\" is not used"},
		{"dnd5e", Spec{Shape: Cube, Feet: 15, Origin: pt(1, 1), HasOrigin: true, Dir: grid.E, HasDir: true}, "odd cube"},
		{"dnd5e", Spec{Shape: Cube, Feet: 10, Origin: at(1, 1.5), HasOrigin: true, Dir: grid.E, HasDir: true}, "not a grid point"},
		{"pf2e", Spec{Shape: Burst, Feet: 10, Origin: pt(9, 1), HasOrigin: true}, "off the 8×6 map"},
		{"pf2e", Spec{Shape: Burst, Feet: 10, Origin: pt(6, 2), HasOrigin: true}, "lies on wall 0"},
		{"pf2e", Spec{Shape: Line, Feet: 10, Origin: pt(1, 1), HasOrigin: true, Toward: pt(1, 1), HasToward: true}, "the origin itself"},
		{"pf2e", Spec{Shape: Line, Feet: 10, Origin: pt(1, 1), HasOrigin: true, Toward: at(2, 2.5), HasToward: true}, "not a grid point"},
		{"pf2e", Spec{Shape: Emanation, Feet: 10}, "needs key \"from\""},
		{"pf2e", Spec{Shape: Emanation, Feet: 10, From: "M", Origin: pt(1, 1), HasOrigin: true}, "issues from a creature's space"},
		{"pf2e", Spec{Shape: Emanation, Feet: 10, From: "Q"}, "no creature \"Q\""},
		{"pf2e", Spec{Shape: Burst, Feet: 10, Origin: pt(1, 1), HasOrigin: true, Include: IncludeNo}, "needs key \"from\""},
		{"pf1e", Spec{Shape: Emanation, Feet: 10, From: "M"}, "even sides"},
		{"pf1e", Spec{Shape: Emanation, Feet: 10, From: "L", Origin: pt(1, 1), HasOrigin: true}, "exactly one"},
		{"dnd35", Spec{Shape: Emanation, Feet: 10}, "exactly one"},
	}
	for _, tc := range cases {
		e := board(t, tc.system, engine.OptionSet{}, rows, walls, sizes)
		err := tc.spec.Check(e)
		if assert.Error(t, err, "%s %v", tc.system, tc.spec) {
			assert.Contains(t, err.Error(), tc.want, "%s %v", tc.system, tc.spec)
			assert.Contains(t, err.Error(), "area: ")
		}
	}
	// And what is allowed: the wall's end, the edge of the map, a Large
	// source's centre in PF1e.
	e := board(t, "pf1e", engine.OptionSet{}, rows, walls, sizes)
	require.NoError(t, Spec{Shape: Burst, Feet: 10, Origin: pt(6, 4), HasOrigin: true}.Check(e))
	require.NoError(t, Spec{Shape: Burst, Feet: 10, Origin: pt(8, 6), HasOrigin: true}.Check(e))
	require.NoError(t, Spec{Shape: Emanation, Feet: 10, From: "L"}.Check(e))
}

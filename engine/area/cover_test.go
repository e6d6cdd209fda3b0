package area

import (
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCoverAgainstAreas: a short wall x=3 from y=1.5 to y=3 stands between
// the point (2,2) and the centre of G's square (3,1); G's top-left corner
// still has line of effect, so G is in the area, with the cover of its
// system.
func TestCoverAgainstAreas(t *testing.T) {
	rows := []string{
		"......",
		"...G..",
		"......",
		"......",
		"......",
	}
	walls := []grid.Wall{grid.WallF(3, 1.5, 3, 3)}
	cases := []struct {
		system, cover, bonus string
		spec                 Spec
	}{
		{"pf2e", "standard", "+2 circumstance to Reflex saves", Spec{Shape: Burst, Feet: 15, Origin: grid.P(2, 2), HasOrigin: true}},
		{"pf1e", "cover", "+2 on Reflex saves", Spec{Shape: Burst, Feet: 15, Origin: grid.P(2, 2), HasOrigin: true}},
		{"dnd35", "none", "", Spec{Shape: Spread, Feet: 15, Origin: grid.P(2, 2), HasOrigin: true}},
		{"dnd35", "none", "", Spec{Shape: Cylinder, Feet: 15, Origin: grid.P(2, 2), HasOrigin: true}},
		{"dnd5e", "half", "+2 to Dexterity saving throws", Spec{Shape: Sphere, Feet: 15, Origin: grid.P(2, 2), HasOrigin: true}},
	}
	for _, tc := range cases {
		e := board(t, tc.system, engine.OptionSet{}, rows, walls, nil)
		res, err := NewCalc().Compute(e, tc.spec)
		require.NoError(t, err)
		require.Equal(t, []string{"G"}, ids(res), "%s %s", tc.system, tc.spec)
		h := res.Hits[0]
		assert.Equal(t, tc.cover, h.Cover, "%s %s: %s", tc.system, tc.spec, h.Why())
		assert.Equal(t, tc.bonus, h.Bonus, "%s %s", tc.system, tc.spec)
		assert.NotContains(t, h.Why(), "RULES.md")
		assert.Regexp(t, `p\.\d+`, h.Why(), "the explanation names the page")
	}
}

// TestCoverFromCreatures5e: in 5e a creature between the point of origin
// and the target blocks lines too (DMG p.251); in PF2e it gives lesser
// cover, which adds nothing against an area.
func TestCoverFromCreatures5e(t *testing.T) {
	rows := []string{
		".......",
		".......",
		"..B.T..",
		".......",
	}
	spec := Spec{Shape: Sphere, Feet: 20, Origin: grid.P(2, 2), HasOrigin: true}
	e := board(t, "dnd5e", engine.OptionSet{}, rows, nil, map[string]engine.Size{"B": engine.Large})
	res, err := NewCalc().Compute(e, spec)
	require.NoError(t, err)
	var hit Hit
	for _, h := range res.Hits {
		if h.ID == "T" {
			hit = h
		}
	}
	// From (2,2) to T's square (4,2): the corners (4,3) and (5,3) are
	// reached through B's space (2..3, 2..3); (4,2) and (5,2) run along its
	// top edge, which is not passing through it.
	assert.Equal(t, "half", hit.Cover, hit.Why())
	assert.Equal(t, 2, hit.blocks)
	assert.Contains(t, hit.Why(), "B")
}

// TestComputeAllocatesNothing: once warm, recomputing an area (what a drag
// does per pointer move) allocates nothing.
func TestComputeAllocatesNothing(t *testing.T) {
	rows := open(30, 30)
	rows[10] = "..........#########..........."
	e := board(t, "dnd5e", engine.OptionSet{}, rows, []grid.Wall{grid.WallF(5, 5, 20, 12)}, nil)
	specs := []Spec{
		{Shape: Sphere, Feet: 30, Origin: grid.P(15, 15), HasOrigin: true},
		{Shape: Cone, Feet: 30, Origin: grid.P(15, 15), HasOrigin: true, Toward: grid.P(20, 3), HasToward: true},
		{Shape: Line, Feet: 60, Origin: grid.P(15, 15), HasOrigin: true, Dir: grid.NW, HasDir: true},
	}
	c := NewCalc()
	for _, s := range specs {
		_, err := c.Compute(e, s)
		require.NoError(t, err)
		n := testing.AllocsPerRun(20, func() { _, _ = c.Compute(e, s) })
		assert.Zero(t, n, "%s", s)
	}
	pf := board(t, "pf1e", engine.OptionSet{}, rows, []grid.Wall{grid.WallF(5, 5, 20, 12)}, nil)
	for _, s := range []Spec{
		{Shape: Spread, Feet: 30, Origin: grid.P(15, 15), HasOrigin: true},
		{Shape: Burst, Feet: 30, Origin: grid.P(15, 15), HasOrigin: true},
		{Shape: Line, Feet: 60, Origin: grid.P(15, 15), HasOrigin: true, Toward: grid.P(3, 4), HasToward: true},
	} {
		_, err := c.Compute(pf, s)
		require.NoError(t, err)
		n := testing.AllocsPerRun(20, func() { _, _ = c.Compute(pf, s) })
		assert.Zero(t, n, "%s", s)
	}
}

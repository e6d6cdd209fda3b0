package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine/area"
	"battlemap/grid"
)

// TestConesLeaveFromTheCaster: a tap on a creature with a cone chosen makes
// it the caster; the cone then leaves from its space as the system says,
// whichever way the GM aims it, and every placement is one the rules
// accept from that creator (area.CheckCreator).
func TestConesLeaveFromTheCaster(t *testing.T) {
	for _, c := range []struct {
		system string
		shape  area.Shape
		size   string
		aim    [2]float64 // where the GM taps after the caster
		origin grid.Pt
		dir    grid.Dir
	}{
		// A Medium PF2e caster at (4,4): east from the midpoint of its east edge.
		{"pf2e", area.Cone, "medium", [2]float64{9.5, 4.5}, grid.PtF(5, 4.5), grid.E},
		// South-east from the corner of its space.
		{"pf2e", area.Cone, "medium", [2]float64{8.5, 8.5}, grid.P(5, 5), grid.SE},
		// A Large PF1e caster at (4,4)-(5,5): west from the edge of its lower square, nearest the aim.
		{"pf1e", area.Cone, "large", [2]float64{0.5, 5.6}, grid.PtF(4, 5.5), grid.W},
		{"dnd35", area.Cone, "medium", [2]float64{4.5, 0.5}, grid.PtF(4.5, 4), grid.N},
		// A PF line from a grid point of the border, toward the aim.
		{"pf2e", area.Line, "medium", [2]float64{12, 4.5}, grid.P(5, 5), grid.E},
	} {
		b := areaBoard(t, c.system, openRows(14, 10), nil, "C:pcs:"+c.size+":4,4", "G:monsters:medium:12,4")
		shapeOf(t, b, c.shape)
		fingerAt(b, 4.5, 4.5)
		require.True(t, b.fromCaster(), "%s %s: the tap on C makes it the caster", c.system, c.shape)
		fingerAt(b, c.aim[0], c.aim[1])
		s := b.TemplateSpec()
		if c.shape == area.Cone {
			assert.Equal(t, c.origin, s.Origin, "%s cone toward %v: its apex", c.system, c.aim)
			assert.Equal(t, c.dir, s.Dir, "%s cone toward %v: its direction", c.system, c.aim)
		} else {
			x, y := s.Origin.F()
			assert.True(t, area.OnBorder(b.Encounter().Creature("C").Rect(), s.Origin), "%s line: origin (%v,%v) on C's border", c.system, x, y)
		}
		assert.NoError(t, area.CheckCreator(b.Encounter(), s, "C"), "%s %s toward %v: the rules accept it from C", c.system, c.shape, c.aim)
		res, ok := b.Template()
		require.True(t, ok, "%s: %v", c.system, b.TemplateErr())
		for _, q := range res.Squares {
			assert.False(t, b.Encounter().Creature("C").Rect().Contains(q.X, q.Y), "%s %s: covers its caster's square %v", c.system, c.shape, q)
		}
	}
}

// TestA5eConeTurnsAtAnyAngleFromTheCaster: a 5e cone from a caster aims at
// any grid point, leaves from the border of the caster's space, and a drag
// from the caster toward a goblin aims it at the goblin; kept, the area
// counts its rounds on the caster's turns.
func TestA5eConeTurnsAtAnyAngleFromTheCaster(t *testing.T) {
	b := areaBoard(t, "dnd5e", openRows(14, 10), nil, "C:pcs:medium:2,2", "G:monsters:medium:4,3", "O:monsters:medium:6,0")
	shapeOf(t, b, area.Cone)
	dragGrid(b, 2.5, 2.5, 4.5, 3.5, false)
	require.True(t, b.fromCaster(), "the drag starting on C casts from it")
	s := b.TemplateSpec()
	assert.True(t, s.HasToward, "a 5e cone aims at a point")
	assert.True(t, area.OnBorder(b.Encounter().Creature("C").Rect(), s.Origin), "from C's border: %v", s.Origin)
	require.NoError(t, area.CheckCreator(b.Encounter(), s, "C"))
	res, ok := b.Template()
	require.True(t, ok, "%v", b.TemplateErr())
	var hit []string
	for _, h := range res.Hits {
		hit = append(hit, h.ID)
	}
	assert.Contains(t, hit, "G", "the goblin it was aimed at is caught")
	assert.NotContains(t, hit, "C", "the caster is not in its own cone")

	assert.NotContains(t, hit, "O", "the ogre out of the cone is not")

	// Another shape: a sphere is placed at range, not on the caster.
	shapeOf(t, b, area.Sphere)
	assert.False(t, b.fromCaster())
	shapeOf(t, b, area.Cone)
	fingerAt(b, 2.5, 2.5)
	fingerAt(b, 9, 2)
	press(t, b, "areas:keep")
	ar := b.Encounter().Areas
	require.NotEmpty(t, ar)
	assert.Equal(t, "C", ar[len(ar)-1].Creator, "the kept cone is the caster's")
}

// TestAConeOnEmptyGroundIssuesFromAPoint: a tap away from any creature
// places the cone from the snapped point, as before: an eastward PF2e cone
// from the midpoint of an edge.
func TestAConeOnEmptyGroundIssuesFromAPoint(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(14, 10), nil, "C:pcs:medium:2,2")
	shapeOf(t, b, area.Cone)
	fingerAt(b, 8.1, 6.9)
	assert.False(t, b.fromCaster())
	assert.Equal(t, grid.PtF(8, 6.5), b.TemplateSpec().Origin)
}

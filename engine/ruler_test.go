package engine

import (
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sq(x, y int) grid.Rect { return grid.Rect{X: x, Y: y, W: 1, H: 1} }

// TestRulerCountsBySystem checks the ruler against the counting rules:
// RULES.md A1 (PF2e: diagonals 5 and 10 ft, a static distance counted
// afresh), B1 and C1 (PF1e, 3.5: 1 and 2 squares), D1 (5e: every square
// 5 ft; the DMG's option 5 and 10 ft, its example 1 diagonal + 3 straight +
// 1 diagonal = 30 ft, the count going on across the straight squares).
func TestRulerCountsBySystem(t *testing.T) {
	rows := []string{
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
	}
	dmg := true
	cases := []struct {
		name  string
		sys   string
		opts  OptionSet
		stops []grid.Rect
		feet  int
		legs  []int
	}{
		{"PF2e three diagonals: 5+10+5", "pf2e", OptionSet{}, []grid.Rect{sq(0, 0), sq(3, 3)}, 20, []int{20}},
		{"PF2e four diagonals and two straight", "pf2e", OptionSet{}, []grid.Rect{sq(0, 0), sq(6, 4)}, 40, []int{40}},
		{"PF2e two legs of one diagonal: the second is the 2nd diagonal, 10 ft", "pf2e", OptionSet{}, []grid.Rect{sq(0, 0), sq(1, 1), sq(2, 2)}, 15, []int{5, 10}},
		{"PF2e legs of two diagonals: 5+10, then 5+10", "pf2e", OptionSet{}, []grid.Rect{sq(0, 0), sq(2, 2), sq(4, 4)}, 30, []int{15, 15}},
		{"PF2e legs of one and two diagonals: 5, then 10+5", "pf2e", OptionSet{}, []grid.Rect{sq(0, 0), sq(1, 1), sq(3, 3)}, 20, []int{5, 15}},
		{"PF1e diagonals 1-2-1", "pf1e", OptionSet{}, []grid.Rect{sq(0, 0), sq(3, 3)}, 20, []int{20}},
		{"3.5 a straight leg between diagonals keeps the count", "dnd35", OptionSet{}, []grid.Rect{sq(0, 0), sq(1, 1), sq(4, 1), sq(5, 2)}, 30, []int{5, 15, 10}},
		{"5e PHB: every square 5 ft", "dnd5e", OptionSet{}, []grid.Rect{sq(0, 0), sq(3, 3)}, 15, []int{15}},
		{"5e PHB legs", "dnd5e", OptionSet{}, []grid.Rect{sq(0, 0), sq(1, 1), sq(4, 1), sq(5, 2)}, 25, []int{5, 15, 5}},
		{"5e DMG: the book's 1 + 3 + 1 example is 30 ft", "dnd5e", OptionSet{DMGDiagonals: &dmg}, []grid.Rect{sq(0, 0), sq(1, 1), sq(4, 1), sq(5, 2)}, 30, []int{5, 15, 10}},
		{"to a Large space: to its nearest square", "pf2e", OptionSet{}, []grid.Rect{sq(0, 0), {X: 3, Y: 2, W: 2, H: 2}}, 20, []int{20}},
		{"adjacent squares: 5 ft", "dnd5e", OptionSet{}, []grid.Rect{sq(2, 2), sq(3, 3)}, 5, []int{5}},
		{"the same square: 0 ft", "pf1e", OptionSet{}, []grid.Rect{sq(2, 2), sq(2, 2)}, 0, []int{0}},
	}
	for _, c := range cases {
		e := asciiEncounter(t, c.sys, c.opts, rows)
		m, err := e.Ruler(c.stops...)
		require.NoError(t, err, c.name)
		assert.Equal(t, c.feet, m.Feet, "%s: %s", c.name, m.Why)
		var legs []int
		for _, l := range m.Legs {
			legs = append(legs, l.Feet)
		}
		assert.Equal(t, c.legs, legs, c.name)
		assert.Regexp(t, `p\.\d+`, m.Why, c.name)
		assert.NotContains(t, m.Why, "RULES.md", c.name)
	}
	e := asciiEncounter(t, "pf2e", OptionSet{}, rows)
	_, err := e.Ruler(sq(0, 0))
	assert.Error(t, err, "one stop is no measure")
}

// TestBetweenCreatures measures between spaces: from a Large creature's
// nearest square, and a rider from its mount's space.
func TestBetweenCreatures(t *testing.T) {
	rows := []string{
		"L.........",
		"..........",
		"......M...",
		"..........",
	}
	e := asciiEncounter(t, "pf2e", OptionSet{}, rows, Creature{ID: "L", Size: Large}, Creature{ID: "M"})
	m, err := e.Between("L", "M")
	require.NoError(t, err)
	// L's nearest square (1,1) to (6,2): 5 across, 1 down: 25 ft.
	assert.Equal(t, 25, m.Feet, m.Why)
	_, err = e.Between("L", "Q")
	assert.Error(t, err)
}

// TestRangedAttackIncrements: the range penalty and the limits by system.
func TestRangedAttackIncrements(t *testing.T) {
	rows := []string{
		"A.................................................",
		"T.................................................",
	}
	// T stands one row down: x squares away by every count (one diagonal
	// counts 5 ft).
	at := func(sys string, x int) *Encounter {
		e := asciiEncounter(t, sys, OptionSet{}, rows, Creature{ID: "A"}, Creature{ID: "T", Side: "x"})
		e.Creature("T").X = x
		return e
	}
	cases := []struct {
		sys      string
		x        int
		w        RangedWeapon
		inc, pen int
		disadv   bool
		ok       bool
	}{
		{"dnd35", 5, RangedWeapon{Increment: 10, Thrown: true}, 3, -4, false, true}, // the PHB's dagger at 25 ft
		{"dnd35", 2, RangedWeapon{Increment: 10}, 1, 0, false, true},
		{"pf1e", 3, RangedWeapon{Increment: 10}, 2, -2, false, true},
		{"pf1e", 20, RangedWeapon{Increment: 10}, 10, -18, false, true},
		{"pf1e", 21, RangedWeapon{Increment: 10}, 11, 0, false, false},
		{"pf1e", 11, RangedWeapon{Increment: 10, Thrown: true}, 6, 0, false, false},
		{"pf2e", 7, RangedWeapon{Increment: 30}, 2, -2, false, true},
		{"pf2e", 36, RangedWeapon{Increment: 30}, 6, -10, false, true},
		{"pf2e", 37, RangedWeapon{Increment: 30}, 7, 0, false, false},
		{"dnd5e", 16, RangedWeapon{Increment: 80, Long: 320}, 0, 0, false, true},
		{"dnd5e", 17, RangedWeapon{Increment: 80, Long: 320}, 0, 0, true, true},
		{"dnd5e", 49, RangedWeapon{Increment: 20, Long: 60}, 0, 0, false, false},
	}
	for _, c := range cases {
		e := at(c.sys, c.x)
		rc, err := e.RangedAttack("A", "T", c.w)
		require.NoError(t, err)
		assert.Equal(t, 5*c.x, rc.Feet, "%s at %d", c.sys, c.x)
		assert.Equal(t, c.ok, rc.InRange, "%s at %d ft: %s", c.sys, rc.Feet, rc.Why)
		if c.ok {
			assert.Equal(t, c.inc, rc.Increment, "%s at %d ft: %s", c.sys, rc.Feet, rc.Why)
			assert.Equal(t, c.pen, rc.Penalty, "%s at %d ft: %s", c.sys, rc.Feet, rc.Why)
		}
		assert.Equal(t, c.disadv, rc.Disadvantage, "%s at %d ft: %s", c.sys, rc.Feet, rc.Why)
		assert.True(t, rc.LineOfEffect)
		assert.Regexp(t, `p\.\d+`, rc.Why)
	}
}

// TestRangedAttackNeedsLineOfEffect: a wall between the two spaces from
// edge to edge of the map leaves no line of effect.
func TestRangedAttackNeedsLineOfEffect(t *testing.T) {
	e := asciiEncounter(t, "pf1e", OptionSet{}, []string{"A...T", "....."}, Creature{ID: "A"}, Creature{ID: "T", Side: "x"})
	g, err := grid.New(e.Grid.Rows(), []grid.Wall{grid.WallF(2, 0, 2, 2)})
	require.NoError(t, err)
	e.Grid = g
	rc, err := e.RangedAttack("A", "T", RangedWeapon{Increment: 30})
	require.NoError(t, err)
	assert.False(t, rc.LineOfEffect, rc.Why)
	assert.Contains(t, rc.Why, "no line of effect")
	_, err = e.RangedAttack("A", "T", RangedWeapon{Increment: 12})
	assert.Error(t, err)
}

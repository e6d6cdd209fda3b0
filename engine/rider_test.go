package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRiderAttacksFromTheMountsSpace checks mounted combat on the grid: the
// rider occupies its mount's space for attacks (RULES.md A17, B17), and in
// PF2e a rider of a Large mount with 5- or 10-ft reach attacks exactly the
// squares adjacent to the mount, with 15-ft reach those within 10 ft.
func TestRiderAttacksFromTheMountsSpace(t *testing.T) {
	rows := []string{
		"........",
		"........",
		"........",
		"........",
		"........",
		"........",
		"........",
		"........",
	}
	for _, c := range []struct {
		sys          string
		weapon, want int
	}{
		{"pf2e", 0, 12}, {"pf2e", 10, 12}, {"pf2e", 15, 32}, {"pf1e", 0, 12}, {"dnd5e", 0, 12},
	} {
		e := asciiEncounter(t, c.sys, OptionSet{}, rows,
			Creature{ID: "H", Size: Large, Body: Long}, Creature{ID: "R", Mount: "H", WeaponReach: c.weapon})
		r, h := e.Creature("R"), e.Creature("H")
		r.X, r.Y, h.X, h.Y = 3, 3, 3, 3
		got, err := e.Threatened("R")
		require.NoError(t, err)
		assert.Len(t, got, c.want, "%s rider with %d-ft weapon reach: the squares it threatens", c.sys, c.weapon)
	}
}

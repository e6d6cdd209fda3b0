package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// dnd5e is D&D 5e (RULES.md part D; PHB chapter 9, DMG variants).
type dnd5e struct{}

func init() { register(dnd5e{}) }

func (dnd5e) ID() string   { return "dnd5e" }
func (dnd5e) Name() string { return "D&D 5e" }

// Defaults: no corner cutting (D7), PHB diagonals (D1), no flanking (D10).
func (dnd5e) Defaults() Options { return Options{DiagonalScope: ScopeTurn} }

// Alternates only under the DMG's optional diagonals (D1 box).
func (dnd5e) Alternates(o Options) bool { return o.DMGDiagonals }

// metric is how 5e counts squares under the options (D1, D8).
func (dnd5e) metric(o Options) grid.Metric {
	if o.DMGDiagonals {
		return grid.Alternating
	}
	return grid.Chebyshev
}

// StepCost: every square 5 ft (PHB) or 5/10 alternating diagonals (DMG
// p.252); each foot costs one extra foot in difficult terrain, however many
// sources (a creature's space is one), one more crawling, one more squeezing
// (D3 and its convention, D4, D15).
func (s dnd5e) StepCost(k StepKind, o Options) StepCost {
	var c StepCost
	base := 5
	switch {
	case k.Diagonal && o.DMGDiagonals:
		c.Diagonals = 1
		if k.Ordinal%2 == 0 {
			base = 10
		}
		c.Parts = append(c.Parts, fmt.Sprintf("%d ft: %s diagonal this turn (DMG p.252 optional diagonals)", base, ordinal(k.Ordinal)))
	case k.Diagonal:
		c.Parts = append(c.Parts, "5 ft: diagonal square, every square costs 5 ft (PHB \"Variant: Playing on a Grid\")")
	default:
		c.Parts = append(c.Parts, "5 ft: orthogonal square (PHB \"Variant: Playing on a Grid\")")
	}
	c.Feet = base
	add := func(why string) {
		c.Feet += base
		c.Parts = append(c.Parts, fmt.Sprintf("+%d ft: %s", base, why))
	}
	switch {
	case (k.Terrain > 0 || k.LowWall) && k.Occupied:
		add("difficult terrain and another creature's space, which do not stack (PHB \"Difficult Terrain\")")
	case k.Terrain > 0:
		add(terrainWord(k.Terrain) + ", +1 ft per ft (PHB \"Difficult Terrain\")")
	case k.LowWall:
		add("over a low wall, difficult terrain like low furniture (PHB \"Difficult Terrain\")")
	case k.Occupied:
		add("another creature's space is difficult terrain (PHB \"Moving Around Other Creatures\")")
	}
	if k.Crawling {
		add("crawling, +1 ft per ft (PHB \"Being Prone\")")
	}
	if k.Squeezed {
		add("squeezing, +1 ft per ft (PHB \"Squeezing into a Smaller Space\")")
	}
	return c
}

// Scope: any newly entered difficult square (D3 convention).
func (dnd5e) Scope() TerrainScope { return NewlyEntered }

// FlyingIgnoresTerrain: 5e says nothing that exempts fliers (D3).
func (dnd5e) FlyingIgnoresTerrain() bool { return false }

// SqueezeWidths: a space for a creature one size smaller (D4).
func (dnd5e) SqueezeWidths(side int) (int, int) { return side - 1, side - 1 }

// NarrowEntry: only Small creatures squeeze into narrow squares; a Medium
// one squeezes only into a Small creature's 5-ft space, and a narrow gap is
// narrower (SCENARIO-FORMAT.md "Squeezing on the grid").
func (dnd5e) NarrowEntry(s Size) NarrowEntry { return narrowBySize(s, Small) }

const no5e = "you can't willingly end your move in another creature's space (PHB)"

// Passage (D6 "Moving Around Other Creatures"; D5 box for Tiny sharing).
func (dnd5e) Passage(m, o *Creature) Passage {
	switch {
	case !o.Has(Willing) && !m.Allies(o) && sizesApart(m, o) < 2:
		return Passage{rule: "{who} is hostile and within one size: its space cannot be entered (PHB \"Moving Around Other Creatures\")", who: o.ID}
	case m.Size.Shares() && o.Size.Shares():
		return Passage{Enter: true, End: true, Difficult: true, rule: "Tiny creatures share a square, four to a square (DMG p.251); {who}'s space is difficult terrain", who: o.ID}
	case m.Allies(o) || o.Has(Willing):
		return Passage{Enter: true, Difficult: true, rule: "{who} is not hostile: move through as difficult terrain; " + no5e, who: o.ID}
	}
	return Passage{Enter: true, Difficult: true, rule: "{who} is hostile but two or more sizes apart: move through as difficult terrain; " + no5e, who: o.ID}
}

// StepAllowed: 5e has no Step; crawling is movement (D15).
func (dnd5e) StepAllowed(_ *Creature, a MoveAction, _ int) error {
	if a == Step {
		return errors.New("D&D 5e has no Step or 5-foot step: use movement")
	}
	return nil
}

// NaturalReach: 5 ft unless the creature's statistics say otherwise (D5).
func (dnd5e) NaturalReach(c *Creature) int {
	if c.ReachSet {
		return c.Reach
	}
	return 5
}

// Reaches: natural reach or a reach weapon, no donut (D8); counted by the
// diagonal rule in use, so 10 ft reaches (±2,±2) only with PHB diagonals.
func (s dnd5e) Reaches(c *Creature, dx, dy int, o Options) bool {
	r := max(s.NaturalReach(c), c.WeaponReach)
	return reachSquares(r, dx, dy, s.metric(o), false)
}

// Opportunity: only leaving the reach entirely provokes (D9).
func (dnd5e) Opportunity() Opportunity { return LeaveReachEntirely }

// Flanking only under the DMG's optional rule (D10).
func (dnd5e) Flanking(o Options) FlankRule {
	if o.DMGFlanking {
		return FlankAdjSq
	}
	return NoFlanking
}

// CoverRule: the DMG's grid procedure, counting blocked lines (D11).
func (dnd5e) CoverRule() CoverRule { return CoverCount }

package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// pf2e is Pathfinder 2e (RULES.md part A; CRB chapter 9).
type pf2e struct{}

func init() { register(pf2e{}) }

func (pf2e) ID() string   { return "pf2e" }
func (pf2e) Name() string { return "Pathfinder 2e" }

// Defaults: corners may be cut (A7, no rule forbids it); 10-ft reach reaches
// the second diagonal (A8); the diagonal count runs over the turn (A1).
func (pf2e) Defaults() Options {
	return Options{CornerCutting: true, TenFootReachCorners: true, DiagonalScope: ScopeTurn}
}

// Alternates: 5/10 diagonals over the whole turn (A1, CRB p.473).
func (pf2e) Alternates(Options) bool { return true }

// StepCost: 5 ft orthogonal, diagonals 5/10 alternating; +5 ft into
// difficult and +10 ft into greater difficult terrain, not doubled on
// diagonals (A3, CRB p.475). Squeezing is priced as difficult terrain (A4
// recommendation); extras do not stack, the largest applies.
func (pf2e) StepCost(k StepKind, _ Options) StepCost {
	var c StepCost
	if k.Diagonal {
		c.Diagonals = 1
		if k.Ordinal%2 == 0 {
			c.Feet = 10
		} else {
			c.Feet = 5
		}
		c.Parts = append(c.Parts, fmt.Sprintf("%d ft: %s diagonal this turn (PF2e CRB p.473)", c.Feet, ordinal(k.Ordinal)))
	} else {
		c.Feet = 5
		c.Parts = append(c.Parts, "5 ft: orthogonal square (PF2e CRB p.473)")
	}
	extra, why := 0, ""
	switch k.Terrain {
	case 1:
		extra, why = 5, "+5 ft: difficult terrain (PF2e CRB p.475)"
	case 2:
		extra, why = 10, "+10 ft: greater difficult terrain (PF2e CRB p.475)"
	}
	if k.Squeezed && extra < 5 {
		extra, why = 5, "+5 ft: squeezing through a tight space, as difficult terrain (PF2e CRB p.241, Squeeze)"
	}
	if k.LowWall && extra < 5 {
		extra, why = 5, "+5 ft: over a low wall, as difficult terrain (PF2e CRB p.475)"
	}
	if extra > 0 {
		c.Feet += extra
		c.Parts = append(c.Parts, why)
	}
	return c
}

// Scope: a multi-square creature pays if any newly entered square is
// difficult (A3 convention).
func (pf2e) Scope() TerrainScope { return NewlyEntered }

// FlyingIgnoresTerrain: flight avoids the ground's difficult terrain (A3,
// CRB p.475 "flying … can avoid some difficult terrain"; the map's terrain
// layer is ground terrain).
func (pf2e) FlyingIgnoresTerrain() bool { return true }

// SqueezeWidths: one size step narrower only (SCENARIO-FORMAT.md
// "Squeezing on the grid", A4 recommendation).
func (pf2e) SqueezeWidths(side int) (int, int) { return side - 1, side - 1 }

// NarrowEntry: Small and Medium squeeze, Tiny and smaller pass, Large and
// bigger cannot (SCENARIO-FORMAT.md "Squeezing on the grid").
func (pf2e) NarrowEntry(s Size) NarrowEntry { return narrowBySize(s, Medium) }

// Passage (A5, A6, CRB p.474–475).
func (pf2e) Passage(m, o *Creature) Passage {
	switch {
	case m.Size.Shares():
		return Passage{Enter: true, End: true, rule: "a Tiny creature may enter and stay in any creature's space (PF2e CRB p.474)"}
	case o.Size.Shares():
		return Passage{Enter: true, End: true, rule: "{who} is Tiny: others may move through and stop in its space (PF2e Player Core p.422)", who: o.ID}
	case o.Has(Prone) && (willing(m, o) || o.Has(Helpless)) && o.Size <= m.Size:
		return Passage{Enter: true, End: true, rule: "{who} lies prone and is willing or helpless, and no larger: its space may be shared (PF2e CRB p.475)", who: o.ID}
	case willing(m, o):
		return Passage{Enter: true, rule: "{who} is willing: move through at normal cost, but not stop there (PF2e CRB p.474)", who: o.ID}
	case sizesApart(m, o) >= 3:
		return Passage{Enter: true, rule: "{who} is 3 or more sizes apart: move through, but not stop there (PF2e CRB p.475)", who: o.ID}
	}
	return Passage{rule: "{who} is an unwilling creature of similar size: only Tumble Through passes it (PF2e CRB p.475)", who: o.ID}
}

// StepAllowed: Step needs Speed ≥ 10 ft and a land Speed (A2, CRB p.471);
// Crawl needs Speed ≥ 10 ft (A2 box).
func (pf2e) StepAllowed(m *Creature, a MoveAction, _ int) error {
	if m.Speed < 10 {
		return fmt.Errorf("%s needs a Speed of at least 10 ft (PF2e CRB p.471)", actionWord(a))
	}
	if a == Step && m.Has(Flying) {
		return errors.New("a Step uses a land Speed; a flying creature cannot Step (PF2e CRB p.471)")
	}
	return nil
}

// NaturalReach from Table 9-1 (A5), unless the creature gives its own.
func (pf2e) NaturalReach(c *Creature) int {
	if c.ReachSet {
		return c.Reach
	}
	return naturalReach(c.Size, c.Body)
}

// Reaches: natural reach or a reach weapon (no donut, A8); 10-ft reach
// reaches the second diagonal (CRB p.455).
func (s pf2e) Reaches(c *Creature, dx, dy int, o Options) bool {
	r := max(s.NaturalReach(c), c.WeaponReach)
	return reachSquares(r, dx, dy, grid.Alternating, o.TenFootReachCorners)
}

// willing reports whether o lets m through: allies are willing, and so is
// anyone marked willing.
func willing(m, o *Creature) bool { return m.Allies(o) || o.Has(Willing) }

// narrowBySize: Tiny and smaller enter narrow squares freely, sizes up to
// maxSqueeze squeeze into them, bigger ones cannot enter them.
func narrowBySize(s, maxSqueeze Size) NarrowEntry {
	switch {
	case s.Shares():
		return NarrowFree
	case s <= maxSqueeze:
		return NarrowSqueeze
	}
	return NarrowNever
}

func actionWord(a MoveAction) string {
	switch a {
	case Step:
		return "a Step"
	case Crawl:
		return "a crawl"
	}
	return "a move"
}

// Opportunity: Reactive Strike triggers when a creature leaves a square
// within reach during a move action, once per move action, and only
// creatures with the reaction have it (A9, CRB p.142, p.474).
func (pf2e) Opportunity() Opportunity { return LeaveReachSquare }

// Flanking: the line between the centres of the two whole spaces (A10).
func (pf2e) Flanking(Options) FlankRule { return FlankWhole }

// CoverRule: the line from centre to centre (A11, CRB p.477).
func (pf2e) CoverRule() CoverRule { return CoverCentre }

package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// d20 holds what Pathfinder 1e and D&D 3.5 share: PF1e took its combat
// geometry from 3.5 almost word for word (RULES.md part B preamble). The two
// systems (pf1e.go, dnd35.go) embed it and differ where the books differ.
type d20 struct {
	id, name string
	// tenFootCorners is the default of ten_foot_reach_corners: the 3.5 DMG
	// exception (C8), not in the PF1e CRB (B8).
	tenFootCorners bool
}

func (s d20) ID() string   { return s.id }
func (s d20) Name() string { return s.name }

// Defaults: no corner cutting (B7/C7), 10-ft corners per system, the
// diagonal count over the turn (B1/C1 convention).
func (s d20) Defaults() Options {
	return Options{TenFootReachCorners: s.tenFootCorners, DiagonalScope: ScopeTurn}
}

// Alternates: 1-2-1 diagonals (B1, C1).
func (d20) Alternates(Options) bool { return true }

// StepCost: each hampering factor (difficult terrain, squeezing, an obstacle
// square) doubles the cost; greater difficult terrain is doubled twice.
// Orthogonal: 1, 2, 4, 8… squares. A diagonal: 1 or 2 squares alternating
// when unhampered; hampered it costs 1.5× the multiplier (3, 6, 12 squares)
// and counts as two diagonals, so the alternation keeps its parity (B3, C3
// and its convention).
func (s d20) StepCost(k StepKind, _ Options) StepCost {
	var c StepCost
	doublings := int(k.Terrain)
	var factors []string
	if k.Terrain > 0 {
		f := "×2 difficult terrain"
		if k.Terrain == 2 {
			f = "×4 greater difficult terrain (doubled twice)"
		}
		factors = append(factors, f)
	}
	if k.Squeezed {
		doublings++
		factors = append(factors, "×2 squeezing")
	}
	if k.Obstacle {
		doublings++
		factors = append(factors, "×2 obstacle (a helpless creature much larger than the mover)")
	}
	m := 1 << doublings
	switch {
	case !k.Diagonal:
		c.Feet = 5 * m
		if m == 1 {
			c.Parts = append(c.Parts, fmt.Sprintf("5 ft: orthogonal square (%s)", s.cite(topicMove)))
		} else {
			c.Parts = append(c.Parts, fmt.Sprintf("%d ft: orthogonal square counts %d squares (%s)", c.Feet, m, s.cite(topicTerrain)))
		}
	case m == 1:
		c.Diagonals = 1
		sq := 1
		if k.Ordinal%2 == 0 {
			sq = 2
		}
		c.Feet = 5 * sq
		c.Parts = append(c.Parts, fmt.Sprintf("%d ft: %s diagonal counts %d square%s (%s)", c.Feet, ordinal(k.Ordinal), sq, plural(sq), s.cite(topicMove)))
	default:
		c.Diagonals = 2
		sq := 3 * m / 2
		c.Feet = 5 * sq
		c.Parts = append(c.Parts, fmt.Sprintf("%d ft: a hampered diagonal counts %d squares and as two diagonals (%s)", c.Feet, sq, s.cite(topicTerrain)))
	}
	c.Parts = append(c.Parts, factors...)
	if k.LowWall {
		// An obstacle between squares counts 2 squares, paid besides the
		// square beyond (B3, C3).
		c.Feet += 10
		c.Parts = append(c.Parts, fmt.Sprintf("+10 ft: crossing a low obstacle counts 2 squares more (%s)", s.cite(topicTerrain)))
	}
	return c
}

// Scope: the most difficult terrain the creature occupies after the step
// (B3, C3 "most-difficult rule" and convention).
func (d20) Scope() TerrainScope { return WorstAfter }

// FlyingIgnoresTerrain: flying creatures are not hampered by difficult
// terrain (B3, C3).
func (d20) FlyingIgnoresTerrain() bool { return true }

// SqueezeWidths: into spaces at least half as wide (B4, C4): ⌈s/2⌉ … s−1.
func (d20) SqueezeWidths(side int) (int, int) { return (side + 1) / 2, side - 1 }

// NarrowEntry: Small and Medium squeeze into narrow squares (B4, C4).
func (d20) NarrowEntry(s Size) NarrowEntry { return narrowBySize(s, Medium) }

// Passage (B6, C6 "Moving Through a Square").
func (s d20) Passage(m, o *Creature) Passage {
	sec := s.cite(topicThrough)
	switch {
	case m.Size <= Tiny:
		return Passage{Enter: true, End: true, rule: "a Fine, Diminutive or Tiny creature may move into an occupied square, provoking ({sec})", sec: sec}
	case o.Has(Helpless) && int(o.Size) >= int(m.Size)+2:
		return Passage{Enter: true, End: true, Obstacle: true, rule: "{who} is helpless but at least two sizes larger: an obstacle, each square counts double ({sec})", who: o.ID, sec: sec}
	case o.Has(Helpless):
		return Passage{Enter: true, End: true, rule: "{who} is helpless: move through and stop there ({sec})", who: o.ID, sec: sec}
	case willing(m, o):
		return Passage{Enter: true, rule: "{who} is a friend: move through, but not stop there ({sec})", who: o.ID, sec: sec}
	case sizesApart(m, o) >= 3:
		return Passage{Enter: true, rule: "{who} is three size categories apart: move through, but not stop there ({sec})", who: o.ID, sec: sec}
	}
	return Passage{rule: "{who} is an opponent: its square blocks unless it is helpless ({sec})", who: o.ID, sec: sec}
}

// StepAllowed: the 5-foot step only in a round without other movement, only
// for speed above 5 ft (B2, C2); a crawl moves 5 ft (B15, C15).
func (s d20) StepAllowed(m *Creature, a MoveAction, diagonals int) error {
	if a != Step {
		return nil
	}
	if m.Speed <= 5 {
		return fmt.Errorf("no 5-foot step with a speed of 5 ft or less (%s)", s.cite(topicFiveFoot))
	}
	if diagonals > 0 {
		return errors.New("the creature has already moved this round: no 5-foot step")
	}
	if m.Has(Blind) {
		return fmt.Errorf("a blinded creature's movement is hampered: no 5-foot step (%s; %s)", s.cite(topicFiveFoot), conditionCite(s.id, "blinded"))
	}
	return nil
}

// NaturalReach from the size table (B5, C5), unless the creature gives its own.
func (d20) NaturalReach(c *Creature) int {
	if c.ReachSet {
		return c.Reach
	}
	return naturalReach(c.Size, c.Body)
}

// Reaches: natural reach, or with a reach weapon only the ring beyond natural
// reach up to the weapon's reach (the donut, B8/C8); 10-ft corners per option.
func (s d20) Reaches(c *Creature, dx, dy int, o Options) bool {
	if c.Has(Unarmed) {
		return false
	}
	nat := s.NaturalReach(c)
	if c.WeaponReach > 0 {
		return reachSquares(c.WeaponReach, dx, dy, grid.Alternating, o.TenFootReachCorners) &&
			!reachSquares(nat, dx, dy, grid.Alternating, o.TenFootReachCorners)
	}
	return reachSquares(nat, dx, dy, grid.Alternating, o.TenFootReachCorners)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Opportunity: leaving a threatened square provokes, once per opponent per
// round (B9, C9).
func (d20) Opportunity() Opportunity { return LeaveThreatened }

// Flanking: the centre line, any square of a big flanker, both threatening
// (B10, C10).
func (d20) Flanking(Options) FlankRule { return FlankAnySq }

// CoverRule: the attacker's best corner to the target's corners (B11, C11).
func (d20) CoverRule() CoverRule { return CoverCorners }

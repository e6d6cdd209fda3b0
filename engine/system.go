package engine

import (
	"fmt"
	"sort"
	"strings"

	"battlemap/grid"
)

// System is one rule system. The four implementations (pf2e.go, pf1e.go,
// dnd35.go, dnd5e.go) differ only where the rules differ; shared mechanics
// live in the planner and in the helpers of this file. Every method's
// comments cite the RULES.md sections that decide it.
type System interface {
	// ID is the system's name in files: pf2e, pf1e, dnd35 or dnd5e.
	ID() string
	// Name is the system's name for people.
	Name() string
	// Defaults returns the system's default options.
	Defaults() Options

	// Movement.

	// Alternates reports whether movement counts diagonals 5-10-5.
	Alternates(o Options) bool
	// StepCost prices one step and says why.
	StepCost(k StepKind, o Options) StepCost
	// Scope says which squares' terrain prices a multi-square step.
	Scope() TerrainScope
	// FlyingIgnoresTerrain reports whether flying creatures are not hampered
	// by difficult terrain.
	FlyingIgnoresTerrain() bool
	// SqueezeWidths returns the narrower widths a creature of side s may
	// squeeze into (lo > hi when it may not squeeze at all).
	SqueezeWidths(side int) (lo, hi int)
	// NarrowEntry says how a creature of size s enters a narrow square.
	NarrowEntry(s Size) NarrowEntry
	// Passage says whether mover may move through, and end in, the space of
	// occupant.
	Passage(mover, occupant *Creature) Passage
	// StepAllowed checks the preconditions of a Step / 5-foot step or a
	// crawl by mover, which has already moved diagonals diagonals this turn.
	StepAllowed(mover *Creature, a MoveAction, diagonals int) error

	// Reach and threat.

	// NaturalReach returns the creature's natural reach in feet.
	NaturalReach(c *Creature) int
	// Reaches reports whether c can make a melee attack at a square whose
	// nearest square of c's space is (dx,dy) away.
	Reaches(c *Creature, dx, dy int, o Options) bool

	// Attacks of opportunity, flanking and cover: which of the shared
	// procedures the system uses (aoo.go, flank.go, cover.go).

	// Opportunity says how movement provokes and who may react.
	Opportunity() Opportunity
	// Flanking says how flanking is decided under the options.
	Flanking(o Options) FlankRule
	// CoverRule says how cover is drawn.
	CoverRule() CoverRule
}

// Opportunity is how a system's movement provokes (RULES.md A9, B9, C9, D9, E2).
type Opportunity uint8

// The three ways.
const (
	// LeaveThreatened: leaving a threatened square provokes, once per
	// opponent per round; every armed creature may react (PF1e, 3.5).
	LeaveThreatened Opportunity = iota
	// LeaveReachSquare: leaving a square within reach during a move action
	// triggers, once per move action, only creatures with the reaction (PF2e).
	LeaveReachSquare
	// LeaveReachEntirely: only moving out of the reach altogether provokes (5e).
	LeaveReachEntirely
)

// FlankRule is how a system decides flanking (RULES.md A10, B10, C10, D10).
type FlankRule uint8

// The flanking procedures.
const (
	NoFlanking FlankRule = iota // 5e without the DMG option
	FlankWhole                  // PF2e: centres of the whole spaces, target within reach
	FlankAnySq                  // PF1e/3.5: any square of a big flanker, both threaten
	FlankAdjSq                  // 5e DMG: both adjacent, any adjacent square of a big flanker
)

// CoverRule is how a system draws cover lines (RULES.md A11, B11, C11, D11).
type CoverRule uint8

// The cover procedures.
const (
	CoverCentre  CoverRule = iota // PF2e: centre to centre
	CoverCorners                  // PF1e/3.5: the attacker's best corner, any blocked line
	CoverCount                    // 5e DMG: count blocked lines to one target square
)

// TerrainScope says which squares of a multi-square creature's space set the
// terrain cost of a step.
type TerrainScope uint8

// The two scopes (RULES.md C3 convention, A3 and D3 conventions).
const (
	// WorstAfter: the worst terrain in the whole space after the step (PF1e, 3.5).
	WorstAfter TerrainScope = iota
	// NewlyEntered: the worst terrain among the squares the step newly enters (PF2e, 5e).
	NewlyEntered
)

// NarrowEntry says how a creature enters a narrow square.
type NarrowEntry uint8

// The three ways.
const (
	NarrowFree    NarrowEntry = iota // enters normally (Tiny and smaller)
	NarrowSqueeze                    // must squeeze
	NarrowNever                      // cannot enter
)

// StepKind is everything that prices one step.
type StepKind struct {
	Diagonal bool
	// Ordinal is, for a diagonal, its place in the alternating count
	// (1 = first diagonal this turn). Only its parity prices the step.
	Ordinal  int
	Terrain  uint8 // 0 open, 1 difficult, 2 greater difficult (after the scope and flying)
	Squeezed bool  // the space after the step is squeezed
	Obstacle bool  // PF1e/3.5: through a helpless creature at least two sizes larger
	Occupied bool  // 5e: newly entering another creature's space
	Crawling bool  // 5e: crawling while prone
	LowWall  bool  // the step climbs over a low wall (RULES.md C3, B3)
}

// StepCost is the price of one step with its reasons.
type StepCost struct {
	Feet int
	// Diagonals is how much the step advances the alternating count.
	Diagonals int
	Parts     []string
}

// String joins the reasons: "10 ft: 2nd diagonal …; +5 ft: difficult terrain …".
func (c StepCost) String() string { return strings.Join(c.Parts, "; ") }

// Passage is what one occupant means to a mover.
type Passage struct {
	Enter bool // may move through its space
	End   bool // may end its movement there
	// Difficult: its space is difficult terrain for the mover (5e).
	Difficult bool
	// Obstacle: each square counts double (PF1e/3.5 big helpless creature).
	Obstacle bool
	// rule is the reason, with {who} for the occupant and {sec} for the
	// book reference; it is worded only when asked (Why), so deciding
	// passage allocates nothing.
	rule, who, sec string
}

// Why words the rule that decided the passage.
func (p Passage) Why() string {
	return strings.NewReplacer("{who}", p.who, "{sec}", p.sec).Replace(p.rule)
}

// MoveAction is how a creature moves.
type MoveAction uint8

// The movement actions of queries and of the app.
const (
	Move  MoveAction = iota // Stride / move action / movement
	Step                    // PF2e Step, PF1e/3.5 5-foot step
	Crawl                   // crawling while prone
)

// ParseMoveAction reads a movement action as scenario files spell it.
func ParseMoveAction(s string) (MoveAction, error) {
	switch s {
	case "", "move":
		return Move, nil
	case "step":
		return Step, nil
	case "crawl":
		return Crawl, nil
	}
	return Move, fmt.Errorf("unknown movement action %q (want move, step or crawl)", s)
}

// String spells the action as files do.
func (a MoveAction) String() string {
	switch a {
	case Step:
		return "step"
	case Crawl:
		return "crawl"
	}
	return "move"
}

var systems = map[string]System{}

func register(s System) { systems[s.ID()] = s }

// SystemByID returns the system with the given file name.
func SystemByID(id string) (System, error) {
	if s, ok := systems[id]; ok {
		return s, nil
	}
	return nil, fmt.Errorf("unknown system %q (want one of %s)", id, strings.Join(SystemIDs(), ", "))
}

// SystemIDs lists the supported systems.
func SystemIDs() []string {
	ids := make([]string, 0, len(systems))
	for id := range systems {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// ordinal spells 1st, 2nd, 3rd…
func ordinal(n int) string {
	suf := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suf = "st"
	case n%10 == 2:
		suf = "nd"
	case n%10 == 3:
		suf = "rd"
	}
	return fmt.Sprintf("%d%s", n, suf)
}

// terrainWord names a hamper level.
func terrainWord(level uint8) string {
	if level >= 2 {
		return "greater difficult terrain"
	}
	return "difficult terrain"
}

// reachSquares reports whether a reach of feet covers offset (dx,dy) by the
// metric m, with the 10-ft exception: 10 ft reaches two squares in every
// direction, the second diagonal included, when corners is set.
func reachSquares(feet, dx, dy int, m grid.Metric, corners bool) bool {
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	if feet == 10 && corners && max(dx, dy) <= 2 {
		return true
	}
	return m.Feet(dx, dy) <= feet
}

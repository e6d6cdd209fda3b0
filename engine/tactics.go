package engine

import (
	"fmt"

	"battlemap/grid"
)

// Square is one square of the map.
type Square struct{ X, Y int }

// Provocation is one attack of opportunity (or Reactive Strike) that a
// movement triggers: who reacts, and at which position of the path the mover
// is when it triggers (the index of the position being left; the path's last
// index for an action that triggers at its end, such as standing up).
type Provocation struct {
	By   string
	Step int
	Why  string
}

// FlankCheck is a flanking verdict with the line that decided it.
type FlankCheck struct {
	Flanked bool
	// From and To are the centres of the line that was drawn (for a verdict
	// of true, a line that passes through opposite sides or corners).
	From, To grid.Pt
	Why      string
}

// CoverLine is one line a cover rule draws.
type CoverLine struct {
	From, To grid.Pt
	Blocked  bool
	// By names what blocked it: "wall 3", "solid square (4,2)", "creature X".
	By string
}

// CoverResult is a cover verdict in the system's words with the lines that
// decided it.
type CoverResult struct {
	// Degree in the system's words: pf2e none/lesser/standard/greater/total,
	// pf1e and dnd35 none/soft/cover/improved/total, dnd5e
	// none/half/three-quarters/total. "" when there is no answer (a melee
	// attack on a target out of reach).
	Degree string
	// Bonus in the system's terms, e.g. "+2 circumstance to AC".
	Bonus string
	Lines []CoverLine
	Why   string
}

// notYet is returned by the tactical queries until they are implemented.
func notYet(what string) error { return fmt.Errorf("engine: %s: %w", what, ErrNotSupported) }

// Threatened returns the squares creature id can make a melee attack into,
// outside its own space: on the map, not solid, within reach, and with an
// unblocked line from the centre of one of its squares.
func (e *Encounter) Threatened(id string) ([]Square, error) {
	return nil, notYet("threatened squares")
}

// Provokes returns the attacks of opportunity that moving who along path
// (positions of its space's top-left square, the first where it stands)
// triggers, in path order. An illegal path is an error saying why.
func (e *Encounter) Provokes(who string, path []Square, act ProvokeAction) ([]Provocation, error) {
	return nil, notYet("attacks of opportunity")
}

// Flanked reports whether creatures a and b flank target.
func (e *Encounter) Flanked(target, a, b string) (FlankCheck, error) {
	return FlankCheck{}, notYet("flanking")
}

// Flanks returns the enemies that creature id flanks now, with some ally.
func (e *Encounter) Flanks(id string) ([]string, error) {
	return nil, notYet("flanking")
}

// FlankSquares returns every square where mover could stand (its space's
// top-left square) to flank target together with partner.
func (e *Encounter) FlankSquares(mover, target, partner string) ([]Square, error) {
	return nil, notYet("flanking squares")
}

// Cover returns the cover target has against attacker's melee or ranged
// attack, with the lines drawn.
func (e *Encounter) Cover(attacker, target string, ranged bool) (CoverResult, error) {
	return CoverResult{}, notYet("cover")
}

package engine

import (
	"battlemap/grid"
)

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

	blk grid.Block // terrain that blocked it, worded into By at the end
	low int        // the low wall that gave cover, its index + 1
	who string     // the creature in the way
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

// Threatened returns the squares creature id can make a melee attack into,
// outside its own space: on the map, not solid, within reach, and with an
// unblocked line from the centre of one of its squares.
func (e *Encounter) Threatened(id string) ([]Square, error) {
	c, err := e.Lookup(id)
	if err != nil {
		return nil, err
	}
	var ls grid.LineScratch
	return e.threatenedSquares(c, e.attackSpace(c), nil, &ls), nil
}

package engine

import (
	"battlemap/grid"
)

// canAttack reports whether c is able to make attacks at all: not helpless,
// incapacitated, or under an effect that prevents attacking.
func canAttack(c *Creature) bool {
	return !c.Has(Helpless) && !c.Has(Incapacitated) && !c.Has(CannotAttack)
}

// maxReach is the farthest c reaches in feet (natural or weapon).
func (e *Encounter) maxReach(c *Creature) int {
	return max(e.System.NaturalReach(c), c.WeaponReach)
}

// reachesSquare reports whether c, standing in space r, can make a melee
// attack into square (x,y) outside r: the square is on the map and not
// solid, within c's reach as the system measures it from the nearest square
// of r, and the line from the centre of one of r's squares to its centre is
// not blocked (RULES.md A8, B8, C8, D8; SCENARIO-FORMAT.md "threatens").
func (e *Encounter) reachesSquare(c *Creature, r grid.Rect, x, y int, ls *grid.LineScratch) bool {
	g := e.Grid
	if !g.In(x, y) || g.At(x, y) == grid.Solid || r.Contains(x, y) {
		return false
	}
	dx, dy := grid.Gap(r, grid.Rect{X: x, Y: y, W: 1, H: 1})
	if !e.System.Reaches(c, dx, dy, e.Options) {
		return false
	}
	to := grid.Center(x, y)
	for oy := r.Y; oy < r.Y+r.H; oy++ {
		for ox := r.X; ox < r.X+r.W; ox++ {
			if !g.LineTest(grid.Center(ox, oy), to, ls).Blocked() {
				return true
			}
		}
	}
	return false
}

// threatensSpace reports whether attacker, standing in space a, can make a
// melee attack against a creature in space t: into one of t's squares, or
// into its own square when the two share squares (reach 0 creatures attack
// by entering the target's square, RULES.md A5, B5, C5).
func (e *Encounter) threatensSpace(attacker *Creature, a, t grid.Rect, ls *grid.LineScratch) bool {
	if !canAttack(attacker) {
		return false
	}
	if a.Overlaps(t) {
		return e.System.Reaches(attacker, 0, 0, e.Options)
	}
	for y := t.Y; y < t.Y+t.H; y++ {
		for x := t.X; x < t.X+t.W; x++ {
			if e.reachesSquare(attacker, a, x, y, ls) {
				return true
			}
		}
	}
	return false
}

// threatenedSquares appends to dst the squares c threatens from space r.
func (e *Encounter) threatenedSquares(c *Creature, r grid.Rect, dst []Square, ls *grid.LineScratch) []Square {
	if !canAttack(c) {
		return dst
	}
	n := e.maxReach(c)/5 + 1
	for y := max(0, r.Y-n); y < min(e.Grid.H, r.Y+r.H+n); y++ {
		for x := max(0, r.X-n); x < min(e.Grid.W, r.X+r.W+n); x++ {
			if e.reachesSquare(c, r, x, y, ls) {
				dst = append(dst, Square{x, y})
			}
		}
	}
	return dst
}

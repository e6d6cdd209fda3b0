package engine

import (
	"fmt"

	"battlemap/grid"
)

// canAttack reports whether c is able to make attacks at all: not helpless,
// incapacitated, or under an effect that prevents attacking.
func canAttack(c *Creature) bool {
	return !c.Has(Helpless) && !c.Has(Incapacitated) && !c.Has(CannotAttack)
}

// canAct reports whether c can take actions at all: not under a condition
// that stops them (stunned, paralyzed, unconscious…: Incapacitated).
func canAct(c *Creature) bool { return !c.Has(Incapacitated) }

// attackSpace is the space c attacks from and is attacked in: its own, or
// its mount's when it rides (RULES.md A17: the rider occupies every square
// of the mount's space; B17, C17: it shares the mount's space).
func (e *Encounter) attackSpace(c *Creature) grid.Rect {
	if c.Mount != "" {
		if m := e.byID[c.Mount]; m != nil {
			return m.Rect()
		}
	}
	return c.Rect()
}

// reaches is System.Reaches with PF2e's rule for riders of Large and Huge
// mounts: 5- or 10-ft reach attacks every square adjacent to the mount,
// 15-ft reach every square within 10 ft of it (RULES.md A17, CRB p.478).
func (e *Encounter) reaches(c *Creature, dx, dy int) bool {
	if c.Mount != "" && e.System.ID() == "pf2e" {
		if m := e.byID[c.Mount]; m != nil && (m.Size == Large || m.Size == Huge) {
			r := e.maxReach(c)
			switch {
			case r <= 10:
				r = 5
			case r == 15:
				r = 10
			default:
				r -= 5
			}
			return reachSquares(r, dx, dy, grid.Alternating, true)
		}
	}
	return e.System.Reaches(c, dx, dy, e.Options)
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
// With ls nil the line is not drawn: the distance alone decides.
func (e *Encounter) reachesSquare(c *Creature, r grid.Rect, x, y int, ls *grid.LineScratch) bool {
	g := e.Grid
	if !g.In(x, y) || g.At(x, y) == grid.Solid || r.Contains(x, y) {
		return false
	}
	dx, dy := grid.Gap(r, grid.Rect{X: x, Y: y, W: 1, H: 1})
	if !e.reaches(c, dx, dy) {
		return false
	}
	if ls == nil {
		return true
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
// by entering the target's square, RULES.md A5, B5, C5). With ls nil only
// the distance counts, not the lines (withinReach).
func (e *Encounter) threatensSpace(attacker *Creature, a, t grid.Rect, ls *grid.LineScratch) bool {
	if !canAttack(attacker) {
		return false
	}
	if a.Overlaps(t) {
		return e.reaches(attacker, 0, 0)
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

// withinReach reports whether attacker, standing in space a, has a creature
// in space t within its reach as the system measures it, whatever stands in
// between. What stands in between decides cover, and with no line of effect
// a target within reach has total cover (RULES.md A8, A11, B8, B11, C8, C11,
// D8, D11).
func (e *Encounter) withinReach(attacker *Creature, a, t grid.Rect) bool {
	return e.threatensSpace(attacker, a, t, nil)
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

// meleeTarget checks that attacker may make a melee attack on target now:
// able to attack, the target within reach, and some line of effect to it
// (a target within reach behind a wall that shuts every line has total
// cover and cannot be attacked: RULES.md A11, B11, C11, D11).
func (e *Encounter) meleeTarget(attacker, target *Creature) error {
	if !canAttack(attacker) {
		return fmt.Errorf("engine: %s cannot attack now", attacker.ID)
	}
	a, t := e.attackSpace(attacker), e.attackSpace(target)
	if !e.withinReach(attacker, a, t) {
		return fmt.Errorf("engine: %s is out of %s's reach", target.ID, attacker.ID)
	}
	if !e.coverScratch(attacker, target, a, t).lineOfEffect() {
		return fmt.Errorf("engine: %s is within %s's reach but has total cover: no line of effect reaches it", target.ID, attacker.ID)
	}
	return nil
}

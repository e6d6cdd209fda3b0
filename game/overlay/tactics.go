package overlay

import (
	"fmt"

	"battlemap/engine"
)

// Threat is the set of squares a creature threatens.
type Threat struct {
	Who     string
	Squares []engine.Square
	Err     error
}

// Flanking is who is flanked now, and where a mover could stand to flank
// a target.
type Flanking struct {
	// Flanked maps each flanked creature to the creatures flanking it.
	Flanked map[string][]string
	Err     error
	// Mover, Target and Squares: the squares (top-left of the mover's
	// space) where Mover would flank Target with one of its allies.
	Mover, Target string
	Squares       []engine.Square
	SquaresErr    error
}

// Cover is the cover Target has against Attacker, with the lines drawn.
type Cover struct {
	Attacker, Target string
	Ranged           bool
	Result           engine.CoverResult
	Err              error
}

type thKey struct {
	enc *engine.Encounter
	ver uint64
	who string
}

type flKey struct {
	enc           *engine.Encounter
	ver           uint64
	mover, target string
}

type cvKey struct {
	enc              *engine.Encounter
	ver              uint64
	attacker, target string
	ranged           bool
}

// Threat returns the squares who threatens in e at version ver.
func (c *Computer) Threat(e *engine.Encounter, ver uint64, who string) *Threat {
	k := thKey{e, ver, who}
	if c.thOK && c.thKey == k {
		return &c.th
	}
	c.thKey, c.thOK = k, true
	sq, err := e.Threatened(who)
	c.th = Threat{Who: who, Squares: sq, Err: err}
	return &c.th
}

// Flanking returns who is flanked in e at version ver and, when mover and
// target are both given, where mover could stand to flank target with an
// ally of its own that is hostile to target.
func (c *Computer) Flanking(e *engine.Encounter, ver uint64, mover, target string) *Flanking {
	k := flKey{e, ver, mover, target}
	if c.flOK && c.flKey == k {
		return &c.fl
	}
	c.flKey, c.flOK = k, true
	c.fl = Flanking{Flanked: map[string][]string{}, Mover: mover, Target: target}
	for _, cr := range e.Creatures {
		ids, err := e.Flanks(cr.ID)
		if err != nil {
			c.fl.Err = err
			c.fl.Flanked = map[string][]string{}
			break
		}
		for _, id := range ids {
			c.fl.Flanked[id] = append(c.fl.Flanked[id], cr.ID)
		}
	}
	if mover == "" || target == "" || mover == target {
		return &c.fl
	}
	m, t := e.Creature(mover), e.Creature(target)
	if m == nil || t == nil {
		c.fl.SquaresErr = fmt.Errorf("overlay: no creature %q or %q to flank with", mover, target)
		return &c.fl
	}
	seen := map[engine.Square]bool{}
	partners := 0
	for _, p := range e.Creatures {
		if p == m || p == t || p.Side != m.Side || p.Side == t.Side {
			continue
		}
		partners++
		sq, err := e.FlankSquares(mover, target, p.ID)
		if err != nil {
			c.fl.SquaresErr = err
			c.fl.Squares = nil
			return &c.fl
		}
		for _, s := range sq {
			if !seen[s] {
				seen[s] = true
				c.fl.Squares = append(c.fl.Squares, s)
			}
		}
	}
	if m.Side == t.Side {
		c.fl.SquaresErr = fmt.Errorf("overlay: %s and %s are on the same side", mover, target)
	} else if partners == 0 {
		c.fl.SquaresErr = fmt.Errorf("overlay: %s has no ally to flank %s with", mover, target)
	}
	return &c.fl
}

// Cover returns the cover target has against attacker in e at version ver.
func (c *Computer) Cover(e *engine.Encounter, ver uint64, attacker, target string, ranged bool) *Cover {
	k := cvKey{e, ver, attacker, target, ranged}
	if c.cvOK && c.cvKey == k {
		return &c.cv
	}
	c.cvKey, c.cvOK = k, true
	res, err := e.Cover(attacker, target, ranged)
	c.cv = Cover{Attacker: attacker, Target: target, Ranged: ranged, Result: res, Err: err}
	return &c.cv
}

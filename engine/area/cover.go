package area

import (
	"fmt"

	"battlemap/engine"
	"battlemap/grid"
)

// Hit is one creature an area affects: a square of its space is in the area
// (AREAS.md §1.6), with the cover it has against the area by its system.
type Hit struct {
	ID string
	// At is the square of its space in the area that decided its cover (the
	// one with the least cover).
	At engine.Square
	// Cover is the degree in the system's words ("none", PF2e "standard",
	// PF1e/3.5 "cover", 5e "half" or "three-quarters").
	Cover string
	// Bonus is what the cover is worth against the area ("" for none).
	Bonus string

	sys    string
	why    coverWhy
	blk    grid.Block // what blocked the decisive line (terrain)
	by     string     // the creature that blocked it (5e)
	blocks int        // 5e: lines blocked of four
}

// coverWhy is the reason behind a Hit's cover.
type coverWhy uint8

const (
	clearLines   coverWhy = iota // the lines drawn are clear
	blockedLines                 // some line is blocked
	spreadRound                  // PF1e/3.5 spread: goes around corners
	cylinderWhy                  // PF1e/3.5 cylinder: ignores obstructions
	sourceWhy                    // the emanation's own source
)

// hits lists the creatures with a square of their space in the area.
func (c *Calc) hits() {
	for _, cr := range c.e.Creatures {
		if c.srcOK && cr.ID == c.s.From && !c.s.include(c.sys) {
			continue
		}
		r := c.space(cr)
		first, ok := engine.Square{}, false
		for y := r.Y; y < r.Y+r.H && !ok; y++ {
			for x := r.X; x < r.X+r.W; x++ {
				if c.Has(x, y) {
					first, ok = engine.Square{X: x, Y: y}, true
					break
				}
			}
		}
		if !ok {
			continue
		}
		h := Hit{ID: cr.ID, At: first, sys: c.sys}
		c.cover(&h, cr)
		c.res.Hits = append(c.res.Hits, h)
	}
}

// space returns the squares a creature is caught by: its own, or its
// mount's for a rider (a rider is in an area whenever any square of its
// mount is, PF2e CRB p.478; AREAS.md §1.6).
func (c *Calc) space(cr *engine.Creature) grid.Rect {
	if cr.Mount != "" {
		if m := c.e.Creature(cr.Mount); m != nil {
			return m.Rect()
		}
	}
	return cr.Rect()
}

// cover works out the cover the creature has against the area.
func (c *Calc) cover(h *Hit, cr *engine.Creature) {
	h.Cover = "none"
	if c.srcOK && cr.ID == c.s.From {
		h.why = sourceWhy
		return
	}
	switch c.e.System.CoverRule() {
	case engine.CoverCentre:
		// PF2e: the line from the point of origin to the centre of the
		// creature's space; terrain in the way is standard cover (CRB
		// p.477). Creatures give lesser cover, which adds nothing to saves.
		r := c.space(cr)
		ctr := grid.Pt{X: int64(r.X)*grid.Unit + int64(r.W)*grid.Unit/2, Y: int64(r.Y)*grid.Unit + int64(r.H)*grid.Unit/2}
		if b := c.g.LineTest(c.origin(), ctr, &c.ls); b.Blocked() {
			h.Cover, h.Bonus, h.why, h.blk = "standard", "+2 circumstance to Reflex saves", blockedLines, b
		}
	case engine.CoverCorners:
		switch c.s.Shape {
		case Spread:
			h.why = spreadRound
			return
		case Cylinder:
			h.why = cylinderWhy
			return
		}
		// PF1e/3.5: from the point of origin to the corners of its best
		// square in the area; a line blocked by terrain is cover, +2 on
		// Reflex saves (soft cover from creatures gives none).
		o := c.origin()
		best, bestBlk, bestAt := 2, grid.Block{}, h.At
		c.eachIn(c.space(cr), func(x, y int) {
			if best == 0 {
				return
			}
			level, blk := 0, grid.Block{}
			for _, to := range corners(x, y) {
				if b := c.g.LineTest(o, to, &c.ls); b.Blocked() {
					level, blk = 1, b
					break
				}
			}
			if level < best {
				best, bestBlk, bestAt = level, blk, engine.Square{X: x, Y: y}
			}
		})
		h.At = bestAt
		if best == 1 {
			h.Cover, h.Bonus, h.why, h.blk = "cover", "+2 on Reflex saves", blockedLines, bestBlk
		}
	case engine.CoverCount:
		c.count5e(h, cr)
	}
}

// count5e is the DMG's grid cover from the point of origin of an area
// (DMG p.251): lines from it to the four corners of one square of the
// target, counting those an obstacle or another creature blocks; the square
// with the fewest decides. An emanation's origin is the corner of its
// source's space that gives the fewest. 1–2 blocked: half cover (+2 to
// Dexterity saves), 3–4: three-quarters (+5) (PHB p.196).
func (c *Calc) count5e(h *Hit, cr *engine.Creature) {
	var origins [4]grid.Pt
	no := 1
	origins[0] = c.s.Origin
	if !c.s.HasOrigin {
		r := c.src
		origins = [4]grid.Pt{grid.P(r.X, r.Y), grid.P(r.X+r.W, r.Y), grid.P(r.X, r.Y+r.H), grid.P(r.X+r.W, r.Y+r.H)}
		no = 4
	}
	best := 5
	for _, o := range origins[:no] {
		c.eachIn(c.space(cr), func(x, y int) {
			if best == 0 {
				return
			}
			n, blk, by := 0, grid.Block{}, ""
			for _, to := range corners(x, y) {
				if b := c.g.LineTest(o, to, &c.ls); b.Blocked() {
					n, blk = n+1, b
				} else if w := c.blocker(cr, o, to); w != "" {
					n, by = n+1, w
				}
			}
			if n < best {
				best, h.At, h.blk, h.by = n, engine.Square{X: x, Y: y}, blk, by
			}
		})
	}
	h.blocks = best
	switch {
	case best >= 3:
		h.Cover, h.Bonus, h.why = "three-quarters", "+5 to Dexterity saving throws", blockedLines
	case best >= 1:
		h.Cover, h.Bonus, h.why = "half", "+2 to Dexterity saving throws", blockedLines
	}
}

// blocker returns the id of a creature whose space the line from a to b
// passes through (not the target, its mount or rider, nor the area's
// source), or "".
func (c *Calc) blocker(t *engine.Creature, a, b grid.Pt) string {
	for _, o := range c.e.Creatures {
		if o == t || o.ID == t.Mount || o.Mount == t.ID || (c.srcOK && o.ID == c.s.From) {
			continue
		}
		if grid.LineCrossesRect(a, b, o.Rect()) {
			return o.ID
		}
	}
	return ""
}

// eachIn calls fn for every square of r in the area.
func (c *Calc) eachIn(r grid.Rect, fn func(x, y int)) {
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if c.Has(x, y) {
				fn(x, y)
			}
		}
	}
}

func corners(x, y int) [4]grid.Pt {
	return [4]grid.Pt{grid.P(x, y), grid.P(x+1, y), grid.P(x, y+1), grid.P(x+1, y+1)}
}

// Why words, in one line, why the creature is affected and what its cover
// is worth, with the book and page.
func (h Hit) Why() string {
	in := fmt.Sprintf("%s: its square (%d,%d) is in the area", h.ID, h.At.X, h.At.Y)
	switch h.why {
	case sourceWhy:
		return in + "; it is the emanation's source"
	case spreadRound:
		return in + "; no cover bonus: a spread goes around corners (" + citeSys(h.sys, citeCover) + ")"
	case cylinderWhy:
		return in + "; no cover: a cylinder ignores obstructions in its area (" + citeSys(h.sys, citeCylinder) + ")"
	case clearLines:
		return in + "; no cover: the lines from the point of origin are clear (" + citeSys(h.sys, citeCover) + ")"
	}
	what := h.blk.Why()
	if h.by != "" && !h.blk.Blocked() {
		what = "passes through " + h.by
	}
	switch h.sys {
	case "pf2e":
		return fmt.Sprintf("%s; standard cover, %s: the line from the point of origin to the centre of its space %s (%s)", in, h.Bonus, what, citeSys(h.sys, citeCover))
	case "dnd5e":
		return fmt.Sprintf("%s; %s cover, %s: %d of the 4 lines from the point of origin are blocked, one %s (%s)", in, h.Cover, h.Bonus, h.blocks, what, citeSys(h.sys, citeCover))
	}
	return fmt.Sprintf("%s; cover, %s: a line from the point of origin to a corner of its square %s (%s)", in, h.Bonus, what, citeSys(h.sys, citeCover))
}

package engine

import (
	"battlemap/grid"
)

// The three procedures that draw cover lines (RULES.md A11, B11, C11, D11,
// E2). Each finds the degree with the lines that decided it; coverCtx.word
// says why for the table.

// centre is PF2e's procedure: the line from the centre of the attacker's
// space to the centre of the target's; terrain gives standard cover, a
// creature lesser, or standard when it is at least two sizes larger than
// both (RULES.md A11, CRB p.477).
func (c *coverCtx) centre() coverFind {
	l, terrain, by := c.line(center(c.a), center(c.t))
	c.best = append(c.best[:0], l)
	f := coverFind{lines: c.best, by: by, blk: l.blk}
	switch {
	case terrain && l.low > 0:
		f.level, f.why = 2, whyCentreLow
	case terrain:
		f.level, f.why = 2, whyCentreTerrain
	case by != nil && int(by.Size) >= int(c.att.Size)+2 && int(by.Size) >= int(c.tgt.Size)+2:
		f.level, f.why = 2, whyCentreBig
	case by != nil:
		f.level, f.why = 1, whyCentreCreature
	default:
		f.why = whyCentreClear
	}
	return f
}

// corners is the PF1e/3.5 procedure (RULES.md B11, C11): for a ranged or
// reach attack the attacker picks the corner of its squares giving the least
// cover and the best square of the target; any of the four lines to that
// square's corners blocked by terrain is cover, blocked only by creatures
// soft cover. Melee against an adjacent target counts only walls and solid
// squares between the two squares, from any corner.
func (c *coverCtx) corners(ranged bool) coverFind {
	dx, dy := grid.Gap(c.a, c.t)
	if !ranged && dx <= 1 && dy <= 1 {
		return c.adjacentMelee()
	}
	best := 3
	c.best = c.best[:0]
	for y := c.a.Y; y <= c.a.Y+c.a.H && best > 0; y++ {
		for x := c.a.X; x <= c.a.X+c.a.W && best > 0; x++ {
			from := grid.P(x, y)
			for ty := c.t.Y; ty < c.t.Y+c.t.H && best > 0; ty++ {
				for tx := c.t.X; tx < c.t.X+c.t.W && best > 0; tx++ {
					level := 0
					c.start()
					for _, to := range squareCorners(tx, ty) {
						l, terrain, by := c.line(from, to)
						c.cur = append(c.cur, l)
						if terrain {
							level = 2
						} else if by != nil && level < 1 {
							level = 1
						}
					}
					if level < best {
						best = level
						c.keep()
					}
				}
			}
		}
	}
	f := coverFind{level: best, lines: c.best}
	switch best {
	case 0:
		f.why = whyCornersClear
	case 1:
		f.why = whyCornersSoft
	default:
		f.why = whyCornersCover
		if anyLow(c.best) {
			f.why = whyCornersLow
		}
	}
	return f
}

// anyLow reports whether a low wall blocks one of the lines.
func anyLow(lines []CoverLine) bool {
	for _, l := range lines {
		if l.low > 0 {
			return true
		}
	}
	return false
}

// adjacentMelee: any line from any corner of the attacker's square to the
// target's square through a wall or solid square gives cover; a big
// creature uses the best pair of adjacent squares (RULES.md B11, C11).
func (c *coverCtx) adjacentMelee() coverFind {
	best := 3
	c.best = c.best[:0]
	for ay := c.a.Y; ay < c.a.Y+c.a.H; ay++ {
		for ax := c.a.X; ax < c.a.X+c.a.W; ax++ {
			for ty := c.t.Y; ty < c.t.Y+c.t.H; ty++ {
				for tx := c.t.X; tx < c.t.X+c.t.W; tx++ {
					if best == 0 || abs(ax-tx) > 1 || abs(ay-ty) > 1 {
						continue
					}
					level := 0
					c.start()
					for _, from := range squareCorners(ax, ay) {
						for _, to := range squareCorners(tx, ty) {
							if from == to {
								continue
							}
							l := CoverLine{From: from, To: to}
							if b := c.e.Grid.LineTest(from, to, &c.ls); b.Blocked() {
								l.Blocked, l.blk = true, b
								level = 2
							} else if c.lowWall(&l) {
								level = 2 // a low wall counts here too (C11)
							}
							c.cur = append(c.cur, l)
						}
					}
					if level < best {
						best = level
						c.keep()
					}
				}
			}
		}
	}
	if best == 2 {
		if anyLow(c.best) {
			return coverFind{level: 2, why: whyAdjacentLow, lines: c.best}
		}
		return coverFind{level: 2, why: whyAdjacentCover, lines: c.best}
	}
	return coverFind{level: 0, why: whyAdjacentClear, lines: c.best}
}

// count is the 5e DMG procedure (RULES.md D11): from a corner of the
// attacker's space to the four corners of one square of the target, count
// the lines blocked by obstacles or creatures; the attacker picks the corner
// and square with the fewest: 1–2 half cover, 3–4 three-quarters.
func (c *coverCtx) count() coverFind {
	best := 5
	c.best = c.best[:0]
	for _, from := range rectCorners(c.a) {
		for ty := c.t.Y; ty < c.t.Y+c.t.H && best > 0; ty++ {
			for tx := c.t.X; tx < c.t.X+c.t.W && best > 0; tx++ {
				n := 0
				c.start()
				for _, to := range squareCorners(tx, ty) {
					l, _, _ := c.line(from, to)
					if l.Blocked {
						n++
					}
					c.cur = append(c.cur, l)
				}
				if n < best {
					best = n
					c.keep()
				}
			}
		}
	}
	f := coverFind{n: best, why: whyCounted, lines: c.best}
	switch {
	case best >= 3 && halfOnly(c.best):
		// A low wall is half cover (PHB "Cover"); creatures and low walls
		// together are not more (the best source counts).
		f.level, f.why = 1, whyCountedLow
	case best >= 3:
		f.level = 2
	case best >= 1:
		f.level = 1
	}
	return f
}

// halfOnly reports whether the lines are blocked by low walls (and
// creatures), one low wall at least, and no terrain.
func halfOnly(lines []CoverLine) bool {
	low := false
	for _, l := range lines {
		if l.blk.Blocked() {
			return false
		}
		low = low || l.low > 0
	}
	return low
}

func squareCorners(x, y int) [4]grid.Pt {
	return [4]grid.Pt{grid.P(x, y), grid.P(x+1, y), grid.P(x, y+1), grid.P(x+1, y+1)}
}

func rectCorners(r grid.Rect) [4]grid.Pt {
	return [4]grid.Pt{grid.P(r.X, r.Y), grid.P(r.X+r.W, r.Y), grid.P(r.X, r.Y+r.H), grid.P(r.X+r.W, r.Y+r.H)}
}

// center returns the centre of a space.
func center(r grid.Rect) grid.Pt {
	return grid.Pt{X: int64(r.X)*grid.Unit + int64(r.W)*grid.Unit/2, Y: int64(r.Y)*grid.Unit + int64(r.H)*grid.Unit/2}
}

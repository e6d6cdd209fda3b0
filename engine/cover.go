package engine

import (
	"fmt"

	"battlemap/grid"
)

// coverWords are the degrees of cover in each system's words, from none up.
var coverWords = map[CoverRule][]string{
	CoverCentre:  {"none", "lesser", "standard", "greater", "total"},
	CoverCorners: {"none", "soft", "cover", "improved", "total"},
	CoverCount:   {"none", "half", "three-quarters", "total"},
}

// coverBonus words what each degree is worth (RULES.md A11, B11, C11, D11).
var coverBonus = map[CoverRule][]string{
	CoverCentre:  {"", "+1 circumstance to AC", "+2 circumstance to AC, Reflex and Stealth", "+4 circumstance to AC, Reflex and Stealth", "cannot be targeted: no line of effect"},
	CoverCorners: {"", "+4 AC against ranged and reach attacks (soft cover)", "+4 AC, +2 Reflex", "+8 AC, +4 Reflex", "cannot be attacked: no line of effect"},
	CoverCount:   {"", "+2 AC and Dexterity saves", "+5 AC and Dexterity saves", "cannot be targeted directly"},
}

// coverCtx holds what one cover computation needs: the two spaces and the
// other creatures that may stand in the way.
type coverCtx struct {
	e        *Encounter
	att, tgt *Creature
	a, t     grid.Rect
	ls       grid.LineScratch
}

// Cover returns the cover target has against attacker's melee or ranged
// attack, with the lines drawn. For a melee attack on a target out of reach
// the degree is "" (no answer).
func (e *Encounter) Cover(attacker, target string, ranged bool) (CoverResult, error) {
	a, err := e.Lookup(attacker)
	if err != nil {
		return CoverResult{}, err
	}
	t, err := e.Lookup(target)
	if err != nil {
		return CoverResult{}, err
	}
	if a == t {
		return CoverResult{}, fmt.Errorf("engine: %q cannot attack itself", attacker)
	}
	c := e.coverScratch(a, t, e.attackSpace(a), e.attackSpace(t))
	return c.verdict(ranged), nil
}

// verdict applies the system's procedure.
func (c *coverCtx) verdict(ranged bool) CoverResult {
	rule := c.e.System.CoverRule()
	words := coverWords[rule]
	res := func(level int, why string, lines []CoverLine) CoverResult {
		for i := range lines {
			lines[i].word()
		}
		return CoverResult{Degree: words[level], Bonus: coverBonus[rule][level], Lines: lines, Why: why}
	}
	if !ranged && !c.e.threatensSpace(c.att, c.a, c.t, &c.ls) {
		return CoverResult{Why: fmt.Sprintf("%s is out of %s's melee reach", c.tgt.ID, c.att.ID)}
	}
	if !c.lineOfEffect() {
		return res(len(words)-1, "no line of effect: every line between the two spaces is blocked", nil)
	}
	switch rule {
	case CoverCentre:
		return c.centre(res)
	case CoverCorners:
		return c.corners(ranged, res)
	}
	return c.count(res)
}

// lineOfEffect reports whether some line between the interiors of the two
// spaces is unblocked: tested between each square's centre and its corners
// moved 1/1024 of a square inside (SCENARIO-FORMAT.md "cover": total).
func (c *coverCtx) lineOfEffect() bool {
	const in = grid.Unit / 1024
	pts := func(x, y int) [5]grid.Pt {
		p := grid.P(x, y)
		return [5]grid.Pt{grid.Center(x, y), {X: p.X + in, Y: p.Y + in}, {X: p.X + grid.Unit - in, Y: p.Y + in},
			{X: p.X + in, Y: p.Y + grid.Unit - in}, {X: p.X + grid.Unit - in, Y: p.Y + grid.Unit - in}}
	}
	// Centres first: almost always one of those lines is clear.
	for pass := 0; pass < 2; pass++ {
		for ay := c.a.Y; ay < c.a.Y+c.a.H; ay++ {
			for ax := c.a.X; ax < c.a.X+c.a.W; ax++ {
				pa := pts(ax, ay)
				for ty := c.t.Y; ty < c.t.Y+c.t.H; ty++ {
					for tx := c.t.X; tx < c.t.X+c.t.W; tx++ {
						pt := pts(tx, ty)
						n := 1
						if pass == 1 {
							n = 5
						}
						for i := 0; i < n; i++ {
							for j := 0; j < n; j++ {
								if !c.e.Grid.LineTest(pa[i], pt[j], &c.ls).Blocked() {
									return true
								}
							}
						}
					}
				}
			}
		}
	}
	return false
}

// line draws one line and says what blocks it: terrain first, then
// creatures other than the attacker and the target.
func (c *coverCtx) line(from, to grid.Pt) (CoverLine, bool, *Creature) {
	l := CoverLine{From: from, To: to}
	if b := c.e.Grid.LineTest(from, to, &c.ls); b.Blocked() {
		l.Blocked, l.blk = true, b
		return l, true, nil
	}
	var worst *Creature
	// Bounding box of the line in squares, to skip far creatures cheaply.
	bx0, bx1 := int(min(from.X, to.X)/grid.Unit)-1, int(max(from.X, to.X)/grid.Unit)+1
	by0, by1 := int(min(from.Y, to.Y)/grid.Unit)-1, int(max(from.Y, to.Y)/grid.Unit)+1
	for _, o := range c.e.Creatures {
		if o.X > bx1 || o.Y > by1 || o.X+o.SpaceW < bx0 || o.Y+o.SpaceH < by0 {
			continue
		}
		if o == c.att || o == c.tgt || o.Mount == c.att.ID || c.att.Mount == o.ID || o.Mount == c.tgt.ID || c.tgt.Mount == o.ID {
			continue
		}
		if grid.LineCrossesRect(from, to, o.Rect()) && (worst == nil || o.Size > worst.Size) {
			worst = o
		}
	}
	if worst != nil {
		l.Blocked, l.who = true, worst.ID
	}
	return l, false, worst
}

// centre is PF2e's procedure: the line from the centre of the attacker's
// space to the centre of the target's; terrain gives standard cover, a
// creature lesser, or standard when it is at least two sizes larger than
// both (RULES.md A11, CRB p.477).
func (c *coverCtx) centre(res func(int, string, []CoverLine) CoverResult) CoverResult {
	l, terrain, by := c.line(center(c.a), center(c.t))
	lines := []CoverLine{l}
	switch {
	case terrain:
		return res(2, "the centre line "+l.blk.Why()+": standard cover (PF2e CRB p.477)", lines)
	case by != nil && int(by.Size) >= int(c.att.Size)+2 && int(by.Size) >= int(c.tgt.Size)+2:
		return res(2, fmt.Sprintf("the centre line passes %s, two or more sizes larger than both: standard cover (PF2e CRB p.477)", by.ID), lines)
	case by != nil:
		return res(1, fmt.Sprintf("the centre line passes through %s: lesser cover (PF2e CRB p.477)", by.ID), lines)
	}
	return res(0, "the centre line is clear", lines)
}

// corners is the PF1e/3.5 procedure (RULES.md B11, C11): for a ranged or
// reach attack the attacker picks the corner of its squares giving the least
// cover and the best square of the target; any of the four lines to that
// square's corners blocked by terrain is cover, blocked only by creatures
// soft cover. Melee against an adjacent target counts only walls and solid
// squares between the two squares, from any corner.
func (c *coverCtx) corners(ranged bool, res func(int, string, []CoverLine) CoverResult) CoverResult {
	dx, dy := grid.Gap(c.a, c.t)
	if !ranged && dx <= 1 && dy <= 1 {
		return c.adjacentMelee(res)
	}
	best, bestLines := 3, []CoverLine(nil)
	for y := c.a.Y; y <= c.a.Y+c.a.H && best > 0; y++ {
		for x := c.a.X; x <= c.a.X+c.a.W && best > 0; x++ {
			from := grid.P(x, y)
			c.eachSquare(c.t, func(tx, ty int) {
				if best == 0 {
					return
				}
				level, lines := 0, make([]CoverLine, 0, 4)
				for _, to := range squareCorners(tx, ty) {
					l, terrain, by := c.line(from, to)
					lines = append(lines, l)
					if terrain {
						level = 2
					} else if by != nil && level < 1 {
						level = 1
					}
				}
				if level < best {
					best, bestLines = level, lines
				}
			})
		}
	}
	why := "a line from the best corner is blocked"
	switch best {
	case 0:
		why = "all four lines from the best corner are clear"
	case 1:
		why = "from the best corner, only creatures are in the way: soft cover (" + c.e.citeOf(topicCover) + ")"
	case 2:
		why = "from every corner, some line is blocked by a wall or solid square: cover (" + c.e.citeOf(topicCover) + ")"
	}
	return res(best, why, bestLines)
}

// adjacentMelee: any line from any corner of the attacker's square to the
// target's square through a wall or solid square gives cover; a big
// creature uses the best pair of adjacent squares (RULES.md B11, C11).
func (c *coverCtx) adjacentMelee(res func(int, string, []CoverLine) CoverResult) CoverResult {
	best, bestLines := 3, []CoverLine(nil)
	c.eachSquare(c.a, func(ax, ay int) {
		c.eachSquare(c.t, func(tx, ty int) {
			if best == 0 || abs(ax-tx) > 1 || abs(ay-ty) > 1 {
				return
			}
			level, lines := 0, make([]CoverLine, 0, 16)
			for _, from := range squareCorners(ax, ay) {
				for _, to := range squareCorners(tx, ty) {
					if from == to {
						continue
					}
					l := CoverLine{From: from, To: to}
					if b := c.e.Grid.LineTest(from, to, &c.ls); b.Blocked() {
						l.Blocked, l.blk = true, b
						level = 2
					}
					lines = append(lines, l)
				}
			}
			if level < best {
				best, bestLines = level, lines
			}
		})
	})
	if best == 2 {
		return res(2, "adjacent melee: a line between the two squares goes through a wall or solid square: cover ("+c.e.citeOf(topicCover)+")", bestLines)
	}
	return res(0, "adjacent melee: no wall between the two squares (creatures give no cover here)", bestLines)
}

// count is the 5e DMG procedure (RULES.md D11): from a corner of the
// attacker's space to the four corners of one square of the target, count
// the lines blocked by obstacles or creatures; the attacker picks the corner
// and square with the fewest: 1–2 half cover, 3–4 three-quarters.
func (c *coverCtx) count(res func(int, string, []CoverLine) CoverResult) CoverResult {
	best, bestLines := 5, []CoverLine(nil)
	for _, from := range rectCorners(c.a) {
		c.eachSquare(c.t, func(tx, ty int) {
			if best == 0 {
				return
			}
			n, lines := 0, make([]CoverLine, 0, 4)
			for _, to := range squareCorners(tx, ty) {
				l, _, _ := c.line(from, to)
				if l.Blocked {
					n++
				}
				lines = append(lines, l)
			}
			if n < best {
				best, bestLines = n, lines
			}
		})
	}
	level := 0
	switch {
	case best >= 3:
		level = 2
	case best >= 1:
		level = 1
	}
	return res(level, fmt.Sprintf("from the best corner, %d of 4 lines are blocked (DMG p.251)", best), bestLines)
}

func (c *coverCtx) eachSquare(r grid.Rect, fn func(x, y int)) {
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			fn(x, y)
		}
	}
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

// coverScratch returns a cover context set up for one attacker and target.
func (e *Encounter) coverScratch(att, tgt *Creature, a, t grid.Rect) *coverCtx {
	return &coverCtx{e: e, att: att, tgt: tgt, a: a, t: t}
}

// word fills By from what blocked the line.
func (l *CoverLine) word() {
	switch {
	case l.blk.Blocked():
		l.By = l.blk.Why()
	case l.who != "":
		l.By = "creature " + l.who
	}
}

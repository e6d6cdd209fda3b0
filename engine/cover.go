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
	// cur and best are the lines being drawn and the best set so far:
	// reused between computations, so that the rules' own checks (may a
	// creature react to a mover that has cover?) allocate nothing.
	cur, best []CoverLine
	// lowSkip says why a low wall a line crossed gave no cover (the
	// 30-ft rule or the nearer attacker's, PF1e and 3.5); 0 for none.
	lowSkip uint8
}

// start empties the lines being drawn.
func (c *coverCtx) start() { c.cur = c.cur[:0] }

// keep makes the lines being drawn the best set so far.
func (c *coverCtx) keep() { c.cur, c.best = c.best, c.cur }

// Cover returns the cover target has against attacker's melee or ranged
// attack, with the lines drawn. For a melee attack on a target beyond the
// attacker's reach the degree is "" (no answer); a target within reach
// that no line reaches, as behind a wall along the whole edge it shares
// with the attacker, has total cover.
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
	v := c.verdict(ranged)
	v.Lines = append([]CoverLine(nil), v.Lines...) // the answer owns its lines
	return v, nil
}

// coverWhy is the rule that decided a cover verdict, worded only when the
// table asks (coverCtx.word), so the rules' own checks allocate nothing.
type coverWhy uint8

// The reasons.
const (
	whyCannotAttack coverWhy = iota
	whyOutOfReach
	whyNoLineOfEffect
	whyCentreTerrain
	whyCentreBig
	whyCentreCreature
	whyCentreClear
	whyCornersClear
	whyCornersSoft
	whyCornersCover
	whyAdjacentCover
	whyAdjacentClear
	whyCounted
	whyCentreLow
	whyCornersLow
	whyAdjacentLow
	whyCountedLow
)

// coverFind is a cover verdict before it is worded: the degree (an index
// of coverWords, -1 for no answer), the reason and what it names.
type coverFind struct {
	level int
	why   coverWhy
	n     int        // 5e: lines blocked from the best corner
	by    *Creature  // PF2e: the creature the centre line passes
	blk   grid.Block // PF2e: what blocks the centre line
	lines []CoverLine
}

// verdict applies the system's procedure and words it.
func (c *coverCtx) verdict(ranged bool) CoverResult { return c.word(c.find(ranged)) }

// find applies the system's procedure. A melee attack needs the target
// within reach, measured as the system measures reach, whatever stands in
// between (RULES.md A8, B8, C8, D8); what stands in between is cover, and
// with no line of effect at all, total cover (A11, B11, C11, D11).
func (c *coverCtx) find(ranged bool) coverFind {
	if !ranged {
		if !canAttack(c.att) {
			return coverFind{level: -1, why: whyCannotAttack}
		}
		if !c.e.withinReach(c.att, c.a, c.t) {
			return coverFind{level: -1, why: whyOutOfReach}
		}
	}
	rule := c.e.System.CoverRule()
	if !c.lineOfEffect() {
		return coverFind{level: len(coverWords[rule]) - 1, why: whyNoLineOfEffect}
	}
	switch rule {
	case CoverCentre:
		return c.centre()
	case CoverCorners:
		return c.corners(ranged)
	}
	return c.count()
}

// word turns a finding into the answer for the table.
func (c *coverCtx) word(f coverFind) CoverResult {
	if f.level < 0 {
		if f.why == whyCannotAttack {
			return CoverResult{Why: fmt.Sprintf("%s cannot attack", c.att.ID)}
		}
		return CoverResult{Why: fmt.Sprintf("%s is out of %s's melee reach", c.tgt.ID, c.att.ID)}
	}
	rule := c.e.System.CoverRule()
	for i := range f.lines {
		f.lines[i].word()
	}
	res := CoverResult{Degree: coverWords[rule][f.level], Bonus: coverBonus[rule][f.level], Lines: f.lines}
	cite := ""
	if rule == CoverCorners {
		cite = c.e.citeOf(topicCover)
	}
	switch f.why {
	case whyNoLineOfEffect:
		res.Why = "no line of effect: every line between the two spaces is blocked"
	case whyCentreTerrain:
		res.Why = "the centre line " + f.blk.Why() + ": standard cover (PF2e CRB p.477)"
	case whyCentreBig:
		res.Why = fmt.Sprintf("the centre line passes %s, two or more sizes larger than both: standard cover (PF2e CRB p.477)", f.by.ID)
	case whyCentreCreature:
		res.Why = fmt.Sprintf("the centre line passes through %s: lesser cover (PF2e CRB p.477)", f.by.ID)
	case whyCentreClear:
		res.Why = "the centre line is clear"
	case whyCornersClear:
		res.Why = "all four lines from the best corner are clear"
	case whyCornersSoft:
		res.Why = "from the best corner, only creatures are in the way: soft cover (" + cite + ")"
	case whyCornersCover:
		res.Why = "from every corner, some line is blocked by a wall or solid square: cover (" + cite + ")"
	case whyAdjacentCover:
		res.Why = "adjacent melee: a line between the two squares goes through a wall or solid square: cover (" + cite + ")"
	case whyAdjacentClear:
		res.Why = "adjacent melee: no wall between the two squares (creatures give no cover here)"
	case whyCounted:
		res.Why = fmt.Sprintf("from the best corner, %d of 4 lines are blocked (DMG p.251)", f.n)
	case whyCentreLow:
		res.Why = "the centre line crosses a low wall: standard cover (PF2e CRB p.477)"
	case whyCornersLow:
		res.Why = "from every corner, some line crosses a wall or a low obstacle within 30 ft of the target, which the attacker is not nearer to: cover (" + cite + ")"
	case whyAdjacentLow:
		res.Why = "adjacent melee: a line between the two squares crosses a low wall: cover (" + cite + ")"
	case whyCountedLow:
		res.Why = fmt.Sprintf("from the best corner, %d of 4 lines are blocked, by a low wall: half cover (PHB \"Cover\"; DMG p.251)", f.n)
	}
	if rule == CoverCorners && f.level < 2 && c.lowSkip != 0 {
		w := lowFarWord
		if c.lowSkip == lowNearer {
			w = lowNearWrd
		}
		res.Why += "; " + w + " (" + cite + ")"
	}
	return res
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
		n := 1
		if pass == 1 {
			n = 5
		}
		for ay := c.a.Y; ay < c.a.Y+c.a.H; ay++ {
			for ax := c.a.X; ax < c.a.X+c.a.W; ax++ {
				pa := pts(ax, ay)
				for ty := c.t.Y; ty < c.t.Y+c.t.H; ty++ {
					for tx := c.t.X; tx < c.t.X+c.t.W; tx++ {
						pt := pts(tx, ty)
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

// line draws one line and says what blocks it: terrain first (a low wall
// that gives cover counts as terrain), then creatures other than the
// attacker and the target.
func (c *coverCtx) line(from, to grid.Pt) (CoverLine, bool, *Creature) {
	l := CoverLine{From: from, To: to}
	if b := c.e.Grid.LineTest(from, to, &c.ls); b.Blocked() {
		l.Blocked, l.blk = true, b
		return l, true, nil
	}
	if c.lowWall(&l) {
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

// coverScratch returns a cover context set up for one attacker and target.
func (e *Encounter) coverScratch(att, tgt *Creature, a, t grid.Rect) *coverCtx {
	return &coverCtx{e: e, att: att, tgt: tgt, a: a, t: t}
}

// reset sets a kept context up for another attacker and target, keeping
// its buffers.
func (c *coverCtx) reset(e *Encounter, att, tgt *Creature, a, t grid.Rect) {
	c.e, c.att, c.tgt, c.a, c.t = e, att, tgt, a, t
	c.lowSkip = 0
}

// Why a low wall gave no cover.
const (
	lowTooFar  uint8 = 1 // the target is more than 30 ft from it
	lowNearer  uint8 = 2 // the attacker is nearer to it than the target
	lowFarWord       = "a low wall more than 30 ft from the target gives it no cover"
	lowNearWrd       = "a low wall nearer the attacker than the target gives no cover"
)

// lowWall reports whether line l crosses a low wall that gives cover, and
// marks l blocked by it. In PF1e and 3.5 a low obstacle covers only a
// target within 30 ft of it, and not against an attacker nearer to it
// than the target (RULES.md B11, C11); in PF2e and 5e it always does (a
// low wall is the PHB's example of half cover). Of several low walls on
// the line, any that covers is enough.
func (c *coverCtx) lowWall(l *CoverLine) bool {
	g := c.e.Grid
	if !g.HasLowWalls() {
		return false
	}
	for _, id := range g.LowLineHits(l.From, l.To, &c.ls) {
		if c.e.System.CoverRule() == CoverCorners {
			dt, da := c.lowDistance(int(id), c.t), c.lowDistance(int(id), c.a)
			switch {
			case dt > 6:
				c.lowSkip = max(c.lowSkip, lowTooFar)
				continue
			case da < dt:
				c.lowSkip = max(c.lowSkip, lowNearer)
				continue
			}
		}
		l.Blocked, l.low = true, int(id)+1
		return true
	}
	return false
}

// lowDistance is how many squares space r is from low wall id, by the
// system's count: 0 next to it.
func (c *coverCtx) lowDistance(id int, r grid.Rect) int {
	best := -1
	c.e.Grid.LowWallSquares(id, func(x, y int) {
		dx, dy := grid.Gap(r, grid.Rect{X: x, Y: y, W: 1, H: 1})
		if d := grid.Alternating.Squares(dx, dy); best < 0 || d < best {
			best = d
		}
	})
	return max(best, 0)
}

// word fills By from what blocked the line.
func (l *CoverLine) word() {
	switch {
	case l.blk.Blocked():
		l.By = l.blk.Why()
	case l.low > 0:
		l.By = fmt.Sprintf("crosses low wall %d", l.low-1)
	case l.who != "":
		l.By = "creature " + l.who
	}
}

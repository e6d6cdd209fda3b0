package game

import (
	"image/color"
	"math"

	"battlemap/engine"
	"battlemap/game/board"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// drawTokens draws every creature: a disc filling its space (an ellipse
// when it squeezes into a narrower space; a quarter square for Tiny and
// smaller, which share squares), in its side's colour, with its id. A
// prone creature is flattened and marked P, a helpless one washed out and
// marked H. The selected creature has a yellow ring, the target a
// vermilion crosshair, the active creature a gold arrow; a flanked
// creature carries a green F.
func (r *renderer) drawTokens(b *board.Board, cam view.Camera) {
	e := b.Encounter()
	var flanked map[string][]string
	if b.Layers().Flanking {
		if fl := b.Flanking(); fl != nil && fl.Err == nil {
			flanked = fl.Flanked
		}
	}
	for _, t := range b.Tokens() {
		faded := t.C.ID == b.Dragging()
		r.drawToken(b, cam, t, e.Turn.Active == t.C.ID, t.C.ID == b.Selected(), t.C.ID == b.Target(), len(flanked[t.C.ID]) > 0, faded)
	}
}

// drawToken draws one token.
func (r *renderer) drawToken(b *board.Board, cam view.Camera, t board.Token, active, selected, target, flanked, faded bool) {
	g := r.flat
	x0, y0 := cam.ToScreen(t.X0, t.Y0)
	x1, y1 := cam.ToScreen(t.X1, t.Y1)
	cx, cy := float32((x0+x1)/2), float32((y0+y1)/2)
	rx, ry := float32((x1-x0)/2*0.86), float32((y1-y0)/2*0.86)
	c := t.C
	col := r.sideColor(b, c.Side)
	if c.Has(engine.Helpless) {
		col = grey(col)
	}
	if c.Has(engine.Prone) {
		cy += ry * 0.35
		ry *= 0.55
	}
	hidden := c.Hidden && b.View() == board.GMScreen
	if faded || hidden {
		col = alpha(col, 0x70)
	}
	line := max(1.5, float32(cam.Scale)*0.035)
	unit := float32(cam.Scale)
	if b.MiniRings() {
		r.drawBaseRing(b, cx, cy, rx, ry, unit, col, active, c.ID)
		return
	}
	// Discs stacked from the outside in: selection ring, turn ring,
	// outline, body.
	if selected {
		w := max(3, unit*0.09)
		g.softEllipse(cx, cy, rx+w*2.2, ry+w*2.2, colPath)
		g.softEllipse(cx, cy, rx+w*1.6, ry+w*1.6, colSelect)
	}
	if active {
		g.softEllipse(cx, cy, rx+line*2.8, ry+line*2.8, colTurn)
	}
	if hidden {
		// A violet ring and a "hidden" tag: the players do not see it.
		w := max(2.5, unit*0.07)
		g.ring(cx, cy, rx+w*1.5, ry+w*1.5, w, colHidden)
		r.labels = append(r.labels, label{s: b.Tr().T("hidden"), x: float64(cx), y: float64(cy + ry + w*2.5), size: math.Max(11*b.UI(), math.Min(float64(unit)*0.2, 18*b.UI())), bold: true, c: colHidden, ax: 0.5, ay: 0, box: true})
	}
	g.softEllipse(cx, cy, rx+line/2, ry+line/2, rgba(0x10, 0x10, 0x10, 0xff))
	g.softEllipse(cx, cy, rx-line/2, ry-line/2, col)
	if c.Has(engine.Helpless) {
		// A diagonal bar: helpless is seen without colour.
		g.softLine(cx-rx*0.6, cy+ry*0.6, cx+rx*0.6, cy-ry*0.6, line*1.5, rgba(0x20, 0x20, 0x20, 0xb0))
	}
	if target {
		w := max(2, unit*0.06)
		rr := max(rx, ry) + w*2.5
		g.ring(cx, cy, rr, rr, w, colDanger)
		for _, d := range [4][2]float32{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			g.softLine(cx+d[0]*(rr-w*2), cy+d[1]*(rr-w*2), cx+d[0]*(rr+w*2.5), cy+d[1]*(rr+w*2.5), w, colDanger)
		}
	}
	if active {
		// A gold arrow above the token, outlined so it reads on any ground.
		a := max(9, unit*0.24)
		tip := cy - ry - max(3, unit*0.06)
		o := max(1.5, a*0.14)
		g.triangle(cx-a*0.8-o*1.6, tip-a*1.1-o, cx+a*0.8+o*1.6, tip-a*1.1-o, cx, tip+o*1.8, colPath)
		g.triangle(cx-a*0.8, tip-a*1.1, cx+a*0.8, tip-a*1.1, cx, tip, colTurn)
	}
	// The id as large as fits across the disc, readable from across the
	// table: at most 26 px (times the interface scale) and half the disc,
	// shrunk to fit, then in two rows (a name in Chinese or Japanese
	// breaks between any two characters), cut only below 8 px.
	diam := float64(2 * min(rx, max(ry, rx*0.55)))
	rows, size := ui.Box(r.fonts.measure, c.ID, diam*0.9, float64(2*ry)*0.85,
		math.Min(diam*0.5, 26*b.UI()), 7*b.UI(), true, 2)
	ly := float64(cy) - float64(len(rows)-1)*size*ui.BoxLine/2
	for i, row := range rows {
		r.labels = append(r.labels, label{s: row, x: float64(cx), y: ly + float64(i)*size*ui.BoxLine, size: size, bold: true, c: colText, ax: 0.5, ay: 0.5})
	}
	if hp, ok := b.HitPoints(c); ok {
		r.drawHP(b, hp, cx, cy+ry, rx, unit)
	}
	// Badges readable at a glance: at least 12 px (times the interface
	// scale), as large as a third of the token up to 20.
	badge := math.Max(12*b.UI(), math.Min(float64(min(rx, ry))*0.5, 20*b.UI()))
	bx, by := float64(cx+rx)+badge*0.2, float64(cy+ry*0.6)
	conds := b.ConditionBadges(c) // the system's conditions, by their first letters
	for _, m := range []struct {
		on  bool
		s   string
		col color.RGBA
	}{{c.Has(engine.Prone), "P", rgb(0x44, 0x44, 0x44)}, {c.Has(engine.Helpless), "H", rgb(0x44, 0x44, 0x44)}, {flanked, "F", colFlank},
		{len(conds) > 0, at(conds, 0), colDanger}, {len(conds) > 1, at(conds, 1), colDanger}, {len(conds) > 2, at(conds, 2), colDanger}} {
		if !m.on {
			continue
		}
		g.softCircle(float32(bx), float32(by), float32(badge*0.75)+1.5, colText)
		g.softCircle(float32(bx), float32(by), float32(badge*0.75), m.col)
		r.labels = append(r.labels, label{s: m.s, x: bx, y: by, size: badge, bold: true, c: colText, ax: 0.5, ay: 0.5})
		by -= badge * 1.6
	}
}

// drawBaseRing draws a token as the ring of its miniature's base: a thick
// ring in its side's colour (gold while it is its turn) and its id under
// it, so that the miniature standing there hides nothing.
func (r *renderer) drawBaseRing(b *board.Board, cx, cy, rx, ry, unit float32, col color.RGBA, active bool, id string) {
	g := r.flat
	w := max(3, unit*0.08)
	if active {
		g.ring(cx, cy, rx+w, ry+w, w, colTurn)
	}
	g.ring(cx, cy, rx, ry, w, rgba(0x10, 0x10, 0x10, 0xff))
	g.ring(cx, cy, rx-w*0.25, ry-w*0.25, w*0.6, col)
	size := math.Max(11*b.UI(), math.Min(float64(unit)*0.18, 18*b.UI()))
	r.labels = append(r.labels, label{s: id, x: float64(cx), y: float64(cy + ry + w), size: size, bold: true, c: colText, ax: 0.5, ay: 0, box: true})
}

// drawHP draws a token's hit points under it: a bar (green, amber at half,
// vermilion at a quarter) and the numbers or the word over it.
func (r *renderer) drawHP(b *board.Board, hp board.TokenHP, cx, bottom, rx, unit float32) {
	g := r.flat
	h := max(4, unit*0.09)
	y := bottom - h*0.5
	if hp.Bar {
		w := rx * 1.6
		g.rect(cx-w/2-1, y-1, w+2, h+2, rgba(0x10, 0x10, 0x10, 0xe0))
		c := colFlank
		switch {
		case hp.Frac <= 0.25:
			c = colDanger
		case hp.Frac <= 0.5:
			c = colTurn
		}
		g.rect(cx-w/2, y, w*float32(hp.Frac), h, c)
	}
	if hp.Text != "" {
		size := math.Max(10*b.UI(), math.Min(float64(unit)*0.18, 16*b.UI()))
		r.labels = append(r.labels, label{s: hp.Text, x: float64(cx), y: float64(y + h + 1), size: size, bold: true, c: colText, ax: 0.5, ay: 0, box: true})
	}
}

// at returns ss[i], or "" past its end.
func at(ss []string, i int) string {
	if i < len(ss) {
		return ss[i]
	}
	return ""
}

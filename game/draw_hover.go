package game

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/engine"
	"battlemap/game/board"
	"battlemap/game/overlay"
	"battlemap/game/view"
)

// drawHover draws what follows the pointer: the hovered square, the path
// preview with running costs and attack-of-opportunity markers, the
// dragged token's ghost, and the cover lines.
func (r *renderer) drawHover(dst *ebiten.Image, b *board.Board) {
	cam := b.Camera()
	s := float32(cam.Scale)
	r.labels = r.labels[:0]
	r.hover.begin(dst)
	hv, ok := b.Hover()
	if ok {
		sx, sy := cam.ToScreen(float64(hv.X), float64(hv.Y))
		t := max(2, s*0.05)
		r.hover.frame(float32(sx), float32(sy), s, s, t, colHover)
	}
	l := b.Layers()
	pending := b.Encounter().Turn.Pending
	if pv := b.Preview(); pv != nil && (l.Path || b.Dragging() != "") && pending == nil {
		r.drawPreview(b, cam, pv)
	}
	if l.Cover {
		if cv := b.Cover(); cv != nil && cv.Err == nil {
			r.drawCover(b, cam, cv)
		}
	}
	r.drawTurnHints(b, cam)
	r.drawAreaTool(b, cam)
	r.hover.flush()
	r.flushLabels(dst)
}

// drawTurnHints draws the rest of a movement stopped for reactions
// (dashed vermilion) and what an armed action shows before it is confirmed:
// a charge's lane from the charger to the square it ends in (gold, the
// end framed), and the square a withdrawing creature starts in, safe from
// the enemies it can see (framed green with a "safe" tag).
func (r *renderer) drawTurnHints(b *board.Board, cam view.Camera) {
	e := b.Encounter()
	s := float32(cam.Scale)
	t := max(3, s*0.08)
	if pm := e.Turn.Pending; pm != nil && len(pm.Steps) > 1 {
		// The rest of the stopped movement: where it goes once the
		// reactions are answered.
		r.polyline(cam, pm.Steps, max(5, s*0.15), colCasing, false)
		r.polyline(cam, pm.Steps, max(2.5, s*0.08), colDanger, true)
		end := pm.Steps[len(pm.Steps)-1]
		ex, ey := centre(cam, end.X, end.Y, end.W, end.H)
		r.labels = append(r.labels, label{s: b.Tr().T("then on to here"), x: float64(ex), y: float64(ey) - float64(s)*0.55,
			size: board.FontSize * b.UI(), bold: true, c: colText, ax: 0.5, ay: 1, box: true})
	}
	if who, _, end, ok := b.Charge(); ok {
		if c := e.Creature(who); c != nil {
			x0, y0 := centre(cam, c.X, c.Y, c.SpaceW, c.SpaceH)
			x1, y1 := centre(cam, end.X, end.Y, c.SpaceW, c.SpaceH)
			r.hover.softRoundLine(x0, y0, x1, y1, t*1.8, colCasing)
			r.hover.softRoundLine(x0, y0, x1, y1, t, colTurn)
			sx, sy := cam.ToScreen(float64(end.X), float64(end.Y))
			r.hover.frame(float32(sx), float32(sy), s*float32(c.SpaceW), s*float32(c.SpaceH), t, colTurn)
			r.labels = append(r.labels, label{s: b.Tr().T("charge ends here"), x: sx + float64(s)*float64(c.SpaceW)/2, y: sy - 4,
				size: board.FontSize * b.UI(), bold: true, c: colText, ax: 0.5, ay: 1, box: true})
		}
	}
	if who := b.Withdrawing(); who != "" {
		if c := e.Creature(who); c != nil {
			sx, sy := cam.ToScreen(float64(c.X), float64(c.Y))
			r.hover.frame(float32(sx)-t, float32(sy)-t, s*float32(c.SpaceW)+2*t, s*float32(c.SpaceH)+2*t, t, colClear)
			r.labels = append(r.labels, label{s: b.Tr().T("safe start square"), x: sx + float64(s)*float64(c.SpaceW)/2, y: sy - 2*float64(t),
				size: board.FontSize * b.UI(), bold: true, c: colText, ax: 0.5, ay: 1, box: true})
		}
	}
}

// centre returns the screen centre of a space.
func centre(cam view.Camera, x, y, w, h int) (float32, float32) {
	sx, sy := cam.ToScreen(float64(x)+float64(w)/2, float64(y)+float64(h)/2)
	return float32(sx), float32(sy)
}

// drawPreview draws the cheapest path to the hovered square: a dark line
// on a white casing through the centres of the mover's space, the running
// cost at each step, the total at the end, a vermilion "!" where an attack
// of opportunity triggers, and the path that provokes nobody (dashed
// green) when the engine offers one. An unreachable square gets a cross.
func (r *renderer) drawPreview(b *board.Board, cam view.Camera, pv *overlay.Preview) {
	g := r.hover
	s := float32(cam.Scale)
	ui := b.UI()
	if !pv.OK {
		cx, cy := centre(cam, pv.X, pv.Y, 1, 1)
		d := s * 0.28
		w := max(3, s*0.08)
		g.softLine(cx-d, cy-d, cx+d, cy+d, w, colDanger)
		g.softLine(cx-d, cy+d, cx+d, cy-d, w, colDanger)
		return
	}
	steps := pv.Path.Steps
	if len(steps) < 2 {
		return
	}
	if c := b.Encounter().Creature(pv.Who); c != nil && b.Dragging() != "" {
		last := steps[len(steps)-1]
		x0, y0 := cam.ToScreen(float64(last.X), float64(last.Y))
		col := alpha(r.sideColor(b, c.Side), 0x90)
		w, h := float32(last.W)*s, float32(last.H)*s
		g.softEllipse(float32(x0)+w/2, float32(y0)+h/2, w*0.43, h*0.43, col)
	}
	if len(pv.Safe.Steps) > 1 {
		r.polyline(cam, pv.Safe.Steps, max(2, s*0.06), colClear, true)
	}
	r.polyline(cam, steps, max(5, s*0.15), colCasing, false)
	r.polyline(cam, steps, max(2.5, s*0.08), colPath, false)
	lsize := clampF(float64(s)*0.26, 10*ui, 16*ui)
	for i, st := range steps {
		cx, cy := centre(cam, st.X, st.Y, st.W, st.H)
		if i == 0 {
			continue
		}
		g.softCircle(cx, cy, max(3, s*0.08), colPath)
		if i < len(steps)-1 && s >= 22 {
			r.labels = append(r.labels, label{s: fmt.Sprint(st.Total), x: float64(cx + s*0.3), y: float64(cy - s*0.3),
				size: lsize, c: colText, ax: 0.5, ay: 0.5, box: true})
		}
	}
	end := steps[len(steps)-1]
	ex, ey := centre(cam, end.X, end.Y, end.W, end.H)
	// The total sits beside the end square (the cover verdict sits above
	// its target, which is often next to where the path ends).
	r.labels = append(r.labels, label{s: b.Tr().F("%d ft", end.Total), x: float64(ex + float32(end.W)*s*0.5 + 4), y: float64(ey),
		size: lsize * 1.15, bold: true, c: colSelect, ax: 0, ay: 0.5, box: true})
	for _, p := range pv.Provokes {
		if p.Step < 0 || p.Step >= len(steps) {
			continue
		}
		st := steps[p.Step]
		cx, cy := centre(cam, st.X, st.Y, st.W, st.H)
		rr := max(7, s*0.2)
		g.softCircle(cx-s*0.25, cy+s*0.25, rr, colDanger)
		r.labels = append(r.labels, label{s: "!" + p.By, x: float64(cx - s*0.25), y: float64(cy + s*0.25),
			size: lsize, bold: true, c: colText, ax: 0.5, ay: 0.5})
	}
}

// polyline draws a path through the centres of its spaces.
func (r *renderer) polyline(cam view.Camera, steps []engine.PathStep, w float32, c color.RGBA, dashed bool) {
	g := r.hover
	for i := 1; i < len(steps); i++ {
		a, bb := steps[i-1], steps[i]
		x0, y0 := centre(cam, a.X, a.Y, a.W, a.H)
		x1, y1 := centre(cam, bb.X, bb.Y, bb.W, bb.H)
		if dashed {
			g.softDashed(x0, y0, x1, y1, w, w*3, w*2, c)
			continue
		}
		g.softLine(x0, y0, x1, y1, w, c)
		g.softCircle(x1, y1, w/2, c)
	}
}

// drawCover draws the lines the cover rule drew: green where clear,
// dashed vermilion where blocked, and the verdict at the target.
func (r *renderer) drawCover(b *board.Board, cam view.Camera, cv *overlay.Cover) {
	g := r.hover
	s := float32(cam.Scale)
	w := max(1.5, s*0.035)
	for _, ln := range cv.Result.Lines {
		ax, ay := ln.From.F()
		bx, by := ln.To.F()
		x0, y0 := cam.ToScreen(ax, ay)
		x1, y1 := cam.ToScreen(bx, by)
		if ln.Blocked {
			g.softDashed(float32(x0), float32(y0), float32(x1), float32(y1), w, w*4, w*2.5, colDanger)
		} else {
			g.softLine(float32(x0), float32(y0), float32(x1), float32(y1), w, colClear)
		}
	}
	t := b.Encounter().Creature(cv.Target)
	if t == nil || cv.Result.Degree == "" {
		return
	}
	x, y := cam.ToScreen(float64(t.X)+float64(t.SpaceW)/2, float64(t.Y))
	tr := b.Tr()
	txt := tr.F("%s cover", tr.T(cv.Result.Degree))
	if cv.Result.Degree == "none" {
		txt = tr.T("no cover")
	}
	if cv.Result.Bonus != "" {
		txt += tr.T(": ") + tr.T(cv.Result.Bonus)
	}
	size := clampF(float64(s)*0.28, 11*b.UI(), 16*b.UI())
	r.labels = append(r.labels, label{s: txt, x: x, y: y - 4, size: size, bold: true, c: colText, ax: 0.5, ay: 1, box: true})
}

func clampF(v, lo, hi float64) float64 { return max(lo, min(v, hi)) }

package game

import (
	"fmt"
	"image/color"
	"math"

	"battlemap/engine"
	"battlemap/engine/area"
	"battlemap/game/board"
	"battlemap/game/view"
)

// The areas of effect on the map and the Areas tool. The areas that stay
// (a cloud, a wall of fire, an aura) are part of the map layer: sky blue,
// outlined, dotted where they lay difficult terrain, the outline dashed
// for one hidden from the players, with their name and the rounds they
// have left. The template being placed, the area chosen in the list and
// the ruler follow the pointer, over the tokens: the template vermilion
// with its point of origin and direction, each creature it catches ringed
// with its cover; the ruler a dark line from stop to stop with the running
// length, and between two creatures the line of effect, green or dashed
// vermilion, with the range's verdict.

// The colours of areas (Okabe–Ito: vermilion, sky blue; yellow for the
// chosen one).
var (
	colTemplate     = rgba(0xd5, 0x5e, 0x00, 0x58)
	colTemplateLine = rgb(0xd5, 0x5e, 0x00)
	colPlaced       = rgba(0x56, 0xb4, 0xe9, 0x48)
	colPlacedHidden = rgba(0x56, 0xb4, 0xe9, 0x24)
	colPlacedLine   = rgb(0x1f, 0x78, 0xb4)
	colPlacedDot    = rgba(0x1f, 0x5a, 0x8a, 0xb0)
)

// areaMarks marks an area's squares on the map, to find its outline
// (stamped, so that it is cleared in no time between areas).
type areaMarks struct {
	w, h  int
	stamp uint32
	in    []uint32
}

// mark marks the squares of one area and returns the marks.
func (m *areaMarks) mark(w, h int, sq []engine.Square) *areaMarks {
	if m.w != w || m.h != h || len(m.in) != w*h {
		m.w, m.h, m.in, m.stamp = w, h, make([]uint32, w*h), 0
	}
	m.stamp++
	if m.stamp == 0 {
		clear(m.in)
		m.stamp = 1
	}
	for _, q := range sq {
		if q.X >= 0 && q.Y >= 0 && q.X < w && q.Y < h {
			m.in[q.Y*w+q.X] = m.stamp
		}
	}
	return m
}

// has reports whether square (x,y) is marked.
func (m *areaMarks) has(x, y int) bool {
	return x >= 0 && y >= 0 && x < m.w && y < m.h && m.in[y*m.w+x] == m.stamp
}

// outline strokes the edges between an area's squares and the squares
// outside it, dashed or not.
func (r *renderer) outline(g *batch, cam view.Camera, sq []engine.Square, m *areaMarks, w float32, c color.RGBA, dashed bool) {
	seg := func(x0, y0, x1, y1 float64) {
		ax, ay := cam.ToScreen(x0, y0)
		bx, by := cam.ToScreen(x1, y1)
		if dashed {
			g.softDashed(float32(ax), float32(ay), float32(bx), float32(by), w, w*3, w*2, c)
			return
		}
		g.line(float32(ax), float32(ay), float32(bx), float32(by), w, c)
	}
	for _, q := range sq {
		x, y := float64(q.X), float64(q.Y)
		if !m.has(q.X, q.Y-1) {
			seg(x, y, x+1, y)
		}
		if !m.has(q.X, q.Y+1) {
			seg(x, y+1, x+1, y+1)
		}
		if !m.has(q.X-1, q.Y) {
			seg(x, y, x, y+1)
		}
		if !m.has(q.X+1, q.Y) {
			seg(x+1, y, x+1, y+1)
		}
	}
}

// fill tints an area's squares.
func fill(g *batch, cam view.Camera, sq []engine.Square, c color.RGBA) {
	s := float32(cam.Scale)
	for _, q := range sq {
		x, y := cam.ToScreen(float64(q.X), float64(q.Y))
		g.rect(float32(x), float32(y), s, s, c)
	}
}

// drawPlacedAreas draws the areas that stay on the map, under the walls and
// the tokens.
func (r *renderer) drawPlacedAreas(b *board.Board, cam view.Camera) {
	g := r.flat
	s := float32(cam.Scale)
	gr := b.Encounter().Grid
	for _, pa := range b.PlacedAreas() {
		c := colPlaced
		if pa.Area.Hidden {
			c = colPlacedHidden
		}
		fill(g, cam, pa.Squares, c)
		if pa.Area.Terrain > 0 {
			d := max(1.2, s*0.05)
			for _, q := range pa.Squares {
				x, y := cam.ToScreen(float64(q.X)+0.5, float64(q.Y)+0.5)
				for k := 0; k < int(pa.Area.Terrain); k++ {
					off := (float32(k) - float32(pa.Area.Terrain-1)/2) * s * 0.22
					g.rect(float32(x)+off-d, float32(y)-d, 2*d, 2*d, colPlacedDot)
				}
			}
		}
		m := r.marks.mark(gr.W, gr.H, pa.Squares)
		r.outline(g, cam, pa.Squares, m, max(1.5, s*0.05), colPlacedLine, pa.Area.Hidden)
	}
}

// placedLabels puts each area's name, and what is left of its duration,
// just above the first square of its top row.
func (r *renderer) placedLabels(b *board.Board, cam view.Camera) {
	size := clampF(cam.Scale*0.3, 10*b.UI(), 15*b.UI())
	for _, pa := range b.PlacedAreas() {
		if len(pa.Squares) == 0 {
			continue
		}
		name := pa.Area.Name
		if name == "" {
			name = pa.Area.ID
		}
		if pa.Area.Rounds > 0 {
			name += fmt.Sprintf(" · %d rd", pa.Area.Rounds)
		}
		if pa.Area.Hidden {
			name += " · hidden"
		}
		q := pa.Squares[0]
		x, y := cam.ToScreen(float64(q.X)+0.5, float64(q.Y))
		r.labels = append(r.labels, label{s: name, x: x, y: y - 2, size: size, bold: true, c: colText, ax: 0.5, ay: 1, box: true})
	}
}

// drawAreaTool draws the template, the chosen area and the ruler, over the
// map layer.
func (r *renderer) drawAreaTool(b *board.Board, cam view.Camera) {
	if !b.Areas() {
		return
	}
	g := r.hover
	s := float32(cam.Scale)
	gr := b.Encounter().Grid
	for _, pa := range b.PlacedAreas() {
		if pa.Area.ID == b.ChosenArea() {
			m := r.marks.mark(gr.W, gr.H, pa.Squares)
			r.outline(g, cam, pa.Squares, m, max(2.5, s*0.08), colSelect, false)
			r.drawHits(b, cam, pa.Hits)
		}
	}
	if res, ok := b.Template(); ok {
		fill(g, cam, res.Squares, colTemplate)
		m := r.marks.mark(gr.W, gr.H, res.Squares)
		r.outline(g, cam, res.Squares, m, max(2, s*0.06), colTemplateLine, false)
		r.drawHits(b, cam, res.Hits)
		r.drawOrigin(b, cam, res.Spec, true)
	} else if err := b.TemplateErr(); err != nil {
		r.drawOrigin(b, cam, b.TemplateSpec(), false)
	}
	r.drawRuler(b, cam)
}

// drawOrigin marks the template's point of origin (or frames the creature
// an emanation issues from), with its direction and its name; a template
// that cannot be placed gets a cross.
func (r *renderer) drawOrigin(b *board.Board, cam view.Camera, sp area.Spec, ok bool) {
	g := r.hover
	s := float32(cam.Scale)
	ui := b.UI()
	lx, ly := 0.0, 0.0
	if sp.From != "" {
		if c := b.Encounter().Creature(sp.From); c != nil {
			x, y := cam.ToScreen(float64(c.X), float64(c.Y))
			t := max(2.5, s*0.07)
			g.frame(float32(x)-t, float32(y)-t, s*float32(c.SpaceW)+2*t, s*float32(c.SpaceH)+2*t, t, colTemplateLine)
			lx, ly = x+float64(s)*float64(c.SpaceW)/2, y-float64(t)*2
		}
	} else if sp.HasOrigin {
		ox, oy := sp.Origin.F()
		x, y := cam.ToScreen(ox, oy)
		cx, cy := float32(x), float32(y)
		switch {
		case sp.HasToward:
			// Dashed to the point it aims at.
			tx, ty := sp.Toward.F()
			sx, sy := cam.ToScreen(tx, ty)
			w := max(2, s*0.06)
			g.softDashed(cx, cy, float32(sx), float32(sy), w, w*3, w*2, colPath)
			g.softCircle(float32(sx), float32(sy), max(3, s*0.08), colPath)
		case sp.HasDir:
			// An arrow a square and a half long in its direction.
			dx, dy := sp.Dir.D()
			n := float32(math.Hypot(float64(dx), float64(dy)))
			ux, uy := float32(dx)/n, float32(dy)/n
			l := s * 1.5
			ex, ey := cx+ux*l, cy+uy*l
			w := max(2.5, s*0.07)
			g.softLine(cx, cy, ex, ey, w, colPath)
			h := max(6, s*0.3)
			g.triangle(ex+ux*h*0.6, ey+uy*h*0.6, ex-ux*h*0.4-uy*h*0.5, ey-uy*h*0.4+ux*h*0.5, ex-ux*h*0.4+uy*h*0.5, ey-uy*h*0.4-ux*h*0.5, colPath)
		}
		rr := max(5, s*0.14)
		if ok {
			g.softCircle(cx, cy, rr+2, colCasing)
			g.softCircle(cx, cy, rr, colTemplateLine)
		} else {
			w := max(3, s*0.08)
			g.softLine(cx-rr, cy-rr, cx+rr, cy+rr, w, colDanger)
			g.softLine(cx-rr, cy+rr, cx+rr, cy-rr, w, colDanger)
		}
		lx, ly = x, y-float64(rr)-4
	}
	txt := fmt.Sprintf("%s %d ft", b.TemplateName(), sp.Feet)
	if !ok {
		txt += ": not here"
	}
	r.labels = append(r.labels, label{s: txt, x: lx, y: ly, size: clampF(float64(s)*0.3, 11*ui, 16*ui), bold: true, c: colText, ax: 0.5, ay: 1, box: true})
}

// drawHits rings each creature an area catches, and says its cover when
// it has some.
func (r *renderer) drawHits(b *board.Board, cam view.Camera, hits []area.Hit) {
	g := r.hover
	s := float32(cam.Scale)
	e := b.Encounter()
	size := clampF(float64(s)*0.26, 10*b.UI(), 14*b.UI())
	for _, h := range hits {
		c := e.Creature(h.ID)
		if c == nil {
			continue
		}
		x0, y0 := cam.ToScreen(float64(c.X), float64(c.Y))
		w, hh := s*float32(c.SpaceW), s*float32(c.SpaceH)
		cx, cy := float32(x0)+w/2, float32(y0)+hh/2
		t := max(2.5, s*0.08)
		g.ring(cx, cy, w*0.47, hh*0.47, t+2, colCasing)
		g.ring(cx, cy, w*0.47, hh*0.47, t, colTemplateLine)
		if h.Cover != "none" && h.Cover != "" {
			tr := b.Tr()
			txt := tr.F("%s cover", tr.T(h.Cover))
			if h.Cover == "cover" { // PF1e's and 3.5's word for it
				txt = tr.T("cover")
			}
			r.labels = append(r.labels, label{s: txt, x: float64(cx), y: float64(y0) + float64(hh) + 2,
				size: size, bold: true, c: colText, ax: 0.5, ay: 0, box: true})
		}
	}
}

// drawRuler draws the ruler: its stops framed, a dark line on a white
// casing between their centres, the running length at each stop, and
// between two creatures the line of effect and the range's verdict.
func (r *renderer) drawRuler(b *board.Board, cam view.Camera) {
	v := b.Ruler()
	if len(v.Stops) == 0 {
		return
	}
	g := r.hover
	s := float32(cam.Scale)
	ui := b.UI()
	size := clampF(float64(s)*0.3, 11*ui, 16*ui)
	t := max(2, s*0.06)
	for i, st := range v.Stops {
		x, y := cam.ToScreen(float64(st.X), float64(st.Y))
		c := colPath
		if v.Live && i == len(v.Stops)-1 {
			c = colTextDim
		}
		g.frame(float32(x), float32(y), s*float32(st.W), s*float32(st.H), t, c)
	}
	line, dashed := colPath, false
	if v.HasRange {
		line, dashed = colClear, !v.Range.LineOfEffect
		if dashed {
			line = colDanger
		}
	}
	for i := 1; i < len(v.Stops); i++ {
		a, c := v.Stops[i-1], v.Stops[i]
		x0, y0 := centre(cam, a.X, a.Y, a.W, a.H)
		x1, y1 := centre(cam, c.X, c.Y, c.W, c.H)
		g.softRoundLine(x0, y0, x1, y1, max(5, s*0.15), colCasing)
		if dashed {
			g.softDashed(x0, y0, x1, y1, max(2.5, s*0.08), max(8, s*0.25), max(5, s*0.15), line)
		} else {
			g.softRoundLine(x0, y0, x1, y1, max(2.5, s*0.08), line)
		}
	}
	if !v.OK {
		return
	}
	total := 0
	for i, l := range v.Measure.Legs {
		total += l.Feet
		st := v.Stops[i+1]
		cx, cy := centre(cam, st.X, st.Y, st.W, st.H)
		txt := b.Tr().F("%d ft", total)
		if i == len(v.Measure.Legs)-1 && v.HasRange {
			txt += " · " + board.RangeVerdict(b.Tr(), v.Range)
		}
		r.labels = append(r.labels, label{s: txt, x: float64(cx + s*float32(st.W)*0.5 + 4), y: float64(cy),
			size: size, bold: i == len(v.Measure.Legs)-1, c: colSelect, ax: 0, ay: 0.5, box: true})
	}
}

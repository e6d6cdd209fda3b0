package board

import (
	"battlemap/engine"
	"battlemap/grid"
)

// The fog of war's tools of the table column: a room (a tap fills the room
// around the square), an area (a drag, or two taps on its corners) and a
// brush (a drag paints), each revealing or hiding. A stroke is one engine
// action, undone by Undo.

// fogKind is a fog tool.
type fogKind uint8

// The fog tools.
const (
	fogNone  fogKind = iota
	fogRoom          // a tap fills the room around the square
	fogRect          // a drag (or two taps) covers a rectangle
	fogBrush         // a drag paints squares within the brush
)

// fogTool is the armed fog tool and the stroke under way.
type fogTool struct {
	kind   fogKind
	reveal bool
	// The stroke: the corner a rectangle started at (a first tap or the
	// start of a drag), the squares a brush has painted.
	started bool
	from    Square
	stroke  grid.Squares
	drag    bool
}

// brushRadius is the fog brush's radius in squares.
const brushRadius = 1.5

// armFog arms a fog tool, or disarms it when it is armed already. A fog
// tool lays the fog first, when there is none, so that it has something
// to work on.
func (b *Board) armFog(k fogKind, reveal bool) {
	if b.fog.kind == k && b.fog.reveal == reveal {
		b.fog = fogTool{}
		b.touch()
		return
	}
	b.fog = fogTool{kind: k, reveal: reveal}
	b.arm = armed{}
	if b.enc.Players.Fog == nil {
		all := grid.NewSquares(b.enc.Grid.W, b.enc.Grid.H)
		if !reveal {
			all.FillRect(grid.Rect{X: 0, Y: 0, W: all.W, H: all.H}, true)
		}
		b.apply(engine.SetFog{Revealed: &all})
	}
	b.touch()
}

// toggleFog lays the fog over the whole map, or lifts it.
func (b *Board) toggleFog() {
	if b.enc.Players.Fog != nil {
		b.fog = fogTool{}
		b.apply(engine.SetFog{})
		return
	}
	none := grid.NewSquares(b.enc.Grid.W, b.enc.Grid.H)
	b.apply(engine.SetFog{Revealed: &none})
}

// fillFog reveals or hides the whole map, keeping the fog on.
func (b *Board) fillFog(reveal bool) {
	s := grid.NewSquares(b.enc.Grid.W, b.enc.Grid.H)
	if reveal {
		s.FillRect(grid.Rect{X: 0, Y: 0, W: s.W, H: s.H}, true)
	}
	b.apply(engine.SetFog{Revealed: &s})
}

// changeFog reveals or hides the squares of area, as one action.
func (b *Board) changeFog(area grid.Squares, reveal bool) {
	cur := b.enc.Players.Fog
	if cur == nil {
		return
	}
	n := cur.Clone()
	if reveal {
		n.Union(area)
	} else {
		n.Subtract(area)
	}
	if n.Equal(*cur) {
		b.note(b.t("the fog of war is like that there already"))
		return
	}
	b.apply(engine.SetFog{Revealed: &n})
}

// fogClick carries out a tap on the map with a fog tool armed.
func (b *Board) fogClick(s Square) {
	f := &b.fog
	switch f.kind {
	case fogRoom:
		room, err := b.rooms.Room(b.enc.Grid, s.X, s.Y)
		if err != nil {
			b.fail(err)
			f.kind = fogNone // a refusal disarms
			return
		}
		b.changeFog(room, f.reveal)
	case fogRect:
		if !f.started {
			f.started, f.from = true, s
			b.touch()
			return
		}
		b.fogRectDone(s)
	case fogBrush:
		st := grid.NewSquares(b.enc.Grid.W, b.enc.Grid.H)
		st.FillDisc(float64(s.X)+0.5, float64(s.Y)+0.5, brushRadius, true)
		b.changeFog(st, f.reveal)
	}
}

// fogRectDone applies the rectangle from the stroke's corner to s.
func (b *Board) fogRectDone(s Square) {
	f := &b.fog
	r := squareRect(f.from, s)
	area := grid.NewSquares(b.enc.Grid.W, b.enc.Grid.H)
	area.FillRect(r, true)
	f.started, f.drag = false, false
	b.changeFog(area, f.reveal)
}

// squareRect is the rectangle with corner squares a and b.
func squareRect(a, b Square) grid.Rect {
	x0, x1 := min(a.X, b.X), max(a.X, b.X)
	y0, y1 := min(a.Y, b.Y), max(a.Y, b.Y)
	return grid.Rect{X: x0, Y: y0, W: x1 - x0 + 1, H: y1 - y0 + 1}
}

// fogDrag carries a drag on the map with a fog tool armed: a rectangle
// from where it starts to where it ends, a brush stroke along it; the
// stroke is one action when the finger lifts. It reports whether the drag
// was the fog tool's.
func (b *Board) fogDrag(phase int, x, y float64) bool {
	f := &b.fog
	if f.kind != fogRect && f.kind != fogBrush {
		return false
	}
	if phase == 0 && !b.screen.mapR.Contains(x, y) {
		return false
	}
	if phase != 0 && !f.drag {
		return false
	}
	b.pointTo(x, y)
	sx, sy := b.cam.Square(x, y)
	s := Square{sx, sy}
	switch phase {
	case 0:
		f.drag, f.started, f.from = true, true, s
		f.stroke.Reset(b.enc.Grid.W, b.enc.Grid.H)
	case 2:
		if f.kind == fogRect {
			b.fogRectDone(s)
			return true
		}
		f.drag, f.started = false, false
		b.fogPaint(x, y)
		b.changeFog(f.stroke, f.reveal)
		return true
	}
	if f.kind == fogBrush {
		b.fogPaint(x, y)
	}
	b.touch()
	return true
}

// fogPaint adds the brush at screen point (x,y) to the stroke.
func (b *Board) fogPaint(x, y float64) {
	gx, gy := b.cam.ToGrid(x, y)
	b.fog.stroke.FillDisc(gx, gy, brushRadius, true)
}

// FogStroke returns the fog tool's stroke under way, for drawing: the
// squares it would reveal (reveal) or hide; false when none.
func (b *Board) FogStroke() (area grid.Squares, reveal, ok bool) {
	f := &b.fog
	switch {
	case f.kind == fogBrush && f.drag:
		return f.stroke, f.reveal, true
	case f.kind == fogRect && f.started && b.hoverOK:
		s := grid.NewSquares(b.enc.Grid.W, b.enc.Grid.H)
		s.FillRect(squareRect(f.from, b.hover), true)
		return s, f.reveal, true
	}
	return grid.Squares{}, false, false
}

package board

import (
	"math"

	"battlemap/engine"
	"battlemap/grid"
)

// What a tap and a drag on the map do in Edit mode, tool by tool.

// editClick handles a tap on the map in Edit mode.
func (b *Board) editClick(x, y float64) Effect {
	e := &b.edit
	gx, gy := b.cam.ToGrid(x, y)
	sx, sy := b.cam.Square(x, y)
	if e.form.placing {
		b.placeNew(sx, sy)
		return NoEffect
	}
	switch e.tool {
	case toolPlace:
		d, dist, onDoor := b.doorAt(x, y)
		id := b.CreatureAtScreen(x, y)
		switch {
		case onDoor && (dist < doorReach/2 || id == ""):
			b.toggleDoor(d) // the GM opens and closes doors in Edit mode too
		case id != "":
			b.Select(id)
		default:
			b.Select("")
		}
	case toolPaint:
		if !b.enc.Grid.In(sx, sy) {
			return NoEffect
		}
		switch e.shape {
		case shapeFill:
			b.paint(b.fillFrom(sx, sy))
		default:
			b.paint(b.brushAt(sx, sy, 1))
		}
	case toolWall, toolDoor, toolLow:
		p := b.snap(gx, gy)
		if !e.started {
			e.start, e.started = p, true
			b.touch()
			return NoEffect
		}
		b.drawSegment(e.start, p)
		e.started = false
	case toolErase:
		b.eraseAt(gx, gy)
	case toolAlign:
		b.markAt(gx, gy)
	}
	return NoEffect
}

// editDragStart begins a drag on the map in Edit mode.
func (b *Board) editDragStart(x, y float64) {
	e := &b.edit
	gx, gy := b.cam.ToGrid(x, y)
	sx, sy := b.cam.Square(x, y)
	e.dragging = true
	switch e.tool {
	case toolPlace:
		if id := b.CreatureAtScreen(x, y); id != "" {
			b.dragging = id
			b.Select(id)
		}
	case toolPaint:
		if e.shape == shapeBrush {
			e.stroke = map[engine.Square]bool{}
			for _, s := range b.brushAt(sx, sy, e.brush) {
				e.stroke[s] = true
			}
		}
		e.start, e.started = [2]float64{float64(sx), float64(sy)}, true
	case toolWall, toolDoor, toolLow:
		e.start, e.started = b.snap(gx, gy), true
	}
	e.end = [2]float64{gx, gy}
	b.pointTo(x, y)
	b.touch()
}

// editDragMove follows a drag.
func (b *Board) editDragMove(x, y float64) {
	e := &b.edit
	gx, gy := b.cam.ToGrid(x, y)
	e.end = [2]float64{gx, gy}
	if e.tool == toolPaint && e.shape == shapeBrush && e.stroke != nil {
		sx, sy := b.cam.Square(x, y)
		for _, s := range b.brushAt(sx, sy, e.brush) {
			e.stroke[s] = true
		}
	}
	b.pointTo(x, y)
	b.touch()
}

// editDragEnd ends a drag: the stroke, rectangle, wall or placement is
// one action.
func (b *Board) editDragEnd(x, y float64) {
	e := &b.edit
	gx, gy := b.cam.ToGrid(x, y)
	sx, sy := b.cam.Square(x, y)
	e.dragging = false
	defer b.touch()
	switch e.tool {
	case toolPlace:
		who := b.dragging
		b.dragging = ""
		if c := b.enc.Creature(who); c != nil && b.enc.Grid.In(sx, sy) && (sx != c.X || sy != c.Y) {
			b.apply(engine.PlaceCreature{ID: who, X: sx, Y: sy})
		}
	case toolPaint:
		switch e.shape {
		case shapeBrush:
			var sq []engine.Square
			for s := range e.stroke {
				sq = append(sq, s)
			}
			e.stroke = nil
			b.paint(sq)
		case shapeRect:
			b.paint(b.rectSquares(int(e.start[0]), int(e.start[1]), sx, sy))
		case shapeFill:
			b.paint(b.fillFrom(sx, sy))
		}
		e.started = false
	case toolWall, toolDoor, toolLow:
		if e.started {
			p := b.snap(gx, gy)
			if p != e.start {
				b.drawSegment(e.start, p)
				e.started = false
			}
		}
	case toolErase:
		b.eraseAt(gx, gy)
	}
}

// snap puts a point on the nearest corner of the squares, or with Free
// ends on the nearest eighth of a square.
func (b *Board) snap(gx, gy float64) [2]float64 {
	step := 1.0
	if b.edit.free {
		step = 0.125
	}
	return [2]float64{math.Round(gx/step) * step, math.Round(gy/step) * step}
}

// drawSegment adds a wall or a door from a to c.
func (b *Board) drawSegment(a, c [2]float64) {
	if a == c {
		b.note(b.t("a wall needs two different ends"))
		return
	}
	w := grid.WallF(a[0], a[1], c[0], c[1])
	switch b.edit.tool {
	case toolDoor:
		b.apply(engine.AddDoor{Door: grid.Door{Wall: w}})
	case toolLow:
		b.apply(engine.AddLowWall{Wall: w})
	default:
		b.apply(engine.AddWall{Wall: w})
	}
}

// eraseAt removes the wall, low wall or door nearest to (gx,gy), within a
// third of a square.
func (b *Board) eraseAt(gx, gy float64) {
	g := b.enc.Grid
	const (
		wall = iota
		low
		door
	)
	best, bestD, kind := -1, 1.0/3, wall
	near := func(k int, ws []grid.Wall) {
		for i, w := range ws {
			ax, ay := w.A.F()
			bx, by := w.B.F()
			if d := segDist(gx, gy, ax, ay, bx, by); d < bestD {
				best, bestD, kind = i, d, k
			}
		}
	}
	near(wall, g.Walls())
	near(low, g.LowWalls())
	for i, d := range g.Doors() {
		ax, ay := d.A.F()
		bx, by := d.B.F()
		if dd := segDist(gx, gy, ax, ay, bx, by); dd < bestD {
			best, bestD, kind = i, dd, door
		}
	}
	switch {
	case best < 0:
		b.note(b.t("no wall or door there to erase"))
	case kind == door:
		b.apply(engine.RemoveDoor{Index: best})
	case kind == low:
		b.apply(engine.RemoveLowWall{Index: best})
	default:
		b.apply(engine.RemoveWall{Index: best})
	}
}

// paint gives squares the terrain in hand, as one action.
func (b *Board) paint(sq []engine.Square) {
	if len(sq) == 0 {
		return
	}
	b.apply(engine.PaintTerrain{Squares: sq, Terrain: b.edit.terrain})
}

// brushAt returns the squares of an n×n brush centred on (x,y), on the map.
func (b *Board) brushAt(x, y, n int) []engine.Square {
	var out []engine.Square
	for dy := -(n - 1) / 2; dy <= n/2; dy++ {
		for dx := -(n - 1) / 2; dx <= n/2; dx++ {
			if b.enc.Grid.In(x+dx, y+dy) {
				out = append(out, engine.Square{X: x + dx, Y: y + dy})
			}
		}
	}
	return out
}

// rectSquares returns the squares of the rectangle with corners (x0,y0)
// and (x1,y1), on the map.
func (b *Board) rectSquares(x0, y0, x1, y1 int) []engine.Square {
	g := b.enc.Grid
	x0, x1 = max(min(x0, x1), 0), min(max(x0, x1), g.W-1)
	y0, y1 = max(min(y0, y1), 0), min(max(y0, y1), g.H-1)
	var out []engine.Square
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			out = append(out, engine.Square{X: x, Y: y})
		}
	}
	return out
}

// fillFrom returns the squares of (x,y)'s kind of terrain reached from it
// by steps that cross no wall or closed door (a room's floor, a bog).
func (b *Board) fillFrom(x, y int) []engine.Square {
	g := b.enc.Grid
	if !g.In(x, y) {
		return nil
	}
	kind := g.At(x, y)
	seen := map[engine.Square]bool{{X: x, Y: y}: true}
	queue := []engine.Square{{X: x, Y: y}}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, d := range []grid.Dir{grid.E, grid.S, grid.W, grid.N} {
			dx, dy := d.D()
			n := engine.Square{X: s.X + dx, Y: s.Y + dy}
			if !g.In(n.X, n.Y) || seen[n] || g.At(n.X, n.Y) != kind || !g.StepLineClear(s.X, s.Y, d) {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	out := make([]engine.Square, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	if len(out) > 1 {
		b.note(b.f("fill: %d squares", len(out)))
	}
	return out
}

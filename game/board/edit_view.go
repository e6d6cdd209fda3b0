package board

import (
	"battlemap/engine"
	"battlemap/grid"
)

// EditView is what the renderer shows of the editor: that Edit mode is on,
// and the change a drag or a first tap is preparing.
type EditView struct {
	On bool
	// Squares a brush stroke or a rectangle will paint Terrain.
	Squares []engine.Square
	Terrain grid.Terrain
	// Segment is a wall or a door being drawn (Door), grid units; Start
	// the first corner tapped (HasStart).
	Segment  [4]float64
	Drawing  bool
	Door     bool
	Low      bool // a low wall
	Start    [2]float64
	HasStart bool
}

// EditView returns the editor's view.
func (b *Board) EditView() EditView {
	e := &b.edit
	v := EditView{On: e.on, Terrain: e.terrain}
	if !e.on {
		return v
	}
	switch e.tool {
	case toolPaint:
		if e.stroke != nil {
			for s := range e.stroke {
				v.Squares = append(v.Squares, s)
			}
		} else if e.dragging && e.started && e.shape == shapeRect {
			sx, sy := int(e.end[0]), int(e.end[1])
			v.Squares = b.rectSquares(int(e.start[0]), int(e.start[1]), sx, sy)
		}
	case toolWall, toolDoor, toolLow:
		v.Door = e.tool == toolDoor
		v.Low = e.tool == toolLow
		if e.started {
			v.Start, v.HasStart = e.start, true
			end := b.snap(e.end[0], e.end[1])
			if !e.dragging {
				if b.hoverOK {
					end = b.snap(b.cam.ToGrid(b.hoverX, b.hoverY))
				} else {
					end = e.start
				}
			}
			v.Segment, v.Drawing = [4]float64{e.start[0], e.start[1], end[0], end[1]}, end != e.start
		}
	}
	return v
}

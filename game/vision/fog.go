package vision

import (
	"fmt"

	"battlemap/grid"
)

// The fog of war is a Squares: the squares revealed to the players. The
// GM's tools change it by room (RoomFinder.Room, then Union to reveal or
// Subtract to hide), by rectangle (FillRect) and by brush (FillDisc).

// RoomFinder finds rooms for the fog's room tool. It keeps its buffers
// between calls; use one per goroutine.
type RoomFinder struct {
	queue []int32
	room  Squares
	line  grid.LineScratch
}

// Room returns the room around square (x,y): the squares reached from it
// by steps to the four neighbours whose centre-to-centre line nothing
// blocks (grid.StepLineClear: walls, closed doors and solid squares stop
// it, exactly; an open door and a pit do not), and the solid squares that
// touch those squares, side or corner, which are the room's walls as the
// players would see them. The set is the RoomFinder's and is overwritten by
// the next call. A solid square or one off the map is refused.
//
// A square whose centre lies on a wall (a diagonal wall through the
// centres halves it) belongs to both sides: it joins the room, but the fill
// does not go on from it, since a line may start on a wall and would lead
// straight into the next room.
func (f *RoomFinder) Room(g *grid.Grid, x, y int) (Squares, error) {
	if !g.In(x, y) {
		return Squares{}, fmt.Errorf("vision: square (%d,%d) is off the %d×%d map", x, y, g.W, g.H)
	}
	if g.At(x, y) == grid.Solid {
		return Squares{}, fmt.Errorf("vision: square (%d,%d) is solid: pick a square inside the room", x, y)
	}
	f.room.Reset(g.W, g.H)
	f.room.Set(x, y, true)
	f.queue = append(f.queue[:0], int32(y*g.W+x))
	for head := 0; head < len(f.queue); head++ {
		i := int(f.queue[head])
		cx, cy := i%g.W, i/g.W
		if head > 0 && f.centreOnWall(g, cx, cy) {
			continue
		}
		for _, d := range [4]grid.Dir{grid.E, grid.S, grid.W, grid.N} {
			dx, dy := d.D()
			nx, ny := cx+dx, cy+dy
			if f.room.Has(nx, ny) || !g.StepLineClear(cx, cy, d) {
				continue
			}
			f.room.Set(nx, ny, true)
			f.queue = append(f.queue, int32(ny*g.W+nx))
		}
	}
	for _, i := range f.queue {
		cx, cy := int(i)%g.W, int(i)/g.W
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if g.In(cx+dx, cy+dy) && g.At(cx+dx, cy+dy) == grid.Solid {
					f.room.Set(cx+dx, cy+dy, true)
				}
			}
		}
	}
	return f.room, nil
}

// centreOnWall reports whether a wall or closed door passes through (or
// within a fixed-point step of) the centre of square (x,y): a cross of two
// segments two steps long through the centre meets it.
func (f *RoomFinder) centreOnWall(g *grid.Grid, x, y int) bool {
	c := grid.Center(x, y)
	h, v := grid.Pt{X: 1}, grid.Pt{Y: 1}
	return g.LineTest(c.Sub(h), c.Add(h), &f.line).Blocked() || g.LineTest(c.Sub(v), c.Add(v), &f.line).Blocked()
}

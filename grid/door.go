package grid

import "fmt"

// Door is a wall segment with a state: closed, it blocks movement and every
// line exactly as a wall does; open, it blocks nothing.
type Door struct {
	Wall
	Open bool
}

// Spec is what a grid is built from: the terrain rows, the walls, the
// doors and the low walls. Build(g.Spec()) gives the same grid again.
type Spec struct {
	Rows  []string
	Walls []Wall
	Doors []Door
	// LowWalls are obstacles that hamper movement and may give cover but
	// block nothing (lowwall.go).
	LowWalls []Wall
}

// Spec returns what g was built from (fresh slices the caller may change).
func (g *Grid) Spec() Spec {
	return Spec{
		Rows:     g.Rows(),
		Walls:    append([]Wall(nil), g.Walls()...),
		Doors:    append([]Door(nil), g.doors...),
		LowWalls: append([]Wall(nil), g.low...),
	}
}

// WithDoor returns the grid with door i open or closed; g does not change
// (a Grid is immutable: the encounter keeps the old one for undo).
func (g *Grid) WithDoor(i int, open bool) (*Grid, error) {
	if i < 0 || i >= len(g.doors) {
		return nil, fmt.Errorf("grid: no door %d (the map has %d)", i, len(g.doors))
	}
	sp := g.Spec()
	sp.Doors[i].Open = open
	return Build(sp)
}

// wallBlock words a block by line id (an index of lines): a wall, or the
// closed door it stands for.
func (g *Grid) wallBlock(k BlockKind, id int) Block {
	if id < g.nWalls {
		return Block{Kind: k, Wall: id}
	}
	return Block{Kind: k, Wall: g.doorAt[id-g.nWalls], Door: true}
}

// String prints the door with its state.
func (d Door) String() string {
	if d.Open {
		return fmt.Sprintf("open door %v", d.Wall)
	}
	return fmt.Sprintf("closed door %v", d.Wall)
}

// SegmentMeetsOpenBox reports whether the closed segment ab meets the open
// box (x0,x1)×(y0,y1), exactly (a segment along its edge does not).
func SegmentMeetsOpenBox(a, b Pt, x0, y0, x1, y1 int64) bool {
	return segMeetsOpenRect(a, b, x0, y0, x1, y1)
}

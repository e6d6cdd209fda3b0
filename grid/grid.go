package grid

import (
	"errors"
	"fmt"
	"strings"
)

// Grid is the battle map: the terrain layer and the walls, with the indexes
// and per-square facts the rules ask for over and over. A Grid is immutable
// after New; it is safe for concurrent readers.
type Grid struct {
	W, H    int
	terrain []Terrain
	// lines are the segments that block: the walls, then the closed doors.
	lines  []Wall
	nWalls int
	doors  []Door
	// doorAt maps a closed door's place in lines (less nWalls) to its
	// index in doors.
	doorAt []int
	index  wallIndex

	// Per square: it is solid or a wall comes near it (a line test must look).
	busy []bool
	// Per square: a wall touches its open interior.
	wallInside []bool
	// Per square: a wall touches the open right / bottom edge.
	wallRight, wallBottom []bool
	// Per grid point ((W+1)×(H+1)): a wall touches it.
	wallPoint []bool
	// Per square: bit d set when the line from its centre to the centre of
	// the neighbour in direction d is not blocked (see Dirs).
	lineClear []uint8
	// Per square: bit d set when the corner point passed by a diagonal
	// step in direction d is free of walls and solid squares' corners.
	cornerFree []uint8

	// The low walls (lowwall.go), their index, and per square the steps
	// that cross one (nil without low walls).
	low      []Wall
	lowIndex wallIndex
	lowCross []uint8
}

// New builds a grid from map rows (one string per row, all the same length,
// characters from the legend of TerrainOf) and wall segments. It refuses
// ragged or empty maps, unknown characters and walls with equal ends, naming
// the row, column or wall at fault.
func New(rows []string, walls []Wall) (*Grid, error) {
	return Build(Spec{Rows: rows, Walls: walls})
}

// Build builds a grid from a Spec: New with doors. A closed door blocks
// like a wall; an open one blocks nothing. A door is checked as a wall is.
func Build(sp Spec) (*Grid, error) {
	rows, walls := sp.Rows, sp.Walls
	if len(rows) == 0 || len(rows[0]) == 0 {
		return nil, errors.New("grid: the map is empty")
	}
	h, w := len(rows), len(rows[0])
	if w > MaxSide || h > MaxSide {
		return nil, fmt.Errorf("grid: the map is %d×%d squares; at most %d a side is supported", w, h, MaxSide)
	}
	g := &Grid{W: w, H: h, terrain: make([]Terrain, w*h)}
	for y, row := range rows {
		if len(row) != w {
			return nil, fmt.Errorf("grid: map row %d has %d squares, row 0 has %d", y, len(row), w)
		}
		for x := 0; x < w; x++ {
			t, ok := TerrainOf(row[x])
			if !ok {
				return nil, fmt.Errorf("grid: map row %d column %d: unknown square %q", y, x, row[x])
			}
			g.terrain[y*w+x] = t
		}
	}
	check := func(what string, i int, wl Wall) error {
		if wl.A == wl.B {
			return fmt.Errorf("grid: %s %d %v has equal ends", what, i, wl)
		}
		lim := int64(MaxSide) * Unit * 2
		out := func(v int64) bool { return v < -lim || v > lim } // no abs: -MinInt64 overflows
		if out(wl.A.X) || out(wl.A.Y) || out(wl.B.X) || out(wl.B.Y) {
			return fmt.Errorf("grid: %s %d %v lies too far outside the map", what, i, wl)
		}
		return nil
	}
	for i, wl := range walls {
		if err := check("wall", i, wl); err != nil {
			return nil, err
		}
	}
	for i, d := range sp.Doors {
		if err := check("door", i, d.Wall); err != nil {
			return nil, err
		}
	}
	for i, wl := range sp.LowWalls {
		if err := check("low wall", i, wl); err != nil {
			return nil, err
		}
	}
	g.lines = append(make([]Wall, 0, len(walls)+len(sp.Doors)), walls...)
	g.nWalls = len(walls)
	g.doors = append([]Door(nil), sp.Doors...)
	for i, d := range sp.Doors {
		if !d.Open {
			g.lines = append(g.lines, d.Wall)
			g.doorAt = append(g.doorAt, i)
		}
	}
	g.index = buildWallIndex(g.lines, w, h)
	g.busy = make([]bool, w*h)
	for i := range g.busy {
		g.busy[i] = g.terrain[i] == Solid || g.index.start[i+1] > g.index.start[i]
	}
	g.markWalls()
	g.buildSteps()
	g.buildLow(sp.LowWalls)
	return g, nil
}

// MustNew is New for tests and built-in maps; it panics on bad input.
func MustNew(rows []string, walls ...Wall) *Grid {
	g, err := New(rows, walls)
	if err != nil {
		panic(err)
	}
	return g
}

// In reports whether square (x,y) is on the map.
func (g *Grid) In(x, y int) bool { return x >= 0 && y >= 0 && x < g.W && y < g.H }

// At returns the terrain of square (x,y); off the map it returns Solid.
func (g *Grid) At(x, y int) Terrain {
	if !g.In(x, y) {
		return Solid
	}
	return g.terrain[y*g.W+x]
}

// Walls returns the wall segments, doors not included (the caller must not
// modify them).
func (g *Grid) Walls() []Wall { return g.lines[:g.nWalls:g.nWalls] }

// Doors returns the doors, open and closed (the caller must not modify
// them).
func (g *Grid) Doors() []Door { return g.doors }

// WallCrossesSquare reports whether a wall touches the open interior of
// square (x,y), which makes the square impossible to stand in.
func (g *Grid) WallCrossesSquare(x, y int) bool {
	return g.In(x, y) && g.wallInside[y*g.W+x]
}

// solid reports whether (x,y) is a solid square on the map (off the map is
// not solid for lines: it blocks nothing).
func (g *Grid) solid(x, y int) bool {
	return g.In(x, y) && g.terrain[y*g.W+x] == Solid
}

// Rows renders the terrain layer back to map rows.
func (g *Grid) Rows() []string {
	rows := make([]string, g.H)
	var b strings.Builder
	for y := 0; y < g.H; y++ {
		b.Reset()
		for x := 0; x < g.W; x++ {
			b.WriteByte(g.terrain[y*g.W+x].Char())
		}
		rows[y] = b.String()
	}
	return rows
}

// markWalls fills the per-square and per-point wall facts.
func (g *Grid) markWalls() {
	w, h := g.W, g.H
	g.wallInside = make([]bool, w*h)
	g.wallRight = make([]bool, w*h)
	g.wallBottom = make([]bool, w*h)
	g.wallPoint = make([]bool, (w+1)*(h+1))
	for _, wl := range g.lines {
		a, b := wl.A, wl.B
		cellsNear(a, b, w, h, func(x, y int) {
			x0, y0 := int64(x)*Unit, int64(y)*Unit
			x1, y1 := x0+Unit, y0+Unit
			i := y*w + x
			if !g.wallInside[i] && segMeetsOpenRect(a, b, x0, y0, x1, y1) {
				g.wallInside[i] = true
			}
			if !g.wallRight[i] && segMeetsOpenSeg(a, b, Pt{x1, y0}, Pt{x1, y1}) {
				g.wallRight[i] = true
			}
			if !g.wallBottom[i] && segMeetsOpenSeg(a, b, Pt{x0, y1}, Pt{x1, y1}) {
				g.wallBottom[i] = true
			}
			for _, c := range [4]Pt{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
				if orient(a, b, c) == 0 && onClosed(a, b, c) {
					g.wallPoint[int(c.Y/Unit)*(w+1)+int(c.X/Unit)] = true
				}
			}
		})
	}
}

// segMeetsOpenRect reports whether the closed segment ab meets the open
// rectangle (x0,x1)×(y0,y1).
func segMeetsOpenRect(a, b Pt, x0, y0, x1, y1 int64) bool {
	in := func(p Pt) bool { return x0 < p.X && p.X < x1 && y0 < p.Y && p.Y < y1 }
	return in(a) || in(b) || segOpenRect(a, b, x0, y0, x1, y1)
}

// segMeetsOpenSeg reports whether the closed segment ab meets the open
// segment (c,d).
func segMeetsOpenSeg(a, b, c, d Pt) bool {
	o1, o2 := orient(a, b, c), orient(a, b, d)
	o3, o4 := orient(c, d, a), orient(c, d, b)
	if o1 == 0 && o2 == 0 {
		return collinearOverlap(a, b, c, d) ||
			between(c, d, a) || between(c, d, b)
	}
	if o1*o2 < 0 && o3*o4 < 0 {
		return true
	}
	// a or b lies in the open segment cd.
	if o3 == 0 && between(c, d, a) {
		return true
	}
	if o4 == 0 && between(c, d, b) {
		return true
	}
	// c or d lies on ab: an end of the open segment is not part of it, but
	// the segment ab may cross cd exactly at... only ends: not a meeting.
	return false
}

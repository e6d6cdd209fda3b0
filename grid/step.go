package grid

// Dir is one of the eight step directions, clockwise from east (y grows
// downward, so "clockwise" is as seen on the screen).
type Dir uint8

// The eight directions.
const (
	E Dir = iota
	SE
	S
	SW
	W
	NW
	N
	NE
)

// Dirs lists the eight directions in order.
var Dirs = [8]Dir{E, SE, S, SW, W, NW, N, NE}

var dirDX = [8]int{1, 1, 0, -1, -1, -1, 0, 1}
var dirDY = [8]int{0, 1, 1, 1, 0, -1, -1, -1}

// D returns the step vector of d.
func (d Dir) D() (dx, dy int) { return dirDX[d], dirDY[d] }

// Diagonal reports whether d is a diagonal.
func (d Dir) Diagonal() bool { return d&1 == 1 }

// Opposite returns the reverse direction.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// DirOf returns the direction of the step (dx,dy), each in -1..1, not both 0.
func DirOf(dx, dy int) (Dir, bool) {
	for d := range Dirs {
		if dirDX[d] == dx && dirDY[d] == dy {
			return Dir(d), true
		}
	}
	return 0, false
}

var dirNames = [8]string{"east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east"}

// String names the direction.
func (d Dir) String() string { return dirNames[d&7] }

// buildSteps fills lineClear and cornerFree for every square.
func (g *Grid) buildSteps() {
	w, h := g.W, g.H
	g.lineClear = make([]uint8, w*h)
	g.cornerFree = make([]uint8, w*h)
	var s LineScratch
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			for _, d := range [4]Dir{E, SE, S, SW} {
				nx, ny := x+dirDX[d], y+dirDY[d]
				if !g.In(nx, ny) {
					continue
				}
				if g.quickClear(x, y, nx, ny) || !g.LineTest(Center(x, y), Center(nx, ny), &s).Blocked() {
					g.lineClear[y*w+x] |= 1 << d
					g.lineClear[ny*w+nx] |= 1 << d.Opposite()
				}
				if d.Diagonal() {
					cx, cy := max(x, nx), max(y, ny) // the corner point between them
					if g.cornerPointFree(cx, cy) {
						g.cornerFree[y*w+x] |= 1 << d
						g.cornerFree[ny*w+nx] |= 1 << d.Opposite()
					}
				}
			}
		}
	}
}

// quickClear answers the centre-to-centre line between two neighbours
// without a line test when no wall and no solid square is anywhere near.
func (g *Grid) quickClear(x, y, nx, ny int) bool {
	for yy := min(y, ny) - 1; yy <= max(y, ny)+1; yy++ {
		for xx := min(x, nx) - 1; xx <= max(x, nx)+1; xx++ {
			if !g.In(xx, yy) {
				continue
			}
			if g.terrain[yy*g.W+xx] == Solid || len(g.index.at(xx, yy)) > 0 {
				return false
			}
		}
	}
	return true
}

// cornerPointFree reports whether no wall touches grid point (cx,cy) and no
// solid square has it as a corner.
func (g *Grid) cornerPointFree(cx, cy int) bool {
	if g.wallPoint[cy*(g.W+1)+cx] {
		return false
	}
	return !g.solid(cx-1, cy-1) && !g.solid(cx, cy-1) && !g.solid(cx-1, cy) && !g.solid(cx, cy)
}

// CornerFree reports whether the corner point passed by a diagonal step
// from square (x,y) in direction d is touched by no wall and no solid
// square's corner (the no-cutting-corners rule). Orthogonal steps pass no
// corner and always answer true.
func (g *Grid) CornerFree(x, y int, d Dir) bool {
	if !d.Diagonal() {
		return true
	}
	return g.In(x, y) && g.cornerFree[y*g.W+x]&(1<<d) != 0
}

// StepLineClear reports whether the line from the centre of square (x,y) to
// the centre of its neighbour in direction d is unblocked. Off the map it is
// false.
func (g *Grid) StepLineClear(x, y int, d Dir) bool {
	return g.In(x, y) && g.lineClear[y*g.W+x]&(1<<d) != 0
}

// StepMasks returns, for square index i = y*W+x, the bit masks of
// StepLineClear and CornerFree over the eight directions, for planners that
// read them in a tight loop.
func (g *Grid) StepMasks(i int) (lineClear, cornerFree uint8) {
	return g.lineClear[i], g.cornerFree[i]
}

// Standable reports whether a creature could stand in square (x,y) as far as
// the map goes: on the map, not solid, no wall through its interior, and not
// a pit unless it flies.
func (g *Grid) Standable(x, y int, flying bool) bool {
	if !g.In(x, y) {
		return false
	}
	i := y*g.W + x
	t := g.terrain[i]
	if t == Solid || g.wallInside[i] || (t == Pit && !flying) {
		return false
	}
	return true
}

// Rect is a creature's space: W×H squares with its top-left square at (X,Y).
type Rect struct{ X, Y, W, H int }

// Contains reports whether r contains square (x,y).
func (r Rect) Contains(x, y int) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// ContainsRect reports whether r contains all of o.
func (r Rect) ContainsRect(o Rect) bool {
	return o.X >= r.X && o.Y >= r.Y && o.X+o.W <= r.X+r.W && o.Y+o.H <= r.Y+r.H
}

// Overlaps reports whether r and o share a square.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Move returns r shifted by (dx,dy).
func (r Rect) Move(dx, dy int) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// Fits reports whether a creature could stand in the space r as far as the
// map goes: every square Standable, and no wall touching the open interior
// of the space (its inner edges and inner corner points included).
func (g *Grid) Fits(r Rect, flying bool) bool {
	if r.X < 0 || r.Y < 0 || r.X+r.W > g.W || r.Y+r.H > g.H {
		return false
	}
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if !g.Standable(x, y, flying) {
				return false
			}
			i := y*g.W + x
			if x+1 < r.X+r.W && g.wallRight[i] {
				return false
			}
			if y+1 < r.Y+r.H && g.wallBottom[i] {
				return false
			}
			if x+1 < r.X+r.W && y+1 < r.Y+r.H && g.wallPoint[(y+1)*(g.W+1)+x+1] {
				return false
			}
		}
	}
	return true
}

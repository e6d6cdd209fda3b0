package engine

import (
	"errors"
	"fmt"
	"strings"

	"battlemap/grid"
)

// The GM's edits of the map: terrain, walls, doors and the map's size. Each
// builds a new grid (a grid never changes in place, so undo keeps the old
// one) and is refused, changing nothing, when a creature would no longer
// fit where it stands: the message names it.

// PaintTerrain gives squares one kind of terrain (the editor's brush,
// rectangle and fill all end in one). Squares off the map are an error.
type PaintTerrain struct {
	Squares []Square
	Terrain grid.Terrain
}

// String describes the action for the log.
func (a PaintTerrain) String() string {
	return fmt.Sprintf("paint %d square%s %s", len(a.Squares), plural(len(a.Squares)), a.Terrain)
}

func (a PaintTerrain) apply(e *Encounter) (string, error) {
	if a.Terrain > grid.Narrow {
		return "", fmt.Errorf("engine: unknown terrain %d", a.Terrain)
	}
	if len(a.Squares) == 0 {
		return "", errors.New("engine: no squares to paint")
	}
	sp := e.Grid.Spec()
	rows := make([][]byte, len(sp.Rows))
	for y, r := range sp.Rows {
		rows[y] = []byte(r)
	}
	changed := 0
	for _, s := range a.Squares {
		if !e.Grid.In(s.X, s.Y) {
			return "", fmt.Errorf("engine: square (%d,%d) is off the %d×%d map", s.X, s.Y, e.Grid.W, e.Grid.H)
		}
		if rows[s.Y][s.X] != a.Terrain.Char() {
			rows[s.Y][s.X] = a.Terrain.Char()
			changed++
		}
	}
	if changed == 0 {
		return "", fmt.Errorf("engine: the squares are %s already", a.Terrain)
	}
	for y := range rows {
		sp.Rows[y] = string(rows[y])
	}
	if err := e.rebuild(sp); err != nil {
		return "", err
	}
	return fmt.Sprintf("painted %d square%s %s", changed, plural(changed), a.Terrain), nil
}

// AddWall draws a wall segment.
type AddWall struct{ Wall grid.Wall }

// String describes the action for the log.
func (a AddWall) String() string { return "draw the wall " + a.Wall.String() }

func (a AddWall) apply(e *Encounter) (string, error) { return e.addSegment(specWalls, a.Wall, "wall") }

// RemoveWall erases wall Index (an index of Grid.Walls()).
type RemoveWall struct{ Index int }

// String describes the action for the log.
func (a RemoveWall) String() string { return fmt.Sprintf("erase wall %d", a.Index) }

func (a RemoveWall) apply(e *Encounter) (string, error) {
	return e.removeSegment(specWalls, a.Index, "wall")
}

// AddLowWall draws a low wall: an obstacle that hampers movement and may
// give cover, but blocks nothing (grid/lowwall.go; RULES.md B3, B11, C3,
// C11).
type AddLowWall struct{ Wall grid.Wall }

// String describes the action for the log.
func (a AddLowWall) String() string { return "draw the low wall " + a.Wall.String() }

func (a AddLowWall) apply(e *Encounter) (string, error) {
	return e.addSegment(specLowWalls, a.Wall, "low wall")
}

// RemoveLowWall erases low wall Index (an index of Grid.LowWalls()).
type RemoveLowWall struct{ Index int }

// String describes the action for the log.
func (a RemoveLowWall) String() string { return fmt.Sprintf("erase low wall %d", a.Index) }

func (a RemoveLowWall) apply(e *Encounter) (string, error) {
	return e.removeSegment(specLowWalls, a.Index, "low wall")
}

// specWalls and specLowWalls pick a list of segments of a map's Spec.
func specWalls(sp *grid.Spec) *[]grid.Wall    { return &sp.Walls }
func specLowWalls(sp *grid.Spec) *[]grid.Wall { return &sp.LowWalls }

// addSegment draws w into the list of segments that list picks (kind
// names it) and rebuilds the map.
func (e *Encounter) addSegment(list func(*grid.Spec) *[]grid.Wall, w grid.Wall, kind string) (string, error) {
	sp := e.Grid.Spec()
	l := list(&sp)
	*l = append(*l, w)
	if err := e.rebuild(sp); err != nil {
		return "", err
	}
	return "drew the " + kind + " " + w.String(), nil
}

// removeSegment erases segment i of the list that list picks.
func (e *Encounter) removeSegment(list func(*grid.Spec) *[]grid.Wall, i int, kind string) (string, error) {
	sp := e.Grid.Spec()
	l := list(&sp)
	if i < 0 || i >= len(*l) {
		return "", fmt.Errorf("engine: no %s %d (the map has %d)", kind, i, len(*l))
	}
	w := (*l)[i]
	*l = append((*l)[:i], (*l)[i+1:]...)
	if err := e.rebuild(sp); err != nil {
		return "", err
	}
	return "erased the " + kind + " " + w.String(), nil
}

// AddDoor places a door (closed unless Door.Open).
type AddDoor struct{ Door grid.Door }

// String describes the action for the log.
func (a AddDoor) String() string { return "place a " + a.Door.String() }

func (a AddDoor) apply(e *Encounter) (string, error) {
	sp := e.Grid.Spec()
	sp.Doors = append(sp.Doors, a.Door)
	if err := e.rebuild(sp); err != nil {
		return "", err
	}
	return "placed a " + a.Door.String(), nil
}

// RemoveDoor takes door Index (an index of Grid.Doors()) away.
type RemoveDoor struct{ Index int }

// String describes the action for the log.
func (a RemoveDoor) String() string { return fmt.Sprintf("remove door %d", a.Index) }

func (a RemoveDoor) apply(e *Encounter) (string, error) {
	sp := e.Grid.Spec()
	if a.Index < 0 || a.Index >= len(sp.Doors) {
		return "", fmt.Errorf("engine: no door %d (the map has %d)", a.Index, len(sp.Doors))
	}
	d := sp.Doors[a.Index]
	sp.Doors = append(sp.Doors[:a.Index], sp.Doors[a.Index+1:]...)
	if err := e.rebuild(sp); err != nil {
		return "", err
	}
	return "removed the " + d.String(), nil
}

// ResizeMap grows or shrinks the map to W×H squares. DX, DY shift what is
// on it (terrain, walls, doors, creatures, lights, the picture's
// alignment): DX = 2 adds two columns on the left. New squares are open
// ground; walls and doors wholly off the new map are dropped, others kept
// as they are. A creature that would fall off the map refuses the resize.
type ResizeMap struct {
	W, H   int
	DX, DY int
}

// String describes the action for the log.
func (a ResizeMap) String() string {
	return fmt.Sprintf("resize the map to %d×%d (shifted %+d,%+d)", a.W, a.H, a.DX, a.DY)
}

func (a ResizeMap) apply(e *Encounter) (string, error) {
	if a.W < 1 || a.H < 1 || a.W > grid.MaxSide || a.H > grid.MaxSide {
		return "", fmt.Errorf("engine: a %d×%d map: each side must be 1 to %d squares", a.W, a.H, grid.MaxSide)
	}
	if a.DX < -grid.MaxSide || a.DX > grid.MaxSide || a.DY < -grid.MaxSide || a.DY > grid.MaxSide {
		return "", fmt.Errorf("engine: a shift of (%d,%d) squares is more than a map holds", a.DX, a.DY)
	}
	old := e.Grid.Spec()
	sp := grid.Spec{Rows: make([]string, a.H)}
	row := make([]byte, a.W)
	for y := 0; y < a.H; y++ {
		for x := 0; x < a.W; x++ {
			row[x] = e.Grid.At(x-a.DX, y-a.DY).Char()
			if !e.Grid.In(x-a.DX, y-a.DY) {
				row[x] = grid.Open.Char()
			}
		}
		sp.Rows[y] = string(row)
	}
	shift := grid.Pt{X: int64(a.DX) * grid.Unit, Y: int64(a.DY) * grid.Unit}
	on := func(w grid.Wall) bool {
		lo := func(v int64) bool { return v < 0 }
		xs, ys := int64(a.W)*grid.Unit, int64(a.H)*grid.Unit
		return !(lo(w.A.X) && lo(w.B.X)) && !(lo(w.A.Y) && lo(w.B.Y)) &&
			!(w.A.X > xs && w.B.X > xs) && !(w.A.Y > ys && w.B.Y > ys)
	}
	for _, w := range old.Walls {
		w = grid.Wall{A: w.A.Add(shift), B: w.B.Add(shift)}
		if on(w) {
			sp.Walls = append(sp.Walls, w)
		}
	}
	for _, d := range old.Doors {
		d.Wall = grid.Wall{A: d.A.Add(shift), B: d.B.Add(shift)}
		if on(d.Wall) {
			sp.Doors = append(sp.Doors, d)
		}
	}
	for _, w := range old.LowWalls {
		w = grid.Wall{A: w.A.Add(shift), B: w.B.Add(shift)}
		if on(w) {
			sp.LowWalls = append(sp.LowWalls, w)
		}
	}
	for _, c := range e.Creatures {
		c.X += a.DX
		c.Y += a.DY
	}
	if a.DX != 0 || a.DY != 0 {
		e.shiftAreas(a.DX, a.DY)
	}
	if sc := e.Scenery; sc != nil && (a.DX != 0 || a.DY != 0) {
		n := *sc
		if b := sc.Background; b != nil {
			nb := *b
			nb.OffsetX -= float64(a.DX) * b.PixelsPerSquare
			nb.OffsetY -= float64(a.DY) * b.PixelsPerSquare
			n.Background = &nb
		}
		n.Lights = make([]Light, len(sc.Lights))
		for i, l := range sc.Lights {
			l.X += float64(a.DX)
			l.Y += float64(a.DY)
			n.Lights[i] = l
		}
		e.Scenery = &n
	}
	if err := e.rebuild(sp); err != nil {
		return "", err
	}
	e.shiftFog(a.W, a.H, a.DX, a.DY)
	return fmt.Sprintf("resized the map to %d×%d", a.W, a.H), nil
}

// rebuild makes the grid of sp the encounter's map, after checking that
// every creature still stands where it is (its space worked out anew where
// the old one no longer fits or is no longer forced).
func (e *Encounter) rebuild(sp grid.Spec) error {
	g, err := grid.Build(sp)
	if err != nil {
		return fmt.Errorf("engine: %s", trimPkg(err))
	}
	old := e.Grid
	e.Grid = g
	if err := e.replace(); err != nil {
		e.Grid = old
		return err
	}
	return nil
}

// replace works out every creature's space on the current map again: the
// space it has where that still fits, else the one it fits in.
func (e *Encounter) replace() error {
	for _, c := range e.Creatures {
		keep := *c
		if err := e.placeSpace(c); err == nil {
			continue
		}
		c.SpaceW, c.SpaceH = 0, 0
		if err := e.placeSpace(c); err != nil {
			*c = keep
			return fmt.Errorf("engine: %s stands there: %s", c, trimPkg(err))
		}
	}
	return e.checkOverlaps("")
}

// trimPkg is an error's message without the package it came from, to be
// worded into an engine message.
func trimPkg(err error) string {
	msg := err.Error()
	for _, p := range []string{"engine: ", "grid: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}

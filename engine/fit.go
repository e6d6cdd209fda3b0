package engine

import (
	"fmt"

	"battlemap/grid"
)

// shape is one space a creature may occupy: its full N×N space or a
// narrower squeezed one (SCENARIO-FORMAT.md "Squeezing on the grid").
type shape struct {
	W, H     int
	squeezed bool
}

// fitter answers, for one creature, whether a space fits the map: the
// terrain, the walls, narrow gaps and the squeezing widths of its system.
// Creatures are not its concern (see overlay).
type fitter struct {
	g      *grid.Grid
	flying bool
	narrow NarrowEntry
	side   int
	shapes []shape // shapes[0] is the full space
}

func newFitter(e *Encounter, c *Creature) *fitter {
	f := &fitter{}
	f.init(e, c)
	return f
}

// init sets f up for creature c in e, reusing its memory.
func (f *fitter) init(e *Encounter, c *Creature) {
	side := c.Size.Side()
	f.g = e.Grid
	f.flying = c.Has(Flying)
	f.narrow = e.System.NarrowEntry(c.Size)
	f.side = side
	f.shapes = append(f.shapes[:0], shape{side, side, false})
	lo, hi := e.System.SqueezeWidths(side)
	for w := hi; w >= lo && w >= 1; w-- {
		f.shapes = append(f.shapes, shape{w, side, true}, shape{side, w, true})
	}
}

// shapeIndex returns the index of the w×h shape, or -1.
func (f *fitter) shapeIndex(w, h int) int {
	for i, s := range f.shapes {
		if s.W == w && s.H == h {
			return i
		}
	}
	return -1
}

// shapeAllowed reports whether the creature may ever occupy a w×h space.
func (f *fitter) shapeAllowed(w, h int) bool { return f.shapeIndex(w, h) >= 0 }

// squareOK is square without the words, for hot paths.
func (f *fitter) squareOK(x, y int) bool {
	g := f.g
	if !g.In(x, y) {
		return false
	}
	switch g.At(x, y) {
	case grid.Solid:
		return false
	case grid.Pit:
		if !f.flying {
			return false
		}
	case grid.Narrow:
		if f.narrow == NarrowNever {
			return false
		}
	}
	return !g.WallCrossesSquare(x, y)
}

// square reports whether the creature may have square (x,y) in its space,
// as far as the map goes, and why not.
func (f *fitter) square(x, y int) (bool, string) {
	g := f.g
	if !g.In(x, y) {
		return false, fmt.Sprintf("(%d,%d) is off the map", x, y)
	}
	switch t := g.At(x, y); {
	case t == grid.Solid:
		return false, fmt.Sprintf("(%d,%d) is a solid square", x, y)
	case t == grid.Pit && !f.flying:
		return false, fmt.Sprintf("(%d,%d) is a pit, which cannot be entered on foot", x, y)
	case t == grid.Narrow && f.narrow == NarrowNever:
		return false, fmt.Sprintf("(%d,%d) is a narrow gap, too narrow to squeeze through", x, y)
	}
	if g.WallCrossesSquare(x, y) {
		return false, fmt.Sprintf("a wall runs through (%d,%d)", x, y)
	}
	return true, ""
}

// fits reports whether the space r fits the map: every square allowed and
// no wall across its interior.
func (f *fitter) fits(r grid.Rect) (bool, string) {
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if !f.squareOK(x, y) {
				_, why := f.square(x, y)
				return false, why
			}
		}
	}
	if !f.g.Fits(r, true) {
		return false, fmt.Sprintf("a wall runs through the %d×%d space at (%d,%d)", r.W, r.H, r.X, r.Y)
	}
	return true, ""
}

// standIn reports whether the creature may stand in r as far as the map
// goes: r fits, and a squeezed r is used only where no wider space
// containing it fits (squeezing is forced by the walls, never chosen).
func (f *fitter) standIn(r grid.Rect) (bool, string) {
	if ok, why := f.fits(r); !ok {
		return false, why
	}
	k := f.shapeIndex(r.W, r.H)
	if k < 0 {
		return false, fmt.Sprintf("a %d×%d space is not one this creature can take", r.W, r.H)
	}
	if !f.shapes[k].squeezed {
		return true, ""
	}
	for _, s := range f.shapes {
		if s.W < r.W || s.H < r.H || (s.W == r.W && s.H == r.H) {
			continue
		}
		for y := r.Y - (s.H - r.H); y <= r.Y; y++ {
			for x := r.X - (s.W - r.W); x <= r.X; x++ {
				if ok, _ := f.fits(grid.Rect{X: x, Y: y, W: s.W, H: s.H}); ok {
					return false, fmt.Sprintf("a wider %d×%d space fits at (%d,%d): squeezing is only where the walls force it", s.W, s.H, x, y)
				}
			}
		}
	}
	return true, ""
}

// squeezedIn reports whether standing in r means squeezing: a narrower
// shape, or a narrow square for a creature that squeezes into those.
func (f *fitter) squeezedIn(r grid.Rect, k int) bool {
	if f.shapes[k].squeezed {
		return true
	}
	if f.narrow != NarrowSqueeze {
		return false
	}
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if f.g.At(x, y) == grid.Narrow {
				return true
			}
		}
	}
	return false
}

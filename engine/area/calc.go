package area

import (
	"fmt"

	"battlemap/engine"
	"battlemap/grid"
)

// Calc computes areas. It keeps its buffers between computations, so that
// recomputing an area per pointer move allocates nothing once warm. A Calc
// is not safe for concurrent use; give each goroutine its own.
type Calc struct {
	e   *engine.Encounter
	g   *grid.Grid
	s   Spec
	sys string
	n   int  // the size in squares
	alt bool // the system's count alternates diagonals (5-10-5, 1-2-1)

	// src is the space an emanation issues from (srcOK says there is one).
	src   grid.Rect
	srcOK bool
	// from are the points line of effect is drawn from: the origin, or the
	// test points of every square of an emanation's source.
	from []grid.Pt

	ls    grid.LineScratch
	in    []uint32 // per map square: stamp when in the area
	reach []uint32 // per map square: stamp when line of effect reached it
	stamp uint32
	sp    spreadBuf
	res   Result
}

// NewCalc returns a calculator with empty buffers.
func NewCalc() *Calc { return &Calc{} }

// Result is one computed area: its squares, the creatures it affects with
// the cover each has against it, and the rule that shaped it. It belongs to
// the Calc and is overwritten by its next computation.
type Result struct {
	Spec Spec
	// Squares are the map squares the area covers, row by row; never solid.
	Squares []engine.Square
	// Hits are the creatures with a square of their space in the area, in
	// the encounter's order (an emanation's source only when included).
	Hits []Hit
	// rule words the rule that decided the squares, with its book and page
	// (a constant: wording the result waits for Why).
	rule string
}

// Why words the area and the rule that decided its squares.
func (r *Result) Why() string {
	return fmt.Sprintf("%s: %d squares; %s", r.Spec, len(r.Squares), r.rule)
}

// Has reports whether the area covers square (x,y).
func (c *Calc) Has(x, y int) bool {
	return c.g != nil && c.g.In(x, y) && c.in[y*c.g.W+x] == c.stamp
}

// Compute places s on e and returns its squares and the creatures it
// affects. s must pass Check; Compute refuses what Check refuses.
func (c *Calc) Compute(e *engine.Encounter, s Spec) (*Result, error) {
	if err := s.Check(e); err != nil {
		return nil, err
	}
	c.begin(e, s)
	why := ""
	switch s.Shape {
	case Burst:
		why = c.burst(true)
	case Cylinder:
		if c.sys == "dnd5e" {
			why = c.disc("cylinder")
		} else {
			why = c.burst(false)
		}
	case Sphere:
		why = c.disc("sphere")
	case Spread:
		why = c.spread()
	case Emanation:
		why = c.emanation()
	case Cone:
		if c.sys == "dnd5e" {
			why = c.cone5e()
		} else {
			why = c.cone()
		}
	case Line:
		if c.sys == "dnd5e" {
			why = c.line5e()
		} else {
			why = c.line()
		}
	case Cube:
		why = c.cube()
	default:
		return nil, fmt.Errorf("area: shape %s cannot be computed", s.Shape)
	}
	c.res.rule = why
	c.hits()
	return &c.res, nil
}

// begin readies the buffers for one computation.
func (c *Calc) begin(e *engine.Encounter, s Spec) {
	c.e, c.g, c.s = e, e.Grid, s
	c.sys = e.System.ID()
	c.n = s.Feet / 5
	c.alt = e.System.Alternates(e.Options)
	if n := c.g.W * c.g.H; len(c.in) != n {
		c.in = make([]uint32, n)
		c.reach = make([]uint32, n)
		c.stamp = 0
	}
	c.stamp++
	if c.stamp == 0 {
		clear(c.in)
		clear(c.reach)
		c.stamp = 1
	}
	c.res = Result{Spec: s, Squares: c.res.Squares[:0], Hits: c.res.Hits[:0]}
	c.srcOK = false
	c.from = c.from[:0]
	if s.From != "" {
		src := e.Creature(s.From)
		c.src, c.srcOK = src.Rect(), true
	}
	if s.HasOrigin {
		c.from = append(c.from, s.Origin)
	}
}

// add puts square (x,y) into the area (it must be on the map and not solid).
func (c *Calc) add(x, y int) {
	i := y*c.g.W + x
	if c.in[i] == c.stamp {
		return
	}
	c.in[i] = c.stamp
	c.res.Squares = append(c.res.Squares, engine.Square{X: x, Y: y})
}

// open reports whether (x,y) is a square an area can hold: on the map and
// not solid (AREAS.md §1.3: a solid square is filled stone).
func (c *Calc) open(x, y int) bool { return c.g.In(x, y) && c.g.At(x, y) != grid.Solid }

// window clamps the square range [x0,x1]×[y0,y1] to the map.
func (c *Calc) window(x0, y0, x1, y1 int) (int, int, int, int) {
	return max(x0, 0), max(y0, 0), min(x1, c.g.W-1), min(y1, c.g.H-1)
}

// count is the system's diagonal rule D(a,b) in squares (AREAS.md
// Convention 1): max + ⌊min/2⌋ when it alternates, else max.
func (c *Calc) count(a, b int) int {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	hi, lo := max(a, b), min(a, b)
	if c.alt {
		return hi + lo/2
	}
	return hi
}

// pointCount is the count from point p to square (x,y): D of the offsets
// from p to the square's centre, each rounded up (AREAS.md Convention 1; for
// a grid point these are the offsets of the square's far corner).
func (c *Calc) pointCount(p grid.Pt, x, y int) int {
	up := func(v int64) int {
		if v < 0 {
			v = -v
		}
		return int((v + grid.Unit - 1) / grid.Unit)
	}
	ctr := grid.Center(x, y)
	return c.count(up(ctr.X-p.X), up(ctr.Y-p.Y))
}

// spaceCount is the count from a space to square (x,y): D of how many
// squares it lies beyond the space on each axis (AREAS.md §1.5).
func (c *Calc) spaceCount(r grid.Rect, x, y int) int {
	dx, dy := grid.Gap(r, grid.Rect{X: x, Y: y, W: 1, H: 1})
	return c.count(dx, dy)
}

// pointSquare returns the square whose top-left corner is the grid point p
// (p rounded down for an edge midpoint).
func pointSquare(p grid.Pt) (int, int) {
	fl := func(v int64) int {
		q := v / grid.Unit
		if v%grid.Unit != 0 && v < 0 {
			q--
		}
		return int(q)
	}
	return fl(p.X), fl(p.Y)
}

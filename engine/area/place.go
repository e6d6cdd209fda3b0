package area

import (
	"fmt"
	"math"

	"battlemap/engine"
	"battlemap/grid"
)

// What a placement tool needs besides Compute: the point of origin nearest
// the pointer among those the shape allows, the direction a cone or line
// turns to as the pointer moves, the apexes a creator's cone may leave
// from, and whether a placement by a creator is legal.

// Snap returns the point of origin nearest to (x,y) (grid units, as the
// pointer gives them) that s's shape allows in the system: a grid point;
// for a PF2e/PF1e/3.5 cone aimed orthogonally and an odd 5e cube aimed
// orthogonally, the midpoint of an edge across the direction; for a 5e line
// a grid point or any edge midpoint. The point is kept on the map.
func Snap(e *engine.Encounter, s Spec, x, y float64) grid.Pt {
	w, h := float64(e.Grid.W), float64(e.Grid.H)
	x, y = math.Min(math.Max(x, 0), w), math.Min(math.Max(y, 0), h)
	whole := func(v float64) float64 { return math.Round(v) }
	half := func(v, lim float64) float64 { return math.Min(math.Max(math.Floor(v)+0.5, 0.5), lim-0.5) }
	sys := e.System.ID()
	across := func() grid.Pt { // the midpoint of an edge across the direction
		if dx, _ := s.Dir.D(); dx != 0 {
			return grid.PtF(whole(x), half(y, h))
		}
		return grid.PtF(half(x, w), whole(y))
	}
	switch {
	case s.Shape == Cone && pf(sys) && s.HasDir && !s.Dir.Diagonal():
		return across()
	case s.Shape == Cube && s.HasDir && !s.Dir.Diagonal() && (s.Feet/5)%2 == 1:
		return across()
	case s.Shape == Line && !pf(sys):
		best, bd := grid.PtF(whole(x), whole(y)), math.Inf(1)
		for _, p := range [3][2]float64{{whole(x), whole(y)}, {whole(x), half(y, h)}, {half(x, w), whole(y)}} {
			if d := math.Hypot(p[0]-x, p[1]-y); d < bd {
				best, bd = grid.PtF(p[0], p[1]), d
			}
		}
		return best
	}
	return grid.PtF(whole(x), whole(y))
}

// Aim turns s toward the pointer at (x,y): a PF2e/PF1e/3.5 cone to the
// nearest of the eight directions (those systems' cones have no others); a
// 5e cone or any line toward the grid point nearest the pointer, at any
// angle, or, when that is the origin itself, to the nearest direction; a
// cube to the nearest direction. Other shapes are returned unchanged.
func Aim(e *engine.Encounter, s Spec, x, y float64) Spec {
	ox, oy := s.Origin.F()
	dir := NearestDir(x-ox, y-oy)
	toward := grid.PtF(math.Round(x), math.Round(y))
	switch {
	case s.Shape == Cube || (s.Shape == Cone && pf(e.System.ID())):
		s.Dir, s.HasDir, s.HasToward = dir, true, false
	case s.Shape == Cone || s.Shape == Line:
		if toward == s.Origin {
			s.Dir, s.HasDir, s.HasToward = dir, true, false
		} else {
			s.Toward, s.HasToward, s.HasDir = toward, true, false
		}
	}
	return s
}

// NearestDir returns the direction nearest to the vector (dx,dy), east for
// none.
func NearestDir(dx, dy float64) grid.Dir {
	if dx == 0 && dy == 0 {
		return grid.E
	}
	a := math.Atan2(dy, dx) // y grows downward: clockwise from east
	k := int(math.Round(a/(math.Pi/4))) & 7
	return grid.Dirs[k]
}

// ConeApex returns where a creator standing in r starts a PF2e/PF1e/3.5
// cone in direction d, the one nearest the pointer (x,y): the corner of its
// space for a diagonal cone; for an orthogonal one, the midpoint of the
// edge of one of its squares on that side (a Large or larger creator may
// start it along any square of its space, PF2e CRB p.456).
func ConeApex(r grid.Rect, d grid.Dir, x, y float64) grid.Pt {
	dx, dy := d.D()
	side := func(lo, n, dd int) float64 {
		if dd > 0 {
			return float64(lo + n)
		}
		return float64(lo)
	}
	along := func(lo, n int, v float64) float64 {
		return math.Min(math.Max(math.Floor(v)+0.5, float64(lo)+0.5), float64(lo+n)-0.5)
	}
	switch {
	case dx != 0 && dy != 0:
		return grid.PtF(side(r.X, r.W, dx), side(r.Y, r.H, dy))
	case dx != 0:
		return grid.PtF(side(r.X, r.W, dx), along(r.Y, r.H, y))
	}
	return grid.PtF(along(r.X, r.W, x), side(r.Y, r.H, dy))
}

// CheckCreator refuses a cone or line that creator cannot make from where
// it stands (AREAS.md §2.2, §2.4, §3.6, §5): a PF2e/PF1e/3.5 cone must
// leave from its space's edge or corner in the cone's direction and not
// overlap its space; a PF line must start at a grid point on the border of
// its space; a 5e cone or line at a point on that border. Other shapes are
// placed at range, which is the spell's business, not the grid's.
func CheckCreator(e *engine.Encounter, s Spec, creator string) error {
	c, err := e.Lookup(creator)
	if err != nil {
		return err
	}
	r := c.Rect()
	switch {
	case s.Shape == Cone && pf(e.System.ID()):
		if !s.HasDir {
			return fmt.Errorf("area: a cone needs a direction")
		}
		if !onApex(r, s.Dir, s.Origin) {
			return fmt.Errorf("area: %s's cone %s must start at %s (PF2e CRB p.456; PF1e CRB p.214)", creator, s.Dir, apexWords(s.Dir))
		}
	case s.Shape == Cone || s.Shape == Line:
		if !OnBorder(r, s.Origin) {
			return fmt.Errorf("area: %s's %s must start on the border of its space, not at %v", creator, s.Shape, s.Origin)
		}
	default:
		return nil
	}
	res, err := NewCalc().Compute(e, s)
	if err != nil {
		return err
	}
	if s.Shape == Cone {
		for _, q := range res.Squares {
			if r.Contains(q.X, q.Y) {
				return fmt.Errorf("area: the cone would cover %s's own square (%d,%d): a cone may not overlap its creator's space (PF2e CRB p.456)", creator, q.X, q.Y)
			}
		}
	}
	return nil
}

func apexWords(d grid.Dir) string {
	if d.Diagonal() {
		return "the corner of its space in that direction"
	}
	return "the midpoint of one of its squares' edges on that side"
}

// onApex reports whether p is a legal apex of a PF cone in direction d
// from the space r (see ConeApex).
func onApex(r grid.Rect, d grid.Dir, p grid.Pt) bool {
	px, py := p.F()
	return ConeApex(r, d, px, py) == p
}

// OnBorder reports whether p lies on the border of the space r, exactly.
func OnBorder(r grid.Rect, p grid.Pt) bool {
	x0, y0 := int64(r.X)*grid.Unit, int64(r.Y)*grid.Unit
	x1, y1 := x0+int64(r.W)*grid.Unit, y0+int64(r.H)*grid.Unit
	in := p.X >= x0 && p.X <= x1 && p.Y >= y0 && p.Y <= y1
	return in && (p.X == x0 || p.X == x1 || p.Y == y0 || p.Y == y1)
}

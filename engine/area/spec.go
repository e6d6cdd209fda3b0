package area

import (
	"fmt"
	"strings"

	"battlemap/engine"
	"battlemap/grid"
)

// Spec places one area of effect: the keys of the scenario format's area
// query. Points are in fixed-point grid units (grid.Unit per square); an
// origin is a grid point or, where the shape allows it, the midpoint of a
// square's edge. A Spec is a value; it is comparable, so that an encounter
// can tell whether its areas changed.
type Spec struct {
	Shape Shape
	// Feet is the size: the radius of a burst, spread, emanation, sphere or
	// cylinder, the length of a cone or line, the side of a cube.
	Feet int
	// Origin is the point of origin (not used by an emanation from a
	// creature); HasOrigin says it is given.
	Origin    grid.Pt
	HasOrigin bool
	// Dir is the direction a cone, line or cube extends in; HasDir says it
	// is given.
	Dir    grid.Dir
	HasDir bool
	// Toward is a grid point a line (or a 5e cone) aims at, at any angle;
	// HasToward says it is given.
	Toward    grid.Pt
	HasToward bool
	// From is the creature an emanation issues from ("" for none).
	From string
	// Include says whether From's squares belong to the area.
	Include Include
	// Width is a line's width in feet; 0 means 5.
	Width int
	// Side is which row a PF line takes where it runs along a grid line.
	Side Side
}

// MaxFeet is the largest size an area may have: twice the side of the
// largest map, so that the exact tests stay within their integers.
const MaxFeet = 5 * 2 * grid.MaxSide

// pointKind is what kind of point an origin is.
type pointKind uint8

const (
	gridPoint pointKind = iota // both coordinates whole
	midV                       // x whole, y half: the midpoint of a vertical edge
	midH                       // x half, y whole: the midpoint of a horizontal edge
	otherPoint
)

func kindOf(p grid.Pt) pointKind {
	const h = grid.Unit / 2
	if p.X%h != 0 || p.Y%h != 0 {
		return otherPoint
	}
	xw, yw := p.X%grid.Unit == 0, p.Y%grid.Unit == 0
	switch {
	case xw && yw:
		return gridPoint
	case xw:
		return midV
	case yw:
		return midH
	}
	return otherPoint
}

// pf reports whether the system is one of the Pathfinder / 3.5 family.
func pf(system string) bool { return system != "dnd5e" }

// Check refuses a placement the rules cannot answer (SCENARIO-FORMAT.md
// "Areas": an error, not an answer): a shape the system does not have, a
// size or width that is not a positive multiple of 5, a key missing or one
// the shape does not use, an origin of the wrong kind, off the map or inside
// a wall, a toward point that is not a grid point or is the origin, an
// unknown source, or a PF1e/3.5 source whose space has an odd side.
func (s Spec) Check(e *engine.Encounter) error {
	sys := e.System.ID()
	if err := s.Valid(sys); err != nil {
		return err
	}
	if s.HasOrigin {
		if err := s.checkOrigin(e); err != nil {
			return err
		}
	}
	if s.HasToward {
		if kindOf(s.Toward) != gridPoint {
			return fmt.Errorf("area: key \"toward\": %v is not a grid point", s.Toward)
		}
		if s.Toward == s.Origin {
			return fmt.Errorf("area: key \"toward\": %v is the origin itself", s.Toward)
		}
	}
	if s.From != "" {
		c := e.Creature(s.From)
		if c == nil {
			return fmt.Errorf("area: key \"from\": no creature %q on the map", s.From)
		}
		if pf(sys) && sys != "pf2e" && (c.SpaceW%2 != 0 || c.SpaceH%2 != 0) {
			return fmt.Errorf("area: key \"from\": %s's space is %d×%d: in %s an emanation issues from a point, and only a space with even sides has its centre on one (give an origin)", c.ID, c.SpaceW, c.SpaceH, e.System.Name())
		}
	}
	return nil
}

// Valid is the part of Check that needs no map: the shape is one of the
// system's, the size a positive multiple of 5, the keys those the shape
// uses, and the origin of the kind it needs. An encounter file's areas are
// read with it: a map edited since the area was placed may have put a wall
// through its origin, and the area then covers nothing, but it still
// opens.
func (s Spec) Valid(sys string) error {
	if !has(sys, s.Shape) {
		names := make([]string, 0, 6)
		for _, t := range shapesOf[sys] {
			names = append(names, t.String())
		}
		return fmt.Errorf("area: %s has no %s area (its shapes: %s)", sysName(sys), s.Shape, strings.Join(names, ", "))
	}
	if s.Feet <= 0 || s.Feet%5 != 0 {
		return fmt.Errorf("area: key \"size\": %d ft is not a positive multiple of 5", s.Feet)
	}
	if s.Feet > MaxFeet {
		return fmt.Errorf("area: key \"size\": %d ft is larger than any map (at most %d ft)", s.Feet, MaxFeet)
	}
	if err := s.checkKeys(sys); err != nil {
		return err
	}
	if s.HasOrigin {
		if err := s.checkKind(sys); err != nil {
			return err
		}
	}
	return nil
}

// checkKeys refuses keys missing and keys the shape does not use.
func (s Spec) checkKeys(sys string) error {
	unused := func(key string) error {
		return fmt.Errorf("area: key %q is not used by a %s area", key, s.Shape)
	}
	missing := func(key string) error {
		return fmt.Errorf("area: a %s area needs key %q", s.Shape, key)
	}
	directed := s.Shape == Cone || s.Shape == Line || s.Shape == Cube
	switch {
	case s.HasDir && !directed:
		return unused("dir")
	case s.HasToward && !(s.Shape == Line || (s.Shape == Cone && !pf(sys))):
		return unused("toward")
	case s.From != "" && s.Shape != Emanation:
		return unused("from")
	case s.Include != IncludeDefault && s.From == "":
		return fmt.Errorf("area: key \"include_source\" needs key \"from\"")
	case s.Width != 0 && s.Shape != Line:
		return unused("width")
	case s.Side != SideDefault && (s.Shape != Line || !pf(sys)):
		return unused("side")
	case s.HasDir && s.HasToward:
		return fmt.Errorf("area: keys \"dir\" and \"toward\" both given: give one")
	case directed && !s.HasDir && !s.HasToward:
		if s.Shape == Line || (s.Shape == Cone && !pf(sys)) {
			return fmt.Errorf("area: a %s area needs key \"dir\" or \"toward\"", s.Shape)
		}
		return missing("dir")
	}
	if s.Width != 0 {
		if s.Width < 0 || s.Width%5 != 0 {
			return fmt.Errorf("area: key \"width\": %d ft is not a positive multiple of 5", s.Width)
		}
		if pf(sys) && s.Width != 5 {
			return fmt.Errorf("area: key \"width\": %d ft: lines in %s are 5 ft wide", s.Width, sysName(sys))
		}
	}
	if s.Shape != Emanation {
		if !s.HasOrigin {
			return missing("origin")
		}
		return nil
	}
	if sys == "pf2e" || sys == "dnd5e" {
		if s.HasOrigin {
			return fmt.Errorf("area: key \"origin\": an emanation in %s issues from a creature's space: give key \"from\"", sysName(sys))
		}
		if s.From == "" {
			return missing("from")
		}
		return nil
	}
	if s.HasOrigin == (s.From != "") {
		return fmt.Errorf("area: an emanation in %s needs exactly one of keys \"origin\" and \"from\"", sysName(sys))
	}
	return nil
}

func sysName(id string) string {
	if s, err := engine.SystemByID(id); err == nil {
		return s.Name()
	}
	return id
}

// checkKind refuses an origin of the wrong kind for the shape.
func (s Spec) checkKind(sys string) error {
	k := kindOf(s.Origin)
	want := []pointKind{gridPoint}
	what := "a grid point"
	orthoMid := func() []pointKind {
		if dx, _ := s.Dir.D(); dx != 0 {
			return []pointKind{midV} // e, w: x whole, y half
		}
		return []pointKind{midH}
	}
	switch {
	case s.Shape == Cone && pf(sys) && s.HasDir && !s.Dir.Diagonal():
		want, what = orthoMid(), "the midpoint of the edge the cone's first square shares with the creator (one coordinate half)"
	case s.Shape == Cube && s.HasDir && !s.Dir.Diagonal() && (s.Feet/5)%2 == 1:
		want, what = orthoMid(), "the midpoint of the face an odd cube leaves from (one coordinate half)"
	case s.Shape == Line && !pf(sys):
		want, what = []pointKind{gridPoint, midV, midH}, "a grid point or the midpoint of an edge"
	}
	ok := false
	for _, w := range want {
		ok = ok || k == w
	}
	if !ok {
		return fmt.Errorf("area: key \"origin\": %v is not %s, as a %s needs", s.Origin, what, s.Shape)
	}
	return nil
}

// checkOrigin refuses an origin off the map or inside a wall.
func (s Spec) checkOrigin(e *engine.Encounter) error {
	g := e.Grid
	if s.Origin.X < 0 || s.Origin.Y < 0 || s.Origin.X > int64(g.W)*grid.Unit || s.Origin.Y > int64(g.H)*grid.Unit {
		return fmt.Errorf("area: key \"origin\": %v is off the %d×%d map", s.Origin, g.W, g.H)
	}
	for i, w := range g.Walls() {
		if insideSegment(w, s.Origin) {
			return fmt.Errorf("area: key \"origin\": %v lies on wall %d %v, not at its end", s.Origin, i, w)
		}
	}
	for i, d := range g.Doors() {
		if !d.Open && insideSegment(d.Wall, s.Origin) {
			return fmt.Errorf("area: key \"origin\": %v lies on the closed door %d %v, not at its end", s.Origin, i, d.Wall)
		}
	}
	return nil
}

// insideSegment reports whether p lies on the segment w other than at its
// end points.
func insideSegment(w grid.Wall, p grid.Pt) bool {
	a, b := w.A, w.B
	if p == a || p == b {
		return false
	}
	if (b.X-a.X)*(p.Y-a.Y)-(b.Y-a.Y)*(p.X-a.X) != 0 {
		return false
	}
	return min(a.X, b.X) <= p.X && p.X <= max(a.X, b.X) && min(a.Y, b.Y) <= p.Y && p.Y <= max(a.Y, b.Y)
}

// include reports whether the source belongs to the area: PF2e's and
// PF1e/3.5's emanations include it unless told not to, 5e's leave it out
// unless told to (2024 rules, "Emanation").
func (s Spec) include(sys string) bool {
	switch s.Include {
	case IncludeYes:
		return true
	case IncludeNo:
		return false
	}
	return pf(sys)
}

// String describes the placement for messages and the log.
func (s Spec) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d-ft %s", s.Feet, s.Shape)
	if s.HasDir {
		b.WriteString(" " + s.Dir.String())
	}
	if s.From != "" {
		b.WriteString(" from " + s.From)
	} else if s.HasOrigin {
		b.WriteString(" from " + s.Origin.String())
	}
	if s.HasToward {
		b.WriteString(" toward " + s.Toward.String())
	}
	return b.String()
}

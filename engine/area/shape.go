package area

import (
	"fmt"
	"strings"

	"battlemap/grid"
)

// Shape is the kind of an area of effect.
type Shape uint8

// The shapes of the four systems (PF2e: burst, cone, emanation, line; PF1e
// and 3.5: burst, spread, emanation, cone, line, cylinder; 5e: sphere,
// cylinder, cone, cube, line, emanation).
const (
	NoShape Shape = iota
	Burst
	Spread
	Emanation
	Cone
	Line
	Cylinder
	Sphere
	Cube
)

var shapeNames = [...]string{"", "burst", "spread", "emanation", "cone", "line", "cylinder", "sphere", "cube"}

// String names the shape as scenario files spell it.
func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return fmt.Sprintf("shape(%d)", s)
}

// ParseShape reads a shape name.
func ParseShape(name string) (Shape, error) {
	for i, n := range shapeNames {
		if i > 0 && n == name {
			return Shape(i), nil
		}
	}
	return NoShape, fmt.Errorf("area: unknown shape %q (want one of %s)", name, strings.Join(shapeNames[1:], ", "))
}

// shapesOf lists each system's shapes, by its file name. It is read, never
// changed.
var shapesOf = map[string][]Shape{
	"pf2e":  {Burst, Cone, Emanation, Line},
	"pf1e":  {Burst, Spread, Emanation, Cone, Line, Cylinder},
	"dnd35": {Burst, Spread, Emanation, Cone, Line, Cylinder},
	"dnd5e": {Sphere, Cylinder, Cone, Cube, Line, Emanation},
}

// Shapes returns the shapes a system has, by its file name (pf2e, pf1e,
// dnd35, dnd5e), in the order the rules list them.
func Shapes(system string) []Shape { return append([]Shape(nil), shapesOf[system]...) }

// has reports whether the system has the shape.
func has(system string, s Shape) bool {
	for _, t := range shapesOf[system] {
		if t == s {
			return true
		}
	}
	return false
}

// Include says whether an emanation's source belongs to its area.
type Include uint8

// The three choices: the system's default, or said.
const (
	IncludeDefault Include = iota // PF2e, PF1e, 3.5: included; 5e: left out
	IncludeYes
	IncludeNo
)

// Side is which squares a PF line takes where it runs exactly along a grid
// line.
type Side uint8

// The sides; the default is the right-hand side.
const (
	SideDefault Side = iota
	SideRight
	SideLeft
)

var dirCodes = [8]string{"e", "se", "s", "sw", "w", "nw", "n", "ne"}

// ParseDir reads a direction as scenario files spell it: n, ne, e, se, s,
// sw, w, nw.
func ParseDir(s string) (grid.Dir, error) {
	for i, c := range dirCodes {
		if c == s {
			return grid.Dir(i), nil
		}
	}
	return 0, fmt.Errorf("area: unknown direction %q (want n, ne, e, se, s, sw, w or nw)", s)
}

// DirCode spells a direction as scenario files do.
func DirCode(d grid.Dir) string { return dirCodes[d&7] }

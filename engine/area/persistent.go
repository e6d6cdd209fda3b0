package area

import (
	"battlemap/engine"
	"battlemap/grid"
)

// Persistent is a placed area that stays on the map: it implements
// engine.AreaShape, so an encounter can keep it (engine.PlaceArea), count
// its duration down, and price the difficult terrain it lays. Its squares
// are worked out from the encounter as it stands: an emanation moves with
// its source, a wall drawn across a cloud cuts it.
type Persistent struct{ Spec Spec }

// Squares appends the squares the area covers in e to dst.
func (p Persistent) Squares(e *engine.Encounter, dst []engine.Square) ([]engine.Square, error) {
	res, err := NewCalc().Compute(e, p.Spec)
	if err != nil {
		return dst, err
	}
	return append(dst, res.Squares...), nil
}

// Source is the creature the area issues from and moves with, "" for none.
func (p Persistent) Source() string { return p.Spec.From }

// String describes the area.
func (p Persistent) String() string { return p.Spec.String() }

// Renamed is the area with creature from called to.
func (p Persistent) Renamed(from, to string) engine.AreaShape {
	if p.Spec.From == from {
		p.Spec.From = to
	}
	return p
}

// Shifted is the area moved by (dx,dy) squares.
func (p Persistent) Shifted(dx, dy int) engine.AreaShape {
	d := grid.P(dx, dy)
	if p.Spec.HasOrigin {
		p.Spec.Origin = p.Spec.Origin.Add(d)
	}
	if p.Spec.HasToward {
		p.Spec.Toward = p.Spec.Toward.Add(d)
	}
	return p
}

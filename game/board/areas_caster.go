package board

import (
	"math"

	"battlemap/engine/area"
	"battlemap/grid"
)

// Cones and lines from a creature. A tap (or the start of a drag) on a
// creature with a cone or a line chosen makes that creature the caster:
// the template then leaves from its space as the system says and turns
// toward where the GM taps or drags: a PF2e, PF1e or 3.5 cone from the
// corner of the space in a diagonal direction, else from the midpoint of
// the edge of one of its squares on that side (area.ConeApex; PF2e CRB
// p.456, PF1e CRB p.214); a line, and a 5e cone, from the point of the
// space's border where the way toward the aim leaves it (a grid point; for
// a 5e line an edge's midpoint too). A tap on empty ground places a cone
// or line from a point, as from an object or a trap.

// fromCaster reports whether the template is a cone or line issuing from a
// creature on the map.
func (b *Board) fromCaster() bool {
	a := &b.areas
	return a.t.from != "" && (a.shape == area.Cone || a.shape == area.Line) && b.enc.Creature(a.t.from) != nil
}

// casterSpec places s, a cone or line, on the border of the caster's
// space, turned toward the aim (or, not aimed yet, the template's
// direction).
func (b *Board) casterSpec(s area.Spec) area.Spec {
	a := &b.areas
	e := b.enc
	r := e.Creature(a.t.from).Rect()
	cx, cy := float64(r.X)+float64(r.W)/2, float64(r.Y)+float64(r.H)/2
	dx, dy := a.t.aim[0]-cx, a.t.aim[1]-cy
	if !a.t.aimed || (dx == 0 && dy == 0) {
		ux, uy := a.t.dir.D()
		dx, dy = float64(ux), float64(uy)
	}
	tx, ty := cx+dx, cy+dy
	if s.Shape == area.Cone && e.System.ID() != "dnd5e" {
		d := area.NearestDir(dx, dy)
		s.Dir, s.HasDir, s.HasToward = d, true, false
		s.Origin, s.HasOrigin = area.ConeApex(r, d, tx, ty), true
		return s
	}
	bx, by := borderExit(r, cx, cy, dx, dy)
	s.Dir, s.HasDir = area.NearestDir(dx, dy), true
	s.Origin, s.HasOrigin = area.Snap(e, s, bx, by), true
	if !area.OnBorder(r, s.Origin) {
		s.Origin = grid.PtF(math.Round(bx), math.Round(by))
	}
	if a.t.aimed {
		s = area.Aim(e, s, tx, ty)
	}
	return s
}

// borderExit is where the ray from (cx,cy), the centre of space r, in
// direction (dx,dy) leaves the space.
func borderExit(r grid.Rect, cx, cy, dx, dy float64) (float64, float64) {
	t := math.Inf(1)
	if dx != 0 {
		t = math.Min(t, float64(r.W)/2/math.Abs(dx))
	}
	if dy != 0 {
		t = math.Min(t, float64(r.H)/2/math.Abs(dy))
	}
	if math.IsInf(t, 1) {
		return cx, cy
	}
	return cx + t*dx, cy + t*dy
}

// castFrom makes creature id the caster of the cone or line chosen, aimed
// at (gx,gy) when aim is set.
func (b *Board) castFrom(id string, gx, gy float64, aim bool) {
	a := &b.areas
	a.t = template{placed: true, from: id, dir: a.t.dir, aim: [2]float64{gx, gy}, aimed: aim}
	b.note(b.f("%s casts it: tap or drag where it points", id))
}

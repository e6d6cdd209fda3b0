package board

import (
	"math"

	"battlemap/engine/area"
)

// What a tap and a drag on the map do while the Areas tool is on. A tap
// places the template where none is, aims a cone, line or cube that is
// placed, and moves any other shape; a tap on a creature attaches an
// emanation to it, or makes it the caster of a cone or line
// (areas_caster.go). A drag that starts on the template (its origin, or a
// square it covers) moves it, the aim moving with it; one that starts
// elsewhere aims a directed shape, or brings another shape under the
// finger. A second finger cancels a drag and puts the template back where
// the drag found it (the input layer then pans and zooms): it never
// places anything.

// dragKind is what a drag on the map does to the template.
type dragKind uint8

// The drags.
const (
	dragNone   dragKind = iota
	dragMove            // move the template (its aim with it)
	dragAim             // turn a cone, line or cube toward the finger
	dragAttach          // an emanation goes to the creature under the finger
	dragRuler           // the ruler's live leg (ruler.go)
)

// areaDrag is a drag under way: what it does, where it started (grid
// units), the template as the drag found it (before) and as the drag's
// start left it (start: a drag on the map with no template places one).
type areaDrag struct {
	kind          dragKind
	from          [2]float64
	before, start template
}

// grabRadius is how near its origin, in squares, a drag takes hold of a
// template.
const grabRadius = 0.75

// templateSpec makes the template's placement: the origin snapped to the
// points the shape allows, then aimed (a PF cone to the nearest of the
// eight directions, a 5e cone or a line toward the grid point nearest the
// aim), then snapped again, since the kind of point a PF cone or an odd
// cube leaves from depends on its direction.
func (b *Board) templateSpec() area.Spec {
	a := &b.areas
	e := b.enc
	s := area.Spec{Shape: a.shape, Feet: a.feet}
	if a.shape == area.Emanation && a.t.from != "" {
		s.From = a.t.from
		return s
	}
	if b.fromCaster() {
		return b.casterSpec(s)
	}
	if directed(a.shape) {
		s.Dir, s.HasDir = a.t.dir, true
	}
	ax, ay := a.t.anchor[0], a.t.anchor[1]
	s.Origin, s.HasOrigin = area.Snap(e, s, ax, ay), true
	if directed(a.shape) && a.t.aimed {
		s = area.Aim(e, s, a.t.aim[0], a.t.aim[1])
		s.Origin = area.Snap(e, s, ax, ay)
	}
	return s
}

// canIssueFrom reports whether an emanation may issue from creature id's
// space: in PF1e and 3.5 only from a space with even sides, whose centre
// is a grid point.
func (b *Board) canIssueFrom(id string) bool {
	c := b.enc.Creature(id)
	if c == nil {
		return false
	}
	return !b.pointEmanation() || (c.SpaceW%2 == 0 && c.SpaceH%2 == 0)
}

// areaClick handles a tap on the map while the tool is on.
func (b *Board) areaClick(x, y float64) {
	a := &b.areas
	if a.mode == modeRuler {
		b.rulerTap(x, y)
		return
	}
	gx, gy := b.cam.ToGrid(x, y)
	defer b.touch()
	if a.shape == area.Emanation {
		b.attach(x, y, true)
		return
	}
	if a.t.placed && directed(a.shape) {
		a.t.aim, a.t.aimed = [2]float64{gx, gy}, true
		return
	}
	if id := b.CreatureAtScreen(x, y); id != "" && (a.shape == area.Cone || a.shape == area.Line) {
		b.castFrom(id, gx, gy, false)
		return
	}
	a.t = template{placed: true, anchor: [2]float64{gx, gy}, dir: a.t.dir}
}

// attach puts an emanation on the creature under screen point (x,y), or,
// where the system allows it, at the grid point there; tapped says a tap
// (which explains a refusal) rather than a drag passing over.
func (b *Board) attach(x, y float64, tapped bool) {
	a := &b.areas
	id := b.CreatureAtScreen(x, y)
	switch {
	case id != "" && b.canIssueFrom(id):
		a.t = template{placed: true, from: id, dir: a.t.dir}
	case b.pointEmanation():
		gx, gy := b.cam.ToGrid(x, y)
		a.t = template{placed: true, anchor: [2]float64{gx, gy}, dir: a.t.dir}
		if id != "" && tapped {
			b.note(b.f("%s's space has an odd side: in %s an emanation issues from a grid point, here the corner nearest the tap", id, b.t(b.enc.System.Name())))
		}
	case tapped:
		b.note(b.t("an emanation issues from a creature's space: tap a creature"))
	}
	b.touch()
}

// onTemplate reports whether grid point (gx,gy) takes hold of the
// template: near its origin, or on a square it covers.
func (b *Board) onTemplate(gx, gy float64) bool {
	if !b.areas.t.placed {
		return false
	}
	s := b.templateSpec()
	if s.HasOrigin {
		ox, oy := s.Origin.F()
		if math.Hypot(gx-ox, gy-oy) <= grabRadius {
			return true
		}
	}
	if _, ok := b.Template(); ok {
		return b.areas.res.calc.Has(int(math.Floor(gx)), int(math.Floor(gy)))
	}
	return false
}

// areaDragStart begins a drag on the map while the tool is on.
func (b *Board) areaDragStart(x, y float64) {
	a := &b.areas
	gx, gy := b.cam.ToGrid(x, y)
	a.drag = areaDrag{from: [2]float64{gx, gy}, before: a.t}
	b.pointTo(x, y)
	defer b.touch()
	switch {
	case a.mode == modeRuler:
		b.rulerDragStart(x, y)
	case a.shape == area.Emanation:
		a.drag.kind = dragAttach
		b.attach(x, y, false)
	case !a.t.placed && (a.shape == area.Cone || a.shape == area.Line) && b.CreatureAtScreen(x, y) != "":
		b.castFrom(b.CreatureAtScreen(x, y), gx, gy, false)
		a.drag.kind = dragAim // from the caster toward the finger
	case !a.t.placed:
		a.t = template{placed: true, anchor: [2]float64{gx, gy}, dir: a.t.dir}
		a.drag.kind = dragMove
	case b.fromCaster():
		a.drag.kind = dragAim
		a.t.aim, a.t.aimed = [2]float64{gx, gy}, true
	case b.onTemplate(gx, gy):
		a.drag.kind = dragMove
	case directed(a.shape):
		a.drag.kind = dragAim
		a.t.aim, a.t.aimed = [2]float64{gx, gy}, true
	default:
		a.t.anchor = [2]float64{gx, gy}
		a.drag.kind = dragMove
	}
	a.drag.start = a.t
}

// areaDragMove follows the drag: it moves, aims or attaches the template.
func (b *Board) areaDragMove(x, y float64) {
	a := &b.areas
	gx, gy := b.cam.ToGrid(x, y)
	b.pointTo(x, y)
	switch a.drag.kind {
	case dragMove:
		dx, dy := gx-a.drag.from[0], gy-a.drag.from[1]
		st := a.drag.start
		a.t.anchor = [2]float64{st.anchor[0] + dx, st.anchor[1] + dy}
		if st.aimed {
			a.t.aim = [2]float64{st.aim[0] + dx, st.aim[1] + dy}
		}
	case dragAim:
		a.t.aim, a.t.aimed = [2]float64{gx, gy}, true
	case dragAttach:
		if b.CreatureAtScreen(x, y) != "" || b.pointEmanation() {
			b.attach(x, y, false)
		}
	case dragRuler:
		b.rulerDragMove(x, y)
	}
	b.touch()
}

// areaDragEnd ends the drag where the finger lifts.
func (b *Board) areaDragEnd(x, y float64) {
	b.areaDragMove(x, y)
	if b.areas.drag.kind == dragRuler {
		b.rulerDragEnd()
	}
	b.areas.drag = areaDrag{}
	b.touch()
}

// areaDragCancel abandons the drag (a second finger came down): the
// template is put back as the drag found it.
func (b *Board) areaDragCancel() {
	a := &b.areas
	if a.drag.kind == dragRuler {
		b.rulerDragCancel()
	} else {
		a.t = a.drag.before
	}
	a.drag = areaDrag{}
	b.touch()
}

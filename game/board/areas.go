package board

import (
	"fmt"
	"strings"

	"battlemap/engine"
	"battlemap/engine/area"
	"battlemap/grid"
)

// The Areas tool (the bar's Areas button): the left column becomes the
// tools of areas of effect and the ruler. A template of the system's
// shapes is placed by a tap, moved by a drag and turned, and shows the
// squares it covers and who it catches with their cover (areas_result.go);
// Keep puts it on the map to stay (engine.PlaceArea), with a duration
// the initiative counts down and the difficult terrain it may lay. The
// column lists the areas on the map: each can be hidden from the players'
// screen or removed. The Ruler (ruler.go) measures beside it.

// areaMode is what a tap on the map does while the tool is on.
type areaMode uint8

// The modes.
const (
	modeTemplate areaMode = iota // place, move and turn the template
	modeRuler                    // measure (ruler.go)
)

// template is the area of effect being placed, as the GM put it: the
// spec is made from it and snapped by the rules (templateSpec).
type template struct {
	placed bool
	// anchor is where the origin was put, grid units, before snapping.
	anchor [2]float64
	// dir is a cone's, line's or cube's direction; aim, when aimed, the
	// point it was turned toward (grid units).
	dir   grid.Dir
	aim   [2]float64
	aimed bool
	// from is the creature an emanation issues from ("" for none).
	from string
}

// areaTool is the Areas tool's state on the board.
type areaTool struct {
	on     bool
	mode   areaMode
	shape  area.Shape
	feet   int
	name   string // the GM's name for it, "" for the shape's
	naming bool   // the name field is open
	// What Keep gives the area: its rounds (0: until removed) and terrain.
	rounds  int
	terrain uint8
	t       template
	drag    areaDrag
	chosen  string // the area on the map chosen in the list
	res     templateCache
	onMap   placedCache
	ruler   rulerState
	mouse   bool // the last pointer was a mouse hovering (not a finger)
}

// areasW is the width of the Areas column in CSS pixels: wider than the
// action column, for the shapes' names.
const areasW = 200

// areaNameField names the area's name field.
const areaNameField = "area-name"

// defaultFeet is the size a shape starts at: the common spells' sizes.
func defaultFeet(s area.Shape) int {
	switch s {
	case area.Emanation:
		return 10
	case area.Cone, area.Cube:
		return 15
	case area.Line:
		return 30
	}
	return 20
}

// shapeTitle names a shape on its button ("Burst").
func shapeTitle(s area.Shape) string {
	n := s.String()
	if n == "" {
		return ""
	}
	return strings.ToUpper(n[:1]) + n[1:]
}

// shapeTitle is the shape's name on its button, as the system's books
// call it (the glossary's shape_burst…).
func (b *Board) shapeTitle(s area.Shape) string {
	return b.term("shape_"+s.String(), shapeTitle(s))
}

// shapeWord is the shape's name in a sentence ("burst").
func (b *Board) shapeWord(s area.Shape) string {
	return b.term("shape_"+s.String(), s.String())
}

// Areas reports whether the Areas tool is on.
func (b *Board) Areas() bool { return b.areas.on }

// SetAreas switches the Areas tool on or off.
func (b *Board) SetAreas(on bool) {
	if b.areas.on != on {
		b.toggleAreas()
	}
}

// toggleAreas switches the Areas tool on or off; it leaves Edit mode, whose
// tools share the column.
func (b *Board) toggleAreas() {
	a := &b.areas
	a.on = !a.on
	a.naming, a.drag = false, areaDrag{}
	if a.on {
		if b.edit.on {
			b.toggleEdit()
		}
		b.arm = armed{}
		b.fitShape()
		b.note(b.t("Areas: choose a shape, tap the map to place it, drag to move it; Ruler measures"))
	} else {
		b.note(b.t("Areas off"))
	}
	// The column is wider than the action column: the map fits again,
	// unless the GM has moved it.
	b.layout()
	if !b.camMoved {
		b.fit()
	}
	b.touch()
}

// fitShape keeps the shape one of the system's (the first of them after a
// switch of system) and the size positive.
func (b *Board) fitShape() {
	a := &b.areas
	shapes := area.Shapes(b.enc.System.ID())
	for _, s := range shapes {
		if s == a.shape {
			return
		}
	}
	a.t = template{}
	if len(shapes) > 0 {
		a.shape, a.feet = shapes[0], defaultFeet(shapes[0])
	}
}

// setShape takes shape s for the template, at its usual size; a template
// on the map keeps its place.
func (b *Board) setShape(s area.Shape) {
	a := &b.areas
	if a.shape == s {
		return
	}
	a.shape, a.feet = s, defaultFeet(s)
	switch {
	case s == area.Cone || s == area.Line:
		// A caster keeps casting; an emanation's creature becomes one.
	case s != area.Emanation:
		if a.t.from != "" {
			a.t.placed = false // a burst or a cube is placed at range: tap where
		}
		a.t.from = ""
	case a.t.from != "" && !b.canIssueFrom(a.t.from):
		a.t.from, a.t.placed = "", false
	case a.t.placed && a.t.from == "" && !b.pointEmanation():
		a.t.placed = false // an emanation issues from a creature: tap one
	}
	b.touch()
}

// pointEmanation reports whether the system's emanations may issue from a
// point (PF1e and 3.5), not only from a creature's space.
func (b *Board) pointEmanation() bool {
	sys := b.enc.System.ID()
	return sys == "pf1e" || sys == "dnd35"
}

// directed reports whether the shape has a direction.
func directed(s area.Shape) bool { return s == area.Cone || s == area.Line || s == area.Cube }

// areaName is the template's name: the GM's, else the shape's.
func (b *Board) areaName() string {
	if n := strings.TrimSpace(b.areas.name); n != "" {
		return n
	}
	return shapeTitle(b.areas.shape)
}

// shownAreaName is the template's name as the screen shows it: the name
// typed, else the shape's in the interface's language.
func (b *Board) shownAreaName() string {
	if n := strings.TrimSpace(b.areas.name); n != "" {
		return n
	}
	return b.shapeTitle(b.areas.shape)
}

// turn turns the template by k eighths of a turn, clockwise, from where
// it points now (an aimed one from the eighth nearest its aim).
func (b *Board) turn(k int) {
	a := &b.areas
	if a.t.aimed {
		s := b.templateSpec()
		a.t.dir = s.Dir
		if s.HasToward {
			ox, oy := s.Origin.F()
			tx, ty := s.Toward.F()
			a.t.dir = area.NearestDir(tx-ox, ty-oy)
		}
	}
	a.t.aimed = false
	a.t.dir = grid.Dir((int(a.t.dir) + k + 8) % 8)
	b.touch()
}

// setAreaMode switches between the template and the ruler.
func (b *Board) setAreaMode(m areaMode) {
	b.areas.mode, b.areas.drag = m, areaDrag{}
	b.touch()
}

// chooseArea chooses an area on the map in the list (again: none).
func (b *Board) chooseArea(id string) {
	if b.areas.chosen == id {
		id = ""
	}
	b.areas.chosen = id
	b.touch()
}

// clearTemplate takes the template off the map.
func (b *Board) clearTemplate() {
	b.areas.t = template{dir: b.areas.t.dir}
	b.areas.drag = areaDrag{}
	b.touch()
}

// areaNamed takes the name typed in the name field.
func (b *Board) areaNamed(text string, cancel bool) {
	b.areas.naming = false
	if !cancel {
		b.areas.name = strings.TrimSpace(text)
		b.note(b.f("the area is called %s", b.shownAreaName()))
	}
	b.touch()
}

// keepTemplate puts the template on the map to stay: named, for the
// rounds chosen (counted from the turn of the creature whose turn it is),
// laying the terrain chosen.
func (b *Board) keepTemplate() {
	s, ok := b.Template()
	if !ok {
		return
	}
	creator := b.enc.Turn.Active
	if b.fromCaster() {
		creator = b.areas.t.from
	}
	ar := engine.Area{ID: b.freeAreaID(b.areaName()), Name: b.shownAreaName(), Shape: area.Persistent{Spec: s.Spec},
		Creator: creator, Rounds: b.areas.rounds, Terrain: b.areas.terrain}
	if b.apply(engine.PlaceArea{Area: ar}) {
		b.areas.chosen = ar.ID
		b.clearTemplate()
	}
}

// freeAreaID makes an id for an area called name that no area on the map
// has: the name in lower case, its spaces as hyphens, numbered from 2 when
// taken.
func (b *Board) freeAreaID(name string) string {
	base := strings.Join(strings.Fields(strings.ToLower(name)), "-")
	if base == "" {
		base = "area"
	}
	id := base
	for n := 2; b.enc.Area(id) != nil; n++ {
		id = fmt.Sprintf("%s-%d", base, n)
	}
	return id
}

// resetAreas forgets the template, the chosen area and the ruler's stops
// when another encounter is shown; the tool stays on or off.
func (b *Board) resetAreas() {
	a := &b.areas
	a.t, a.drag, a.chosen, a.naming = template{}, areaDrag{}, "", false
	a.ruler.stops, a.ruler.dragging = nil, false
	a.ruler.seq++
	if a.on {
		b.fitShape()
	}
}

// areasToDrop reports whether Esc has a template or ruler stops to drop.
func (b *Board) areasToDrop() bool {
	return b.areas.on && (b.areas.t.placed || len(b.areas.ruler.stops) > 0 || b.areas.chosen != "")
}

// dropAreas is what Esc does to the tool: the template, the ruler's stops
// and the chosen area go.
func (b *Board) dropAreas() {
	if !b.areas.on {
		return
	}
	b.clearTemplate()
	b.clearRuler()
	b.areas.chosen, b.areas.naming = "", false
}

// areaNameClick handles a tap while the name field is open: OK and Cancel
// work, a tap on the field does nothing, a tap elsewhere keeps what was
// typed.
func (b *Board) areaNameClick(x, y float64) Effect {
	if bt, do, ok := b.buttonAt(x, y); ok && strings.HasPrefix(bt.Name, "areas:name-") {
		return do(b)
	}
	if f, ok := b.Field(); ok && f.Rect.Contains(x, y) {
		return NoEffect
	}
	return CommitText
}

// areaStatus puts the tool's lines in the status panel: the rule (or why
// the creature under the pointer is caught) first, unless a greyed button
// or a waiting movement has something to say, then who is caught.
func (b *Board) areaStatus(lines []string) {
	if b.hoveredButtonWhy() == "" && b.enc.Turn.Pending == nil {
		if s := b.areaHoverLine(); s != "" {
			lines[0] = s
		}
	}
	lines[1] = b.areaLine()
}

// ChooseShape takes shape s at size feet for the template, as its buttons
// do (the bench and the tests).
func (b *Board) ChooseShape(s area.Shape, feet int) {
	b.setShape(s)
	if feet > 0 {
		b.areas.feet = feet
	}
	b.touch()
}

package board

import (
	"fmt"

	"battlemap/engine"
	"battlemap/game/ui"
	"battlemap/grid"
)

// The GM's editor: an Edit mode, visibly apart from Play (an orange frame
// round the map, "EDIT" on the bar's toggle), in which the action column
// becomes the editor's tools. Every change is an engine action (undo,
// redo, the log and the autosave cover it); nothing is written in JSON by
// hand. Tools: Place (drag a token anywhere it fits: the GM's drop, not a
// move), Terrain (a brush, a rectangle or a fill of one kind), Wall and
// Door (drag, or tap two corners; snapped to the squares' corners unless
// Free), Erase (tap a wall or a door), the creature form (edit_creature.go),
// the map's size, the picture's alignment and the rules (edit_scene.go).

// editTool is the editor's tool in hand.
type editTool uint8

// The tools.
const (
	toolPlace editTool = iota
	toolPaint
	toolWall
	toolDoor
	toolErase
	toolAlign // marking one square of the picture (edit_scene.go)
	toolLow   // a low wall: cover and an obstacle, no wall to sight
)

var toolNames = [...]string{"place", "paint", "wall", "door", "erase", "align", "lowwall"}

// paintShape is how the terrain tool paints.
type paintShape uint8

// The shapes.
const (
	shapeBrush paintShape = iota
	shapeRect
	shapeFill
)

// editState is the editor's state on the board.
type editState struct {
	on      bool
	tool    editTool
	terrain grid.Terrain
	shape   paintShape
	brush   int // the brush's side in squares: 1, 2 or 3
	free    bool
	// start is the first corner of a wall or door (grid units), or the
	// first square of a rectangle, set by a tap or a drag's start.
	start    [2]float64
	started  bool
	end      [2]float64 // where a drag is now
	dragging bool
	stroke   map[engine.Square]bool // a brush stroke's squares, painted at its end
	form     creatureForm
	scene    sceneForm
	mark     markState // the picture's alignment (edit_scene.go)
}

// Editing reports whether the board is in Edit mode.
func (b *Board) Editing() bool { return b.edit.on }

// SetEditing puts the board in Edit mode (on) or Play.
func (b *Board) SetEditing(on bool) {
	if b.edit.on != on {
		b.toggleEdit()
	}
}

// toggleEdit switches between Play and Edit.
func (b *Board) toggleEdit() {
	b.edit.on = !b.edit.on
	b.edit.started, b.edit.dragging, b.edit.stroke = false, false, nil
	b.edit.form, b.edit.scene = creatureForm{}, sceneForm{}
	b.arm = armed{}
	if b.edit.on && b.areas.on {
		b.toggleAreas() // the editor's tools take the column
	}
	if b.edit.brush == 0 {
		b.edit.brush = 1
	}
	if b.edit.on {
		b.note(b.t("Edit mode: every change is undoable; the Editing button (bottom right) returns to Play"))
	} else {
		b.note(b.t("Play mode"))
	}
	b.touch()
}

// toolControls lists the tools column's buttons.
func (b *Board) toolControls() []control {
	e := &b.edit
	tool := func(t editTool, label string) control {
		return control{ui.Button{Name: "tool:" + toolNames[t], Label: label, Enabled: true, Toggle: true, On: e.tool == t, Hot: e.tool == t, Size: toolFont},
			func(b *Board) Effect { b.setTool(t); return NoEffect }}
	}
	do := func(name, label string, enabled bool, why string, f func(b *Board)) control {
		return control{ui.Button{Name: "edit:" + name, Label: label, Enabled: enabled, Why: why, Size: toolFont},
			func(b *Board) Effect { f(b); return NoEffect }}
	}
	sel := b.selected != "" && b.enc.Creature(b.selected) != nil
	noSel := b.t("select a creature first")
	cs := []control{
		tool(toolPlace, b.t("Place")), tool(toolPaint, b.t("Terrain")),
		tool(toolWall, b.t("Wall")), tool(toolDoor, b.t("Door")),
		tool(toolLow, b.t("Low wall")), tool(toolErase, b.t("Erase")),
		do("add", b.t("+ New"), true, "", func(b *Board) { b.openCreatureForm("") }),
		do("dup", b.t("Copy"), sel, noSel, func(b *Board) { b.duplicate(b.selected) }),
		do("edit", b.t("Change"), sel, noSel, func(b *Board) { b.openCreatureForm(b.selected) }),
		do("remove", b.t("Remove"), sel, noSel, func(b *Board) { b.removeCreature(b.selected) }),
		do("map", b.t("Map"), true, "", func(b *Board) { b.openSceneForm(sceneMap) }),
		do("picture", b.t("Picture"), true, "", func(b *Board) { b.openSceneForm(scenePicture) }),
		do("rules", b.t("Rules"), true, "", func(b *Board) { b.openSceneForm(sceneRules) }),
	}
	switch e.tool {
	case toolPaint:
		for _, k := range []struct {
			t     grid.Terrain
			label string
		}{{grid.Open, b.t("Open")}, {grid.Difficult, b.t("Diff.")}, {grid.Greater, b.t("Greater")}, {grid.Solid, b.t("Solid")}, {grid.Pit, b.t("Pit")}, {grid.Narrow, b.t("Narrow")}} {
			cs = append(cs, control{ui.Button{Name: "terrain:" + string(k.t.Char()), Label: k.label, Enabled: true, Toggle: true, On: e.terrain == k.t, Size: toolFont},
				func(b *Board) Effect { b.edit.terrain = k.t; b.touch(); return NoEffect }})
		}
		for _, s := range []struct {
			s     paintShape
			name  string
			label string
		}{{shapeBrush, "brush", b.t("Brush")}, {shapeRect, "rect", b.t("Box")}, {shapeFill, "fill", b.t("Fill")}} {
			cs = append(cs, control{ui.Button{Name: "shape:" + s.name, Label: s.label, Enabled: true, Toggle: true, On: e.shape == s.s, Size: toolFont},
				func(b *Board) Effect { b.edit.shape = s.s; b.touch(); return NoEffect }})
		}
		cs = append(cs, control{ui.Button{Name: "brush:size", Label: fmt.Sprintf("%d×%d", e.brush, e.brush), Enabled: e.shape == shapeBrush, Why: b.t("the brush's size"), Size: toolFont},
			func(b *Board) Effect { b.edit.brush = b.edit.brush%3 + 1; b.touch(); return NoEffect }})
	case toolWall, toolDoor, toolLow:
		cs = append(cs, control{ui.Button{Name: "wall:free", Label: b.t("Free"), Enabled: true, Toggle: true, On: e.free, Size: toolFont},
			func(b *Board) Effect { b.edit.free = !b.edit.free; b.touch(); return NoEffect }})
	}
	return cs
}

// editLabels is the tools column's title: what the tool in hand does.
func (b *Board) editLabels() []ui.Label {
	e := &b.edit
	text := ""
	switch e.tool {
	case toolPlace:
		text = b.t("Place: drag a token anywhere it fits")
	case toolPaint:
		terrain := b.t(e.terrain.String())
		switch e.shape {
		case shapeRect:
			text = b.f("Paint %s: drag a rectangle", terrain)
		case shapeFill:
			text = b.f("Fill with %s: tap a square", terrain)
		default:
			text = b.f("Paint %s: tap or drag", terrain)
		}
	case toolWall:
		text = pick(e.started, b.t("Tap the other end of the wall"), b.t("Draw a wall: drag, or tap both ends"))
	case toolDoor:
		text = pick(e.started, b.t("Tap the other end of the door"), b.t("Draw a door: drag, or tap both ends"))
	case toolLow:
		text = pick(e.started, b.t("Tap the other end of the low wall"), b.t("Draw a low wall: drag, or tap both ends"))
	case toolErase:
		text = b.t("Erase: tap a wall, a low wall or a door")
	case toolAlign:
		text = b.markHint()
	}
	if f := b.edit.form; f.open && f.placing {
		text = b.f("Tap a square to place %s", f.c.ID)
	}
	return []ui.Label{{Text: text, Size: toolFont - 1, Bold: true, Wrap: true}}
}

// setTool takes a tool in hand.
func (b *Board) setTool(t editTool) {
	b.edit.tool, b.edit.started, b.edit.dragging, b.edit.stroke = t, false, false, nil
	b.edit.form.placing = false
	b.touch()
}

// toolFont is the tools' font size in CSS pixels.
const toolFont = 15

// layoutTools places the tools column (the editor's, the Areas tool's):
// the title, a text field when one is open, then the buttons two to a row
// (the terrain kinds and shapes after the tools).
func (b *Board) layoutTools(p *ui.Panel) {
	u := b.screen.ui
	r := p.Rect
	gap := buttonPad * u
	col := ui.Column{X: r.X + gap, Y: r.Y + gap, W: r.W - 2*gap, Gap: gap}
	title := col.Next(44 * u)
	for i := range p.Labels {
		p.Labels[i].Rect = title
	}
	for i := range p.Fields {
		p.Fields[i].Rect = col.Next(fieldH * u)
	}
	rows := (len(p.Buttons) + 1) / 2
	h := max(36*u, min(42*u, (r.Y+r.H-col.Y)/float64(max(rows, 1))-gap))
	g := ui.Grid{X: col.X, Y: col.Y, W: col.W, H: h, Gap: gap, N: 2}
	for i := range p.Buttons {
		p.Buttons[i].Rect = g.Cell(i)
	}
}

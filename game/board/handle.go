package board

import (
	"errors"

	"battlemap/engine"
	"battlemap/game/input"
)

// Handle carries out one input action and returns what the platform must
// do next (open a file picker), if anything. Moves go to the engine, which
// decides; an illegal move changes nothing and its error goes to the
// status line.
func (b *Board) Handle(ev input.Event) Effect {
	if b.enc == nil {
		return NoEffect
	}
	if b.view == PlayersScreen {
		return b.handlePlayers(ev)
	}
	switch ev.Action {
	case input.TextCommit, input.TextCancel:
		b.textDone(ev)
		return NoEffect
	case input.DragStart, input.DragMove, input.DragEnd, input.Target:
		if b.renaming {
			return NoEffect // the form waits for its answer
		}
	}
	switch ev.Action {
	case input.Hover:
		b.areas.mouse = true
		b.pointTo(ev.X, ev.Y)
	case input.Click:
		b.areas.mouse = false
		return b.click(ev.X, ev.Y, ev.Touch)
	case input.DragStart:
		b.dragging, b.panelDrag = "", false
		b.closeMenu()
		if b.onMapPanel(ev.X, ev.Y) {
			b.panelDrag = true // the drag is the panel's: nothing under it moves
			return NoEffect
		}
		if bt, _, ok := b.buttonAt(ev.X, ev.Y); !ok || !bt.Enabled {
			if b.fogDrag(0, ev.X, ev.Y) {
				return NoEffect
			}
		}
		if id := b.stripEntryAt(ev.X, ev.Y); id != "" {
			b.stripDrag, b.stripDragY = id, ev.Y
			b.touch()
			return NoEffect
		}
		if bt, _, ok := b.buttonAt(ev.X, ev.Y); ok && bt.Enabled {
			return NoEffect // a finger sliding off a button presses nothing
		}
		if b.areas.on {
			b.areas.mouse = false
			if b.screen.mapR.Contains(ev.X, ev.Y) && !b.areas.naming {
				b.areaDragStart(ev.X, ev.Y)
			}
			return NoEffect
		}
		if b.edit.on {
			if b.screen.mapR.Contains(ev.X, ev.Y) && !b.edit.form.open && !b.screen.sceneR.Contains(ev.X, ev.Y) {
				b.edit.dragging = true
				b.editDragStart(ev.X, ev.Y)
			}
			return NoEffect
		}
		if id := b.CreatureAtScreen(ev.X, ev.Y); id != "" {
			b.dragging = id
			b.Select(id)
		}
		b.pointTo(ev.X, ev.Y)
	case input.DragMove:
		if b.panelDrag {
			return NoEffect
		}
		if b.fogDrag(1, ev.X, ev.Y) {
			return NoEffect
		}
		if b.areas.drag.kind != dragNone {
			b.areaDragMove(ev.X, ev.Y)
			return NoEffect
		}
		if b.edit.on && b.edit.dragging {
			b.editDragMove(ev.X, ev.Y)
			return NoEffect
		}
		if b.stripDrag != "" {
			b.stripDragY = ev.Y
			b.touch()
			return NoEffect
		}
		b.pointTo(ev.X, ev.Y)
	case input.DragEnd:
		if b.panelDrag {
			b.panelDrag = false
			return NoEffect
		}
		if b.fogDrag(2, ev.X, ev.Y) {
			return NoEffect
		}
		if b.areas.drag.kind != dragNone {
			b.areaDragEnd(ev.X, ev.Y)
			return NoEffect
		}
		if b.edit.on && b.edit.dragging {
			b.editDragEnd(ev.X, ev.Y)
			return NoEffect
		}
		if b.stripDrag != "" {
			b.endStripDrag(ev.Y)
			return NoEffect
		}
		b.pointTo(ev.X, ev.Y)
		who := b.dragging
		b.dragging = ""
		b.touch()
		if c := b.enc.Creature(who); c != nil && b.hoverOK && (b.hover.X != c.X || b.hover.Y != c.Y) {
			b.move(who, b.hover)
		}
	case input.DragCancel:
		b.panelDrag = false
		if b.areas.drag.kind != dragNone {
			b.areaDragCancel()
		}
		if b.dragging != "" || b.stripDrag != "" || b.edit.dragging || b.fog.drag {
			b.dragging, b.stripDrag = "", ""
			b.edit.dragging, b.edit.started, b.edit.stroke = false, false, nil
			b.fog.drag, b.fog.started = false, false
			b.touch()
		}
	case input.Target:
		if b.onMapPanel(ev.X, ev.Y) || !b.screen.mapR.Contains(ev.X, ev.Y) {
			return NoEffect
		}
		if ev.Touch {
			b.openMenu(ev.X, ev.Y) // a finger gets the target menu
			return NoEffect
		}
		b.closeMenu()
		id := b.CreatureAtScreen(ev.X, ev.Y)
		if id == b.target {
			id = "" // targeting the target again drops it
		}
		b.SetTarget(id)
		if id != "" {
			b.note(b.f("target: %s", id))
		}
	case input.Pan:
		if b.onMapPanel(ev.X, ev.Y) {
			return NoEffect // a drag that began on a panel over the map
		}
		b.pan(ev.DX, ev.DY)
	case input.Zoom:
		b.zoom(ev.X, ev.Y, ev.Factor)
	case input.ZoomIn, input.ZoomOut:
		f := 1.25
		if ev.Action == input.ZoomOut {
			f = 1 / f
		}
		x, y := b.screen.mapR.Center()
		b.zoom(x, y, f)
	default:
		return b.command(ev.Action)
	}
	return NoEffect
}

// command carries out an action that needs no pointer position (keys and
// on-screen buttons).
func (b *Board) command(a input.Action) Effect {
	switch a {
	case input.Cancel:
		b.selected, b.target, b.dragging = "", "", ""
		b.menu, b.renaming = targetMenu{}, false
		b.arm, b.fog, b.confirmOK = armed{}, fogTool{}, false
		b.dropAreas()
		b.touch()
	case input.Undo:
		undo, _ := b.enc.Changes()
		if !b.enc.Undo() {
			b.fail(errors.New("board: nothing to undo"))
			break
		}
		b.followName()
		b.changed()
		b.note(b.f("undone: %s", b.reason(undo[len(undo)-1].Log)))
	case input.Redo:
		_, redo := b.enc.Changes()
		if !b.enc.Redo() {
			b.fail(errors.New("board: nothing to redo"))
			break
		}
		b.followName()
		b.changed()
		b.note(b.f("redone: %s", b.reason(redo[len(redo)-1].Log)))
	case input.ToggleMovement:
		b.layers.Movement = !b.layers.Movement
		b.touch()
	case input.TogglePath:
		b.layers.Path = !b.layers.Path
		b.touch()
	case input.ToggleReach:
		b.layers.Reach = !b.layers.Reach
		b.touch()
	case input.ToggleFlanking:
		b.layers.Flanking = !b.layers.Flanking
		b.touch()
	case input.ToggleCover:
		b.layers.Cover = !b.layers.Cover
		b.touch()
	case input.ToggleRanged:
		b.ranged = !b.ranged
		b.touch()
	case input.CycleSystem:
		b.cycleSystem()
	case input.Fit:
		b.fit()
	case input.OpenFile:
		return OpenFile
	case input.Save:
		return SaveFile
	case input.NewEncounter:
		// A new encounter joins the library; the one on the board stays
		// in it.
		return b.ask(LibraryRequest{Kind: "new"})
	case input.StartTurn:
		if b.selected == "" {
			b.fail(errors.New("board: select a creature to start its turn"))
			break
		}
		b.arm = armed{}
		b.apply(engine.StartTurn{Who: b.selected})
	case input.EndTurn:
		b.arm = armed{}
		b.apply(engine.EndTurn{})
	case input.RollInitiative:
		b.rollInitiative()
	case input.NextTurn:
		b.nextTurn()
	case input.Delay:
		b.delay()
	case input.ReturnFromDelay:
		b.returnFromDelay("")
	case input.NextCreature:
		b.selectNext()
	}
	return NoEffect
}

// click selects the token under the pointer, presses a button, or moves
// the selected creature to the square under the pointer.
func (b *Board) click(x, y float64, touch bool) Effect {
	if b.renaming {
		return b.formClick(x, y)
	}
	if b.menu.open {
		return b.menuClick(x, y)
	}
	if b.offer.open {
		return b.offerClick(x, y)
	}
	if b.areas.naming {
		return b.areaNameClick(x, y)
	}
	if b.edit.form.open {
		return b.creatureFormClick(x, y)
	}
	if b.lib.open {
		if bt, do, ok := b.buttonAt(x, y); ok && bt.Enabled && do != nil {
			return do(b)
		} else if ok && bt.Why != "" {
			b.note(bt.Label + ": " + bt.Why)
		}
		if b.lib.renaming != "" && !b.screen.libraryR.Contains(x, y) {
			return CommitText
		}
		return NoEffect
	}
	if bt, do, ok := b.buttonAt(x, y); ok {
		if !bt.Enabled || do == nil {
			if bt.Why != "" {
				b.note(bt.Label + ": " + bt.Why)
			}
			return NoEffect
		}
		return do(b)
	}
	if !b.screen.mapR.Contains(x, y) || b.onMapPanel(x, y) || b.inDrawer(x, y) {
		return NoEffect
	}
	if b.areas.on {
		b.pointTo(x, y)
		b.areaClick(x, y)
		return NoEffect
	}
	if b.edit.on {
		if b.screen.sceneR.Contains(x, y) {
			return NoEffect
		}
		b.pointTo(x, y)
		return b.editClick(x, y)
	}
	b.pointTo(x, y)
	if b.fog.kind != fogNone {
		sx, sy := b.cam.Square(x, y)
		b.fogClick(Square{sx, sy})
		return NoEffect
	}
	// A tap right on a door opens or closes it, even beside a token; a tap
	// near one does when no token is under it.
	i, d, onDoor := b.doorAt(x, y)
	id := b.CreatureAtScreen(x, y)
	if onDoor && b.arm.kind == armNone && (d < doorReach/2 || id == "") {
		b.toggleDoor(i)
		return NoEffect
	}
	if id != "" {
		if b.actOn(id) {
			return NoEffect
		}
		if id != b.selected {
			b.Select(id)
			return NoEffect
		}
		return NoEffect
	}
	if b.selected == "" {
		b.note(b.t("select a creature first: click or tap its token"))
		return NoEffect
	}
	sx, sy := b.cam.Square(x, y)
	if touch && !b.tapMove(Square{sx, sy}) {
		return NoEffect
	}
	b.move(b.selected, Square{sx, sy})
	return NoEffect
}

// onMapPanel reports whether (x,y) falls on a panel that lies over the
// map in Play: the reaction prompt, the hit point panel, the overrun
// offer. A tap, a drag, a long press or a pan that starts there is the
// panel's, never the map's under it.
func (b *Board) onMapPanel(x, y float64) bool {
	b.layout()
	return b.inPrompt(x, y) || b.screen.vitalsR.Contains(x, y) || b.screen.offerR.Contains(x, y)
}

// move asks the engine to move who to square s: by the armed way of
// moving when who is the creature whose turn it is, else an ordinary move.
func (b *Board) move(who string, s Square) { b.moveArmed(who, s) }

// apply hands an action to the engine, reports the outcome and says
// whether the engine took it.
func (b *Board) apply(a engine.Action) bool {
	if err := b.enc.Apply(a); err != nil {
		b.fail(err)
		return false
	}
	b.changed()
	if n := len(b.enc.Log); n > 0 {
		b.note(b.enc.Log[n-1])
	}
	return true
}

// pointTo hovers the square under screen point (x,y), or nothing when the
// point is outside the map view.
func (b *Board) pointTo(x, y float64) {
	b.hoverX, b.hoverY = x, y
	b.hoverButton(x, y)
	if !b.screen.mapR.Contains(x, y) {
		b.setHoverSquare(Square{}, false)
		return
	}
	sx, sy := b.cam.Square(x, y)
	b.setHoverSquare(Square{sx, sy}, b.enc.Grid.In(sx, sy))
}

// setHoverSquare changes the hovered square.
func (b *Board) setHoverSquare(s Square, ok bool) {
	if !ok {
		s = Square{}
	}
	if s == b.hover && ok == b.hoverOK {
		return
	}
	b.hover, b.hoverOK = s, ok
	b.touch()
}

// pan moves the view by (dx,dy) pixels; at true scale by whole squares.
func (b *Board) pan(dx, dy float64) {
	if b.TrueScale() {
		b.panTrue(dx, dy)
		return
	}
	b.cam = b.cam.Pan(dx, dy)
	b.camMoved = true
	b.touch()
}

// zoom scales the view around (x,y); at true scale the zoom is locked.
func (b *Board) zoom(x, y, f float64) {
	if b.TrueScale() {
		return
	}
	c := b.cam.ZoomAt(x, y, f)
	if c != b.cam {
		b.cam = c
		b.camMoved = true
		b.touch()
	}
}

// selectNext selects the creature after the selected one.
func (b *Board) selectNext() {
	cs := b.enc.Creatures
	if len(cs) == 0 {
		return
	}
	next := 0
	for i, c := range cs {
		if c.ID == b.selected {
			next = (i + 1) % len(cs)
		}
	}
	b.Select(cs[next].ID)
}

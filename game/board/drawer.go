package board

import (
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The map first: on a narrow screen (a portrait tablet, under narrowCSS
// CSS pixels across) the action column and the initiative strip fold into
// drawers, and the map takes the whole width. The bar's Actions and
// Initiative buttons open a drawer over the map's edge and close it.

// narrowCSS is the width, in CSS pixels, under which the columns fold.
const narrowCSS = 1000

// The drawers.
const (
	drawerNone    = ""
	drawerActions = "actions"
	drawerStrip   = "strip"
)

// narrow reports whether the screen folds its columns into drawers.
func (b *Board) narrow() bool {
	s := &b.screen
	return s.ok && b.view == GMScreen && s.w/max(1, s.ui) < narrowCSS
}

// drawerOpen reports whether the column called name shows: always on a
// wide screen, when its drawer is open on a narrow one. The left column
// shows while it holds a tool the GM chose (Edit, Areas, Table).
func (b *Board) drawerOpen(name string) bool {
	return !b.narrow() || b.drawer == name || (name == drawerActions && b.toolColumn())
}

// toolColumn reports whether the left column holds a tool rather than the
// turn's actions.
func (b *Board) toolColumn() bool { return b.edit.on || b.areas.on || b.table }

// drawerControls are the bar's buttons that open and close the drawers
// (none on a wide screen).
func (b *Board) drawerControls() []control {
	if !b.narrow() {
		return nil
	}
	tab := func(name, label string) control {
		return control{ui.Button{Name: "bar:drawer-" + name, Label: label, Enabled: true, Toggle: true, On: b.drawer == name},
			func(b *Board) Effect {
				if b.drawer == name {
					b.drawer = drawerNone
				} else {
					b.drawer = name
				}
				b.touch()
				return NoEffect
			}}
	}
	return []control{tab(drawerActions, b.t("Actions")), tab(drawerStrip, b.term("initiative", "Initiative"))}
}

// placeNarrow lays out the columns of a narrow screen: the map across the
// whole width, an open drawer over its left (the actions) or right (the
// initiative) edge.
func (b *Board) placeNarrow(top, mid float64) {
	s := &b.screen
	u := s.ui
	s.mapR = view.Rect{X: 0, Y: top, W: s.w, H: mid}
	s.actR, s.stripR = view.Rect{}, view.Rect{}
	if b.drawerOpen(drawerActions) {
		w := actionW * 1.25 * u
		switch {
		case b.areas.on:
			w = areasW * u
		case b.table && !b.edit.on:
			w = tableW * u
		}
		s.actR = view.Rect{X: 0, Y: top, W: min(w, s.w*0.6), H: mid}
	}
	if b.drawer == drawerStrip {
		w := min(stripW*u, s.w*0.5)
		s.stripR = view.Rect{X: s.w - w, Y: top, W: w, H: mid}
	}
}

// inDrawer reports whether (x,y) falls on an open drawer over the map.
func (b *Board) inDrawer(x, y float64) bool {
	if !b.narrow() {
		return false
	}
	return b.screen.actR.Contains(x, y) || b.screen.stripR.Contains(x, y)
}

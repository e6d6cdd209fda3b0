package board

import "battlemap/game/overlay"

// The overlays' answers, asked of the engine through the overlay cache:
// each is computed once per change of what it depends on.

// Movement returns where the selected creature can move, nil with no
// selection.
func (b *Board) Movement() *overlay.Movement {
	if b.enc == nil {
		return nil
	}
	if b.view == PlayersScreen {
		// The players see where the creature whose turn it is may go,
		// when they see it.
		a := b.enc.Turn.Active
		if a == "" || !b.shows(a) || !b.enc.Players.Moves {
			return nil
		}
		return b.comp.Movement(b.enc, b.ver, a)
	}
	if b.selected == "" {
		return nil
	}
	return b.comp.Movement(b.enc, b.ver, b.selected)
}

// Preview returns the selected creature's movement to the hovered square,
// nil with no selection or no hovered square.
func (b *Board) Preview() *overlay.Preview {
	if b.enc == nil || b.selected == "" || !b.hoverOK || b.view == PlayersScreen {
		return nil
	}
	return b.comp.Preview(b.enc, b.ver, b.selected, b.hover.X, b.hover.Y)
}

// HoveredCreature is the creature whose space holds the hovered square.
func (b *Board) HoveredCreature() string {
	if !b.hoverOK || b.enc == nil {
		return ""
	}
	return b.creatureOnSquare(b.hover)
}

// ReachSubject is the creature whose threatened squares the reach overlay
// shows: the hovered creature, else the selected one.
func (b *Board) ReachSubject() string {
	if id := b.HoveredCreature(); id != "" {
		return id
	}
	if b.view == PlayersScreen {
		return "" // only a creature they point at (and see)
	}
	return b.selected
}

// Threat returns the squares the reach subject threatens, nil for none.
func (b *Board) Threat() *overlay.Threat {
	who := b.ReachSubject()
	if who == "" || (b.view == PlayersScreen && !b.enc.Players.Reach) {
		return nil
	}
	return b.comp.Threat(b.enc, b.ver, who)
}

// Flanking returns who is flanked, and where the selected creature would
// flank the target.
func (b *Board) Flanking() *overlay.Flanking {
	if b.enc == nil || b.view == PlayersScreen {
		return nil
	}
	return b.comp.Flanking(b.enc, b.ver, b.selected, b.target)
}

// CoverSubjects returns the attacker (the selected creature) and the target
// (the hovered creature, else the chosen target) of the cover overlay.
func (b *Board) CoverSubjects() (attacker, target string) {
	attacker = b.selected
	if h := b.HoveredCreature(); h != "" && h != attacker {
		return attacker, h
	}
	if b.target != attacker {
		target = b.target
	}
	return attacker, target
}

// Cover returns the cover between the cover subjects, nil without both.
func (b *Board) Cover() *overlay.Cover {
	a, t := b.CoverSubjects()
	if b.enc == nil || a == "" || t == "" || b.view == PlayersScreen {
		return nil
	}
	return b.comp.Cover(b.enc, b.ver, a, t, b.ranged)
}

// Computer gives access to the overlay cache (its counters, its safe-path
// hook).
func (b *Board) Computer() *overlay.Computer { return &b.comp }

// SceneKey identifies everything the map's slowly changing layer (terrain,
// movement, reach, flanking, tokens) depends on; the renderer redraws that
// layer only when it changes.
type SceneKey struct {
	Ver              uint64
	Cam              [3]float64
	W, H             float64
	Selected, Target string
	Reach            string
	Dragging         string
	Layers           overlay.Layers
	View             ScreenKind
}

// SceneKey returns the current scene key.
func (b *Board) SceneKey() SceneKey {
	return SceneKey{Ver: b.ver, Cam: [3]float64{b.cam.OX, b.cam.OY, b.cam.Scale}, W: b.screen.w, H: b.screen.h,
		Selected: b.selected, Target: b.target, Reach: b.ReachSubject(), Dragging: b.dragging, Layers: b.Layers(), View: b.view}
}

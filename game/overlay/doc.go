// Package overlay asks the rules engine the questions the map's overlays
// show — where the selected creature can move and at what cost, the path to
// the hovered square with the attacks of opportunity it triggers, the
// squares a creature threatens, who is flanked and where to stand to flank,
// and the cover between an attacker and a target — and keeps the answers
// until the encounter, the selection or the hovered square changes.
//
// Nothing here draws and nothing imports Ebiten: the answers are plain
// data, tested without a display. Where the engine cannot answer yet
// (engine.ErrNotSupported) the answer carries that error and no data; the
// app says "not available yet" and draws nothing for it.
//
//	var c overlay.Computer
//	mv := c.Movement(enc, version, "H1")     // one search per change
//	pv := c.Preview(enc, version, "H1", 4, 2) // a walk up the kept tree
//	fmt.Println(pv.Path.Feet(), pv.Why)
package overlay

import (
	"errors"

	"battlemap/engine"
)

// NotYet reports whether err says the engine cannot answer this yet.
func NotYet(err error) bool { return errors.Is(err, engine.ErrNotSupported) }

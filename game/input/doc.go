// Package input turns what the devices report (keys, mouse, touches) into
// named actions: a click at a point, a drag, a pan, a zoom, "undo". The game
// speaks only in these actions; each device has its own keymap, so a table
// can rebind keys or tune touch gestures without touching the game.
//
// The package knows nothing of Ebiten: the game fills a Snapshot from the
// real devices once per tick, and tests fill it by hand (simulated input).
// Time is the tick count of the snapshots, never the wall clock.
//
//	m := input.NewMapper(input.DefaultKeyboard(), input.DefaultMouse(), input.DefaultTouch())
//	for _, ev := range m.Update(snapshot) {
//		board.Handle(ev)
//	}
//
// Two-finger pinch and pan are recognised here (touch.go) from the raw
// touch positions.
package input

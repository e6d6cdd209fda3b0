// Package board is the battle map's table: the open encounter, what is
// selected, targeted and hovered, which overlays are on, the camera, the
// status line, and the encounter's flow: the initiative strip, the action
// column of the creature whose turn it is (an action armed until a square
// or a creature is tapped), and the reaction prompt while a movement waits
// for attacks of opportunity. It takes named input actions (package
// input) and turns them into engine actions or changes of its own: what a
// tap does is decided here, by the button under it (each knows what it
// does) or the square and token under it.
//
// It builds its screen from widgets (package ui): the panels, their
// buttons and texts, laid out and fitted, which the renderer draws and
// which the test hooks report. It never draws and never imports Ebiten, so
// all of it is tested without a display.
//
// Every visible change bumps Version; every change of the encounter itself
// bumps StateVersion, which keys the overlay answers (package overlay), so
// nothing is recomputed while nothing changes.
//
//	b, err := board.New(demoJSON, "demo", board.Options{})
//	b.SetScreen(1280, 800, 1, measure)
//	b.Handle(input.Event{Action: input.Click, X: 300, Y: 200})
//	fmt.Println(b.Status())
package board

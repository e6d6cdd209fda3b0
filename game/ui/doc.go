// Package ui is the battle map's widgets, without drawing: buttons,
// labels and one-line text fields, the panels that hold them and the
// screen that stacks the panels; the layouts that place them in rectangles
// (columns, rows, grids, a flow that wraps); the hit-testing that finds the
// widget under a finger; the text fitting that keeps every label inside
// its rectangle (wrapped, shrunk or cut with an ellipsis, never spilling
// over); and Edit, the typing into a field where the platform leaves it to
// the app (the desktop).
//
// A widget says what it is and how it stands (enabled, on, the one that
// matters now), not how it is painted: package game draws every button the
// same way wherever it is, from its Fill and Frame. Nothing here imports
// Ebiten, so layouts, text fitting and typing are tested without a
// display, and there is no package-level state: a Screen is a value its
// owner builds again when what it shows changes, and two screens never
// share anything.
//
// Widget sizes (font sizes, paddings) are in CSS pixels; rectangles are in
// screen pixels, which are Scale CSS pixels each.
//
//	col := ui.Column{X: 8, Y: 50, W: 144, Gap: 6}
//	p := ui.Panel{Name: "actions", Rect: view.Rect{X: 0, Y: 44, W: 160, H: 600}}
//	p.Buttons = append(p.Buttons, ui.Button{Name: "act:step", Label: "Step", Rect: col.Next(46), Enabled: true})
//	scr := ui.Screen{W: 1280, H: 800, Scale: 1, Font: 15, Panels: []ui.Panel{p}}
//	scr.Fit(ui.Guess)
//	bt, ok := scr.ButtonAt(80, 70) // the Step button
package ui

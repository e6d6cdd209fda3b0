// Package view holds the camera of the battle map: how grid units map to
// screen pixels, zooming around a point, panning and fitting the map into
// the part of the screen the map may use. It is plain arithmetic with no
// dependency on Ebiten, so it is tested without a display.
//
//	cam := view.Fit(mapW, mapH, view.Rect{X: 0, Y: 48, W: 1280, H: 680}, 16)
//	cam = cam.ZoomAt(px, py, 1.25)   // the square under (px,py) stays put
//	x, y := cam.Square(px, py)
package view

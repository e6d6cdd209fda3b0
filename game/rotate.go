package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/board"
	"battlemap/game/input"
)

// The view turned for the side of the table the players sit on: the board
// lays out for the turned screen (width and height swapped for a quarter
// turn), the renderer draws into an image of that size, and the frame
// turns it onto the screen; the pointer's positions turn back before the
// board sees them. Text and labels so face that side, as a whole.

// quarter returns the turn the screen shows, in quarter turns clockwise:
// the window's own (-rotate, ?rotate=) plus, on the players' screen, the
// one the GM sets for it.
func (g *Game) quarter() int {
	deg := g.cfg.Rotate
	if g.board != nil && g.board.View() == board.PlayersScreen && g.board.Encounter() != nil {
		deg += g.board.Encounter().Players.Rotate
	}
	return (deg / 90) % 4
}

// layoutSize is the size the board lays out for: the screen's, swapped
// for a quarter turn.
func (g *Game) layoutSize() (int, int) {
	if g.quarter()%2 == 1 {
		return g.h, g.w
	}
	return g.w, g.h
}

// turnEvents turns the events' positions from the screen to the layout.
func (g *Game) turnEvents(evs []input.Event) {
	q := g.quarter()
	if q == 0 {
		return
	}
	w, h := float64(g.w), float64(g.h)
	for i := range evs {
		e := &evs[i]
		switch q {
		case 1:
			e.X, e.Y = e.Y, w-e.X
			e.DX, e.DY = e.DY, -e.DX
		case 2:
			e.X, e.Y = w-e.X, h-e.Y
			e.DX, e.DY = -e.DX, -e.DY
		case 3:
			e.X, e.Y = h-e.Y, e.X
			e.DX, e.DY = -e.DY, e.DX
		}
	}
}

// turnedFrame returns the image to draw the frame in: the screen itself
// without a turn, else an image of the layout's size, kept between frames.
func (g *Game) turnedFrame(screen *ebiten.Image) *ebiten.Image {
	if g.quarter() == 0 {
		return screen
	}
	lw, lh := g.layoutSize()
	if g.turned == nil || g.turned.Bounds().Dx() != lw || g.turned.Bounds().Dy() != lh {
		if g.turned != nil {
			g.turned.Deallocate()
		}
		g.turned = ebiten.NewImage(lw, lh)
	}
	return g.turned
}

// showTurned draws the turned frame onto the screen.
func (g *Game) showTurned(screen, frame *ebiten.Image) {
	if frame == screen {
		return
	}
	q := g.quarter()
	lw, lh := float64(frame.Bounds().Dx()), float64(frame.Bounds().Dy())
	var op ebiten.DrawImageOptions
	op.GeoM.Rotate(float64(q) * math.Pi / 2)
	switch q {
	case 1:
		op.GeoM.Translate(lh, 0)
	case 2:
		op.GeoM.Translate(lw, lh)
	case 3:
		op.GeoM.Translate(0, lw)
	}
	screen.DrawImage(frame, &op)
}

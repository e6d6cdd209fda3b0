package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemap/game/view"
)

func TestColumnAndRowLayOneAfterAnother(t *testing.T) {
	c := Column{X: 6, Y: 50, W: 148, Gap: 6}
	assert.Equal(t, view.Rect{X: 6, Y: 50, W: 148, H: 52}, c.Next(52))
	assert.Equal(t, view.Rect{X: 6, Y: 108, W: 148, H: 46}, c.Next(46))
	c.Skip(10)
	assert.Equal(t, 170.0, c.Y)
	r := Row{X: 10, Y: 5, H: 40, Gap: 3}
	assert.Equal(t, view.Rect{X: 10, Y: 5, W: 150, H: 40}, r.Next(150))
	assert.Equal(t, view.Rect{X: 163, Y: 5, W: 40, H: 40}, r.Next(40))
}

func TestGridFillsTheWidth(t *testing.T) {
	g := Grid{X: 1046, Y: 56, W: 228, H: 40, Gap: 6, N: 2}
	assert.Equal(t, view.Rect{X: 1046, Y: 56, W: 111, H: 40}, g.Cell(0))
	assert.Equal(t, view.Rect{X: 1163, Y: 56, W: 111, H: 40}, g.Cell(1))
	assert.Equal(t, view.Rect{X: 1046, Y: 102, W: 111, H: 40}, g.Cell(2))
	assert.Equal(t, 92.0, g.Height(3), "three cells take two rows")
	assert.Equal(t, 0.0, g.Height(0))
}

func TestFlowWrapsWhenARowIsFull(t *testing.T) {
	f := Flow{X: 6, Y: 6, W: 200, H: 38, Gap: 6}
	assert.Equal(t, 1, f.Rows(), "one row while empty")
	assert.Equal(t, view.Rect{X: 6, Y: 6, W: 120, H: 38}, f.Next(120))
	assert.Equal(t, view.Rect{X: 132, Y: 6, W: 70, H: 38}, f.Next(70), "ends exactly at the edge")
	assert.Equal(t, view.Rect{X: 6, Y: 50, W: 10, H: 38}, f.Next(10))
	assert.Equal(t, 2, f.Rows())
	wide := Flow{W: 50, H: 10}
	assert.Equal(t, view.Rect{W: 80, H: 10}, wide.Next(80), "a rectangle wider than a row takes a row of its own")
	assert.Equal(t, view.Rect{Y: 10, W: 5, H: 10}, wide.Next(5))
}

func TestInsideAndInner(t *testing.T) {
	m := view.Rect{X: 160, Y: 50, W: 880, H: 612}
	assert.Equal(t, view.Rect{X: 824, Y: 462, W: 216, H: 200}, Inside(view.Rect{X: 1030, Y: 640, W: 216, H: 200}, m))
	assert.Equal(t, view.Rect{X: 160, Y: 50, W: 2000, H: 10}, Inside(view.Rect{X: 300, Y: 0, W: 2000, H: 10}, m), "too wide: the left edge inside")
	assert.Equal(t, view.Rect{X: 12, Y: 12, W: 76, H: 0}, Inner(view.Rect{X: 10, Y: 10, W: 80, H: 3}, 2))
}

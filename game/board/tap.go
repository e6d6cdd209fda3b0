package board

import "fmt"

// A finger on a table screen brushes squares it did not mean to: a tap
// alone never moves a token. With nothing armed, a tap on an empty square
// drops the selection; with a way of moving armed (Stride, Step…), the
// first tap on a square shows the path there and the second, on the same
// square, moves. Dragging the token moves it at once, as with a mouse,
// whose clicks move as before.

// tapMove answers a tap on empty square s with a creature selected: true
// when the tap confirms a move there.
func (b *Board) tapMove(s Square) bool {
	if b.arm.kind == armNone {
		b.confirmOK = false
		b.Select("")
		b.note(b.t("selection dropped (drag a token to move it, or arm a move and tap twice)"))
		return false
	}
	if b.confirmOK && b.confirmSq == s {
		b.confirmOK = false
		return true
	}
	b.confirmSq, b.confirmOK = s, true
	b.setHoverSquare(s, true)
	b.note(b.f("tap %s again to move %s there", b.SquareName(s.X, s.Y), b.selected))
	return false
}

// SquareName names square (x,y) as the map's edges do: "(x,y)", the
// column and row numbers along the top and the left of the map.
func (b *Board) SquareName(x, y int) string { return fmt.Sprintf("(%d,%d)", x, y) }

package vision

import "battlemap/grid"

// Squares is a set of a map's squares, one bit a square: grid.Squares,
// which the engine holds too (the fog of war is part of the encounter).
type Squares = grid.Squares

// NewSquares returns an empty set of the squares of a w×h map.
func NewSquares(w, h int) Squares { return grid.NewSquares(w, h) }

// Package grid owns square-grid geometry for the battle map: squares and
// spaces, the terrain layer, wall segments of any angle, the exact line test
// used by every rule that draws a line (cover, flanking, line of effect, a
// step from square centre to square centre), distances in the counting rules
// of the four supported systems, and the legality of single steps.
//
// Square (x,y) is the closed region [x,x+1]×[y,y+1] in grid units, x to the
// right and y downward; one grid unit is 5 ft. Points are kept in fixed point
// (Unit steps per square) so that every crossing is decided with integers:
// no float tolerances anywhere.
//
// The package uses only the standard library.
//
//	g, err := grid.New([]string{
//		"....",
//		".#..",
//		"....",
//	}, []grid.Wall{grid.WallF(3, 0, 3, 2)})
//	if err != nil { ... }
//	blocked := g.LineBlocked(grid.Center(0, 0), grid.Center(3, 2))
package grid

// Package vision computes what the players see: line of sight from their
// tokens as visibility polygons, the squares those polygons show, the
// squares explored so far, and the fog of war's manual tools (reveal or
// hide by room, rectangle and brush). It is display, not rules: the rules'
// own lines (cover, reach, flanking) stay exact in grid and engine. It
// reads grid and engine and never imports Ebitengine, so it runs with
// plain go test, natively and as js/wasm.
//
// Sight is blocked by walls, closed doors, solid squares and the map's
// border; open doors and pits block nothing. A Scene prepares a map's
// blocking segments once (cut where they cross); a Sweeper turns a ray
// round a viewer through the ends of the segments in range, in exact
// integer arithmetic, in the manner of Foundry's ClockwiseSweepPolygon and
// MapTool's vertex sweep. A View does it for a party and keeps the squares
// seen (Seen) and seen once (Explored).
//
//	sc := vision.NewScene(e.Grid) // again when the map or a door changes
//	var v vision.View
//	v.Update(sc, vision.PartyViewers(e, "pcs", 0, nil))
//	if v.SeesCreature(goblin) { ... }
//	for _, poly := range v.Polygons() { ... } // draw the lit region
//
// The fog of war is a Squares value too:
//
//	fog := vision.NewSquares(g.W, g.H)
//	var rf vision.RoomFinder
//	room, err := rf.Room(g, x, y)
//	fog.Union(room)                                  // reveal the room
//	fog.FillRect(grid.Rect{X: 2, Y: 2, W: 3, H: 3}, false) // hide a rectangle
//	fog.FillDisc(px, py, 2.5, true)                   // brush
package vision

package vision

import (
	"battlemap/engine"
	"battlemap/grid"
)

// Viewer is one token that the players see through: its space and how far
// it sees.
type Viewer struct {
	// Space is the token's space. It sees from the centre of each of its
	// squares, and what any of them sees is what it sees (a Large creature
	// peeks round a corner with its leading squares).
	Space grid.Rect
	// Range is how far it sees, in squares, from each of those centres (a
	// light's radius, darkvision); 0 means no limit.
	Range float64
}

// View is what a party sees: the squares in sight of any of its viewers,
// and the squares seen at least once. It keeps its buffers, so that an
// update after warm-up does not allocate.
type View struct {
	// Seen holds the squares in sight after the last Update.
	Seen Squares
	// Explored holds every square seen since it was last reset: Update adds
	// Seen to it. The app keeps it with the encounter; an Update on a map
	// of another size starts it afresh.
	Explored Squares
	sw       Sweeper
	polys    [][]Point
}

// Update recomputes the view of the viewers on the scene (after a move, a
// door, a new map): Seen becomes the squares they see, and Explored gains
// them.
func (v *View) Update(sc *Scene, viewers []Viewer) {
	v.Seen.Reset(sc.W, sc.H)
	if v.Explored.W != sc.W || v.Explored.H != sc.H {
		v.Explored.Reset(sc.W, sc.H)
	}
	n := 0
	for _, vw := range viewers {
		r := vw.Space
		for y := r.Y; y < r.Y+r.H; y++ {
			for x := r.X; x < r.X+r.W; x++ {
				if n == len(v.polys) {
					v.polys = append(v.polys, nil)
				}
				poly := v.sw.Polygon(sc, grid.Center(x, y), vw.Range)
				v.polys[n] = append(v.polys[n][:0], poly...)
				v.sw.AddSeen(sc, v.polys[n], &v.Seen)
				n++
			}
		}
	}
	v.polys = v.polys[:n]
	v.Explored.Union(v.Seen)
}

// Polygons returns the visibility polygons of the last Update, one for
// each square of each viewer's space, for drawing: the players' screen
// shows what lies inside any of them. They are overwritten by the next
// Update.
func (v *View) Polygons() [][]Point { return v.polys }

// Sees reports whether any square of the space r is in sight.
func (v *View) Sees(r grid.Rect) bool { return v.Seen.AnyIn(r) }

// SeesCreature reports whether the party sees creature c: any square of
// its space is in sight. (Whether an invisible creature shows is the
// app's choice: this answers for its space.)
func (v *View) SeesCreature(c *engine.Creature) bool { return v.Seen.AnyIn(c.Rect()) }

// PartyViewers appends to buf a viewer for each creature of e on the side
// side, each seeing rng squares (0: no limit), and returns it.
func PartyViewers(e *engine.Encounter, side string, rng float64, buf []Viewer) []Viewer {
	for _, c := range e.Creatures {
		if c.Side == side {
			buf = append(buf, Viewer{Space: c.Rect(), Range: rng})
		}
	}
	return buf
}

package board

import (
	"math"

	"battlemap/engine"
)

// Doors at the table: a tap on a door opens or closes it. During a turn,
// the creature whose turn it is opens a door next to it by its system's
// cost (the engine's SetDoor with By); otherwise the GM does, for free.

// doorReach is how near a tap must come to a door, in squares.
const doorReach = 0.3

// doorAt returns the door under screen point (x,y), the nearest within
// doorReach of a square, and how far the point is from it (in squares).
func (b *Board) doorAt(x, y float64) (int, float64, bool) {
	gx, gy := b.cam.ToGrid(x, y)
	best, bestD := -1, doorReach
	for i, d := range b.enc.Grid.Doors() {
		ax, ay := d.A.F()
		bx, by := d.B.F()
		if dd := segDist(gx, gy, ax, ay, bx, by); dd <= bestD {
			best, bestD = i, dd
		}
	}
	return best, bestD, best >= 0
}

// segDist is the distance from point p to segment ab (display picking:
// floats are fine here; the rules' lines stay exact in grid).
func segDist(px, py, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = math.Max(0, math.Min(1, ((px-ax)*dx+(py-ay)*dy)/l))
	}
	return math.Hypot(px-(ax+t*dx), py-(ay+t*dy))
}

// toggleDoor opens or closes door i: the active creature does it when it
// stands next to the door and can pay, else the GM; the status line says
// who did and what it cost.
func (b *Board) toggleDoor(i int) {
	d := b.enc.Grid.Doors()[i]
	act := engine.SetDoor{Index: i, Open: !d.Open}
	if who := b.enc.Turn.Active; who != "" {
		byIt := act
		byIt.By = who
		if err := b.enc.Check(byIt); err == nil {
			b.apply(byIt)
			return
		}
	}
	if b.apply(act) {
		msg := b.f("the GM closed door %d", i)
		if act.Open {
			msg = b.f("the GM opened door %d", i)
		}
		b.note(msg)
	}
}

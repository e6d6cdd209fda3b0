package engine

import (
	"fmt"

	"battlemap/grid"
)

// SetDoor opens or closes door Index (an index of Grid.Doors()). By is the
// creature that does it on its turn, paying its system's cost (Interact:
// PF2e one action, PF1e and 3.5 a move action, 5e the free object
// interaction, then the action) and standing next to the door; "" is the
// GM, who opens and closes any door for free.
type SetDoor struct {
	Index int
	Open  bool
	By    string
}

// String describes the action for the log.
func (a SetDoor) String() string {
	verb := "close"
	if a.Open {
		verb = "open"
	}
	if a.By != "" {
		return fmt.Sprintf("%s: %s door %d", a.By, verb, a.Index)
	}
	return fmt.Sprintf("%s door %d", verb, a.Index)
}

func (a SetDoor) apply(e *Encounter) (string, error) {
	doors := e.Grid.Doors()
	if a.Index < 0 || a.Index >= len(doors) {
		return "", fmt.Errorf("engine: no door %d (the map has %d)", a.Index, len(doors))
	}
	d := doors[a.Index]
	if d.Open == a.Open {
		return "", fmt.Errorf("engine: door %d is %s already", a.Index, map[bool]string{true: "open", false: "closed"}[d.Open])
	}
	msg := a.String()
	if a.By != "" {
		c, err := e.Lookup(a.By)
		if err != nil {
			return "", err
		}
		if !nextToDoor(c.Rect(), d.Wall) {
			return "", fmt.Errorf("engine: %s is not next to door %d", a.By, a.Index)
		}
		m, err := Interact{Who: a.By, What: "the door"}.apply(e)
		if err != nil {
			return "", err
		}
		msg = fmt.Sprintf("%s (%s)", msg, m)
	}
	g, err := e.Grid.WithDoor(a.Index, a.Open)
	if err != nil {
		return "", err
	}
	old := e.Grid
	e.Grid = g
	if err := e.replace(); err != nil { // a closing door may not cut a creature
		e.Grid = old
		return "", err
	}
	return msg, nil
}

// nextToDoor reports whether a door's segment comes within the squares
// around space r (its squares and those next to them: the open region they make), exactly.
func nextToDoor(r grid.Rect, w grid.Wall) bool {
	x0, y0 := int64(r.X-1)*grid.Unit, int64(r.Y-1)*grid.Unit
	x1, y1 := int64(r.X+r.W+1)*grid.Unit, int64(r.Y+r.H+1)*grid.Unit
	return grid.SegmentMeetsOpenBox(w.A, w.B, x0, y0, x1, y1)
}

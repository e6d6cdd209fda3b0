package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// ErrNotSupported marks a question the engine cannot answer yet.
var ErrNotSupported = errors.New("not supported yet")

// CanEnd reports whether creature who may end its movement with its space's
// top-left square at (x,y), in any space its size may take there.
func CanEnd(e *Encounter, who string, x, y int) (bool, string, error) {
	if _, err := e.Lookup(who); err != nil {
		return false, "", err
	}
	if !e.Grid.In(x, y) {
		return false, fmt.Sprintf("(%d,%d) is off the map", x, y), nil
	}
	p := e.scratch()
	if err := p.prepare(e, MoveQuery{Who: who}); err != nil {
		return false, "", err
	}
	why := ""
	for k := range p.fit.shapes {
		r := p.fit.shapes[k]
		ok, w := p.fit.standIn(rectAt(x, y, r))
		if !ok {
			if why == "" {
				why = w
			}
			continue
		}
		if bad, w := p.endProblem(rectAt(x, y, r)); bad {
			why = w
			continue
		}
		return true, "the space fits and nobody there forbids ending in it", nil
	}
	return false, why, nil
}

func rectAt(x, y int, s shape) grid.Rect { return grid.Rect{X: x, Y: y, W: s.W, H: s.H} }

// Fits reports whether creature id's space could be r on this map (the
// map's squares and walls, not other creatures), and why not: r must be a
// shape the creature may take, its full space or a squeezed one.
func (e *Encounter) Fits(id string, r grid.Rect) (bool, string) {
	c := e.byID[id]
	if c == nil {
		return false, fmt.Sprintf("no creature %q", id)
	}
	f := newFitter(e, c)
	if !f.shapeAllowed(r.W, r.H) {
		return false, fmt.Sprintf("%q cannot take a %d×%d space", id, r.W, r.H)
	}
	return f.fits(r)
}

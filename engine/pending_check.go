package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

// CheckPending checks a movement waiting on reactions against the
// encounter, so that resolving them cannot take the mover where it cannot
// stand nor run off its path: every space of the path and the fallback fits
// the map and is a shape the mover can take, the waiting reactions trigger
// at the first step and the later ones farther along, in order. The error
// names the part at fault ("steps entry 3: …"); the encounter files use it
// when they read a fight saved mid-move.
func (e *Encounter) CheckPending(pm *PendingMove) error {
	c := e.byID[pm.Who]
	if c == nil {
		return fmt.Errorf("who: no creature %q", pm.Who)
	}
	if len(pm.Steps) == 0 {
		return errors.New("steps: a pending movement has at least one step")
	}
	if len(pm.Waiting) == 0 {
		return errors.New("waiting: a pending movement waits on at least one reaction")
	}
	f := newFitter(e, c)
	step := func(what string, s PathStep) error {
		switch {
		case !f.shapeAllowed(s.W, s.H):
			return fmt.Errorf("%s: %q cannot take a %d×%d space", what, c.ID, s.W, s.H)
		case s.Dir < 0 || s.Dir > 7:
			return fmt.Errorf("%s: direction %d is not 0 to 7", what, s.Dir)
		case s.Kind.Terrain > 2:
			return fmt.Errorf("%s: terrain %d is not 0 to 2", what, s.Kind.Terrain)
		}
		if ok, why := f.fits(grid.Rect{X: s.X, Y: s.Y, W: s.W, H: s.H}); !ok {
			return fmt.Errorf("%s: %s", what, why)
		}
		return nil
	}
	if err := step("back", pm.Back); err != nil {
		return err
	}
	for i, s := range pm.Steps {
		if err := step(fmt.Sprintf("steps entry %d", i), s); err != nil {
			return err
		}
	}
	for i, p := range pm.Waiting {
		if e.byID[p.By] == nil || p.Step != 0 {
			return fmt.Errorf("waiting entry %d: the reaction of %q must be by a creature of the map, at step 0", i, p.By)
		}
	}
	for i, p := range append(append([]Provocation(nil), pm.Waiting...), pm.Later...) {
		if p.Rider != "" && e.byID[p.Rider] == nil {
			return fmt.Errorf("reaction %d: the rider %q is not on the map", i, p.Rider)
		}
	}
	if pm.Then != nil {
		if err := e.checkFollowUp(pm.Then); err != nil {
			return err
		}
	}
	last := 1
	for i, p := range pm.Later {
		if e.byID[p.By] == nil || p.Step < last || p.Step >= len(pm.Steps) {
			return fmt.Errorf("later entry %d: the reaction of %q must be by a creature of the map, at a step from %d to %d", i, p.By, last, len(pm.Steps)-1)
		}
		last = p.Step
	}
	return nil
}

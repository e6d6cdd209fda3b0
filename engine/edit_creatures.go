package engine

import (
	"errors"
	"fmt"
	"strings"
)

// The GM's edits of the creatures. In Edit mode a creature is placed where
// the GM drops it, whatever the movement rules say, as long as it fits
// there.

// AddCreature puts a new creature on the map. Its space is worked out as
// NewEncounter does; it joins no initiative (AddToInitiative does that).
type AddCreature struct{ Creature Creature }

// String describes the action for the log.
func (a AddCreature) String() string { return "add " + a.Creature.ID }

func (a AddCreature) apply(e *Encounter) (string, error) {
	c := a.Creature
	if err := e.checkNew(&c, ""); err != nil {
		return "", err
	}
	e.Creatures = append(e.Creatures, &c)
	e.byID[c.ID] = &c
	if err := e.checkOverlaps(""); err != nil {
		return "", err
	}
	return fmt.Sprintf("added %s (%s, %s) at (%d,%d)", c.ID, c.Size, c.Side, c.X, c.Y), nil
}

// EditCreature replaces the creature ID with Creature (its statistics, and
// its place if Creature's differs; a new ID renames it everywhere: the
// initiative, the turn, riders).
type EditCreature struct {
	ID       string
	Creature Creature
}

// String describes the action for the log.
func (a EditCreature) String() string { return "edit " + a.ID }

func (a EditCreature) apply(e *Encounter) (string, error) {
	old, err := e.Lookup(a.ID)
	if err != nil {
		return "", err
	}
	c := a.Creature
	if err := e.checkNew(&c, a.ID); err != nil {
		return "", err
	}
	if c.ID != a.ID {
		delete(e.byID, a.ID)
		e.renameRefs(a.ID, c.ID)
	}
	*old = c
	e.byID[c.ID] = old
	if err := e.checkOverlaps(""); err != nil {
		return "", err
	}
	return "edited " + c.ID, nil
}

// RemoveCreature takes a creature off the map, out of the initiative and
// off its mount's back; its turn, if it was its turn, ends; the areas that
// move with it go too.
type RemoveCreature struct{ ID string }

// String describes the action for the log.
func (a RemoveCreature) String() string { return "remove " + a.ID }

func (a RemoveCreature) apply(e *Encounter) (string, error) {
	if _, err := e.Lookup(a.ID); err != nil {
		return "", err
	}
	for i, c := range e.Creatures {
		if c.ID == a.ID {
			e.Creatures = append(e.Creatures[:i:i], e.Creatures[i+1:]...)
			break
		}
	}
	delete(e.byID, a.ID)
	for _, c := range e.Creatures {
		if c.Mount == a.ID {
			c.Mount = ""
		}
	}
	e.Initiative.Order = dropEntry(e.Initiative.Order, a.ID)
	e.Initiative.Delayed = dropEntry(e.Initiative.Delayed, a.ID)
	e.dropAreasOf(a.ID)
	if e.Turn.Active == a.ID {
		e.Turn = Turn{Round: e.Turn.Round}
	}
	return "removed " + a.ID, nil
}

// PlaceCreature puts a creature at (X,Y), its space's top-left square,
// wherever it fits: the GM's drop, not a move (no path, no cost, no
// reactions). W and H choose a squeezed space where several fit (0: its
// full space, else the one that fits).
type PlaceCreature struct {
	ID   string
	X, Y int
	W, H int
}

// String describes the action for the log.
func (a PlaceCreature) String() string { return fmt.Sprintf("place %s at (%d,%d)", a.ID, a.X, a.Y) }

func (a PlaceCreature) apply(e *Encounter) (string, error) {
	c, err := e.Lookup(a.ID)
	if err != nil {
		return "", err
	}
	c.X, c.Y, c.SpaceW, c.SpaceH = a.X, a.Y, a.W, a.H
	if err := e.placeSpace(c); err != nil {
		return "", err
	}
	if err := e.checkOverlaps(""); err != nil {
		return "", err
	}
	return fmt.Sprintf("placed %s at (%d,%d)", a.ID, a.X, a.Y), nil
}

// checkNew checks a new or edited creature c (replacing the one called
// was, "" for none): an id, a side, a size, sane numbers, a mount on the
// map, and a space that fits where it stands.
func (e *Encounter) checkNew(c *Creature, was string) error {
	switch {
	case strings.TrimSpace(c.ID) == "":
		return errors.New("engine: a creature needs an id")
	case c.ID != was && e.byID[c.ID] != nil:
		return fmt.Errorf("engine: there is a creature %q already", c.ID)
	case c.Side == "":
		return fmt.Errorf("engine: creature %q has no side", c.ID)
	case c.Size < Fine || c.Size > Colossal:
		return fmt.Errorf("engine: creature %q has an unknown size %d", c.ID, c.Size)
	case c.Speed < 0 || c.FlySpeed < 0 || c.Reach < 0 || c.WeaponReach < 0 || c.Attacks < 0:
		return fmt.Errorf("engine: creature %q has a negative speed, reach or attack count", c.ID)
	case c.Speed > MaxFeet || c.FlySpeed > MaxFeet || c.Reach > MaxFeet || c.WeaponReach > MaxFeet || c.Attacks > 20:
		return fmt.Errorf("engine: creature %q: speeds and reaches go up to %d ft, attacks to 20", c.ID, MaxFeet)
	case c.InitMod < -MaxInitiative || c.InitMod > MaxInitiative:
		return fmt.Errorf("engine: creature %q: an initiative modifier beyond ±%d", c.ID, MaxInitiative)
	case c.State&^KnownStates != 0:
		return fmt.Errorf("engine: creature %q has unknown conditions %#x", c.ID, uint16(c.State&^KnownStates))
	case c.Mount == c.ID || c.Mount == was && was != "":
		return fmt.Errorf("engine: creature %q cannot ride itself", c.ID)
	case c.Mount != "" && e.byID[c.Mount] == nil:
		return fmt.Errorf("engine: creature %q rides %q, which is not on the map", c.ID, c.Mount)
	}
	if c.Body != Tall && c.Body != Long {
		return fmt.Errorf("engine: creature %q has an unknown body %d", c.ID, c.Body)
	}
	return e.placeSpace(c)
}

// renameRefs renames creature from to to in the initiative, the turn and
// the riders.
func (e *Encounter) renameRefs(from, to string) {
	for _, list := range [][]InitEntry{e.Initiative.Order, e.Initiative.Delayed} {
		for i := range list {
			if list[i].ID == from {
				list[i].ID = to
			}
		}
	}
	if e.Turn.Active == from {
		e.Turn.Active = to
	}
	for _, c := range e.Creatures {
		if c.Mount == from {
			c.Mount = to
		}
	}
	e.renameAreaRefs(from, to)
}

// dropEntry returns list without id's entry (a new slice: the old one may
// be a snapshot's).
func dropEntry(list []InitEntry, id string) []InitEntry {
	out := make([]InitEntry, 0, len(list))
	for _, en := range list {
		if en.ID != id {
			out = append(out, en)
		}
	}
	return out
}

// MaxFeet bounds speeds and reaches: more than 10,000 ft is a mistake.
const MaxFeet = 10000

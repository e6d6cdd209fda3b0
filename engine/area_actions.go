package engine

import (
	"fmt"
	"slices"
	"strings"
)

// PlaceArea puts an area of effect on the map to stay: a wall of fire, a
// cloud, an aura (Area). Its shape is checked against the map as it stands;
// undo takes it off again.
type PlaceArea struct{ Area Area }

// String describes the action for the log.
func (a PlaceArea) String() string { return "place the area " + a.Area.ID }

func (a PlaceArea) apply(e *Encounter) (string, error) {
	if err := e.checkArea(a.Area); err != nil {
		return "", err
	}
	if e.Area(a.Area.ID) != nil {
		return "", fmt.Errorf("engine: there is already an area %q on the map", a.Area.ID)
	}
	sq, err := a.Area.Shape.Squares(e, nil)
	if err != nil {
		return "", fmt.Errorf("engine: area %q: %w", a.Area.ID, err)
	}
	e.Areas = append(slices.Clone(e.Areas), a.Area)
	return fmt.Sprintf("placed %s: %d squares", a.Area, len(sq)), nil
}

// RemoveArea takes an area off the map (it was dispelled, or the table is
// done with it).
type RemoveArea struct{ ID string }

// String describes the action for the log.
func (a RemoveArea) String() string { return "remove the area " + a.ID }

func (a RemoveArea) apply(e *Encounter) (string, error) {
	i := slices.IndexFunc(e.Areas, func(ar Area) bool { return ar.ID == a.ID })
	if i < 0 {
		return "", fmt.Errorf("engine: no area %q on the map", a.ID)
	}
	old := e.Areas[i]
	e.Areas = slices.Delete(slices.Clone(e.Areas), i, i+1)
	return fmt.Sprintf("removed %s", old), nil
}

// durationRule words when durations run out, by system.
func (e *Encounter) durationRule() string {
	switch e.System.ID() {
	case "pf2e":
		return "a duration in rounds drops by 1 as each of its creator's turns begins (PF2e CRB p.304)"
	case "pf1e":
		return "an effect lasting rounds ends just before the initiative count it began on (PF1e CRB p.178)"
	case "dnd35":
		return "an effect lasting rounds ends just before the initiative count it began on (D&D 3.5 PHB p.138)"
	}
	return "a duration in rounds runs out at the start of its creator's turn (PHB p.203, read as the other systems do)"
}

// countDown takes one round off the areas counted by whom ("" for the
// areas no creature in the order counts, at the start of a round) and
// removes those that run out; it returns what ended, for the log.
func (e *Encounter) countDown(whom string) string {
	var ended []string
	var keep []Area
	changed := false
	for _, a := range e.Areas {
		if a.Rounds > 0 && e.countedBy(a) == whom {
			a.Rounds--
			changed = true
			if a.Rounds == 0 {
				name := a.Name
				if name == "" {
					name = a.ID
				}
				ended = append(ended, name)
				continue
			}
		}
		keep = append(keep, a)
	}
	if changed {
		e.Areas = keep
	}
	if len(ended) == 0 {
		return ""
	}
	return fmt.Sprintf("%s ends: %s", strings.Join(ended, ", "), e.durationRule())
}

// countedBy returns whose turns count an area's duration down: its creator
// while it is in the initiative order, else "" (each new round).
func (e *Encounter) countedBy(a Area) string {
	if a.Creator != "" && e.Initiative.Position(a.Creator) >= 0 {
		return a.Creator
	}
	return ""
}

// dropAreasOf takes off the map the areas that move with creature id (it
// has left the map) and forgets it as a creator (the duration then counts
// with the rounds).
func (e *Encounter) dropAreasOf(id string) {
	var keep []Area
	for _, a := range e.Areas {
		if a.Shape.Source() == id {
			continue
		}
		if a.Creator == id {
			a.Creator = ""
		}
		keep = append(keep, a)
	}
	e.Areas = keep
}

// renameAreaRefs renames creature from to in the areas.
func (e *Encounter) renameAreaRefs(from, to string) {
	out := slices.Clone(e.Areas)
	for i := range out {
		if out[i].Creator == from {
			out[i].Creator = to
		}
		out[i].Shape = out[i].Shape.Renamed(from, to)
	}
	e.Areas = out
}

// shiftAreas moves the areas with the map's contents.
func (e *Encounter) shiftAreas(dx, dy int) {
	out := slices.Clone(e.Areas)
	for i := range out {
		out[i].Shape = out[i].Shape.Shifted(dx, dy)
	}
	e.Areas = out
}

// SetAreaHidden hides an area from the players' screen or shows it again
// (Area.Hidden). The rules go on counting it.
type SetAreaHidden struct {
	ID     string
	Hidden bool
}

// String describes the action for the log.
func (a SetAreaHidden) String() string {
	if a.Hidden {
		return "hide the area " + a.ID + " from the players"
	}
	return "show the area " + a.ID + " to the players"
}

func (a SetAreaHidden) apply(e *Encounter) (string, error) {
	i := slices.IndexFunc(e.Areas, func(ar Area) bool { return ar.ID == a.ID })
	if i < 0 {
		return "", fmt.Errorf("engine: no area %q on the map", a.ID)
	}
	name := e.Areas[i].Name
	if name == "" {
		name = a.ID
	}
	if e.Areas[i].Hidden == a.Hidden {
		if a.Hidden {
			return "", fmt.Errorf("engine: the area %s is hidden from the players already", name)
		}
		return "", fmt.Errorf("engine: the area %s is not hidden", name)
	}
	out := slices.Clone(e.Areas)
	out[i].Hidden = a.Hidden
	e.Areas = out
	if a.Hidden {
		return name + " is hidden from the players", nil
	}
	return name + " shows to the players", nil
}

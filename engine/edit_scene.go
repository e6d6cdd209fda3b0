package engine

import (
	"errors"
	"fmt"
	"strings"
)

// Rename gives the encounter a new name.
type Rename struct{ Name string }

// String describes the action for the log.
func (a Rename) String() string { return fmt.Sprintf("rename the encounter %q", a.Name) }

func (a Rename) apply(e *Encounter) (string, error) {
	name := strings.TrimSpace(a.Name)
	switch {
	case name == "":
		return "", errors.New("engine: an encounter needs a name")
	case len(name) > 200:
		return "", errors.New("engine: a name of more than 200 bytes")
	case name == e.Name:
		return "", fmt.Errorf("engine: the encounter is called %q already", name)
	}
	e.Name = name
	return fmt.Sprintf("renamed the encounter %q", name), nil
}

// SetSystem changes the rule system and its options, keeping every
// creature where it stands (its space worked out again by the new system's
// rules) and the initiative. What the turn has spent is the old system's:
// the turn starts afresh for the same creature. It is undone like any
// action; it is refused while a movement waits on reactions.
type SetSystem struct {
	System  string
	Options OptionSet
	// AoO sets whether creatures make attacks of opportunity under the new
	// system (by id; those not named keep theirs): PF2e creatures have no
	// Reactive Strike unless given, the others' creatures all threaten.
	AoO map[string]bool
}

// String describes the action for the log.
func (a SetSystem) String() string { return "switch the rules to " + a.System }

func (a SetSystem) apply(e *Encounter) (string, error) {
	sys, err := SystemByID(a.System)
	if err != nil {
		return "", fmt.Errorf("engine: %w", err)
	}
	o, err := a.Options.Resolve(sys)
	if err != nil {
		return "", fmt.Errorf("engine: %w", err)
	}
	if sys == e.System && o == e.Options {
		return "", fmt.Errorf("engine: the rules are %s with these options already", sys.Name())
	}
	for id := range a.AoO {
		if e.byID[id] == nil {
			return "", fmt.Errorf("engine: no creature %q in the encounter", id)
		}
	}
	e.System, e.Options = sys, o
	for _, c := range e.Creatures {
		if v, ok := a.AoO[c.ID]; ok {
			c.AoO = v
		}
	}
	if err := e.replace(); err != nil {
		return "", err
	}
	e.Turn = Turn{Round: e.Turn.Round, Active: e.Turn.Active}
	msg := "switched the rules to " + sys.Name()
	if notes := e.translateConditions(); notes != "" {
		msg += "; " + notes
	}
	if sys.Opportunity() != LeaveThreatened {
		for _, c := range e.Creatures {
			if c.HP < 0 {
				c.HP = 0 // only PF1e and 3.5 count hit points below 0
				msg += fmt.Sprintf("; %s's hit points go up to 0", c.ID)
			}
		}
	}
	return msg, nil
}

// SetScenery changes how the map looks: its picture and alignment, lights,
// grid lines. The rules never read it; it is an action so that undo, redo
// and the autosave keep it.
type SetScenery struct{ Scenery *Scenery }

// String describes the action for the log.
func (a SetScenery) String() string { return "change the map's look" }

func (a SetScenery) apply(e *Encounter) (string, error) {
	if s := a.Scenery; s != nil && s.Background != nil {
		b := s.Background
		switch {
		case b.Image == "":
			return "", errors.New("engine: a map picture without its image")
		case b.Width <= 0 || b.Height <= 0:
			return "", fmt.Errorf("engine: a map picture of %d×%d pixels", b.Width, b.Height)
		case !(b.PixelsPerSquare >= 0.01 && b.PixelsPerSquare <= 10000):
			return "", fmt.Errorf("engine: %g pixels a square: want 0.01 to 10,000", b.PixelsPerSquare)
		case !(b.OffsetX > -1e7 && b.OffsetX < 1e7 && b.OffsetY > -1e7 && b.OffsetY < 1e7):
			return "", fmt.Errorf("engine: the picture's offset (%g,%g) is out of range", b.OffsetX, b.OffsetY)
		}
	}
	if a.Scenery != nil {
		s := *a.Scenery
		e.Scenery = &s
	} else {
		e.Scenery = nil
	}
	return "changed the map's look", nil
}

// SetParty says which side the player characters are on (the editor's
// choice; files keep it as "party"). The rules that tell PCs from their
// enemies read it: PF2e initiative ties put the enemies first (PF2e CRB
// p.468). The order already set does not move; the next sort uses it.
type SetParty struct{ Side string }

// String describes the action for the log.
func (a SetParty) String() string { return fmt.Sprintf("the players are side %q", a.Side) }

func (a SetParty) apply(e *Encounter) (string, error) {
	side := strings.TrimSpace(a.Side)
	switch {
	case side == "":
		return "", errors.New("engine: the players' side needs a name")
	case len(side) > 200:
		return "", errors.New("engine: a side name of more than 200 bytes")
	case side == e.PlayersSide():
		return "", fmt.Errorf("engine: the players are side %q already", side)
	}
	e.Party = side
	if side == PCSide {
		e.Party = ""
	}
	return fmt.Sprintf("the players are side %q", side), nil
}

package engine

import "fmt"

// Snapshot is everything an action may change: the creatures (in the
// encounter's order), the turn and the initiative. The undo history is a
// list of them; encounter files write them to keep a fight's history.
type Snapshot struct {
	Creatures  []Creature
	Turn       Turn
	Initiative Initiative
}

// Snap returns the encounter's current state as a Snapshot (a deep copy).
func (e *Encounter) Snap() Snapshot {
	s := Snapshot{Creatures: make([]Creature, len(e.Creatures)), Turn: e.Turn, Initiative: e.Initiative.clone()}
	for i, c := range e.Creatures {
		s.Creatures[i] = *c
	}
	return s
}

// restore puts the encounter back in state s.
func (e *Encounter) restore(s Snapshot) {
	for i := range e.Creatures {
		*e.Creatures[i] = s.Creatures[i]
	}
	e.Turn = s.Turn
	e.Initiative = s.Initiative.clone()
}

// History returns the undo and redo states, oldest first. The slices are
// the encounter's own: read them, do not change them.
func (e *Encounter) History() (undo, redo []Snapshot) { return e.undo, e.redo }

// SetHistory replaces the undo and redo states and the log, as an
// encounter file read them back. Each state must hold the encounter's
// creatures in its order; the reader checks each state's legality (with
// NewEncounterPassing) before it comes here.
func (e *Encounter) SetHistory(undo, redo []Snapshot, log []string) error {
	for _, list := range [][]Snapshot{undo, redo} {
		for i, s := range list {
			if len(s.Creatures) != len(e.Creatures) {
				return fmt.Errorf("engine: history state %d has %d creatures, the encounter %d", i, len(s.Creatures), len(e.Creatures))
			}
			for j := range s.Creatures {
				if s.Creatures[j].ID != e.Creatures[j].ID {
					return fmt.Errorf("engine: history state %d: creature %d is %q, the encounter's is %q", i, j, s.Creatures[j].ID, e.Creatures[j].ID)
				}
			}
		}
	}
	e.undo, e.redo, e.Log = undo, redo, log
	return nil
}

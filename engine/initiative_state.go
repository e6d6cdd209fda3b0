package engine

import (
	"fmt"
	"slices"
)

// PCSide is the side of the player characters unless the encounter says
// another (Scene.Party). Initiative ties in PF2e go to the other sides'
// creatures first (RULES.md A18).
const PCSide = "pcs"

// MaxInitiative bounds initiative values and modifiers: a number beyond
// ±MaxInitiative is a mistake, and a file holding one is refused.
const MaxInitiative = 100000

// InitEntry is one creature's place in the initiative order.
type InitEntry struct {
	ID string
	// Value is the initiative result: d20 + Mod when rolled, or what the GM
	// entered.
	Value int
	// Mod is the initiative modifier (PF2e: usually Perception). PF1e, 3.5
	// and 5e break ties with it.
	Mod int
	// FlatFooted: PF1e and 3.5 creatures are flat-footed until they first
	// act (RULES.md B18, C18). Set when the order is set, cleared when the
	// creature's first turn begins. Always false in PF2e and 5e.
	FlatFooted bool
	// Ready is the trigger of the creature's readied action, "" for none. It
	// is a marker for the table; it lasts until the creature's next turn
	// begins.
	Ready string
	// DelayedRound is the round in which a delaying creature left the
	// order (0 while in the order): when the next round reaches its old
	// place it comes back (see comeBack).
	DelayedRound int
}

// Initiative is the turn order of an encounter.
type Initiative struct {
	// Order is the turn order: Order[0] acts first in each round. The order
	// is what counts; Value is kept for the table to read.
	Order []InitEntry
	// Delayed holds the creatures that delayed and left the order, until
	// they return (ReturnFromDelay).
	Delayed []InitEntry
}

// clone returns a deep copy of the initiative.
func (in Initiative) clone() Initiative {
	return Initiative{Order: slices.Clone(in.Order), Delayed: slices.Clone(in.Delayed)}
}

// Position returns the place of id in the order, or -1 when it is not in
// the order (absent, or delaying).
func (in *Initiative) Position(id string) int {
	for i, en := range in.Order {
		if en.ID == id {
			return i
		}
	}
	return -1
}

// DelayedAt returns the index of id in Delayed, or -1.
func (in *Initiative) DelayedAt(id string) int {
	for i, en := range in.Delayed {
		if en.ID == id {
			return i
		}
	}
	return -1
}

// CheckInitEntry refuses absurd initiative values and modifiers.
func CheckInitEntry(en InitEntry) error {
	if en.Value < -MaxInitiative || en.Value > MaxInitiative || en.Mod < -MaxInitiative || en.Mod > MaxInitiative {
		return fmt.Errorf("engine: initiative of %q: value %d and modifier %d must lie within ±%d", en.ID, en.Value, en.Mod, MaxInitiative)
	}
	return nil
}

// equal reports whether two initiatives hold the same entries.
func (in Initiative) equal(o Initiative) bool {
	return slices.Equal(in.Order, o.Order) && slices.Equal(in.Delayed, o.Delayed)
}

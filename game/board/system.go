package board

import (
	"fmt"
	"slices"

	"battlemap/engine"
)

// systemOrder is the order the system button cycles through.
var systemOrder = [...]string{"pf2e", "pf1e", "dnd35", "dnd5e"}

// cycleSystem rebuilds the encounter under the next rule system with that
// system's default options, keeping every creature where it stands. The
// undo history starts afresh; the active creature's turn starts again.
func (b *Board) cycleSystem() {
	cur := b.enc.System.ID()
	next := systemOrder[0]
	for i, id := range systemOrder {
		if id == cur {
			next = systemOrder[(i+1)%len(systemOrder)]
		}
	}
	if err := b.SwitchSystem(next); err != nil {
		b.fail(err)
	}
}

// SwitchSystem rebuilds the encounter under system id (pf2e, pf1e, dnd35,
// dnd5e). Creatures keep their positions; whether they make attacks of
// opportunity follows the new system's default unless their file said.
// On error nothing changes.
func (b *Board) SwitchSystem(id string) error {
	sys, err := engine.SystemByID(id)
	if err != nil {
		return fmt.Errorf("board: %w", err)
	}
	old := b.enc
	build := func(keepSpace bool) (*engine.Encounter, error) {
		cs := make([]*engine.Creature, len(old.Creatures))
		for i, c := range old.Creatures {
			cc := *c
			if !b.aooSet[c.ID] {
				cc.AoO = id != "pf2e"
			}
			if !keepSpace {
				cc.SpaceW, cc.SpaceH = 0, 0
			}
			cs[i] = &cc
		}
		return engine.NewEncounter(sys, sys.Defaults(), old.Grid, cs)
	}
	e, err := build(true)
	if err != nil {
		// Squeezing differs between systems: let the engine work the
		// spaces out again.
		if e2, err2 := build(false); err2 == nil {
			e, err = e2, nil
		}
	}
	if err != nil {
		return fmt.Errorf("board: cannot switch to %s: %w", sys.Name(), err)
	}
	if a := old.Turn.Active; a != "" {
		if err := e.Apply(engine.StartTurn{Who: a}); err != nil {
			return fmt.Errorf("board: cannot switch to %s: %w", sys.Name(), err)
		}
	}
	e.Name = old.Name
	e.Initiative.Order = slices.Clone(old.Initiative.Order)
	e.Initiative.Delayed = slices.Clone(old.Initiative.Delayed)
	b.enc = e
	b.arm = armed{}
	b.names = nameHistory{} // the undo history starts afresh
	b.comp.Reset()
	b.changed()
	b.note(fmt.Sprintf("switched to %s with its default options", sys.Name()))
	return nil
}

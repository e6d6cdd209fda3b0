package board

import (
	"fmt"
	"strings"

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

// SwitchSystem switches the encounter to system id (pf2e, pf1e, dnd35,
// dnd5e) with its default options, by the engine's SetSystem: creatures
// keep their positions (their spaces worked out again where squeezing
// differs), whether they make attacks of opportunity follows the new
// system's default unless their file said, and undo switches back. On error
// nothing changes.
func (b *Board) SwitchSystem(id string) error {
	sys, err := engine.SystemByID(id)
	if err != nil {
		return fmt.Errorf("board: %w", err)
	}
	aoo := map[string]bool{}
	for _, c := range b.enc.Creatures {
		if !b.aooSet[c.ID] {
			aoo[c.ID] = id != "pf2e"
		}
	}
	if err := b.enc.Apply(engine.SetSystem{System: id, AoO: aoo}); err != nil {
		return fmt.Errorf("board: cannot switch to %s: %s", sys.Name(), strings.TrimPrefix(err.Error(), "engine: "))
	}
	b.arm = armed{}
	b.comp.Reset()
	b.changed()
	b.note(b.f("switched to %s with its default options (undo switches back)", b.t(sys.Name())))
	return nil
}

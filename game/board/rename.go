package board

import (
	"fmt"
	"strings"

	"battlemap/engine"
)

// Renaming the encounter is an engine action (engine.Rename): undo, redo,
// the log and the autosave cover it as any other change. The board shows
// the encounter's name, or, for an encounter without one, its file's.

// rename names the encounter: a name of spaces alone is refused, and the
// name it has already changes nothing.
func (b *Board) rename(name string) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		b.fail(fmt.Errorf("board: an encounter needs a name: it stays %q", b.name))
		return
	case name == b.name && name == b.enc.Name:
		b.note(b.f("the name stays %q", name))
		return
	}
	if b.apply(engine.Rename{Name: name}) {
		b.followName()
	}
}

// Rename renames the encounter (an undoable engine action), as the rename
// form does.
func (b *Board) Rename(name string) { b.rename(name) }

// followName shows the encounter's name after a change (the file's name
// stays shown while the encounter has none).
func (b *Board) followName() {
	if b.enc.Name != "" {
		b.name = b.enc.Name
	}
}

// canUndo reports whether Undo would take anything back.
func (b *Board) canUndo() bool { return b.enc != nil && b.enc.CanUndo() }

// canRedo reports whether Redo would give anything back.
func (b *Board) canRedo() bool { return b.enc != nil && b.enc.CanRedo() }

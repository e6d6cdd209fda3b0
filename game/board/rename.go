package board

import (
	"fmt"
	"strings"
)

// Renaming the encounter. The engine has no action for it (its undo
// history keeps the creatures, the turn and the initiative, not the name),
// so the board keeps the renames in a history of its own, tied to the
// engine's by how many actions stood in the engine's undo history when
// each rename was made: Undo and Redo take and give back the renames and
// the engine's actions in the order they were made. The file saved (Save,
// the web page's autosave) carries the name; the history of renames lasts
// as long as the board shows the encounter.

// title is the encounter's name as the board shows it (the file's name
// when the encounter has none) and as the encounter has it.
type title struct{ shown, enc string }

// nameChange is a rename: the names before and after, and the length of
// the engine's undo history when it was made.
type nameChange struct {
	at       int
	from, to title
}

// nameHistory is the renames that can be undone and redone.
type nameHistory struct{ undo, redo []nameChange }

// rename names the encounter: a name of spaces alone is refused, and the
// name it has already changes nothing. A rename drops what could be redone,
// as every new change does.
func (b *Board) rename(name string) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		b.fail(fmt.Errorf("board: an encounter needs a name: it stays %q", b.name))
		return
	case name == b.name && name == b.enc.Name:
		b.note(fmt.Sprintf("the name stays %q", name))
		return
	}
	undo, _ := b.enc.History()
	if err := b.enc.SetHistory(undo, nil, b.enc.Log); err != nil {
		b.fail(fmt.Errorf("board: cannot rename the encounter: %w", err))
		return
	}
	ch := nameChange{at: len(undo), from: title{b.name, b.enc.Name}, to: title{name, name}}
	b.names.undo = append(b.names.undo, ch)
	b.names.redo = b.names.redo[:0]
	b.setTitle(ch.to)
	b.changed()
	b.note(fmt.Sprintf("renamed the encounter %q", name))
}

// setTitle shows the encounter under t.
func (b *Board) setTitle(t title) { b.name, b.enc.Name = t.shown, t.enc }

// undoName takes back the last rename when it is the last change, and
// reports whether it did.
func (b *Board) undoName() bool {
	return b.shiftName(&b.names.undo, &b.names.redo, func(ch nameChange) title { return ch.from })
}

// redoName gives back the last rename undone when it is the next change to
// redo, and reports whether it did.
func (b *Board) redoName() bool {
	return b.shiftName(&b.names.redo, &b.names.undo, func(ch nameChange) title { return ch.to })
}

// shiftName moves the last rename of from onto to and shows the title
// shown(rename) when that rename stands at the engine's place in its
// history (nothing the engine did came after it, or it was undone); it
// reports whether it did.
func (b *Board) shiftName(from, to *[]nameChange, shown func(nameChange) title) bool {
	n := len(*from)
	if n == 0 || (*from)[n-1].at != b.undoDepth() {
		return false
	}
	ch := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, ch)
	b.setTitle(shown(ch))
	return true
}

// undoDepth is the length of the engine's undo history.
func (b *Board) undoDepth() int {
	undo, _ := b.enc.History()
	return len(undo)
}

// canUndo reports whether Undo would take anything back.
func (b *Board) canUndo() bool {
	return b.enc != nil && (b.enc.CanUndo() || len(b.names.undo) > 0)
}

// canRedo reports whether Redo would give anything back.
func (b *Board) canRedo() bool {
	return b.enc != nil && (b.enc.CanRedo() || len(b.names.redo) > 0)
}

package board

import (
	"battlemap/engine/files"
	"fmt"
)

// Save returns the encounter as an encounter file with its undo history
// and log (files.SaveEncounterWith), ready to write or to keep.
func (b *Board) Save() ([]byte, error) {
	if b.enc == nil {
		return nil, fmt.Errorf("board: no encounter to save")
	}
	data, err := files.SaveEncounterWith(b.enc, files.SaveOptions{History: true, Images: b.images})
	if err != nil {
		return nil, fmt.Errorf("board: cannot save %s: %w", b.name, err)
	}
	return data, nil
}

// Note shows a message from outside the board (a file saved) on the status
// line.
func (b *Board) Note(msg string) { b.note(msg) }

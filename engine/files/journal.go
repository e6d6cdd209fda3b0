package files

import (
	"encoding/json"
	"errors"
	"fmt"

	"battlemap/engine"
)

// The journal: what the autosave writes after every change, one record a
// change, so that a save costs what the change costs, not what the whole
// encounter and its history cost. A record is one line of JSON:
//
//	{"do": STEP}   an action applied (STEP as a history step of a file)
//	{"undo": true} an undo
//	{"redo": true} a redo
//
// The store keeps a whole encounter file now and then (compaction) and the
// records since; reading them back replays the records on the file.

// journalRecord is one record.
type journalRecord struct {
	Do   *fileChange `json:"do,omitempty"`
	Undo bool        `json:"undo,omitempty"`
	Redo bool        `json:"redo,omitempty"`
}

// maxJournalRecord bounds one record (a step of a very big map's edit).
const maxJournalRecord = 64 << 20

// JournalRecord returns the record of one history operation of an
// encounter (engine.Encounter.OpsSince).
func JournalRecord(op engine.Op) ([]byte, error) {
	switch op.Kind {
	case engine.OpDo:
		fc := toFileChange(op.Change)
		return json.Marshal(journalRecord{Do: &fc})
	case engine.OpUndo:
		return []byte(`{"undo":true}`), nil
	case engine.OpRedo:
		return []byte(`{"redo":true}`), nil
	}
	return nil, fmt.Errorf("files: journal: unknown operation %d", op.Kind)
}

// ReplayJournal applies records to e in order, each checked as a file's
// history is (the step must fit the state it is replayed on, and lead to a
// legal state); images are the pictures the steps may name. It stops at
// the first record that does not fit and returns how many were applied
// with the reason: what was applied stays, so that a damaged journal gives
// back the fight up to the damage, and says so.
func ReplayJournal(e *engine.Encounter, records [][]byte, images map[string]Image) (int, error) {
	for i, raw := range records {
		if err := replayRecord(e, raw, images); err != nil {
			return i, fmt.Errorf("files: journal record %d of %d: %s", i+1, len(records), bare(err))
		}
	}
	return len(records), nil
}

func replayRecord(e *engine.Encounter, raw []byte, images map[string]Image) error {
	if len(raw) > maxJournalRecord {
		return fmt.Errorf("%d MiB is more than a record may have", len(raw)>>20)
	}
	var r journalRecord
	if err := strictDecode(raw, &r); err != nil {
		return errors.New(jsonProblem(err, raw))
	}
	switch {
	case r.Do != nil && !r.Undo && !r.Redo:
		before, err := readPart(e.Snap(), r.Do.Before, "key \"do\": key \"before\": ", images)
		if err != nil {
			return err
		}
		after, err := readPart(e.Snap(), r.Do.After, "key \"do\": key \"after\": ", images)
		if err != nil {
			return err
		}
		return e.Replay(engine.Change{Log: r.Do.Log, Before: before, After: after})
	case r.Undo && r.Do == nil && !r.Redo:
		if !e.Undo() {
			return errors.New("an undo with nothing to undo")
		}
	case r.Redo && r.Do == nil && !r.Undo:
		if !e.Redo() {
			return errors.New("a redo with nothing to redo")
		}
	default:
		return errors.New("a record is one of do, undo or redo")
	}
	return nil
}

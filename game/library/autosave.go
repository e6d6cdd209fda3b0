package library

import (
	"errors"
	"fmt"
	"sort"
	"time"

	"battlemap/engine"
	"battlemap/engine/files"
)

// CompactEvery is how many journal records the autosave appends before it
// writes the whole encounter again.
const CompactEvery = 256

// Autosave keeps one encounter saved as it changes: a journal record a
// change, the whole file every CompactEvery records.
type Autosave struct {
	st Store
	id string
	// seq is the last operation of the encounter written or queued.
	seq     uint64
	enc     *engine.Encounter
	name    string // the name the store's list has
	records int
	// broken: a record could not be written, so the journal has a hole:
	// nothing more is appended until the whole file is written again.
	broken bool
	// inflight counts writes not yet done (at most one of the journal's or
	// the file's at a time: the next waits in queue, records gathered into
	// one write, so that a store slower than the table never falls
	// behind by more than one write).
	inflight int
	queue    []write
	// Err is why the last write failed; nil once a later whole write
	// succeeds. The app shows it until then.
	Err error
	// Images are the pictures the encounter's scenery names.
	Images map[string]files.Image
	// Thumb, when set, makes the thumbnail stored with the whole file.
	Thumb func(e *engine.Encounter) []byte
	// Records and Compactions count what was written, for the soak test.
	Records, Compactions int
	now                  func() time.Time
}

// NewAutosave returns the autosave of the stored encounter id.
func NewAutosave(st Store, id string) *Autosave {
	return &Autosave{st: st, id: id, now: time.Now}
}

// ID returns the stored encounter's id.
func (a *Autosave) ID() string { return a.id }

// Start writes e whole and follows its changes from now on: after it was
// opened, loaded or replaced.
func (a *Autosave) Start(e *engine.Encounter, images map[string]files.Image) {
	a.enc, a.Images = e, images
	a.compact()
}

// Follow follows e from now on without writing it: it was just read back
// from the store, whose journal holds records records after its file.
func (a *Autosave) Follow(e *engine.Encounter, images map[string]files.Image, records int) {
	a.enc, a.Images, a.seq, a.records, a.name = e, images, e.OpSeq(), records, e.Name
}

// Sync writes what changed in the encounter since the last Sync: one
// record an operation, or the whole file when CompactEvery records have
// accumulated, when the journal has a hole, or when the encounter changed
// more than its kept operations tell.
func (a *Autosave) Sync(e *engine.Encounter) {
	if e != a.enc {
		a.Start(e, a.Images)
		return
	}
	if e.OpSeq() == a.seq {
		return
	}
	ops, ok := e.OpsSince(a.seq)
	if !ok || a.broken || a.records+len(ops) > CompactEvery {
		a.compact()
		return
	}
	var recs [][]byte
	for _, op := range ops {
		rec, err := files.JournalRecord(op)
		if err != nil {
			a.fail(err)
			return
		}
		recs = append(recs, rec)
	}
	a.records += len(recs)
	a.Records += len(recs)
	a.enqueue(write{recs: recs})
	a.seq = e.OpSeq()
	if e.Name != a.name {
		a.name = e.Name
		a.enqueue(write{rename: e.Name})
	}
}

// write is one write of the queue: journal records, the whole file, or a
// new name for the list.
type write struct {
	recs   [][]byte
	whole  bool
	entry  Entry
	data   []byte
	rename string
}

// enqueue adds w to the queue (records join the records waiting last) and
// starts it when nothing is under way.
func (a *Autosave) enqueue(w write) {
	if n := len(a.queue); n > 0 && w.recs != nil && a.queue[n-1].recs != nil {
		a.queue[n-1].recs = append(a.queue[n-1].recs, w.recs...)
	} else {
		a.queue = append(a.queue, w)
	}
	a.next()
}

// next starts the first write of the queue when none is under way.
func (a *Autosave) next() {
	if a.inflight > 0 || len(a.queue) == 0 {
		return
	}
	w := a.queue[0]
	a.queue = a.queue[1:]
	a.inflight++
	done := func(err error) {
		a.inflight--
		switch {
		case err != nil && w.whole:
			a.fail(fmt.Errorf("the encounter could not be saved: %w", err))
		case err != nil && w.recs != nil:
			a.fail(fmt.Errorf("the change could not be saved: %w", err))
		case err == nil && w.whole && a.Err != nil && !a.broken:
			a.Err = nil
			a.st.Fail(a.id, nil)
		}
		a.next()
	}
	switch {
	case w.whole:
		a.st.Put(w.entry, w.data, a.Images, done)
	case w.recs != nil:
		a.st.Append(a.id, w.recs, done)
	default:
		a.st.Rename(a.id, w.rename, func(error) { done(nil) }) // the list's name; the file has it anyway
	}
}

// Compact writes the whole encounter now (its thumbnail made anew) and
// drops the journal.
func (a *Autosave) Compact() {
	if a.enc != nil {
		a.compact()
	}
}

// compact writes the whole encounter and drops the journal.
func (a *Autosave) compact() {
	e := a.enc
	opts := files.SaveOptions{History: true, Images: a.Images, OmitImages: a.st.KeepsImagesAside()}
	data, err := files.SaveEncounterWith(e, opts)
	if err != nil {
		a.fail(err)
		return
	}
	entry := Entry{ID: a.id, Name: e.Name, Updated: a.now(), Size: len(data)}
	for n := range a.Images {
		entry.Images = append(entry.Images, n)
	}
	sort.Strings(entry.Images)
	a.name = e.Name
	if a.Thumb != nil {
		entry.Thumb = a.Thumb(e)
	}
	a.seq, a.records, a.broken = e.OpSeq(), 0, false
	a.Compactions++
	// Records still waiting are in the whole file: they go.
	kept := a.queue[:0]
	for _, w := range a.queue {
		if w.recs == nil {
			kept = append(kept, w)
		}
	}
	a.queue = kept
	a.enqueue(write{whole: true, entry: entry, data: data})
}

// fail records a failed write: it stays in Err, the store remembers it,
// and the next change writes the whole file.
func (a *Autosave) fail(err error) {
	a.Err, a.broken = err, true
	a.st.Fail(a.id, err)
}

// Busy reports whether writes are still under way or waiting.
func (a *Autosave) Busy() bool { return a.inflight > 0 || len(a.queue) > 0 }

// ErrNotFound is a Load or Rename of an id the store does not hold.
var ErrNotFound = errors.New("library: no such encounter")

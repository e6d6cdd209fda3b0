package library

import (
	"errors"
	"sort"
	"fmt"
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
	// inflight counts writes not yet done.
	inflight int
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
	for _, op := range ops {
		rec, err := files.JournalRecord(op)
		if err != nil {
			a.fail(err)
			return
		}
		a.records++
		a.Records++
		a.inflight++
		a.st.Append(a.id, rec, func(err error) {
			a.inflight--
			if err != nil {
				a.fail(fmt.Errorf("the change could not be saved: %w", err))
			}
		})
	}
	a.seq = e.OpSeq()
	if e.Name != a.name {
		a.name = e.Name
		a.inflight++
		a.st.Rename(a.id, e.Name, func(error) { a.inflight-- }) // the list's name; the file has it anyway
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
	a.inflight++
	a.st.Put(entry, data, a.Images, func(err error) {
		a.inflight--
		if err != nil {
			a.fail(fmt.Errorf("the encounter could not be saved: %w", err))
			return
		}
		if a.Err != nil && !a.broken {
			a.Err = nil
			a.st.Fail(a.id, nil)
		}
	})
}

// fail records a failed write: it stays in Err, the store remembers it,
// and the next change writes the whole file.
func (a *Autosave) fail(err error) {
	a.Err, a.broken = err, true
	a.st.Fail(a.id, err)
}

// Busy reports whether writes are still under way.
func (a *Autosave) Busy() bool { return a.inflight > 0 }

// ErrNotFound is a Load or Rename of an id the store does not hold.
var ErrNotFound = errors.New("library: no such encounter")

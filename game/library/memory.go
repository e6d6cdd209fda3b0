package library

import (
	"errors"
	"sort"

	"battlemap/engine/files"
)

// Memory is a Store in memory: for tests, and for a page whose browser
// refuses storage. Quota, when above 0, makes writes that would pass it
// fail as a full disk or a browser's quota does.
type Memory struct {
	mb      *Mailbox
	entries map[string]Entry
	file    map[string][]byte
	journal map[string][][]byte
	images  map[string]files.Image
	failed  map[string]string
	Quota   int
}

// NewMemory returns an empty memory store.
func NewMemory(mb *Mailbox) *Memory {
	return &Memory{mb: mb, entries: map[string]Entry{}, file: map[string][]byte{}, journal: map[string][][]byte{},
		images: map[string]files.Image{}, failed: map[string]string{}}
}

// ErrQuota is the memory store's full disk.
var ErrQuota = errors.New("the storage is full (quota exceeded)")

func (m *Memory) used() int {
	n := 0
	for _, f := range m.file {
		n += len(f)
	}
	for _, j := range m.journal {
		for _, r := range j {
			n += len(r)
		}
	}
	return n
}

// List implements Store.
func (m *Memory) List(done func([]Entry, error)) {
	var out []Entry
	for id, e := range m.entries {
		e.Failed = m.failed[id]
		out = append(out, e)
	}
	sortEntries(out)
	m.mb.Post(func() { done(out, nil) })
}

// Load implements Store.
func (m *Memory) Load(id string, done func(Loaded, error)) {
	f, ok := m.file[id]
	if !ok {
		m.mb.Post(func() { done(Loaded{}, ErrNotFound) })
		return
	}
	e := m.entries[id]
	e.Failed = m.failed[id]
	l, err := replay(f, m.journal[id], m.images, e)
	m.mb.Post(func() { done(l, err) })
}

// Put implements Store.
func (m *Memory) Put(e Entry, file []byte, images map[string]files.Image, done func(error)) {
	if m.Quota > 0 && m.used()-len(m.file[e.ID])+len(file) > m.Quota {
		m.mb.Post(func() { done(ErrQuota) })
		return
	}
	m.entries[e.ID], m.file[e.ID] = e, append([]byte(nil), file...)
	delete(m.journal, e.ID)
	for n, img := range images {
		m.images[n] = img
	}
	m.mb.Post(func() { done(nil) })
}

// Append implements Store.
func (m *Memory) Append(id string, recs [][]byte, done func(error)) {
	n := 0
	for _, rec := range recs {
		n += len(rec)
	}
	if m.Quota > 0 && m.used()+n > m.Quota {
		m.mb.Post(func() { done(ErrQuota) })
		return
	}
	for _, rec := range recs {
		m.journal[id] = append(m.journal[id], append([]byte(nil), rec...))
	}
	m.mb.Post(func() { done(nil) })
}

// Rename implements Store.
func (m *Memory) Rename(id, name string, done func(error)) {
	e, ok := m.entries[id]
	if !ok {
		m.mb.Post(func() { done(ErrNotFound) })
		return
	}
	e.Name = name
	m.entries[id] = e
	m.mb.Post(func() { done(nil) })
}

// Delete implements Store.
func (m *Memory) Delete(id string, done func(error)) {
	delete(m.entries, id)
	delete(m.file, id)
	delete(m.journal, id)
	delete(m.failed, id)
	m.mb.Post(func() { done(nil) })
}

// Fail implements Store.
func (m *Memory) Fail(id string, err error) {
	if err == nil {
		delete(m.failed, id)
	} else {
		m.failed[id] = err.Error()
	}
}

// KeepsImagesAside implements Store: pictures are kept once, by name.
func (m *Memory) KeepsImagesAside() bool { return true }

// Journal returns the records stored for id (for tests).
func (m *Memory) Journal(id string) [][]byte { return m.journal[id] }

// sortEntries puts the most recently updated first, then by name.
func sortEntries(es []Entry) {
	sort.SliceStable(es, func(i, j int) bool {
		if !es[i].Updated.Equal(es[j].Updated) {
			return es[i].Updated.After(es[j].Updated)
		}
		return es[i].Name < es[j].Name
	})
}

// replay reads a stored file and replays its journal.
func replay(file []byte, journal [][]byte, images map[string]files.Image, e Entry) (Loaded, error) {
	doc, err := files.LoadDocumentWith(file, images)
	if err != nil {
		return Loaded{}, err
	}
	n, jerr := files.ReplayJournal(doc.Encounter, journal, doc.Images)
	e.Name = doc.Encounter.Name
	return Loaded{Doc: doc, Entry: e, Replayed: n, JournalErr: jerr}, nil
}

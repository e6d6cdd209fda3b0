package library

import (
	"sync"
	"time"

	"battlemap/engine/files"
)

// Entry describes one stored encounter.
type Entry struct {
	ID   string
	Name string
	// Updated is when it was last written.
	Updated time.Time
	// Size is the bytes of its file and journal.
	Size int
	// Thumb is a small PNG of its map, nil for none.
	Thumb []byte
	// Failed says why the last write failed ("" when everything was
	// written): the stored encounter lacks the changes after it.
	Failed string
	// Images names the pictures its file uses (a store that keeps them
	// aside keeps them while an encounter names them).
	Images []string
}

// Loaded is an encounter read back: its file with the journal replayed.
type Loaded struct {
	Doc   *files.Document
	Entry Entry
	// Replayed is how many journal records were applied; JournalErr says
	// why the replay stopped early (a damaged record), nil when it did
	// not.
	Replayed   int
	JournalErr error
}

// Store keeps encounters. Every method returns at once; done runs later,
// through the store's Mailbox.
type Store interface {
	// List lists the stored encounters, the most recently updated first.
	List(done func([]Entry, error))
	// Load reads an encounter back: its file, then its journal replayed.
	Load(id string, done func(Loaded, error))
	// Put writes an encounter whole (its journal is dropped). file is an
	// encounter file; when KeepsImagesAside, it was saved without its
	// pictures and images holds them (each kept once, by name).
	Put(e Entry, file []byte, images map[string]files.Image, done func(error))
	// Append adds journal records to the encounter id, in order, in one
	// write.
	Append(id string, recs [][]byte, done func(error))
	// Rename and Delete change the list.
	Rename(id, name string, done func(error))
	Delete(id string, done func(error))
	// Fail remembers that a write of id failed (err) or, with nil, that
	// everything is written again.
	Fail(id string, err error)
	// KeepsImagesAside says files are put without their pictures.
	KeepsImagesAside() bool
}

// Mailbox carries the stores' results to the game's loop. Posting never
// blocks (the browser's callbacks post from its event loop).
type Mailbox struct {
	mu    sync.Mutex
	queue []func()
	wake  chan struct{}
}

// NewMailbox returns an empty mailbox.
func NewMailbox() *Mailbox { return &Mailbox{wake: make(chan struct{}, 1)} }

// Post queues f to run on the game's loop.
func (m *Mailbox) Post(f func()) {
	m.mu.Lock()
	m.queue = append(m.queue, f)
	m.mu.Unlock()
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

// Run runs what was posted, without waiting for more.
func (m *Mailbox) Run() {
	for {
		m.mu.Lock()
		q := m.queue
		m.queue = nil
		m.mu.Unlock()
		if len(q) == 0 {
			return
		}
		for _, f := range q {
			f()
		}
	}
}

// Wait runs posted functions until cond holds or the timeout passes (for
// tests and for the desktop's exit).
func (m *Mailbox) Wait(cond func() bool, timeout time.Duration) bool {
	deadline := time.After(timeout)
	for {
		m.Run()
		if cond() {
			return true
		}
		select {
		case <-m.wake:
		case <-deadline:
			m.Run()
			return cond()
		}
	}
}

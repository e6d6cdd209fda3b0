package library

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"battlemap/engine/files"
)

// Folder is a Store in a folder of the disk: each encounter is an
// encounter file, ID.json, whole with its pictures (it opens anywhere),
// with its journal ID.journal (one record a line), its thumbnail
// ID.thumb.png and what the list shows, ID.meta.json. One goroutine does
// the writes, in order.
type Folder struct {
	dir  string
	mb   *Mailbox
	jobs chan func()
}

// folderMeta is ID.meta.json.
type folderMeta struct {
	Name    string    `json:"name"`
	Updated time.Time `json:"updated"`
	Size    int       `json:"size"`
	Failed  string    `json:"failed,omitempty"`
}

// OpenFolder returns the store in dir, made if missing.
func OpenFolder(dir string, mb *Mailbox) (*Folder, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("library: the folder %s: %w", dir, err)
	}
	f := &Folder{dir: dir, mb: mb, jobs: make(chan func(), 4096)}
	go func() {
		for job := range f.jobs {
			job()
		}
	}()
	return f, nil
}

// DefaultFolder is where the desktop keeps encounters: battlemap in the
// user's data directory.
func DefaultFolder() string {
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "battlemap", "encounters")
	}
	return filepath.Join(".", "battlemap-encounters")
}

// Dir returns the folder.
func (f *Folder) Dir() string { return f.dir }

func (f *Folder) path(id, ext string) string { return filepath.Join(f.dir, id+ext) }

// do runs job on the store's goroutine and posts its result.
func (f *Folder) do(job func() func()) {
	f.jobs <- func() { f.mb.Post(job()) }
}

// checkID refuses ids that are not plain names.
func checkID(id string) error {
	if id == "" || strings.ContainsAny(id, `/\:.`) || len(id) > 100 {
		return fmt.Errorf("library: %q is not an encounter id", id)
	}
	return nil
}

// List implements Store.
func (f *Folder) List(done func([]Entry, error)) {
	f.do(func() func() {
		names, err := filepath.Glob(filepath.Join(f.dir, "*.meta.json"))
		var out []Entry
		for _, n := range names {
			id := strings.TrimSuffix(filepath.Base(n), ".meta.json")
			if e, ok := f.entry(id); ok {
				out = append(out, e)
			}
		}
		sortEntries(out)
		return func() { done(out, err) }
	})
}

// entry reads one encounter's list entry.
func (f *Folder) entry(id string) (Entry, bool) {
	data, err := os.ReadFile(f.path(id, ".meta.json"))
	if err != nil {
		return Entry{}, false
	}
	var m folderMeta
	if json.Unmarshal(data, &m) != nil {
		return Entry{}, false
	}
	thumb, _ := os.ReadFile(f.path(id, ".thumb.png"))
	return Entry{ID: id, Name: m.Name, Updated: m.Updated, Size: m.Size, Thumb: thumb, Failed: m.Failed}, true
}

// Load implements Store.
func (f *Folder) Load(id string, done func(Loaded, error)) {
	f.do(func() func() {
		if err := checkID(id); err != nil {
			return func() { done(Loaded{}, err) }
		}
		file, err := os.ReadFile(f.path(id, ".json"))
		if errors.Is(err, os.ErrNotExist) {
			return func() { done(Loaded{}, ErrNotFound) }
		}
		if err != nil {
			return func() { done(Loaded{}, fmt.Errorf("library: %w", err)) }
		}
		var journal [][]byte
		if j, err := os.ReadFile(f.path(id, ".journal")); err == nil {
			sc := bufio.NewScanner(bytes.NewReader(j))
			sc.Buffer(nil, 64<<20)
			for sc.Scan() {
				if len(sc.Bytes()) > 0 {
					journal = append(journal, append([]byte(nil), sc.Bytes()...))
				}
			}
		}
		e, _ := f.entry(id)
		e.ID = id
		l, err := replay(file, journal, nil, e)
		if err != nil {
			err = fmt.Errorf("%s: %w", f.path(id, ".json"), err)
		}
		return func() { done(l, err) }
	})
}

// Put implements Store.
func (f *Folder) Put(e Entry, file []byte, _ map[string]files.Image, done func(error)) {
	f.do(func() func() {
		err := f.put(e, file)
		return func() { done(err) }
	})
}

func (f *Folder) put(e Entry, file []byte) error {
	if err := checkID(e.ID); err != nil {
		return err
	}
	if err := files.WriteFileAtomic(f.path(e.ID, ".json"), file); err != nil {
		return err
	}
	if err := os.Remove(f.path(e.ID, ".journal")); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("library: %w", err)
	}
	if e.Thumb != nil {
		if err := files.WriteFileAtomic(f.path(e.ID, ".thumb.png"), e.Thumb); err != nil {
			return err
		}
	}
	old, _ := f.entry(e.ID)
	return f.writeMeta(e.ID, folderMeta{Name: e.Name, Updated: e.Updated, Size: len(file), Failed: old.Failed})
}

func (f *Folder) writeMeta(id string, m folderMeta) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return files.WriteFileAtomic(f.path(id, ".meta.json"), data)
}

// Append implements Store.
func (f *Folder) Append(id string, recs [][]byte, done func(error)) {
	var line []byte
	for _, rec := range recs {
		line = append(append(line, rec...), '\n')
	}
	f.do(func() func() {
		err := checkID(id)
		if err == nil {
			var j *os.File
			j, err = os.OpenFile(f.path(id, ".journal"), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
			if err == nil {
				_, err = j.Write(line)
				if cerr := j.Close(); err == nil {
					err = cerr
				}
			}
		}
		return func() { done(err) }
	})
}

// Rename implements Store.
func (f *Folder) Rename(id, name string, done func(error)) {
	f.do(func() func() {
		e, ok := f.entry(id)
		if !ok {
			return func() { done(ErrNotFound) }
		}
		err := f.writeMeta(id, folderMeta{Name: name, Updated: e.Updated, Size: e.Size, Failed: e.Failed})
		return func() { done(err) }
	})
}

// Delete implements Store.
func (f *Folder) Delete(id string, done func(error)) {
	f.do(func() func() {
		var err error
		if err = checkID(id); err == nil {
			for _, ext := range []string{".json", ".journal", ".thumb.png", ".meta.json"} {
				if e := os.Remove(f.path(id, ext)); e != nil && !errors.Is(e, os.ErrNotExist) {
					err = e
				}
			}
		}
		return func() { done(err) }
	})
}

// Fail implements Store: the failure is written into the list entry.
func (f *Folder) Fail(id string, ferr error) {
	f.jobs <- func() {
		e, ok := f.entry(id)
		if !ok {
			return
		}
		m := folderMeta{Name: e.Name, Updated: e.Updated, Size: e.Size}
		if ferr != nil {
			m.Failed = ferr.Error()
		}
		_ = f.writeMeta(id, m) // a disk that refused the journal may refuse this too
	}
}

// KeepsImagesAside implements Store: the folder's files hold their
// pictures.
func (f *Folder) KeepsImagesAside() bool { return false }

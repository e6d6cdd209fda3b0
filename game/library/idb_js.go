//go:build js

package library

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"battlemap/engine/files"
)

// IDB is a Store in the browser's IndexedDB (localStorage's few megabytes
// cannot hold a map picture). Its object stores: entries (the list),
// files (each encounter file, saved without its pictures), journal (the
// records, in the order added, by encounter) and images (each picture
// once, by name). A write the browser refuses (its quota reached) fails
// with the browser's reason; the failure is also noted in localStorage,
// which a full IndexedDB leaves room for, so that a reload can say so.
type IDB struct {
	mb *Mailbox
	db js.Value
}

const (
	idbName    = "battlemap"
	idbVersion = 1
	failKey    = "battlemap-save-failed:"
)

// OpenIDB opens (and on first use makes) the page's database; done runs
// through mb.
func OpenIDB(mb *Mailbox, done func(*IDB, error)) {
	factory := js.Global().Get("indexedDB")
	if factory.IsUndefined() || factory.IsNull() {
		mb.Post(func() { done(nil, errors.New("library: this browser has no IndexedDB")) })
		return
	}
	req := factory.Call("open", idbName, idbVersion)
	var fns []js.Func
	release := func() {
		for _, f := range fns {
			f.Release()
		}
	}
	on := func(ev string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any { f(args[0]); return nil })
		fns = append(fns, fn)
		req.Set(ev, fn)
	}
	on("onupgradeneeded", func(js.Value) {
		db := req.Get("result")
		names := db.Get("objectStoreNames")
		has := func(n string) bool { return names.Call("contains", n).Bool() }
		if !has("entries") {
			db.Call("createObjectStore", "entries", map[string]any{"keyPath": "id"})
		}
		if !has("files") {
			db.Call("createObjectStore", "files")
		}
		if !has("journal") {
			j := db.Call("createObjectStore", "journal", map[string]any{"autoIncrement": true})
			j.Call("createIndex", "id", "id")
		}
		if !has("images") {
			db.Call("createObjectStore", "images")
		}
	})
	on("onsuccess", func(js.Value) {
		release()
		s := &IDB{mb: mb, db: req.Get("result")}
		mb.Post(func() { done(s, nil) })
	})
	on("onerror", func(js.Value) {
		release()
		err := domError(req.Get("error"))
		mb.Post(func() { done(nil, fmt.Errorf("library: IndexedDB cannot be opened: %w", err)) })
	})
}

// domError words a DOMException (QuotaExceededError and its kin).
func domError(v js.Value) error {
	if v.IsUndefined() || v.IsNull() {
		return errors.New("unknown error")
	}
	name, msg := v.Get("name").String(), v.Get("message").String()
	if name == "QuotaExceededError" {
		return fmt.Errorf("the browser's storage for this page is full (%s: %s)", name, msg)
	}
	return fmt.Errorf("%s: %s", name, msg)
}

// tx runs a transaction over stores: body issues its requests; done runs
// (through the mailbox) once the transaction completes or fails.
func (s *IDB) tx(stores []string, mode string, body func(t js.Value), done func(error)) {
	names := make([]any, len(stores))
	for i, n := range stores {
		names[i] = n
	}
	var t js.Value
	if err := catch(func() { t = s.db.Call("transaction", names, mode) }); err != nil {
		s.mb.Post(func() { done(err) })
		return
	}
	var complete, fail js.Func
	release := func() { complete.Release(); fail.Release() }
	complete = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		s.mb.Post(func() { done(nil) })
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		err := domError(t.Get("error"))
		s.mb.Post(func() { done(err) })
		return nil
	})
	t.Set("oncomplete", complete)
	t.Set("onerror", fail)
	t.Set("onabort", fail)
	if err := catch(func() { body(t) }); err != nil {
		_ = catch(func() { t.Call("abort") })
	}
}

// catch turns a JavaScript exception thrown by f into an error.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if je, ok := r.(js.Error); ok {
				err = domError(je.Value)
				return
			}
			err = fmt.Errorf("%v", r)
		}
	}()
	f()
	return nil
}

// onSuccess calls f with the request's result when it succeeds.
func onSuccess(req js.Value, f func(js.Value)) {
	var fn js.Func
	fn = js.FuncOf(func(js.Value, []js.Value) any {
		fn.Release()
		f(req.Get("result"))
		return nil
	})
	req.Set("onsuccess", fn)
}

func toJS(b []byte) js.Value {
	u := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u, b)
	return u
}

func fromJS(v js.Value) []byte {
	if v.IsUndefined() || v.IsNull() {
		return nil
	}
	b := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(b, v)
	return b
}

func entryToJS(e Entry) map[string]any {
	imgs := make([]any, len(e.Images))
	for i, n := range e.Images {
		imgs[i] = n
	}
	m := map[string]any{"id": e.ID, "name": e.Name, "updated": float64(e.Updated.UnixMilli()), "size": e.Size, "images": imgs}
	if e.Thumb != nil {
		m["thumb"] = toJS(e.Thumb)
	}
	return m
}

func entryFromJS(v js.Value) Entry {
	e := Entry{ID: v.Get("id").String(), Name: v.Get("name").String(),
		Updated: time.UnixMilli(int64(v.Get("updated").Float())), Size: v.Get("size").Int(), Thumb: fromJS(v.Get("thumb"))}
	if imgs := v.Get("images"); !imgs.IsUndefined() {
		for i := 0; i < imgs.Length(); i++ {
			e.Images = append(e.Images, imgs.Index(i).String())
		}
	}
	e.Failed = failedNote(e.ID)
	return e
}

// failedNote reads the failure noted for id in localStorage.
func failedNote(id string) string {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() {
		return ""
	}
	v := ls.Call("getItem", failKey+id)
	if v.IsNull() {
		return ""
	}
	return v.String()
}

// List implements Store.
func (s *IDB) List(done func([]Entry, error)) {
	var out []Entry
	s.tx([]string{"entries"}, "readonly", func(t js.Value) {
		onSuccess(t.Call("objectStore", "entries").Call("getAll"), func(all js.Value) {
			for i := 0; i < all.Length(); i++ {
				out = append(out, entryFromJS(all.Index(i)))
			}
		})
	}, func(err error) {
		sortEntries(out)
		done(out, err)
	})
}

// Load implements Store.
func (s *IDB) Load(id string, done func(Loaded, error)) {
	var entry Entry
	var found bool
	var file []byte
	var journal [][]byte
	images := map[string]files.Image{}
	s.tx([]string{"entries", "files", "journal", "images"}, "readonly", func(t js.Value) {
		onSuccess(t.Call("objectStore", "entries").Call("get", id), func(v js.Value) {
			if v.IsUndefined() {
				return
			}
			found, entry = true, entryFromJS(v)
			for _, n := range entry.Images {
				onSuccess(t.Call("objectStore", "images").Call("get", n), func(im js.Value) {
					if im.IsUndefined() {
						return
					}
					if img, err := files.SniffImage(fromJS(im)); err == nil {
						images[n] = img
					}
				})
			}
		})
		onSuccess(t.Call("objectStore", "files").Call("get", id), func(v js.Value) { file = fromJS(v) })
		ix := t.Call("objectStore", "journal").Call("index", "id")
		onSuccess(ix.Call("getAll", id), func(all js.Value) {
			for i := 0; i < all.Length(); i++ {
				journal = append(journal, fromJS(all.Index(i).Get("rec")))
			}
		})
	}, func(err error) {
		if err != nil {
			done(Loaded{}, fmt.Errorf("library: reading %q: %w", id, err))
			return
		}
		if !found || file == nil {
			done(Loaded{}, ErrNotFound)
			return
		}
		l, err := replay(file, journal, images, entry)
		done(l, err)
	})
}

// Put implements Store.
func (s *IDB) Put(e Entry, file []byte, images map[string]files.Image, done func(error)) {
	s.tx([]string{"entries", "files", "journal", "images"}, "readwrite", func(t js.Value) {
		t.Call("objectStore", "entries").Call("put", entryToJS(e))
		t.Call("objectStore", "files").Call("put", toJS(file), e.ID)
		s.clearJournal(t, e.ID)
		st := t.Call("objectStore", "images")
		for _, n := range e.Images {
			img, ok := images[n]
			if !ok {
				continue
			}
			name := n
			onSuccess(st.Call("getKey", name), func(k js.Value) {
				if k.IsUndefined() { // each picture is written once
					st.Call("put", toJS(img.Data), name)
				}
			})
		}
	}, done)
}

// clearJournal deletes id's records within transaction t.
func (s *IDB) clearJournal(t js.Value, id string) {
	j := t.Call("objectStore", "journal")
	onSuccess(j.Call("index", "id").Call("getAllKeys", id), func(keys js.Value) {
		for i := 0; i < keys.Length(); i++ {
			j.Call("delete", keys.Index(i))
		}
	})
}

// Append implements Store.
func (s *IDB) Append(id string, recs [][]byte, done func(error)) {
	s.tx([]string{"journal"}, "readwrite", func(t js.Value) {
		j := t.Call("objectStore", "journal")
		for _, rec := range recs {
			j.Call("add", map[string]any{"id": id, "rec": toJS(rec)})
		}
	}, done)
}

// Rename implements Store.
func (s *IDB) Rename(id, name string, done func(error)) {
	missing := false
	s.tx([]string{"entries"}, "readwrite", func(t js.Value) {
		st := t.Call("objectStore", "entries")
		onSuccess(st.Call("get", id), func(v js.Value) {
			if v.IsUndefined() {
				missing = true
				return
			}
			v.Set("name", name)
			st.Call("put", v)
		})
	}, func(err error) {
		if err == nil && missing {
			err = ErrNotFound
		}
		done(err)
	})
}

// Delete implements Store: the encounter, its journal, and the pictures no
// other encounter names.
func (s *IDB) Delete(id string, done func(error)) {
	s.tx([]string{"entries", "files", "journal", "images"}, "readwrite", func(t js.Value) {
		entries := t.Call("objectStore", "entries")
		onSuccess(entries.Call("getAll"), func(all js.Value) {
			used := map[string]bool{}
			var mine []string
			for i := 0; i < all.Length(); i++ {
				e := entryFromJS(all.Index(i))
				for _, n := range e.Images {
					if e.ID == id {
						mine = append(mine, n)
					} else {
						used[n] = true
					}
				}
			}
			for _, n := range mine {
				if !used[n] {
					t.Call("objectStore", "images").Call("delete", n)
				}
			}
			entries.Call("delete", id)
		})
		t.Call("objectStore", "files").Call("delete", id)
		s.clearJournal(t, id)
	}, func(err error) {
		if err == nil {
			s.Fail(id, nil)
		}
		done(err)
	})
}

// Fail implements Store: the note goes to localStorage, which has room
// when IndexedDB is full.
func (s *IDB) Fail(id string, err error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() {
		return
	}
	_ = catch(func() {
		if err == nil {
			ls.Call("removeItem", failKey+id)
		} else {
			ls.Call("setItem", failKey+id, err.Error())
		}
	})
}

// KeepsImagesAside implements Store: pictures are kept once, by name.
func (s *IDB) KeepsImagesAside() bool { return true }

package game

import (
	"bytes"
	"fmt"
	"image/png"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/assets"
	"battlemap/engine"
	"battlemap/engine/files"
	"battlemap/game/board"
	"battlemap/game/library"
	"battlemap/grid"
)

// The librarian keeps the board's encounters in the library (IndexedDB on
// the web page, a folder on the desktop): every encounter the board shows
// is an entry, autosaved as it changes (a journal record a change); a
// reload or a restart brings the last one back; the library panel's
// requests (open, rename, copy, delete, download, new) are carried out
// here.

// libraryHost is what the platform gives the librarian.
type libraryHost interface {
	// openStore opens the platform's store; done runs through mb.
	openStore(mb *library.Mailbox, done func(library.Store, error))
	// currentID and setCurrentID keep which entry was on the board.
	currentID() string
	setCurrentID(id string)
	// download hands a whole encounter file to the user under name.
	download(g *Game, name string, data []byte)
	// legacy returns an encounter autosaved the old way (the web page's
	// localStorage), to be moved into the library once, and forgets it.
	legacy() []byte
}

// librarian follows the board for the library.
type librarian struct {
	host   libraryHost
	mb     *library.Mailbox
	st     library.Store
	as     *library.Autosave
	ready  bool
	failed error
	doc    uint64 // the board's DocSeq the autosave follows
	// opening: the next encounter shown comes from the library (not new).
	opening bool
	// restoring: the last encounter is being read back; nothing is new
	// until it is.
	restoring bool
	thumbs    map[string][]byte // thumbnails of the listed entries, by id
	pic       string            // the board's picture status, as last seen
}

// newLibrarian opens the store and, once it is open, restores the last
// encounter (or keeps the board's as a new entry).
func newLibrarian(g *Game, host libraryHost) *librarian {
	l := &librarian{host: host, mb: library.NewMailbox(), thumbs: map[string][]byte{}, doc: g.board.DocSeq(), restoring: true}
	if g.bench != nil {
		l.restoring = false
		return l
	}
	host.openStore(l.mb, func(st library.Store, err error) {
		if err != nil {
			l.failed, l.restoring = err, false
			g.board.SetSaveProblem("the encounters cannot be kept: " + err.Error())
			return
		}
		l.st, l.ready = st, true
		l.restore(g)
	})
	return l
}

// restore brings back the entry that was on the board; with none (or a
// file named on the command line), the board's encounter becomes an entry.
func (l *librarian) restore(g *Game) {
	if data := l.host.legacy(); data != nil {
		if err := g.board.Load(data, "your last encounter"); err == nil {
			l.adopt(g, "restored your last encounter (moved into the library)")
			return
		}
	}
	id := l.host.currentID()
	if id == "" || g.cfg.File != "" {
		l.adopt(g, "")
		return
	}
	l.st.Load(id, func(ld library.Loaded, err error) {
		if err != nil {
			g.board.Report(fmt.Errorf("game: your last encounter cannot be restored (%v); the demo is open", err))
			l.adopt(g, "")
			return
		}
		l.show(g, id, ld)
		msg := "restored your last encounter; the Library lists the others"
		switch {
		case ld.Entry.Failed != "":
			msg = "restored your last encounter AS FAR AS IT WAS SAVED: its last changes could not be kept (" + ld.Entry.Failed + ")"
			g.board.SetSaveProblem("the last changes before closing were not saved: " + ld.Entry.Failed)
		case ld.JournalErr != nil:
			msg = "restored your last encounter up to a damaged save: " + ld.JournalErr.Error()
		}
		g.board.Note(msg)
	})
}

// show puts a stored encounter on the board and follows it.
func (l *librarian) show(g *Game, id string, ld library.Loaded) {
	l.restoring = false
	l.opening = true
	if err := g.board.Show(ld.Doc, ld.Entry.Name, nil); err != nil {
		g.board.Report(err)
		return
	}
	l.opening = false
	l.doc = g.board.DocSeq()
	l.as = library.NewAutosave(l.st, id)
	l.as.Thumb = g.thumbnail
	l.as.Follow(g.board.Encounter(), g.board.Images(), ld.Replayed)
	l.host.setCurrentID(id)
}

// adopt keeps the board's encounter as a new entry.
func (l *librarian) adopt(g *Game, note string) {
	l.restoring = false
	id := newID()
	l.doc = g.board.DocSeq()
	l.as = library.NewAutosave(l.st, id)
	l.as.Thumb = g.thumbnail
	l.as.Start(g.board.Encounter(), g.board.Images())
	l.host.setCurrentID(id)
	if note != "" {
		g.board.Note(note)
	}
}

// tick runs after the board handled the frame's input: the store's
// results, the panel's requests, and the autosave of what changed.
func (l *librarian) tick(g *Game) {
	l.mb.Run()
	reqs := g.board.TakeLibraryRequests()
	if !l.ready {
		if len(reqs) > 0 {
			g.board.Report(fmt.Errorf("game: the library is not open: %v", l.failed))
		}
		return
	}
	for _, r := range reqs {
		l.do(g, r)
	}
	if g.board.DocSeq() != l.doc && !l.opening && !l.restoring {
		l.adopt(g, "") // a file opened, New: a new entry
	}
	if l.as == nil {
		return
	}
	l.as.Images = g.board.Images()
	l.as.Sync(g.board.Encounter())
	// The thumbnail shows the map's picture once it is decoded.
	if pic := g.board.PictureStatus(); pic != l.pic {
		l.pic = pic
		if pic == "drawn" {
			l.as.Compact()
		}
	}
	if l.as.Err != nil {
		g.board.SetSaveProblem(l.as.Err.Error())
	} else if g.board.SaveProblem() != "" && !strings.HasPrefix(g.board.SaveProblem(), "the last changes before closing") {
		g.board.SetSaveProblem("")
	}
}

// settled reports whether the library has brought back the last
// encounter (or found none), for -screenshot and -dump to wait for.
func (l *librarian) settled() bool { return !l.restoring }

// flush waits (a few seconds at most) until the writes under way are
// done, so that closing the app loses nothing.
func (l *librarian) flush() {
	l.mb.Wait(func() bool { return l.as == nil || !l.as.Busy() }, 5*time.Second)
}

// do carries out one request of the library panel.
func (l *librarian) do(g *Game, r board.LibraryRequest) {
	cur := ""
	if l.as != nil {
		cur = l.as.ID()
	}
	refresh := func(err error) {
		if err != nil {
			g.board.Report(fmt.Errorf("game: library: %w", err))
		}
		l.list(g)
	}
	switch r.Kind {
	case "list":
		l.list(g)
	case "open":
		l.st.Load(r.ID, func(ld library.Loaded, err error) {
			if err != nil {
				g.board.Report(fmt.Errorf("game: cannot open that encounter: %w", err))
				return
			}
			l.show(g, r.ID, ld)
			g.board.Note("opened " + ld.Entry.Name + " from the library")
		})
	case "new":
		if err := g.board.Load(assets.Demo, "demo"); err == nil {
			g.board.Note("a new encounter: the demo (the one before is in the Library)")
		}
	case "blank":
		g.board.Show(blankMap(g.board.Encounter().System), "New map", nil)
		g.board.Note("a new blank map: Edit (bottom right) to draw it; the one before is in the Library")
	case "rename":
		if r.ID == cur {
			g.board.Rename(r.Name)
			l.list(g)
			return
		}
		l.rewrite(r.ID, func(e *engine.Encounter) error { return e.Apply(engine.Rename{Name: r.Name}) }, "", refresh)
	case "copy":
		l.rewrite(r.ID, func(e *engine.Encounter) error {
			return e.Apply(engine.Rename{Name: e.Name + " (copy)"})
		}, newID(), refresh)
	case "delete":
		if r.ID == cur {
			g.board.Report(fmt.Errorf("game: the encounter on the board cannot be deleted: open another first"))
			return
		}
		l.st.Delete(r.ID, refresh)
	case "download":
		if r.ID == cur {
			data, err := g.board.Save()
			if err != nil {
				g.board.Report(err)
				return
			}
			l.host.download(g, fileName(g.board.Name()), data)
			return
		}
		l.st.Load(r.ID, func(ld library.Loaded, err error) {
			if err == nil {
				var data []byte
				data, err = files.SaveEncounterWith(ld.Doc.Encounter, files.SaveOptions{History: true, Images: ld.Doc.Images})
				if err == nil {
					l.host.download(g, fileName(ld.Entry.Name), data)
				}
			}
			if err != nil {
				g.board.Report(fmt.Errorf("game: cannot download that encounter: %w", err))
			}
		})
	}
}

// rewrite loads entry id, changes it, and puts it back (under newID when
// given: a copy).
func (l *librarian) rewrite(id string, change func(*engine.Encounter) error, newID string, done func(error)) {
	l.st.Load(id, func(ld library.Loaded, err error) {
		if err != nil {
			done(err)
			return
		}
		e := ld.Doc.Encounter
		if err := change(e); err != nil {
			done(err)
			return
		}
		target := id
		if newID != "" {
			target = newID
		}
		as := library.NewAutosave(l.st, target)
		as.Start(e, ld.Doc.Images)
		l.mb.Post(func() { done(as.Err) })
	})
}

// list asks the store for the entries and gives them to the board.
func (l *librarian) list(g *Game) {
	cur := ""
	if l.as != nil {
		cur = l.as.ID()
	}
	l.st.List(func(es []library.Entry, err error) {
		if err != nil {
			g.board.Report(fmt.Errorf("game: library: %w", err))
			return
		}
		out := make([]board.LibraryEntry, len(es))
		for i, e := range es {
			out[i] = board.LibraryEntry{ID: e.ID, Name: e.Name, Updated: e.Updated, Failed: e.Failed, Current: e.ID == cur}
			if key := "thumb:" + e.ID; len(e.Thumb) > 0 {
				if img, err := png.Decode(bytes.NewReader(e.Thumb)); err == nil {
					if old := g.r.icons[key]; old != nil {
						old.Deallocate()
					}
					g.r.icons[key] = ebiten.NewImageFromImage(img)
					out[i].Thumb = key
				}
			}
		}
		g.board.SetLibrary(out)
	})
}

// newID returns a fresh entry id: the time, and random bits (the
// runtime's generator, seeded by the system: enough to tell entries apart,
// and the web page does without crypto's size).
func newID() string {
	return fmt.Sprintf("e%x%08x", time.Now().UnixMilli(), rand.Uint32())
}

// fileName is a file name for an encounter's download: its name, with
// what file systems refuse replaced.
func fileName(name string) string {
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < 32 {
			return '-'
		}
		return r
	}, strings.TrimSpace(name))
	if name == "" {
		name = "encounter"
	}
	return name + ".json"
}

// blankMap returns a 20×15 map of open ground under sys, with nobody on
// it.
func blankMap(sys engine.System) *files.Document {
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = strings.Repeat(".", 20)
	}
	g := grid.MustNew(rows)
	e, _ := engine.NewEncounter(sys, sys.Defaults(), g, nil) // no creatures: cannot fail
	e.Name = "New map"
	return &files.Document{Encounter: e, Images: map[string]files.Image{}}
}

package board

import (
	"time"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// The encounter library's panel: the GM's stored encounters, the most
// recent first, each with its name, when it was last changed, and Open,
// Rename, Copy, Delete and Download; New starts the demo or a blank map as
// a new encounter of the library (the one being played stays in it: New
// never destroys anything). The board only shows the list and says what
// was asked (LibraryAsk); the app does the storing (game/library).

// LibraryEntry is one stored encounter as the panel lists it.
type LibraryEntry struct {
	ID      string
	Name    string
	Updated time.Time
	// Failed says why its last save failed ("" when all is saved).
	Failed string
	// Current marks the encounter on the board.
	Current bool
	// Thumb names its thumbnail for the renderer ("" for none).
	Thumb string
}

// LibraryRequest is what the GM asked of the library: Kind is "open",
// "rename" (Name is the new name), "copy", "delete", "download", "new"
// (the demo) or "blank", "list".
type LibraryRequest struct {
	Kind string
	ID   string
	Name string
}

// libraryState is the panel's state.
type libraryState struct {
	open     bool
	entries  []LibraryEntry
	loaded   bool
	page     int
	confirm  string // the entry whose Delete waits for a second tap
	asks     []LibraryRequest
	renaming string // the entry being renamed (its name in the text field)
	problem  string // a save that failed, shown until one succeeds
}

// libraryPage is how many entries the panel lists at once.
const libraryPage = 6

// SetLibrary gives the panel the stored encounters.
func (b *Board) SetLibrary(es []LibraryEntry) {
	b.lib.entries, b.lib.loaded = es, true
	if b.lib.page*libraryPage >= len(es) {
		b.lib.page = 0
	}
	b.touch()
}

// TakeLibraryRequests returns what the GM asked of the library since the
// last call.
func (b *Board) TakeLibraryRequests() []LibraryRequest {
	r := b.lib.asks
	b.lib.asks = nil
	return r
}

// SetSaveProblem shows why saving failed, until it is cleared ("").
func (b *Board) SetSaveProblem(msg string) {
	if b.lib.problem != msg {
		b.lib.problem = msg
		b.touch()
	}
}

// SaveProblem returns the save problem shown ("" for none).
func (b *Board) SaveProblem() string { return b.lib.problem }

// LibraryOpen reports whether the library panel is open.
func (b *Board) LibraryOpen() bool { return b.lib.open }

// ask records a request and returns the effect that tells the app.
func (b *Board) ask(r LibraryRequest) Effect {
	b.lib.asks = append(b.lib.asks, r)
	return LibraryAsk
}

// toggleLibrary opens or closes the panel; opening asks for the list.
func (b *Board) toggleLibrary() Effect {
	b.lib.open, b.lib.confirm = !b.lib.open, ""
	b.touch()
	if b.lib.open {
		return b.ask(LibraryRequest{Kind: "list"})
	}
	return NoEffect
}

// libraryControls lists the panel's buttons.
func (b *Board) libraryControls() []control {
	l := &b.lib
	if !l.open || b.enc == nil {
		return nil
	}
	btn := func(name, label string, enabled bool, f func(b *Board) Effect) control {
		return control{ui.Button{Name: "lib:" + name, Label: label, Enabled: enabled, Size: formFont}, f}
	}
	cs := []control{
		btn("new", b.t("+ Demo"), true, func(b *Board) Effect { return b.ask(LibraryRequest{Kind: "new"}) }),
		btn("blank", b.t("+ Blank map"), true, func(b *Board) Effect { return b.ask(LibraryRequest{Kind: "blank"}) }),
		btn("close", b.t("Close"), true, func(b *Board) Effect { return b.toggleLibrary() }),
	}
	first := l.page * libraryPage
	for i := first; i < min(len(l.entries), first+libraryPage); i++ {
		en := l.entries[i]
		id := en.ID
		label := en.Name
		if en.Current {
			label = b.f("now: %s", label)
		}
		open := func(b *Board) Effect {
			b.lib.open = false
			b.touch()
			return b.ask(LibraryRequest{Kind: "open", ID: id})
		}
		cs = append(cs,
			control{ui.Button{Name: "lib:thumb:" + id, Icon: en.Thumb, Enabled: !en.Current, Why: b.t("this is the encounter on the board"), Size: formFont}, open},
			control{ui.Button{Name: "lib:open:" + id, Label: label, Enabled: !en.Current, Why: b.t("this is the encounter on the board"), Size: formFont, Hot: en.Current},
				open},
			btn("rename:"+id, b.t("Rename"), true, func(b *Board) Effect { b.openLibraryRename(id); return NoEffect }),
			btn("copy:"+id, b.t("Copy"), true, func(b *Board) Effect { return b.ask(LibraryRequest{Kind: "copy", ID: id}) }),
			btn("delete:"+id, b.deleteLabel(l.confirm == id), !en.Current, func(b *Board) Effect {
				if b.lib.confirm != id {
					b.lib.confirm = id
					b.note(b.f("tap Delete again to delete %s for good", b.entryName(id)))
					b.touch()
					return NoEffect
				}
				b.lib.confirm = ""
				return b.ask(LibraryRequest{Kind: "delete", ID: id})
			}),
			btn("download:"+id, b.t("Export"), true, func(b *Board) Effect { return b.ask(LibraryRequest{Kind: "download", ID: id}) }),
		)
	}
	if len(l.entries) > libraryPage {
		cs = append(cs, btn("more", b.f("More (%d of %d)", min(len(l.entries), first+libraryPage), len(l.entries)), true,
			func(b *Board) Effect {
				b.lib.page = (b.lib.page + 1) % ((len(b.lib.entries) + libraryPage - 1) / libraryPage)
				b.touch()
				return NoEffect
			}))
	}
	return cs
}

func (b *Board) deleteLabel(confirm bool) string {
	if confirm {
		return b.t("Delete!")
	}
	return b.t("Delete")
}

// entryName returns the name of the stored encounter id.
func (b *Board) entryName(id string) string {
	for _, en := range b.lib.entries {
		if en.ID == id {
			return en.Name
		}
	}
	return id
}

// libraryLabels is the panel's title and each entry's line.
func (b *Board) libraryLabels() []ui.Label {
	l := &b.lib
	if !l.open || b.enc == nil {
		return nil
	}
	title := b.t("Encounters (kept in this browser)")
	if !b.opts.Web {
		title = b.t("Encounters (kept in the encounters folder)")
	}
	if !l.loaded {
		title += b.t(": reading…")
	} else if len(l.entries) == 0 {
		title += b.t(": none yet")
	}
	out := []ui.Label{{Text: title, Size: formFont, Bold: true}}
	first := l.page * libraryPage
	for i := first; i < min(len(l.entries), first+libraryPage); i++ {
		en := l.entries[i]
		t := en.Updated.Format(b.t("2 Jan 15:04"))
		if en.Failed != "" {
			t += b.f(" · NOT FULLY SAVED: %s", en.Failed)
		}
		out = append(out, ui.Label{Text: t, Size: FontSize})
	}
	return out
}

// layoutLibrary places the panel over the map: the title and New, then a
// row an entry (its name, its date under it, and its buttons).
func (b *Board) layoutLibrary(p *ui.Panel) view.Rect {
	if len(p.Buttons) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	m := b.screen.mapR
	pad := formPad * u
	w := min(760*u, m.W-2*buttonGap*u)
	top := m.Y + buttonGap*u
	col := ui.Column{X: m.X + (m.W-w)/2 + pad, Y: top + pad, W: w - 2*pad, Gap: buttonGap * u}
	p.Labels[0].Rect = col.Next(30 * u)
	if len(p.Fields) > 0 {
		p.Fields[0].Rect = col.Next(fieldH * u)
	}
	h := 40 * u
	head := ui.Grid{X: col.X, Y: col.Y, W: col.W, H: h, Gap: buttonGap * u, N: 3}
	for i := 0; i < 3; i++ {
		p.Buttons[i].Rect = head.Cell(i)
	}
	col.Skip(h + buttonGap*u)
	rest := p.Buttons[3:]
	const per = 6 // thumbnail, name, Rename, Copy, Delete, Export
	n := len(rest) / per
	th := h + 22*u // the thumbnail spans the name's row and the date's
	tw := th * 1.5
	for k := 0; k < n; k++ {
		rest[per*k].Rect = view.Rect{X: col.X, Y: col.Y, W: tw, H: th}
		x := col.X + tw + buttonGap*u
		w := col.X + col.W - x
		row := ui.Row{X: x, Y: col.Y, H: h, Gap: buttonGap * u}
		small := (w - 0.4*w - 4*buttonGap*u) / 4
		rest[per*k+1].Rect = row.Next(0.4 * w)
		for j := 2; j < per; j++ {
			rest[per*k+j].Rect = row.Next(small)
		}
		if 1+k < len(p.Labels) {
			p.Labels[1+k].Rect = view.Rect{X: x, Y: col.Y + h, W: w, H: 20 * u}
		}
		col.Skip(th + buttonGap*u)
	}
	if len(rest) > per*n {
		rest[per*n].Rect = col.Next(h)
	}
	p.Rect = view.Rect{X: col.X - pad, Y: top, W: w, H: col.Y - col.Gap + pad - top}
	p.Veil = m
	return p.Rect
}

// openLibraryRename opens the text field to rename a stored encounter.
func (b *Board) openLibraryRename(id string) {
	b.lib.renaming = id
	b.touch()
}

// libraryFields is the rename field of a stored encounter, when open.
func (b *Board) libraryFields() []ui.Field {
	if !b.lib.open || b.lib.renaming == "" {
		return nil
	}
	return []ui.Field{{Name: libraryField, Text: b.entryName(b.lib.renaming), Size: formFont, Hint: b.t("the encounter's new name"), Max: nameMax}}
}

// libraryField names the library's rename field.
const libraryField = "library-name"

// libraryNamed takes a stored encounter's new name.
func (b *Board) libraryNamed(text string, cancel bool) Effect {
	id := b.lib.renaming
	b.lib.renaming = ""
	b.touch()
	if cancel || text == "" || id == "" {
		return NoEffect
	}
	return b.ask(LibraryRequest{Kind: "rename", ID: id, Name: text})
}

package board

import (
	"battlemap/engine/files"
	"encoding/json"
	"fmt"

	"battlemap/engine"
	"battlemap/game/i18n"
	"battlemap/game/overlay"
	"battlemap/game/view"
	"battlemap/game/vision"
)

// Square is a square of the map.
type Square struct{ X, Y int }

// Effect is something the board asks of the platform after an action.
type Effect uint8

// The effects.
const (
	NoEffect Effect = iota
	// OpenFile: show the platform's way of choosing a file.
	OpenFile
	// SaveFile: save the encounter (Board.Save) the platform's way.
	SaveFile
	// NewFile: open the built-in demo encounter again (the platform forgets
	// its autosave).
	NewFile
	// CommitText: the platform's text entry hands over what was typed in
	// the open field (Field), which comes back as an input.TextCommit.
	CommitText
	// NextLang: the GM asked for the next language (Lang().Next()): the
	// platform loads its words and fonts, then SetLang.
	NextLang
	// LibraryAsk: the GM asked something of the encounter library
	// (TakeLibraryRequests says what).
	LibraryAsk
	// PlayersWindow: open the players' window, which follows this one
	// (a second page on the web, a second process on the desktop).
	PlayersWindow
)

// Options configure a board.
type Options struct {
	// NoFit keeps the camera where it is when the screen is first laid out
	// (by default the map is fitted into the window).
	NoFit bool
	// Web labels the save button "Download" (the web page) instead of
	// "Save" (the desktop).
	Web bool
	// Seed returns the seed of an initiative roll, once per roll (the
	// app takes it from the clock); nil seeds with the state version.
	Seed func() int64
	// Words are the interface's language (nil for English).
	Words *i18n.Words
}

// Board is the state of the app around one encounter. Create it with New.
type Board struct {
	opts    Options
	tr      *i18n.Tr // the words of the interface's language
	enc     *engine.Encounter
	name    string
	aooSet  map[string]bool        // creatures whose file sets "aoo" explicitly
	images  map[string]files.Image // the map pictures, by name
	picture string                 // how the map picture is drawn (SetPictureStatus)
	docSeq  uint64                 // encounters shown (DocSeq)

	ver     uint64 // the encounter's state version
	version uint64 // any visible change

	selected, target string
	hover            Square
	hoverOK          bool
	hoverX, hoverY   float64 // pointer position of the hover, screen pixels
	dragging         string  // the creature being dragged
	hoverBtn         string  // the greyed button under the pointer

	layers overlay.Layers
	ranged bool

	cam      view.Camera
	camMoved bool // the user moved the camera since the last fit
	screen   screenLayout
	comp     overlay.Computer

	last    string // the last applied action, or an error
	opened  string // the encounter last opened, while its note is the last
	lastErr bool

	arm        armed      // the action waiting for a square or a creature
	checks     checkCache // the engine's answers for the action column
	bonus      bool       // 5e: Dash, Disengage and Dodge as a bonus action
	stripDrag  string     // the initiative entry being dragged
	stripDragY float64
	panelDrag  bool              // the drag began on a panel over the map (onMapPanel)
	menu       targetMenu        // the target menu a long press opened
	edit       editState         // the GM's editor (edit.go)
	lib        libraryState      // the encounter library's panel (library.go)
	renaming   bool              // the rename form is open
	readying   string            // with renaming: the form takes what this creature readies (ready.go)
	lastReady  map[string]string // what each creature readied last (ready.go)
	areas      areaTool          // the Areas tool and the ruler (areas.go)
	vitals     vitalsState       // the selected creature's hit points and conditions (vitals.go)
	offer      overrunOffer      // the overrun offer (overrun.go)

	view      ScreenKind // the GM's screen or the players' (players.go)
	confirmGM bool       // the players' screen asks to show the GM's
	sight     sight      // what the players see (sight.go)
	table     bool       // the table column replaces the action column (table.go)
	fog       fogTool    // the armed fog tool
	rooms     vision.RoomFinder
	confirmSq Square     // a tapped square waiting for a second tap to move there
	scale     scaleState // true scale (scale.go)
	drawer    string     // the open drawer of a narrow screen (drawer.go)
	confirmOK bool

	order    []int // creatures in draw order (big first, riders and Tiny last)
	tokens   []Token
	orderVer uint64
	status   []string
	statusV  uint64
	statusOK bool
}

// New opens an encounter or scenario file (the scenario format) and
// returns a board showing it, every overlay on.
func New(data []byte, name string, opts Options) (*Board, error) {
	b := &Board{opts: opts, layers: overlay.AllOn(), ranged: true, tr: i18n.New(opts.Words, "")}
	if err := b.Load(data, name); err != nil {
		return nil, err
	}
	return b, nil
}

// NewWith returns a board showing an encounter built in code (the bench).
func NewWith(e *engine.Encounter, name string, opts Options) *Board {
	b := &Board{opts: opts, layers: overlay.AllOn(), ranged: true, tr: i18n.New(opts.Words, "")}
	b.setEncounter(e, name, nil)
	return b
}

// Load replaces the encounter with the one in data, named name (the
// file's name): an encounter file, a scenario file or a Universal VTT
// export (.dd2vtt, .df2vtt, .uvtt, imported on the current rule system),
// with the map pictures it holds. On error nothing changes and the status
// line says what is wrong, naming the file and the key.
func (b *Board) Load(data []byte, name string) error {
	sys, _ := engine.SystemByID("pf2e")
	if b.enc != nil {
		sys = b.enc.System
	}
	doc, err := files.Open(name, data, sys)
	if err != nil {
		err = fmt.Errorf("board: cannot open %w", err)
		if b.enc != nil {
			b.fail(err)
		}
		return err
	}
	return b.Show(doc, name, data)
}

// Show replaces the encounter with doc's (read from a library or a file
// named name; raw, when given, is the file, for the creatures whose
// attacks of opportunity it sets).
func (b *Board) Show(doc *files.Document, name string, raw []byte) error {
	e := doc.Encounter
	data := raw
	var f struct {
		Creatures []struct {
			ID  string `json:"id"`
			AoO *bool  `json:"aoo"`
		} `json:"creatures"`
	}
	_ = json.Unmarshal(data, &f) // it parsed strictly above
	aoo := map[string]bool{}
	for _, c := range f.Creatures {
		if c.AoO != nil {
			aoo[c.ID] = true
		}
	}
	title := name
	if e.Name != "" {
		title = e.Name
	}
	b.images = doc.Images
	if b.images == nil {
		b.images = map[string]files.Image{}
	}
	b.setEncounter(e, title, aoo)
	b.note(b.f("opened %s", title))
	b.opened = title
	return nil
}

// SetPictureStatus tells the board how the app has the map picture:
// "loading", "drawn" or why it cannot be drawn (the state reports it, and a
// failure shows on the status line).
func (b *Board) SetPictureStatus(s string) {
	if s == b.picture {
		return
	}
	b.picture = s
	if s != "loading" && s != "drawn" && s != "" {
		b.fail(fmt.Errorf("game: the map picture cannot be drawn: %s", s))
	}
	b.touch()
}

// PictureStatus returns how the map picture stands: "" (none),
// "loading", "drawn", or why it cannot be drawn.
func (b *Board) PictureStatus() string { return b.picture }

// Images returns the map pictures the encounter's scenery names, by name.
func (b *Board) Images() map[string]files.Image { return b.images }

// DocSeq counts the encounters the board has shown: it changes when a file
// is opened or a new encounter shown (the library then keeps it as a new
// entry).
func (b *Board) DocSeq() uint64 { return b.docSeq }

// setEncounter shows e from scratch.
func (b *Board) setEncounter(e *engine.Encounter, name string, aoo map[string]bool) {
	b.docSeq++
	b.enc, b.name, b.aooSet = e, name, aoo
	b.selected, b.target, b.dragging, b.hoverOK = "", "", "", false
	b.arm, b.stripDrag, b.menu, b.renaming = armed{}, "", targetMenu{}, false
	b.fog, b.confirmOK = fogTool{}, false
	b.resetAreas()
	if e.Turn.Active != "" && b.view == GMScreen {
		b.selected = e.Turn.Active
	}
	b.comp.Reset()
	b.changed()
	if b.screen.ok {
		b.fit()
	}
}

// Encounter returns the open encounter. Change it only through the board.
func (b *Board) Encounter() *engine.Encounter { return b.enc }

// Name is the open encounter's name.
func (b *Board) Name() string { return b.name }

// Version counts visible changes: any change of the encounter, the
// selection, the hovered square, the overlays, the camera or the status.
func (b *Board) Version() uint64 { return b.version }

// StateVersion counts changes of the encounter itself.
func (b *Board) StateVersion() uint64 { return b.ver }

// Selected is the selected creature's id, "" for none.
func (b *Board) Selected() string { return b.selected }

// Target is the creature chosen as the overlays' target, "" for none.
func (b *Board) Target() string { return b.target }

// Dragging is the creature being dragged to a new square, "" for none.
func (b *Board) Dragging() string { return b.dragging }

// Hover returns the hovered square and whether one is hovered.
func (b *Board) Hover() (Square, bool) { return b.hover, b.hoverOK }

// Layers returns which overlays are drawn: those switched on, and none of
// the movement and tactics overlays while editing (the map is being made,
// not fought on) or while the Areas tool is on (a tap places a template
// or measures: nothing moves).
func (b *Board) Layers() overlay.Layers {
	if b.edit.on || b.areas.on {
		return overlay.Layers{}
	}
	return b.layers
}

// SetLayers switches the overlays.
func (b *Board) SetLayers(l overlay.Layers) {
	if l != b.layers {
		b.layers = l
		b.touch()
	}
}

// Ranged reports whether the cover overlay is for ranged attacks.
func (b *Board) Ranged() bool { return b.ranged }

// Camera returns the camera.
func (b *Board) Camera() view.Camera { return b.cam }

// Select selects creature id ("" for none).
func (b *Board) Select(id string) {
	if id != b.selected {
		b.selected = id
		b.touch()
	}
}

// SetTarget makes id the overlays' target ("" for none).
func (b *Board) SetTarget(id string) {
	if id != b.target {
		b.target = id
		b.touch()
	}
}

// SetHover sets the hovered square directly (the bench and tests).
func (b *Board) SetHover(x, y int) { b.setHoverSquare(Square{x, y}, true) }

// Last returns the last applied action's message or error, and whether it
// is an error.
func (b *Board) Last() (string, bool) { return b.last, b.lastErr }

// changed records a change of the encounter.
func (b *Board) changed() {
	b.ver++
	b.touch()
}

// touch records a visible change.
func (b *Board) touch() { b.version++ }

// note sets the last message.
func (b *Board) note(msg string) {
	b.last, b.lastErr, b.opened = msg, false, ""
	b.touch()
}

// fail sets the last message to an error.
func (b *Board) fail(err error) {
	b.last, b.lastErr, b.opened = err.Error(), true, ""
	b.touch()
}

// Report shows an error that happened outside the board (a file that could
// not be read) on the status line.
func (b *Board) Report(err error) { b.fail(err) }

//go:build js

package game

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/i18n"
	"battlemap/game/input"
	"battlemap/game/library"
)

// ParseConfig reads the page's URL: ?bench=1 runs the benchmark, &frames=N
// sets its frames per phase, ?lang=en|ja|zh the interface's language
// (else the one last chosen on this browser, else the browser's
// languages). The canvas fills the window.
func ParseConfig(args []string) (Config, error) {
	cfg := DefaultConfig()
	search := js.Global().Get("location").Get("search").String()
	q, err := url.ParseQuery(strings.TrimPrefix(search, "?"))
	cfg.Lang = pageLang(q.Get("lang"))
	if err != nil {
		return cfg, nil // a malformed query string runs the app as usual
	}
	cfg.Bench = q.Get("bench") == "1"
	cfg.Players = q.Get("view") == "players"
	if r, err := strconv.Atoi(q.Get("rotate")); err == nil && (r == 90 || r == 180 || r == 270) {
		cfg.Rotate = r
	}
	if in, err := strconv.ParseFloat(q.Get("inches"), 64); err == nil && in >= 5 && in <= 200 {
		cfg.Inches = in
	}
	if n, err := strconv.Atoi(q.Get("soak")); err == nil && n > 0 {
		cfg.Soak = n // the result comes back through battlemap.benchResult()
	}
	if n, err := strconv.Atoi(q.Get("frames")); err == nil && n > 0 {
		cfg.BenchFrames = n
	}
	return cfg, nil
}

// isWeb says the app runs as a web page.
const isWeb = true

// storageKey is where the page keeps the autosaved encounter in
// localStorage.
const storageKey = "battlemap-encounter"

// langKey is where the page keeps the language chosen in the app (index.html
// reads it too, to fetch that language's fonts early).
const langKey = "battlemap-lang"

// pageLang is the language of ?lang=, else the one kept in localStorage,
// else the first of navigator.languages the app speaks.
func pageLang(param string) i18n.Lang {
	if l, ok := i18n.Parse(param); ok {
		return l
	}
	if st := storage(); st.Truthy() {
		if v := st.Call("getItem", langKey); v.Type() == js.TypeString {
			if l, ok := i18n.Parse(v.String()); ok {
				return l
			}
		}
	}
	var prefs []string
	nav := js.Global().Get("navigator")
	if ls := nav.Get("languages"); ls.Truthy() {
		for i := 0; i < ls.Length(); i++ {
			prefs = append(prefs, ls.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		prefs = append(prefs, l.String())
	}
	return i18n.Choose(prefs...)
}

// saveLang keeps the language chosen in the app in localStorage.
func (w *web) saveLang(g *Game, l i18n.Lang) {
	if err := setItem(langKey, l.String()); err != nil {
		g.board.Report(fmt.Errorf("game: the browser did not keep the language: %w", err))
	}
}

// web is the platform of the web page: the window.battlemap test hooks and
// the file picker. The hooks run in the browser's event loop, so they read
// only snapshots the game publishes after each frame, never the board.
type web struct {
	density     float64 // the calibrated density last kept
	densityRead bool
	obj         js.Value
	input       js.Value
	state       atomic.Pointer[string]
	cam         atomic.Pointer[camSnap]
	bench       atomic.Pointer[string]
	files       chan chosenFile
	ready       bool
	published   uint64
	pubOK       bool
	presses     latch
	scale       float64      // device pixels per CSS pixel, as of the last frame
	benchReq    atomic.Int64 // frames of a bench asked by battlemap.benchCurrent
	noStore     error        // why the browser keeps nothing (IndexedDB refused)
	noStoreSaid bool
	fetched     chan fetched // the files fetched (fetch_js.go)
}

// camSnap is where the map is, for squareCenter: the camera and the map
// view (screen pixels).
type camSnap struct{ ox, oy, square, scale, mx, my, mw, mh float64 }

// chosenFile is a file the user picked.
type chosenFile struct {
	name string
	data []byte
}

// newPlatform installs window.battlemap = {ready, state(), squareCenter(x,y),
// benchResult(), load(json)} and the hidden file input, and restores the
// encounter autosaved in localStorage, if any.
func newPlatform(g *Game) platform {
	w := &web{files: make(chan chosenFile, 4), fetched: make(chan fetched, 64)}
	empty := "{}"
	w.state.Store(&empty)
	global := js.Global()
	obj := global.Get("Object").New()
	obj.Set("ready", false)
	obj.Set("state", js.FuncOf(func(this js.Value, args []js.Value) any {
		return *w.state.Load()
	}))
	obj.Set("squareCenter", js.FuncOf(func(this js.Value, args []js.Value) any {
		c := w.cam.Load()
		if c == nil || len(args) < 2 {
			return js.Null()
		}
		x, y := args[0].Float(), args[1].Float()
		// A square hidden under the interface (the strip, the action
		// column) cannot be clicked: no centre.
		px, py := c.ox+(x+0.5)*c.square, c.oy+(y+0.5)*c.square
		if px < c.mx || py < c.my || px > c.mx+c.mw || py > c.my+c.mh {
			return js.Null()
		}
		left, top := 0.0, 0.0
		if cv := global.Get("document").Call("querySelector", "canvas"); cv.Truthy() {
			r := cv.Call("getBoundingClientRect")
			left = r.Get("left").Float() + global.Get("scrollX").Float()
			top = r.Get("top").Float() + global.Get("scrollY").Float()
		}
		res := global.Get("Object").New()
		res.Set("x", left+(c.ox+(x+0.5)*c.square)/c.scale)
		res.Set("y", top+(c.oy+(y+0.5)*c.square)/c.scale)
		return res
	}))
	obj.Set("benchCurrent", js.FuncOf(func(this js.Value, args []js.Value) any {
		frames := 300
		if len(args) > 0 && args[0].Type() == js.TypeNumber {
			frames = args[0].Int()
		}
		w.benchReq.Store(int64(frames))
		return true
	}))
	obj.Set("benchResult", js.FuncOf(func(this js.Value, args []js.Value) any {
		if s := w.bench.Load(); s != nil {
			return *s
		}
		return js.Null()
	}))
	obj.Set("load", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return false
		}
		select {
		case w.files <- chosenFile{"battlemap.load", []byte(args[0].String())}:
			return true
		default:
			return false
		}
	}))
	global.Set("battlemap", obj)
	w.obj = obj
	w.fileInput()
	w.presses.listen()
	startFollowing(g)
	return w
}

// storage returns window.localStorage, or undefined where the browser
// refuses it (private modes, file: pages).
func storage() (st js.Value) {
	defer func() {
		if recover() != nil {
			st = js.Undefined()
		}
	}()
	return js.Global().Get("localStorage")
}

// openStore opens the page's IndexedDB; where the browser refuses it (a
// private window, a file: page), the encounters are kept in memory only,
// and the status line says so until the page is closed.
func (w *web) openStore(mb *library.Mailbox, done func(library.Store, error)) {
	library.OpenIDB(mb, func(s *library.IDB, err error) {
		if err != nil {
			done(library.NewMemory(mb), nil)
			w.noStore = err
			return
		}
		done(s, nil)
	})
}

// currentKey is where localStorage keeps which encounter was on the board.
const currentKey = "battlemap-current"

// currentID reads which entry was on the board.
func (w *web) currentID() string {
	st := storage()
	if !st.Truthy() {
		return ""
	}
	v := st.Call("getItem", currentKey)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// setCurrentID keeps which entry is on the board.
func (w *web) setCurrentID(id string) { _ = setItem(currentKey, id) }

// legacy returns the encounter an older version autosaved in
// localStorage, once: the library keeps it from now on.
func (w *web) legacy() []byte {
	st := storage()
	if !st.Truthy() {
		return nil
	}
	item := st.Call("getItem", storageKey)
	if item.Type() != js.TypeString {
		return nil
	}
	func() {
		defer func() { _ = recover() }()
		st.Call("removeItem", storageKey)
	}()
	return []byte(item.String())
}

// setItem stores value under key in localStorage; a full or refused
// storage is an error, not a crash.
func setItem(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	st := storage()
	if !st.Truthy() {
		return fmt.Errorf("localStorage is not available")
	}
	st.Call("setItem", key, value)
	return nil
}

// save downloads the encounter file, named after the encounter.
func (w *web) save(g *Game) {
	data, err := g.board.Save()
	if err != nil {
		g.board.Report(err)
		return
	}
	w.download(g, fileName(g.board.Name()), data)
}

// download hands a file to the browser as a download (a Blob link).
func (w *web) download(g *Game, name string, data []byte) {
	global := js.Global()
	u8 := global.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	opts := global.Get("Object").New()
	opts.Set("type", "application/json")
	blob := global.Get("Blob").New(global.Get("Array").Call("of", u8), opts)
	url := global.Get("URL").Call("createObjectURL", blob)
	a := global.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	global.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(this js.Value, args []js.Value) any {
		global.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	global.Call("setTimeout", revoke, 10000)
	g.board.Note(fmt.Sprintf("downloaded %s (%d bytes)", name, len(data)))
}

// forget: the library keeps every encounter; nothing is forgotten.
func (w *web) forget(g *Game) {}

// latch shows presses that began and ended between two ticks.
func (w *web) latch(s *input.Snapshot) { w.presses.apply(s, w.scale) }

// fileInput finds (or adds) the page's hidden <input type=file> and
// listens for a chosen file.
func (w *web) fileInput() {
	doc := js.Global().Get("document")
	in := doc.Call("getElementById", "battlemap-file")
	if !in.Truthy() {
		in = doc.Call("createElement", "input")
		in.Set("type", "file")
		in.Set("id", "battlemap-file")
		in.Set("accept", ".json,.dd2vtt,.df2vtt,.uvtt,application/json")
		in.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", in)
	}
	w.input = in
	in.Call("addEventListener", "change", js.FuncOf(func(this js.Value, args []js.Value) any {
		files := in.Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		var then, fail js.Func
		then = js.FuncOf(func(this js.Value, args []js.Value) any {
			u8 := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, u8.Length())
			js.CopyBytesToGo(data, u8)
			select {
			case w.files <- chosenFile{name, data}:
			default:
			}
			in.Set("value", "")
			then.Release()
			fail.Release()
			return nil
		})
		fail = js.FuncOf(func(this js.Value, args []js.Value) any {
			select {
			case w.files <- chosenFile{name: name}:
			default:
			}
			then.Release()
			fail.Release()
			return nil
		})
		f.Call("arrayBuffer").Call("then", then, fail)
		return nil
	}))
}

// frame publishes the state and the camera for the hooks, and marks the
// page ready after the first frame.
func (w *web) frame(g *Game, screen *ebiten.Image) {
	w.scale = g.scale
	w.keepDensity(g)
	if w.noStore != nil && !w.noStoreSaid {
		w.noStoreSaid = true
		g.board.SetSaveProblem("this browser keeps nothing for this page (" + w.noStore.Error() + "): Download the encounter before closing")
	}
	cam := g.board.Camera()
	m := g.board.MapRect()
	c := camSnap{cam.OX, cam.OY, cam.Scale, g.scale, m.X, m.Y, m.W, m.H}
	if old := w.cam.Load(); old == nil || *old != c {
		w.cam.Store(&c)
	}
	if !w.pubOK || g.board.Version() != w.published {
		w.published, w.pubOK = g.board.Version(), true
		data, err := g.board.StateJSON(false, g.scale)
		if err == nil {
			s := string(data)
			w.state.Store(&s)
		}
	}
	if !w.ready {
		w.ready = true
		w.obj.Set("ready", true)
		if el := js.Global().Get("document").Call("getElementById", "loading"); el.Truthy() {
			el.Get("style").Set("display", "none")
		}
	}
}

// openFile opens the browser's file chooser.
func (w *web) openFile(g *Game) { w.input.Call("click") }

// poll opens a chosen file, and starts a bench the page asked for.
func (w *web) poll(g *Game) {
	if n := w.benchReq.Swap(0); n > 0 {
		g.benchReq = int(n)
	}
	select {
	case f := <-w.files:
		if f.data == nil {
			g.board.Report(fmt.Errorf("game: cannot read %s", f.name))
			return
		}
		_ = g.board.Load(f.data, f.name) // the status line says what failed
	default:
	}
}

// benchDone keeps the result for battlemap.benchResult(); the page stays.
func (w *web) benchDone(result []byte) bool {
	s := string(result)
	w.bench.Store(&s)
	js.Global().Get("console").Call("log", "battlemap bench: "+s)
	return false
}

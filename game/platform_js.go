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

	"battlemap/game/input"
)

// ParseConfig reads the page's URL: ?bench=1 runs the benchmark, &frames=N
// sets its frames per phase. The canvas fills the window.
func ParseConfig(args []string) (Config, error) {
	cfg := DefaultConfig()
	search := js.Global().Get("location").Get("search").String()
	q, err := url.ParseQuery(strings.TrimPrefix(search, "?"))
	if err != nil {
		return cfg, nil // a malformed query string runs the app as usual
	}
	cfg.Bench = q.Get("bench") == "1"
	if n, err := strconv.Atoi(q.Get("frames")); err == nil && n > 0 {
		cfg.BenchFrames = n
	}
	return cfg, nil
}

// web is the platform of the web page: the window.battlemap test hooks and
// the file picker. The hooks run in the browser's event loop, so they read
// only snapshots the game publishes after each frame, never the board.
type web struct {
	obj       js.Value
	input     js.Value
	state     atomic.Pointer[string]
	cam       atomic.Pointer[camSnap]
	bench     atomic.Pointer[string]
	files     chan chosenFile
	ready     bool
	published uint64
	pubOK     bool
	presses   latch
	scale     float64 // device pixels per CSS pixel, as of the last frame
}

// camSnap is where the map is, for squareCenter.
type camSnap struct{ ox, oy, square, scale float64 }

// chosenFile is a file the user picked.
type chosenFile struct {
	name string
	data []byte
}

// newPlatform installs window.battlemap = {ready, state(), squareCenter(x,y),
// benchResult()} and the hidden file input.
func newPlatform(g *Game) platform {
	w := &web{files: make(chan chosenFile, 4)}
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
	obj.Set("benchResult", js.FuncOf(func(this js.Value, args []js.Value) any {
		if s := w.bench.Load(); s != nil {
			return *s
		}
		return js.Null()
	}))
	global.Set("battlemap", obj)
	w.obj = obj
	w.fileInput()
	w.presses.listen()
	return w
}

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
		in.Set("accept", ".json,application/json")
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
	cam := g.board.Camera()
	c := camSnap{cam.OX, cam.OY, cam.Scale, g.scale}
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

// poll opens a chosen file.
func (w *web) poll(g *Game) {
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

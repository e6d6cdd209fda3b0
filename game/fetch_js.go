//go:build js

package game

import (
	"fmt"
	"syscall/js"
	"time"
)

// The web page fetches what the .wasm does not hold: the Chinese and
// Japanese fonts (fonts/) and the words of its language (lang/). The page
// starts on those of the language it expects while the .wasm downloads
// (window.battlemapFetch in index.html), the app waits for them before its
// first frame, and fetches a font slice when a name first needs one. The
// service worker keeps every file fetched, for offline use.

// fetched is a file fetched, or why not.
type fetched struct {
	path string
	data []byte
	err  error
}

// fetchFile starts fetching path (relative to the page); the result
// arrives on ch.
func fetchFile(path string, ch chan<- fetched) {
	global := js.Global()
	var p js.Value
	if f := global.Get("battlemapFetch"); f.Type() == js.TypeFunction {
		p = f.Invoke(path)
	} else {
		var toBuf js.Func
		toBuf = js.FuncOf(func(this js.Value, args []js.Value) any {
			toBuf.Release()
			r := args[0]
			if !r.Get("ok").Bool() {
				return global.Get("Promise").Call("reject", "HTTP "+r.Get("status").String())
			}
			return r.Call("arrayBuffer")
		})
		p = global.Call("fetch", path).Call("then", toBuf)
	}
	var then, fail js.Func
	then = js.FuncOf(func(this js.Value, args []js.Value) any {
		u8 := global.Get("Uint8Array").New(args[0])
		data := make([]byte, u8.Length())
		js.CopyBytesToGo(data, u8)
		ch <- fetched{path: path, data: data}
		then.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		why := "failed"
		if len(args) > 0 {
			why = global.Get("String").Invoke(args[0]).String()
		}
		ch <- fetched{path: path, err: fmt.Errorf("game: cannot fetch %s: %s", path, why)}
		then.Release()
		fail.Release()
		return nil
	})
	p.Call("then", then, fail)
}

// load fetches a file; pollLoaded hands it to the game when it arrives.
func (w *web) load(g *Game, path string) { fetchFile(path, w.fetched) }

// waitLoaded hands the files to the game as they arrive while waiting
// says there is more to wait for, at most limit.
func (w *web) waitLoaded(g *Game, limit time.Duration, waiting func() bool) {
	deadline := time.After(limit)
	for waiting() {
		select {
		case f := <-w.fetched:
			g.loaded(f.path, f.data, f.err)
		case <-deadline:
			return // the rest is handed over as it arrives
		}
	}
}

// pollLoaded hands the game the files that arrived since the last tick.
func (w *web) pollLoaded(g *Game) {
	for {
		select {
		case f := <-w.fetched:
			g.loaded(f.path, f.data, f.err)
		default:
			return
		}
	}
}

//go:build js

package game

import (
	"fmt"
	"syscall/js"
	"time"
)

// The web page fetches the Chinese and Japanese fonts from its fonts/
// folder (they are not in the .wasm, which stays small): the page starts
// fetching the interface's fonts for the language it expects while the
// .wasm downloads (window.battlemapFont in index.html), the app waits for
// them before its first frame, and fetches a slice when a name first needs
// one. The service worker keeps every font fetched, for offline use.

// fontData is a font file fetched, or why not.
type fontData struct {
	name string
	data []byte
	err  error
}

// fetchFont starts fetching font file name; the result arrives on ch.
func fetchFont(name string, ch chan<- fontData) {
	global := js.Global()
	var p js.Value
	if f := global.Get("battlemapFont"); f.Type() == js.TypeFunction {
		p = f.Invoke(name)
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
		p = global.Call("fetch", "fonts/"+name).Call("then", toBuf)
	}
	var then, fail js.Func
	then = js.FuncOf(func(this js.Value, args []js.Value) any {
		u8 := global.Get("Uint8Array").New(args[0])
		data := make([]byte, u8.Length())
		js.CopyBytesToGo(data, u8)
		ch <- fontData{name: name, data: data}
		then.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		why := "failed"
		if len(args) > 0 {
			why = js.Global().Get("String").Invoke(args[0]).String()
		}
		ch <- fontData{name: name, err: fmt.Errorf("game: cannot fetch the font fonts/%s: %s", name, why)}
		then.Release()
		fail.Release()
		return nil
	})
	p.Call("then", then, fail)
}

// loadFont fetches a font file; poll adds it when it arrives.
func (w *web) loadFont(g *Game, name string) { fetchFont(name, w.fonts) }

// waitFonts fetches the interface's fonts for its language and waits for
// them, at most limit, so that the first frame shows no missing glyph.
func (w *web) waitFonts(g *Game, limit time.Duration) {
	names := g.fonts.want()
	for _, n := range names {
		fetchFont(n, w.fonts)
	}
	deadline := time.After(limit)
	for range names {
		select {
		case f := <-w.fonts:
			w.addFont(g, f)
		case <-deadline:
			return // they are added as they arrive
		}
	}
}

// pollFonts adds the fonts that arrived since the last tick.
func (w *web) pollFonts(g *Game) {
	for {
		select {
		case f := <-w.fonts:
			w.addFont(g, f)
		default:
			return
		}
	}
}

func (w *web) addFont(g *Game, f fontData) {
	err := f.err
	if err == nil {
		err = g.fonts.add(f.name, f.data)
	}
	if err != nil {
		g.fonts.fail(f.name)
	}
	if err != nil && !w.fontErr {
		w.fontErr = true // said once: a page offline before it kept the fonts
		g.board.Report(err)
	}
}

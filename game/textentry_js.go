//go:build js

package game

import (
	"fmt"
	"strconv"
	"sync"
	"syscall/js"

	"battlemap/game/input"
	"battlemap/game/ui"
)

// textInputID is the id of the <input> laid over the open field; the key
// and pointer latch (latch_js.go) leaves its events to it.
const textInputID = "battlemap-text"

// webText lays an HTML <input> over the open field: a tablet brings up its
// on-screen keyboard for it (a canvas cannot), and the browser's input
// methods compose Japanese or Chinese in it. It opens with the field's
// text selected; Enter commits (not while an input method is composing),
// Escape cancels. Losing the focus closes nothing: a tap on the canvas
// takes the focus first, and the board decides what that tap does (OK,
// Cancel, or a tap beside the form, which commits).
type webText struct {
	el    js.Value // the <input>, while a field is open
	name  string   // the open field, "" for none
	place string   // the style last set, to set it only when it changes
	mu    sync.Mutex
	queue []input.Event // from the <input>'s handlers
	funcs []js.Func
}

func newTextEntry() textEntry { return &webText{} }

func (w *webText) sync(g *Game, f ui.Field, ok bool) {
	if w.name != "" && (!ok || f.Name != w.name) {
		w.close()
	}
	if !ok {
		return
	}
	if w.name == "" {
		w.open(f)
	}
	w.move(g, f)
}

// open lays a new <input> with f's text, focused and selected. It is
// transparent: the canvas draws the field's box under it, and an opaque
// element over a WebGL canvas can leave a hole in the canvas (seen in
// headless Chromium, at the element's place mirrored top to bottom).
func (w *webText) open(f ui.Field) {
	doc := js.Global().Get("document")
	el := doc.Call("createElement", "input")
	el.Set("type", "text")
	el.Set("id", textInputID)
	el.Set("value", f.Text)
	for k, v := range map[string]string{"enterkeyhint": "done", "autocomplete": "off", "spellcheck": "false",
		"aria-label": f.Hint, "placeholder": f.Hint} {
		el.Call("setAttribute", k, v)
	}
	if f.Max > 0 {
		el.Set("maxLength", f.Max)
	}
	st := el.Get("style")
	for k, v := range map[string]string{"position": "fixed", "boxSizing": "border-box", "margin": "0", "zIndex": "5",
		"background": "transparent", "color": "#f4f4f4", "border": "2px solid transparent", "borderRadius": "0", "outline": "none",
		"padding": fmt.Sprintf("0 %dpx", ui.Pad), "fontFamily": "system-ui, sans-serif",
		"userSelect": "text", "webkitUserSelect": "text", "touchAction": "manipulation"} {
		st.Set(k, v)
	}
	name := f.Name
	onKey := js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("isComposing").Bool() || e.Get("keyCode").Int() == 229 {
			return nil // the input method's own Enter
		}
		switch e.Get("key").String() {
		case "Enter":
			e.Call("preventDefault")
			w.push(input.Event{Action: input.TextCommit, Field: name, Text: el.Get("value").String()})
		case "Escape":
			e.Call("preventDefault")
			w.push(input.Event{Action: input.TextCancel, Field: name})
		}
		return nil
	})
	w.funcs = append(w.funcs, onKey)
	el.Call("addEventListener", "keydown", onKey)
	doc.Get("body").Call("appendChild", el)
	el.Call("focus")
	el.Call("select")
	w.el, w.name, w.place = el, f.Name, ""
}

// move lays the <input> over the field's rectangle (screen pixels to the
// page's CSS pixels) at the field's font size.
func (w *webText) move(g *Game, f ui.Field) {
	s := max(1, g.scale)
	left, top := 0.0, 0.0
	if cv := js.Global().Get("document").Call("querySelector", "canvas"); cv.Truthy() {
		r := cv.Call("getBoundingClientRect")
		left, top = r.Get("left").Float(), r.Get("top").Float()
	}
	size := f.Size
	if size <= 0 {
		size = 15
	}
	px := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
	place := px(left+f.Rect.X/s) + px(top+f.Rect.Y/s) + px(f.Rect.W/s) + px(f.Rect.H/s) + px(size)
	if place == w.place {
		return
	}
	w.place = place
	st := w.el.Get("style")
	st.Set("left", px(left+f.Rect.X/s))
	st.Set("top", px(top+f.Rect.Y/s))
	st.Set("width", px(f.Rect.W/s))
	st.Set("height", px(f.Rect.H/s))
	st.Set("fontSize", px(size))
}

// close removes the <input> and gives the keyboard back to the canvas.
func (w *webText) close() {
	w.el.Call("remove")
	for _, f := range w.funcs {
		f.Release()
	}
	w.funcs, w.name, w.el = w.funcs[:0], "", js.Undefined()
	if cv := js.Global().Get("document").Call("querySelector", "canvas"); cv.Truthy() {
		cv.Call("focus")
	}
}

func (w *webText) push(ev input.Event) {
	w.mu.Lock()
	w.queue = append(w.queue, ev)
	w.mu.Unlock()
}

func (w *webText) read(g *Game, evs []input.Event) []input.Event {
	w.mu.Lock()
	defer w.mu.Unlock()
	evs = append(evs, w.queue...)
	w.queue = w.queue[:0]
	return evs
}

func (w *webText) commit() {
	if w.name != "" {
		w.push(input.Event{Action: input.TextCommit, Field: w.name, Text: w.el.Get("value").String()})
	}
}

func (w *webText) active() bool { return w.name != "" }

func (w *webText) typing() *ui.Edit { return nil }

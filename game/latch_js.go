//go:build js

package game

import (
	"sync"
	"syscall/js"

	"battlemap/game/input"
)

// latch remembers key and mouse presses the browser reported since the
// last tick. Ebiten polls whether a key or button is down once per tick,
// so a press released within the same frame (a quick tap, a synthetic
// click) would be lost; the latch shows it as down for one tick.
type latch struct {
	mu      sync.Mutex
	keys    []keyPress
	buttons [3]bool
	touches []input.Touch // in CSS pixels relative to the canvas
	funcs   []js.Func
}

// keyPress is one key going down, with the modifiers held then.
type keyPress struct {
	key               input.Key
	ctrl, shift, meta bool
}

// codeKeys maps KeyboardEvent.code to the bindable keys.
var codeKeys = map[string]input.Key{
	"Escape": input.KeyEscape, "Tab": input.KeyTab, "Enter": input.KeyEnter, "Space": input.KeySpace,
	"Digit1": input.Key1, "Digit2": input.Key2, "Digit3": input.Key3, "Digit4": input.Key4, "Digit5": input.Key5,
	"Numpad1": input.Key1, "Numpad2": input.Key2, "Numpad3": input.Key3, "Numpad4": input.Key4, "Numpad5": input.Key5,
	"KeyA": input.KeyA, "KeyD": input.KeyD, "KeyI": input.KeyI, "KeyU": input.KeyU, "KeyE": input.KeyE, "KeyF": input.KeyF, "KeyN": input.KeyN, "KeyO": input.KeyO,
	"KeyR": input.KeyR, "KeyS": input.KeyS, "KeyT": input.KeyT, "KeyY": input.KeyY, "KeyZ": input.KeyZ,
	"Equal": input.KeyEqual, "NumpadAdd": input.KeyEqual, "Minus": input.KeyMinus, "NumpadSubtract": input.KeyMinus,
	"ArrowLeft": input.KeyLeft, "ArrowRight": input.KeyRight, "ArrowUp": input.KeyUp, "ArrowDown": input.KeyDown,
}

// forField reports whether event e went to the text field's <input>
// (textentry_js.go): its keys are typing and its taps are its own, not the
// game's.
func forField(e js.Value) bool {
	t := e.Get("target")
	return t.Truthy() && t.Get("id").Truthy() && t.Get("id").String() == textInputID
}

// listen starts recording presses on the document.
func (l *latch) listen() {
	doc := js.Global().Get("document")
	onKey := js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if forField(e) {
			return nil
		}
		k, ok := codeKeys[e.Get("code").String()]
		if !ok || e.Get("repeat").Bool() {
			return nil
		}
		l.mu.Lock()
		if len(l.keys) < 32 {
			l.keys = append(l.keys, keyPress{k, e.Get("ctrlKey").Bool(), e.Get("shiftKey").Bool(), e.Get("metaKey").Bool()})
		}
		l.mu.Unlock()
		return nil
	})
	onMouse := js.FuncOf(func(this js.Value, args []js.Value) any {
		if forField(args[0]) {
			return nil
		}
		var b int
		switch args[0].Get("button").Int() {
		case 0:
			b = int(input.MouseLeft)
		case 1:
			b = int(input.MouseMiddle)
		case 2:
			b = int(input.MouseRight)
		default:
			return nil
		}
		l.mu.Lock()
		l.buttons[b] = true
		l.mu.Unlock()
		return nil
	})
	onTouch := js.FuncOf(func(this js.Value, args []js.Value) any {
		if forField(args[0]) {
			return nil
		}
		ts := args[0].Get("changedTouches")
		left, top := 0.0, 0.0
		if cv := doc.Call("querySelector", "canvas"); cv.Truthy() {
			r := cv.Call("getBoundingClientRect")
			left, top = r.Get("left").Float(), r.Get("top").Float()
		}
		l.mu.Lock()
		for i := 0; i < ts.Length() && len(l.touches) < 16; i++ {
			t := ts.Index(i)
			l.touches = append(l.touches, input.Touch{ID: -1 - t.Get("identifier").Int(),
				X: t.Get("clientX").Float() - left, Y: t.Get("clientY").Float() - top})
		}
		l.mu.Unlock()
		return nil
	})
	l.funcs = append(l.funcs, onKey, onMouse, onTouch)
	opts := js.Global().Get("Object").New()
	opts.Set("capture", true)
	opts.Set("passive", true)
	doc.Call("addEventListener", "keydown", onKey, opts)
	doc.Call("addEventListener", "mousedown", onMouse, opts)
	doc.Call("addEventListener", "touchstart", onTouch, opts)
}

// apply shows the presses since the last tick in s and forgets them; scale
// turns CSS pixels into screen pixels. A finger that touched and lifted
// between two ticks shows as down for one tick (when no finger is down).
func (l *latch) apply(s *input.Snapshot, scale float64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if scale <= 0 {
		scale = 1
	}
	if len(s.Touches) == 0 && len(l.touches) > 0 {
		for _, t := range l.touches {
			s.Touches = append(s.Touches, input.Touch{ID: t.ID, X: t.X * scale, Y: t.Y * scale})
		}
	}
	l.touches = l.touches[:0]
	for b, down := range l.buttons {
		if down {
			s.Buttons[b] = true
		}
	}
	l.buttons = [3]bool{}
	for _, k := range l.keys {
		if s.Keys[k.key] {
			continue // still held: the poll saw it
		}
		s.Keys[k.key] = true
		s.Keys[input.KeyControl] = s.Keys[input.KeyControl] || k.ctrl
		s.Keys[input.KeyShift] = s.Keys[input.KeyShift] || k.shift
		s.Keys[input.KeyMeta] = s.Keys[input.KeyMeta] || k.meta
	}
	l.keys = l.keys[:0]
}

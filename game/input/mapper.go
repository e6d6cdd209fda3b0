package input

import "math"

// Mapper turns snapshots into events with the three keymaps. It keeps the
// previous snapshot and the gestures in progress; give it every tick's
// snapshot, in order.
type Mapper struct {
	Keyboard KeyboardMap
	Mouse    MouseMap
	Touch    TouchMap
	// Scale multiplies slops and key pan steps (the device pixel ratio).
	Scale float64
	// KeysOff stops the keyboard's bindings while a text field has the
	// keyboard. Keys held when it is cleared fire only when pressed again,
	// so the Enter or Esc that ended the typing does nothing more.
	KeysOff bool

	prevKeys    [KeyCount]bool
	prevButtons [mouseButtons]bool
	started     bool
	mx, my      float64
	press       [mouseButtons]pressState
	lastTouch   int64
	touched     bool
	t           touchState
	out         []Event
}

// pressState is one mouse button held down.
type pressState struct {
	x, y  float64 // where it went down
	moved bool    // it has moved beyond the slop: a drag
}

// NewMapper returns a mapper with the given keymaps and a scale of 1.
func NewMapper(k KeyboardMap, m MouseMap, t TouchMap) *Mapper {
	return &Mapper{Keyboard: k, Mouse: m, Touch: t, Scale: 1}
}

// Update reads one tick's snapshot and returns the events it makes, in
// order. The returned slice is reused by the next call.
func (m *Mapper) Update(s *Snapshot) []Event {
	m.out = m.out[:0]
	m.keys(s)
	if len(s.Touches) > 0 || m.t.mode != touchIdle {
		m.touched, m.lastTouch = true, s.Tick
	}
	m.touches(s)
	// A touch screen may also report a mouse; while fingers are in play
	// (and a moment after) the mouse is ignored, so one tap is one click.
	if !m.touched || s.Tick-m.lastTouch > 30 {
		m.mouse(s)
	} else {
		m.mx, m.my = s.MouseX, s.MouseY
		m.prevButtons = s.Buttons
	}
	m.prevKeys = s.Keys
	m.started = true
	return m.out
}

func (m *Mapper) emit(e Event) { m.out = append(m.out, e) }

func (m *Mapper) scale() float64 {
	if m.Scale <= 0 {
		return 1
	}
	return m.Scale
}

// keys fires the keyboard bindings.
func (m *Mapper) keys(s *Snapshot) {
	if m.KeysOff {
		return
	}
	ctrl := s.Keys[KeyControl] || s.Keys[KeyMeta]
	shift := s.Keys[KeyShift]
	for _, b := range m.Keyboard.Bindings {
		c := b.Combo
		if c.Ctrl != ctrl || c.Shift != shift || !s.Keys[c.Key] {
			continue
		}
		if !b.Hold && m.prevKeys[c.Key] {
			continue // fires once per press
		}
		e := Event{Action: b.Action}
		if b.Action == Pan {
			e.DX, e.DY = b.DX*m.scale(), b.DY*m.scale()
		}
		m.emit(e)
	}
}

// mouse follows the buttons, the cursor and the wheel.
func (m *Mapper) mouse(s *Snapshot) {
	mm := m.Mouse
	x, y := s.MouseX, s.MouseY
	// The first tick only learns where the cursor is: a window opening
	// under a resting pointer hovers nothing until the pointer moves.
	moved := m.started && (x != m.mx || y != m.my)
	dx, dy := x-m.mx, y-m.my
	m.mx, m.my = x, y
	slop := mm.Slop * m.scale()

	for b := MouseButton(0); b < mouseButtons; b++ {
		down, was := s.Buttons[b], m.prevButtons[b]
		p := &m.press[b]
		switch {
		case down && !was:
			*p = pressState{x: x, y: y}
		case down && was:
			if !p.moved && math.Hypot(x-p.x, y-p.y) > slop && (b == mm.Primary || m.pans(b)) {
				p.moved = true
				if b == mm.Primary {
					m.emit(Event{Action: DragStart, X: p.x, Y: p.y})
					m.emit(Event{Action: DragMove, X: x, Y: y})
				} else {
					m.emit(Event{Action: Pan, X: p.x, Y: p.y, DX: x - p.x, DY: y - p.y})
				}
				continue
			}
			if p.moved && moved {
				if b == mm.Primary {
					m.emit(Event{Action: DragMove, X: x, Y: y})
				} else if m.pans(b) {
					m.emit(Event{Action: Pan, X: p.x, Y: p.y, DX: dx, DY: dy})
				}
			}
		case !down && was:
			switch {
			case b == mm.Primary && p.moved:
				m.emit(Event{Action: DragEnd, X: x, Y: y})
			case b == mm.Primary:
				m.emit(Event{Action: Click, X: x, Y: y})
			case b == mm.Target && !p.moved:
				m.emit(Event{Action: Target, X: x, Y: y})
			}
			*p = pressState{}
		}
	}
	busy := s.Buttons[mm.Primary] && m.press[mm.Primary].moved
	for _, b := range mm.Pan {
		busy = busy || (s.Buttons[b] && m.press[b].moved)
	}
	if moved && !busy {
		m.emit(Event{Action: Hover, X: x, Y: y})
	}
	if s.WheelY != 0 && mm.WheelStep > 0 {
		m.emit(Event{Action: Zoom, X: x, Y: y, Factor: math.Pow(mm.WheelStep, s.WheelY)})
	}
	m.prevButtons = s.Buttons
}

// pans reports whether button b pans the view.
func (m *Mapper) pans(b MouseButton) bool {
	for _, p := range m.Mouse.Pan {
		if p == b {
			return true
		}
	}
	return false
}

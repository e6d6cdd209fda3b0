package input

import "math"

// touchMode is the gesture in progress.
type touchMode uint8

const (
	touchIdle touchMode = iota
	touchOne            // one finger down, still within the slop
	touchDrag           // one finger dragging
	touchLong           // one finger held: the long press has fired
	touchTwo            // two fingers: pinch and pan
	touchDone           // the gesture is over; wait for every finger to lift
)

// touchState follows the fingers between ticks.
type touchState struct {
	mode   touchMode
	id     int     // the one finger
	sx, sy float64 // where it went down
	x, y   float64 // where it is
	start  int64   // the tick it went down
	a, b   int     // the two fingers
	dist   float64 // their distance last tick
	cx, cy float64 // their midpoint last tick
	ox, oy float64 // their midpoint when they went down
}

// touches recognises taps, drags, long presses, pinches and two-finger pans.
func (m *Mapper) touches(s *Snapshot) {
	t := &m.t
	n := len(s.Touches)
	slop := m.Touch.Slop * m.scale()
	switch t.mode {
	case touchIdle:
		if n == 1 {
			f := s.Touches[0]
			*t = touchState{mode: touchOne, id: f.ID, sx: f.X, sy: f.Y, x: f.X, y: f.Y, start: s.Tick}
		} else if n >= 2 {
			m.startTwo(s)
		}
	case touchOne, touchDrag:
		if n >= 2 {
			if t.mode == touchDrag {
				m.emit(Event{Action: DragCancel, X: t.x, Y: t.y, Touch: true})
			}
			m.startTwo(s)
			return
		}
		f, ok := find(s.Touches, t.id)
		if !ok {
			if t.mode == touchOne {
				m.emit(Event{Action: Click, X: t.x, Y: t.y, Touch: true})
			} else {
				m.emit(Event{Action: DragEnd, X: t.x, Y: t.y, Touch: true})
			}
			t.mode = touchIdle
			if n > 0 {
				t.mode = touchDone
			}
			return
		}
		movedNow := f.X != t.x || f.Y != t.y
		t.x, t.y = f.X, f.Y
		if t.mode == touchOne {
			if math.Hypot(t.x-t.sx, t.y-t.sy) > slop {
				t.mode = touchDrag
				m.emit(Event{Action: DragStart, X: t.sx, Y: t.sy, Touch: true})
				m.emit(Event{Action: DragMove, X: t.x, Y: t.y, Touch: true})
			} else if m.Touch.LongPress > 0 && s.Tick-t.start >= m.Touch.LongPress {
				t.mode = touchLong
				m.emit(Event{Action: Target, X: t.x, Y: t.y, Touch: true})
			}
			return
		}
		if movedNow {
			m.emit(Event{Action: DragMove, X: t.x, Y: t.y, Touch: true})
		}
	case touchLong:
		if n >= 2 {
			m.startTwo(s)
		} else if n == 0 {
			t.mode = touchIdle
		}
	case touchTwo:
		fa, okA := find(s.Touches, t.a)
		fb, okB := find(s.Touches, t.b)
		if !okA || !okB {
			if n >= 2 {
				m.startTwo(s) // a finger was swapped: start afresh
			} else if n == 0 {
				t.mode = touchIdle
			} else {
				t.mode = touchDone
			}
			return
		}
		d := math.Hypot(fa.X-fb.X, fa.Y-fb.Y)
		cx, cy := (fa.X+fb.X)/2, (fa.Y+fb.Y)/2
		if t.dist > 0 && d > 0 && d != t.dist {
			m.emit(Event{Action: Zoom, X: cx, Y: cy, Factor: d / t.dist, Touch: true})
		}
		if cx != t.cx || cy != t.cy {
			m.emit(Event{Action: Pan, X: t.ox, Y: t.oy, DX: cx - t.cx, DY: cy - t.cy, Touch: true})
		}
		t.dist, t.cx, t.cy = d, cx, cy
	case touchDone:
		if n == 0 {
			t.mode = touchIdle
		} else if n >= 2 {
			m.startTwo(s)
		}
	}
}

// startTwo begins a pinch and pan with the first two fingers.
func (m *Mapper) startTwo(s *Snapshot) {
	fa, fb := s.Touches[0], s.Touches[1]
	m.t = touchState{mode: touchTwo, a: fa.ID, b: fb.ID,
		dist: math.Hypot(fa.X-fb.X, fa.Y-fb.Y), cx: (fa.X + fb.X) / 2, cy: (fa.Y + fb.Y) / 2}
	m.t.ox, m.t.oy = m.t.cx, m.t.cy
}

// find returns the finger with the given id.
func find(ts []Touch, id int) (Touch, bool) {
	for _, t := range ts {
		if t.ID == id {
			return t, true
		}
	}
	return Touch{}, false
}

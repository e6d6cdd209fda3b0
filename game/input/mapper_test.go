package input

import (
	"math"
	"testing"
)

// sim drives a mapper with simulated devices, one tick per call.
type sim struct {
	m    *Mapper
	s    Snapshot
	tick int64
}

func newSim() *sim {
	return &sim{m: NewMapper(DefaultKeyboard(), DefaultMouse(), DefaultTouch())}
}

// step runs one tick and returns its events (copied).
func (s *sim) step() []Event {
	s.tick++
	s.s.Tick = s.tick
	evs := append([]Event(nil), s.m.Update(&s.s)...)
	s.s.WheelY = 0
	return evs
}

func actions(evs []Event) []Action {
	out := make([]Action, len(evs))
	for i, e := range evs {
		out[i] = e.Action
	}
	return out
}

func only(t *testing.T, evs []Event, want ...Action) {
	t.Helper()
	got := actions(evs)
	if len(got) != len(want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("events %v, want %v", got, want)
		}
	}
}

func TestKeysFireOncePerPress(t *testing.T) {
	s := newSim()
	s.step()
	s.s.Press(Key1)
	only(t, s.step(), ToggleMovement)
	only(t, s.step()) // still held: nothing more
	s.s.Keys[Key1] = false
	only(t, s.step())
	s.s.Press(Key1)
	only(t, s.step(), ToggleMovement)
}

func TestUndoAndRedoNeedTheirExactModifiers(t *testing.T) {
	s := newSim()
	s.step()
	s.s.Press(KeyControl)
	s.s.Press(KeyZ)
	only(t, s.step(), Undo)
	s.s = Snapshot{}
	s.step()
	s.s.Press(KeyControl)
	s.s.Press(KeyShift)
	s.s.Press(KeyZ)
	only(t, s.step(), Redo) // not Undo as well
	s.s = Snapshot{}
	s.step()
	s.s.Press(KeyZ) // Z alone does nothing
	only(t, s.step())
	s.s = Snapshot{}
	s.step()
	s.s.Press(KeyMeta) // Command+Z on a Mac
	s.s.Press(KeyZ)
	only(t, s.step(), Undo)
}

func TestHeldArrowPansEveryTickScaled(t *testing.T) {
	s := newSim()
	s.m.Scale = 2
	s.step()
	s.s.Press(KeyLeft)
	for i := 0; i < 3; i++ {
		evs := s.step()
		only(t, evs, Pan)
		if evs[0].DX != 24 || evs[0].DY != 0 {
			t.Fatalf("pan (%v,%v), want (24,0)", evs[0].DX, evs[0].DY)
		}
	}
}

func TestClickIsPressAndReleaseInPlace(t *testing.T) {
	s := newSim()
	s.s.MouseX, s.s.MouseY = 100, 100
	only(t, s.step()) // the first tick learns where the cursor is
	s.s.Button(MouseLeft)
	only(t, s.step())
	s.s.MouseX = 103 // within the slop: still a click
	only(t, s.step(), Hover)
	s.s.Buttons[MouseLeft] = false
	evs := s.step()
	only(t, evs, Click)
	if evs[0].X != 103 || evs[0].Y != 100 {
		t.Errorf("click at (%v,%v), want (103,100)", evs[0].X, evs[0].Y)
	}
}

func TestLeftDragStartsAtThePress(t *testing.T) {
	s := newSim()
	s.s.MouseX, s.s.MouseY = 50, 60
	s.step()
	s.s.Button(MouseLeft)
	s.step()
	s.s.MouseX = 80
	evs := s.step()
	only(t, evs, DragStart, DragMove)
	if evs[0].X != 50 || evs[0].Y != 60 || evs[1].X != 80 {
		t.Errorf("drag start (%v,%v) move %v, want start (50,60) move 80", evs[0].X, evs[0].Y, evs[1].X)
	}
	s.s.MouseY = 90
	only(t, s.step(), DragMove) // no hover while dragging
	s.s.Buttons[MouseLeft] = false
	only(t, s.step(), DragEnd) // and no click
}

func TestRightClickTargetsRightDragPans(t *testing.T) {
	s := newSim()
	s.s.MouseX, s.s.MouseY = 10, 10
	s.step()
	s.s.Button(MouseRight)
	s.step()
	s.s.Buttons[MouseRight] = false
	only(t, s.step(), Target)

	s.s.Button(MouseRight)
	s.step()
	s.s.MouseX, s.s.MouseY = 40, 20
	evs := s.step()
	only(t, evs, Pan)
	if evs[0].DX != 30 || evs[0].DY != 10 {
		t.Errorf("pan (%v,%v), want (30,10)", evs[0].DX, evs[0].DY)
	}
	s.s.MouseX = 45
	evs = s.step()
	only(t, evs, Pan)
	if evs[0].DX != 5 {
		t.Errorf("second pan %v, want 5", evs[0].DX)
	}
	s.s.Buttons[MouseRight] = false
	only(t, s.step()) // released after a drag: no target
}

func TestMiddleDragPans(t *testing.T) {
	s := newSim()
	s.step()
	s.s.Button(MouseMiddle)
	s.step()
	s.s.MouseY = 50
	only(t, s.step(), Pan)
}

func TestWheelZoomsAtThePointer(t *testing.T) {
	s := newSim()
	s.s.MouseX, s.s.MouseY = 200, 300
	s.step()
	s.s.WheelY = 2
	evs := s.step()
	only(t, evs, Zoom)
	if want := 1.15 * 1.15; math.Abs(evs[0].Factor-want) > 1e-9 || evs[0].X != 200 || evs[0].Y != 300 {
		t.Errorf("zoom %v at (%v,%v), want %v at (200,300)", evs[0].Factor, evs[0].X, evs[0].Y, want)
	}
}

func touch(id int, x, y float64) Touch { return Touch{ID: id, X: x, Y: y} }

func TestTapIsAClick(t *testing.T) {
	s := newSim()
	s.s.Touches = []Touch{touch(1, 100, 100)}
	only(t, s.step())
	s.s.Touches = []Touch{touch(1, 104, 102)}
	only(t, s.step())
	s.s.Touches = nil
	evs := s.step()
	only(t, evs, Click)
	if !evs[0].Touch || evs[0].X != 104 {
		t.Errorf("tap %+v, want a touch click at x=104", evs[0])
	}
}

func TestLongPressTargetsOnce(t *testing.T) {
	s := newSim()
	s.s.Touches = []Touch{touch(1, 100, 100)}
	var all []Action
	for i := 0; i < 45; i++ {
		all = append(all, actions(s.step())...)
	}
	if len(all) != 1 || all[0] != Target {
		t.Fatalf("held finger gave %v, want one target", all)
	}
	s.s.Touches = nil
	only(t, s.step()) // lifting after a long press is not a tap
}

func TestOneFingerDragMovesAToken(t *testing.T) {
	s := newSim()
	s.s.Touches = []Touch{touch(7, 100, 100)}
	s.step()
	s.s.Touches = []Touch{touch(7, 140, 100)}
	evs := s.step()
	only(t, evs, DragStart, DragMove)
	if evs[0].X != 100 || evs[1].X != 140 {
		t.Errorf("drag from %v to %v, want 100 to 140", evs[0].X, evs[1].X)
	}
	s.s.Touches = []Touch{touch(7, 180, 120)}
	only(t, s.step(), DragMove)
	s.s.Touches = nil
	evs = s.step()
	only(t, evs, DragEnd)
	if evs[0].X != 180 || evs[0].Y != 120 {
		t.Errorf("drag ends at (%v,%v), want (180,120)", evs[0].X, evs[0].Y)
	}
}

func TestPinchZoomsAroundTheFingersAndPans(t *testing.T) {
	s := newSim()
	s.s.Touches = []Touch{touch(1, 100, 100), touch(2, 200, 100)}
	only(t, s.step())
	// Spread to twice the distance around the same midpoint, in two steps.
	s.s.Touches = []Touch{touch(1, 75, 100), touch(2, 225, 100)}
	evs := s.step()
	only(t, evs, Zoom)
	f := evs[0].Factor
	if evs[0].X != 150 || evs[0].Y != 100 {
		t.Errorf("zoom centre (%v,%v), want (150,100)", evs[0].X, evs[0].Y)
	}
	s.s.Touches = []Touch{touch(1, 50, 100), touch(2, 250, 100)}
	evs = s.step()
	only(t, evs, Zoom)
	f *= evs[0].Factor
	if math.Abs(f-2) > 1e-9 {
		t.Errorf("total zoom %v, want 2", f)
	}
	// Both fingers slide down 30 px: a pan, no zoom.
	s.s.Touches = []Touch{touch(1, 50, 130), touch(2, 250, 130)}
	evs = s.step()
	only(t, evs, Pan)
	if evs[0].DX != 0 || evs[0].DY != 30 {
		t.Errorf("pan (%v,%v), want (0,30)", evs[0].DX, evs[0].DY)
	}
	// Lifting the fingers one by one clicks nothing.
	s.s.Touches = []Touch{touch(2, 250, 130)}
	only(t, s.step())
	s.s.Touches = []Touch{touch(2, 260, 140)}
	only(t, s.step())
	s.s.Touches = nil
	only(t, s.step())
}

func TestSecondFingerCancelsADrag(t *testing.T) {
	s := newSim()
	s.s.Touches = []Touch{touch(1, 100, 100)}
	s.step()
	s.s.Touches = []Touch{touch(1, 150, 100)}
	only(t, s.step(), DragStart, DragMove)
	s.s.Touches = []Touch{touch(1, 150, 100), touch(2, 300, 100)}
	only(t, s.step(), DragCancel)
}

func TestMouseIgnoredWhileTouching(t *testing.T) {
	s := newSim()
	s.step()
	s.s.Touches = []Touch{touch(1, 100, 100)}
	s.s.Button(MouseLeft) // a browser mirroring the finger as a mouse
	s.s.MouseX = 100
	s.step()
	s.s.Touches = nil
	s.s.Buttons[MouseLeft] = false
	only(t, s.step(), Click) // one click, from the touch
}

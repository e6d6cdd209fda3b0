package input

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// only requires the events to be want, in order: the checks after it read
// their positions.
func only(t *testing.T, evs []Event, want ...Action) {
	t.Helper()
	if want == nil {
		want = []Action{}
	}
	require.Equal(t, want, actions(evs), "events")
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
		require.Equal(t, [2]float64{24, 0}, [2]float64{evs[0].DX, evs[0].DY}, "pan at tick %d", i)
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
	assert.Equal(t, [2]float64{103, 100}, [2]float64{evs[0].X, evs[0].Y}, "where the click is")
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
	assert.Equal(t, [2]float64{50, 60}, [2]float64{evs[0].X, evs[0].Y}, "the drag starts at the press")
	assert.Equal(t, 80.0, evs[1].X, "the drag moves to the pointer")
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
	assert.Equal(t, [2]float64{30, 10}, [2]float64{evs[0].DX, evs[0].DY}, "the first pan")
	s.s.MouseX = 45
	evs = s.step()
	only(t, evs, Pan)
	assert.Equal(t, 5.0, evs[0].DX, "the second pan")
	assert.Equal(t, [2]float64{10, 10}, [2]float64{evs[0].X, evs[0].Y}, "every pan says where the drag began")
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
	assert.InDelta(t, 1.15*1.15, evs[0].Factor, 1e-9, "two wheel steps")
	assert.Equal(t, [2]float64{200, 300}, [2]float64{evs[0].X, evs[0].Y}, "the zoom's centre")
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
	assert.True(t, evs[0].Touch, "the tap's click does not say it is a touch")
	assert.Equal(t, 104.0, evs[0].X, "where the tap is")
}

func TestLongPressTargetsOnce(t *testing.T) {
	s := newSim()
	s.s.Touches = []Touch{touch(1, 100, 100)}
	var all []Action
	for i := 0; i < 45; i++ {
		all = append(all, actions(s.step())...)
	}
	require.Equal(t, []Action{Target}, all, "a held finger targets once")
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
	assert.Equal(t, [2]float64{100, 140}, [2]float64{evs[0].X, evs[1].X}, "the drag's start and move")
	s.s.Touches = []Touch{touch(7, 180, 120)}
	only(t, s.step(), DragMove)
	s.s.Touches = nil
	evs = s.step()
	only(t, evs, DragEnd)
	assert.Equal(t, [2]float64{180, 120}, [2]float64{evs[0].X, evs[0].Y}, "where the drag ends")
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
	assert.Equal(t, [2]float64{150, 100}, [2]float64{evs[0].X, evs[0].Y}, "the zoom's centre")
	s.s.Touches = []Touch{touch(1, 50, 100), touch(2, 250, 100)}
	evs = s.step()
	only(t, evs, Zoom)
	f *= evs[0].Factor
	assert.InDelta(t, 2, f, 1e-9, "the total zoom")
	// Both fingers slide down 30 px: a pan, no zoom.
	s.s.Touches = []Touch{touch(1, 50, 130), touch(2, 250, 130)}
	evs = s.step()
	only(t, evs, Pan)
	assert.Equal(t, [2]float64{0, 30}, [2]float64{evs[0].DX, evs[0].DY}, "the pan")
	assert.Equal(t, [2]float64{150, 100}, [2]float64{evs[0].X, evs[0].Y}, "where the fingers went down")
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

func TestKeysOffWhileTyping(t *testing.T) {
	s := newSim()
	s.step()
	s.m.KeysOff = true // a text field has the keyboard
	s.s.Press(KeyN)
	only(t, s.step()) // typed, no Next turn
	s.s.Keys[KeyN] = false
	s.s.Press(KeyEscape) // the Esc that ends the typing
	only(t, s.step())
	s.m.KeysOff = false
	only(t, s.step()) // still held when the field closed: nothing
	s.s.Keys[KeyEscape] = false
	only(t, s.step())
	s.s.Press(KeyEscape) // pressed again: a shortcut again
	only(t, s.step(), Cancel)
	s.s.Keys[KeyEscape] = false
	s.s.MouseX, s.s.MouseY = 40, 40
	s.m.KeysOff = true
	only(t, s.step(), Hover) // the pointer still works
}

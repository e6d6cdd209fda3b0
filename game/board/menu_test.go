package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/game/input"
)

// fingers drives a board through the input mapper with one simulated
// finger, one tick per step.
type fingers struct {
	b    *Board
	m    *input.Mapper
	s    input.Snapshot
	tick int64
}

func newFingers(b *Board) *fingers {
	return &fingers{b: b, m: input.NewMapper(input.DefaultKeyboard(), input.DefaultMouse(), input.DefaultTouch())}
}

// step runs one tick with the given fingers down and hands the events to
// the board.
func (f *fingers) step(ts ...input.Touch) {
	f.tick++
	f.s.Tick = f.tick
	f.s.Touches = ts
	for _, ev := range f.m.Update(&f.s) {
		f.b.Handle(ev)
	}
}

// hold keeps one finger still at (x,y) past the long press, then lifts it.
func (f *fingers) hold(x, y float64) {
	for range input.DefaultTouch().LongPress + 5 {
		f.step(input.Touch{ID: 1, X: x, Y: y})
	}
	f.step()
}

// tap puts one finger down at (x,y) and lifts it.
func (f *fingers) tap(x, y float64) {
	f.step(input.Touch{ID: 1, X: x, Y: y})
	f.step()
}

// tapButton taps the button called name.
func (f *fingers) tapButton(t *testing.T, name string) {
	t.Helper()
	x, y := button(t, f.b, name).Rect.Center()
	f.tap(x, y)
}

func TestLongPressOpensTheTargetMenu(t *testing.T) {
	for _, ui := range []float64{1, 2} {
		b := demo(t)
		b.SetScreen(1280*ui, 800*ui, ui, nil)
		f := newFingers(b)
		gx, gy := at(b, 13, 4) // G1
		f.hold(gx, gy)
		require.Empty(t, b.Target(), "ui %v: a long press chose a target before the menu was answered", ui)
		require.Empty(t, b.Selected(), "ui %v: a long press chose a selection before the menu was answered", ui)
		mr := b.MenuRect()
		require.True(t, mr.W > 0 && b.MapRect().Contains(mr.X, mr.Y) && b.MapRect().Contains(mr.X+mr.W-1, mr.Y+mr.H-1),
			"ui %v: menu at %v, want it open inside the map %v", ui, mr, b.MapRect())
		for name, label := range map[string]string{"menu:target": "Target G1", "menu:select": "Select G1", "menu:cancel": "Cancel"} {
			bt := button(t, b, name)
			assert.Equal(t, label, bt.Label, "ui %v: %s", ui, name)
			assert.True(t, bt.Enabled, "ui %v: %s greyed", ui, name)
			assert.True(t, bt.Rect.W >= 38*ui && bt.Rect.H >= 38*ui, "ui %v: %s is %v×%v px, under 38×%v", ui, name, bt.Rect.W, bt.Rect.H, ui)
			assert.GreaterOrEqual(t, bt.Size*ui, 18*ui, "ui %v: %s's font", ui, name)
		}
		assert.False(t, hasButton(b, "menu:clear"), "ui %v: Clear target offered on a creature", ui)
		f.tapButton(t, "menu:target")
		require.Equal(t, "G1", b.Target(), "ui %v: target after Target G1", ui)
		require.Zero(t, b.MenuRect().W, "ui %v: the menu stays open after Target G1", ui)
		// Select from the menu; the target stays.
		f.hold(gx, gy)
		assert.Equal(t, "Drop target G1", button(t, b, "menu:target").Label, "ui %v: the menu on the target", ui)
		f.tapButton(t, "menu:select")
		assert.Equal(t, "G1", b.Selected(), "ui %v: selected after Select G1", ui)
		assert.Equal(t, "G1", b.Target(), "ui %v: target after Select G1", ui)
		assert.False(t, hasButton(b, "menu:cancel"), "ui %v: the menu stays open after Select G1", ui)
		// Cancel changes nothing.
		f.hold(gx, gy)
		f.tapButton(t, "menu:cancel")
		assert.Equal(t, "G1", b.Selected(), "ui %v: selected after Cancel", ui)
		assert.Equal(t, "G1", b.Target(), "ui %v: target after Cancel", ui)
		assert.False(t, hasButton(b, "menu:cancel"), "ui %v: the menu stays open after Cancel", ui)
		// A tap beside the menu closes it and does nothing else: G1 stays
		// where it is, though it is selected and the tap is on a square it
		// may move to (12,4).
		ex, ey := at(b, 10, 6)
		f.hold(ex, ey)
		require.True(t, !hasButton(b, "menu:target") && hasButton(b, "menu:clear") && hasButton(b, "menu:cancel"),
			"ui %v: on an empty square the menu is not Clear target and Cancel", ui)
		before := pos(t, b, "G1")
		tx, ty := at(b, 12, 4)
		require.False(t, b.MenuRect().Contains(tx, ty), "ui %v: square (12,4) lies under the menu %v", ui, b.MenuRect())
		f.tap(tx, ty)
		assert.False(t, hasButton(b, "menu:clear"), "ui %v: the menu stays open after a tap beside it", ui)
		assert.Equal(t, before, pos(t, b, "G1"), "ui %v: a tap beside the menu moved G1", ui)
		assert.Equal(t, "G1", b.Target(), "ui %v: a tap beside the menu changed the target", ui)
		// Clear target, from a long press on an empty square.
		f.hold(ex, ey)
		f.tapButton(t, "menu:clear")
		assert.Empty(t, b.Target(), "ui %v: target after Clear target", ui)
		assert.Equal(t, "G1", b.Selected(), "ui %v: selected after Clear target", ui)
		f.hold(ex, ey)
		assert.False(t, button(t, b, "menu:clear").Enabled, "ui %v: Clear target enabled with no target", ui)
	}
}

func TestRightClickStillTargetsDirectly(t *testing.T) {
	b := demo(t)
	gx, gy := at(b, 13, 4)
	b.Handle(input.Event{Action: input.Target, X: gx, Y: gy})
	assert.Equal(t, "G1", b.Target(), "target after a right-click")
	assert.Zero(t, b.MenuRect().W, "a right-click opened the menu")
}

func TestTheMenuStaysInsideTheMap(t *testing.T) {
	b := demo(t)
	m := b.MapRect()
	b.Handle(input.Event{Action: input.Target, X: m.X + m.W - 2, Y: m.Y + m.H - 2, Touch: true})
	mr := b.MenuRect()
	assert.True(t, mr.W > 0 && mr.X+mr.W <= m.X+m.W+0.5 && mr.Y+mr.H <= m.Y+m.H+0.5,
		"menu %v held at the map's corner runs out of the map %v", mr, m)
	b.Handle(input.Event{Action: input.Cancel})
	assert.Zero(t, b.MenuRect().W, "Esc left the menu open")
}

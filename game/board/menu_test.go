package board

import (
	"testing"

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
		if b.Target() != "" || b.Selected() != "" {
			t.Fatalf("ui %v: a long press chose target %q selection %q before the menu was answered", ui, b.Target(), b.Selected())
		}
		mr := b.MenuRect()
		if mr.W == 0 || !b.MapRect().Contains(mr.X, mr.Y) || !b.MapRect().Contains(mr.X+mr.W-1, mr.Y+mr.H-1) {
			t.Fatalf("ui %v: menu at %v, want it open inside the map %v", ui, mr, b.MapRect())
		}
		for name, label := range map[string]string{"menu:target": "Target G1", "menu:select": "Select G1", "menu:cancel": "Cancel"} {
			bt := button(t, b, name)
			if bt.Label != label || !bt.Enabled {
				t.Errorf("ui %v: %s reads %q (enabled %v), want %q", ui, name, bt.Label, bt.Enabled, label)
			}
			if bt.Rect.W < 38*ui || bt.Rect.H < 38*ui {
				t.Errorf("ui %v: %s is %v×%v px, under 38×%v", ui, name, bt.Rect.W, bt.Rect.H, ui)
			}
			if bt.Size*ui < 18*ui {
				t.Errorf("ui %v: %s's font is %v px", ui, name, bt.Size)
			}
		}
		if hasButton(b, "menu:clear") {
			t.Errorf("ui %v: Clear target offered on a creature", ui)
		}
		f.tapButton(t, "menu:target")
		if b.Target() != "G1" || b.MenuRect().W != 0 {
			t.Fatalf("ui %v: after Target G1: target %q, menu %v", ui, b.Target(), b.MenuRect())
		}
		// Select from the menu; the target stays.
		f.hold(gx, gy)
		if l := button(t, b, "menu:target").Label; l != "Drop target G1" {
			t.Errorf("ui %v: on the target the menu offers %q, want Drop target G1", ui, l)
		}
		f.tapButton(t, "menu:select")
		if b.Selected() != "G1" || b.Target() != "G1" || hasButton(b, "menu:cancel") {
			t.Errorf("ui %v: after Select G1: selected %q target %q, menu open %v", ui, b.Selected(), b.Target(), hasButton(b, "menu:cancel"))
		}
		// Cancel changes nothing.
		f.hold(gx, gy)
		f.tapButton(t, "menu:cancel")
		if b.Selected() != "G1" || b.Target() != "G1" || hasButton(b, "menu:cancel") {
			t.Errorf("ui %v: after Cancel: selected %q target %q, menu open %v", ui, b.Selected(), b.Target(), hasButton(b, "menu:cancel"))
		}
		// A tap beside the menu closes it and does nothing else: G1 stays
		// where it is, though it is selected and the tap is on a square it
		// may move to (12,4).
		ex, ey := at(b, 10, 6)
		f.hold(ex, ey)
		if hasButton(b, "menu:target") || !hasButton(b, "menu:clear") || !hasButton(b, "menu:cancel") {
			t.Fatalf("ui %v: on an empty square the menu is not Clear target and Cancel", ui)
		}
		before := pos(t, b, "G1")
		tx, ty := at(b, 12, 4)
		if b.MenuRect().Contains(tx, ty) {
			t.Fatalf("ui %v: square (12,4) lies under the menu %v", ui, b.MenuRect())
		}
		f.tap(tx, ty)
		if hasButton(b, "menu:clear") || pos(t, b, "G1") != before || b.Target() != "G1" {
			t.Errorf("ui %v: a tap beside the menu: menu open %v, G1 at %v (was %v), target %q", ui, hasButton(b, "menu:clear"), pos(t, b, "G1"), before, b.Target())
		}
		// Clear target, from a long press on an empty square.
		f.hold(ex, ey)
		f.tapButton(t, "menu:clear")
		if b.Target() != "" || b.Selected() != "G1" {
			t.Errorf("ui %v: after Clear target: target %q selected %q", ui, b.Target(), b.Selected())
		}
		f.hold(ex, ey)
		if bt := button(t, b, "menu:clear"); bt.Enabled {
			t.Errorf("ui %v: Clear target enabled with no target", ui)
		}
	}
}

func TestRightClickStillTargetsDirectly(t *testing.T) {
	b := demo(t)
	gx, gy := at(b, 13, 4)
	b.Handle(input.Event{Action: input.Target, X: gx, Y: gy})
	if b.Target() != "G1" || b.MenuRect().W != 0 {
		t.Errorf("right-click: target %q, menu %v; want G1 and no menu", b.Target(), b.MenuRect())
	}
}

func TestTheMenuStaysInsideTheMap(t *testing.T) {
	b := demo(t)
	m := b.MapRect()
	b.Handle(input.Event{Action: input.Target, X: m.X + m.W - 2, Y: m.Y + m.H - 2, Touch: true})
	mr := b.MenuRect()
	if mr.W == 0 || mr.X+mr.W > m.X+m.W+0.5 || mr.Y+mr.H > m.Y+m.H+0.5 {
		t.Errorf("menu %v held at the map's corner runs out of the map %v", mr, m)
	}
	b.Handle(input.Event{Action: input.Cancel})
	if b.MenuRect().W != 0 {
		t.Errorf("Esc left the menu open")
	}
}

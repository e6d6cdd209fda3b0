package board

import (
	"encoding/json"
	"strings"
	"testing"

	"battlemap/assets"
	"battlemap/game/input"
)

// demo opens the built-in demo on a 1280×800 screen.
func demo(t *testing.T) *Board {
	t.Helper()
	b, err := New(assets.Demo, "demo", Options{})
	if err != nil {
		t.Fatal(err)
	}
	b.SetScreen(1280, 800, 1, nil)
	return b
}

// at returns the screen centre of square (x,y).
func at(b *Board, x, y int) (float64, float64) { return b.SquareCenter(x, y) }

func click(b *Board, x, y int) Effect {
	sx, sy := at(b, x, y)
	return b.Handle(input.Event{Action: input.Click, X: sx, Y: sy})
}

func pos(t *testing.T, b *Board, id string) [2]int {
	t.Helper()
	c := b.Encounter().Creature(id)
	if c == nil {
		t.Fatalf("no creature %s", id)
	}
	return [2]int{c.X, c.Y}
}

func TestFitShowsTheWholeMap(t *testing.T) {
	b := demo(t)
	g := b.Encounter().Grid
	cam, r := b.Camera(), b.MapRect()
	x0, y0 := cam.ToScreen(0, 0)
	x1, y1 := cam.ToScreen(float64(g.W), float64(g.H))
	if x0 < r.X || y0 < r.Y || x1 > r.X+r.W || y1 > r.Y+r.H {
		t.Errorf("map (%v,%v)-(%v,%v) not inside the map view %+v", x0, y0, x1, y1, r)
	}
	if cam.Scale < 34 {
		t.Errorf("squares of %v px on a 1280×800 screen are smaller than a 9 mm hit target", cam.Scale)
	}
	for _, bt := range b.Buttons() {
		if bt.Rect.H < 34 || bt.Rect.W < 34 {
			t.Errorf("button %q is %v×%v px, smaller than a 9 mm hit target", bt.Label, bt.Rect.W, bt.Rect.H)
		}
	}
}

func TestClickSelectsThenMoves(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	if b.Selected() != "Val" {
		t.Fatalf("selected %q after clicking Val", b.Selected())
	}
	v := b.Version()
	click(b, 8, 6)
	if p := pos(t, b, "Val"); p != [2]int{8, 6} {
		t.Fatalf("Val at %v after clicking (8,6)", p)
	}
	if b.Version() == v {
		t.Error("the version did not change with the move")
	}
	last, isErr := b.Last()
	if isErr || !strings.Contains(last, "Val moved to (8,6)") {
		t.Errorf("last message %q (error %v)", last, isErr)
	}
}

func TestIllegalMoveChangesNothingAndSaysWhy(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	ver := b.StateVersion()
	click(b, 6, 3) // the pillar
	if p := pos(t, b, "Val"); p != [2]int{7, 5} {
		t.Fatalf("Val moved to %v, a solid square", p)
	}
	if b.StateVersion() != ver {
		t.Error("the state version changed for an illegal move")
	}
	last, isErr := b.Last()
	if !isErr || !strings.Contains(last, "cannot move") {
		t.Errorf("last message %q (error %v), want the engine's refusal", last, isErr)
	}
	if st := b.StatusText(); !strings.Contains(st, "Error: ") {
		t.Errorf("status %q does not show the error", st)
	}
}

func TestUndoRedoAndEscape(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	click(b, 8, 6)
	b.Handle(input.Event{Action: input.Undo})
	if p := pos(t, b, "Val"); p != [2]int{7, 5} {
		t.Fatalf("after undo Val is at %v", p)
	}
	b.Handle(input.Event{Action: input.Redo})
	if p := pos(t, b, "Val"); p != [2]int{8, 6} {
		t.Fatalf("after redo Val is at %v", p)
	}
	b.Handle(input.Event{Action: input.Redo})
	if _, isErr := b.Last(); !isErr {
		t.Error("redo with nothing to redo gave no message")
	}
	b.Handle(input.Event{Action: input.Cancel})
	if b.Selected() != "" {
		t.Errorf("selected %q after Escape", b.Selected())
	}
}

func TestDragMovesAToken(t *testing.T) {
	b := demo(t)
	sx, sy := at(b, 7, 5)
	b.Handle(input.Event{Action: input.DragStart, X: sx, Y: sy})
	if b.Dragging() != "Val" || b.Selected() != "Val" {
		t.Fatalf("dragging %q selected %q", b.Dragging(), b.Selected())
	}
	ex, ey := at(b, 8, 7)
	b.Handle(input.Event{Action: input.DragMove, X: ex, Y: ey})
	if h, ok := b.Hover(); !ok || h != (Square{8, 7}) {
		t.Errorf("hover %v %v while dragging over (8,7)", h, ok)
	}
	b.Handle(input.Event{Action: input.DragEnd, X: ex, Y: ey})
	if p := pos(t, b, "Val"); p != [2]int{8, 7} {
		t.Errorf("Val at %v after the drag", p)
	}
	if b.Dragging() != "" {
		t.Error("still dragging after the drag ended")
	}
}

func TestButtonsDoTheirActions(t *testing.T) {
	b := demo(t)
	var found bool
	for _, bt := range b.Buttons() {
		if bt.Action == input.ToggleMovement {
			cx, cy := bt.Rect.Center()
			b.Handle(input.Event{Action: input.Click, X: cx, Y: cy})
			found = true
		}
	}
	if !found || b.Layers().Movement {
		t.Errorf("the Move button (found %v) left the movement overlay on", found)
	}
	for _, bt := range b.Buttons() {
		if bt.Action == input.OpenFile {
			cx, cy := bt.Rect.Center()
			if e := b.Handle(input.Event{Action: input.Click, X: cx, Y: cy}); e != OpenFile {
				t.Errorf("the Open button gave effect %v", e)
			}
		}
	}
	b.Handle(input.Event{Action: input.TogglePath})
	if b.Layers().Path {
		t.Error("key 2 left the path overlay on")
	}
}

func TestTargetToggles(t *testing.T) {
	b := demo(t)
	sx, sy := at(b, 13, 4)
	b.Handle(input.Event{Action: input.Target, X: sx, Y: sy})
	if b.Target() != "G1" {
		t.Fatalf("target %q after a long press on G1", b.Target())
	}
	b.Handle(input.Event{Action: input.Target, X: sx, Y: sy})
	if b.Target() != "" {
		t.Errorf("target %q after targeting G1 again", b.Target())
	}
}

func TestTinySharesItsSquare(t *testing.T) {
	b := demo(t)
	// Fam (Tiny) stands at (4,3), drawn in the square's top-left quarter.
	cam := b.Camera()
	x, y := cam.ToScreen(4.25, 3.25)
	b.Handle(input.Event{Action: input.Click, X: x, Y: y})
	if b.Selected() != "Fam" {
		t.Fatalf("selected %q after clicking Fam's quarter", b.Selected())
	}
	for _, tk := range b.Tokens() {
		if tk.C.ID == "Fam" && (!tk.Shared || tk.X1-tk.X0 != 0.5) {
			t.Errorf("Fam's token %+v is not a shared quarter square", tk)
		}
	}
}

func TestSwitchSystemKeepsPositions(t *testing.T) {
	b := demo(t)
	before := map[string][2]int{}
	for _, c := range b.Encounter().Creatures {
		before[c.ID] = [2]int{c.X, c.Y}
	}
	b.Handle(input.Event{Action: input.CycleSystem})
	e := b.Encounter()
	if e.System.ID() != "pf1e" {
		t.Fatalf("system %s after one switch, want pf1e (last: %v)", e.System.ID(), b.last)
	}
	for _, c := range e.Creatures {
		if before[c.ID] != [2]int{c.X, c.Y} {
			t.Errorf("%s moved from %v to (%d,%d)", c.ID, before[c.ID], c.X, c.Y)
		}
	}
	if !e.Creature("Pip").AoO {
		t.Error("Pip makes no attacks of opportunity in PF1e")
	}
	for _, want := range []string{"dnd35", "dnd5e", "pf2e"} {
		b.Handle(input.Event{Action: input.CycleSystem})
		if got := b.Encounter().System.ID(); got != want {
			t.Fatalf("system %s, want %s (%v)", got, want, b.last)
		}
	}
	if b.Encounter().Creature("Pip").AoO {
		t.Error("Pip makes attacks of opportunity back in PF2e (no Reactive Strike by default)")
	}
	if !b.Encounter().Creature("Val").AoO {
		t.Error("Val lost the Reactive Strike its file gives it")
	}
}

func TestLoadErrorKeepsTheEncounter(t *testing.T) {
	b := demo(t)
	e := b.Encounter()
	if err := b.Load([]byte(`{"format":"battlemap-scenario/1","nope":1}`), "bad.json"); err == nil {
		t.Fatal("a bad file loaded")
	}
	if b.Encounter() != e {
		t.Error("a bad file replaced the encounter")
	}
	if st := b.StatusText(); !strings.Contains(st, "Error: board: cannot open bad.json") {
		t.Errorf("status %q does not name the file", st)
	}
}

func TestHoverExplainsTheCost(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	sx, sy := at(b, 4, 6) // rubble: difficult terrain
	b.Handle(input.Event{Action: input.Hover, X: sx, Y: sy})
	line := b.Status()[0]
	if !strings.Contains(line, "(4,6)") || !strings.Contains(line, "ft") || !strings.Contains(line, "difficult terrain") {
		t.Errorf("hover line %q does not explain the cost", line)
	}
	sx, sy = at(b, 6, 3) // the pillar
	b.Handle(input.Event{Action: input.Hover, X: sx, Y: sy})
	if line := b.Status()[0]; !strings.Contains(line, "cannot be reached") {
		t.Errorf("hover line %q does not say why", line)
	}
	// Outside the map view: no hovered square.
	b.Handle(input.Event{Action: input.Hover, X: 5, Y: 5})
	if _, ok := b.Hover(); ok {
		t.Error("hovering the button bar hovers a square")
	}
}

func TestZoomKeepsTheSquareUnderThePointer(t *testing.T) {
	b := demo(t)
	sx, sy := at(b, 10, 7)
	b.Handle(input.Event{Action: input.Zoom, X: sx, Y: sy, Factor: 1.7})
	if x, y := b.Camera().Square(sx, sy); x != 10 || y != 7 {
		t.Errorf("square (%d,%d) under the pointer after zooming, want (10,7)", x, y)
	}
	b.Handle(input.Event{Action: input.Fit})
	TestFitShowsTheWholeMap(t)
}

func TestStateJSON(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	data, err := b.StateJSON(true, 1)
	if err != nil {
		t.Fatal(err)
	}
	var s map[string]any
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"system", "options", "turn", "selected", "hover", "status", "creatures", "log", "overlays", "version", "screen"} {
		if _, ok := s[k]; !ok {
			t.Errorf("state has no %q", k)
		}
	}
	if s["system"] != "pf2e" || s["selected"] != "Val" {
		t.Errorf("system %v selected %v", s["system"], s["selected"])
	}
	cs := s["creatures"].([]any)
	if len(cs) != len(b.Encounter().Creatures) {
		t.Errorf("%d creatures in the state", len(cs))
	}
	for _, c := range cs {
		m := c.(map[string]any)
		if _, ok := m["state"].([]any); !ok {
			t.Errorf("creature %v has no state list", m["id"])
		}
	}
	ov := s["overlays"].(map[string]any)
	for _, k := range []string{"movement", "path", "reach", "flanking", "cover"} {
		if ov[k] != true {
			t.Errorf("overlay %s is %v, want true", k, ov[k])
		}
	}
	scr := s["screen"].(map[string]any)
	o := scr["origin"].([]any)
	sq := scr["square"].(float64)
	cx, cy := b.SquareCenter(3, 2)
	if gx, gy := o[0].(float64)+3.5*sq, o[1].(float64)+2.5*sq; gx != cx || gy != cy {
		t.Errorf("origin + (x+0.5)·square = (%v,%v), want the square centre (%v,%v)", gx, gy, cx, cy)
	}
}

func TestBenchEncounter(t *testing.T) {
	e, err := BenchEncounter()
	if err != nil {
		t.Fatal(err)
	}
	if e.Grid.W != 100 || e.Grid.H != 100 || len(e.Creatures) != 60 {
		t.Errorf("bench map %d×%d with %d creatures, want 100×100 with 60", e.Grid.W, e.Grid.H, len(e.Creatures))
	}
	b := NewWith(e, "bench", Options{})
	b.Select(BenchMover)
	if mv := b.Movement(); mv.Err != nil || len(mv.Squares) < 500 {
		t.Errorf("the bench mover reaches %d squares (%v)", len(mv.Squares), mv.Err)
	}
}

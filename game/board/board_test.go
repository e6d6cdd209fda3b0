package board

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/assets"
	"battlemap/game/input"
)

// demo opens the built-in demo on a 1280×800 screen.
func demo(t *testing.T) *Board {
	t.Helper()
	b, err := New(assets.Demo, "demo", Options{})
	require.NoError(t, err)
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
	require.NotNil(t, c, "no creature %s", id)
	return [2]int{c.X, c.Y}
}

func TestFitShowsTheWholeMap(t *testing.T) {
	b := demo(t)
	g := b.Encounter().Grid
	cam, r := b.Camera(), b.MapRect()
	x0, y0 := cam.ToScreen(0, 0)
	x1, y1 := cam.ToScreen(float64(g.W), float64(g.H))
	assert.True(t, x0 >= r.X && y0 >= r.Y && x1 <= r.X+r.W && y1 <= r.Y+r.H,
		"map (%v,%v)-(%v,%v) not inside the map view %+v", x0, y0, x1, y1, r)
	assert.GreaterOrEqual(t, cam.Scale, 34.0, "squares on a 1280×800 screen smaller than a 9 mm hit target")
	for _, bt := range b.Buttons() {
		assert.True(t, bt.Rect.H >= 34 && bt.Rect.W >= 34, "button %q is %v×%v px, smaller than a 9 mm hit target", bt.Label, bt.Rect.W, bt.Rect.H)
	}
}

func TestClickSelectsThenMoves(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	require.Equal(t, "Val", b.Selected(), "selected after clicking Val")
	v := b.Version()
	click(b, 8, 6)
	require.Equal(t, [2]int{8, 6}, pos(t, b, "Val"), "Val after clicking (8,6)")
	assert.NotEqual(t, v, b.Version(), "the version did not change with the move")
	last, isErr := b.Last()
	assert.False(t, isErr, "last message %q is an error", last)
	assert.Contains(t, last, "Val moved to (8,6)")
}

func TestIllegalMoveChangesNothingAndSaysWhy(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	ver := b.StateVersion()
	click(b, 6, 3) // the pillar
	require.Equal(t, [2]int{7, 5}, pos(t, b, "Val"), "Val moved onto a solid square")
	assert.Equal(t, ver, b.StateVersion(), "the state version changed for an illegal move")
	last, isErr := b.Last()
	assert.True(t, isErr, "last message %q is no error, want the engine's refusal", last)
	assert.Contains(t, last, "cannot move", "want the engine's refusal")
	assert.Contains(t, b.StatusText(), "Error: ", "the status does not show the error")
}

func TestUndoRedoAndEscape(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	click(b, 8, 6)
	b.Handle(input.Event{Action: input.Undo})
	require.Equal(t, [2]int{7, 5}, pos(t, b, "Val"), "after undo")
	b.Handle(input.Event{Action: input.Redo})
	require.Equal(t, [2]int{8, 6}, pos(t, b, "Val"), "after redo")
	b.Handle(input.Event{Action: input.Redo})
	_, isErr := b.Last()
	assert.True(t, isErr, "redo with nothing to redo gave no message")
	b.Handle(input.Event{Action: input.Cancel})
	assert.Empty(t, b.Selected(), "selected after Escape")
}

func TestDragMovesAToken(t *testing.T) {
	b := demo(t)
	sx, sy := at(b, 7, 5)
	b.Handle(input.Event{Action: input.DragStart, X: sx, Y: sy})
	require.Equal(t, "Val", b.Dragging(), "dragging")
	require.Equal(t, "Val", b.Selected(), "selected while dragging")
	ex, ey := at(b, 8, 7)
	b.Handle(input.Event{Action: input.DragMove, X: ex, Y: ey})
	h, ok := b.Hover()
	assert.True(t, ok && h == (Square{8, 7}), "hover %v %v while dragging over (8,7)", h, ok)
	b.Handle(input.Event{Action: input.DragEnd, X: ex, Y: ey})
	assert.Equal(t, [2]int{8, 7}, pos(t, b, "Val"), "Val after the drag")
	assert.Empty(t, b.Dragging(), "still dragging after the drag ended")
}

func TestButtonsDoTheirActions(t *testing.T) {
	b := demo(t)
	press(t, b, "bar:toggle-movement")
	assert.False(t, b.Layers().Movement, "the Move button left the movement overlay on")
	x, y := button(t, b, "bar:open-file").Rect.Center()
	assert.Equal(t, OpenFile, b.Handle(input.Event{Action: input.Click, X: x, Y: y}), "the Open button's effect")
	b.Handle(input.Event{Action: input.TogglePath})
	assert.False(t, b.Layers().Path, "key 2 left the path overlay on")
}

func TestTargetToggles(t *testing.T) {
	b := demo(t)
	sx, sy := at(b, 13, 4)
	b.Handle(input.Event{Action: input.Target, X: sx, Y: sy})
	require.Equal(t, "G1", b.Target(), "target after a right-click on G1")
	b.Handle(input.Event{Action: input.Target, X: sx, Y: sy})
	assert.Empty(t, b.Target(), "target after targeting G1 again")
}

func TestTinySharesItsSquare(t *testing.T) {
	b := demo(t)
	// Fam (Tiny) stands at (4,3), drawn in the square's top-left quarter.
	cam := b.Camera()
	x, y := cam.ToScreen(4.25, 3.25)
	b.Handle(input.Event{Action: input.Click, X: x, Y: y})
	require.Equal(t, "Fam", b.Selected(), "selected after clicking Fam's quarter")
	for _, tk := range b.Tokens() {
		if tk.C.ID == "Fam" {
			assert.True(t, tk.Shared && tk.X1-tk.X0 == 0.5, "Fam's token %+v is not a shared quarter square", tk)
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
	require.Equal(t, "pf1e", e.System.ID(), "system after one switch (last: %v)", b.last)
	for _, c := range e.Creatures {
		assert.Equal(t, before[c.ID], [2]int{c.X, c.Y}, "%s moved", c.ID)
	}
	assert.True(t, e.Creature("Pip").AoO, "Pip makes no attacks of opportunity in PF1e")
	for _, want := range []string{"dnd35", "dnd5e", "pf2e"} {
		b.Handle(input.Event{Action: input.CycleSystem})
		require.Equal(t, want, b.Encounter().System.ID(), "system (%v)", b.last)
	}
	assert.False(t, b.Encounter().Creature("Pip").AoO, "Pip makes attacks of opportunity back in PF2e (no Reactive Strike by default)")
	assert.True(t, b.Encounter().Creature("Val").AoO, "Val lost the Reactive Strike its file gives it")
}

func TestLoadErrorKeepsTheEncounter(t *testing.T) {
	b := demo(t)
	e := b.Encounter()
	require.Error(t, b.Load([]byte(`{"format":"battlemap-scenario/1","nope":1}`), "bad.json"), "a bad file loaded")
	assert.Same(t, e, b.Encounter(), "a bad file replaced the encounter")
	assert.Contains(t, b.StatusText(), "Error: board: cannot open bad.json", "the status does not name the file")
}

func TestHoverExplainsTheCost(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	sx, sy := at(b, 4, 6) // rubble: difficult terrain
	b.Handle(input.Event{Action: input.Hover, X: sx, Y: sy})
	line := b.Status()[0]
	for _, want := range []string{"(4,6)", "ft", "difficult terrain"} {
		assert.Contains(t, line, want, "the hover line does not explain the cost")
	}
	sx, sy = at(b, 6, 3) // the pillar
	b.Handle(input.Event{Action: input.Hover, X: sx, Y: sy})
	assert.Contains(t, b.Status()[0], "cannot be reached", "the hover line does not say why")
	// Outside the map view: no hovered square.
	b.Handle(input.Event{Action: input.Hover, X: 5, Y: 5})
	_, ok := b.Hover()
	assert.False(t, ok, "hovering the button bar hovers a square")
}

func TestZoomKeepsTheSquareUnderThePointer(t *testing.T) {
	b := demo(t)
	sx, sy := at(b, 10, 7)
	b.Handle(input.Event{Action: input.Zoom, X: sx, Y: sy, Factor: 1.7})
	x, y := b.Camera().Square(sx, sy)
	assert.Equal(t, [2]int{10, 7}, [2]int{x, y}, "the square under the pointer after zooming")
	b.Handle(input.Event{Action: input.Fit})
	TestFitShowsTheWholeMap(t)
}

func TestStateJSON(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	data, err := b.StateJSON(true, 1)
	require.NoError(t, err)
	var s map[string]any
	require.NoError(t, json.Unmarshal(data, &s))
	for _, k := range []string{"system", "name", "options", "turn", "selected", "target", "hover", "status", "creatures", "log",
		"overlays", "version", "initiative", "armed", "buttons", "screen"} {
		assert.Contains(t, s, k, "the state has no %q", k)
	}
	assert.Equal(t, "pf2e", s["system"])
	assert.Equal(t, "Val", s["selected"])
	cs, ok := s["creatures"].([]any)
	require.True(t, ok, "creatures is no list: %v", s["creatures"])
	assert.Len(t, cs, len(b.Encounter().Creatures), "creatures in the state")
	for _, c := range cs {
		m := c.(map[string]any)
		assert.IsType(t, []any{}, m["state"], "creature %v has no state list", m["id"])
	}
	ov := s["overlays"].(map[string]any)
	for _, k := range []string{"movement", "path", "reach", "flanking", "cover"} {
		assert.Equal(t, true, ov[k], "overlay %s", k)
	}
	bts := s["buttons"].([]any)
	require.NotEmpty(t, bts)
	for _, k := range []string{"name", "label", "at", "size", "enabled"} {
		assert.Contains(t, bts[0], k, "a button has no %q", k)
	}
	scr := s["screen"].(map[string]any)
	o := scr["origin"].([]any)
	sq := scr["square"].(float64)
	cx, cy := b.SquareCenter(3, 2)
	gx, gy := o[0].(float64)+3.5*sq, o[1].(float64)+2.5*sq
	assert.Equal(t, [2]float64{cx, cy}, [2]float64{gx, gy}, "origin + (x+0.5)·square is not the square's centre")
}

func TestBenchEncounter(t *testing.T) {
	e, err := BenchEncounter()
	require.NoError(t, err)
	assert.Equal(t, [3]int{100, 100, 60}, [3]int{e.Grid.W, e.Grid.H, len(e.Creatures)}, "bench map width, height and creatures")
	b := NewWith(e, "bench", Options{})
	b.Select(BenchMover)
	mv := b.Movement()
	require.NoError(t, mv.Err)
	assert.GreaterOrEqual(t, len(mv.Squares), 500, "squares the bench mover reaches")
}

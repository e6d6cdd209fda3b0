package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine/files"
	"battlemap/game/input"
	"battlemap/game/ui"
)

// openForm taps the encounter's name and returns the field that opens.
func openForm(t *testing.T, b *Board) ui.Field {
	t.Helper()
	press(t, b, "status:name")
	f, ok := b.Field()
	require.True(t, ok, "no text field after tapping the name")
	return f
}

// commit hands the board text typed in the name field, as the platform's
// text entry does.
func commit(b *Board, text string) {
	b.Handle(input.Event{Action: input.TextCommit, Field: nameField, Text: text})
}

func TestRenameThroughTheForm(t *testing.T) {
	b := demo(t)
	chip := button(t, b, "status:name")
	assert.Equal(t, "Demo: the goblin warren", chip.Label, "the name button shows the encounter's name")
	assert.True(t, b.StatusRect().Contains(chip.Rect.X, chip.Rect.Y), "the name button is not in the status panel")
	f := openForm(t, b)
	assert.Equal(t, nameField, f.Name)
	assert.Equal(t, "Demo: the goblin warren", f.Text, "the field opens with the name")
	assert.True(t, b.MapRect().Contains(f.Rect.X, f.Rect.Y), "the field %v is not over the map %v", f.Rect, b.MapRect())
	assert.Less(t, f.Rect.Y, b.MapRect().Y+b.MapRect().H/3, "the field is not near the top, above a tablet's keyboard")
	for _, name := range []string{"form:ok", "form:cancel"} {
		assert.True(t, hasButton(b, name), "the form has no %s", name)
	}
	commit(b, "  Goblin ambush ")
	assert.Equal(t, "Goblin ambush", b.Name(), "the name, trimmed")
	assert.Equal(t, "Goblin ambush", b.Encounter().Name, "the encounter's own name")
	_, open := b.Field()
	assert.False(t, open, "the field stays open after the commit")
	assert.Equal(t, "Goblin ambush", button(t, b, "status:name").Label)
	assert.Equal(t, "Goblin ambush", b.State(false, 1).Name, "the state hook's name")
	last, _ := b.Last()
	assert.Contains(t, last, `renamed the encounter "Goblin ambush"`)
	data, err := b.Save()
	require.NoError(t, err)
	e, err := files.LoadEncounter(data)
	require.NoError(t, err)
	assert.Equal(t, "Goblin ambush", e.Name, "the saved file's name")
}

func TestRenameUndoesInTurnWithTheMoves(t *testing.T) {
	b := demo(t)
	click(b, 7, 5)
	click(b, 8, 6) // a move
	openForm(t, b)
	commit(b, "Ambush")
	click(b, 9, 6) // another move
	step := func(a input.Action, name string, val [2]int) {
		t.Helper()
		b.Handle(input.Event{Action: a})
		assert.Equal(t, name, b.Name(), "the name after %s", a)
		assert.Equal(t, val, pos(t, b, "Val"), "Val after %s", a)
	}
	step(input.Undo, "Ambush", [2]int{8, 6})
	step(input.Undo, "Demo: the goblin warren", [2]int{8, 6})
	assert.Contains(t, b.StatusText(), `undone: renamed the encounter "Ambush"`)
	step(input.Undo, "Demo: the goblin warren", [2]int{7, 5})
	step(input.Redo, "Demo: the goblin warren", [2]int{8, 6})
	step(input.Redo, "Ambush", [2]int{8, 6})
	step(input.Redo, "Ambush", [2]int{9, 6})
	b.Handle(input.Event{Action: input.Redo})
	_, isErr := b.Last()
	assert.True(t, isErr, "a redo with nothing left says so")
}

func TestRenameAloneIsUndoneByTheUndoButton(t *testing.T) {
	b := demo(t)
	require.False(t, button(t, b, "bar:undo").Enabled, "Undo enabled with no history")
	openForm(t, b)
	commit(b, "Ambush")
	require.True(t, button(t, b, "bar:undo").Enabled, "Undo greyed after a rename")
	press(t, b, "bar:undo")
	assert.Equal(t, "Demo: the goblin warren", b.Name())
	assert.NotEqual(t, "Ambush", b.Encounter().Name, "the encounter keeps the new name")
	assert.True(t, button(t, b, "bar:redo").Enabled, "Redo greyed after undoing a rename")
	// A new change drops the rename that could be redone.
	click(b, 7, 5)
	click(b, 8, 6)
	assert.False(t, button(t, b, "bar:redo").Enabled, "Redo offered after a new change")
	b.Handle(input.Event{Action: input.Undo})
	b.Handle(input.Event{Action: input.Redo})
	assert.Equal(t, "Demo: the goblin warren", b.Name(), "the dropped rename came back")
	// A rename drops what could be redone, too.
	b.Handle(input.Event{Action: input.Undo})
	require.True(t, b.Encounter().CanRedo())
	openForm(t, b)
	commit(b, "Ambush")
	assert.False(t, button(t, b, "bar:redo").Enabled, "Redo offered after a rename")
}

func TestRenameCancelAndRefusals(t *testing.T) {
	b := demo(t)
	openForm(t, b)
	b.Handle(input.Event{Action: input.TextCancel, Field: nameField})
	_, open := b.Field()
	assert.False(t, open, "Esc leaves the field open")
	assert.Equal(t, "Demo: the goblin warren", b.Name(), "Esc changed the name")
	assert.Contains(t, b.StatusText(), "the name stays Demo: the goblin warren")

	openForm(t, b)
	press(t, b, "form:cancel")
	_, open = b.Field()
	assert.False(t, open, "Cancel leaves the field open")

	openForm(t, b)
	commit(b, "   ")
	assert.Equal(t, "Demo: the goblin warren", b.Name(), "a name of spaces was taken")
	last, isErr := b.Last()
	assert.True(t, isErr, "a name of spaces is refused without an error")
	assert.Contains(t, last, "needs a name")

	openForm(t, b)
	commit(b, "Demo: the goblin warren")
	assert.False(t, b.canUndo(), "renaming to the same name made history")

	commit(b, "Stale")
	assert.Equal(t, "Demo: the goblin warren", b.Name(), "a commit for a field no longer open renamed the encounter")
}

func TestTheFormWaitsForItsAnswer(t *testing.T) {
	b := demo(t)
	f := openForm(t, b)
	x, y := button(t, b, "form:ok").Rect.Center()
	assert.Equal(t, CommitText, b.Handle(input.Event{Action: input.Click, X: x, Y: y}), "OK asks the platform for the text")
	_, open := b.Field()
	assert.True(t, open, "OK closed the field before the text came back")
	// A tap on the form itself does nothing; a tap beside it commits what
	// was typed and does nothing more (Val is not selected).
	fx, fy := f.Rect.X+2, f.Rect.Y-4
	assert.Equal(t, NoEffect, b.Handle(input.Event{Action: input.Click, X: fx, Y: fy}), "a tap on the form")
	vx, vy := at(b, 7, 5)
	require.False(t, b.screen.formR.Contains(vx, vy), "Val's square lies under the form")
	assert.Equal(t, CommitText, b.Handle(input.Event{Action: input.Click, X: vx, Y: vy}), "a tap beside the form")
	assert.Empty(t, b.Selected(), "a tap beside the form selected Val")
	b.Handle(input.Event{Action: input.DragStart, X: vx, Y: vy})
	assert.Empty(t, b.Dragging(), "a drag began while the form waited")
	b.Handle(input.Event{Action: input.Cancel})
	_, open = b.Field()
	assert.False(t, open, "Esc as a command leaves the form open")
}

func TestTheFormFitsSmallAndScaledScreens(t *testing.T) {
	for _, sz := range [][3]float64{{820, 1180, 1}, {1280, 800, 1}, {1920, 1080, 1}, {2560, 1600, 2}} {
		b := demo(t)
		b.SetScreen(sz[0], sz[1], sz[2], nil)
		u := sz[2]
		f := openForm(t, b)
		m, fr := b.MapRect(), b.screen.formR
		assert.True(t, m.Contains(fr.X, fr.Y) && m.Contains(fr.X+fr.W-1, fr.Y+fr.H-1), "%v: the form %v runs out of the map %v", sz, fr, m)
		assert.True(t, fr.Contains(f.Rect.X, f.Rect.Y) && fr.Contains(f.Rect.X+f.Rect.W-1, f.Rect.Y+f.Rect.H-1), "%v: the field %v runs out of the form %v", sz, f.Rect, fr)
		assert.GreaterOrEqual(t, f.Rect.H, 44*u, "%v: the field's height", sz)
		for _, name := range []string{"form:ok", "form:cancel"} {
			bt := button(t, b, name)
			assert.True(t, fr.Contains(bt.Rect.X, bt.Rect.Y) && fr.Contains(bt.Rect.X+bt.Rect.W-1, bt.Rect.Y+bt.Rect.H-1), "%v: %s runs out of the form", sz, name)
			assert.GreaterOrEqual(t, bt.Rect.H, 38*u, "%v: %s's height", sz, name)
		}
		for _, l := range b.Screen().Panel("form").Labels {
			assert.True(t, fr.Contains(l.Rect.X, l.Rect.Y) && l.Rect.Y+l.Rect.H <= fr.Y+fr.H, "%v: the label %q runs out of the form", sz, l.Text)
		}
	}
}

func TestTheNameButtonFitsTheName(t *testing.T) {
	b := demo(t)
	long := strings.Repeat("Goblin warren ", 6)
	openForm(t, b)
	commit(b, long)
	chip := button(t, b, "status:name")
	assert.LessOrEqual(t, chip.Rect.W, float64(nameMost), "the name button grows past its most")
	assert.True(t, strings.HasSuffix(chip.Text, ui.Ellipsis), "a long name is not cut: %q", chip.Text)
	assert.LessOrEqual(t, ui.Guess(chip.Text, chip.Px, true), chip.Rect.W-8, "the name spills out of its button")
	// Wide characters are measured as wide: ten of them take a wider button
	// than ten Latin letters.
	openForm(t, b)
	commit(b, "ゴブリンの巣窟の奥")
	wide := button(t, b, "status:name").Rect.W
	openForm(t, b)
	commit(b, "Goblin den")
	assert.Greater(t, wide, button(t, b, "status:name").Rect.W, "nine wide characters take less room than ten letters")
	// The status lines beside the button keep clear of it.
	name := button(t, b, "status:name").Rect
	for _, l := range b.Screen().Panel("status").Labels {
		if l.Rect.Y < name.Y+name.H && name.Y < l.Rect.Y+l.Rect.H {
			assert.LessOrEqual(t, l.Rect.X+l.Rect.W, name.X, "the status line %q runs under the name", l.Text)
		}
	}
}

func TestSwitchingSystemKeepsTheName(t *testing.T) {
	b := demo(t)
	openForm(t, b)
	commit(b, "Ambush")
	b.Handle(input.Event{Action: input.CycleSystem})
	assert.Equal(t, "Ambush", b.Name(), "the name after switching the system")
	assert.Equal(t, "Ambush", b.Encounter().Name)
	// The switch is a change like any other: undo switches back, the name
	// stays.
	require.True(t, b.canUndo(), "the undo history is kept")
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, "pf2e", b.Encounter().System.ID())
	assert.Equal(t, "Ambush", b.Name())
}

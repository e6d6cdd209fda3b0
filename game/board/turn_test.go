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

// fiveE is a small 5e encounter: M runs past G, who has its reaction.
const fiveE = `{
  "format": "battlemap-encounter/1",
  "name": "Past the guard",
  "system": "dnd5e",
  "map": ["..........", "..........", "..........", "..........", ".........."],
  "creatures": [
    {"id":"M","side":"pcs","size":"medium","at":[1,2],"speed":30,"weapon_reach":0,"aoo":true,"reaction_used":false},
    {"id":"G","side":"monsters","size":"medium","at":[4,1],"speed":30,"weapon_reach":0,"aoo":true,"reaction_used":false}
  ],
  "turn": {"round":0,"active":"","diagonals":0,"moved":0,"was_flat_footed":false},
  "initiative": {"order":[{"id":"M","value":15,"mod":2,"flat_footed":false},{"id":"G","value":10,"mod":1,"flat_footed":false}],"delayed":[]}
}`

func open5e(t *testing.T) *Board {
	t.Helper()
	b, err := New([]byte(fiveE), "5e", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	return b
}

// press clicks the button called name and fails when there is none.
func press(t *testing.T, b *Board, name string) {
	t.Helper()
	x, y := button(t, b, name).Rect.Center()
	b.Handle(input.Event{Action: input.Click, X: x, Y: y})
}

// button returns the button called name, failing when there is none.
func button(t *testing.T, b *Board, name string) ui.Button {
	t.Helper()
	bt, ok := b.Screen().Button(name)
	if !ok {
		var names []string
		for _, bt := range b.Buttons() {
			names = append(names, bt.Name)
		}
		require.Fail(t, "no such button", "no button %q among %v", name, names)
	}
	return bt
}

func hasButton(b *Board, name string) bool {
	_, ok := b.Screen().Button(name)
	return ok
}

// panelButtons returns the buttons of the panel called name.
func panelButtons(t *testing.T, b *Board, name string) []ui.Button {
	t.Helper()
	p := b.Screen().Panel(name)
	require.NotNil(t, p, "no panel %q", name)
	return p.Buttons
}

func TestStripRollsAndRunsTurns(t *testing.T) {
	b := demo(t)
	press(t, b, "init:roll")
	e := b.Encounter()
	require.Len(t, e.Initiative.Order, len(e.Creatures), "rolled entries, one per creature")
	press(t, b, "init:next")
	first := e.Initiative.Order[0].ID
	require.Equal(t, first, e.Turn.Active, "active after Next turn")
	require.Equal(t, 1, e.Turn.Round, "round after Next turn")
	require.Equal(t, first, b.Selected(), "selected after Next turn")
	for _, bt := range panelButtons(t, b, "order") {
		if b.entryID(bt.Name) != "" {
			assert.Equal(t, bt.Name == "init:"+first, bt.Hot, "strip entry %q hot: only the active creature's is", bt.Name)
		}
	}
	for _, bt := range b.Buttons() {
		assert.True(t, bt.Rect.H >= 34 && bt.Rect.W >= 34, "button %q is %v×%v px, smaller than a 9 mm hit target", bt.Name, bt.Rect.W, bt.Rect.H)
	}
	b.Handle(input.Event{Action: input.Delay})
	require.Len(t, e.Initiative.Delayed, 1, "delayed after Delay")
	require.Equal(t, first, e.Initiative.Delayed[0].ID, "delayed after Delay")
	require.True(t, hasButton(b, "delayed:"+first), "%s is not apart in the strip", first)
	second := e.Turn.Active
	press(t, b, "delayed:"+first)
	assert.Equal(t, first, e.Turn.Active, "returning from delay: active")
	assert.Equal(t, e.Initiative.Position(second)+1, e.Initiative.Position(first), "returning from delay: %s right after %s", first, second)
}

func TestStripDragReorders(t *testing.T) {
	b := demo(t)
	b.Handle(input.Event{Action: input.RollInitiative})
	e := b.Encounter()
	last := e.Initiative.Order[len(e.Initiative.Order)-1].ID
	from, to := button(t, b, "init:"+last), button(t, b, "init:"+e.Initiative.Order[0].ID)
	x, y := from.Rect.Center()
	b.Handle(input.Event{Action: input.DragStart, X: x, Y: y})
	b.Handle(input.Event{Action: input.DragMove, X: x, Y: to.Rect.Y + 2})
	drag := b.Screen().Panel("order")
	assert.Len(t, drag.Marks, 1, "no mark where the entry will drop")
	faded, _ := drag.Button("init:" + last)
	assert.True(t, faded.Faded, "the dragged entry's place is not faded")
	b.Handle(input.Event{Action: input.DragEnd, X: x, Y: to.Rect.Y + 2})
	assert.Equal(t, last, e.Initiative.Order[0].ID, "dragging %s to the top: the order starts with", last)
	assert.Empty(t, b.Screen().Panel("order").Marks, "the drop mark stays after the drag")
}

func TestPF2eStepIsOneSquare(t *testing.T) {
	b := demo(t)
	b.Select("Val")
	b.Handle(input.Event{Action: input.StartTurn})
	press(t, b, "act:step")
	require.Equal(t, "act:step", b.Armed(), "armed after pressing Step")
	start := pos(t, b, "Val")
	click(b, start[0]+3, start[1])
	assert.Equal(t, start, pos(t, b, "Val"), "a 15-ft Step moved Val")
	last, isErr := b.Last()
	assert.True(t, isErr && last != "", "a refused Step says %q, want the engine's reason", last)
	click(b, start[0]+1, start[1])
	assert.Equal(t, [2]int{start[0] + 1, start[1]}, pos(t, b, "Val"), "Step to the next square")
	assert.Equal(t, 1, b.Encounter().Turn.Econ.Actions, "actions spent after a Step")
	assert.Empty(t, b.Armed(), "armed after a Step")
}

func TestReactionPromptTakesAndMovesOn(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	click(b, 7, 2)
	e := b.Encounter()
	require.NotNil(t, e.Turn.Pending, "moving past G: no reaction prompt")
	require.True(t, hasButton(b, "react:G:take"), "moving past G: no Take button")
	require.NotZero(t, b.PromptRect().W, "moving past G: the prompt is not shown")
	press(t, b, "act:dash")
	assert.Zero(t, e.Turn.Econ.Dashes, "an action went through while a reaction waited")
	press(t, b, "react:G:take")
	assert.Nil(t, e.Turn.Pending, "after Take the move still waits")
	assert.Equal(t, [2]int{7, 2}, pos(t, b, "M"), "after Take: the move finished")
	assert.True(t, e.Creature("G").ReactionUsed, "after Take: G's reaction is not spent")
	assert.False(t, hasButton(b, "react:G:take"), "the prompt stays after the last answer")
}

func TestDisengageAsBonusAction(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	press(t, b, "act:bonus")
	press(t, b, "act:disengage")
	e := b.Encounter()
	require.True(t, e.Turn.Econ.Disengaged && e.Turn.Econ.Bonus && !e.Turn.Econ.Action,
		"economy %+v, want disengaged with the bonus action", e.Turn.Econ)
	press(t, b, "act:dash")
	click(b, 9, 2)
	last, _ := b.Last()
	assert.Nil(t, e.Turn.Pending, "a disengaged dash past G stopped for a reaction (%s)", last)
	assert.Equal(t, [2]int{9, 2}, pos(t, b, "M"), "a disengaged dash past G (%s)", last)
	assert.Contains(t, e.ActionsWords(), "disengaged")
}

func TestChargeShowsItsEndBeforeConfirming(t *testing.T) {
	b, err := New([]byte(strings.Replace(fiveE, "dnd5e", "pf1e", 1)), "pf1e", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	e := b.Encounter()
	b.Handle(input.Event{Action: input.NextTurn})
	press(t, b, "act:charge")
	gx, gy := at(b, 4, 1)
	b.Handle(input.Event{Action: input.Click, X: gx, Y: gy})
	who, target, end, ok := b.Charge()
	want, err := e.ChargeEnd("M", "G")
	require.NoError(t, err, "the engine refuses the charge")
	require.True(t, ok, "no charge shown")
	require.Equal(t, [2]string{"M", "G"}, [2]string{who, target}, "the charge shown")
	require.Equal(t, want, end, "where the charge shown ends")
	require.NotEqual(t, [2]int{want.X, want.Y}, pos(t, b, "M"), "M moved before the charge was confirmed")
	press(t, b, "act:confirm")
	assert.Equal(t, [2]int{want.X, want.Y}, pos(t, b, "M"), "after confirming")
	assert.True(t, e.Turn.Econ.Charged, "after confirming: economy %+v", e.Turn.Econ)
}

func TestSaveRoundTrips(t *testing.T) {
	b := open5e(t)
	b.Handle(input.Event{Action: input.NextTurn})
	click(b, 2, 2)
	data, err := b.Save()
	require.NoError(t, err)
	e2, err := files.LoadEncounter(data)
	require.NoError(t, err)
	assert.Equal(t, 2, e2.Creature("M").X, "saved and loaded: M's column")
	assert.Equal(t, "M", e2.Turn.Active, "saved and loaded: the turn")
	assert.True(t, e2.CanUndo(), "saved and loaded: no undo history")
	assert.Equal(t, SaveFile, b.Handle(input.Event{Action: input.Save}), "Save does not ask the platform")
	// New asks the library for a new encounter: the one on the board stays
	// in the library, nothing is destroyed.
	assert.Equal(t, LibraryAsk, b.Handle(input.Event{Action: input.NewEncounter}), "New does not ask the library")
	assert.Equal(t, []LibraryRequest{{Kind: "new"}}, b.TakeLibraryRequests())
}

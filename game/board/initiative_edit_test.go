package board

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/game/input"
)

// order spells the initiative order: "M 15, G 10".
func order(b *Board) string {
	var s []string
	for _, en := range b.Encounter().Initiative.Order {
		s = append(s, en.ID+" "+strconv.Itoa(en.Value))
	}
	return strings.Join(s, ", ")
}

func TestPlusMinusChangeValueAndOrder(t *testing.T) {
	b := open5e(t)
	for range 5 {
		press(t, b, "init+:G")
	}
	// 5e: a tie goes to the higher modifier, M's 2 over G's 1.
	require.Equal(t, "M 15, G 15", order(b), "after five + on G")
	press(t, b, "init+:G")
	require.Equal(t, "G 16, M 15", order(b), "after six + on G")
	assert.Equal(t, "G", b.Selected(), "selected after changing G's value")
	press(t, b, "init-:G")
	press(t, b, "init-:M")
	require.Equal(t, "G 15, M 14", order(b), "after − on G and M")
	e := b.Encounter()
	assert.Zero(t, e.Turn.Round, "changing values started a turn")
	assert.Empty(t, e.Turn.Active, "changing values started a turn")
	// Once the fight has begun, only the selected entry has − and +: the
	// active creature's, selected by Next turn.
	press(t, b, "init:next")
	assert.True(t, hasButton(b, "init+:G") && hasButton(b, "init-:G"), "− and + missing on the selected entry G in round %d", e.Turn.Round)
	assert.False(t, hasButton(b, "init+:M") || hasButton(b, "init-:M"), "− and + shown on M, not selected, in round %d", e.Turn.Round)
	assert.Equal(t, b.StripRect().W-2*buttonGap, button(t, b, "init:M").Rect.W, "M's entry without − and + is not the strip's width")
	// Tapping M's entry selects it and moves − and + there; the value
	// changes mid-fight and the turn stays G's, in round 1.
	press(t, b, "init:M")
	require.False(t, hasButton(b, "init+:G"), "after tapping M: − and + still on G")
	require.True(t, hasButton(b, "init+:M"), "after tapping M: no − and + on M")
	press(t, b, "init+:M")
	// 5e: the tie goes to M's higher modifier, as before the fight.
	assert.Equal(t, "M 15, G 15", order(b), "after + on M mid-fight")
	press(t, b, "init+:M")
	assert.Equal(t, "M 16, G 15", order(b), "after + + on M mid-fight")
	assert.Equal(t, "G", e.Turn.Active, "after + + on M mid-fight: whose turn")
	assert.Equal(t, 1, e.Turn.Round, "after + + on M mid-fight: the round")
	assert.Equal(t, "M", b.Selected(), "selected after changing M's value")
	b.Handle(input.Event{Action: input.Undo})
	assert.Equal(t, "M 15, G 15", order(b), "undo")
	assert.Equal(t, "G", e.Turn.Active, "undo: whose turn")
}

func TestValueButtonsAreFingerSized(t *testing.T) {
	for _, ui := range []float64{1, 2} {
		b := open5e(t)
		b.SetScreen(1280*ui, 800*ui, ui, nil)
		entry := button(t, b, "init:M")
		for _, name := range []string{"init-:M", "init+:M", "init:add", "init:remove", "init:ready"} {
			if !hasButton(b, name) {
				continue
			}
			bt := button(t, b, name)
			assert.True(t, bt.Rect.W >= 38*ui && bt.Rect.H >= 38*ui, "ui %v: %s is %v×%v px, under 38×%v", ui, name, bt.Rect.W, bt.Rect.H, ui)
			if strings.HasPrefix(name, "init-") {
				assert.True(t, bt.Rect.Y == entry.Rect.Y && bt.Rect.X >= entry.Rect.X+entry.Rect.W, "ui %v: %s at %v is not beside its entry %v", ui, name, bt.Rect, entry.Rect)
			}
		}
		plus := button(t, b, "init+:M")
		assert.True(t, b.StripRect().Contains(plus.Rect.X+plus.Rect.W-1, entry.Rect.Y+1), "ui %v: + runs out of the strip", ui)
	}
}

func TestAddAndRemoveMidFight(t *testing.T) {
	b := open5e(t)
	seeds := 0
	b.opts.Seed = func() int64 { seeds++; return 42 }
	press(t, b, "init:next") // M's turn, round 1
	b.Handle(input.Event{Action: input.Cancel})
	assert.False(t, button(t, b, "init:remove").Enabled, "Remove enabled with nothing selected")
	press(t, b, "init:G")
	press(t, b, "init:remove")
	e := b.Encounter()
	require.Negative(t, e.Initiative.Position("G"), "after Remove G: %s", order(b))
	require.Equal(t, "M", e.Turn.Active, "after Remove G: whose turn")
	// G is still selected and now outside the order: the place offers Add.
	assert.False(t, hasButton(b, "init:remove"), "Remove offered for G outside the order")
	press(t, b, "init:add")
	i := e.Initiative.Position("G")
	require.GreaterOrEqual(t, i, 0, "after Add G: %s", order(b))
	require.Equal(t, 1, seeds, "seeds taken by Add G")
	assert.True(t, e.Initiative.Order[i].Value >= 1 && e.Initiative.Order[i].Value <= 20, "G joined at %d, want a d20 roll", e.Initiative.Order[i].Value)
	assert.Equal(t, "M", e.Turn.Active, "adding G changed whose turn it is")
	assert.Equal(t, 1, e.Turn.Round, "adding G changed the round")
	// Removing the creature whose turn it is begins the next one's.
	press(t, b, "init:M")
	press(t, b, "init:remove")
	assert.Equal(t, "G", e.Turn.Active, "after removing active M: whose turn (order %s)", order(b))
	assert.Equal(t, "G", b.Selected(), "after removing active M: selected")
	assert.Negative(t, e.Initiative.Position("M"), "after removing active M: %s", order(b))
	b.Handle(input.Event{Action: input.Undo})
	assert.GreaterOrEqual(t, e.Initiative.Position("M"), 0, "undo did not bring M back: %s", order(b))
	assert.Equal(t, "M", e.Turn.Active, "undo: whose turn")
}

func TestReadyMarksTheEntry(t *testing.T) {
	b := open5e(t)
	assert.False(t, hasButton(b, "init:ready") || hasButton(b, "init:delay"), "Ready or Delay shown before the first turn")
	press(t, b, "init:next")
	press(t, b, "init:ready")
	e := b.Encounter()
	assert.Empty(t, e.Initiative.Order[0].Ready, "nothing is readied while it is typed")
	b.Handle(input.Event{Action: input.TextCommit, Field: readyField, Text: ""})
	require.Equal(t, readyTrigger, e.Initiative.Order[0].Ready, "an empty field readies the default")
	assert.Contains(t, button(t, b, "init:M").Label, "ready: readied action", "M's entry shows what it readied")
	assert.Equal(t, "Drop ready", button(t, b, "init:ready").Label, "the Ready button for a readied creature")
	press(t, b, "init:ready")
	assert.Empty(t, e.Initiative.Order[0].Ready, "after Drop ready")
	press(t, b, "init:ready")
	b.Handle(input.Event{Action: input.TextCancel, Field: readyField})
	assert.Empty(t, e.Initiative.Order[0].Ready, "a cancelled form readies nothing")
	press(t, b, "init:ready")
	b.Handle(input.Event{Action: input.TextCommit, Field: readyField, Text: "G comes near: Attack"})
	assert.Equal(t, "G comes near: Attack", e.Initiative.Order[0].Ready)
	b.Select("M")
	assert.Contains(t, b.StatusText(), "ready: G comes near: Attack", "the selection's line shows the trigger")
	press(t, b, "init:next") // G's turn: M's marker stays until its own turn
	assert.Equal(t, "G comes near: Attack", e.Initiative.Order[0].Ready, "after G's turn began: M's marker is gone")
	assert.Contains(t, button(t, b, "init:M").Label, "G comes near", "on G's turn M's entry still shows it")
	assert.NotContains(t, button(t, b, "init:G").Label, "ready", "after G's turn began: G's entry")
	b.SetView(PlayersScreen)
	assert.Contains(t, button(t, b, "init:M").Label, "G comes near", "the players' screen shows it too")
	b.SetView(GMScreen)
	press(t, b, "init:next") // M's turn again: the marker is gone
	require.Equal(t, "M", e.Turn.Active)
	assert.Empty(t, e.Initiative.Order[0].Ready)
	assert.NotContains(t, button(t, b, "init:M").Label, "ready", "the marker lasts until M's next turn")
	// An empty field now readies what M readied last.
	press(t, b, "init:ready")
	f, ok := b.Field()
	require.True(t, ok)
	assert.Equal(t, "G comes near: Attack", f.Hint)
	b.Handle(input.Event{Action: input.TextCommit, Field: readyField})
	assert.Equal(t, "G comes near: Attack", e.Initiative.Order[0].Ready)
}

func TestDemoOrderFitsTheStrip(t *testing.T) {
	b := demo(t)
	fits := func(when string) {
		t.Helper()
		sr := b.StripRect()
		for _, p := range []string{"strip", "order"} {
			for _, bt := range panelButtons(t, b, p) {
				assert.LessOrEqual(t, bt.Rect.Y+bt.Rect.H, sr.Y+sr.H+0.5, "%s: %s ends below the strip", when, bt.Name)
			}
		}
	}
	b.Handle(input.Event{Action: input.RollInitiative})
	fits("before the first turn")
	b.Handle(input.Event{Action: input.NextTurn})
	fits("in round 1")
	// Mid-fight the selected entry has − and +, finger-sized, and its row
	// does not run into the next entry; select the last one too.
	in := b.Encounter().Initiative.Order
	for _, id := range []string{b.Encounter().Turn.Active, in[len(in)-1].ID} {
		press(t, b, "init:"+id)
		fits("in round 1, " + id + " selected")
		plus, entry := button(t, b, "init+:"+id), button(t, b, "init:"+id)
		assert.True(t, plus.Rect.H >= valueH && plus.Rect.W >= 38, "%s's + is %v×%v px, under 38", id, plus.Rect.W, plus.Rect.H)
		for _, bt := range panelButtons(t, b, "order") {
			if b.entryID(bt.Name) != "" && bt.Name != entry.Name {
				assert.False(t, bt.Rect.Y < plus.Rect.Y+plus.Rect.H && plus.Rect.Y < bt.Rect.Y+bt.Rect.H, "%s's + %v overlaps the entry %s %v", id, plus.Rect, bt.Name, bt.Rect)
			}
		}
	}
}

package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/game/input"
	"battlemap/game/view"
)

// field is an open PF1e field: M's way east past G costs less through
// G's space than around it, and A stands aside.
const field = `{"format":"battlemap-encounter/2","system":"pf1e","map":["..........","..........","..........","..........","..........","..........","..........","..........","..........",".........."],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0],"speed":30,"aoo":true},
{"id":"G","side":"monsters","size":"small","at":[2,0],"speed":30,"aoo":true,"max_hp":7,"hp":7},
{"id":"A","side":"pcs","size":"medium","at":[9,9],"speed":30}]}`

// openField opens the field on M's turn.
func openField(t *testing.T) *Board {
	t.Helper()
	b, err := New([]byte(field), "field", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	require.True(t, b.apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "M", Value: 20}, {ID: "G", Value: 10}}}))
	b.Handle(input.Event{Action: input.NextTurn})
	require.Equal(t, "M", b.Encounter().Turn.Active)
	return b
}

// panelSpot returns a point of panel r (on the map) that is on none of its
// buttons, with A's token moved under it.
func panelSpot(t *testing.T, b *Board, rect func() view.Rect) (float64, float64) {
	t.Helper()
	b.layout()
	r := rect()
	require.NotZero(t, r.W, "the panel is open")
	for y := r.Y + 4; y < r.Y+r.H; y += 6 {
		for x := r.X + 4; x < r.X+r.W; x += 6 {
			if _, _, on := b.buttonAt(x, y); on {
				continue
			}
			sx, sy := b.Camera().Square(x, y)
			if !b.Encounter().Grid.In(sx, sy) || b.Encounter().Creature("M").Rect().Contains(sx, sy) || b.Encounter().Creature("G").Rect().Contains(sx, sy) {
				continue
			}
			require.True(t, b.apply(engine.PlaceCreature{ID: "A", X: sx, Y: sy}))
			require.Equal(t, "A", b.CreatureAtScreen(x, y), "A's token lies under the panel")
			return x, y
		}
	}
	t.Fatal("no spot of the panel over the map beside its buttons")
	return 0, 0
}

// gesturesKeptByThePanel drags, pans, long-presses and right-clicks from
// (x,y) on a panel over A's token, and checks that none reaches the map.
func gesturesKeptByThePanel(t *testing.T, b *Board, x, y float64, what string) {
	t.Helper()
	from := pos(t, b, "A")
	sel, cam := b.Selected(), b.Camera()
	tx, ty := at(b, 5, 5)
	b.Handle(input.Event{Action: input.DragStart, X: x, Y: y})
	b.Handle(input.Event{Action: input.DragMove, X: tx, Y: ty})
	b.Handle(input.Event{Action: input.DragEnd, X: tx, Y: ty})
	assert.Equal(t, from, pos(t, b, "A"), "a drag from the %s moved the token under it", what)
	assert.Equal(t, sel, b.Selected(), "a drag from the %s selected the token under it", what)
	b.Handle(input.Event{Action: input.DragStart, X: x, Y: y, Touch: true})
	b.Handle(input.Event{Action: input.DragMove, X: tx, Y: ty, Touch: true})
	b.Handle(input.Event{Action: input.DragEnd, X: tx, Y: ty, Touch: true})
	assert.Equal(t, from, pos(t, b, "A"), "a finger's drag from the %s moved the token under it", what)
	b.Handle(input.Event{Action: input.Pan, X: x, Y: y, DX: 120, DY: 80})
	assert.Equal(t, cam, b.Camera(), "a pan from the %s moved the map", what)
	b.Handle(input.Event{Action: input.Target, X: x, Y: y, Touch: true})
	assert.Zero(t, b.MenuRect().W, "a long press on the %s opened the target menu", what)
	b.Handle(input.Event{Action: input.Target, X: x, Y: y})
	assert.Empty(t, b.Target(), "a right-click on the %s targeted the token under it", what)
}

// TestDragsOnTheHitPointPanel: a drag, a pan and a long press that start
// on the hit point panel are the panel's; the map under it stays put.
// Started beside it, the same drag moves the token.
func TestDragsOnTheHitPointPanel(t *testing.T) {
	b := openField(t)
	b.Select("G")
	press(t, b, "hp:open")
	press(t, b, "hp:conds") // the panel at its tallest
	x, y := panelSpot(t, b, func() view.Rect { return b.screen.vitalsR })
	gesturesKeptByThePanel(t, b, x, y, "hit point panel")
	assert.True(t, b.vitals.open, "the panel stays open")

	// Beside the panel, and where it was once closed, the map takes them.
	cam := b.Camera()
	sx, sy := at(b, 9, 0)
	b.Handle(input.Event{Action: input.Pan, X: sx, Y: sy, DX: 30, DY: 0})
	assert.NotEqual(t, cam, b.Camera(), "a pan from the map moves it")
	press(t, b, "hp:close")
	sx, sy = at(b, 9, 0)
	ax, ay := at(b, pos(t, b, "A")[0], pos(t, b, "A")[1])
	require.False(t, b.onMapPanel(ax, ay), "the panel is closed to its button")
	b.Handle(input.Event{Action: input.DragStart, X: ax, Y: ay})
	b.Handle(input.Event{Action: input.DragMove, X: sx, Y: sy})
	b.Handle(input.Event{Action: input.DragEnd, X: sx, Y: sy})
	assert.Equal(t, [2]int{9, 0}, pos(t, b, "A"), "a drag from A's token moves it")
}

// TestDragsOnTheOverrunOffer: with the overrun offer open, a drag from it
// moves no token under it and leaves the offer open.
func TestDragsOnTheOverrunOffer(t *testing.T) {
	b := openField(t)
	b.Select("M")
	click(b, 4, 0)
	require.True(t, b.offer.open, "the way east runs through G: %s", b.StatusText())
	x, y := panelSpot(t, b, func() view.Rect { return b.screen.offerR })
	gesturesKeptByThePanel(t, b, x, y, "overrun offer")
	assert.True(t, b.offer.open, "the offer stays open")
	assert.Equal(t, [2]int{0, 0}, pos(t, b, "M"))
	press(t, b, "ov:success")
	assert.False(t, b.offer.open)
	require.NotNil(t, b.Encounter().Turn.Pending, "the offer still answers: the overrun provokes from G")
	assert.Equal(t, "M", b.Encounter().Turn.Pending.Who)
}

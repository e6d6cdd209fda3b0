package board

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/game/input"
	"battlemap/grid"
)

// twoRooms opens the table's test encounter: the heroes west of a closed
// door, the monsters east of it.
func twoRooms(t *testing.T) *Board {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "table", "two-rooms.json"))
	require.NoError(t, err)
	b, err := New(data, "two-rooms.json", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	return b
}

func shownIDs(b *Board) string {
	var out []string
	for _, c := range b.State(false, 1).Creatures {
		out = append(out, c.ID)
	}
	return strings.Join(out, " ")
}

// TestFogToolsAndHiding lays the fog with the table column's room tool,
// a rectangle dragged and the brush, hides a goblin, and reads what the
// players' screen lists; each stroke is one undo step.
func TestFogToolsAndHiding(t *testing.T) {
	b := twoRooms(t)
	press(t, b, "bar:table")
	press(t, b, "table:room+")
	click(b, 2, 2)
	require.NotNil(t, b.Encounter().Players.Fog)
	assert.Equal(t, 63, b.Encounter().Players.Fog.Count(), "the west room with its walls")
	assert.Equal(t, "Val Kai G3 G1 G2 Ogre", shownIDs(b), "the GM's screen lists everyone")

	pl := twoRooms(t)
	pl.SetView(PlayersScreen)
	require.NoError(t, pl.FollowOpen(mustSave(t, b), false))
	assert.Equal(t, "Val Kai G3", shownIDs(pl), "the players see the west room")
	assert.Equal(t, "players", pl.State(false, 1).View)

	// A rectangle dragged over the east room's top row reveals G1.
	press(t, b, "table:room+") // disarm
	press(t, b, "table:rect+")
	drag(b, 9.5, 1.5, 14.5, 1.5)
	assert.True(t, b.Encounter().Players.Revealed(12, 1))
	assert.False(t, b.Encounter().Players.Revealed(12, 2))
	// The brush hides around (12,1) again: one step.
	press(t, b, "table:brush-")
	drag(b, 12.5, 1.5, 12.5, 1.5)
	assert.False(t, b.Encounter().Players.Revealed(12, 1))
	require.True(t, b.Encounter().Undo())
	assert.True(t, b.Encounter().Players.Revealed(12, 1), "the brush stroke is one undo step")

	press(t, b, "table:brush-") // disarm
	click(b, 10, 1)
	require.Equal(t, "G1", b.Selected())
	press(t, b, "table:hide")
	assert.True(t, b.Encounter().Creature("G1").Hidden)
	require.NoError(t, pl.FollowOpen(mustSave(t, b), false))
	assert.Equal(t, "Val Kai G3", shownIDs(pl), "G1 is revealed but hidden")

	// The initiative the players see lists only whom they see.
	require.True(t, b.apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "Val", Value: 20}, {ID: "G1", Value: 15}, {ID: "G3", Value: 12}, {ID: "Ogre", Value: 3}}}))
	require.NoError(t, pl.FollowOpen(mustSave(t, b), false))
	var order []string
	for _, en := range pl.State(false, 1).Initiative.Order {
		order = append(order, en.ID)
	}
	assert.Equal(t, []string{"Val", "G3"}, order, "no hidden G1, no fogged Ogre in the players' initiative")
	order = nil
	for _, en := range b.State(false, 1).Initiative.Order {
		order = append(order, en.ID)
	}
	assert.Equal(t, []string{"Val", "G1", "G3", "Ogre"}, order, "the GM's lists them all")

	// A room tool on a wall is refused, and disarms.
	press(t, b, "table:room+")
	click(b, 0, 0)
	_, isErr := b.Last()
	assert.True(t, isErr)
	assert.False(t, button(t, b, "table:room+").Hot, "a refused tool disarms")
}

// TestLineOfSightFollowsTheDoor turns line of sight on: the party sees
// its room; the open door shows the goblin behind it, and what was seen
// stays explored, without its creatures, when the door closes again.
func TestLineOfSightFollowsTheDoor(t *testing.T) {
	b := twoRooms(t)
	set := b.Encounter().Players.Settings()
	set.Sight = true
	require.True(t, b.apply(set))
	b.SetView(PlayersScreen)
	assert.Equal(t, "Val Kai G3", shownIDs(b))
	assert.Equal(t, Unseen, b.SquareShown(12, 3))
	require.True(t, b.apply(engine.SetDoor{Index: 0, Open: true}))
	assert.Equal(t, InSight, b.SquareShown(12, 3))
	assert.Equal(t, "Val Kai G3 G1 G2", shownIDs(b), "Val sees G2 through the door, Kai sees G1; the ogre stands out of line")
	require.True(t, b.apply(engine.SetDoor{Index: 0, Open: false}))
	assert.Equal(t, Explored, b.SquareShown(12, 3), "seen before: explored")
	assert.Equal(t, "Val Kai G3", shownIDs(b), "no creature shows in explored squares")
	st := b.State(false, 1)
	assert.Positive(t, st.Players.Explored)
	assert.Empty(t, st.Log)

	// The same encounter sent whole again keeps what was explored; another
	// starts afresh.
	require.NoError(t, b.FollowOpen(mustSave(t, b), true))
	assert.Equal(t, Explored, b.SquareShown(12, 3))
	require.NoError(t, b.FollowOpen(mustSave(t, b), false))
	assert.Equal(t, Unseen, b.SquareShown(12, 3))
}

// TestPlayersScreenChangesNothing: on the players' screen a click selects
// and moves nothing, keys do nothing, and a long press on a corner asks
// before showing the GM's screen.
func TestPlayersScreenChangesNothing(t *testing.T) {
	b := twoRooms(t)
	b.SetView(PlayersScreen)
	for _, bt := range b.Buttons() {
		assert.False(t, strings.HasPrefix(bt.Name, "bar:") || strings.HasPrefix(bt.Name, "table:"), "control %s on the players' screen", bt.Name)
	}
	click(b, 2, 3)
	click(b, 3, 3)
	assert.Equal(t, [2]int{2, 3}, pos(t, b, "Val"))
	b.Handle(input.Event{Action: input.Undo})
	b.Handle(input.Event{Action: input.CycleSystem})
	assert.Equal(t, "pf2e", b.Encounter().System.ID())
	b.Handle(input.Event{Action: input.Target, X: 400, Y: 400, Touch: true})
	assert.False(t, hasButton(b, "view:gm"), "a long press off the corners does nothing")
	b.Handle(input.Event{Action: input.Target, X: 5, Y: 5, Touch: true})
	press(t, b, "view:stay")
	assert.Equal(t, PlayersScreen, b.View())
	b.Handle(input.Event{Action: input.Target, X: 5, Y: 795, Touch: true})
	press(t, b, "view:gm")
	assert.Equal(t, GMScreen, b.View())
}

// TestATapDoesNotMoveAToken: with a finger, a tap on an empty square drops
// the selection; with a move armed, the first tap shows the path and the
// second moves; a refused move disarms.
func TestATapDoesNotMoveAToken(t *testing.T) {
	b := twoRooms(t)
	tap := func(x, y int) {
		sx, sy := at(b, x, y)
		b.Handle(input.Event{Action: input.Click, X: sx, Y: sy, Touch: true})
	}
	tap(2, 3)
	require.Equal(t, "Val", b.Selected())
	tap(4, 3)
	assert.Equal(t, [2]int{2, 3}, pos(t, b, "Val"), "a tap alone never moves")
	assert.Equal(t, "", b.Selected(), "a tap on an empty square drops the selection")

	require.True(t, b.apply(engine.StartTurn{Who: "Val"}))
	b.Select("Val")
	press(t, b, "act:step")
	tap(3, 3)
	assert.Equal(t, [2]int{2, 3}, pos(t, b, "Val"), "the first tap shows the path")
	last, _ := b.Last()
	assert.Contains(t, last, "tap (3,3) again")
	tap(3, 3)
	assert.Equal(t, [2]int{3, 3}, pos(t, b, "Val"), "the second tap steps")

	press(t, b, "act:step")
	tap(6, 6)
	tap(6, 6)
	_, isErr := b.Last()
	assert.True(t, isErr, "a Step of three squares is refused")
	assert.Equal(t, "", b.Armed(), "a refused action disarms")
}

func mustSave(t *testing.T, b *Board) []byte {
	t.Helper()
	data, err := b.Save()
	require.NoError(t, err)
	return data
}

// TestWordsForTheTable: the hover band is the system's (5e has no "one
// action" of movement), one diagonal is singular, and a PF1e creature
// after a 5-foot step has no movement, though its move action is left.
func TestWordsForTheTable(t *testing.T) {
	assert.Equal(t, "its movement", bandWords("dnd5e", 1))
	assert.Equal(t, "one Stride", bandWords("pf2e", 1))
	assert.Equal(t, "a double move", bandWords("pf1e", 2))

	b := open5e(t)
	click(b, 1, 2)
	b.SetHover(2, 2)
	assert.NotContains(t, b.StatusText(), "one action")
	assert.Contains(t, b.StatusText(), "(its movement)")

	p := twoRooms(t)
	require.True(t, p.apply(engine.SetSystem{System: "pf1e"}))
	require.True(t, p.apply(engine.StartTurn{Who: "Val"}))
	require.True(t, p.apply(engine.TurnMove{Who: "Val", X: 3, Y: 3, Mode: engine.ModeStep}))
	p.Select("Val")
	assert.Contains(t, p.StatusText(), "no movement (a 5-foot step allows no other movement this round")
	assert.NotContains(t, p.StatusText(), "0 move actions")

	// One diagonal is one, not "1 diagonals".
	d := twoRooms(t)
	val := d.Encounter().Creature("Val")
	require.True(t, d.apply(engine.StartTurn{Who: "Val"}))
	require.True(t, d.apply(engine.TurnMove{Who: "Val", X: val.X + 1, Y: val.Y + 1, Mode: engine.ModeStep}))
	require.Equal(t, 1, d.Encounter().Turn.Diagonals, "a diagonal Step")
	assert.Contains(t, d.StatusText(), "moved 5 ft, 1 diagonal")
	assert.NotContains(t, d.StatusText(), "1 diagonals")
}

// TestAStandThatProvokesSaysWhereItCarriesOn: a PF1e creature standing up
// next to an enemy provokes; the status does not send it on to the square
// it stands in.
func TestAStandThatProvokesSaysWhereItCarriesOn(t *testing.T) {
	b := twoRooms(t)
	require.True(t, b.apply(engine.SetSystem{System: "pf1e", AoO: map[string]bool{"G3": true}}))
	require.True(t, b.apply(engine.PlaceCreature{ID: "Val", X: 4, Y: 1, W: 1, H: 1}))
	require.True(t, b.apply(engine.StartTurn{Who: "Val"}))
	require.True(t, b.apply(engine.DropProne{Who: "Val"}))
	require.True(t, b.apply(engine.EndTurn{}))
	require.True(t, b.apply(engine.StartTurn{Who: "Val"}))
	require.True(t, b.apply(engine.Stand{Who: "Val"}))
	require.NotNil(t, b.Encounter().Turn.Pending, "standing up next to G3 provokes")
	assert.Contains(t, b.StatusText(), "then it carries on where it stands")
	assert.NotContains(t, b.StatusText(), "goes on to")
}

// TestAHiddenEnemyStillReacts: a hidden goblin's reach still stops a
// move, and the GM's prompt says it is hidden from the players; the
// players' screen shows neither the prompt nor the goblin.
func TestAHiddenEnemyStillReacts(t *testing.T) {
	b := twoRooms(t)
	require.True(t, b.apply(engine.SetSystem{System: "pf1e", AoO: map[string]bool{"G3": true}}))
	require.True(t, b.apply(engine.SetHidden{ID: "G3", Hidden: true}))
	require.True(t, b.apply(engine.PlaceCreature{ID: "Val", X: 4, Y: 2, W: 1, H: 1}))
	require.True(t, b.apply(engine.StartTurn{Who: "Val"}))
	require.True(t, b.apply(engine.TurnMove{Who: "Val", X: 2, Y: 5, Mode: engine.ModeMove}))
	require.NotNil(t, b.Encounter().Turn.Pending, "leaving G3's reach provokes, hidden or not")
	var text []string
	for _, l := range b.Screen().Panel("prompt").Labels {
		text = append(text, l.Text)
	}
	assert.Contains(t, strings.Join(text, "\n"), "G3 may attack Val")
	assert.Contains(t, strings.Join(text, "\n"), "hidden from the players")
	b.SetView(PlayersScreen)
	assert.Empty(t, b.Screen().Panel("prompt").Labels)
	assert.NotContains(t, shownIDs(b), "G3")
	assert.Nil(t, b.State(false, 1).Turn.Pending)
}

// TestHitPointsShowAsTheGMChooses: the GM sees the numbers; the players
// see their own, and the monsters' as the GM sets it: nothing, bloodied at
// half or less, a bar, the numbers. A creature whose hit points are not
// tracked shows none.
func TestHitPointsShowAsTheGMChooses(t *testing.T) {
	b := twoRooms(t)
	g3 := b.Encounter().Creature("G3")
	_, ok := b.HitPoints(g3)
	assert.False(t, ok, "no hit points when none are tracked")
	for _, id := range []string{"G3", "Val"} {
		require.NoError(t, b.enc.Apply(engine.SetHP{Who: id, HP: 5, Max: 12}))
	}
	hp, ok := b.HitPoints(g3)
	require.True(t, ok)
	assert.Equal(t, TokenHP{Text: "5/12", Bar: true, Frac: 5.0 / 12}, hp, "the GM sees the numbers")
	_, ok = b.HitPoints(b.Encounter().Creature("Kai"))
	assert.False(t, ok, "a creature without hit points shows none")

	b.SetView(PlayersScreen)
	for _, c := range []struct {
		show engine.HPShown
		want TokenHP
		ok   bool
	}{
		{engine.HPNone, TokenHP{}, false},
		{engine.HPBloodied, TokenHP{Text: "bloodied"}, true},
		{engine.HPBar, TokenHP{Bar: true, Frac: 5.0 / 12}, true},
		{engine.HPExact, TokenHP{Text: "5/12", Bar: true, Frac: 5.0 / 12}, true},
	} {
		b.enc.Players.HP = c.show
		hp, ok := b.HitPoints(g3)
		assert.Equal(t, c.ok, ok, "%v", c.show)
		assert.Equal(t, c.want, hp, "%v", c.show)
		own, ok := b.HitPoints(b.Encounter().Creature("Val"))
		assert.True(t, ok)
		assert.Equal(t, "5/12", own.Text, "the players see their own hit points")
	}
	require.NoError(t, b.enc.Apply(engine.Heal{Who: "G3", Amount: 2}))
	b.enc.Players.HP = engine.HPBloodied
	_, ok = b.HitPoints(g3)
	assert.False(t, ok, "more than half: not bloodied")
	assert.False(t, b.MiniRings())
	b.enc.Players.Minis = true
	assert.True(t, b.MiniRings())
	b.SetView(GMScreen)
	require.NoError(t, b.enc.Apply(engine.SetHP{Who: "G3", HP: 7, Max: 12, Temp: 3}))
	hp, ok = b.HitPoints(g3)
	require.True(t, ok)
	assert.Equal(t, "7+3/12", hp.Text, "temporary hit points are shown beside the current")
}

// darkHall is a dark hall with one orange light near its east end.
const darkHall = `{"format":"battlemap-encounter/2","system":"pf2e",
"map":["............","............","............"],
"scenery":{"lights":[{"at":[8.5,1.5],"range":2,"intensity":1,"color":"ffff8800"}],"environment":{"baked_lighting":false,"ambient_light":"ff101010"}},
"players":{"sight":true},
"creatures":[{"id":"Val","side":"pcs","size":"medium","at":[0,1]},{"id":"H","side":"monsters","size":"medium","at":[4,1]},{"id":"G","side":"monsters","size":"medium","at":[8,1]}]}`

// TestDarknessShowsWhatTheLightsLight: on a dark map the party sees the
// goblin under the light, not the one in the dark between; with the
// ambient light up, both.
func TestDarknessShowsWhatTheLightsLight(t *testing.T) {
	b, err := New([]byte(darkHall), "hall", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	b.SetView(PlayersScreen)
	assert.True(t, b.Dark())
	assert.Equal(t, "Val G", shownIDs(b), "H stands in the dark")
	assert.Equal(t, InSight, b.SquareShown(9, 1))
	assert.Equal(t, Unseen, b.SquareShown(4, 1))
	assert.Equal(t, InSight, b.SquareShown(0, 1), "the square Val stands in")
	assert.Equal(t, Unseen, b.SquareShown(1, 1))
	n := 0
	b.Lights(func(c uint32, sq grid.Squares) {
		n++
		assert.Equal(t, uint32(0xffff8800), c)
		assert.True(t, sq.Has(8, 1))
		assert.False(t, sq.Has(5, 1), "beyond the light's 2 squares")
	})
	assert.Equal(t, 1, n)

	look := *b.Encounter().Scenery
	look.Environment.AmbientLight = "ffffffff"
	require.True(t, b.apply(engine.SetScenery{Scenery: &look}))
	assert.False(t, b.Dark())
	assert.Equal(t, "Val H G", shownIDs(b))

	v, ok := Brightness("80ffffff")
	assert.True(t, ok)
	assert.InDelta(t, 0.5, v, 0.01)
	_, ok = Brightness("orange")
	assert.False(t, ok)
}

// TestPlayersOverlaysAsTheGMAllows: the players' screen draws no overlay
// until the GM allows it; then the moves of the creature whose turn it is
// and the reach of a creature they point at, but never a hidden one's, nor
// paths, flanking or cover.
func TestPlayersOverlaysAsTheGMAllows(t *testing.T) {
	b := twoRooms(t)
	require.True(t, b.apply(engine.StartTurn{Who: "Val"}))
	b.SetView(PlayersScreen)
	b.SetHover(5, 1) // G3
	assert.Nil(t, b.Movement())
	assert.Nil(t, b.Threat())
	set := b.enc.Players.Settings()
	set.Moves, set.Reach = true, true
	require.True(t, b.apply(set))
	require.NotNil(t, b.Movement())
	assert.Equal(t, "Val", b.Movement().Who)
	assert.NotNil(t, b.Threat(), "G3's reach, pointed at")
	require.True(t, b.apply(engine.SetHidden{ID: "G3", Hidden: true}))
	assert.Nil(t, b.Threat(), "a hidden creature's reach is not drawn for the players")
	assert.Nil(t, b.Flanking())
	assert.Nil(t, b.Preview())
	assert.Nil(t, b.Cover())
}

// TestTrueScaleByACard: the card starts at 96 pixels an inch, ++ widens
// it; OK sets the density and shows one inch a square; the zoom is locked
// and panning moves by whole squares.
func TestTrueScaleByACard(t *testing.T) {
	b := twoRooms(t)
	press(t, b, "bar:table")
	press(t, b, "table:truescale") // no calibration yet: the card
	card, ok := b.Calibration()
	require.True(t, ok)
	assert.InDelta(t, 96*cardInches, card.W, 0.01)
	press(t, b, "cal:++")
	press(t, b, "cal:ok")
	_, ok = b.Calibration()
	assert.False(t, ok)
	require.True(t, b.TrueScale())
	assert.InDelta(t, 96*1.1, b.PixelsPerInch(), 0.01)
	assert.InDelta(t, b.PixelsPerInch(), b.Camera().Scale, 1e-9, "one inch a square")
	x, y := b.MapRect().Center()
	b.Handle(input.Event{Action: input.Zoom, X: x, Y: y, Factor: 2})
	assert.InDelta(t, b.PixelsPerInch(), b.Camera().Scale, 1e-9, "the zoom is locked")
	ox := b.Camera().OX
	b.Handle(input.Event{Action: input.Pan, DX: 40, DY: 0})
	assert.Equal(t, ox, b.Camera().OX, "less than a square: not yet")
	b.Handle(input.Event{Action: input.Pan, DX: 80, DY: 0})
	assert.InDelta(t, ox+b.Camera().Scale, b.Camera().OX, 1e-9, "a whole square")
	press(t, b, "table:truescale")
	assert.False(t, b.TrueScale())
}

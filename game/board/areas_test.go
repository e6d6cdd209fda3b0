package board

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"

	"battlemap/assets"
	"battlemap/engine"
	"battlemap/engine/area"
	"battlemap/game/input"
	"battlemap/game/ui"
	"battlemap/grid"
)

// areaBoard opens an encounter of system on the map rows, with walls
// [x1,y1,x2,y2] and creatures "ID:side:size:x,y", on a 1280×800 screen
// with the Areas tool on.
func areaBoard(t *testing.T, system string, rows []string, walls [][4]float64, creatures ...string) *Board {
	t.Helper()
	type fc struct {
		ID    string `json:"id"`
		Side  string `json:"side"`
		Size  string `json:"size"`
		At    [2]int `json:"at"`
		Speed int    `json:"speed"`
	}
	var cs []fc
	for _, c := range creatures {
		p := strings.Split(c, ":")
		require.Len(t, p, 4, c)
		var x, y int
		_, err := fmt.Sscanf(p[3], "%d,%d", &x, &y)
		require.NoError(t, err, c)
		cs = append(cs, fc{p[0], p[1], p[2], [2]int{x, y}, 30})
	}
	if walls == nil {
		walls = [][4]float64{}
	}
	f := map[string]any{"format": "battlemap-encounter/1", "name": "areas", "system": system, "map": rows, "walls": walls, "creatures": cs}
	data, err := json.Marshal(f)
	require.NoError(t, err)
	b, err := New(data, "areas", Options{})
	require.NoError(t, err)
	b.SetScreen(1280, 800, 1, nil)
	press(t, b, "bar:areas")
	require.True(t, b.Areas())
	return b
}

// open returns n rows of w open squares.
func openRows(w, n int) []string {
	rows := make([]string, n)
	for i := range rows {
		rows[i] = strings.Repeat(".", w)
	}
	return rows
}

// fingerAt taps the map with a finger at grid point (gx,gy).
func fingerAt(b *Board, gx, gy float64) {
	x, y := b.Camera().ToScreen(gx, gy)
	b.Handle(input.Event{Action: input.Click, X: x, Y: y, Touch: true})
}

// dragGrid drags a finger from grid point (x0,y0) to (x1,y1) and, unless
// cancel, lifts it there; cancel puts a second finger down instead.
func dragGrid(b *Board, x0, y0, x1, y1 float64, cancel bool) {
	sx, sy := b.Camera().ToScreen(x0, y0)
	ex, ey := b.Camera().ToScreen(x1, y1)
	b.Handle(input.Event{Action: input.DragStart, X: sx, Y: sy, Touch: true})
	b.Handle(input.Event{Action: input.DragMove, X: (sx + ex) / 2, Y: (sy + ey) / 2, Touch: true})
	b.Handle(input.Event{Action: input.DragMove, X: ex, Y: ey, Touch: true})
	if cancel {
		b.Handle(input.Event{Action: input.DragCancel, X: ex, Y: ey, Touch: true})
		return
	}
	b.Handle(input.Event{Action: input.DragEnd, X: ex, Y: ey, Touch: true})
}

// template returns the template's state, failing without one.
func templateState(t *testing.T, b *Board) *AreaState {
	t.Helper()
	st := b.State(false, 1)
	require.NotNil(t, st.Template, "no template in the state (status %q)", b.StatusText())
	return st.Template
}

// shapeOf presses the shape's button.
func shapeOf(t *testing.T, b *Board, s area.Shape) {
	t.Helper()
	press(t, b, "areas:shape-"+s.String())
}

// goMeasure measures with the app's own font (Go Bold, as game/text.go
// sets it), not the tests' guess.
func goMeasure(t *testing.T) ui.Measure {
	t.Helper()
	f, err := opentype.Parse(gobold.TTF)
	require.NoError(t, err)
	faces := map[int]font.Face{}
	return func(s string, px float64, bold bool) float64 {
		k := int(math.Round(px))
		if faces[k] == nil {
			fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(k), DPI: 72, Hinting: font.HintingFull})
			require.NoError(t, err)
			faces[k] = fc
		}
		return float64(font.MeasureString(faces[k], s)) / 64
	}
}

// TestAreasButtonKeepsTheBarToOneRow: with the Areas button the bar still
// fits one row of a laptop's 1280 px, on the desktop and on the web page
// (whose Download is longer than Save), in the app's font.
func TestAreasButtonKeepsTheBarToOneRow(t *testing.T) {
	for _, web := range []bool{false, true} {
		b, err := New(assets.Demo, "demo", Options{Web: web})
		require.NoError(t, err)
		b.SetScreen(1280, 800, 1, goMeasure(t))
		bar := panelButtons(t, b, "bar")
		require.True(t, hasButton(b, "bar:areas"))
		for _, bt := range bar {
			assert.Equal(t, bar[0].Rect.Y, bt.Rect.Y, "web %v: %s went to a second row of the bar", web, bt.Name)
		}
	}
	// Every button of the column, in both modes and on a portrait
	// tablet, is a finger's height.
	for _, size := range [][2]float64{{1280, 800}, {820, 1180}} {
		b := demo(t)
		b.SetScreen(size[0], size[1], 1, nil)
		press(t, b, "bar:areas")
		for _, mode := range []string{"areas:template", "areas:ruler"} {
			press(t, b, mode)
			for _, bt := range panelButtons(t, b, "actions") {
				assert.GreaterOrEqual(t, bt.Rect.H, 36.0, "%v %s: %s", size, mode, bt.Name)
				m := b.MapRect()
				assert.LessOrEqual(t, bt.Rect.Y+bt.Rect.H, m.Y+m.H+0.5, "%v %s: %s runs below the column", size, mode, bt.Name)
			}
		}
	}
}

func TestBurstSnapsToTheNearestGridPoint(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 10), nil, "A:pcs:medium:1,1", "G:monsters:small:6,6")
	require.Equal(t, area.Burst, b.areas.shape, "PF2e's first shape")
	fingerAt(b, 5.3, 5.8)
	ts := templateState(t, b)
	assert.Equal(t, &[2]float64{5, 6}, ts.Origin, "a burst's origin is a grid point")
	assert.Equal(t, 20, ts.Size)
	want, err := area.NewCalc().Compute(b.Encounter(), area.Spec{Shape: area.Burst, Feet: 20, Origin: grid.P(5, 6), HasOrigin: true})
	require.NoError(t, err)
	assert.Len(t, ts.Squares, len(want.Squares), "the engine's squares")
	assert.Equal(t, []AreaHitState{{ID: "G", Cover: "none"}}, ts.Creatures, "G at (6,6) is caught, A at (1,1) is 4 squares away")
	// The size buttons, and a tap elsewhere moves it.
	press(t, b, "areas:bigger")
	fingerAt(b, 2.1, 1.9)
	ts = templateState(t, b)
	assert.Equal(t, 25, ts.Size)
	assert.Equal(t, &[2]float64{2, 2}, ts.Origin)
	assert.Equal(t, []string{"A"}, hitIDs(ts), "G's square (6,6) is 7 squares from (2,2) by the 5-10-5 count, past 25 ft")
}

func hitIDs(as *AreaState) []string {
	var ids []string
	for _, c := range as.Creatures {
		ids = append(ids, c.ID)
	}
	return ids
}

func TestPFConeTurnsThroughEightDirections(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(14, 12), nil, "A:pcs:medium:3,5")
	shapeOf(t, b, area.Cone)
	fingerAt(b, 4.2, 5.4) // beside A's east edge
	ts := templateState(t, b)
	assert.Equal(t, "e", ts.Dir, "a cone starts east")
	assert.Equal(t, &[2]float64{4, 5.5}, ts.Origin, "an orthogonal PF cone leaves from an edge's midpoint")
	press(t, b, "areas:right")
	ts = templateState(t, b)
	assert.Equal(t, "se", ts.Dir)
	assert.Equal(t, &[2]float64{4, 5}, ts.Origin, "a diagonal one from a corner: the origin snaps again")
	// A tap aims it: toward (4,9), south of the origin, is the nearest
	// of the eight directions.
	fingerAt(b, 4.4, 9.1)
	ts = templateState(t, b)
	assert.Equal(t, "s", ts.Dir)
	assert.Nil(t, ts.Toward, "PF cones have no other directions")
	for _, sq := range ts.Squares {
		assert.GreaterOrEqual(t, sq[1], 5, "a cone south of y=5 or 5.5 covers %v", sq)
	}
	press(t, b, "areas:left")
	assert.Equal(t, "se", templateState(t, b).Dir, "turning back from an aimed cone")
	// A drag from the origin moves it, the direction kept.
	o := templateState(t, b).Origin
	dragGrid(b, o[0], o[1], o[0]+3, o[1]+2, false)
	ts = templateState(t, b)
	assert.Equal(t, &[2]float64{o[0] + 3, o[1] + 2}, ts.Origin)
	assert.Equal(t, "se", ts.Dir)
}

func TestFiveECone_AimsAtAnyAngle(t *testing.T) {
	b := areaBoard(t, "dnd5e", openRows(16, 12), nil, "A:pcs:medium:2,2")
	require.Equal(t, area.Sphere, b.areas.shape, "5e's first shape")
	shapeOf(t, b, area.Cone)
	fingerAt(b, 3.1, 3.2)
	fingerAt(b, 9.2, 5.9) // an angle between the directions
	ts := templateState(t, b)
	assert.Equal(t, &[2]float64{3, 3}, ts.Origin)
	assert.Equal(t, &[2]float64{9, 6}, ts.Toward, "a 5e cone aims at the grid point nearest the tap")
	assert.Empty(t, ts.Dir)
	// Dragging away from the template aims it too, on every move.
	dragGrid(b, 12.1, 3.1, 3.2, 9.8, false)
	ts = templateState(t, b)
	assert.Equal(t, &[2]float64{3, 10}, ts.Toward)
}

func TestEmanationAttachesAndMovesWithItsCreature(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 8), nil, "A:pcs:medium:2,2", "G:monsters:medium:4,2")
	shapeOf(t, b, area.Emanation)
	fingerAt(b, 7.5, 5.5) // no creature there
	assert.Nil(t, b.State(false, 1).Template, "a PF2e emanation needs a creature")
	assert.Contains(t, b.StatusText(), "tap a creature")
	fingerAt(b, 2.5, 2.5)
	ts := templateState(t, b)
	assert.Equal(t, "A", ts.From)
	assert.Nil(t, ts.Origin)
	assert.Equal(t, []string{"A", "G"}, hitIDs(ts), "a 10-ft emanation: A's own square is in (PF2e), G two squares east")
	press(t, b, "areas:keep")
	require.Len(t, b.Encounter().Areas, 1)
	require.NoError(t, b.Encounter().Apply(engine.PlaceCreature{ID: "A", X: 8, Y: 5}))
	b.changed()
	pa := b.State(false, 1).Areas[0]
	assert.Equal(t, []string{"A"}, hitIDs(&pa), "the aura went with A, away from G")
	assert.Contains(t, pa.Squares, [2]int{10, 5})
	// In PF1e a Medium creature's emanation issues from a grid point.
	b = areaBoard(t, "pf1e", openRows(12, 8), nil, "A:pcs:medium:2,2", "O:monsters:large:6,2")
	shapeOf(t, b, area.Emanation)
	fingerAt(b, 2.4, 2.3)
	ts = templateState(t, b)
	assert.Empty(t, ts.From)
	assert.Equal(t, &[2]float64{2, 2}, ts.Origin)
	assert.Contains(t, b.StatusText(), "odd side")
	fingerAt(b, 7, 3) // the Large ogre: even sides, its centre a grid point
	assert.Equal(t, "O", templateState(t, b).From)
}

func TestStatusListsTheCaughtWithTheirCover(t *testing.T) {
	// A short wall between the burst's origin (2,3) and the centre of
	// G2's square: the line to its centre is blocked, a corner's is not.
	walls := [][4]float64{{4, 3.2, 4, 3.4}}
	b := areaBoard(t, "pf2e", openRows(12, 8), walls, "G1:monsters:small:3,2", "G2:monsters:small:5,3", "Ogre:monsters:large:0,3", "Far:monsters:medium:10,6")
	press(t, b, "areas:name")
	f, ok := b.Field()
	require.True(t, ok, "the name field opened")
	assert.Equal(t, areaNameField, f.Name)
	b.Handle(input.Event{Action: input.TextCommit, Field: areaNameField, Text: " Fireball "})
	fingerAt(b, 2, 3)
	line := strings.Split(b.StatusText(), "\n")[1]
	assert.True(t, strings.HasPrefix(line, "Fireball: G1, G2 (standard cover, +2 circumstance to Reflex saves), Ogre — "), line)
	assert.NotContains(t, line, "Far")
	// Pointing at G2 says why, with the book's page.
	x, y := b.SquareCenter(5, 3)
	b.Handle(input.Event{Action: input.Hover, X: x, Y: y})
	assert.Contains(t, strings.Split(b.StatusText(), "\n")[0], "G2: its square (5,3) is in the area; standard cover")
	assert.Contains(t, strings.Split(b.StatusText(), "\n")[0], "p.477")
}

func TestKeepHideRemoveAndUndo(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 8), nil, "A:pcs:medium:1,1", "B:monsters:medium:8,6")
	e := b.Encounter()
	require.NoError(t, e.Apply(engine.SetInitiative{Entries: []engine.InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}))
	require.NoError(t, e.Apply(engine.NextTurn{}))
	b.changed()
	assert.False(t, button(t, b, "areas:keep").Enabled, "nothing to keep yet")
	press(t, b, "areas:rounds")
	press(t, b, "areas:rounds") // 2 rounds
	press(t, b, "areas:terrain")
	fingerAt(b, 6, 4)
	press(t, b, "areas:keep")
	require.Len(t, e.Areas, 1)
	ar := e.Areas[0]
	assert.Equal(t, engine.Area{ID: "burst", Name: "Burst", Creator: "A", Rounds: 2, Terrain: 1, Shape: ar.Shape}, ar)
	assert.Equal(t, uint8(1), e.Hamper(6, 4), "it lays difficult terrain the planner prices")
	assert.Nil(t, b.State(false, 1).Template, "kept: the template is off the map")
	st := b.State(false, 1)
	require.Len(t, st.Areas, 1)
	assert.Equal(t, "burst", st.Areas[0].ID)
	assert.Equal(t, "difficult", st.Areas[0].Terrain)
	assert.NotEmpty(t, st.Areas[0].Squares)
	// A second one gets a fresh id.
	fingerAt(b, 3, 3)
	press(t, b, "areas:keep")
	require.Len(t, e.Areas, 2)
	assert.Equal(t, "burst-2", e.Areas[1].ID)
	// Hide the first from the players, then remove it.
	press(t, b, "areas:placed:burst")
	press(t, b, "areas:hide")
	assert.True(t, e.Area("burst").Hidden)
	assert.True(t, b.State(false, 1).Areas[0].Hidden)
	assert.Equal(t, "Show", button(t, b, "areas:hide").Label)
	assert.Contains(t, strings.Split(b.StatusText(), "\n")[1], "hidden from the players")
	press(t, b, "areas:remove")
	assert.Nil(t, e.Area("burst"))
	press(t, b, "bar:undo")
	require.NotNil(t, e.Area("burst"), "undo puts it back")
	assert.True(t, e.Area("burst").Hidden)
	press(t, b, "bar:undo")
	press(t, b, "bar:undo")
	press(t, b, "bar:undo")
	assert.Nil(t, e.Area("burst"), "and takes the placing back")
}

func TestSecondFingerPlacesNothing(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 8), nil, "A:pcs:medium:1,1")
	dragGrid(b, 3, 3, 6, 5, true)
	assert.Nil(t, b.State(false, 1).Template, "a drag cancelled by a second finger left a template")
	fingerAt(b, 3, 3)
	dragGrid(b, 3, 3, 8, 6, true)
	assert.Equal(t, &[2]float64{3, 3}, templateState(t, b).Origin, "the template back where the drag found it")
	dragGrid(b, 3.2, 2.9, 8.1, 6.2, false)
	assert.Equal(t, &[2]float64{8, 6}, templateState(t, b).Origin, "a drag from the origin moves it")
	// Esc takes it off.
	b.Handle(input.Event{Action: input.Cancel})
	assert.Nil(t, b.State(false, 1).Template)
}

func TestTemplateOverAWallSaysWhy(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(12, 8), [][4]float64{{0, 4, 12, 4}}, "A:pcs:medium:1,1")
	fingerAt(b, 5, 4)
	ts := templateState(t, b)
	assert.Contains(t, ts.Error, "lies on wall")
	assert.Empty(t, ts.Squares)
	assert.Contains(t, b.StatusText(), "cannot be placed there")
	assert.False(t, button(t, b, "areas:keep").Enabled)
}

func TestShapesFollowTheSystem(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(8, 8), nil, "A:pcs:medium:1,1")
	for _, s := range area.Shapes("pf2e") {
		assert.True(t, hasButton(b, "areas:shape-"+s.String()))
	}
	assert.False(t, hasButton(b, "areas:shape-sphere"))
	fingerAt(b, 4, 4)
	for b.Encounter().System.ID() != "dnd5e" {
		b.Handle(input.Event{Action: input.CycleSystem})
	}
	button(t, b, "areas:shape-sphere")
	assert.Equal(t, area.Sphere, b.areas.shape, "a shape of the new system")
	assert.Nil(t, b.State(false, 1).Template, "the old template is gone")
}

// TestManyAreasKeepTheColumnOnScreen: with more areas on the map than the
// column has room for, it lists the most recent and the chosen one, and
// every button stays on the screen, a finger's height.
func TestManyAreasKeepTheColumnOnScreen(t *testing.T) {
	b := areaBoard(t, "pf2e", openRows(30, 20), nil, "A:pcs:medium:1,1")
	for i := 0; i < 30; i++ {
		fingerAt(b, float64(2+i%25), float64(3+i/25*5))
		press(t, b, "areas:keep")
	}
	require.Len(t, b.Encounter().Areas, 30)
	check := func(when string) {
		m := b.MapRect()
		for _, bt := range panelButtons(t, b, "actions") {
			assert.GreaterOrEqual(t, bt.Rect.H, 36.0, "%s: %s", when, bt.Name)
			assert.LessOrEqual(t, bt.Rect.Y+bt.Rect.H, m.Y+m.H+0.5, "%s: %s runs below the column", when, bt.Name)
		}
	}
	check("30 areas")
	assert.True(t, hasButton(b, "areas:placed:burst-30"), "the most recent is listed")
	assert.False(t, hasButton(b, "areas:placed:burst"), "the first is not")
	b.chooseArea("burst")
	check("the first chosen")
	assert.True(t, hasButton(b, "areas:placed:burst"), "the chosen one is listed")
	assert.True(t, hasButton(b, "areas:remove"))
}

// TestKeptGreaseSlowsTheWay: an area kept as difficult terrain is priced
// by the movement planner the board asks, and undo takes the price away.
func TestKeptGreaseSlowsTheWay(t *testing.T) {
	b := areaBoard(t, "pf2e", []string{"........", "........"}, nil, "A:pcs:medium:0,0")
	cost := func() int {
		t.Helper()
		b.Select("A")
		b.SetHover(6, 0)
		pv := b.Preview()
		require.NotNil(t, pv)
		require.True(t, pv.OK, pv.Why)
		return pv.Path.Feet()
	}
	before := cost()
	press(t, b, "areas:smaller")
	press(t, b, "areas:smaller")
	press(t, b, "areas:smaller") // 5 ft: the four squares round (3,1)
	press(t, b, "areas:terrain")
	fingerAt(b, 3, 1)
	press(t, b, "areas:keep")
	require.Len(t, b.Encounter().Areas, 1)
	assert.Greater(t, cost(), before, "the grease costs more to cross")
	press(t, b, "bar:undo")
	assert.Equal(t, before, cost(), "undone")
}

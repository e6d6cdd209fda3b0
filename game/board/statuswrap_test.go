package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/game/i18n"
	"battlemap/game/input"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// statusCheck checks the laid-out status panel: no row cut unless cut is
// allowed, every row within the panel and clear of the buttons beside it;
// it returns how many rows the lines take.
func statusCheck(t *testing.T, b *Board, m ui.Measure, cut bool, what string) int {
	t.Helper()
	p := b.Screen().Panel("status")
	require.NotNil(t, p)
	st := b.StatusRect()
	rows := 0
	for _, l := range p.Labels {
		rows += len(l.Rows)
		assert.True(t, l.Rect.Y >= st.Y && l.Rect.Y+l.Rect.H <= st.Y+st.H+0.01, "%s: the line %q leaves the panel %v at %v", what, l.Text, st, l.Rect)
		for _, r := range l.Rows {
			if !cut {
				assert.False(t, strings.HasSuffix(r, ui.Ellipsis), "%s: the line %q is cut to %q", what, l.Text, r)
			}
			assert.LessOrEqual(t, m(r, FontSize*b.UI(), false), l.Rect.W+0.5, "%s: %q spills out of its row", what, r)
		}
		for _, bt := range p.Buttons {
			if l.Rect.Y < bt.Rect.Y+bt.Rect.H && bt.Rect.Y < l.Rect.Y+l.Rect.H {
				assert.LessOrEqual(t, l.Rect.X+l.Rect.W, bt.Rect.X, "%s: the line %q runs under %s", what, l.Text, bt.Name)
			}
		}
	}
	return rows
}

// mapShown asserts the whole map is in the map view, which ends where the
// status panel begins.
func mapShown(t *testing.T, b *Board, what string) {
	t.Helper()
	g := b.Encounter().Grid
	c := b.Camera()
	mr := b.MapRect()
	x0, y0 := c.OX, c.OY
	x1, y1 := c.OX+float64(g.W)*c.Scale, c.OY+float64(g.H)*c.Scale
	assert.True(t, x0 >= mr.X-0.01 && y0 >= mr.Y-0.01 && x1 <= mr.X+mr.W+0.01 && y1 <= mr.Y+mr.H+0.01,
		"%s: the map %v..%v is not all in the map view %v", what, [2]float64{x0, y0}, [2]float64{x1, y1}, mr)
	assert.InDelta(t, b.StatusRect().Y, mr.Y+mr.H, 0.01, "%s: the map view and the status panel", what)
}

// TestStatusLinesUseTheRoomOnAPortraitTablet: on an 820 × 1180 tablet, in
// English and Japanese, the status panel grows into the room the fitted
// map leaves, so that with any square hovered during a turn no status
// line is cut; the map stays whole and fitted to the width. At 1280 × 800
// the panel keeps its six rows and the map its view.
func TestStatusLinesUseTheRoomOnAPortraitTablet(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.En, i18n.Ja} {
		m := fontMeasure(t, l)
		var w *i18n.Words
		if l != i18n.En {
			w = loadWords(t, l)
		}
		b := fitBoard(t, w, [3]float64{820, 1180, 1}, m, 0)
		b.Handle(input.Event{Action: input.RollInitiative})
		b.Handle(input.Event{Action: input.NextTurn})
		require.NotEmpty(t, b.Encounter().Turn.Active)
		assert.Greater(t, b.StatusRect().H, (StatusLines*LineHeight+2*buttonPad)*1.0, "%s: the panel does not grow", l)
		mapShown(t, b, l.String())
		fitted := view.Fit(b.Encounter().Grid.W, b.Encounter().Grid.H, view.Rect{W: 820, H: 1180}, fitMargin)
		assert.InDelta(t, fitted.Scale, b.Camera().Scale, 1e-9, "%s: the map is fitted to the width", l)
		g := b.Encounter().Grid
		most := 0
		for y := 0; y < g.H; y++ {
			for x := 0; x < g.W; x++ {
				b.SetHover(x, y)
				most = max(most, statusCheck(t, b, m, false, l.String()))
			}
		}
		assert.Greater(t, most, StatusLines, "%s: the lines never take more than the six rows", l)

		b = fitBoard(t, w, [3]float64{1280, 800, 1}, m, 0)
		b.Handle(input.Event{Action: input.RollInitiative})
		b.Handle(input.Event{Action: input.NextTurn})
		assert.Equal(t, (StatusLines*LineHeight+2*buttonPad)*1.0, b.StatusRect().H, "%s: at 1280 × 800 the panel grows", l)
		mapShown(t, b, l.String()+" 1280 × 800")
		for y := 0; y < g.H; y += 3 {
			for x := 0; x < g.W; x += 3 {
				b.SetHover(x, y)
				statusCheck(t, b, m, true, l.String()+" 1280 × 800")
			}
		}
	}
}

// TestStatusPanelGrowsUnderAWideMap: a map of one row on a portrait
// screen leaves the panel its most rows, a landscape screen six; the map
// fitted stays whole, also when the map grows tall and leaves no room.
func TestStatusPanelGrowsUnderAWideMap(t *testing.T) {
	b, err := New([]byte(corridor), "corridor", Options{})
	require.NoError(t, err)
	b.SetScreen(820, 1180, 1, nil)
	assert.Equal(t, (statusMost*LineHeight+2*buttonPad)*1.0, b.StatusRect().H)
	mapShown(t, b, "corridor")
	b.SetScreen(1180, 820, 1, nil)
	assert.Equal(t, (StatusLines*LineHeight+2*buttonPad)*1.0, b.StatusRect().H, "a wide screen's columns keep its height")
	mapShown(t, b, "corridor, landscape")
	b.SetScreen(820, 1180, 1, nil)
	require.True(t, b.apply(engine.ResizeMap{W: 20, H: 30}))
	b.Handle(input.Event{Action: input.Fit})
	assert.Equal(t, (StatusLines*LineHeight+2*buttonPad)*1.0, b.StatusRect().H, "a tall map leaves no room")
	mapShown(t, b, "corridor grown to 20 × 30")
}

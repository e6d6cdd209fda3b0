package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/game/view"
)

func TestButtonLooks(t *testing.T) {
	for _, c := range []struct {
		name  string
		b     Button
		fill  Fill
		frame Frame
		dark  bool
	}{
		{"plain", Button{Enabled: true}, FillPlain, FrameNone, false},
		{"greyed", Button{}, FillOff, FrameNone, false},
		{"greyed wins over hot", Button{Hot: true, Look: LookTurn}, FillOff, FrameNone, false},
		{"toggle on", Button{Enabled: true, Toggle: true, On: true}, FillOn, FrameNone, false},
		{"toggle off", Button{Enabled: true, Toggle: true}, FillPlain, FrameHollow, false},
		{"armed action", Button{Enabled: true, Hot: true}, FillOn, FrameGold, false},
		{"the turn's creature", Button{Enabled: true, Hot: true, Look: LookTurn}, FillGold, FrameNone, true},
		{"selected entry", Button{Enabled: true, Marked: true, Look: LookTurn}, FillPlain, FrameMarked, false},
		{"delaying", Button{Enabled: true, Look: LookAside}, FillOff, FrameNone, false},
		{"take", Button{Enabled: true, Look: LookDanger}, FillDanger, FrameNone, false},
		{"dropped", Button{Enabled: true, Look: LookGrave}, FillGrave, FrameNone, false},
	} {
		assert.Equal(t, c.fill, c.b.Fill(), "%s: fill", c.name)
		assert.Equal(t, c.frame, c.b.Frame(), "%s: frame", c.name)
		assert.Equal(t, c.dark, c.b.Dark(), "%s: dark text", c.name)
	}
}

// screen is a bar with two buttons and a menu over it.
func screen() Screen {
	return Screen{W: 400, H: 300, Scale: 2, Font: 10, Panels: []Panel{
		{Name: "bar", Look: PanelBar, Rect: view.Rect{W: 400, H: 60}, Buttons: []Button{
			{Name: "open", Label: "Open O", Rect: view.Rect{X: 10, Y: 10, W: 100, H: 40}, Enabled: true},
			{Name: "system", Label: "System S: Pathfinder 2e", Rect: view.Rect{X: 120, Y: 10, W: 100, H: 40}, Enabled: true},
		}},
		{Name: "menu", Look: PanelPopup, Rect: view.Rect{X: 100, Y: 30, W: 150, H: 100}, Buttons: []Button{
			{Name: "menu:cancel", Label: "Cancel", Rect: view.Rect{X: 105, Y: 35, W: 140, H: 40}, Enabled: true, Align: AlignStart},
		}, Labels: []Label{
			{Text: "Goblin 1 stands in difficult terrain", Rect: view.Rect{X: 105, Y: 80, W: 140, H: 50}, Size: 8, Wrap: true},
		}},
	}}
}

func TestScreenFindsTheTopmostButton(t *testing.T) {
	s := screen()
	b, ok := s.ButtonAt(20, 20)
	require.True(t, ok)
	assert.Equal(t, "open", b.Name)
	b, ok = s.ButtonAt(110, 40)
	require.True(t, ok)
	assert.Equal(t, "menu:cancel", b.Name, "the menu lies over the bar")
	_, ok = s.ButtonAt(300, 200)
	assert.False(t, ok, "nothing there")
	assert.Equal(t, "menu", s.PanelAt(200, 100).Name)
	assert.Equal(t, "bar", s.PanelAt(300, 20).Name)
	assert.Nil(t, s.PanelAt(300, 200))
	var names []string
	for b := range s.Buttons() {
		names = append(names, b.Name)
	}
	assert.Equal(t, []string{"open", "system", "menu:cancel"}, names)
	_, ok = s.Button("system")
	assert.True(t, ok)
	assert.Nil(t, s.Panel("prompt"))
}

func TestScreenFitKeepsTextInside(t *testing.T) {
	s := screen()
	s.Fit(Guess)
	open, _ := s.Button("open")
	assert.Equal(t, "Open O", open.Text, "fits: 6 characters at 20 px are 66 px of 92")
	sys, _ := s.Button("system")
	assert.Equal(t, 20.0, open.Px, "a label that fits keeps its size")
	assert.Equal(t, "System S:…", sys.Text, "shrunk to 3/4 of its size, then cut")
	assert.Equal(t, 15.0, sys.Px)
	assert.LessOrEqual(t, Guess(sys.Text, sys.Px, true), 100-8*2.0, "a centred label keeps 4 CSS px clear each side")
	cancel, _ := s.Button("menu:cancel")
	assert.LessOrEqual(t, Guess(cancel.Text, cancel.Px, true), 140-14*2.0, "a label set from the left keeps its inset clear")
	l := s.Panel("menu").Labels[0]
	require.Len(t, l.Rows, 2, "a 50 px label holds two rows of 16 px type")
	for _, row := range l.Rows {
		assert.LessOrEqual(t, Guess(row, 16, false), 140.0, "row %q", row)
	}
}

func TestScreenFindsItsField(t *testing.T) {
	s := screen()
	_, ok := s.Field()
	assert.False(t, ok, "a screen without fields has one")
	s.Panels = append(s.Panels, Panel{Name: "form", Fields: []Field{{Name: "name", Text: "Den"}}})
	f, ok := s.Field()
	require.True(t, ok)
	assert.Equal(t, "name", f.Name)
}

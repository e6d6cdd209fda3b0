package board

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"

	"battlemap/assets"
	"battlemap/game/i18n"
	"battlemap/game/input"
	"battlemap/game/ui"
)

// fontMeasure measures text as the app does in language l: the Go fonts,
// then the language's interface fonts (assets/fonts), rune by rune.
func fontMeasure(t *testing.T, l i18n.Lang) ui.Measure {
	t.Helper()
	parse := func(data []byte) *opentype.Font {
		f, err := opentype.Parse(data)
		require.NoError(t, err)
		return f
	}
	fonts := map[bool][]*opentype.Font{false: {parse(goregular.TTF)}, true: {parse(gobold.TTF)}}
	var ix struct {
		Fonts []struct{ File, Lang, Kind, Weight string }
	}
	require.NoError(t, json.Unmarshal(assets.FontIndex, &ix))
	for _, e := range ix.Fonts {
		if e.Kind == "ui" && e.Lang == l.String() {
			data, ok := assets.FontFile(e.File)
			require.True(t, ok)
			fonts[e.Weight == "bold"] = append(fonts[e.Weight == "bold"], parse(data))
		}
	}
	type key struct {
		px   int
		bold bool
	}
	faces := map[key][]font.Face{}
	return func(s string, px float64, bold bool) float64 {
		k := key{int(math.Round(max(6, px))), bold}
		fs, ok := faces[k]
		if !ok {
			for _, f := range fonts[bold] {
				fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(k.px), DPI: 72, Hinting: font.HintingFull})
				require.NoError(t, err)
				fs = append(fs, fc)
			}
			faces[k] = fs
		}
		w := 0.0
		for _, r := range s {
			for _, fc := range fs {
				if a, ok := fc.GlyphAdvance(r); ok {
					w += float64(a) / 64
					break
				}
			}
		}
		return w
	}
}

// TestButtonsFitInEveryLanguage: at the smallest layouts, in each system,
// before the fight and during a turn, no button's label spills out of its
// button, and a Japanese or Chinese label is cut only where the English
// one is too.
func TestButtonsFitInEveryLanguage(t *testing.T) {
	sizes := [][3]float64{{820, 1180, 1}, {1280, 800, 1}, {1920, 1080, 1}}
	type shown struct{ text, label string }
	for _, sz := range sizes {
		english := map[string]bool{} // the buttons whose English label is cut
		for _, l := range []i18n.Lang{i18n.En, i18n.Ja, i18n.Zh} {
			m := fontMeasure(t, l)
			var w *i18n.Words
			if l != i18n.En {
				w = loadWords(t, l)
			}
			b := fitBoard(t, w, sz, m, 0)
			for sys := 0; sys < 4; sys++ {
				for phase := 0; phase < 2+len(fitScreens); phase++ {
					switch {
					case phase == 1:
						b.Handle(input.Event{Action: input.RollInitiative})
						b.Handle(input.Event{Action: input.NextTurn})
					case phase > 1:
						b = fitBoard(t, w, sz, m, sys)
						for _, name := range fitScreens[phase-2] {
							pressIf(b, name)
						}
					}
					scr := b.Screen()
					for bt := range scr.Buttons() {
						px := bt.Px
						room := bt.Rect.W // the face: a label drawn wider would spill over its edges
						if bt.Align == ui.AlignStart {
							room -= ui.Inset * max(1, scr.Scale)
						}
						assert.LessOrEqual(t, m(bt.Text, px, true), room+0.5,
							"%s %v %s: %s's %q spills out of its %v px", l, sz, b.Encounter().System.ID(), bt.Name, bt.Text, room)
						id := b.Encounter().System.ID() + "/" + bt.Name
						cut := bt.Text != bt.Label
						if l == i18n.En {
							english[id] = english[id] || cut
						} else if cut && !english[id] {
							assert.Failf(t, "cut", "%s %v %s: %s is cut to %q (%q), and not in English", l, sz, b.Encounter().System.ID(), bt.Name, bt.Text, bt.Label)
						}
					}
				}
				b = fitBoard(t, w, sz, m, sys+1)
			}
		}
	}
}

// fitScreens are the screens the fit test opens besides the turn's, by
// the buttons pressed (those not on the screen are passed by: a narrow
// screen's drawer): the editor with each tool and form, the library, the
// Areas column and the ruler, the table column and the players' screen's
// confirmation.
var fitScreens = [][]string{
	{"status:edit", "bar:drawer-actions"},
	{"status:edit", "bar:drawer-actions", "tool:paint"},
	{"status:edit", "bar:drawer-actions", "tool:wall"},
	{"status:edit", "bar:drawer-actions", "edit:add"},
	{"status:edit", "edit:map"},
	{"status:edit", "edit:picture"},
	{"status:edit", "edit:rules"},
	{"bar:library"},
	{"bar:areas", "bar:drawer-actions"},
	{"bar:areas", "bar:drawer-actions", "areas:ruler"},
	{"bar:table", "bar:drawer-actions"},
	{"bar:table", "bar:drawer-actions", "table:calibrate"},
}

// fitBoard opens the demo in w's language on a screen of size sz, in the
// system after sys others.
func fitBoard(t *testing.T, w *i18n.Words, sz [3]float64, m ui.Measure, sys int) *Board {
	t.Helper()
	b, err := New(assets.Demo, "demo", Options{Words: w})
	require.NoError(t, err)
	b.SetScreen(sz[0], sz[1], sz[2], m)
	b.SetLibrary([]LibraryEntry{{ID: "a", Name: "demo", Current: true}, {ID: "b", Name: "crypt"}})
	for range sys {
		b.Handle(input.Event{Action: input.CycleSystem})
	}
	return b
}

// pressIf presses the button called name when it is on the screen.
func pressIf(b *Board, name string) {
	if bt, ok := b.Screen().Button(name); ok {
		x, y := bt.Rect.Center()
		b.Handle(input.Event{Action: input.Click, X: x, Y: y})
	}
}

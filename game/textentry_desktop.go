//go:build !js

package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"battlemap/game/input"
	"battlemap/game/ui"
)

// desktopText types into the open field from the keyboard: the characters
// the window system gives (ebiten.AppendInputChars, which follows the
// keyboard's layout and dead keys) and the editing keys, repeating while
// held. Enter commits, Escape cancels.
type desktopText struct {
	field ui.Field
	edit  *ui.Edit // nil while no field is open
	done  bool     // committed or cancelled: waiting for the board to close it
	out   []input.Event
	chars []rune
}

func newTextEntry() textEntry { return &desktopText{} }

// editKeys are the keys that edit, with the editing key each is.
var editKeys = [...]struct {
	k ebiten.Key
	e ui.EditKey
}{
	{ebiten.KeyBackspace, ui.KeyBackspace}, {ebiten.KeyDelete, ui.KeyDelete},
	{ebiten.KeyArrowLeft, ui.KeyLeft}, {ebiten.KeyArrowRight, ui.KeyRight},
	{ebiten.KeyHome, ui.KeyHome}, {ebiten.KeyEnd, ui.KeyEnd},
	{ebiten.KeyEnter, ui.KeyEnter}, {ebiten.KeyNumpadEnter, ui.KeyEnter},
	{ebiten.KeyEscape, ui.KeyEscape},
}

// Key repeat, in ticks: a held key repeats after repeatDelay, every
// repeatEvery.
const (
	repeatDelay = 30
	repeatEvery = 3
)

func (d *desktopText) sync(g *Game, f ui.Field, ok bool) {
	switch {
	case !ok:
		d.edit, d.done = nil, false
	case d.edit == nil || f.Name != d.field.Name:
		d.edit, d.done = ui.NewEdit(f), false
	}
	d.field = f
}

func (d *desktopText) read(g *Game, evs []input.Event) []input.Event {
	evs = append(evs, d.out...)
	d.out = d.out[:0]
	if d.edit == nil || d.done {
		return evs
	}
	d.chars = ebiten.AppendInputChars(d.chars[:0])
	d.edit.Type(string(d.chars))
	for _, ek := range editKeys {
		t := inpututil.KeyPressDuration(ek.k)
		if t != 1 && (t < repeatDelay || (t-repeatDelay)%repeatEvery != 0) {
			continue
		}
		switch d.edit.Key(ek.e) {
		case ui.Committed:
			d.done = true
			return append(evs, input.Event{Action: input.TextCommit, Field: d.field.Name, Text: d.edit.Text()})
		case ui.Cancelled:
			d.done = true
			return append(evs, input.Event{Action: input.TextCancel, Field: d.field.Name})
		}
	}
	u := max(1, g.scale)
	px := d.field.Size * u
	if px <= 0 {
		px = 15 * u
	}
	d.edit.Follow(g.fonts.measure, px, d.field.Rect.W-2*ui.Pad*u-2*u)
	return evs
}

func (d *desktopText) commit() {
	if d.edit != nil && !d.done {
		d.done = true
		d.out = append(d.out, input.Event{Action: input.TextCommit, Field: d.field.Name, Text: d.edit.Text()})
	}
}

func (d *desktopText) active() bool { return d.edit != nil }

func (d *desktopText) typing() *ui.Edit { return d.edit }

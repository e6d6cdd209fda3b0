package board

import (
	"strings"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// The status panel along the bottom: the status lines (status.go), wrapped
// into its rows, and at its right end the encounter's name, which a tap
// opens for renaming (form.go).

// statusRows are the rows each status line may take, in order: the hover
// line two, the selection line two, the others one.
var statusRows = [...]int{2, 2, 1, 1}

// nameControls is the button with the encounter's name.
func (b *Board) nameControls() []control {
	if b.enc == nil {
		return nil
	}
	return []control{
		{ui.Button{Name: "status:edit", Label: b.editLabel(b.edit.on), Enabled: true, Toggle: true, On: b.edit.on, Hot: b.edit.on},
			func(b *Board) Effect { b.toggleEdit(); return NoEffect }},
		{ui.Button{Name: "status:name", Label: b.name, Enabled: true},
			func(b *Board) Effect { b.openRename(); return NoEffect }},
		b.tableToggle(), b.playersWindowButton(), b.langControl()}
}

// Sizes of the name button in CSS pixels: as wide as the name, within
// these bounds (and a third of the screen).
const (
	nameLeast = 120
	nameMost  = 360
)

// layoutStatus places the name button at the status panel's top right,
// the language button under it, and keeps the width left for the status
// lines.
func (b *Board) layoutStatus(p *ui.Panel) {
	s := &b.screen
	u := s.ui
	r := s.statusR
	p.Rect = r
	text := r.W - 2*textPad*u
	// From the right: the name, then the Edit toggle left of it; under
	// them the language button (as wide as the name), and left of it the
	// players' screen's buttons (Table, Players' window).
	used := 0.0
	var name view.Rect
	for row := 0; row < 2; row++ {
		right := r.X + r.W - buttonGap*u
		y := r.Y + buttonPad*u + float64(row)*(buttonH+buttonPad)*u
		for i := len(p.Buttons) - 1; i >= 0; i-- {
			bt := &p.Buttons[i]
			if secondRow(bt.Name) != (row == 1) {
				continue
			}
			w := b.textWidth(bt.Label) + 2*textPad*u
			switch bt.Name {
			case "status:name":
				w = max(nameLeast*u, min(w, nameMost*u, s.w/3))
			case "status:lang":
				w = max(w, name.W)
			default:
				w = max(w, buttonH*u*2)
			}
			bt.Rect = view.Rect{X: right - w, Y: y, W: w, H: buttonH * u}
			if bt.Name == "status:name" {
				name = bt.Rect
			}
			right -= w + buttonGap*u
		}
		used = max(used, r.X+r.W-right)
	}
	text -= used
	s.status.width = max(0, text)
}

// secondRow reports whether the status panel's button name goes in its
// second row: the language, the players' screen's.
func secondRow(name string) bool {
	return name == "status:lang" || name == "bar:table" || name == "status:players"
}

// statusCache keeps the status lines wrapped into the panel's rows until
// the board or the width changes: wrapping measures text many times.
type statusCache struct {
	width   float64 // the width of the status lines, screen pixels
	version uint64
	wrapped float64 // the width they were wrapped for
	ok      bool
	labels  []ui.Label
}

// statusLabels returns the status lines as labels, one per line, each as
// many rows tall as its text takes of its share, all within StatusLines
// rows; the last action's error is in the alert tone.
func (b *Board) statusLabels() []ui.Label {
	s := &b.screen
	c := &s.status
	if c.ok && c.version == b.version && c.wrapped == c.width {
		return c.labels
	}
	c.ok, c.version, c.wrapped = true, b.version, c.width
	u := s.ui
	lh := LineHeight * u
	px := FontSize * u
	last, isErr := b.Last()
	col := ui.Column{X: s.statusR.X + textPad*u, Y: s.statusR.Y + buttonPad*u, W: c.width}
	c.labels = c.labels[:0]
	rows := 0
	for i, line := range b.Status() {
		n := 1
		if i < len(statusRows) {
			n = statusRows[i]
		}
		n = min(n, StatusLines-rows)
		if n <= 0 {
			break
		}
		wrapped := ui.Wrap(s.measure, line, c.width, px, false, n)
		rows += len(wrapped)
		tone := ui.ToneNormal
		if (isErr && last != "" && strings.HasPrefix(line, b.f("Error: %s", ""))) || strings.HasPrefix(line, b.f("NOT SAVED: %s", "")) {
			tone = ui.ToneAlert
		}
		c.labels = append(c.labels, ui.Label{Text: line, Rect: col.Next(float64(len(wrapped)) * lh), Size: FontSize,
			Line: LineHeight, Wrap: true, Tone: tone, Rows: wrapped})
	}
	return c.labels
}

// live adds to the laid-out screen what changes without moving any
// widget: the status lines and a dragged entry of the strip.
func (b *Board) live(scr *ui.Screen) {
	if p := scr.Panel("status"); p != nil {
		p.Labels = b.statusLabels()
	}
	b.markDrag(scr)
}

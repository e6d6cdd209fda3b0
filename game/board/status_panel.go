package board

import (
	"slices"
	"strings"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// The status panel along the bottom: the status lines (status.go), wrapped
// into its rows, and at its right end the encounter's name, which a tap
// opens for renaming (form.go). On a narrow screen, where the map, fitted,
// leaves room above the panel (a portrait tablet, a map wider than the
// screen's shape), the panel grows into it; rows under the buttons take
// the whole width.

// statusRows are the rows each status line keeps for itself when the
// lines before it want more: the hover line two, the selection line two,
// the others one.
var statusRows = [...]int{2, 2, 1, 1}

// statusRowCount is how many rows the status panel has under a bar
// leaving it and the map room tall, the map view mapW wide: StatusLines,
// and on a narrow screen up to statusMost where the map fitted to that
// width leaves room above the panel (a portrait tablet, a map wider than
// the screen's shape). Not on a wide screen, whose columns beside the map
// need its height for their buttons, nor at true scale, whose size does
// not follow the view.
func (b *Board) statusRowCount(mapW, room float64) int {
	if b.enc == nil || b.TrueScale() || !b.narrow() {
		return StatusLines
	}
	u := b.screen.ui
	mid := room - (StatusLines*LineHeight+2*buttonPad)*u
	g := b.enc.Grid
	cam := view.Fit(g.W, g.H, view.Rect{W: mapW, H: mid}, fitMargin*u)
	spare := mid - float64(g.H)*cam.Scale - 2*fitMargin*u - 1 // a pixel against rounding
	extra := int(max(0, spare) / (LineHeight * u))
	return StatusLines + min(extra, statusMost-StatusLines)
}

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
// the language button under it, and keeps the width each row of the
// status lines has: left of the buttons beside it, or the whole panel's.
func (b *Board) layoutStatus(p *ui.Panel) {
	s := &b.screen
	u := s.ui
	r := s.statusR
	p.Rect = r
	// From the right: the name, then the Edit toggle left of it; under
	// them the language button (as wide as the name), and left of it the
	// players' screen's buttons (Table, Players' window).
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
	}
	c := &s.status
	c.widths = c.widths[:0]
	lh := LineHeight * u
	for row := range c.rows {
		y := r.Y + buttonPad*u + float64(row)*lh
		right := r.X + r.W - textPad*u
		for _, bt := range p.Buttons {
			if bt.Rect.Y < y+lh && y < bt.Rect.Y+bt.Rect.H {
				right = min(right, bt.Rect.X-(buttonGap+textPad)*u)
			}
		}
		c.widths = append(c.widths, max(0, right-r.X-textPad*u))
	}
}

// secondRow reports whether the status panel's button name goes in its
// second row: the language, the players' screen's.
func secondRow(name string) bool {
	return name == "status:lang" || name == "bar:table" || name == "status:players"
}

// statusCache keeps the status lines wrapped into the panel's rows until
// the board or the widths change: wrapping measures text many times.
type statusCache struct {
	rows    int       // the panel's rows
	widths  []float64 // the width of each row, screen pixels
	version uint64
	wrapped []float64 // the widths they were wrapped for
	ok      bool
	labels  []ui.Label
}

// statusLabels returns the status lines wrapped into the panel's rows: a
// line takes the rows its text needs, leaving the lines after it the rows
// they need of their share (statusRows), and is cut where even that is
// too few. A line is a label for each run of rows of one width (beside
// the buttons, then under them); the last action's error is in the alert
// tone.
func (b *Board) statusLabels() []ui.Label {
	s := &b.screen
	c := &s.status
	if c.ok && c.version == b.version && slices.Equal(c.wrapped, c.widths) {
		return c.labels
	}
	c.ok, c.version, c.wrapped = true, b.version, append(c.wrapped[:0], c.widths...)
	c.labels = c.labels[:0]
	if len(c.widths) == 0 {
		return c.labels // no status panel: the players' screen
	}
	u := s.ui
	lh := LineHeight * u
	px := FontSize * u
	last, isErr := b.Last()
	x, y := s.statusR.X+textPad*u, s.statusR.Y+buttonPad*u
	lines := b.Status()
	row := 0
	for i, line := range lines {
		n := len(c.widths) - row - b.statusKept(lines[i+1:], i+1)
		if n <= 0 {
			break
		}
		first := row
		wrapped := ui.WrapWidths(s.measure, line, func(k int) float64 { return c.widths[first+k] }, px, false, n)
		tone := ui.ToneNormal
		if (isErr && last != "" && strings.HasPrefix(line, b.f("Error: %s", ""))) || strings.HasPrefix(line, b.f("NOT SAVED: %s", "")) {
			tone = ui.ToneAlert
		}
		for k := 0; k < len(wrapped); {
			w := c.widths[first+k]
			j := k + 1
			for j < len(wrapped) && c.widths[first+j] == w {
				j++
			}
			c.labels = append(c.labels, ui.Label{Text: line, Rect: view.Rect{X: x, Y: y + float64(first+k)*lh, W: w, H: float64(j-k) * lh},
				Size: FontSize, Line: LineHeight, Wrap: true, Tone: tone, Rows: wrapped[k:j]})
			k = j
		}
		row += len(wrapped)
	}
	return c.labels
}

// statusKept is how many rows the status lines keep for themselves,
// the first of them being line number from: each the rows it needs of
// its share (statusRows), measured at the narrowest row's width.
func (b *Board) statusKept(lines []string, from int) int {
	s := &b.screen
	narrow := slices.Min(s.status.widths)
	kept := 0
	for i, line := range lines {
		share := 1
		if from+i < len(statusRows) {
			share = statusRows[from+i]
		}
		kept += len(ui.Wrap(s.measure, line, narrow, FontSize*s.ui, false, share))
	}
	return kept
}

// live adds to the laid-out screen what changes without moving any
// widget: the status lines and a dragged entry of the strip.
func (b *Board) live(scr *ui.Screen) {
	if p := scr.Panel("status"); p != nil {
		p.Labels = b.statusLabels()
	}
	b.markDrag(scr)
}

package board

import (
	"fmt"
	"math"
	"strings"

	"battlemap/game/input"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The initiative strip along the right edge: the commands (roll, next
// turn; delay, return and ready once the fight has begun; add or remove
// the selected creature: initiative_edit.go), the round and what the
// creature whose turn it is has left, then the order, one entry per
// creature (value and id, the active one highlighted; − and + beside
// every entry until the first turn, beside the selected one after), and
// the creatures that delay, apart. The commands and texts are the panel
// "strip"; the entries lie over it in the panel "order". Entries are
// dragged along the strip to reorder it (initiative.go); tapping one
// selects its creature, tapping a delaying one brings it back right after
// the active creature.

// stripControls lists the strip's commands and its order: the entries,
// their − and +, and the delaying creatures.
func (b *Board) stripControls() (cmds, order []control) {
	if b.enc == nil {
		return nil, nil
	}
	in := &b.enc.Initiative
	t := b.enc.Turn
	cmd := func(a input.Action, name, label string, enabled bool, why string, hot bool) control {
		return control{ui.Button{Name: name, Label: label, Enabled: enabled, Why: why, Size: actionFont, Hot: hot, Look: ui.LookTurn},
			func(b *Board) Effect { return b.command(a) }}
	}
	cmds = []control{
		cmd(input.RollInitiative, "init:roll", b.t("Roll init. I"), true, "", false),
		cmd(input.NextTurn, "init:next", b.t("Next turn N"), len(in.Order) > 0, b.t("roll initiative first (I)"), len(in.Order) > 0 && t.Active == "" && t.Pending == nil),
	}
	if !b.beforeFight() {
		cmds = append(cmds,
			cmd(input.Delay, "init:delay", b.t("Delay D"), t.Active != "" && in.Position(t.Active) >= 0, b.t("delay is taken as a creature's turn begins: no turn is running"), false),
			cmd(input.ReturnFromDelay, "init:return", b.t("Return U"), len(in.Delayed) > 0, b.t("nobody is delaying"), false))
	}
	cmds = append(cmds, b.editControls()...)
	for _, en := range in.Order {
		open := b.valueButtons(en.ID)
		sep := "  "
		if open {
			sep = " " // narrower, beside − and +
		}
		label := fmt.Sprintf("%d%s%s", en.Value, sep, en.ID)
		if en.FlatFooted {
			label += sep + b.term("flat_footed", "ff")
		}
		if en.Ready != "" {
			label += sep + b.readyWords(en.Ready)
		}
		id := en.ID
		order = append(order, control{ui.Button{Name: "init:" + id, Label: label, Enabled: true, Size: stripFont,
			Hot: id == t.Active, Marked: id == b.selected, Look: ui.LookTurn, Align: ui.AlignStart},
			func(b *Board) Effect { b.Select(id); return NoEffect }})
		if open {
			order = append(order, b.valueControls(id)...)
		}
	}
	for _, en := range in.Delayed {
		id := en.ID
		order = append(order, control{ui.Button{Name: "delayed:" + id, Label: b.t("delaying: ") + id, Enabled: true, Size: stripFont,
			Marked: id == b.selected, Look: ui.LookAside, Align: ui.AlignStart},
			func(b *Board) Effect { b.returnFromDelay(id); return NoEffect }})
	}
	return cmds, order
}

// stripLabels lists the strip's texts: the round and what the active
// creature has left.
func (b *Board) stripLabels() []ui.Label {
	if b.enc == nil {
		return nil
	}
	t := b.enc.Turn
	head := b.t("Initiative: none yet")
	switch {
	case len(b.enc.Initiative.Order) > 0 && t.Round == 0:
		head = b.t("Initiative set")
	case t.Round > 0:
		head = b.f("Round %d", t.Round)
	}
	words := b.t("No turn running. Roll initiative (I), then Next turn (N).")
	switch {
	case b.valuesOpen():
		words = b.t("Set values with − and +, or drag; then Next turn (N).")
	case t.Active != "":
		words = b.actionsWords()
	}
	return []ui.Label{
		{Text: head, Size: stripFont + 4, Bold: true},
		{Text: words, Size: stripFont - 4, Wrap: true},
	}
}

// The parts of the order panel, told by their names.
const (
	entryPrefix   = "init:"    // an entry of the order: "init:Val"
	delayedPrefix = "delayed:" // a delaying creature: "delayed:G1"
)

// isValue reports whether name is an entry's − or + ("init-:Val").
func isValue(name string) bool {
	return strings.HasPrefix(name, "init-:") || strings.HasPrefix(name, "init+:")
}

// cmdH is the height of the strip's commands in CSS pixels.
const cmdH = 40

// The size of an entry's − and + buttons in CSS pixels: valueW wide, and
// at least valueH tall (the entry's height), a finger's hit target.
const (
	valueW = 40
	valueH = 38
)

// layoutStrip places the strip's commands (two a row), the round and what
// the active creature has left, and the order's entries below, as tall as
// fits, between 36 and 44 px; an entry with − and + at its right end
// (every entry while the values are entered, the selected one during the
// fight) is at least 38 px tall.
func (b *Board) layoutStrip(p, order *ui.Panel) {
	s := &b.screen
	u := s.ui
	r := s.stripR
	pad := buttonGap * u
	x0, w := r.X+pad, r.W-2*pad
	y := r.Y + pad
	g := ui.Grid{X: x0, Y: y, W: w, H: cmdH * u, Gap: pad, N: 2}
	for i := range p.Buttons {
		p.Buttons[i].Rect = g.Cell(i)
	}
	y += g.Height(len(p.Buttons))
	n, d, v := 0, 0, 0
	for _, bt := range order.Buttons {
		switch {
		case isValue(bt.Name):
			v++
		case strings.HasPrefix(bt.Name, delayedPrefix):
			d++
		default:
			n++
		}
	}
	least, extra := 36.0, 0.0
	switch {
	case v > 0 && v >= 2*n:
		least = valueH
	case v > 0:
		extra = valueH - least // the one entry with − and +
	}
	// The round, then what the active creature has left: the rows its
	// words need, up to four, fewer when the entries need the room.
	if ls := p.Labels; len(ls) >= 2 {
		ls[0].Rect = view.Rect{X: x0, Y: y, W: w, H: 32 * u}
		y += 32 * u
		rowH := 21.5 * u
		rows := math.Ceil(b.textSize(ls[1].Text, ls[1].Size) / (0.8 * w))
		room := r.Y + r.H - y - 2*pad - (float64(n+d)*(least+3)+extra)*u
		rows = max(1, min(4, rows, math.Floor(room/rowH)))
		ls[1].Rect = view.Rect{X: x0, Y: y, W: w, H: rows * rowH}
		y += rows*rowH + pad
	}
	avail := r.Y + r.H - y
	eh := entryH * u
	if n+d > 0 {
		eh = max(least*u, min(eh, avail/float64(n+d)-3*u))
	}
	vh := eh // the height of an entry with − and +
	if extra > 0 && eh < valueH*u {
		vh = valueH * u
		if n+d > 1 {
			eh = max(least*u, min(entryH*u, (avail-vh-3*u)/float64(n+d-1)-3*u))
		}
	}
	ew := w - 2*(valueW+3)*u // an entry's width beside − and +
	bs := order.Buttons
	row, k, apart := 0.0, 0, false
	for i := range bs {
		if isValue(bs[i].Name) {
			bs[i].Rect = view.Rect{X: x0 + ew + 3*u + float64(k)*(valueW+3)*u, Y: row, W: valueW * u, H: bs[i-1-k].Rect.H}
			k++
			continue
		}
		if strings.HasPrefix(bs[i].Name, delayedPrefix) && !apart {
			y += pad // the delaying creatures apart
			apart = true
		}
		wi, hi := w, eh
		if i+1 < len(bs) && isValue(bs[i+1].Name) {
			wi, hi = ew, vh
		}
		bs[i].Rect = view.Rect{X: x0, Y: y, W: wi, H: hi}
		row, k = y, 0
		y += hi + 3*u
	}
	order.Rect = r
}

// stripIndexAt returns the place in the order an entry dropped at screen
// height y takes.
func (b *Board) stripIndexAt(y float64) int {
	idx := 0
	b.layout()
	for _, bt := range b.screen.scr.Panel("order").Buttons {
		if b.entryID(bt.Name) != "" && y > bt.Rect.Y+bt.Rect.H/2 {
			idx++
		}
	}
	return idx
}

// stripEntryAt returns the creature of the order entry under (x,y).
func (b *Board) stripEntryAt(x, y float64) string {
	b.layout()
	for _, bt := range b.screen.scr.Panel("order").Buttons {
		if id := b.entryID(bt.Name); id != "" && bt.Rect.Contains(x, y) {
			return id
		}
	}
	return ""
}

// entryID is the creature of the order entry called name, "" when name is
// no entry.
func (b *Board) entryID(name string) string {
	if id, ok := strings.CutPrefix(name, entryPrefix); ok {
		return id
	}
	return ""
}

// StripDrag returns the creature whose entry is being dragged along the
// strip and the pointer's height, "" for none.
func (b *Board) StripDrag() (string, float64) { return b.stripDrag, b.stripDragY }

// markDrag shows a dragged entry: its place faded, and a bar across the
// strip where it will drop.
func (b *Board) markDrag(scr *ui.Screen) {
	if b.stripDrag == "" {
		return
	}
	p := scr.Panel("order")
	for i := range p.Buttons {
		if p.Buttons[i].Name == entryPrefix+b.stripDrag {
			p.Buttons[i].Faded = true
		}
	}
	u := b.UI()
	sr := b.screen.stripR
	p.Marks = append(p.Marks, view.Rect{X: sr.X, Y: b.stripDragY - 2*u, W: sr.W, H: 4 * u})
}

package board

import (
	"errors"
	"fmt"
	"math"

	"battlemap/engine"
	"battlemap/game/input"
	"battlemap/game/view"
)

// The initiative strip along the right edge: the commands (roll, next
// turn; delay, return and ready once the fight has begun; add or remove
// the selected creature: initiative_edit.go), the round and what the
// creature whose turn it is has left, then the order, one entry per
// creature (value and id, the active one highlighted; − and + beside every
// entry until the first turn, beside the selected one after), and the creatures that delay, apart. Entries are
// dragged along the strip to reorder it (Reorder); tapping one selects its
// creature, tapping a delaying one brings it back right after the active
// creature.

// stripSpecs lists the strip's buttons.
func (b *Board) stripSpecs() []Button {
	if b.enc == nil {
		return nil
	}
	in := &b.enc.Initiative
	t := b.enc.Turn
	noOrder := "roll initiative first (I)"
	specs := []Button{
		{Action: input.RollInitiative, Label: "Roll init. I", Enabled: true, Group: GroupStripCmd, Name: "init:roll", Size: actionFont},
		{Action: input.NextTurn, Label: "Next turn N", Enabled: len(in.Order) > 0, Why: noOrder, Group: GroupStripCmd, Name: "init:next", Size: actionFont, Hot: len(in.Order) > 0 && t.Active == "" && t.Pending == nil},
	}
	if !b.beforeFight() {
		specs = append(specs,
			Button{Action: input.Delay, Label: "Delay D", Enabled: t.Active != "" && in.Position(t.Active) >= 0, Why: "delay is taken as a creature's turn begins: no turn is running", Group: GroupStripCmd, Name: "init:delay", Size: actionFont},
			Button{Action: input.ReturnFromDelay, Label: "Return U", Enabled: len(in.Delayed) > 0, Why: "nobody is delaying", Group: GroupStripCmd, Name: "init:return", Size: actionFont})
	}
	specs = append(specs, b.editSpecs()...)
	for _, en := range in.Order {
		open := b.valueButtons(en.ID)
		sep := "  "
		if open {
			sep = " " // narrower, beside − and +
		}
		label := fmt.Sprintf("%d%s%s", en.Value, sep, en.ID)
		if en.FlatFooted {
			label += sep + "ff"
		}
		if en.Ready != "" {
			label += sep + "ready"
		}
		id := en.ID
		specs = append(specs, Button{Label: label, Enabled: true, Group: GroupStrip, Name: "init:" + id, Size: stripFont,
			Hot: id == t.Active, Marked: id == b.selected,
			do: func(b *Board) Effect { b.Select(id); return NoEffect }})
		if open {
			specs = append(specs, b.valueSpecs(id)...)
		}
	}
	for _, en := range in.Delayed {
		id := en.ID
		specs = append(specs, Button{Label: "delaying: " + id, Enabled: true, Group: GroupDelayed, Name: "delayed:" + id, Size: stripFont,
			Marked: id == b.selected,
			do:     func(b *Board) Effect { b.returnFromDelay(id); return NoEffect }})
	}
	return specs
}

// stripLabels lists the strip's texts: the round and what the active
// creature has left.
func (b *Board) stripLabels() []Label {
	if b.enc == nil {
		return nil
	}
	t := b.enc.Turn
	head := "Initiative: none yet"
	switch {
	case len(b.enc.Initiative.Order) > 0 && t.Round == 0:
		head = "Initiative set"
	case t.Round > 0:
		head = fmt.Sprintf("Round %d", t.Round)
	}
	words := "No turn running. Roll initiative (I), then Next turn (N)."
	switch {
	case b.valuesOpen():
		words = "Set values with − and +, or drag; then Next turn (N)."
	case t.Active != "":
		words = b.enc.ActionsWords()
	}
	return []Label{
		{Text: head, Size: stripFont + 4, Bold: true},
		{Text: words, Size: stripFont - 4, Wrap: true},
	}
}

// labelSpecs lists every text outside buttons, in layout order: the
// strip's, the action bar's, the prompt's.
func (b *Board) labelSpecs() []Label {
	ls := b.stripLabels()
	ls = append(ls, b.actionLabels()...)
	return append(ls, b.promptLabels()...)
}

// cmdH is the height of the strip's commands in CSS pixels.
const cmdH = 40

// layoutStrip places the strip's buttons and labels in s.stripR.
func (b *Board) layoutStrip(specs []Button, labels []Label) {
	s := &b.screen
	u := s.ui
	r := s.stripR
	pad := buttonGap * u
	x0, w := r.X+pad, r.W-2*pad
	y := r.Y + pad
	// Commands, two a row.
	k := 0
	cw := (w - pad) / 2
	for i := range specs {
		if specs[i].Group != GroupStripCmd {
			continue
		}
		specs[i].Rect = view.Rect{X: x0 + float64(k%2)*(cw+pad), Y: y + float64(k/2)*(cmdH+buttonGap)*u, W: cw, H: cmdH * u}
		k++
	}
	y += float64((k+1)/2) * (cmdH + buttonGap) * u
	// Entries: as tall as fits, between 36 and 44 px; an entry with − and +
	// at the right end (every entry while the values are entered, the
	// selected one during the fight) is at least 38 px tall.
	n, d, v := 0, 0, 0
	for _, sp := range specs {
		switch sp.Group {
		case GroupStrip:
			n++
		case GroupDelayed:
			d++
		case GroupStripValue:
			v++
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
	if len(labels) >= 2 {
		labels[0].Rect = view.Rect{X: x0, Y: y, W: w, H: 32 * u}
		y += 32 * u
		rowH := 21.5 * u
		rows := math.Ceil(b.textSize(labels[1].Text, labels[1].Size) / (0.8 * w))
		room := r.Y + r.H - y - 2*pad - (float64(n+d)*(least+3)+extra)*u
		rows = max(1, min(4, rows, math.Floor(room/rowH)))
		labels[1].Rect = view.Rect{X: x0, Y: y, W: w, H: rows * rowH}
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
	row, k := 0.0, 0
	for i := range specs {
		switch specs[i].Group {
		case GroupStrip, GroupDelayed:
			if specs[i].Group == GroupDelayed && y > 0 && i > 0 && specs[i-1].Group != GroupDelayed {
				y += pad // the delaying creatures apart
			}
			wi, hi := w, eh
			if i+1 < len(specs) && specs[i+1].Group == GroupStripValue {
				wi, hi = ew, vh
			}
			specs[i].Rect = view.Rect{X: x0, Y: y, W: wi, H: hi}
			row, k = y, 0
			y += hi + 3*u
		case GroupStripValue:
			specs[i].Rect = view.Rect{X: x0 + ew + 3*u + float64(k)*(valueW+3)*u, Y: row, W: valueW * u, H: specs[i-1-k].Rect.H}
			k++
		}
	}
}

// The size of an entry's − and + buttons in CSS pixels: valueW wide, and
// at least valueH tall (the entry's height), a finger's hit target.
const (
	valueW = 40
	valueH = 38
)

// stripIndexAt returns the place in the order an entry dropped at screen
// height y takes.
func (b *Board) stripIndexAt(y float64) int {
	idx := 0
	for _, bt := range b.Buttons() {
		if bt.Group != GroupStrip {
			continue
		}
		if y > bt.Rect.Y+bt.Rect.H/2 {
			idx++
		}
	}
	return idx
}

// stripEntryAt returns the creature of the order entry under (x,y).
func (b *Board) stripEntryAt(x, y float64) string {
	for _, bt := range b.Buttons() {
		if bt.Group == GroupStrip && bt.Rect.Contains(x, y) {
			return bt.Name[len("init:"):]
		}
	}
	return ""
}

// StripDrag returns the creature whose entry is being dragged along the
// strip and the pointer's height, "" for none.
func (b *Board) StripDrag() (string, float64) { return b.stripDrag, b.stripDragY }

// endStripDrag drops the dragged entry at height y: the creature takes
// that place in the order.
func (b *Board) endStripDrag(y float64) {
	who := b.stripDrag
	b.stripDrag = ""
	b.touch()
	from := b.enc.Initiative.Position(who)
	if from < 0 {
		return
	}
	to := b.stripIndexAt(y)
	if to > from {
		to-- // the entry itself leaves its place first
	}
	to = min(max(to, 0), len(b.enc.Initiative.Order)-1)
	if to == from {
		return
	}
	b.apply(engine.Reorder{Who: who, Index: to})
}

// rollInitiative rolls for every creature on the map: the modifiers the
// encounter's order has, 0 for the others.
func (b *Board) rollInitiative() {
	mods := map[string]int{}
	for _, c := range b.enc.Creatures {
		mods[c.ID] = 0
	}
	in := b.enc.Initiative
	for _, en := range append(in.Order, in.Delayed...) {
		mods[en.ID] = en.Mod
	}
	seed := int64(b.ver)
	if b.opts.Seed != nil {
		seed = b.opts.Seed()
	}
	b.apply(engine.RollInitiative{Mods: mods, Seed: seed})
}

// nextTurn begins the next creature's turn and selects it.
func (b *Board) nextTurn() {
	if b.apply(engine.NextTurn{}) {
		b.arm = armed{}
		b.Select(b.enc.Turn.Active)
	}
}

// delay makes the active creature delay.
func (b *Board) delay() {
	if b.enc.Turn.Active == "" {
		b.fail(errors.New("board: no turn is running: nobody can delay"))
		return
	}
	if b.apply(engine.Delay{Who: b.enc.Turn.Active}) {
		b.arm = armed{}
		b.Select(b.enc.Turn.Active)
	}
}

// returnFromDelay brings who (the selected delaying creature, else the
// first) back into the order right after the active creature, which ends
// that creature's turn and begins its own; with no turn running, at the top.
func (b *Board) returnFromDelay(who string) {
	in := &b.enc.Initiative
	if who == "" {
		for _, en := range in.Delayed {
			if en.ID == b.selected {
				who = en.ID
			}
		}
		if who == "" && len(in.Delayed) > 0 {
			who = in.Delayed[0].ID
		}
	}
	if who == "" {
		b.fail(errors.New("board: nobody is delaying"))
		return
	}
	idx := 0
	if a := in.Position(b.enc.Turn.Active); a >= 0 {
		idx = a + 1
	}
	if b.apply(engine.ReturnFromDelay{Who: who, Index: idx}) {
		b.arm = armed{}
		if b.enc.Turn.Active != "" {
			b.Select(b.enc.Turn.Active)
		}
	}
}

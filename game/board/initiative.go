package board

import (
	"errors"

	"battlemap/engine"
)

// The initiative's commands: rolling it, the turns (next, delay, return
// from delay) and reordering the strip by dragging an entry. The strip
// that shows them is strip.go.

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
		mods[c.ID] = c.InitMod
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

package board

import (
	"errors"
	"slices"

	"battlemap/engine"
	"battlemap/game/ui"
)

// Changing the initiative order by hand: the GM enters each creature's
// value with − and + (before the first turn beside every entry, during the
// fight beside the selected one), adds a creature that joins the fight,
// removes one that leaves it, and marks a readied action.

// valuesOpen reports whether the initiative values are still being
// entered: there is an order and no turn has begun since it was set. Then
// every entry has − and +, and changing a value sets the whole order again
// (engine.SetInitiative), which loses nothing before the first turn.
func (b *Board) valuesOpen() bool {
	in := &b.enc.Initiative
	t := b.enc.Turn
	if len(in.Order) == 0 || t.Round != 0 || t.Active != "" || t.Pending != nil || len(in.Delayed) > 0 {
		return false
	}
	for _, en := range in.Order {
		if en.Ready != "" {
			return false
		}
	}
	return true
}

// valueButtons reports whether the entry of id has − and +: every entry
// while the values are entered, only the selected one once the fight runs
// (ten entries with them would not fit the strip beside the commands).
func (b *Board) valueButtons(id string) bool {
	return b.valuesOpen() || id == b.selected
}

// beforeFight reports whether no turn has begun yet (round 0, nobody
// delaying): the strip then leaves out Delay, Return and Ready, which do
// nothing before the first turn, to make room for the entries.
func (b *Board) beforeFight() bool {
	return b.enc.Turn.Round == 0 && b.enc.Turn.Active == "" && len(b.enc.Initiative.Delayed) == 0
}

// inInitiative reports whether id is in the order or delaying.
func (b *Board) inInitiative(id string) bool {
	in := &b.enc.Initiative
	if in.Position(id) >= 0 {
		return true
	}
	return slices.ContainsFunc(in.Delayed, func(en engine.InitEntry) bool { return en.ID == id })
}

// editControls lists the strip's commands that change the order by hand:
// Add (a selected creature outside the order) or Remove (a selected one in
// it), sharing a place and naming the creature, and, once the fight has
// begun, Ready.
func (b *Board) editControls() []control {
	sel := b.selected
	button := func(name, label string, enabled bool, why string) ui.Button {
		return ui.Button{Name: name, Label: label, Enabled: enabled, Why: why, Size: actionFont, Look: ui.LookTurn}
	}
	var cs []control
	if sel != "" && b.enc.Creature(sel) != nil && !b.inInitiative(sel) {
		cs = append(cs, control{button("init:add", b.cmdLabel(b.f("Add %s", sel), b.t("Add")), true, ""),
			func(b *Board) Effect { b.addToInitiative(sel); return NoEffect }})
	} else {
		label := b.t("Remove")
		if sel != "" && b.inInitiative(sel) {
			label = b.cmdLabel(b.f("Remove %s", sel), label)
		}
		cs = append(cs, control{button("init:remove", label, sel != "" && b.inInitiative(sel),
			b.t("select a creature: in the strip to remove it, on the map to add it")),
			func(b *Board) Effect { b.removeFromInitiative(sel); return NoEffect }})
	}
	act := b.enc.Turn.Active
	in := &b.enc.Initiative
	if b.beforeFight() {
		return cs // nobody's turn yet: nothing to ready
	}
	ready := control{button("init:ready", b.t("Ready"), act != "" && in.Position(act) >= 0,
		b.t("a creature readies an action on its own turn: no turn is running")),
		func(b *Board) Effect { b.ready(act); return NoEffect }}
	if i := in.Position(act); i >= 0 && in.Order[i].Ready != "" {
		ready.Label = b.t("Drop ready")
	}
	return append(cs, ready)
}

// cmdLabel returns long when it fits on a strip command, else short.
func (b *Board) cmdLabel(long, short string) string {
	u := b.UI()
	pad := buttonGap * u
	cw := (min(stripW*u, b.screen.w*0.25)-3*pad)/2 - 10*u
	if b.textSize(long, actionFont) > cw {
		return short
	}
	return long
}

// valueControls lists the − and + buttons of the entry of id.
func (b *Board) valueControls(id string) []control {
	return []control{
		{ui.Button{Name: "init-:" + id, Label: "−", Enabled: true, Size: stripFont + 6},
			func(b *Board) Effect { b.bumpInitiative(id, -1); return NoEffect }},
		{ui.Button{Name: "init+:" + id, Label: "+", Enabled: true, Size: stripFont + 6},
			func(b *Board) Effect { b.bumpInitiative(id, 1); return NoEffect }},
	}
}

// bumpInitiative changes the initiative value of id by d and moves its
// entry to its place by the system's rules, then selects id so its entry
// can be followed there. Before the first turn the whole order is set again
// (ties keep their places); during the fight engine.ChangeInitiative moves
// the one entry and keeps the round and whose turn it is.
func (b *Board) bumpInitiative(id string, d int) {
	entries := slices.Clone(b.enc.Initiative.Order)
	i := slices.IndexFunc(entries, func(en engine.InitEntry) bool { return en.ID == id })
	if i < 0 {
		b.fail(errors.New("board: " + id + " is not in the initiative order"))
		return
	}
	entries[i].Value += d
	var act engine.Action = engine.ChangeInitiative{Who: id, Value: entries[i].Value}
	if b.valuesOpen() {
		act = engine.SetInitiative{Entries: entries}
	}
	if b.apply(act) {
		b.Select(id)
	}
}

// addToInitiative puts id into the order at a rolled value (d20, modifier
// 0), with one seed taken for the click.
func (b *Board) addToInitiative(id string) {
	seed := int64(b.ver)
	if b.opts.Seed != nil {
		seed = b.opts.Seed()
	}
	b.apply(engine.AddToInitiative{Who: id, Roll: true, Seed: seed})
}

// removeFromInitiative takes id out of the order (or out of the delaying
// creatures). When its turn was running, the next one's begins and the map
// selects that creature.
func (b *Board) removeFromInitiative(id string) {
	if id == "" {
		b.fail(errors.New("board: select a creature in the strip to remove it"))
		return
	}
	was := b.enc.Turn.Active
	if b.apply(engine.RemoveFromInitiative{Who: id}) && was == id {
		b.arm = armed{}
		b.Select(b.enc.Turn.Active)
	}
}

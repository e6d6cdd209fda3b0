package board

import (
	"sort"

	"battlemap/engine"
	"battlemap/game/ui"
)

// The players' side, chosen in the rules form (Edit mode): a button that
// steps through the sides on the map (engine.SetParty, undone like any
// action; the file keeps it as "party"). The rules that tell the player
// characters from their enemies read it, such as PF2e's initiative ties.

// partyControl is the rules form's button for the players' side.
func (b *Board) partyControl() control {
	cur := b.enc.PlayersSide()
	sides := b.sides()
	next := cur
	for i, s := range sides {
		if s == cur {
			next = sides[(i+1)%len(sides)]
			break
		}
		if i == len(sides)-1 {
			next = sides[0]
		}
	}
	return control{ui.Button{Name: "sf:party", Label: b.f("Players' side: %s", cur), Enabled: next != cur,
		Why: b.t("there is no other side on the map"), Size: formFont},
		func(b *Board) Effect { b.apply(engine.SetParty{Side: next}); return NoEffect }}
}

// sides lists the sides of the creatures on the map, sorted.
func (b *Board) sides() []string {
	set := map[string]bool{}
	for _, c := range b.enc.Creatures {
		set[c.Side] = true
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

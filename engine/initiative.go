package engine

import (
	"math/rand/v2"
	"sort"
)

// FlatFooted reports whether the creature is flat-footed because it has not
// acted yet in the encounter (PF1e and 3.5 only; RULES.md B18, C18).
func (e *Encounter) FlatFooted(id string) bool {
	in := &e.Initiative
	if i := in.Position(id); i >= 0 {
		return in.Order[i].FlatFooted
	}
	if i := in.DelayedAt(id); i >= 0 {
		return in.Delayed[i].FlatFooted
	}
	return false
}

// startsFlatFooted reports whether the system makes creatures flat-footed
// until they first act: PF1e and 3.5 (RULES.md B18, C18).
func (e *Encounter) startsFlatFooted() bool {
	id := e.System.ID()
	return id == "pf1e" || id == "dnd35"
}

// RollD20 rolls a twenty-sided die with r.
func RollD20(r *rand.Rand) int { return r.IntN(20) + 1 }

// initCompare orders two entries by the system's rules without dice: -1
// when a goes first, 1 when b does, 0 when the rules leave it to the table
// or to a roll-off.
//
//   - All systems: the higher Value first.
//   - PF2e: on a tie, a creature not on the players' side (PlayersSide)
//     goes before a PC (RULES.md A18); tied PCs choose their order, the GM
//     orders tied enemies.
//   - PF1e, 3.5: on a tie, the higher modifier first, then a re-roll (B18,
//     C18).
//   - 5e: the DM decides (D18); the program takes the higher modifier first,
//     then a d20 roll-off (the PHB's optional rule).
func (e *Encounter) initCompare(a, b InitEntry) int {
	switch {
	case a.Value > b.Value:
		return -1
	case a.Value < b.Value:
		return 1
	}
	if e.System.ID() == "pf2e" {
		ap, bp := e.isPC(a.ID), e.isPC(b.ID)
		switch {
		case ap == bp:
			return 0
		case bp:
			return -1
		}
		return 1
	}
	switch {
	case a.Mod > b.Mod:
		return -1
	case a.Mod < b.Mod:
		return 1
	}
	return 0
}

// isPC reports whether the creature is on the players' side.
func (e *Encounter) isPC(id string) bool {
	c := e.byID[id]
	return c != nil && c.Side == e.PlayersSide()
}

// sortInitiative puts entries in turn order by initCompare, keeping the
// given order where the rules leave a tie open. With r, ties that the
// system settles by dice (PF1e, 3.5 re-roll; 5e roll-off) are rolled off:
// every tied creature rolls a d20, highest first, and those still tied roll
// again.
func (e *Encounter) sortInitiative(entries []InitEntry, r *rand.Rand) {
	sort.SliceStable(entries, func(i, j int) bool { return e.initCompare(entries[i], entries[j]) < 0 })
	if r == nil || e.System.ID() == "pf2e" {
		return
	}
	for i := 0; i < len(entries); {
		j := i + 1
		for j < len(entries) && e.initCompare(entries[i], entries[j]) == 0 {
			j++
		}
		if j-i > 1 {
			rollOff(entries[i:j], r, 0)
		}
		i = j
	}
}

// rollOff orders tied entries by d20 rolls, rolling again among those that
// tie again. After many rounds of ties (which a fair die makes vanishingly
// rare) the order stays as it is.
func rollOff(group []InitEntry, r *rand.Rand, depth int) {
	if len(group) < 2 || depth > 50 {
		return
	}
	type rolled struct {
		en   InitEntry
		roll int
	}
	rs := make([]rolled, len(group))
	for i, en := range group {
		rs[i] = rolled{en, RollD20(r)}
	}
	sort.SliceStable(rs, func(a, b int) bool { return rs[a].roll > rs[b].roll })
	for i := range rs {
		group[i] = rs[i].en
	}
	for i := 0; i < len(rs); {
		j := i + 1
		for j < len(rs) && rs[j].roll == rs[i].roll {
			j++
		}
		rollOff(group[i:j], r, depth+1)
		i = j
	}
}

// RollOrder rolls initiative for the creatures in mods (id → initiative
// modifier) with r: each rolls d20 + modifier, and the entries come back in
// turn order, ties settled as initCompare and sortInitiative say. The
// encounter does not change. Creatures are taken in the encounter's order,
// so the same r gives the same rolls.
func (e *Encounter) RollOrder(mods map[string]int, r *rand.Rand) ([]InitEntry, error) {
	ids := make([]string, 0, len(mods))
	for id := range mods {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if _, err := e.Lookup(id); err != nil {
			return nil, err
		}
	}
	var out []InitEntry
	for _, c := range e.Creatures {
		mod, ok := mods[c.ID]
		if !ok {
			continue
		}
		en := InitEntry{ID: c.ID, Mod: mod}
		if err := CheckInitEntry(en); err != nil {
			return nil, err
		}
		en.Value = RollD20(r) + mod
		out = append(out, en)
	}
	e.sortInitiative(out, r)
	return out, nil
}

// seededRand returns the dice of an action with a seed.
func seededRand(seed int64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), 0x62617474))
}

// startOrder makes entries the encounter's initiative order: the start of
// the fight. Nobody's turn has begun (round 0; NextTurn starts round 1),
// nobody is delaying or readied, and in PF1e and 3.5 everyone is
// flat-footed.
func (e *Encounter) startOrder(entries []InitEntry) {
	ff := e.startsFlatFooted()
	for i := range entries {
		entries[i].FlatFooted, entries[i].Ready = ff, ""
	}
	e.Initiative = Initiative{Order: entries}
	e.Turn = Turn{}
}

package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
)

// PCSide is the side of the player characters. Initiative ties in PF2e go
// to the other sides' creatures first (RULES.md A18).
const PCSide = "pcs"

// MaxInitiative bounds initiative values and modifiers: a number beyond
// ±MaxInitiative is a mistake, and a file holding one is refused.
const MaxInitiative = 100000

// InitEntry is one creature's place in the initiative order.
type InitEntry struct {
	ID string
	// Value is the initiative result: d20 + Mod when rolled, or what the GM
	// entered.
	Value int
	// Mod is the initiative modifier (PF2e: usually Perception). PF1e, 3.5
	// and 5e break ties with it.
	Mod int
	// FlatFooted: PF1e and 3.5 creatures are flat-footed until they first
	// act (RULES.md B18, C18). Set when the order is set, cleared when the
	// creature's first turn begins. Always false in PF2e and 5e.
	FlatFooted bool
	// Ready is the trigger of the creature's readied action, "" for none. It
	// is a marker for the table; it lasts until the creature's next turn
	// begins.
	Ready string
}

// Initiative is the turn order of an encounter.
type Initiative struct {
	// Order is the turn order: Order[0] acts first in each round. The order
	// is what counts; Value is kept for the table to read.
	Order []InitEntry
	// Delayed holds the creatures that delayed and left the order, until
	// they return (ReturnFromDelay).
	Delayed []InitEntry
}

// clone returns a deep copy of the initiative.
func (in Initiative) clone() Initiative {
	return Initiative{Order: slices.Clone(in.Order), Delayed: slices.Clone(in.Delayed)}
}

// Position returns the place of id in the order, or -1 when it is not in
// the order (absent, or delaying).
func (in *Initiative) Position(id string) int {
	for i, en := range in.Order {
		if en.ID == id {
			return i
		}
	}
	return -1
}

// delayedAt returns the index of id in Delayed, or -1.
func (in *Initiative) delayedAt(id string) int {
	for i, en := range in.Delayed {
		if en.ID == id {
			return i
		}
	}
	return -1
}

// FlatFooted reports whether the creature is flat-footed because it has not
// acted yet in the encounter (PF1e and 3.5 only; RULES.md B18, C18).
func (e *Encounter) FlatFooted(id string) bool {
	in := &e.Initiative
	if i := in.Position(id); i >= 0 {
		return in.Order[i].FlatFooted
	}
	if i := in.delayedAt(id); i >= 0 {
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
//   - PF2e: on a tie, a creature not on side "pcs" goes before a PC (RULES.md
//     A18); tied PCs choose their order, the GM orders tied enemies.
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
	return c != nil && c.Side == PCSide
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

// checkInitNumbers refuses absurd initiative values and modifiers.
func checkInitNumbers(en InitEntry) error {
	if en.Value < -MaxInitiative || en.Value > MaxInitiative || en.Mod < -MaxInitiative || en.Mod > MaxInitiative {
		return fmt.Errorf("engine: initiative of %q: value %d and modifier %d must lie within ±%d", en.ID, en.Value, en.Mod, MaxInitiative)
	}
	return nil
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
		if err := checkInitNumbers(en); err != nil {
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

// SetInitiative sets the initiative order from values the GM entered. The
// entries are sorted by the system's rules (initCompare); where the rules
// leave a tie to the table, the given order stands (Reorder changes it).
// It starts the fight: round 0, nobody's turn yet.
type SetInitiative struct{ Entries []InitEntry }

// String describes the action for the log.
func (a SetInitiative) String() string {
	return fmt.Sprintf("set initiative for %d creatures", len(a.Entries))
}

func (a SetInitiative) apply(e *Encounter) (string, error) {
	seen := map[string]bool{}
	entries := slices.Clone(a.Entries)
	for _, en := range entries {
		if _, err := e.Lookup(en.ID); err != nil {
			return "", err
		}
		if seen[en.ID] {
			return "", fmt.Errorf("engine: %q appears twice in the initiative", en.ID)
		}
		seen[en.ID] = true
		if err := checkInitNumbers(en); err != nil {
			return "", err
		}
	}
	e.sortInitiative(entries, nil)
	e.startOrder(entries)
	return fmt.Sprintf("initiative set: %s", orderWords(entries)), nil
}

// RollInitiative rolls initiative for the creatures in Mods (id →
// initiative modifier) with dice seeded by Seed, so the same action gives
// the same order, and starts the fight like SetInitiative.
type RollInitiative struct {
	Mods map[string]int
	Seed int64
}

// String describes the action for the log.
func (a RollInitiative) String() string {
	return fmt.Sprintf("roll initiative for %d creatures", len(a.Mods))
}

func (a RollInitiative) apply(e *Encounter) (string, error) {
	entries, err := e.RollOrder(a.Mods, seededRand(a.Seed))
	if err != nil {
		return "", err
	}
	e.startOrder(entries)
	return fmt.Sprintf("initiative rolled: %s", orderWords(entries)), nil
}

// orderWords spells an order for the log: "G 18, M 15".
func orderWords(entries []InitEntry) string {
	s := ""
	for i, en := range entries {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s %d", en.ID, en.Value)
	}
	return s
}

// AddToInitiative puts a creature into the order mid-fight, at the place its
// Value gives it by the system's rules (after the creatures it ties with
// where the rules leave the tie open). With Roll, Value is rolled: d20 + Mod
// with dice seeded by Seed. In PF1e and 3.5 it is flat-footed until its
// first turn.
type AddToInitiative struct {
	Who        string
	Value, Mod int
	Roll       bool
	Seed       int64
}

// String describes the action for the log.
func (a AddToInitiative) String() string { return a.Who + " joins the initiative" }

func (a AddToInitiative) apply(e *Encounter) (string, error) {
	if _, err := e.Lookup(a.Who); err != nil {
		return "", err
	}
	in := &e.Initiative
	if in.Position(a.Who) >= 0 || in.delayedAt(a.Who) >= 0 {
		return "", fmt.Errorf("engine: %q is already in the initiative", a.Who)
	}
	en := InitEntry{ID: a.Who, Value: a.Value, Mod: a.Mod, FlatFooted: e.startsFlatFooted()}
	if err := checkInitNumbers(en); err != nil {
		return "", err
	}
	if a.Roll {
		en.Value = RollD20(seededRand(a.Seed)) + a.Mod
	}
	at := len(in.Order)
	for i, o := range in.Order {
		if e.initCompare(en, o) < 0 {
			at = i
			break
		}
	}
	in.Order = slices.Insert(in.Order, at, en)
	return fmt.Sprintf("%s joins the initiative at %d (place %d)", a.Who, en.Value, at+1), nil
}

// RemoveFromInitiative takes a creature out of the order (or out of the
// delayed creatures). When it is the creature whose turn it is, its turn
// ends and the next one's begins.
type RemoveFromInitiative struct{ Who string }

// String describes the action for the log.
func (a RemoveFromInitiative) String() string { return a.Who + " leaves the initiative" }

func (a RemoveFromInitiative) apply(e *Encounter) (string, error) {
	in := &e.Initiative
	if i := in.delayedAt(a.Who); i >= 0 {
		in.Delayed = slices.Delete(in.Delayed, i, i+1)
		return a.Who + " leaves the initiative", nil
	}
	i := in.Position(a.Who)
	if i < 0 {
		return "", fmt.Errorf("engine: %q is not in the initiative", a.Who)
	}
	in.Order = slices.Delete(in.Order, i, i+1)
	msg := a.Who + " leaves the initiative"
	if e.Turn.Active == a.Who {
		e.endTurn()
		msg += "; " + e.turnFrom(i)
	}
	return msg, nil
}

// Reorder moves a creature to place Index (from 0) of the order, as when
// the table drags it along the initiative strip: tied PCs choosing their
// order, the GM ordering tied enemies. Values do not change, nor does whose
// turn it is.
type Reorder struct {
	Who   string
	Index int
}

// String describes the action for the log.
func (a Reorder) String() string {
	return fmt.Sprintf("move %s to place %d of the initiative", a.Who, a.Index+1)
}

func (a Reorder) apply(e *Encounter) (string, error) {
	in := &e.Initiative
	i := in.Position(a.Who)
	if i < 0 {
		return "", fmt.Errorf("engine: %q is not in the initiative order", a.Who)
	}
	if a.Index < 0 || a.Index >= len(in.Order) {
		return "", fmt.Errorf("engine: place %d is outside the initiative order of %d creatures", a.Index, len(in.Order))
	}
	en := in.Order[i]
	in.Order = slices.Insert(slices.Delete(in.Order, i, i+1), a.Index, en)
	return fmt.Sprintf("%s moves to place %d of the initiative", a.Who, a.Index+1), nil
}

// endTurn ends the active creature's turn: its diagonal count and movement
// reset (RULES.md A18).
func (e *Encounter) endTurn() {
	e.Turn.Active, e.Turn.Diagonals, e.Turn.Moved, e.Turn.WasFlatFooted = "", 0, 0, false
	e.Turn.Econ, e.Turn.Pending = Economy{}, nil
}

// beginTurn starts the turn of Order[i]: the creature regains its reaction
// (PF2e: 3 actions and 1 reaction, A18; 5e: D18; an AoO in PF1e/3.5), is no
// longer flat-footed, and its readied action lapses.
func (e *Encounter) beginTurn(i int) string {
	en := &e.Initiative.Order[i]
	e.Turn.Active, e.Turn.Diagonals, e.Turn.Moved = en.ID, 0, 0
	e.Turn.Econ, e.Turn.Pending = Economy{}, nil
	e.Turn.WasFlatFooted = en.FlatFooted
	en.FlatFooted, en.Ready = false, ""
	if c := e.byID[en.ID]; c != nil {
		c.ReactionUsed = false
	}
	return fmt.Sprintf("round %d: %s's turn", e.Turn.Round, en.ID)
}

// turnFrom starts the turn of the creature at place i of the order; past
// the end, a new round starts at the top. With an empty order nobody's turn
// begins.
func (e *Encounter) turnFrom(i int) string {
	if len(e.Initiative.Order) == 0 {
		return "nobody is left in the initiative"
	}
	if i >= len(e.Initiative.Order) {
		i = 0
		e.Turn.Round++
	}
	return e.beginTurn(i)
}

// NextTurn ends the active creature's turn and begins the next one's in the
// initiative order. Past the last creature a new round begins. With nobody
// active (before the first turn, or after EndTurn), the next round begins at
// the top of the order: round 0 becomes round 1.
type NextTurn struct{}

// String describes the action for the log.
func (NextTurn) String() string { return "next turn" }

func (NextTurn) apply(e *Encounter) (string, error) {
	in := &e.Initiative
	if len(in.Order) == 0 {
		return "", fmt.Errorf("engine: there is no initiative order: set or roll initiative first")
	}
	if e.Turn.Active == "" {
		e.endTurn()
		e.Turn.Round++
		return e.beginTurn(0), nil
	}
	i := in.Position(e.Turn.Active)
	if i < 0 {
		return "", fmt.Errorf("engine: %q, whose turn it is, is not in the initiative order: add it, or end its turn first", e.Turn.Active)
	}
	e.endTurn()
	return e.turnFrom(i + 1), nil
}

// Delay takes the active creature out of the order as its turn begins
// (RULES.md A18, B18, C18; 5e has no Delay, the program allows it the same
// way). The next creature's turn begins. The delaying creature comes back
// with ReturnFromDelay; it stays flat-footed if it was (it has not acted).
type Delay struct{ Who string }

// String describes the action for the log.
func (a Delay) String() string { return a.Who + " delays" }

func (a Delay) apply(e *Encounter) (string, error) {
	if e.Turn.Active != a.Who {
		return "", fmt.Errorf("engine: %q can delay only as its own turn begins, and it is not its turn", a.Who)
	}
	in := &e.Initiative
	i := in.Position(a.Who)
	if i < 0 {
		return "", fmt.Errorf("engine: %q is not in the initiative order", a.Who)
	}
	if e.Turn.Moved > 0 || e.Turn.Diagonals > 0 {
		return "", fmt.Errorf("engine: %q has already moved this turn; it can delay only as its turn begins", a.Who)
	}
	en := in.Order[i]
	en.FlatFooted = e.Turn.WasFlatFooted
	in.Order = slices.Delete(in.Order, i, i+1)
	in.Delayed = append(in.Delayed, en)
	e.endTurn()
	return a.Who + " delays; " + e.turnFrom(i), nil
}

// ReturnFromDelay brings a delaying creature back into the order at place
// Index (from 0, among the creatures in the order). Its initiative becomes
// that place permanently (RULES.md A18, B18): its Value becomes that of the
// creature it now follows. Placed right after the creature whose turn it
// is, it returns "at the end of that turn": that turn ends and its own
// begins now. Placed elsewhere, it acts when the order reaches it (PF1e and
// 3.5 let a delayer name its new count in advance).
type ReturnFromDelay struct {
	Who   string
	Index int
}

// String describes the action for the log.
func (a ReturnFromDelay) String() string {
	return fmt.Sprintf("%s returns to place %d of the initiative", a.Who, a.Index+1)
}

func (a ReturnFromDelay) apply(e *Encounter) (string, error) {
	in := &e.Initiative
	d := in.delayedAt(a.Who)
	if d < 0 {
		return "", fmt.Errorf("engine: %q is not delaying", a.Who)
	}
	if a.Index < 0 || a.Index > len(in.Order) {
		return "", fmt.Errorf("engine: place %d is outside the initiative order of %d creatures (0 to %d)", a.Index, len(in.Order), len(in.Order))
	}
	en := in.Delayed[d]
	in.Delayed = slices.Delete(in.Delayed, d, d+1)
	switch {
	case a.Index > 0:
		en.Value = in.Order[a.Index-1].Value
	case len(in.Order) > 0:
		en.Value = in.Order[0].Value
	}
	now := e.Turn.Active != "" && in.Position(e.Turn.Active) == a.Index-1
	in.Order = slices.Insert(in.Order, a.Index, en)
	msg := fmt.Sprintf("%s returns to place %d of the initiative", a.Who, a.Index+1)
	if now {
		e.endTurn()
		msg += "; " + e.beginTurn(a.Index)
	}
	return msg, nil
}

// Ready marks that a creature has readied an action with a trigger (RULES.md
// A18, B18, C18, D18). It is a marker for the table: it lasts until the
// creature's next turn begins. Readying is done on one's own turn; an empty
// Trigger clears the marker at any time (the action was used or dropped).
type Ready struct {
	Who     string
	Trigger string
}

// String describes the action for the log.
func (a Ready) String() string {
	if a.Trigger == "" {
		return a.Who + " drops its readied action"
	}
	return fmt.Sprintf("%s readies an action: %s", a.Who, a.Trigger)
}

func (a Ready) apply(e *Encounter) (string, error) {
	in := &e.Initiative
	i := in.Position(a.Who)
	if i < 0 {
		return "", fmt.Errorf("engine: %q is not in the initiative order", a.Who)
	}
	if a.Trigger == "" {
		in.Order[i].Ready = ""
		return a.Who + " no longer has a readied action", nil
	}
	if e.Turn.Active != a.Who {
		return "", fmt.Errorf("engine: %q can ready an action only on its own turn", a.Who)
	}
	in.Order[i].Ready = a.Trigger
	return fmt.Sprintf("%s readies an action: %s", a.Who, a.Trigger), nil
}

package engine

import (
	"fmt"
	"slices"
	"strings"
)

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
		if err := CheckInitEntry(en); err != nil {
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
	if in.Position(a.Who) >= 0 || in.DelayedAt(a.Who) >= 0 {
		return "", fmt.Errorf("engine: %q is already in the initiative", a.Who)
	}
	en := InitEntry{ID: a.Who, Value: a.Value, Mod: a.Mod, FlatFooted: e.startsFlatFooted()}
	if err := CheckInitEntry(en); err != nil {
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
	if i := in.DelayedAt(a.Who); i >= 0 {
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
	msg := fmt.Sprintf("round %d: %s's turn", e.Turn.Round, en.ID)
	if ended := e.countDown(en.ID); ended != "" {
		msg += "; " + ended
	}
	return msg
}

// newRound starts the next round: the areas no creature in the order
// counts lose a round (areas.go); it returns what ended, for the log.
func (e *Encounter) newRound() string {
	e.Turn.Round++
	return e.countDown("")
}

// turnFrom starts the turn of the creature at place i of the order; past
// the end, a new round starts at the top. With an empty order nobody's turn
// begins.
func (e *Encounter) turnFrom(i int) string {
	if len(e.Initiative.Order) == 0 {
		return "nobody is left in the initiative"
	}
	var notes []string
	for {
		if i >= len(e.Initiative.Order) {
			// The end of the round: the old place of a delayer that comes
			// after everyone.
			if j, ok := e.comeBack(len(e.Initiative.Order)); ok {
				note, skip := e.backFromDelay(j)
				notes = append(notes, note)
				if !skip {
					return strings.Join(append(notes, e.beginTurn(j)), "; ")
				}
				i = j + 1
				continue
			}
			i = 0
			if ended := e.newRound(); ended != "" {
				notes = append(notes, ended)
			}
		}
		j, ok := e.comeBack(i)
		if !ok {
			break
		}
		note, skip := e.backFromDelay(j)
		notes = append(notes, note)
		if !skip {
			i = j
			break
		}
		i = j + 1
	}
	return strings.Join(append(notes, e.beginTurn(i)), "; ")
}

// comeBack finds a creature that delayed in an earlier round whose old place
// in the order is now, just before Order[i] (or at the end of the round for
// i past the last), puts it back there and returns that place.
func (e *Encounter) comeBack(i int) (int, bool) {
	in := &e.Initiative
	for k, d := range in.Delayed {
		if d.DelayedRound == 0 || d.DelayedRound >= e.Turn.Round {
			continue
		}
		if i < len(in.Order) && e.initCompare(d, in.Order[i]) > 0 {
			continue // its place comes later in this round
		}
		d.DelayedRound = 0
		in.Delayed = slices.Delete(in.Delayed, k, k+1)
		in.Order = slices.Insert(in.Order, i, d)
		return i, true
	}
	return 0, false
}

// backFromDelay words what happens to a delayer whose old place came round
// again without its returning, and reports whether its turn is skipped:
// PF2e, it lost that turn's actions but keeps its initiative (RULES.md A18);
// PF1e/3.5 and 5e, it lost the delayed action and its turn begins as usual
// (B18, C18).
func (e *Encounter) backFromDelay(j int) (string, bool) {
	id := e.Initiative.Order[j].ID
	if e.System.ID() == "pf2e" {
		return fmt.Sprintf("%s delayed a whole round: it loses that turn's actions and keeps its initiative (PF2e CRB p.470)", id), true
	}
	return fmt.Sprintf("%s did not return from delaying: the delayed action is lost (RULES.md B18)", id), false
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
		if ended := e.newRound(); ended != "" {
			return ended + "; " + e.beginTurn(0), nil
		}
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
	en.DelayedRound = max(e.Turn.Round, 1)
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
	d := in.DelayedAt(a.Who)
	if d < 0 {
		return "", fmt.Errorf("engine: %q is not delaying", a.Who)
	}
	if a.Index < 0 || a.Index > len(in.Order) {
		return "", fmt.Errorf("engine: place %d is outside the initiative order of %d creatures (0 to %d)", a.Index, len(in.Order), len(in.Order))
	}
	en := in.Delayed[d]
	en.DelayedRound = 0
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

// ChangeInitiative sets one creature's initiative value and moves its entry
// to its place by the system's rules, mid-fight too: the round and whose
// turn it is stay as they are (the table corrects a mistyped roll, or a
// readied action fires and the creature acts before the trigger, RULES.md
// B18). Among equal values the entry goes after the others.
type ChangeInitiative struct {
	Who   string
	Value int
}

// String describes the action for the log.
func (a ChangeInitiative) String() string {
	return fmt.Sprintf("%s's initiative becomes %d", a.Who, a.Value)
}

func (a ChangeInitiative) apply(e *Encounter) (string, error) {
	in := &e.Initiative
	i := in.Position(a.Who)
	if i < 0 {
		return "", fmt.Errorf("engine: %q is not in the initiative order", a.Who)
	}
	en := in.Order[i]
	en.Value = a.Value
	if err := CheckInitEntry(en); err != nil {
		return "", err
	}
	rest := slices.Delete(slices.Clone(in.Order), i, i+1)
	at := len(rest)
	for j, o := range rest {
		if e.initCompare(en, o) < 0 {
			at = j
			break
		}
	}
	in.Order = slices.Insert(rest, at, en)
	return fmt.Sprintf("%s's initiative becomes %d: place %d of the order", a.Who, a.Value, at+1), nil
}

package engine

import (
	"fmt"
	"sort"
	"strings"

	"battlemap/grid"
)

// State is a set of conditions on a creature.
type State uint16

// The conditions a scenario or the table can set.
const (
	Prone         State = 1 << iota // lying down: crawls, stands up
	Helpless                        // unconscious, paralyzed…
	Unarmed                         // threatens nothing in PF1e/3.5
	CannotAttack                    // under an effect that prevents attacking
	Incapacitated                   // cannot act
	Invisible                       // unseen by others
	Flying                          // airborne: moves over pits, not hampered where the system says so
	Willing                         // lets others through even if not an ally
	// Immobile and Blind come only from conditions (Condition.implies):
	// speed 0, and cannot see. Files never name them as states.
	Immobile
	Blind
)

var stateNames = []struct {
	s    State
	name string
}{
	{Prone, "prone"}, {Helpless, "helpless"}, {Unarmed, "unarmed"}, {CannotAttack, "cannot_attack"},
	{Incapacitated, "incapacitated"}, {Invisible, "invisible"}, {Flying, "flying"}, {Willing, "willing"},
}

// KnownStates holds every condition the program knows; a State with other
// bits set is damaged.
const KnownStates = Prone | Helpless | Unarmed | CannotAttack | Incapacitated | Invisible | Flying | Willing

// ParseState reads one condition name as scenario files spell it.
func ParseState(s string) (State, error) {
	for _, n := range stateNames {
		if n.name == s {
			return n.s, nil
		}
	}
	names := make([]string, len(stateNames))
	for i, n := range stateNames {
		names[i] = n.name
	}
	return 0, fmt.Errorf("unknown state %q (want one of %s)", s, strings.Join(names, ", "))
}

// Has reports whether all states of t are in s.
func (s State) Has(t State) bool { return s&t == t }

// Names lists the conditions in s.
func (s State) Names() []string {
	var out []string
	for _, n := range stateNames {
		if s.Has(n.s) {
			out = append(out, n.name)
		}
	}
	return out
}

// Creature is one token on the map.
type Creature struct {
	ID   string
	Side string // creatures with the same side are allies, others enemies
	Size Size
	// X, Y is the top-left square of the space.
	X, Y int
	// SpaceW, SpaceH is the space actually occupied: Size.Side() squared
	// unless the creature stands squeezed in a narrower space.
	SpaceW, SpaceH int
	Speed          int  // land speed in feet
	Body           Body // tall or long, for natural reach by size
	// FlySpeed is the fly speed in feet (0: none); with the flying state the
	// creature moves at it (RULES.md A2, D2).
	FlySpeed int
	// Attacks is how many attacks its Attack action makes in 5e (Extra
	// Attack); 0 means one.
	Attacks int
	// Reach is natural reach in feet; ReachSet says it overrides the system's
	// size table.
	Reach       int
	ReachSet    bool
	WeaponReach int  // reach of a wielded reach weapon in feet, 0 for none
	AoO         bool // can make attacks of opportunity / Reactive Strike
	// ReactionUsed says the creature has spent its reaction (or AoO) this round.
	ReactionUsed bool
	State        State
	Mount        string // id of the creature this one rides
	// Conditions are the system's conditions on the creature that change
	// what the map computes (condition.go); their effects add to State.
	Conditions Condition
	// HP, MaxHP and TempHP are its hit points: current (below 0 in PF1e and
	// 3.5), maximum and temporary. MaxHP 0: the map does not track them.
	HP, MaxHP, TempHP int
	// ImprovedBullRush and ImprovedOverrun: the feats that keep those
	// manoeuvres from provoking (RULES.md B13, B14, C13, C14).
	ImprovedBullRush, ImprovedOverrun bool
	// CunningAction: a feature (a rogue's Cunning Action, a goblin's
	// Nimble Escape) that lets it Dash, Disengage or Hide as a bonus action
	// in 5e (RULES.md D18: bonus actions come from features).
	CunningAction bool
	// Hover: it can hover, so it does not fall when knocked prone in the
	// air (RULES.md D15).
	Hover bool
	// Independent: ridden, it acts on its own (5e's independent mount);
	// otherwise its rider controls it (RULES.md D17).
	Independent bool
	// InitMod is the creature's initiative modifier (PF2e: usually
	// Perception), used when it rolls initiative and has no entry yet.
	InitMod int
	// Hidden says the GM hides the creature from the players' screen (an
	// ambush); the rules count it as ever (players.go).
	Hidden bool
}

// MoveSpeed returns the speed the creature moves at now: its fly speed
// while flying, when it has one, else its land speed.
func (c *Creature) MoveSpeed() int {
	if c.Has(Flying) && c.FlySpeed > 0 {
		return c.FlySpeed
	}
	return c.Speed
}

// Rect returns the creature's space.
func (c *Creature) Rect() grid.Rect { return grid.Rect{X: c.X, Y: c.Y, W: c.SpaceW, H: c.SpaceH} }

// Squeezed reports whether the creature stands in a space narrower than its
// full one.
func (c *Creature) Squeezed() bool {
	s := c.Size.Side()
	return c.SpaceW != s || c.SpaceH != s
}

// Has reports whether the creature has all states of s, those set and those
// its conditions imply.
func (c *Creature) Has(s State) bool { return (c.State | c.Conditions.implies()).Has(s) }

// Allies reports whether two creatures are on the same side.
func (c *Creature) Allies(o *Creature) bool { return c.Side == o.Side }

// sizesApart returns how many size categories separate two creatures.
func sizesApart(a, b *Creature) int {
	d := int(a.Size) - int(b.Size)
	if d < 0 {
		d = -d
	}
	return d
}

// String names the creature for messages.
func (c *Creature) String() string { return fmt.Sprintf("%q", c.ID) }

// sortedIDs returns ids in a stable order for messages.
func sortedIDs(ids []string) []string {
	out := append([]string(nil), ids...)
	sort.Strings(out)
	return out
}

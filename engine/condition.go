package engine

import (
	"fmt"
	"strings"
)

// Condition is a set of the conditions of the four systems that change what
// the map computes: who may move (speed 0), who is helpless, who reacts and
// threatens, who sees. Each bit is one condition of one or more systems,
// named as the system names it; where two systems give the same name
// different effects (5e's restrained still attacks, PF2e's does not) they
// are two bits of the same name, and a system knows only its own.
type Condition uint32

// The conditions. The books' pages are in conditionTable.
const (
	Blinded        Condition = 1 << iota // cannot see
	Dazed                                // PF1e, 3.5: can take no actions
	Dead                                 // all: dead
	Disabled                             // PF1e, 3.5: 0 hit points, one move or standard action a round
	Dying                                // PF2e, PF1e, 3.5: unconscious and dying
	Grabbed                              // PF2e: immobilized
	Grappled                             // PF1e, 5e: cannot move
	Grappled35                           // 3.5: cannot move and threatens nothing
	Immobilized                          // PF2e: no move actions
	Paralyzed                            // all: cannot move or act
	Petrified                            // all: turned to stone
	Pinned                               // PF1e, 3.5: held immobile, no attacks
	RestrainedPF2e                       // PF2e: immobilized, no attacks
	Restrained5e                         // 5e: speed 0
	Staggered                            // PF1e, 3.5: one move or standard action a round
	Stunned                              // all: cannot act
	Unconscious                          // all: cannot act, helpless
	conditionEnd
)

// KnownConditions holds every condition bit; others are damaged.
const KnownConditions = conditionEnd - 1

// The systems a condition belongs to, as a bit set of their places in
// systemBits.
const (
	inPF2e uint8 = 1 << iota
	inPF1e
	in35
	in5e
	inAll = inPF2e | inPF1e | in35 | in5e
	inD20 = inPF1e | in35
)

// systemBit returns the bit of system id among inPF2e…in5e.
func systemBit(id string) uint8 {
	switch id {
	case "pf2e":
		return inPF2e
	case "pf1e":
		return inPF1e
	case "dnd35":
		return in35
	}
	return in5e
}

// conditionRule is one condition: its name, the systems that have it, the
// effects on the map it implies, and where each book defines it.
type conditionRule struct {
	c       Condition
	name    string
	systems uint8
	implies State
}

// conditionTable lists the conditions. Their effects on the map: Immobile
// (speed 0: PF2e CRB p.618–623, PF1e CRB p.565–568, the 3.5 SRD's condition
// summary, PHB Appendix A), Helpless (others may pass, PF1e/3.5; PF2e's
// sharing of an unconscious creature's space), Incapacitated (no actions
// nor reactions: threatens nothing), CannotAttack, Unarmed (3.5: "while
// grappling you threaten nothing", RULES.md C9) and Blind.
var conditionTable = []conditionRule{
	{Blinded, "blinded", inAll, Blind},
	{Dazed, "dazed", inD20, Incapacitated},
	{Dead, "dead", inAll, Helpless | Incapacitated | Immobile},
	{Disabled, "disabled", inD20, 0},
	{Dying, "dying", inPF2e | inD20, Helpless | Incapacitated | Immobile},
	{Grabbed, "grabbed", inPF2e, Immobile},
	{Grappled, "grappled", inPF1e | in5e, Immobile},
	{Grappled35, "grappled", in35, Immobile | Unarmed},
	{Immobilized, "immobilized", inPF2e, Immobile},
	{Paralyzed, "paralyzed", inAll, Helpless | Incapacitated | Immobile},
	{Petrified, "petrified", inAll, Helpless | Incapacitated | Immobile},
	{Pinned, "pinned", inD20, Immobile | CannotAttack},
	{RestrainedPF2e, "restrained", inPF2e, Immobile | CannotAttack},
	{Restrained5e, "restrained", in5e, Immobile},
	{Staggered, "staggered", inD20, 0},
	{Stunned, "stunned", inAll, Incapacitated | Immobile},
	{Unconscious, "unconscious", inAll, Helpless | Incapacitated | Immobile},
}

// implies returns the effects on the map of the conditions in cs.
func (cs Condition) implies() State {
	if cs == 0 {
		return 0
	}
	var s State
	for _, r := range conditionTable {
		if cs&r.c != 0 {
			s |= r.implies
		}
	}
	return s
}

// Names lists the conditions in cs by their names, in the table's order.
func (cs Condition) Names() []string {
	var out []string
	for _, r := range conditionTable {
		if cs&r.c != 0 {
			out = append(out, r.name)
		}
	}
	return out
}

// ParseCondition reads a condition's name in system sys (a 3.5 "grappled"
// is not a 5e one).
func ParseCondition(sys System, name string) (Condition, error) {
	bit := systemBit(sys.ID())
	for _, r := range conditionTable {
		if r.name == name && r.systems&bit != 0 {
			return r.c, nil
		}
	}
	return 0, fmt.Errorf("%s has no condition %q (its conditions: %s)", sys.Name(), name, strings.Join(ConditionNames(sys), ", "))
}

// ConditionNames lists the conditions of system sys that the map knows,
// those the GM sets (SetCondition) besides the states prone, helpless and
// incapacitated.
func ConditionNames(sys System) []string {
	bit := systemBit(sys.ID())
	var out []string
	for _, r := range conditionTable {
		if r.systems&bit != 0 {
			out = append(out, r.name)
		}
	}
	return out
}

// inSystem returns the conditions of cs that system sys has.
func (cs Condition) inSystem(sys System) Condition {
	bit := systemBit(sys.ID())
	var out Condition
	for _, r := range conditionTable {
		if cs&r.c != 0 && r.systems&bit != 0 {
			out |= r.c
		}
	}
	return out
}

// translate returns the conditions of cs as system sys names them (a 3.5
// grappled becomes a 5e grappled), and the names sys does not have.
func (cs Condition) translate(sys System) (Condition, []string) {
	var out Condition
	var lost []string
	for _, name := range cs.Names() {
		c, err := ParseCondition(sys, name)
		if err != nil {
			lost = append(lost, name)
			continue
		}
		out |= c
	}
	return out, lost
}

// conditionCite says where system id's book defines the named condition.
func conditionCite(id, name string) string {
	switch id {
	case "pf2e":
		return "PF2e CRB p.618–623, Conditions: " + name
	case "pf1e", "dnd35":
		return d20Cite(id, topicConditions) + ": " + name
	}
	return "PHB Appendix A: " + name
}

// immobileWhy says why c cannot move on its own, or "" when it can: the
// condition that makes its speed 0, cited.
func (e *Encounter) immobileWhy(c *Creature) string {
	if !c.Has(Immobile) {
		return ""
	}
	for _, r := range conditionTable {
		if c.Conditions&r.c != 0 && r.implies&Immobile != 0 {
			return fmt.Sprintf("%s is %s and cannot move (%s)", c.ID, r.name, conditionCite(e.System.ID(), r.name))
		}
	}
	return c.ID + " cannot move"
}

// restricted reports whether c may take only a single move or standard
// action each round: disabled or staggered in PF1e and 3.5 (RULES.md C18).
func (e *Encounter) restricted(c *Creature) bool {
	return e.System.Opportunity() == LeaveThreatened && c.Conditions&(Disabled|Staggered) != 0
}

// restrictedWhy names the condition that restricts c to one action, cited.
func (e *Encounter) restrictedWhy(c *Creature) string {
	name := "staggered"
	if c.Conditions&Disabled != 0 {
		name = "disabled"
	}
	return c.ID + " is " + name + ", " + conditionCite(e.System.ID(), name)
}

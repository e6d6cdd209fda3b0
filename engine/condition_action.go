package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// SetCondition puts a condition on a creature or takes it off: the GM's
// call, at any time, undone like any action. Name is the condition as the
// system names it (ConditionNames), or one of the states "prone",
// "helpless" (PF1e, 3.5) and "incapacitated" (5e). Its effects on the map
// follow at once: a creature that cannot move has no movement, a helpless
// one may be passed, one that cannot act threatens nothing and makes no
// attacks of opportunity; falling unconscious (PF2e, 5e) or dead it falls
// prone, and a 5e flier knocked prone falls unless it hovers.
type SetCondition struct {
	Who  string
	Name string
	On   bool
}

// String describes the action for the log.
func (a SetCondition) String() string {
	if a.On {
		return fmt.Sprintf("%s is %s", a.Who, a.Name)
	}
	return fmt.Sprintf("%s is no longer %s", a.Who, a.Name)
}

// conditionStates are the states the GM sets as conditions, per system.
var conditionStates = []struct {
	name    string
	s       State
	systems uint8
}{
	{"prone", Prone, inAll},
	{"helpless", Helpless, inD20},
	{"incapacitated", Incapacitated, in5e},
}

func (a SetCondition) apply(e *Encounter) (string, error) {
	c, err := e.Lookup(a.Who)
	if err != nil {
		return "", err
	}
	for _, st := range conditionStates {
		if st.name != a.Name || st.systems&systemBit(e.System.ID()) == 0 {
			continue
		}
		if c.State.Has(st.s) == a.On {
			return "", fmt.Errorf("engine: %s is %s%s already", a.Who, map[bool]string{false: "not ", true: ""}[a.On], a.Name)
		}
		if !a.On {
			c.State &^= st.s
			return a.String(), e.checkSharing(c)
		}
		c.State |= st.s
		msg := a.String()
		if st.s == Prone {
			msg += e.fallsProne(c)
		}
		return msg, nil
	}
	cond, err := ParseCondition(e.System, a.Name)
	if err != nil {
		return "", fmt.Errorf("engine: %w (or the states %s)", err, strings.Join(e.conditionStateNames(), ", "))
	}
	if (c.Conditions&cond != 0) == a.On {
		return "", fmt.Errorf("engine: %s is %s%s already", a.Who, map[bool]string{false: "not ", true: ""}[a.On], a.Name)
	}
	if !a.On {
		c.Conditions &^= cond
		return a.String(), e.checkSharing(c)
	}
	c.Conditions |= cond
	return a.String() + e.onsetEffects(c, cond), nil
}

// checkSharing refuses a change that leaves c sharing squares the system
// does not let it share: a creature stood in c's space while c was
// helpless, and c recovers. The GM moves that creature first; the map
// does not guess where it goes.
func (e *Encounter) checkSharing(c *Creature) error {
	r := c.Rect()
	for _, o := range e.Creatures {
		if o == c || !o.Rect().Overlaps(r) || e.overlapAllowed(o, c, "") == nil {
			continue
		}
		p := e.System.Passage(o, c)
		return fmt.Errorf("engine: %s stands in %s's space, which it may no longer share (%s): move %s first", o.ID, c.ID, p.Why(), o.ID)
	}
	return nil
}

// conditionStateNames lists the states the system's GM sets as conditions.
func (e *Encounter) conditionStateNames() []string {
	var out []string
	for _, st := range conditionStates {
		if st.systems&systemBit(e.System.ID()) != 0 {
			out = append(out, st.name)
		}
	}
	return out
}

// onsetEffects applies what happens the moment c gains conditions cond, and
// words it: an unconscious or dying creature falls prone in PF2e and 5e
// (PF2e CRB p.618–623 and PHB Appendix A: unconscious), a dead one in every
// system; one that cannot act loses a movement waiting on reactions.
func (e *Encounter) onsetEffects(c *Creature, cond Condition) string {
	msg := ""
	fall := cond&Dead != 0
	if e.System.ID() == "pf2e" || e.System.ID() == "dnd5e" {
		fall = fall || cond&(Unconscious|Dying) != 0
	}
	if fall && !c.State.Has(Prone) {
		c.State |= Prone
		msg += "; it falls prone" + e.fallsProne(c)
	}
	return msg
}

// fallsProne applies D15 to c, just knocked prone: in 5e a flying creature
// that cannot hover falls (the map puts it on the ground below, unless that
// is a square it cannot stand in, such as a pit, which the table settles).
// It returns what happened, "" when nothing.
func (e *Encounter) fallsProne(c *Creature) string {
	if e.System.ID() != "dnd5e" || !c.Has(Flying) || c.Hover {
		return ""
	}
	c.State &^= Flying
	if ok, why := newFitter(e, c).standIn(c.Rect()); !ok {
		c.State |= Flying
		return fmt.Sprintf("; %s falls, but cannot land where it is (%s): place it where it lands (PHB \"Flying Movement\")", c.ID, why)
	}
	return fmt.Sprintf("; %s falls to the ground: a flier knocked prone falls unless it can hover (PHB \"Flying Movement\")", c.ID)
}

// checkConditions refuses conditions the encounter's system does not have.
func (e *Encounter) checkConditions(c *Creature) error {
	if c.Conditions&^KnownConditions != 0 {
		return fmt.Errorf("engine: creature %q has unknown conditions %#x", c.ID, uint32(c.Conditions&^KnownConditions))
	}
	if in := c.Conditions.inSystem(e.System); in != c.Conditions {
		return fmt.Errorf("engine: creature %q: %s has no condition %s", c.ID, e.System.Name(), strings.Join((c.Conditions&^in).Names(), ", "))
	}
	return nil
}

// translateConditions renames every creature's conditions for the current
// system after a switch of rules (a 3.5 grappled becomes a 5e grappled) and
// drops those the system does not have, saying which.
func (e *Encounter) translateConditions() string {
	var notes []string
	for _, c := range e.Creatures {
		cs, lost := c.Conditions.translate(e.System)
		c.Conditions = cs
		if len(lost) > 0 {
			slices.Sort(lost)
			notes = append(notes, fmt.Sprintf("%s is no longer %s (not a %s condition)", c.ID, strings.Join(lost, ", "), e.System.Name()))
		}
	}
	return strings.Join(notes, "; ")
}

// errNoHP says a creature's hit points are not tracked.
var errNoHP = errors.New("its hit points are not tracked: give it a maximum first (SetHP)")

package engine

import "fmt"

// Ready marks that a creature has readied an action with a trigger (RULES.md
// A18, B18, C18, D18), a marker for the table that lasts until the
// creature's next turn begins, and pays for it: in PF2e two actions, and
// its turn ends (CRB p.471: the next creature's turn begins); in PF1e and
// 3.5 the standard action (the Special Initiative Actions: Ready). Readying
// is done on one's own turn; an empty Trigger clears the marker at any time
// (the action was used or dropped), for nothing.
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
	if c := e.Creature(a.Who); !canAct(c) {
		return "", fmt.Errorf("engine: %s cannot act, so it readies nothing", a.Who)
	} else if err := e.mountActs(c, "ready an action"); err != nil {
		return "", err
	}
	msg := fmt.Sprintf("%s readies an action: %s", a.Who, a.Trigger)
	switch e.System.ID() {
	case "pf2e":
		if left := PF2eActions - e.Turn.Econ.Actions; left < 2 {
			return "", fmt.Errorf("engine: Ready takes 2 actions and %s has %d left (PF2e CRB p.471)", a.Who, left)
		}
		in.Order[i].Ready = a.Trigger
		e.endTurn()
		return msg + " (2 actions; its turn ends, PF2e CRB p.471); " + e.turnFrom(i+1), nil
	case "pf1e", "dnd35":
		if err := e.spend("standard"); err != nil {
			return "", fmt.Errorf("%w: readying is a standard action (%s)", err, e.citeOf(topicReady))
		}
		msg += " (a standard action)"
	}
	in.Order[i].Ready = a.Trigger
	return msg, nil
}

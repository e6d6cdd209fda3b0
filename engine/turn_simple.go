package engine

import (
	"errors"
	"fmt"
)

// spend charges one action of the kind the system uses for a simple deed:
// PF2e one of its 3 actions; PF1e/3.5 a standard or a move action; 5e its
// action. It refuses when none is left.
func (e *Encounter) spend(kind string) error {
	ec := &e.Turn.Econ
	switch e.System.ID() {
	case "pf2e":
		if ec.Actions >= PF2eActions {
			return errors.New("engine: no actions left this turn")
		}
		ec.Actions++
	case "dnd5e":
		if ec.Action {
			return errors.New("engine: the action of this turn is spent")
		}
		ec.Action = true
	default:
		switch kind {
		case "standard":
			if c := e.Creature(e.Turn.Active); c != nil && e.restricted(c) && (ec.Standard || ec.MoveAct) {
				return fmt.Errorf("engine: %s may take a single move or standard action this round (%s)", c.ID, e.restrictedWhy(c))
			}
			if ec.Standard || ec.FullRound {
				return errors.New("engine: the standard action of this round is spent")
			}
			ec.Standard = true
		default: // a move action, which a standard action may replace
			if e.MovementLeft(e.Creature(e.Turn.Active)).Actions == 0 {
				return errors.New("engine: no move action left this round")
			}
			ec.spendMove(1)
		}
		if c := e.Creature(e.Turn.Active); c != nil && e.restricted(c) {
			// Disabled or staggered: one move or standard action in all.
			ec.Standard, ec.MoveAct = true, true
		}
	}
	return nil
}

// Stand stands the active creature up from prone: PF2e one action, which
// triggers reactions at its end; PF1e/3.5 a move action that provokes; 5e
// half its speed of movement (RULES.md A15, B15, C15, D15).
type Stand struct{ Who string }

// String describes the action for the log.
func (a Stand) String() string { return a.Who + " stands up" }

func (a Stand) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	if !c.Has(Prone) {
		return "", fmt.Errorf("engine: %s is not prone", a.Who)
	}
	if why := e.immobileWhy(c); why != "" {
		return "", fmt.Errorf("engine: %s: it cannot stand up", why)
	}
	switch e.System.ID() {
	case "dnd5e":
		half := (c.Speed + 1) / 2
		if c.Speed == 0 || e.MovementLeft(c).Budget < half {
			return "", fmt.Errorf("engine: standing up costs half the speed, %d ft, and %s has %d ft left (PHB \"Being Prone\")", half, a.Who, e.MovementLeft(c).Budget)
		}
		e.Turn.Moved += half
		c.State &^= Prone
		return fmt.Sprintf("%s stands up for %d ft of movement", a.Who, half), nil
	case "pf2e":
		for _, o := range e.occupants(c, c.X, c.Y) {
			if !o.Size.Shares() {
				return "", fmt.Errorf("engine: %s cannot Stand while %s is in its space (PF2e CRB p.475)", a.Who, o.ID)
			}
		}
		if err := e.spend(""); err != nil {
			return "", err
		}
	default:
		if err := e.spend("move"); err != nil {
			return "", err
		}
	}
	provs, err := e.Provokes(a.Who, []Square{{c.X, c.Y}}, ProvokeStand)
	if err != nil {
		return "", err
	}
	c.State &^= Prone
	return joinMsg(a.String(), e.proceed(a.Who, []PathStep{here(c)}, provs, here(c), nil)), nil
}

// DropProne drops the active creature prone: PF2e one action, PF1e/3.5 a
// free action, 5e no movement (RULES.md A15, B15, C15, D15).
type DropProne struct{ Who string }

// String describes the action for the log.
func (a DropProne) String() string { return a.Who + " drops prone" }

func (a DropProne) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	if c.Has(Prone) {
		return "", fmt.Errorf("engine: %s is already prone", a.Who)
	}
	if e.System.ID() == "pf2e" {
		if err := e.spend(""); err != nil {
			return "", err
		}
	}
	c.State |= Prone
	return a.String() + e.fallsProne(c), nil
}

// Strike is one melee attack of the active creature on Target, which must be
// within reach: PF2e one action, counted for the multiple attack penalty;
// PF1e/3.5 a standard action (the attack of a charge is part of it); 5e the
// Attack action.
type Strike struct {
	Who, Target string
	// Agile: a PF2e agile weapon, whose multiple attack penalty is −4/−8.
	Agile bool
}

// String describes the action for the log.
func (a Strike) String() string { return a.Who + " strikes " + a.Target }

func (a Strike) apply(e *Encounter) (string, error) {
	c, t, err := e.actorAndTarget(a.Who, a.Target)
	if err != nil {
		return "", err
	}
	if err := e.mountActs(c, "attack"); err != nil {
		return "", err
	}
	if err := e.meleeTarget(c, t); err != nil {
		return "", err
	}
	ec := &e.Turn.Econ
	note := ""
	switch {
	case e.System.ID() == "pf2e":
		note = " " + mapWords(ec.Attacks, a.Agile)
		if err := e.spend(""); err != nil {
			return "", err
		}
	case ec.Charged && ec.Attacks == 0:
		note = " at the end of the charge: +2 attack, −2 AC until its next turn"
	case e.System.ID() == "dnd5e":
		// The Attack action makes all its attacks (Extra Attack), with
		// movement allowed between them (RULES.md D2).
		if ec.AttacksLeft > 0 {
			ec.AttacksLeft--
			break
		}
		if err := e.spend(""); err != nil {
			return "", err
		}
		ec.AttacksLeft = max(c.Attacks, 1) - 1
		if ec.AttacksLeft > 0 {
			note = fmt.Sprintf(" (the Attack action: %d more attack%s)", ec.AttacksLeft, plural(ec.AttacksLeft))
		}
	default:
		if err := e.spend("standard"); err != nil {
			return "", err
		}
	}
	ec.Attacks++
	return a.String() + note, nil
}

// Special5e is one of 5e's actions that change how the turn's movement
// goes, or hide: Dash (extra movement equal to its speed), Disengage (its
// movement provokes no opportunity attacks this turn), Dodge, Hide
// (RULES.md D2, D18).
type Special5e struct {
	Who  string
	What string // "dash", "disengage", "dodge" or "hide"
	// Bonus takes it as the bonus action: Dash, Disengage or Hide, for a
	// creature with a feature that grants it (Creature.CunningAction: a
	// rogue's Cunning Action, a goblin's Nimble Escape). Bonus actions come
	// only from features (RULES.md D18).
	Bonus bool
}

// String describes the action for the log.
func (a Special5e) String() string {
	if a.Bonus {
		return a.Who + " takes the " + a.What + " action as a bonus action"
	}
	return a.Who + " takes the " + a.What + " action"
}

func (a Special5e) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	if e.System.ID() != "dnd5e" {
		return "", fmt.Errorf("engine: %s is a D&D 5e action", a.What)
	}
	switch a.What {
	case "dash", "disengage", "dodge", "hide":
	default:
		return "", fmt.Errorf("engine: unknown action %q (dash, disengage, dodge or hide)", a.What)
	}
	if !canAct(c) {
		return "", fmt.Errorf("engine: %s cannot act (PHB Appendix A: incapacitated)", a.Who)
	}
	if rider := e.controlledBy(c); rider != nil && a.What == "hide" {
		return "", fmt.Errorf("engine: %s is %s's controlled mount: it may only Dash, Disengage or Dodge (PHB \"Mounted Combat\")", a.Who, rider.ID)
	}
	ec := &e.Turn.Econ
	if a.Bonus {
		switch {
		case !c.CunningAction:
			return "", fmt.Errorf("engine: %s has no feature that makes %s a bonus action (such as Cunning Action): bonus actions come only from features (PHB \"Bonus Actions\")", a.Who, a.What)
		case a.What == "dodge":
			return "", errors.New("engine: Cunning Action makes Dash, Disengage and Hide bonus actions, not Dodge")
		case ec.Bonus:
			return "", errors.New("engine: the bonus action of this turn is spent")
		}
		ec.Bonus = true
	} else if err := e.spend(""); err != nil {
		return "", err
	}
	switch a.What {
	case "dash":
		ec.Dashes++
		return fmt.Sprintf("%s dashes: %d ft more movement", a.Who, e.speedOf(c)), nil
	case "disengage":
		ec.Disengaged = true
	case "dodge":
		ec.Dodging = true
	case "hide":
		return a.String() + ": a Dexterity (Stealth) check (PHB \"Hide\")", nil
	}
	return a.String(), nil
}

// TakeCover is PF2e's Take Cover: standard cover becomes greater, or the
// creature gains standard cover (RULES.md A11); one action.
type TakeCover struct{ Who string }

// String describes the action for the log.
func (a TakeCover) String() string { return a.Who + " takes cover" }

func (a TakeCover) apply(e *Encounter) (string, error) {
	if _, err := e.turnCheck(a.Who); err != nil {
		return "", err
	}
	if e.System.ID() != "pf2e" {
		return "", errors.New("engine: Take Cover is a PF2e action")
	}
	if err := e.spend(""); err != nil {
		return "", err
	}
	e.Turn.Econ.TookCover = true
	return a.String(), nil
}

// SwitchSpeed makes the active creature take off (fly at its fly speed) or
// land (walk at its speed). In 5e the distance already moved this turn is
// subtracted from the new speed (PHB "Using Different Speeds", RULES.md D2):
// fly 20 ft of a 60-ft fly speed, land, and 10 ft of a 30-ft walk are left.
type SwitchSpeed struct {
	Who string
	Fly bool
}

// String describes the action for the log.
func (a SwitchSpeed) String() string {
	if a.Fly {
		return a.Who + " takes to the air"
	}
	return a.Who + " lands"
}

func (a SwitchSpeed) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	switch {
	case a.Fly && c.FlySpeed == 0:
		return "", fmt.Errorf("engine: %s has no fly speed", a.Who)
	case a.Fly == c.Has(Flying):
		return "", fmt.Errorf("engine: %s is already %s", a.Who, map[bool]string{true: "flying", false: "on the ground"}[a.Fly])
	case a.Fly && c.Has(Prone):
		return "", fmt.Errorf("engine: %s is prone: stand up first", a.Who)
	case a.Fly && c.Has(Immobile):
		return "", fmt.Errorf("engine: %s", e.immobileWhy(c))
	}
	if a.Fly {
		c.State |= Flying
	} else {
		c.State &^= Flying
	}
	return fmt.Sprintf("%s; %s", a.String(), e.MovementLeft(c).Why), nil
}

// Swift is PF1e's swift action: one per turn (RULES.md B2).
type Swift struct {
	Who  string
	What string // what the creature does, for the log
}

// String describes the action for the log.
func (a Swift) String() string { return a.Who + " takes a swift action: " + a.What }

func (a Swift) apply(e *Encounter) (string, error) {
	if _, err := e.turnCheck(a.Who); err != nil {
		return "", err
	}
	if e.System.ID() != "pf1e" {
		return "", fmt.Errorf("engine: %s has no swift action", e.System.Name())
	}
	if e.Turn.Econ.Swift {
		return "", errors.New("engine: the swift action of this turn is spent (" + e.citeOf(topicSwift) + ")")
	}
	e.Turn.Econ.Swift = true
	return a.String(), nil
}

// Interact is an Interact action (drawing a weapon, opening a door): PF2e
// one action; PF1e/3.5 a move action; 5e the turn's free object interaction,
// then the action (RULES.md A2, B2, C2, D18).
type Interact struct {
	Who  string
	What string
}

// String describes the action for the log.
func (a Interact) String() string { return a.Who + " interacts: " + a.What }

func (a Interact) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	if err := e.mountActs(c, "interact"); err != nil {
		return "", err
	}
	ec := &e.Turn.Econ
	switch e.System.ID() {
	case "dnd5e":
		if !ec.FreeInteract {
			ec.FreeInteract = true
			return a.String() + " (the turn's free object interaction)", nil
		}
		if err := e.spend(""); err != nil {
			return "", fmt.Errorf("engine: the free object interaction is used and %v", err)
		}
		return a.String() + " (the Use an Object action)", nil
	case "pf2e":
		if err := e.spend(""); err != nil {
			return "", err
		}
	default:
		if err := e.spend("move"); err != nil {
			return "", err
		}
	}
	return a.String(), nil
}

package engine

import (
	"fmt"
	"strings"
)

// MovePlan is how a movement would be paid in the current turn: how many
// move actions (PF2e Strides, PF1e/3.5 move actions) it may span, each with
// its budget in feet, and what it would cost the economy.
type MovePlan struct {
	Actions int // move actions the movement may use (1 for one pool)
	Budget  int // feet per action (the pool in 5e)
	Why     string
}

// PF2eActions is the number of actions a PF2e creature has each turn.
const PF2eActions = 3

// MovementLeft returns the feet of movement the active creature c still has
// this turn for an ordinary move, and how it is counted: PF2e the Strides its
// remaining actions allow, PF1e/3.5 its move (and standard) actions, 5e its
// speed plus Dashes less what it moved (RULES.md A2, B2, C2, D2).
func (e *Encounter) MovementLeft(c *Creature) MovePlan {
	ec := e.Turn.Econ
	active := e.Turn.Active == c.ID
	switch e.System.ID() {
	case "pf2e":
		n := PF2eActions
		if active {
			n -= ec.Actions
		}
		return MovePlan{Actions: max(n, 0), Budget: e.speedOf(c), Why: fmt.Sprintf("%d Stride%s of %d ft", max(n, 0), plural(max(n, 0)), e.speedOf(c))}
	case "dnd5e":
		// The speed in use, less what the creature has moved this turn by
		// any speed: switching speeds subtracts the distance already moved
		// from the new speed (PHB "Using Different Speeds", RULES.md D2).
		speed := e.speedOf(c)
		pool := speed * (1 + ec.Dashes)
		if active {
			pool -= e.Turn.Moved
		} else {
			pool = speed
		}
		return MovePlan{Actions: 1, Budget: max(pool, 0), Why: fmt.Sprintf("%d ft of movement", max(pool, 0))}
	}
	n := 2
	if e.restricted(c) {
		n = 1 // a single move or standard action this round (RULES.md C18)
	}
	if active {
		switch {
		case ec.FullRound || ec.FiveFoot:
			n = 0
		case ec.Standard && ec.MoveAct:
			n = 0
		case e.restricted(c) && (ec.Standard || ec.MoveAct):
			n = 0
		case ec.Standard || ec.MoveAct:
			n = 1
		}
	}
	why := fmt.Sprintf("%d move action%s of %d ft", n, plural(n), e.speedOf(c))
	switch {
	case active && ec.FiveFoot:
		// The move action may still be spent, but not on movement: a
		// 5-foot step allows no other movement in the round.
		why = "no movement (a 5-foot step allows no other movement this round; the move action may do something else)"
	case active && ec.FullRound:
		why = "no movement (a full-round action was taken)"
	case n == 0:
		why = "no movement (the standard and move actions are spent)"
	}
	return MovePlan{Actions: n, Budget: e.speedOf(c), Why: why}
}

// ActionsWords describes what the active creature has left, for the app.
func (e *Encounter) ActionsWords() string {
	c := e.Creature(e.Turn.Active)
	if c == nil {
		return "no turn running"
	}
	ec := e.Turn.Econ
	var parts []string
	switch e.System.ID() {
	case "pf2e":
		parts = append(parts, fmt.Sprintf("%d of %d actions left", PF2eActions-ec.Actions, PF2eActions))
		if ec.Attacks > 0 {
			parts = append(parts, fmt.Sprintf("next Strike %s", mapWords(ec.Attacks, false)))
		}
	case "dnd5e":
		left := e.speedOf(c)*(1+ec.Dashes) - e.Turn.Moved
		parts = append(parts, fmt.Sprintf("%d ft of movement left", max(left, 0)))
		parts = append(parts, used("action", ec.Action), used("bonus action", ec.Bonus))
		if ec.AttacksLeft > 0 {
			parts = append(parts, fmt.Sprintf("%d attack%s left of the Attack action", ec.AttacksLeft, plural(ec.AttacksLeft)))
		}
		if ec.Disengaged {
			parts = append(parts, "disengaged")
		}
		if ec.Dodging {
			parts = append(parts, "dodging")
		}
	default:
		switch {
		case ec.FullRound:
			parts = append(parts, "full-round action taken")
		default:
			parts = append(parts, used("standard action", ec.Standard), used("move action", ec.MoveAct))
		}
		if e.System.ID() == "pf1e" {
			parts = append(parts, used("swift action", ec.Swift))
		}
		switch {
		case ec.FiveFoot:
			parts = append(parts, "5-foot step taken")
		case ec.Moved:
			parts = append(parts, "moved: no 5-foot step")
		default:
			parts = append(parts, "5-foot step available")
		}
		if ec.Charged {
			parts = append(parts, "charging: +2 attack, −2 AC")
		}
	}
	if c.ReactionUsed {
		parts = append(parts, "reaction used")
	} else {
		parts = append(parts, "reaction ready")
	}
	return c.ID + ": " + strings.Join(parts, " · ")
}

func used(what string, spent bool) string {
	if spent {
		return what + " used"
	}
	return what + " left"
}

// mapWords is the PF2e multiple attack penalty of the next Strike after n
// attacks this turn (CRB p.446): 0, −5, −10; agile weapons −4, −8.
func mapWords(n int, agile bool) string {
	pen := [2][2]int{{5, 10}, {4, 8}}
	a := 0
	if agile {
		a = 1
	}
	switch n {
	case 0:
		return "at full bonus"
	case 1:
		return fmt.Sprintf("at −%d (multiple attack penalty)", pen[a][0])
	}
	return fmt.Sprintf("at −%d (multiple attack penalty)", pen[a][1])
}

// speedOf returns the speed c moves at now by the rules of the encounter's
// system: 0 under a condition that keeps it from moving (grabbed,
// grappled, paralyzed…: the conditions appendices), half in PF1e and 3.5
// while blinded (PF1e CRB p.565, the 3.5 SRD's condition summary: blinded),
// else its fly or land speed.
func (e *Encounter) speedOf(c *Creature) int {
	if c.Has(Immobile) {
		return 0
	}
	s := c.MoveSpeed()
	if c.Has(Blind) && e.System.Opportunity() == LeaveThreatened {
		s = s / 2 / 5 * 5
	}
	return s
}

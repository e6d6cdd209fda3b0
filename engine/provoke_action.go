package engine

import "fmt"

// ProvokeAction is how a creature moves, for attacks of opportunity.
type ProvokeAction uint8

// The movement kinds of the provokes query and the app.
const (
	ProvokeMove      ProvokeAction = iota // an ordinary move / Stride
	ProvokeStep                           // PF2e Step, PF1e/3.5 5-foot step
	ProvokeWithdraw                       // PF1e/3.5 withdraw
	ProvokeDisengage                      // 5e Disengage
	ProvokeCharge                         // PF1e/3.5 charge
	ProvokeStand                          // standing up from prone
)

// ParseProvokeAction reads the action of a provokes query.
func ParseProvokeAction(s string) (ProvokeAction, error) {
	switch s {
	case "", "move":
		return ProvokeMove, nil
	case "step":
		return ProvokeStep, nil
	case "withdraw":
		return ProvokeWithdraw, nil
	case "disengage":
		return ProvokeDisengage, nil
	case "charge":
		return ProvokeCharge, nil
	case "stand":
		return ProvokeStand, nil
	}
	return ProvokeMove, fmt.Errorf("unknown action %q (want move, step, withdraw, disengage, charge or stand)", s)
}

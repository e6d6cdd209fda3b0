package engine

import (
	"errors"
	"fmt"

	"battlemap/grid"
)

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

// answerTactics answers threatens, provokes, flanked and cover.
func (sc *Scenario) answerTactics(q Query) Answer {
	e := sc.Encounter
	switch q.Q {
	case "threatens":
		sq, err := e.Threatened(q.Who)
		if err != nil {
			return Answer{Err: err}
		}
		got := make([][2]int, len(sq))
		for i, s := range sq {
			got[i] = [2]int{s.X, s.Y}
		}
		return Answer{Got: got, Why: fmt.Sprintf("%d squares within reach with a clear line", len(sq))}
	case "provokes":
		act, _ := ParseProvokeAction(q.Action)
		path := make([]Square, len(q.Path))
		for i, p := range q.Path {
			path[i] = Square{p[0], p[1]}
		}
		ps, err := e.Provokes(q.Who, path, act)
		if errors.Is(err, ErrIllegalPath) {
			return Answer{Got: nil, Why: err.Error()}
		}
		if err != nil {
			return Answer{Err: err}
		}
		got := make([]string, len(ps))
		why := "nobody reacts"
		for i, p := range ps {
			got[i] = p.By
			if i == 0 {
				why = ""
			} else {
				why += "; "
			}
			why += fmt.Sprintf("%s at position %d: %s", p.By, p.Step, p.Why)
		}
		return Answer{Got: got, Why: why}
	case "flanked":
		f, err := e.Flanked(q.Target, q.By[0], q.By[1])
		if err != nil {
			return Answer{Err: err}
		}
		return Answer{Got: f.Flanked, Why: f.Why}
	case "cover":
		c, err := e.Cover(q.Attacker, q.Target, q.Attack == "ranged")
		if err != nil {
			return Answer{Err: err}
		}
		if c.Degree == "" {
			return Answer{Got: nil, Why: c.Why}
		}
		return Answer{Got: c.Degree, Why: c.Why}
	}
	return Answer{Err: fmt.Errorf("%s: %w", q.Q, ErrNotSupported)}
}

func rectAt(x, y int, s shape) grid.Rect { return grid.Rect{X: x, Y: y, W: s.W, H: s.H} }

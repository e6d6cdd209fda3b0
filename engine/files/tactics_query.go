package files

import (
	"battlemap/engine"
	"errors"
	"fmt"
)

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
		act, _ := engine.ParseProvokeAction(q.Action)
		path := make([]engine.Square, len(q.Path))
		for i, p := range q.Path {
			path[i] = engine.Square{X: p[0], Y: p[1]}
		}
		ps, err := e.Provokes(q.Who, path, act)
		if errors.Is(err, engine.ErrIllegalPath) {
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
	return Answer{Err: fmt.Errorf("%s: %w", q.Q, engine.ErrNotSupported)}
}

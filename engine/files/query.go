package files

import (
	"battlemap/engine"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Answer is the engine's answer to one query.
type Answer struct {
	Got  any    // JSON-ready: a number, list, bool, string or nil
	Why  string // which rule decided, in one line
	Err  error  // the engine could not answer (ErrNotSupported…)
	Pass bool   // Got equals the expected answer
}

// checkRefs makes sure a query names creatures that exist and values the
// format knows.
func (sc *Scenario) checkRefs(q Query) error {
	e := sc.Encounter
	ids := []string{}
	switch q.Q {
	case "cost", "reachable", "threatens", "provokes", "can_end":
		ids = append(ids, q.Who)
	case "flanked":
		ids = append(ids, q.Target)
		ids = append(ids, q.By...)
	case "cover":
		ids = append(ids, q.Attacker, q.Target)
	}
	for _, id := range ids {
		if e.Creature(id) == nil {
			return fmt.Errorf("scenario: query %d (%s): no creature %q on the map", q.Index, q.Q, id)
		}
	}
	switch q.Q {
	case "cost", "reachable":
		if _, err := engine.ParseMoveAction(q.Action); err != nil {
			return fmt.Errorf("scenario: query %d (%s): key \"action\": %v", q.Index, q.Q, err)
		}
	case "provokes":
		if _, err := engine.ParseProvokeAction(q.Action); err != nil {
			return fmt.Errorf("scenario: query %d (provokes): key \"action\": %v", q.Index, err)
		}
		if len(q.Path) == 0 {
			return fmt.Errorf("scenario: query %d (provokes): key \"path\" is empty", q.Index)
		}
	case "cover":
		if q.Attack != "melee" && q.Attack != "ranged" {
			return fmt.Errorf("scenario: query %d (cover): key \"attack\": %q is neither \"melee\" nor \"ranged\"", q.Index, q.Attack)
		}
	case "area":
		if err := q.Area.Check(e); err != nil {
			return fmt.Errorf("scenario: query %d (area): %s", q.Index, strings.TrimPrefix(err.Error(), "area: "))
		}
	}
	return nil
}

// Answer answers query i with the planner p (reused between queries).
func (sc *Scenario) Answer(p *engine.Planner, i int) Answer {
	q := sc.Queries[i]
	a := sc.answer(p, q)
	if a.Err == nil {
		a.Pass = Same(q.Q, q.Expect, a.Got)
	}
	return a
}

func (sc *Scenario) answer(p *engine.Planner, q Query) Answer {
	e := sc.Encounter
	switch q.Q {
	case "cost":
		act, _ := engine.ParseMoveAction(q.Action)
		r, err := p.Cost(e, engine.MoveQuery{Who: q.Who, Action: act, Diagonals: q.Diagonals}, q.To[0], q.To[1])
		if err != nil {
			return Answer{Err: err}
		}
		if !r.OK {
			return Answer{Got: nil, Why: r.Why}
		}
		return Answer{Got: r.Feet, Why: r.Path.Explain()}
	case "reachable":
		act, _ := engine.ParseMoveAction(q.Action)
		if err := p.Search(e, engine.MoveQuery{Who: q.Who, Action: act, Diagonals: q.Diagonals, Budget: q.Budget}); err != nil {
			return Answer{Err: err}
		}
		rs := p.Reachable(nil)
		got := make([][3]int, len(rs))
		for i, r := range rs {
			got[i] = [3]int{r.X, r.Y, r.Feet}
		}
		why := fmt.Sprintf("%d squares within %d ft", len(rs), q.Budget)
		if err := p.Refusal(); err != nil {
			why = err.Error()
		}
		return Answer{Got: got, Why: why}
	case "can_end":
		ok, why, err := engine.CanEnd(e, q.Who, q.At[0], q.At[1])
		if err != nil {
			return Answer{Err: err}
		}
		return Answer{Got: ok, Why: why}
	case "area":
		return sc.answerArea(q)
	}
	return sc.answerTactics(q)
}

// Same compares an expected answer with the engine's, treating the lists of
// reachable, threatens and provokes as sets.
func Same(q string, expect json.RawMessage, got any) bool {
	var ev any
	if err := json.Unmarshal(expect, &ev); err != nil {
		return false
	}
	gb, err := json.Marshal(got)
	if err != nil {
		return false
	}
	var gv any
	if err := json.Unmarshal(gb, &gv); err != nil {
		return false
	}
	return canonical(q, ev) == canonical(q, gv)
}

func canonical(q string, v any) string {
	if q == "area" {
		if s, ok := canonicalArea(v); ok {
			return s
		}
	}
	list, isList := v.([]any)
	if isList && (q == "reachable" || q == "threatens" || q == "provokes") {
		parts := make([]string, len(list))
		for i, x := range list {
			b, _ := json.Marshal(x)
			parts[i] = string(b)
		}
		sort.Strings(parts)
		return "[" + strings.Join(parts, ",") + "]"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

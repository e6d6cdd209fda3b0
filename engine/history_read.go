package engine

import (
	"fmt"
	"slices"
)

// Reading a history back: from a file (SetChanges, SetHistory), from a
// journal or a second window (Replay), and whole states for older files
// (History).

// History returns the states undo and redo lead to, each oldest first, as
// whole snapshots (the last of redo is the state the next Redo gives).
func (e *Encounter) History() (undo, redo []Snapshot) {
	cur := e.Snap()
	s := cur
	undo = make([]Snapshot, len(e.hist.undo))
	for i := len(e.hist.undo) - 1; i >= 0; i-- {
		s = s.clone()
		s.put(e.hist.undo[i].Before)
		undo[i] = s
	}
	s = cur
	redo = make([]Snapshot, len(e.hist.redo))
	for i := len(e.hist.redo) - 1; i >= 0; i-- {
		s = s.clone()
		s.put(e.hist.redo[i].After)
		redo[i] = s
	}
	return undo, redo
}

// clone returns a deep copy of s.
func (s Snapshot) clone() Snapshot {
	s.Creatures = slices.Clone(s.Creatures)
	s.Initiative = s.Initiative.clone()
	s.Areas = slices.Clone(s.Areas)
	return s
}

// SetChanges replaces the undo and redo steps and the log, as an encounter
// file or the autosave read them back. Every state the steps lead to is
// checked (CheckState): a damaged history is refused whole, naming the
// step, and the encounter does not change. Steps past MaxUndo (the oldest)
// are forgotten.
func (e *Encounter) SetChanges(undo, redo []Change, log []string) error {
	// Undo reaches back MaxUndo steps: older ones are forgotten, as they
	// would have been in play.
	undo = undo[max(len(undo)-MaxUndo, 0):]
	redo = redo[max(len(redo)-MaxUndo, 0):]
	check := func(what string, list []Change, back bool) error {
		s := e.Snap()
		for i := len(list) - 1; i >= 0; i-- {
			p, q := list[i].After, list[i].Before
			if !back {
				p, q = q, p
			}
			if err := s.matches(p); err != nil {
				return fmt.Errorf("engine: history %s step %d: %w", what, i, err)
			}
			if !q.Whole {
				if err := s.matches(q); err != nil {
					return fmt.Errorf("engine: history %s step %d: %w", what, i, err)
				}
			}
			s = s.clone()
			s.put(q)
			if err := CheckState(s); err != nil {
				return fmt.Errorf("engine: history %s step %d: %w", what, i, err)
			}
		}
		return nil
	}
	if err := check("undo", undo, true); err != nil {
		return err
	}
	if err := check("redo", redo, false); err != nil {
		return err
	}
	e.hist = history{undo: slices.Clone(undo), redo: slices.Clone(redo)}
	for _, ch := range undo {
		e.hist.bytes += ch.cost()
	}
	for _, ch := range redo {
		e.hist.bytes += ch.cost()
	}
	e.Log = slices.Clone(log)
	e.trim()
	return nil
}

// SetHistory replaces the history with the given whole states (undo and
// redo as History returns them), as older encounter files keep it.
func (e *Encounter) SetHistory(undo, redo []Snapshot, log []string) error {
	cur := e.Snap()
	var us, rs []Change
	for i, s := range undo {
		next := cur
		if i+1 < len(undo) {
			next = undo[i+1]
		}
		us = append(us, wholeChange(s, next))
	}
	for i := len(redo) - 1; i >= 0; i-- {
		prev := cur
		if i+1 < len(redo) {
			prev = redo[i+1]
		}
		rs = append([]Change{wholeChange(prev, redo[i])}, rs...)
	}
	return e.SetChanges(us, rs, log)
}

// wholeChange is the change from a to b kept whole: every part of both.
func wholeChange(a, b Snapshot) Change {
	if a.Scene.Grid == nil {
		a.Scene = b.Scene
	}
	if b.Scene.Grid == nil {
		b.Scene = a.Scene
	}
	ai, bi, as, bs := a.Initiative, b.Initiative, a.Scene, b.Scene
	aa, ba := slices.Clone(a.Areas), slices.Clone(b.Areas)
	return Change{
		Before: Part{Whole: true, Creatures: a.Creatures, Turn: a.Turn, Initiative: &ai, Scene: &as, Areas: &aa},
		After:  Part{Whole: true, Creatures: b.Creatures, Turn: b.Turn, Initiative: &bi, Scene: &bs, Areas: &ba},
	}
}

// matches reports whether part p describes s where it names creatures: the
// same ids at the same places (a step of a history applies only to the
// state it was taken in).
func (s Snapshot) matches(p Part) error {
	if p.Whole {
		if len(p.Creatures) != len(s.Creatures) {
			return fmt.Errorf("it holds %d creatures, the state %d", len(p.Creatures), len(s.Creatures))
		}
		for i := range p.Creatures {
			if p.Creatures[i].ID != s.Creatures[i].ID {
				return fmt.Errorf("creature %d is %q, the state's %q", i, p.Creatures[i].ID, s.Creatures[i].ID)
			}
		}
		return nil
	}
	if len(p.Index) != len(p.Creatures) {
		return fmt.Errorf("%d indexes for %d creatures", len(p.Index), len(p.Creatures))
	}
	for k, i := range p.Index {
		if i < 0 || i >= len(s.Creatures) || s.Creatures[i].ID != p.Creatures[k].ID {
			return fmt.Errorf("no creature %q at index %d", p.Creatures[k].ID, i)
		}
	}
	return nil
}

// Replay applies a change recorded elsewhere (the autosave's journal, a
// second window following the first) as if its action were applied here:
// the state must be the one the change was taken in (its Before matches),
// the state it leads to must be legal (CheckState), and it becomes the
// newest undo step. A change that does not fit is refused, changing
// nothing.
func (e *Encounter) Replay(ch Change) error {
	s := e.Snap()
	if err := s.matches(ch.Before); err != nil {
		return fmt.Errorf("engine: the change does not fit this state: %w", err)
	}
	if err := s.holds(ch.Before); err != nil {
		return fmt.Errorf("engine: the change was taken in another state: %w", err)
	}
	if !ch.After.Whole {
		if err := s.matches(ch.After); err != nil {
			return fmt.Errorf("engine: the change does not fit this state: %w", err)
		}
	}
	next := s.clone()
	next.put(ch.After)
	if err := CheckState(next); err != nil {
		return fmt.Errorf("engine: the change leads to a state the rules refuse: %w", err)
	}
	e.put(ch.After)
	e.dropRedo()
	e.hist.undo = append(e.hist.undo, ch)
	e.hist.bytes += ch.cost()
	e.note(OpDo, ch)
	if ch.Log != "" {
		e.Log = append(e.Log, ch.Log)
	}
	e.trim()
	return nil
}

// LastChange returns the newest undo step (what the last Apply or Redo
// did), for a journal to record; false when there is none.
func (e *Encounter) LastChange() (Change, bool) {
	if len(e.hist.undo) == 0 {
		return Change{}, false
	}
	return e.hist.undo[len(e.hist.undo)-1], true
}

// holds reports whether s holds the creatures part p names as p has them
// (p matches s).
func (s Snapshot) holds(p Part) error {
	for k := range p.Creatures {
		i := k
		if !p.Whole {
			i = p.Index[k]
		}
		if s.Creatures[i] != p.Creatures[k] {
			return fmt.Errorf("creature %q is not as the change found it", p.Creatures[k].ID)
		}
	}
	if p.Scene != nil && (p.Scene.Name != s.Scene.Name || p.Scene.System != s.Scene.System) {
		return fmt.Errorf("the scene is not as the change found it")
	}
	return nil
}

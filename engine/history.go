package engine

import (
	"slices"
)

// Limits of the history, so that a long fight neither slows down nor fills
// up: undo reaches back MaxUndo actions (fewer when the states they keep
// would pass maxHistoryBytes, as a big map's edits do), and the log keeps
// its last MaxLog lines.
const (
	MaxUndo         = 500
	MaxLog          = 1000
	maxHistoryBytes = 48 << 20
)

// Snapshot is a whole state of the encounter: its scene, the creatures (in
// the encounter's order), the turn and the initiative.
type Snapshot struct {
	Scene      Scene
	Creatures  []Creature
	Turn       Turn
	Initiative Initiative
	Areas      []Area
}

// Part is the part of a state one action changed: the creatures it changed
// (or the whole list, when creatures came or went), the turn, and the
// initiative and the scene when they changed. A Change holds the part as it
// was before the action and after it.
type Part struct {
	// Whole says Creatures is the whole list; else Creatures[k] is the
	// creature at index Index[k].
	Whole     bool
	Creatures []Creature
	Index     []int
	Turn      Turn
	// Initiative, Scene and Areas are nil when the action left them alone.
	Initiative *Initiative
	Scene      *Scene
	Areas      *[]Area
}

// Change is one action as the history keeps it: what it changed, before
// and after, and its log line. Undo puts Before back, redo After.
type Change struct {
	Log           string
	Before, After Part
}

// history is the undo and redo stacks, each oldest first, and the bytes
// their parts hold (an estimate).
type history struct {
	undo, redo []Change
	bytes      int
}

// Snap returns the encounter's current state as a Snapshot (a deep copy).
func (e *Encounter) Snap() Snapshot {
	s := Snapshot{Scene: e.Scene, Creatures: make([]Creature, len(e.Creatures)), Turn: e.Turn, Initiative: e.Initiative.clone(),
		Areas: slices.Clone(e.Areas)}
	for i, c := range e.Creatures {
		s.Creatures[i] = *c
	}
	return s
}

// restore puts the encounter back in state s.
func (e *Encounter) restore(s Snapshot) {
	e.Scene = s.Scene
	e.setCreatures(s.Creatures)
	e.Turn = s.Turn
	e.Initiative = s.Initiative.clone()
	e.Areas = slices.Clone(s.Areas)
}

// setCreatures makes cs the creature list, reusing the creatures of the
// same ids in the same places.
func (e *Encounter) setCreatures(cs []Creature) {
	same := len(cs) == len(e.Creatures)
	for i := 0; same && i < len(cs); i++ {
		same = cs[i].ID == e.Creatures[i].ID
	}
	if same {
		for i := range cs {
			*e.Creatures[i] = cs[i]
		}
		return
	}
	e.Creatures = make([]*Creature, len(cs))
	e.byID = make(map[string]*Creature, len(cs))
	for i := range cs {
		c := cs[i]
		e.Creatures[i] = &c
		e.byID[c.ID] = &c
	}
}

// record keeps the change from before to the current state as the newest
// undo step, forgets the redo steps and trims the oldest steps past the
// limits.
func (e *Encounter) record(before Snapshot, msg string) {
	ch := diff(before, e.Snap(), msg)
	e.dropRedo()
	e.hist.undo = append(e.hist.undo, ch)
	e.hist.bytes += ch.cost()
	e.note(OpDo, ch)
	e.trim()
}

// dropRedo forgets the redo steps.
func (e *Encounter) dropRedo() {
	for _, ch := range e.hist.redo {
		e.hist.bytes -= ch.cost()
	}
	e.hist.redo = e.hist.redo[:0]
}

// trim forgets the oldest undo steps past MaxUndo and maxHistoryBytes (the
// newest always stays), and the oldest log lines past MaxLog.
func (e *Encounter) trim() {
	n := 0
	for len(e.hist.undo)-n > 1 && (len(e.hist.undo)-n > MaxUndo || e.hist.bytes > maxHistoryBytes) {
		e.hist.bytes -= e.hist.undo[n].cost()
		n++
	}
	if n > 0 {
		e.hist.undo = slices.Delete(e.hist.undo, 0, n)
	}
	if over := len(e.Log) - MaxLog; over > 0 {
		e.Log = slices.Delete(e.Log, 0, over)
	}
}

// diff returns the change from state a to state b.
func diff(a, b Snapshot, msg string) Change {
	ch := Change{Log: msg}
	ch.Before.Turn, ch.After.Turn = a.Turn, b.Turn
	same := len(a.Creatures) == len(b.Creatures)
	for i := 0; same && i < len(a.Creatures); i++ {
		same = a.Creatures[i].ID == b.Creatures[i].ID
	}
	if !same {
		ch.Before.Whole, ch.After.Whole = true, true
		ch.Before.Creatures, ch.After.Creatures = a.Creatures, b.Creatures
	} else {
		for i := range a.Creatures {
			if a.Creatures[i] != b.Creatures[i] {
				ch.Before.Index = append(ch.Before.Index, i)
				ch.Before.Creatures = append(ch.Before.Creatures, a.Creatures[i])
				ch.After.Creatures = append(ch.After.Creatures, b.Creatures[i])
			}
		}
		ch.After.Index = ch.Before.Index
	}
	if !a.Initiative.equal(b.Initiative) {
		ai, bi := a.Initiative, b.Initiative
		ch.Before.Initiative, ch.After.Initiative = &ai, &bi
	}
	if a.Scene != b.Scene {
		as, bs := a.Scene, b.Scene
		ch.Before.Scene, ch.After.Scene = &as, &bs
	}
	if !slices.Equal(a.Areas, b.Areas) {
		aa, ba := slices.Clone(a.Areas), slices.Clone(b.Areas)
		ch.Before.Areas, ch.After.Areas = &aa, &ba
	}
	return ch
}

// put applies part p onto the encounter (the state it was taken against).
func (e *Encounter) put(p Part) {
	if p.Scene != nil {
		e.Scene = *p.Scene
	}
	if p.Whole {
		e.setCreatures(p.Creatures)
	} else {
		for k, i := range p.Index {
			*e.Creatures[i] = p.Creatures[k]
		}
	}
	e.Turn = p.Turn
	if p.Initiative != nil {
		e.Initiative = p.Initiative.clone()
	}
	if p.Areas != nil {
		e.Areas = slices.Clone(*p.Areas)
	}
}

// putSnap applies part p onto snapshot s.
func (s *Snapshot) put(p Part) {
	if p.Scene != nil {
		s.Scene = *p.Scene
	}
	if p.Whole {
		s.Creatures = slices.Clone(p.Creatures)
	} else {
		for k, i := range p.Index {
			s.Creatures[i] = p.Creatures[k]
		}
	}
	s.Turn = p.Turn
	if p.Initiative != nil {
		s.Initiative = p.Initiative.clone()
	}
	if p.Areas != nil {
		s.Areas = slices.Clone(*p.Areas)
	}
}

// cost estimates the bytes a change keeps alive.
func (ch Change) cost() int {
	return ch.Before.cost() + ch.After.cost() + len(ch.Log)
}

func (p Part) cost() int {
	n := 200 + 160*len(p.Creatures)
	if p.Initiative != nil {
		n += 80 * (len(p.Initiative.Order) + len(p.Initiative.Delayed))
	}
	if p.Areas != nil {
		n += 120 * len(*p.Areas)
	}
	if p.Scene != nil && p.Scene.Grid != nil {
		// The per-square facts and the walls of a grid the history keeps.
		n += 12*p.Scene.Grid.W*p.Scene.Grid.H + 64*(len(p.Scene.Grid.Walls())+len(p.Scene.Grid.Doors()))
	}
	return n
}

// Undo restores the state before the last applied action; false when there
// is nothing to undo.
func (e *Encounter) Undo() bool {
	if len(e.hist.undo) == 0 {
		return false
	}
	ch := e.hist.undo[len(e.hist.undo)-1]
	e.hist.undo = e.hist.undo[:len(e.hist.undo)-1]
	e.put(ch.Before)
	e.hist.redo = append(e.hist.redo, ch)
	e.note(OpUndo, Change{})
	e.Log = append(e.Log, "undo")
	e.trim()
	return true
}

// Redo applies again the last undone action; false when there is none.
func (e *Encounter) Redo() bool {
	if len(e.hist.redo) == 0 {
		return false
	}
	ch := e.hist.redo[len(e.hist.redo)-1]
	e.hist.redo = e.hist.redo[:len(e.hist.redo)-1]
	e.put(ch.After)
	e.hist.undo = append(e.hist.undo, ch)
	e.note(OpRedo, Change{})
	e.Log = append(e.Log, "redo")
	e.trim()
	return true
}

// CanUndo reports whether Undo would do anything.
func (e *Encounter) CanUndo() bool { return len(e.hist.undo) > 0 }

// CanRedo reports whether Redo would do anything.
func (e *Encounter) CanRedo() bool { return len(e.hist.redo) > 0 }

// Changes returns the undo and redo steps, each oldest first (the last of
// redo is the next to redo). The slices are the encounter's own: read
// them, do not change them.
func (e *Encounter) Changes() (undo, redo []Change) { return e.hist.undo, e.hist.redo }

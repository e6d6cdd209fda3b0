package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"battlemap/grid"
)

// readTurn checks a turn against the encounter.
func (e *Encounter) readTurn(ft fileTurn, where string) (Turn, error) {
	t := Turn{Round: ft.Round, Active: ft.Active, Diagonals: ft.Diagonals, Moved: ft.Moved, WasFlatFooted: ft.WasFlatFooted}
	if err := checkTurnNumbers(t); err != nil {
		return Turn{}, fmt.Errorf("engine: encounter file: %s%s", where, strings.TrimPrefix(err.Error(), "engine: "))
	}
	if t.Active != "" && e.byID[t.Active] == nil {
		return Turn{}, fmt.Errorf("engine: encounter file: %sturn key \"active\": no creature %q", where, t.Active)
	}
	if ft.Econ != nil {
		ec, err := econFromFile(ft.Econ)
		if err != nil {
			return Turn{}, fmt.Errorf("engine: encounter file: %sturn key \"economy\": %s", where, err)
		}
		t.Econ = ec
	}
	if ft.Pending != nil {
		pm, err := e.readPending(*ft.Pending)
		if err != nil {
			return Turn{}, fmt.Errorf("engine: encounter file: %sturn key \"pending\": %s", where, err)
		}
		t.Pending = pm
	}
	return t, nil
}

// readPending checks a movement waiting on reactions, so that resolving
// them cannot take the mover where it cannot stand nor run off its path:
// every space of the path and the fallback fits the map and is a shape the
// mover can take; the waiting reactions trigger at the first step and the
// later ones farther along, in order.
func (e *Encounter) readPending(fp filePending) (*PendingMove, error) {
	c := e.byID[fp.Who]
	if c == nil {
		return nil, fmt.Errorf("key \"who\": no creature %q", fp.Who)
	}
	if len(fp.Steps) == 0 || len(fp.Steps) > maxPendingSteps {
		return nil, fmt.Errorf("key \"steps\": %d steps, want 1 to %d", len(fp.Steps), maxPendingSteps)
	}
	if len(fp.Waiting) == 0 {
		return nil, errors.New("key \"waiting\": a pending movement waits on at least one reaction")
	}
	f := newFitter(e, c)
	step := func(what string, fs fileStep) (PathStep, error) {
		r := grid.Rect{X: fs.X, Y: fs.Y, W: fs.W, H: fs.H}
		switch {
		case !f.shapeAllowed(fs.W, fs.H):
			return PathStep{}, fmt.Errorf("%s: %q cannot take a %d×%d space", what, c.ID, fs.W, fs.H)
		case fs.Dir < 0 || fs.Dir > 7:
			return PathStep{}, fmt.Errorf("%s: direction %d is not 0 to 7", what, fs.Dir)
		case fs.Feet < 0 || fs.Feet > maxFileFeet || fs.Total < 0 || fs.Total > maxFileCount:
			return PathStep{}, fmt.Errorf("%s: %d ft (%d in all) is out of range", what, fs.Feet, fs.Total)
		case fs.Kind.Terrain > 2 || fs.Kind.Ordinal < 0 || fs.Kind.Ordinal > maxFileCount:
			return PathStep{}, fmt.Errorf("%s: key \"kind\" is out of range", what)
		}
		if ok, why := f.fits(r); !ok {
			return PathStep{}, fmt.Errorf("%s: %s", what, why)
		}
		return PathStep{X: fs.X, Y: fs.Y, W: fs.W, H: fs.H, Dir: grid.Dir(fs.Dir), Feet: fs.Feet, Total: fs.Total, Kind: StepKind(fs.Kind)}, nil
	}
	back, err := step("key \"back\"", fp.Back)
	if err != nil {
		return nil, err
	}
	pm := &PendingMove{Who: fp.Who, Back: back}
	for i, fs := range fp.Steps {
		st, err := step(fmt.Sprintf("key \"steps\" entry %d", i), fs)
		if err != nil {
			return nil, err
		}
		pm.Steps = append(pm.Steps, st)
	}
	for i, p := range fp.Waiting {
		if e.byID[p.By] == nil || p.Step != 0 {
			return nil, fmt.Errorf("key \"waiting\" entry %d: the reaction of %q must be by a creature of the map, at step 0", i, p.By)
		}
		pm.Waiting = append(pm.Waiting, Provocation(p))
	}
	last := 1
	for i, p := range fp.Later {
		if e.byID[p.By] == nil || p.Step < last || p.Step >= len(pm.Steps) {
			return nil, fmt.Errorf("key \"later\" entry %d: the reaction of %q must be by a creature of the map, at a step from %d to %d", i, p.By, last, len(pm.Steps)-1)
		}
		last = p.Step
		pm.Later = append(pm.Later, Provocation(p))
	}
	return pm, nil
}

// readInitiative checks an initiative against the encounter.
func (e *Encounter) readInitiative(fi fileInitiative, where string) (Initiative, error) {
	seen := map[string]bool{}
	conv := func(key string, fes []fileEntry) ([]InitEntry, error) {
		var out []InitEntry
		for i, fe := range fes {
			en := InitEntry{ID: fe.ID, Value: fe.Value, Mod: fe.Mod, FlatFooted: fe.FlatFooted, Ready: fe.Ready, DelayedRound: fe.DelayedRound}
			if en.DelayedRound < 0 || en.DelayedRound > maxFileCount || (key == "order" && en.DelayedRound != 0) {
				return nil, fmt.Errorf("engine: encounter file: %sinitiative key %q entry %d: delayed_round %d does not fit", where, key, i, en.DelayedRound)
			}
			at := fmt.Sprintf("engine: encounter file: %sinitiative key %q entry %d", where, key, i)
			switch {
			case e.byID[en.ID] == nil:
				return nil, fmt.Errorf("%s: no creature %q", at, en.ID)
			case seen[en.ID]:
				return nil, fmt.Errorf("%s: %q is in the initiative twice", at, en.ID)
			}
			seen[en.ID] = true
			if err := checkInitNumbers(en); err != nil {
				return nil, fmt.Errorf("%s: %s", at, strings.TrimPrefix(err.Error(), "engine: "))
			}
			out = append(out, en)
		}
		return out, nil
	}
	order, err := conv("order", fi.Order)
	if err != nil {
		return Initiative{}, err
	}
	delayed, err := conv("delayed", fi.Delayed)
	if err != nil {
		return Initiative{}, err
	}
	return Initiative{Order: order, Delayed: delayed}, nil
}

// readHistory reads the undo and redo states: each must hold the same
// creatures in the same order as the encounter, each a legal state.
func (e *Encounter) readHistory(h fileHistory) error {
	if len(h.Undo)+len(h.Redo) > maxFileHistory {
		return fmt.Errorf("engine: encounter file: key \"history\" has %d states; at most %d are supported", len(h.Undo)+len(h.Redo), maxFileHistory)
	}
	read := func(key string, raws []json.RawMessage) ([]snapshot, error) {
		var out []snapshot
		for i, raw := range raws {
			where := fmt.Sprintf("history key %q entry %d: ", key, i)
			s, err := e.readState(raw, where)
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
		return out, nil
	}
	var err error
	if e.undo, err = read("undo", h.Undo); err != nil {
		return err
	}
	if e.redo, err = read("redo", h.Redo); err != nil {
		return err
	}
	e.Log = h.Log
	return nil
}

// readState reads one undo or redo state.
func (e *Encounter) readState(raw json.RawMessage, where string) (snapshot, error) {
	var doc map[string]json.RawMessage
	if err := strictDecode(raw, &doc); err != nil || doc == nil {
		return snapshot{}, fmt.Errorf("engine: encounter file: %snot a JSON object", where)
	}
	for k := range doc {
		if k != "creatures" && k != "turn" && k != "initiative" {
			return snapshot{}, fmt.Errorf("engine: encounter file: %sunknown key %q (the keys are creatures, turn, initiative)", where, k)
		}
	}
	d := &decoder{doc: doc, where: where}
	var (
		creatures []json.RawMessage
		turn      fileTurn
		ini       fileInitiative
	)
	d.get("creatures", &creatures)
	d.get("turn", &turn)
	d.get("initiative", &ini)
	if d.err != nil {
		return snapshot{}, d.err
	}
	cs, err := readCreatures(creatures, e.System, where)
	if err != nil {
		return snapshot{}, err
	}
	if len(cs) != len(e.Creatures) {
		return snapshot{}, fmt.Errorf("engine: encounter file: %shas %d creatures, the encounter %d", where, len(cs), len(e.Creatures))
	}
	for i, c := range cs {
		if c.ID != e.Creatures[i].ID {
			return snapshot{}, fmt.Errorf("engine: encounter file: %skey \"creatures\" entry %d is %q, the encounter's is %q", where, i, c.ID, e.Creatures[i].ID)
		}
	}
	placed, err := newEncounter(e.System, e.Options, e.Grid, cs, turn.passing())
	if err != nil {
		return snapshot{}, fmt.Errorf("engine: encounter file: %skey \"creatures\": %s", where, strings.TrimPrefix(err.Error(), "engine: "))
	}
	s := snapshot{creatures: make([]Creature, len(cs))}
	for i, c := range placed.Creatures {
		s.creatures[i] = *c
	}
	// The state's turn is checked against the state's own creatures.
	if s.turn, err = placed.readTurn(turn, where); err != nil {
		return snapshot{}, err
	}
	if s.initiative, err = e.readInitiative(ini, where); err != nil {
		return snapshot{}, err
	}
	return s, nil
}

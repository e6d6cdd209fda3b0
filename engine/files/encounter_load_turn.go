package files

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"battlemap/engine"
	"battlemap/grid"
)

// readTurn checks a turn against the encounter.
func readTurn(e *engine.Encounter, ft fileTurn, where string) (engine.Turn, error) {
	if ft.Active != "" && e.Creature(ft.Active) == nil {
		return engine.Turn{}, fmt.Errorf("files: encounter file: %sturn key \"active\": no creature %q", where, ft.Active)
	}
	t, err := readTurnNumbers(ft, where)
	if err != nil {
		return engine.Turn{}, err
	}
	if t.Pending != nil {
		if err := e.CheckPending(t.Pending); err != nil {
			return engine.Turn{}, fmt.Errorf("files: encounter file: %sturn key \"pending\": key %s", where, quoteKey(err.Error()))
		}
	}
	return t, nil
}

// readTurnNumbers reads a turn and checks its numbers against the file's
// limits; who it names is checked against the state elsewhere.
func readTurnNumbers(ft fileTurn, where string) (engine.Turn, error) {
	t := engine.Turn{Round: ft.Round, Active: ft.Active, Diagonals: ft.Diagonals, Moved: ft.Moved, WasFlatFooted: ft.WasFlatFooted}
	if err := checkTurnNumbers(t); err != nil {
		return engine.Turn{}, fmt.Errorf("files: encounter file: %s%s", where, bare(err))
	}
	if ft.Econ != nil {
		ec, err := econFromFile(ft.Econ)
		if err != nil {
			return engine.Turn{}, fmt.Errorf("files: encounter file: %sturn key \"economy\": %s", where, err)
		}
		t.Econ = ec
	}
	if ft.Pending != nil {
		pm, err := readPending(*ft.Pending)
		if err != nil {
			return engine.Turn{}, fmt.Errorf("files: encounter file: %sturn key \"pending\": %s", where, err)
		}
		t.Pending = pm
	}
	return t, nil
}

// readPending reads a movement waiting on reactions: the numbers are
// checked against the file's limits here, the path and its reactions
// against the encounter by the engine (Encounter.CheckPending).
func readPending(fp filePending) (*engine.PendingMove, error) {
	if len(fp.Steps) == 0 || len(fp.Steps) > maxPendingSteps {
		return nil, fmt.Errorf("key \"steps\": %d steps, want 1 to %d", len(fp.Steps), maxPendingSteps)
	}
	step := func(what string, fs fileStep) (engine.PathStep, error) {
		switch {
		case fs.Feet < 0 || fs.Feet > maxFileFeet || fs.Total < 0 || fs.Total > maxFileCount:
			return engine.PathStep{}, fmt.Errorf("%s: %d ft (%d in all) is out of range", what, fs.Feet, fs.Total)
		case fs.Kind.Terrain > 2 || fs.Kind.Ordinal < 0 || fs.Kind.Ordinal > maxFileCount:
			return engine.PathStep{}, fmt.Errorf("%s: key \"kind\" is out of range", what)
		case fs.Dir < 0 || fs.Dir > 7:
			return engine.PathStep{}, fmt.Errorf("%s: direction %d is not 0 to 7", what, fs.Dir)
		}
		return engine.PathStep{X: fs.X, Y: fs.Y, W: fs.W, H: fs.H, Dir: grid.Dir(fs.Dir), Feet: fs.Feet, Total: fs.Total, Kind: engine.StepKind(fs.Kind)}, nil
	}
	back, err := step("key \"back\"", fp.Back)
	if err != nil {
		return nil, err
	}
	pm := &engine.PendingMove{Who: fp.Who, Back: back}
	for i, fs := range fp.Steps {
		st, err := step(fmt.Sprintf("key \"steps\" entry %d", i), fs)
		if err != nil {
			return nil, err
		}
		pm.Steps = append(pm.Steps, st)
	}
	for _, p := range fp.Waiting {
		pm.Waiting = append(pm.Waiting, engine.Provocation(p))
	}
	for _, p := range fp.Later {
		pm.Later = append(pm.Later, engine.Provocation(p))
	}
	if ft := fp.Then; ft != nil {
		f := &engine.FollowUp{By: ft.By, Target: ft.Target, Dir: grid.Dir(ft.Dir), Squares: ft.Squares,
			Chain: ft.Chain, Follow: ft.Follow, Tripped: ft.Tripped}
		if f.Kind, err = engine.ParseFollowKind(ft.Kind); err != nil {
			return nil, fmt.Errorf("key \"then\": key \"kind\": %v", err)
		}
		if ft.Dir < 0 || ft.Dir > 7 {
			return nil, fmt.Errorf("key \"then\": key \"dir\": %d is not 0 to 7", ft.Dir)
		}
		if ft.Result != "" {
			if f.Result, err = engine.ParseOverrunResult(ft.Result); err != nil {
				return nil, fmt.Errorf("key \"then\": key \"result\": %v", err)
			}
		}
		switch len(ft.From) {
		case 0:
		case 2:
			f.FromX, f.FromY = ft.From[0], ft.From[1]
		default:
			return nil, errors.New("key \"then\": key \"from\" must be [x,y]")
		}
		if len(ft.Steps) > maxPendingSteps {
			return nil, fmt.Errorf("key \"then\": key \"steps\": %d steps, at most %d", len(ft.Steps), maxPendingSteps)
		}
		for i, fs := range ft.Steps {
			st, err := step(fmt.Sprintf("key \"then\": key \"steps\" entry %d", i), fs)
			if err != nil {
				return nil, err
			}
			f.Steps = append(f.Steps, st)
		}
		pm.Then = f
	}
	return pm, nil
}

// quoteKey puts the key an engine message starts with in quotes, as the
// file's other messages name keys: `steps entry 3: …` → `"steps" entry 3: …`.
func quoteKey(msg string) string {
	k, rest, ok := strings.Cut(msg, " ")
	if !ok {
		return msg
	}
	if strings.HasSuffix(k, ":") {
		return fmt.Sprintf("%q: %s", strings.TrimSuffix(k, ":"), rest)
	}
	return fmt.Sprintf("%q %s", k, rest)
}

// readInitiative checks an initiative against the encounter.
func readInitiative(e *engine.Encounter, fi fileInitiative, where string) (engine.Initiative, error) {
	seen := map[string]bool{}
	conv := func(key string, fes []fileEntry) ([]engine.InitEntry, error) {
		var out []engine.InitEntry
		for i, fe := range fes {
			en := engine.InitEntry{ID: fe.ID, Value: fe.Value, Mod: fe.Mod, FlatFooted: fe.FlatFooted, Ready: fe.Ready, DelayedRound: fe.DelayedRound}
			if en.DelayedRound < 0 || en.DelayedRound > maxFileCount || (key == "order" && en.DelayedRound != 0) {
				return nil, fmt.Errorf("files: encounter file: %sinitiative key %q entry %d: delayed_round %d does not fit", where, key, i, en.DelayedRound)
			}
			at := fmt.Sprintf("files: encounter file: %sinitiative key %q entry %d", where, key, i)
			switch {
			case e.Creature(en.ID) == nil:
				return nil, fmt.Errorf("%s: no creature %q", at, en.ID)
			case seen[en.ID]:
				return nil, fmt.Errorf("%s: %q is in the initiative twice", at, en.ID)
			}
			seen[en.ID] = true
			if err := engine.CheckInitEntry(en); err != nil {
				return nil, fmt.Errorf("%s: %s", at, bare(err))
			}
			out = append(out, en)
		}
		return out, nil
	}
	order, err := conv("order", fi.Order)
	if err != nil {
		return engine.Initiative{}, err
	}
	delayed, err := conv("delayed", fi.Delayed)
	if err != nil {
		return engine.Initiative{}, err
	}
	return engine.Initiative{Order: order, Delayed: delayed}, nil
}

// readHistory reads the undo and redo states: each must hold the same
// creatures in the same order as the encounter, each a legal state.
func readHistory(e *engine.Encounter, h fileHistory) error {
	if len(h.Undo)+len(h.Redo) > maxFileHistory {
		return fmt.Errorf("files: encounter file: key \"history\" has %d states; at most %d are supported", len(h.Undo)+len(h.Redo), maxFileHistory)
	}
	read := func(key string, raws []json.RawMessage) ([]engine.Snapshot, error) {
		var out []engine.Snapshot
		for i, raw := range raws {
			where := fmt.Sprintf("history key %q entry %d: ", key, i)
			s, err := readState(e, raw, where)
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
		return out, nil
	}
	undo, err := read("undo", h.Undo)
	if err != nil {
		return err
	}
	redo, err := read("redo", h.Redo)
	if err != nil {
		return err
	}
	if err := e.SetHistory(undo, redo, h.Log); err != nil {
		return fmt.Errorf("files: encounter file: key \"history\": %s", bare(err))
	}
	return nil
}

// readState reads one undo or redo state.
func readState(e *engine.Encounter, raw json.RawMessage, where string) (engine.Snapshot, error) {
	var doc map[string]json.RawMessage
	if err := strictDecode(raw, &doc); err != nil || doc == nil {
		return engine.Snapshot{}, fmt.Errorf("files: encounter file: %snot a JSON object", where)
	}
	for k := range doc {
		if k != "creatures" && k != "turn" && k != "initiative" {
			return engine.Snapshot{}, fmt.Errorf("files: encounter file: %sunknown key %q (the keys are creatures, turn, initiative)", where, k)
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
		return engine.Snapshot{}, d.err
	}
	cs, err := readCreatures(creatures, e.System, where)
	if err != nil {
		return engine.Snapshot{}, err
	}
	if len(cs) != len(e.Creatures) {
		return engine.Snapshot{}, fmt.Errorf("files: encounter file: %shas %d creatures, the encounter %d", where, len(cs), len(e.Creatures))
	}
	for i, c := range cs {
		if c.ID != e.Creatures[i].ID {
			return engine.Snapshot{}, fmt.Errorf("files: encounter file: %skey \"creatures\" entry %d is %q, the encounter's is %q", where, i, c.ID, e.Creatures[i].ID)
		}
	}
	placed, err := engine.NewEncounterPassing(e.System, e.Options, e.Grid, cs, turn.passing())
	if err != nil {
		return engine.Snapshot{}, fmt.Errorf("files: encounter file: %skey \"creatures\": %s", where, bare(err))
	}
	s := placed.Snap()
	// The state's turn is checked against the state's own creatures.
	if s.Turn, err = readTurn(placed, turn, where); err != nil {
		return engine.Snapshot{}, err
	}
	if s.Initiative, err = readInitiative(e, ini, where); err != nil {
		return engine.Snapshot{}, err
	}
	return s, nil
}

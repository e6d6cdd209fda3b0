package files

import (
	"battlemap/engine"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// SaveOptions chooses what SaveEncounterWith writes besides the state.
type SaveOptions struct {
	// History writes the undo and redo steps and the log, so that a loaded
	// encounter can still undo what was done before it was saved.
	History bool
	// Images holds the bytes of the pictures the encounter's scenery names
	// (by name); the file carries those it uses, so that one file is one
	// whole battle. A picture it names and Images lacks is an error.
	Images map[string]Image
	// OmitImages leaves the pictures out: a store that keeps them aside
	// (once, by name) reads the file back with LoadDocumentWith.
	OmitImages bool
}

// SaveEncounter writes the encounter's state as an encounter file (see
// README.md "Encounter files"): system, options, map, walls, creatures, turn
// and initiative, without the undo history. LoadEncounter reads it back to
// an identical state, and saving that again gives the same bytes.
func SaveEncounter(e *engine.Encounter) ([]byte, error) { return SaveEncounterWith(e, SaveOptions{}) }

// SaveEncounterWith is SaveEncounter with choices; with o.History the undo
// and redo states and the log are written too.
func SaveEncounterWith(e *engine.Encounter, o SaveOptions) ([]byte, error) {
	if err := checkSavable(e, o.History); err != nil {
		return nil, err
	}
	var w fileWriter
	var keys []string
	var vals [][]byte
	add := func(k string, v []byte) { keys, vals = append(keys, k), append(vals, v) }
	add("format", w.compact(EncounterFormat))
	if e.Name != "" {
		add("name", w.compact(e.Name))
	}
	add("system", w.compact(e.System.ID()))
	add("options", w.compact(e.Options.Set()))
	if e.Party != "" {
		add("party", w.compact(e.Party))
	}
	var items [][]byte
	for _, r := range e.Grid.Rows() {
		items = append(items, w.compact(r))
	}
	add("map", block(items, "  "))
	items = nil
	for _, wl := range toFileWalls(e.Grid) {
		items = append(items, w.compact(wl))
	}
	add("walls", block(items, "  "))
	if e.Grid.HasLowWalls() {
		items = nil
		for _, wl := range toFileLowWalls(e.Grid) {
			items = append(items, w.compact(wl))
		}
		add("low_walls", block(items, "  "))
	}
	items = nil
	for _, d := range toFileDoors(e.Grid) {
		items = append(items, w.compact(d))
	}
	add("doors", block(items, "  "))
	if e.Scenery != nil {
		add("scenery", w.compact(toFileScenery(e.Scenery)))
	}
	if fp := toFilePlayers(e.Players); fp != nil {
		add("players", w.compact(fp))
	}
	items = nil
	for _, c := range e.Creatures {
		items = append(items, w.compact(toFileCreature(c)))
	}
	add("creatures", block(items, "  "))
	add("turn", w.compact(toFileTurn(e.Turn)))
	order, delayed := toFileEntries(e.Initiative.Order), toFileEntries(e.Initiative.Delayed)
	items = nil
	for _, en := range order {
		items = append(items, w.compact(en))
	}
	ob := block(items, "    ")
	items = nil
	for _, en := range delayed {
		items = append(items, w.compact(en))
	}
	add("initiative", object([]string{"order", "delayed"}, [][]byte{ob, block(items, "    ")}, "  "))
	if len(e.Areas) > 0 {
		add("areas", block(w.areaItems(e.Areas), "  "))
	}
	if o.History {
		add("history", w.historyV2(e))
	}
	names := usedImages(e, o.History)
	if len(names) > 0 && !o.OmitImages {
		var keys []string
		var vals [][]byte
		for _, n := range names {
			img, ok := o.Images[n]
			if !ok {
				return nil, fmt.Errorf("files: cannot save: the map picture %s is missing", n)
			}
			keys, vals = append(keys, n), append(vals, w.compact(fileImage{Type: img.Type, Data: base64.StdEncoding.EncodeToString(img.Data)}))
		}
		add("images", object(keys, vals, "  "))
	}
	if w.err != nil {
		return nil, fmt.Errorf("files: saving the encounter: %w", w.err)
	}
	out := object(keys, vals, "")
	return append(out, '\n'), nil
}

// fileWriter renders the parts of an encounter file, keeping the first
// error.
type fileWriter struct{ err error }

// compact renders v as JSON on one line (no HTML escaping: the file is read
// by people and programs, not browsers).
func (w *fileWriter) compact(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil && w.err == nil {
		w.err = err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// history renders the undo and redo states (oldest first, one per line) and
// the log.
func (w *fileWriter) history(e *engine.Encounter) []byte {
	states := func(ss []engine.Snapshot) []byte {
		var items [][]byte
		for _, s := range ss {
			fs := fileState{Turn: ptr(toFileTurn(s.Turn))}
			for i := range s.Creatures {
				fs.Creatures = append(fs.Creatures, w.compact(toFileCreature(&s.Creatures[i])))
			}
			fs.Initiative = &fileInitiative{Order: toFileEntries(s.Initiative.Order), Delayed: toFileEntries(s.Initiative.Delayed)}
			items = append(items, w.compact(fs))
		}
		return block(items, "    ")
	}
	undo, redo := e.History()
	var logs [][]byte
	for _, l := range e.Log {
		logs = append(logs, w.compact(l))
	}
	return object([]string{"undo", "redo", "log"}, [][]byte{states(undo), states(redo), block(logs, "    ")}, "  ")
}

// block renders JSON items as a list, one item per line.
func block(items [][]byte, indent string) []byte {
	if len(items) == 0 {
		return []byte("[]")
	}
	var b bytes.Buffer
	b.WriteString("[\n")
	for i, it := range items {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(indent + "  ")
		b.Write(it)
	}
	b.WriteString("\n" + indent + "]")
	return b.Bytes()
}

// object renders keys and JSON values as an object, one key per line.
func object(keys []string, vals [][]byte, indent string) []byte {
	var b bytes.Buffer
	b.WriteString("{\n")
	for i, k := range keys {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, "%s  %q: ", indent, k)
		b.Write(vals[i])
	}
	b.WriteString("\n" + indent + "}")
	return b.Bytes()
}

func ptr[T any](v T) *T { return &v }

func toFileCreature(c *engine.Creature) fileCreature {
	fc := fileCreature{ID: c.ID, Side: c.Side, Size: c.Size.String(), At: []int{c.X, c.Y},
		Space: []int{c.SpaceW, c.SpaceH}, Speed: ptr(c.Speed), FlySpeed: c.FlySpeed, Attacks: c.Attacks, Body: "tall", WeaponReach: c.WeaponReach,
		AoO: ptr(c.AoO), ReactionUsed: c.ReactionUsed, State: c.State.Names(), Mount: c.Mount, InitMod: c.InitMod, Hidden: c.Hidden,
		creatureV2: creatureV2{Conditions: c.Conditions.Names(), ImprovedBullRush: c.ImprovedBullRush, ImprovedOverrun: c.ImprovedOverrun,
			CunningAction: c.CunningAction, Hover: c.Hover, Independent: c.Independent}}
	if c.MaxHP > 0 {
		fc.HP, fc.MaxHP, fc.TempHP = ptr(c.HP), c.MaxHP, c.TempHP
	}
	if c.Body == engine.Long {
		fc.Body = "long"
	}
	if c.ReachSet || c.Reach != 0 {
		fc.Reach = ptr(c.Reach)
	}
	if !c.ReachSet && c.Reach != 0 {
		fc.ReachSet = ptr(false)
	}
	return fc
}

func toFileTurn(t engine.Turn) fileTurn {
	ft := fileTurn{Round: t.Round, Active: t.Active, Diagonals: t.Diagonals, Moved: t.Moved, WasFlatFooted: t.WasFlatFooted,
		Econ: econToFile(t.Econ)}
	if pm := t.Pending; pm != nil {
		fp := &filePending{Who: pm.Who, Back: toFileStep(pm.Back)}
		for _, st := range pm.Steps {
			fp.Steps = append(fp.Steps, toFileStep(st))
		}
		for _, p := range pm.Waiting {
			fp.Waiting = append(fp.Waiting, fileProvocation(p))
		}
		for _, p := range pm.Later {
			fp.Later = append(fp.Later, fileProvocation(p))
		}
		if f := pm.Then; f != nil {
			ff := &fileFollowUp{Kind: f.Kind.String(), By: f.By, Target: f.Target, Dir: int(f.Dir), Squares: f.Squares,
				Chain: f.Chain, Follow: f.Follow, Tripped: f.Tripped}
			if f.Kind == engine.FollowPusher {
				ff.From = []int{f.FromX, f.FromY}
			}
			if f.Kind == engine.FollowOverrun {
				ff.Result = f.Result.String()
			}
			for _, st := range f.Steps {
				ff.Steps = append(ff.Steps, toFileStep(st))
			}
			fp.Then = ff
		}
		ft.Pending = fp
	}
	return ft
}

func toFileStep(st engine.PathStep) fileStep {
	return fileStep{st.X, st.Y, st.W, st.H, int(st.Dir), st.Feet, st.Total, fileStepKind(st.Kind)}
}

// econToFile writes the spent parts of an Economy (its fields away from
// zero) under snake_case keys: {"actions":2,"move_act":true}. Every field
// is a bool or an int (checkEconomyType).
func econToFile(ec engine.Economy) map[string]json.RawMessage {
	v := reflect.ValueOf(ec)
	var m map[string]json.RawMessage
	for i := 0; i < v.NumField(); i++ {
		f, sf := v.Field(i), v.Type().Field(i)
		if f.IsZero() || !sf.IsExported() {
			continue
		}
		raw, err := json.Marshal(f.Interface())
		if err != nil {
			continue // cannot happen for bools and ints
		}
		if m == nil {
			m = map[string]json.RawMessage{}
		}
		m[snakeCase(sf.Name)] = raw
	}
	return m
}

// econFromFile reads what econToFile wrote.
func econFromFile(m map[string]json.RawMessage) (engine.Economy, error) {
	var ec engine.Economy
	v := reflect.ValueOf(&ec).Elem()
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		i := -1
		for j := 0; j < v.NumField(); j++ {
			if v.Type().Field(j).IsExported() && snakeCase(v.Type().Field(j).Name) == k {
				i = j
			}
		}
		if i < 0 {
			return ec, fmt.Errorf("unknown key %q", k)
		}
		switch f := v.Field(i); f.Kind() {
		case reflect.Bool:
			var b bool
			if err := json.Unmarshal(m[k], &b); err != nil {
				return ec, fmt.Errorf("key %q: %s", k, jsonProblem(err, nil))
			}
			f.SetBool(b)
		case reflect.Int:
			var n int
			if err := json.Unmarshal(m[k], &n); err != nil {
				return ec, fmt.Errorf("key %q: %s", k, jsonProblem(err, nil))
			}
			if n < 0 || n > maxEconCount {
				return ec, fmt.Errorf("key %q: %d is outside 0 to %d", k, n, maxEconCount)
			}
			f.SetInt(int64(n))
		default:
			return ec, fmt.Errorf("key %q cannot be read", k)
		}
	}
	if ec.Actions > engine.PF2eActions {
		return ec, fmt.Errorf("key \"actions\": %d actions spent of %d", ec.Actions, engine.PF2eActions)
	}
	return ec, nil
}

// checkEconomyType makes sure every field of Economy is one econToFile
// writes: an exported bool or int.
func checkEconomyType() error {
	t := reflect.TypeOf(engine.Economy{})
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() || (f.Type.Kind() != reflect.Bool && f.Type.Kind() != reflect.Int) {
			return fmt.Errorf("files: cannot save the turn: its economy's field %s (%s) has no place in encounter files", f.Name, f.Type)
		}
	}
	return nil
}

// snakeCase spells a Go field name as a file key: MoveAct → move_act.
func snakeCase(name string) string {
	var b strings.Builder
	for i, r := range name {
		if 'A' <= r && r <= 'Z' {
			if i > 0 {
				b.WriteByte('_')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// passing returns the id of the creature a turn has stopped mid-move.
func (ft fileTurn) passing() string {
	if ft.Pending != nil {
		return ft.Pending.Who
	}
	return ""
}

func toFileEntries(es []engine.InitEntry) []fileEntry {
	out := make([]fileEntry, len(es))
	for i, en := range es {
		out[i] = fileEntry{ID: en.ID, Value: en.Value, Mod: en.Mod, FlatFooted: en.FlatFooted, Ready: en.Ready, DelayedRound: en.DelayedRound}
	}
	return out
}

// checkSavable refuses to write what LoadEncounter would refuse to read, so
// that a saved file always opens again.
func checkSavable(e *engine.Encounter, history bool) error {
	if e.System == nil || e.Grid == nil {
		return errors.New("files: cannot save an encounter without a system or a map")
	}
	if err := checkEconomyType(); err != nil {
		return err
	}
	check := func(cs []engine.Creature, t engine.Turn, in engine.Initiative) error {
		for i := range cs {
			c := &cs[i]
			switch {
			case c.Body != engine.Tall && c.Body != engine.Long:
				return fmt.Errorf("files: cannot save creature %q: unknown body %d", c.ID, c.Body)
			case c.State&^engine.KnownStates != 0:
				return fmt.Errorf("files: cannot save creature %q: unknown state bits %#x", c.ID, uint16(c.State&^engine.KnownStates))
			}
			if err := checkCreatureNumbers(c); err != nil {
				return fmt.Errorf("files: cannot save: %s", bare(err))
			}
		}
		if err := checkTurnNumbers(t); err != nil {
			return fmt.Errorf("files: cannot save: %s", bare(err))
		}
		for _, en := range append(append([]engine.InitEntry(nil), in.Order...), in.Delayed...) {
			if err := engine.CheckInitEntry(en); err != nil {
				return fmt.Errorf("files: cannot save: %s", bare(err))
			}
		}
		return nil
	}
	cur := make([]engine.Creature, len(e.Creatures))
	for i, c := range e.Creatures {
		cur[i] = *c
	}
	if len(cur) > maxFileCreatures {
		return fmt.Errorf("files: cannot save %d creatures; at most %d fit in an encounter file", len(cur), maxFileCreatures)
	}
	if err := check(cur, e.Turn, e.Initiative); err != nil {
		return err
	}
	if _, err := rawAreas(e.Areas); err != nil {
		return err
	}
	if !history {
		return nil
	}
	undo, redo := e.History()
	if len(undo)+len(redo) > maxFileHistory {
		return fmt.Errorf("files: cannot save %d undo states; at most %d fit in an encounter file", len(undo)+len(redo), maxFileHistory)
	}
	for _, s := range append(append([]engine.Snapshot(nil), undo...), redo...) {
		if err := check(s.Creatures, s.Turn, s.Initiative); err != nil {
			return err
		}
		if _, err := rawAreas(s.Areas); err != nil {
			return err
		}
	}
	return nil
}

// checkCreatureNumbers refuses absurd speeds and reaches.
func checkCreatureNumbers(c *engine.Creature) error {
	for _, f := range []struct {
		key string
		v   int
	}{{"speed", c.Speed}, {"fly_speed", c.FlySpeed}, {"reach", c.Reach}, {"weapon_reach", c.WeaponReach}} {
		if f.v < 0 || f.v > maxFileFeet {
			return fmt.Errorf("files: creature %q key %q: %d ft is outside 0 to %d ft", c.ID, f.key, f.v, maxFileFeet)
		}
	}
	return nil
}

// checkTurnNumbers refuses absurd rounds and movement counts.
func checkTurnNumbers(t engine.Turn) error {
	for _, f := range []struct {
		key string
		v   int
	}{{"round", t.Round}, {"diagonals", t.Diagonals}, {"moved", t.Moved}} {
		if f.v < 0 || f.v > maxFileCount {
			return fmt.Errorf("files: turn key %q: %d is outside 0 to %d", f.key, f.v, maxFileCount)
		}
	}
	return nil
}

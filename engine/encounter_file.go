package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"battlemap/grid"
)

// EncounterFormat is the format tag of the encounter files this program
// writes. Files of an older version are upgraded when read; files of a newer
// one are refused.
const EncounterFormat = "battlemap-encounter/1"

const (
	encounterFormatPrefix = "battlemap-encounter/"
	encounterVersion      = 1
)

// Limits of encounter files: a file beyond them is damaged or hostile, and
// is refused before it costs much memory or time.
const (
	maxFileCreatures = 4096    // creatures on one map
	maxFileFeet      = 10000   // speed, reach, weapon reach
	maxFileCount     = 1000000 // round, diagonals, feet moved this turn
	maxFileHistory   = 10000   // undo plus redo states
	maxWallCoord     = 2 * grid.MaxSide
	maxEconCount     = 1000     // actions, attacks, dashes spent in a turn
	maxPendingSteps  = 100000   // steps of a movement waiting on reactions
	maxFileBytes     = 64 << 20 // the whole file
	// maxWallCells bounds the squares the walls' index visits, about
	// the sum of the squares each wall passes near: many long walls on a
	// big map would cost gigabytes.
	maxWallCells = 1 << 24
)

// fileCreature is a creature as encounter files spell it: the keys of
// scenario files, all of them written, plus reach_set for a reach that does
// not override the size table.
type fileCreature struct {
	ID           string   `json:"id"`
	Side         string   `json:"side"`
	Size         string   `json:"size"`
	At           []int    `json:"at"`
	Space        []int    `json:"space,omitempty"`
	Speed        *int     `json:"speed,omitempty"`
	Body         string   `json:"body,omitempty"`
	Reach        *int     `json:"reach,omitempty"`
	ReachSet     *bool    `json:"reach_set,omitempty"`
	WeaponReach  int      `json:"weapon_reach"`
	AoO          *bool    `json:"aoo,omitempty"`
	ReactionUsed bool     `json:"reaction_used"`
	State        []string `json:"state,omitempty"`
	Mount        string   `json:"mount,omitempty"`
}

type fileTurn struct {
	Round         int    `json:"round"`
	Active        string `json:"active"`
	Diagonals     int    `json:"diagonals"`
	Moved         int    `json:"moved"`
	WasFlatFooted bool   `json:"was_flat_footed"`
	// Econ holds the parts of the turn's Economy that are spent, under
	// snake_case keys (econToFile).
	Econ    map[string]json.RawMessage `json:"economy,omitempty"`
	Pending *filePending               `json:"pending,omitempty"`
}

// filePending is a movement waiting on attacks of opportunity.
type filePending struct {
	Who     string            `json:"who"`
	Steps   []fileStep        `json:"steps"`
	Waiting []fileProvocation `json:"waiting"`
	Later   []fileProvocation `json:"later,omitempty"`
	Back    fileStep          `json:"back"`
}

// fileStep is one step of a path with what priced it.
type fileStep struct {
	X     int          `json:"x"`
	Y     int          `json:"y"`
	W     int          `json:"w"`
	H     int          `json:"h"`
	Dir   int          `json:"dir"`
	Feet  int          `json:"feet"`
	Total int          `json:"total"`
	Kind  fileStepKind `json:"kind"`
}

// fileStepKind is StepKind with the file's keys (a conversion between the
// two keeps them in step).
type fileStepKind struct {
	Diagonal bool  `json:"diagonal,omitempty"`
	Ordinal  int   `json:"ordinal,omitempty"`
	Terrain  uint8 `json:"terrain,omitempty"`
	Squeezed bool  `json:"squeezed,omitempty"`
	Obstacle bool  `json:"obstacle,omitempty"`
	Occupied bool  `json:"occupied,omitempty"`
	Crawling bool  `json:"crawling,omitempty"`
}

// fileProvocation is Provocation with the file's keys.
type fileProvocation struct {
	By   string `json:"by"`
	Step int    `json:"step"`
	Why  string `json:"why"`
}

type fileEntry struct {
	ID         string `json:"id"`
	Value      int    `json:"value"`
	Mod        int    `json:"mod"`
	FlatFooted bool   `json:"flat_footed"`
	Ready      string `json:"ready,omitempty"`
}

type fileInitiative struct {
	Order   []fileEntry `json:"order"`
	Delayed []fileEntry `json:"delayed"`
}

// fileState is one undo or redo state.
type fileState struct {
	Creatures  []json.RawMessage `json:"creatures"`
	Turn       *fileTurn         `json:"turn"`
	Initiative *fileInitiative   `json:"initiative"`
}

type fileHistory struct {
	Undo []json.RawMessage `json:"undo"`
	Redo []json.RawMessage `json:"redo"`
	Log  []string          `json:"log"`
}

// fileKeys lists the top-level keys of an encounter file, in the order
// they are written.
var fileKeys = []string{"format", "name", "system", "options", "map", "walls", "creatures", "turn", "initiative", "history"}

// fileRequired lists the keys an encounter file must have.
var fileRequired = []string{"system", "map", "creatures"}

// SaveOptions chooses what SaveEncounterWith writes besides the state.
type SaveOptions struct {
	// History writes the undo and redo states and the log, so that a loaded
	// encounter can still undo what was done before it was saved.
	History bool
}

// SaveEncounter writes the encounter's state as an encounter file (see
// README.md "Encounter files"): system, options, map, walls, creatures, turn
// and initiative, without the undo history. LoadEncounter reads it back to
// an identical state, and saving that again gives the same bytes.
func SaveEncounter(e *Encounter) ([]byte, error) { return SaveEncounterWith(e, SaveOptions{}) }

// SaveEncounterWith is SaveEncounter with choices; with o.History the undo
// and redo states and the log are written too.
func SaveEncounterWith(e *Encounter, o SaveOptions) ([]byte, error) {
	if err := e.checkSavable(o.History); err != nil {
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
	var items [][]byte
	for _, r := range e.Grid.Rows() {
		items = append(items, w.compact(r))
	}
	add("map", block(items, "  "))
	items = nil
	for _, wl := range e.Grid.Walls() {
		x1, y1 := wl.A.F()
		x2, y2 := wl.B.F()
		items = append(items, w.compact([]float64{x1, y1, x2, y2}))
	}
	add("walls", block(items, "  "))
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
	if o.History {
		add("history", w.history(e))
	}
	if w.err != nil {
		return nil, fmt.Errorf("engine: saving the encounter: %w", w.err)
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
func (w *fileWriter) history(e *Encounter) []byte {
	states := func(ss []snapshot) []byte {
		var items [][]byte
		for _, s := range ss {
			fs := fileState{Turn: ptr(toFileTurn(s.turn))}
			for i := range s.creatures {
				fs.Creatures = append(fs.Creatures, w.compact(toFileCreature(&s.creatures[i])))
			}
			fs.Initiative = &fileInitiative{Order: toFileEntries(s.initiative.Order), Delayed: toFileEntries(s.initiative.Delayed)}
			items = append(items, w.compact(fs))
		}
		return block(items, "    ")
	}
	var logs [][]byte
	for _, l := range e.Log {
		logs = append(logs, w.compact(l))
	}
	return object([]string{"undo", "redo", "log"}, [][]byte{states(e.undo), states(e.redo), block(logs, "    ")}, "  ")
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

func toFileCreature(c *Creature) fileCreature {
	fc := fileCreature{ID: c.ID, Side: c.Side, Size: c.Size.String(), At: []int{c.X, c.Y},
		Space: []int{c.SpaceW, c.SpaceH}, Speed: ptr(c.Speed), Body: "tall", WeaponReach: c.WeaponReach,
		AoO: ptr(c.AoO), ReactionUsed: c.ReactionUsed, State: c.State.Names(), Mount: c.Mount}
	if c.Body == Long {
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

func toFileTurn(t Turn) fileTurn {
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
		ft.Pending = fp
	}
	return ft
}

func toFileStep(st PathStep) fileStep {
	return fileStep{st.X, st.Y, st.W, st.H, int(st.Dir), st.Feet, st.Total, fileStepKind(st.Kind)}
}

// econToFile writes the spent parts of an Economy (its fields away from
// zero) under snake_case keys: {"actions":2,"move_act":true}. Every field
// is a bool or an int (checkEconomyType).
func econToFile(ec Economy) map[string]json.RawMessage {
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
func econFromFile(m map[string]json.RawMessage) (Economy, error) {
	var ec Economy
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
	if ec.Actions > PF2eActions {
		return ec, fmt.Errorf("key \"actions\": %d actions spent of %d", ec.Actions, PF2eActions)
	}
	return ec, nil
}

// checkEconomyType makes sure every field of Economy is one econToFile
// writes: an exported bool or int.
func checkEconomyType() error {
	t := reflect.TypeOf(Economy{})
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() || (f.Type.Kind() != reflect.Bool && f.Type.Kind() != reflect.Int) {
			return fmt.Errorf("engine: cannot save the turn: its economy's field %s (%s) has no place in encounter files", f.Name, f.Type)
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

func toFileEntries(es []InitEntry) []fileEntry {
	out := make([]fileEntry, len(es))
	for i, en := range es {
		out[i] = fileEntry{ID: en.ID, Value: en.Value, Mod: en.Mod, FlatFooted: en.FlatFooted, Ready: en.Ready}
	}
	return out
}

// checkSavable refuses to write what LoadEncounter would refuse to read, so
// that a saved file always opens again.
func (e *Encounter) checkSavable(history bool) error {
	if e.System == nil || e.Grid == nil {
		return errors.New("engine: cannot save an encounter without a system or a map")
	}
	if err := checkEconomyType(); err != nil {
		return err
	}
	var known State
	for _, n := range stateNames {
		known |= n.s
	}
	check := func(cs []Creature, t Turn, in Initiative) error {
		for i := range cs {
			c := &cs[i]
			switch {
			case c.Body != Tall && c.Body != Long:
				return fmt.Errorf("engine: cannot save creature %q: unknown body %d", c.ID, c.Body)
			case c.State&^known != 0:
				return fmt.Errorf("engine: cannot save creature %q: unknown state bits %#x", c.ID, uint16(c.State&^known))
			}
			if err := checkCreatureNumbers(c); err != nil {
				return fmt.Errorf("engine: cannot save: %s", strings.TrimPrefix(err.Error(), "engine: "))
			}
		}
		if err := checkTurnNumbers(t); err != nil {
			return fmt.Errorf("engine: cannot save: %s", strings.TrimPrefix(err.Error(), "engine: "))
		}
		for _, en := range append(append([]InitEntry(nil), in.Order...), in.Delayed...) {
			if err := checkInitNumbers(en); err != nil {
				return fmt.Errorf("engine: cannot save: %s", strings.TrimPrefix(err.Error(), "engine: "))
			}
		}
		return nil
	}
	cur := make([]Creature, len(e.Creatures))
	for i, c := range e.Creatures {
		cur[i] = *c
	}
	if len(cur) > maxFileCreatures {
		return fmt.Errorf("engine: cannot save %d creatures; at most %d fit in an encounter file", len(cur), maxFileCreatures)
	}
	if err := check(cur, e.Turn, e.Initiative); err != nil {
		return err
	}
	if !history {
		return nil
	}
	if len(e.undo)+len(e.redo) > maxFileHistory {
		return fmt.Errorf("engine: cannot save %d undo states; at most %d fit in an encounter file", len(e.undo)+len(e.redo), maxFileHistory)
	}
	for _, s := range append(append([]snapshot(nil), e.undo...), e.redo...) {
		if err := check(s.creatures, s.turn, s.initiative); err != nil {
			return err
		}
	}
	return nil
}

// checkCreatureNumbers refuses absurd speeds and reaches.
func checkCreatureNumbers(c *Creature) error {
	for _, f := range []struct {
		key string
		v   int
	}{{"speed", c.Speed}, {"reach", c.Reach}, {"weapon_reach", c.WeaponReach}} {
		if f.v < 0 || f.v > maxFileFeet {
			return fmt.Errorf("engine: creature %q key %q: %d ft is outside 0 to %d ft", c.ID, f.key, f.v, maxFileFeet)
		}
	}
	return nil
}

// checkTurnNumbers refuses absurd rounds and movement counts.
func checkTurnNumbers(t Turn) error {
	for _, f := range []struct {
		key string
		v   int
	}{{"round", t.Round}, {"diagonals", t.Diagonals}, {"moved", t.Moved}} {
		if f.v < 0 || f.v > maxFileCount {
			return fmt.Errorf("engine: turn key %q: %d is outside 0 to %d", f.key, f.v, maxFileCount)
		}
	}
	return nil
}

// LoadEncounter reads an encounter file (format battlemap-encounter/N): the
// current version, or an older one, which is upgraded. A scenario file
// (battlemap-scenario/1) opens as its encounter, its queries ignored. A
// damaged or hostile file is refused with an error naming the key at fault
// and where it is; nothing is built from it.
func LoadEncounter(data []byte) (*Encounter, error) {
	if len(data) > maxFileBytes {
		return nil, fmt.Errorf("engine: encounter file: %d bytes is more than the %d MiB an encounter file may have", len(data), maxFileBytes>>20)
	}
	var doc map[string]json.RawMessage
	if err := strictDecode(data, &doc); err != nil {
		return nil, fmt.Errorf("engine: encounter file: %s", jsonProblem(err, data))
	}
	if doc == nil {
		return nil, errors.New("engine: encounter file: the file is not a JSON object")
	}
	raw, ok := doc["format"]
	if !ok {
		return nil, errors.New("engine: encounter file: key \"format\" is missing")
	}
	var format string
	if err := json.Unmarshal(raw, &format); err != nil {
		return nil, errors.New("engine: encounter file: key \"format\" is not a string")
	}
	if format == ScenarioFormat {
		return loadScenarioEncounter(data)
	}
	v, ok := strings.CutPrefix(format, encounterFormatPrefix)
	if !ok {
		return nil, fmt.Errorf("engine: encounter file: key \"format\" is %q: not an encounter file (%q) nor a scenario file (%q)", format, EncounterFormat, ScenarioFormat)
	}
	version, err := strconv.Atoi(v)
	if err != nil || strconv.Itoa(version) != v || version < 0 {
		return nil, fmt.Errorf("engine: encounter file: key \"format\" is %q: the version is not a whole number", format)
	}
	if version > encounterVersion {
		return nil, fmt.Errorf("engine: this file was written by a newer version of the program (format %q); this version reads %q and older: update the program to open it", format, EncounterFormat)
	}
	if err := migrateEncounter(doc, version); err != nil {
		return nil, err
	}
	return decodeEncounter(doc)
}

// migrateEncounter upgrades a document of an older format version to the
// current one, one version at a time. Each step rewrites the keys that
// changed; decodeEncounter then reads the result as a current file.
func migrateEncounter(doc map[string]json.RawMessage, from int) error {
	for v := from; v < encounterVersion; v++ {
		step := migrationFrom(v)
		if step == nil {
			return fmt.Errorf("engine: encounter file: format version %d is too old to be read", v)
		}
		if err := step(doc); err != nil {
			return fmt.Errorf("engine: encounter file: upgrading from format version %d: %w", v, err)
		}
	}
	return nil
}

// migrationFrom returns the step that upgrades version v to v+1, or nil.
func migrationFrom(v int) func(map[string]json.RawMessage) error {
	switch v {
	case 0:
		return migrate0
	}
	return nil
}

// migrate0 upgrades version 0, the first draft of the format, which had no
// initiative nor history and kept the turn's round and active creature as
// top-level keys "round" and "active"; version 1 keeps them in "turn".
func migrate0(doc map[string]json.RawMessage) error {
	for _, k := range []string{"turn", "initiative", "history"} {
		if _, ok := doc[k]; ok {
			return fmt.Errorf("key %q did not exist in version 0", k)
		}
	}
	turn := map[string]json.RawMessage{}
	for _, k := range []string{"round", "active"} {
		if raw, ok := doc[k]; ok {
			turn[k] = raw
			delete(doc, k)
		}
	}
	if len(turn) > 0 {
		raw, err := json.Marshal(turn)
		if err != nil {
			return err
		}
		doc["turn"] = raw
	}
	return nil
}

// loadScenarioEncounter opens a scenario file as an encounter: its queries
// are not read.
func loadScenarioEncounter(data []byte) (*Encounter, error) {
	var f scenarioJSON
	if err := strictDecode(data, &f); err != nil {
		return nil, fmt.Errorf("engine: scenario file: %s", jsonProblem(err, data))
	}
	if err := checkWalls(f.Walls, f.Map); err != nil {
		return nil, fmt.Errorf("engine: scenario file: %s", err)
	}
	if len(f.Creatures) > maxFileCreatures {
		return nil, fmt.Errorf("engine: scenario file: key \"creatures\" has %d creatures; at most %d are supported", len(f.Creatures), maxFileCreatures)
	}
	e, err := buildEncounter(f.System, f.Options, f.Map, f.Walls, f.Creatures)
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	for _, c := range e.Creatures {
		if err := checkCreatureNumbers(c); err != nil {
			return nil, fmt.Errorf("engine: scenario file: key \"creatures\": %s", strings.TrimPrefix(err.Error(), "engine: "))
		}
	}
	e.Name = f.Name
	return e, nil
}

// checkWalls refuses wall numbers that are not points near the map, and
// walls so many and long that indexing them would cost too much.
func checkWalls(walls [][]float64, rows []string) error {
	w, h := len(rows), 0
	if w > 0 {
		w, h = len(rows[0]), len(rows)
	}
	cells := 0.0
	for i, wl := range walls {
		if len(wl) != 4 {
			return fmt.Errorf("key \"walls\" entry %d has %d numbers, want 4 [x1,y1,x2,y2]", i, len(wl))
		}
		for _, v := range wl {
			if math.IsNaN(v) || math.Abs(v) > maxWallCoord {
				return fmt.Errorf("key \"walls\" entry %d: %g lies too far outside any map (at most %d grid units)", i, v, maxWallCoord)
			}
		}
		// The columns the wall passes near (on the map), times the rows it
		// passes near in each.
		x0, x1 := math.Min(wl[0], wl[2]), math.Max(wl[0], wl[2])
		cols := math.Min(math.Floor(x1), float64(w-1)) - math.Max(math.Floor(x0)-1, 0) + 1
		if cols <= 0 {
			continue
		}
		dx, dy := x1-x0, math.Abs(wl[3]-wl[1])
		cells += cols * math.Min(dy/math.Max(dx, 1)+4, float64(h))
		if cells > maxWallCells {
			return fmt.Errorf("key \"walls\": %d walls and more, too many or too long for a %d×%d map", i+1, w, h)
		}
	}
	return nil
}

// decoder reads the keys of one JSON object, keeping the first error with
// where it happened.
type decoder struct {
	doc   map[string]json.RawMessage
	where string
	err   error
}

// get decodes key k into v when present (strictly: unknown keys inside are
// errors); it reports whether the key was there.
func (d *decoder) get(k string, v any) bool {
	raw, ok := d.doc[k]
	if !ok || d.err != nil {
		return ok
	}
	if err := strictDecode(raw, v); err != nil {
		d.err = fmt.Errorf("engine: encounter file: %skey %q: %s", d.where, k, jsonProblem(err, nil))
	}
	return true
}

// decodeEncounter builds the encounter of a current-version document.
func decodeEncounter(doc map[string]json.RawMessage) (*Encounter, error) {
	var unknown []string
	for k := range doc {
		if !contains(fileKeys, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return nil, fmt.Errorf("engine: encounter file: unknown key %q (the keys are %s)", unknown[0], strings.Join(fileKeys, ", "))
	}
	for _, k := range fileRequired {
		if _, ok := doc[k]; !ok {
			return nil, fmt.Errorf("engine: encounter file: key %q is missing", k)
		}
	}
	d := &decoder{doc: doc}
	var (
		name, system string
		opts         OptionSet
		rows         []string
		walls        [][]float64
		creatures    []json.RawMessage
		turn         fileTurn
		ini          fileInitiative
		hist         fileHistory
	)
	d.get("name", &name)
	d.get("system", &system)
	d.get("options", &opts)
	d.get("map", &rows)
	d.get("walls", &walls)
	d.get("creatures", &creatures)
	d.get("turn", &turn)
	d.get("initiative", &ini)
	hasHist := d.get("history", &hist)
	if d.err != nil {
		return nil, d.err
	}
	sys, err := SystemByID(system)
	if err != nil {
		return nil, fmt.Errorf("engine: encounter file: key \"system\": %w", err)
	}
	o, err := opts.Resolve(sys)
	if err != nil {
		return nil, fmt.Errorf("engine: encounter file: key \"options\": %w", err)
	}
	if err := checkWalls(walls, rows); err != nil {
		return nil, fmt.Errorf("engine: encounter file: %w", err)
	}
	ws := make([]grid.Wall, len(walls))
	for i, w := range walls {
		ws[i] = grid.WallF(w[0], w[1], w[2], w[3])
	}
	g, err := grid.New(rows, ws) // checks the map's size before allocating
	if err != nil {
		return nil, fmt.Errorf("engine: encounter file: key \"map\" or \"walls\": %w", err)
	}
	cs, err := readCreatures(creatures, sys, "")
	if err != nil {
		return nil, err
	}
	e, err := newEncounter(sys, o, g, cs, turn.passing())
	if err != nil {
		return nil, fmt.Errorf("engine: encounter file: key \"creatures\": %s", strings.TrimPrefix(err.Error(), "engine: "))
	}
	e.Name = name
	if e.Turn, err = e.readTurn(turn, ""); err != nil {
		return nil, err
	}
	if e.Initiative, err = e.readInitiative(ini, ""); err != nil {
		return nil, err
	}
	if hasHist {
		if err := e.readHistory(hist); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// readCreatures reads the creatures of the file or of one undo state.
func readCreatures(raws []json.RawMessage, sys System, where string) ([]*Creature, error) {
	if len(raws) > maxFileCreatures {
		return nil, fmt.Errorf("engine: encounter file: %skey \"creatures\" has %d creatures; at most %d are supported", where, len(raws), maxFileCreatures)
	}
	cs := make([]*Creature, len(raws))
	for i, raw := range raws {
		c, err := readCreature(raw, sys)
		if err != nil {
			return nil, fmt.Errorf("engine: encounter file: %skey \"creatures\" entry %d: %s", where, i, err)
		}
		cs[i] = c
	}
	return cs, nil
}

// readCreature converts and checks one creature's keys.
func readCreature(raw json.RawMessage, sys System) (*Creature, error) {
	var fc fileCreature
	if err := strictDecode(raw, &fc); err != nil {
		return nil, errors.New(jsonProblem(err, nil))
	}
	if fc.ID == "" {
		return nil, errors.New("key \"id\" is missing")
	}
	name := fmt.Sprintf("creature %q", fc.ID)
	if fc.Side == "" {
		return nil, fmt.Errorf("%s key \"side\" is missing", name)
	}
	size, err := ParseSize(fc.Size)
	if err != nil {
		return nil, fmt.Errorf("%s key \"size\": %w", name, err)
	}
	if len(fc.At) != 2 {
		return nil, fmt.Errorf("%s key \"at\" must be [x,y]", name)
	}
	c := &Creature{ID: fc.ID, Side: fc.Side, Size: size, X: fc.At[0], Y: fc.At[1], Speed: 30,
		WeaponReach: fc.WeaponReach, AoO: sys.ID() != "pf2e", ReactionUsed: fc.ReactionUsed, Mount: fc.Mount}
	if fc.Space != nil {
		if len(fc.Space) != 2 || fc.Space[0] < 1 || fc.Space[1] < 1 || fc.Space[0] > 6 || fc.Space[1] > 6 {
			return nil, fmt.Errorf("%s key \"space\" must be [w,h], each 1 to 6 squares", name)
		}
		c.SpaceW, c.SpaceH = fc.Space[0], fc.Space[1]
	}
	if fc.Speed != nil {
		c.Speed = *fc.Speed
	}
	switch fc.Body {
	case "", "tall":
	case "long":
		c.Body = Long
	default:
		return nil, fmt.Errorf("%s key \"body\": %q is neither \"tall\" nor \"long\"", name, fc.Body)
	}
	if fc.Reach != nil {
		c.Reach, c.ReachSet = *fc.Reach, true
	}
	if fc.ReachSet != nil {
		c.ReachSet = *fc.ReachSet
	}
	if fc.AoO != nil {
		c.AoO = *fc.AoO
	}
	for _, s := range fc.State {
		st, err := ParseState(s)
		if err != nil {
			return nil, fmt.Errorf("%s key \"state\": %w", name, err)
		}
		c.State |= st
	}
	if err := checkCreatureNumbers(c); err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "engine: "))
	}
	return c, nil
}

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
			en := InitEntry{ID: fe.ID, Value: fe.Value, Mod: fe.Mod, FlatFooted: fe.FlatFooted, Ready: fe.Ready}
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

// jsonProblem words a decoding error: the key and what is wrong with its
// value, or where in the text the JSON breaks (data, when given, turns a
// byte offset into a line and column).
func jsonProblem(err error, data []byte) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		want := jsonKind(te.Type.Kind())
		if te.Field == "" {
			return fmt.Sprintf("the value is a JSON %s, want %s", te.Value, want)
		}
		return fmt.Sprintf("key %q: a JSON %s is not %s", te.Field, te.Value, want)
	case errors.As(err, &se):
		return fmt.Sprintf("broken JSON %s: %v", offsetWords(data, se.Offset), err)
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return "the JSON ends too early"
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if k, ok := strings.CutPrefix(msg, "unknown field "); ok {
		return "unknown key " + k
	}
	return msg
}

// jsonKind names what a Go kind expects in JSON.
func jsonKind(k reflect.Kind) string {
	switch k {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number in range"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	}
	return "an object"
}

// offsetWords turns a byte offset into "at line L column C" (or "at byte N"
// without the text).
func offsetWords(data []byte, off int64) string {
	if data == nil || off < 0 || off > int64(len(data)) {
		return fmt.Sprintf("at byte %d", off)
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	return fmt.Sprintf("at line %d column %d", line, col)
}

// WriteFileAtomic writes data to path so that a crash never leaves half a
// file: it writes a temporary file in the same directory, flushes it to
// disk, and renames it over path. An existing file keeps its permissions.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("engine: cannot save to %s: not a regular file", path)
		}
		mode = st.Mode().Perm()
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("engine: saving %s: %w", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("engine: saving %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("engine: saving %s: %w", path, err)
	}
	if err = f.Chmod(mode); err != nil {
		return fmt.Errorf("engine: saving %s: %w", path, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("engine: saving %s: %w", path, err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("engine: saving %s: %w", path, err)
	}
	// Make the rename itself durable; not every platform can sync a
	// directory, and the file is complete either way.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

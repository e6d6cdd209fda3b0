package files

import (
	"battlemap/engine"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// LoadEncounter reads an encounter file as LoadDocument does, and returns
// its encounter (the map pictures' bytes are left out).
func LoadEncounter(data []byte) (*engine.Encounter, error) {
	doc, err := LoadDocument(data)
	if err != nil {
		return nil, err
	}
	return doc.Encounter, nil
}

// LoadDocument reads an encounter file (format battlemap-encounter/N): the
// current version, or an older one, which is upgraded. A scenario file
// (battlemap-scenario/1) opens as its encounter, its queries ignored. A
// damaged or hostile file is refused with an error naming the key at fault
// and where it is; nothing is built from it.
func LoadDocument(data []byte) (*Document, error) { return LoadDocumentWith(data, nil) }

// LoadDocumentWith is LoadDocument for a file saved without its pictures
// (SaveOptions.OmitImages): images holds them, by name.
func LoadDocumentWith(data []byte, images map[string]Image) (*Document, error) {
	if len(data) > maxFileBytes+maxFileImageBytes || (len(data) > maxFileBytes && !bytes.Contains(data, []byte(`"images"`))) {
		return nil, fmt.Errorf("files: encounter file: %d MiB is more than the %d MiB an encounter file may have (and %d MiB more of pictures)", len(data)>>20, maxFileBytes>>20, maxFileImageBytes>>20)
	}
	var doc map[string]json.RawMessage
	if err := strictDecode(data, &doc); err != nil {
		return nil, fmt.Errorf("files: encounter file: %s", jsonProblem(err, data))
	}
	if doc == nil {
		return nil, errors.New("files: encounter file: the file is not a JSON object")
	}
	raw, ok := doc["format"]
	if !ok {
		return nil, errors.New("files: encounter file: key \"format\" is missing")
	}
	var format string
	if err := json.Unmarshal(raw, &format); err != nil {
		return nil, errors.New("files: encounter file: key \"format\" is not a string")
	}
	if format == ScenarioFormat {
		e, err := loadScenarioEncounter(data)
		if err != nil {
			return nil, err
		}
		return &Document{Encounter: e}, nil
	}
	v, ok := strings.CutPrefix(format, encounterFormatPrefix)
	if !ok {
		return nil, fmt.Errorf("files: encounter file: key \"format\" is %q: not an encounter file (%q) nor a scenario file (%q)", format, EncounterFormat, ScenarioFormat)
	}
	version, err := strconv.Atoi(v)
	if err != nil || strconv.Itoa(version) != v || version < 0 {
		return nil, fmt.Errorf("files: encounter file: key \"format\" is %q: the version is not a whole number", format)
	}
	if version > encounterVersion {
		return nil, fmt.Errorf("files: this file was written by a newer version of the program (format %q); this version reads %q and older: update the program to open it", format, EncounterFormat)
	}
	if rest := len(data) - len(doc["images"]); rest > maxFileBytes {
		return nil, fmt.Errorf("files: encounter file: %d MiB besides its pictures is more than the %d MiB an encounter file may have", rest>>20, maxFileBytes>>20)
	}
	if err := migrateEncounter(doc, version); err != nil {
		return nil, err
	}
	return decodeEncounter(doc, version, images)
}

// migrateEncounter upgrades a document of an older format version to the
// current one, one version at a time. Each step rewrites the keys that
// changed; decodeEncounter then reads the result as a current file.
func migrateEncounter(doc map[string]json.RawMessage, from int) error {
	for v := from; v < encounterVersion; v++ {
		step := migrationFrom(v)
		if step == nil {
			return fmt.Errorf("files: encounter file: format version %d is too old to be read", v)
		}
		if err := step(doc); err != nil {
			return fmt.Errorf("files: encounter file: upgrading from format version %d: %w", v, err)
		}
	}
	return nil
}

// migrationFrom returns the step that upgrades version v to v+1, or nil.
func migrationFrom(v int) func(map[string]json.RawMessage) error {
	switch v {
	case 0:
		return migrate0
	case 1:
		return migrate1
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

// migrate1 upgrades version 1, which had no doors, scenery, pictures,
// areas, low walls, the party's side nor the players' view (version 2 adds them as keys of their
// own) and kept its history as whole states; version 2 keeps each step's
// changes. The document's keys need no rewriting: decodeEncounter reads a
// version 1 history as states.
func migrate1(doc map[string]json.RawMessage) error {
	for _, k := range []string{"doors", "scenery", "images", "areas", "party", "players", "low_walls"} {
		if _, ok := doc[k]; ok {
			return fmt.Errorf("key %q did not exist in version 1", k)
		}
	}
	return nil
}

// loadScenarioEncounter opens a scenario file as an encounter: its queries
// are not read.
func loadScenarioEncounter(data []byte) (*engine.Encounter, error) {
	var f scenarioJSON
	if err := strictDecode(data, &f); err != nil {
		return nil, fmt.Errorf("files: scenario file: %s", jsonProblem(err, data))
	}
	if err := checkWalls(f.Walls, f.Map); err != nil {
		return nil, fmt.Errorf("files: scenario file: %s", err)
	}
	if err := checkLowWalls(f.LowWalls, f.Map); err != nil {
		return nil, fmt.Errorf("files: scenario file: %s", err)
	}
	if len(f.Creatures) > maxFileCreatures {
		return nil, fmt.Errorf("files: scenario file: key \"creatures\" has %d creatures; at most %d are supported", len(f.Creatures), maxFileCreatures)
	}
	e, err := buildEncounter(f)
	if err != nil {
		return nil, fmt.Errorf("files: %w", err)
	}
	for _, c := range e.Creatures {
		if err := checkCreatureNumbers(c); err != nil {
			return nil, fmt.Errorf("files: scenario file: key \"creatures\": %s", bare(err))
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
		d.err = fmt.Errorf("files: encounter file: %skey %q: %s", d.where, k, jsonProblem(err, nil))
	}
	return true
}

// decodeEncounter builds the encounter of a current-version document (from
// a file of the given version: 1 keeps its history as whole states).
func decodeEncounter(doc map[string]json.RawMessage, version int, aside map[string]Image) (*Document, error) {
	var unknown []string
	for k := range doc {
		if !contains(fileKeys, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return nil, fmt.Errorf("files: encounter file: unknown key %q (the keys are %s)", unknown[0], strings.Join(fileKeys, ", "))
	}
	for _, k := range fileRequired {
		if _, ok := doc[k]; !ok {
			return nil, fmt.Errorf("files: encounter file: key %q is missing", k)
		}
	}
	d := &decoder{doc: doc}
	var (
		name, system string
		opts         engine.OptionSet
		rows         []string
		walls, low   [][]float64
		creatures    []json.RawMessage
		turn         fileTurn
		ini          fileInitiative
		doors        []fileDoor
		scenery      *fileScenery
		players      *filePlayers
		rawImages    map[string]fileImage
		party        *string
		rawAreas     []json.RawMessage
	)
	d.get("name", &name)
	d.get("system", &system)
	d.get("options", &opts)
	d.get("party", &party)
	d.get("map", &rows)
	d.get("walls", &walls)
	d.get("low_walls", &low)
	d.get("doors", &doors)
	d.get("scenery", &scenery)
	d.get("players", &players)
	d.get("images", &rawImages)
	d.get("creatures", &creatures)
	d.get("turn", &turn)
	d.get("initiative", &ini)
	d.get("areas", &rawAreas)
	if d.err != nil {
		return nil, d.err
	}
	for i, dr := range doors {
		if len(dr.At) != 4 {
			return nil, fmt.Errorf("files: encounter file: key \"doors\" entry %d: key \"at\" has %d numbers, want 4 [x1,y1,x2,y2]", i, len(dr.At))
		}
	}
	images, err := readImages(rawImages)
	if err != nil {
		return nil, err
	}
	for n, img := range aside {
		if _, ok := images[n]; !ok {
			images[n] = img
		}
	}
	sys, err := engine.SystemByID(system)
	if err != nil {
		return nil, fmt.Errorf("files: encounter file: key \"system\": %w", err)
	}
	o, err := opts.Resolve(sys)
	if err != nil {
		return nil, fmt.Errorf("files: encounter file: key \"options\": %w", err)
	}
	side, err := readParty(party)
	if err != nil {
		return nil, fmt.Errorf("files: encounter file: %w", err)
	}
	g, err := buildGrid(rows, walls, low, doors, "")
	if err != nil {
		return nil, err
	}
	sc, err := readScenery(scenery, images, "")
	if err != nil {
		return nil, err
	}
	pv, err := readPlayers(players, g.W, g.H, "")
	if err != nil {
		return nil, err
	}
	cs, err := readCreatures(creatures, sys, "")
	if err != nil {
		return nil, err
	}
	e, err := engine.NewEncounterPassing(sys, o, g, cs, turn.passing())
	if err != nil {
		return nil, fmt.Errorf("files: encounter file: key \"creatures\": %s", bare(err))
	}
	e.Name, e.Scenery, e.Players, e.Party = name, sc, pv, side
	if e.Turn, err = readTurn(e, turn, ""); err != nil {
		return nil, err
	}
	if e.Initiative, err = readInitiative(e, ini, ""); err != nil {
		return nil, err
	}
	areas, err := readAreas(rawAreas, sys, "")
	if err != nil {
		return nil, err
	}
	if err := e.SetAreas(areas); err != nil {
		return nil, fmt.Errorf("files: encounter file: key \"areas\": %s", bare(err))
	}
	if version < 2 {
		var hist fileHistory
		if d.get("history", &hist) {
			if d.err != nil {
				return nil, d.err
			}
			if err := readHistory(e, hist); err != nil {
				return nil, err
			}
		}
	} else {
		var hist fileHistoryV2
		if d.get("history", &hist) {
			if d.err != nil {
				return nil, d.err
			}
			if err := readHistoryV2(e, hist, images); err != nil {
				return nil, err
			}
		}
	}
	return &Document{Encounter: e, Images: images}, nil
}

// readCreatures reads the creatures of the file or of one undo state.
func readCreatures(raws []json.RawMessage, sys engine.System, where string) ([]*engine.Creature, error) {
	if len(raws) > maxFileCreatures {
		return nil, fmt.Errorf("files: encounter file: %skey \"creatures\" has %d creatures; at most %d are supported", where, len(raws), maxFileCreatures)
	}
	cs := make([]*engine.Creature, len(raws))
	for i, raw := range raws {
		c, err := readCreature(raw, sys)
		if err != nil {
			return nil, fmt.Errorf("files: encounter file: %skey \"creatures\" entry %d: %s", where, i, err)
		}
		cs[i] = c
	}
	return cs, nil
}

// readCreature converts and checks one creature's keys.
func readCreature(raw json.RawMessage, sys engine.System) (*engine.Creature, error) {
	var fc fileCreature
	if err := strictDecode(raw, &fc); err != nil {
		return nil, errors.New(jsonProblem(err, nil))
	}
	return fc.creature(sys)
}

// creature converts and checks one creature's keys, as encounter and
// scenario files spell them.
func (fc fileCreature) creature(sys engine.System) (*engine.Creature, error) {
	if fc.ID == "" {
		return nil, errors.New("key \"id\" is missing")
	}
	name := fmt.Sprintf("creature %q", fc.ID)
	if fc.Side == "" {
		return nil, fmt.Errorf("%s key \"side\" is missing", name)
	}
	size, err := engine.ParseSize(fc.Size)
	if err != nil {
		return nil, fmt.Errorf("%s key \"size\": %w", name, err)
	}
	if len(fc.At) != 2 {
		return nil, fmt.Errorf("%s key \"at\" must be [x,y]", name)
	}
	c := &engine.Creature{ID: fc.ID, Side: fc.Side, Size: size, X: fc.At[0], Y: fc.At[1], Speed: 30,
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
	c.FlySpeed, c.Attacks, c.InitMod, c.Hidden = fc.FlySpeed, fc.Attacks, fc.InitMod, fc.Hidden
	if c.InitMod < -engine.MaxInitiative || c.InitMod > engine.MaxInitiative {
		return nil, fmt.Errorf("%s key \"init\": %d is outside ±%d", name, c.InitMod, engine.MaxInitiative)
	}
	if c.Attacks < 0 || c.Attacks > 20 {
		return nil, fmt.Errorf("%s key \"attacks\": %d is not 0 to 20", name, c.Attacks)
	}
	switch fc.Body {
	case "", "tall":
	case "long":
		c.Body = engine.Long
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
		st, err := engine.ParseState(s)
		if err != nil {
			return nil, fmt.Errorf("%s key \"state\": %w", name, err)
		}
		c.State |= st
	}
	for _, s := range fc.Conditions {
		cd, err := engine.ParseCondition(sys, s)
		if err != nil {
			return nil, fmt.Errorf("%s key \"conditions\": %w", name, err)
		}
		c.Conditions |= cd
	}
	if err := fc.hitPoints(c, sys, name); err != nil {
		return nil, err
	}
	c.ImprovedBullRush, c.ImprovedOverrun, c.CunningAction = fc.ImprovedBullRush, fc.ImprovedOverrun, fc.CunningAction
	c.Hover, c.Independent = fc.Hover, fc.Independent
	if err := checkCreatureNumbers(c); err != nil {
		return nil, errors.New(bare(err))
	}
	return c, nil
}

// hitPoints reads the hit point keys into c, naming the key at fault: a
// maximum of 0 to engine.MaxHitPoints (absent: not tracked, and then no
// current or temporary hit points), current ones up to it and below 0 only
// in PF1e and 3.5, temporary ones not negative.
func (fc fileCreature) hitPoints(c *engine.Creature, sys engine.System, name string) error {
	bad := func(key, format string, args ...any) error {
		return fmt.Errorf("%s key %q: %s", name, key, fmt.Sprintf(format, args...))
	}
	switch {
	case fc.MaxHP < 0 || fc.MaxHP > engine.MaxHitPoints:
		return bad("max_hp", "%d is not 0 to %d", fc.MaxHP, engine.MaxHitPoints)
	case fc.TempHP < 0 || fc.TempHP > engine.MaxHitPoints:
		return bad("temp_hp", "%d is not 0 to %d", fc.TempHP, engine.MaxHitPoints)
	case fc.MaxHP == 0 && (fc.HP != nil || fc.TempHP != 0):
		return bad("max_hp", "hit points need a maximum")
	case fc.MaxHP > 0 && fc.HP == nil:
		return bad("hp", "a maximum needs the current hit points")
	}
	if fc.HP == nil {
		return nil
	}
	low := 0
	if sys.ID() == "pf1e" || sys.ID() == "dnd35" {
		low = -engine.MaxHitPoints
	}
	switch hp := *fc.HP; {
	case hp > fc.MaxHP:
		return bad("hp", "%d is more than \"max_hp\" %d", hp, fc.MaxHP)
	case hp < low:
		return bad("hp", "%d: %s counts no hit points below %d", hp, sys.Name(), low)
	}
	c.HP, c.MaxHP, c.TempHP = *fc.HP, fc.MaxHP, fc.TempHP
	return nil
}

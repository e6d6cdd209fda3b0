package files

import (
	"battlemap/engine"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"battlemap/grid"
)

// encounterDiff reports how two encounters differ in what a file holds, or "".
func encounterDiff(a, b *engine.Encounter) string {
	switch {
	case a.Name != b.Name:
		return fmt.Sprintf("name %q vs %q", a.Name, b.Name)
	case a.System.ID() != b.System.ID():
		return "system " + a.System.ID() + " vs " + b.System.ID()
	case a.Options != b.Options:
		return fmt.Sprintf("options %+v vs %+v", a.Options, b.Options)
	case !reflect.DeepEqual(a.Grid.Rows(), b.Grid.Rows()):
		return "map rows differ"
	case !reflect.DeepEqual(a.Grid.Walls(), b.Grid.Walls()) && len(a.Grid.Walls())+len(b.Grid.Walls()) > 0:
		return fmt.Sprintf("walls %v vs %v", a.Grid.Walls(), b.Grid.Walls())
	case len(a.Creatures) != len(b.Creatures):
		return "creature counts differ"
	case !reflect.DeepEqual(a.Turn, b.Turn):
		return fmt.Sprintf("turn %+v vs %+v", a.Turn, b.Turn)
	case initString(a.Initiative) != initString(b.Initiative):
		return fmt.Sprintf("initiative %v vs %v", a.Initiative, b.Initiative)
	}
	for i := range a.Creatures {
		if *a.Creatures[i] != *b.Creatures[i] {
			return fmt.Sprintf("creature %d: %+v vs %+v", i, *a.Creatures[i], *b.Creatures[i])
		}
	}
	return ""
}

func TestEncounterFileRoundTripsEveryScenario(t *testing.T) {
	for name, data := range scenarioFileBytes(t) {
		sc, err := LoadScenario(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		sc.Encounter.Name = sc.Name
		b, err := SaveEncounter(sc.Encounter)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		e, err := LoadEncounter(b)
		if err != nil {
			t.Fatalf("%s: the saved file does not load: %v\n%s", name, err, b)
		}
		if d := encounterDiff(sc.Encounter, e); d != "" {
			t.Errorf("%s: the encounter changed through a file: %s", name, d)
		}
		// The scenario file itself opens as the same encounter.
		e2, err := LoadEncounter(data)
		if err != nil {
			t.Fatalf("%s: LoadEncounter of the scenario file: %v", name, err)
		}
		if d := encounterDiff(sc.Encounter, e2); d != "" {
			t.Errorf("%s: the scenario opened as an encounter differs: %s", name, d)
		}
	}
}

func TestEncounterFileWallsAreExact(t *testing.T) {
	walls := []grid.Wall{
		{A: grid.P(3, 0), B: grid.P(3, 2)},
		{A: grid.Pt{X: 1, Y: 65535}, B: grid.Pt{X: 123457, Y: 7*grid.Unit + 3}},        // 1/65536 steps
		{A: grid.PtF(0.1, 2.3), B: grid.PtF(4.7, 0.35)},                                // decimals, rounded once
		{A: grid.Pt{X: -5 * grid.Unit, Y: 3}, B: grid.Pt{X: 8*grid.Unit - 1, Y: 9999}}, // outside the map
	}
	g, err := grid.New([]string{"........", "........", "........"}, walls)
	if err != nil {
		t.Fatal(err)
	}
	pf2e, _ := engine.SystemByID("pf2e")
	e, err := engine.NewEncounter(pf2e, pf2e.Defaults(), g, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := SaveEncounter(e)
	if err != nil {
		t.Fatal(err)
	}
	e2, err := LoadEncounter(b)
	if err != nil {
		t.Fatal(err)
	}
	if got := e2.Grid.Walls(); !reflect.DeepEqual(got, walls) {
		t.Fatalf("walls after a file:\n%v\nwant\n%v\nfile:\n%s", got, walls, b)
	}
}

// fileCreatureFields are the fields of Creature that encounter files keep. A
// new field must be saved and loaded, then added here.
var fileCreatureFields = "ID Side Size X Y SpaceW SpaceH Speed Body FlySpeed Attacks Reach ReachSet WeaponReach AoO ReactionUsed State Mount"

func TestEncounterFileKeepsEveryCreatureField(t *testing.T) {
	var names []string
	ty := reflect.TypeOf(engine.Creature{})
	for i := 0; i < ty.NumField(); i++ {
		names = append(names, ty.Field(i).Name)
	}
	if got := strings.Join(names, " "); got != fileCreatureFields {
		t.Fatalf("Creature has the fields %q; encounter files keep %q: save and load the new ones", got, fileCreatureFields)
	}
	// Every field away from its default: a squeezed Large creature, a
	// rider, a reach that does not override the table.
	src := `{"format":"battlemap-encounter/1","system":"pf1e","map":["#.###","....#","#####"],"creatures":[
	 {"id":"L","side":"monsters","size":"large","at":[0,1],"space":[1,2],"speed":40,"body":"long","reach":15,"weapon_reach":20,"aoo":false,"reaction_used":true,"state":["prone","invisible"]},
	 {"id":"R","side":"pcs","size":"small","at":[2,1],"speed":20,"fly_speed":50,"attacks":2,"reach":7,"reach_set":false,"state":["flying"],"mount":"H"},
	 {"id":"H","side":"pcs","size":"medium","at":[2,1],"state":["willing"]}]}`
	src = strings.Replace(src, `"map":["#.###","....#","#####"]`, `"map":[".####",".##.#","#####"]`, 1)
	src = strings.Replace(src, `"at":[0,1],"space":[1,2]`, `"at":[0,0],"space":[1,2]`, 1)
	src = strings.ReplaceAll(src, `"at":[2,1]`, `"at":[3,1]`)
	e, err := LoadEncounter([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Creature{
		{ID: "L", Side: "monsters", Size: engine.Large, X: 0, Y: 0, SpaceW: 1, SpaceH: 2, Speed: 40, Body: engine.Long, Reach: 15, ReachSet: true, WeaponReach: 20, AoO: false, ReactionUsed: true, State: engine.Prone | engine.Invisible},
		{ID: "R", Side: "pcs", Size: engine.Small, X: 3, Y: 1, SpaceW: 1, SpaceH: 1, Speed: 20, FlySpeed: 50, Attacks: 2, Reach: 7, AoO: true, State: engine.Flying, Mount: "H"},
		{ID: "H", Side: "pcs", Size: engine.Medium, X: 3, Y: 1, SpaceW: 1, SpaceH: 1, Speed: 30, AoO: true, State: engine.Willing},
	}
	for i, w := range want {
		if *e.Creatures[i] != w {
			t.Fatalf("creature %d loaded as\n%+v, want\n%+v", i, *e.Creatures[i], w)
		}
	}
	b, err := SaveEncounter(e)
	if err != nil {
		t.Fatal(err)
	}
	e2, err := LoadEncounter(b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if d := encounterDiff(e, e2); d != "" {
		t.Fatalf("through a file: %s\n%s", d, b)
	}
}

func TestEncounterFileKeepsTurnInitiativeAndHistory(t *testing.T) {
	e := fightEncounter(t, "dnd35", "A:pcs", "B:monsters", "C:pcs", "D:monsters")
	applyAll(t, e, engine.RollInitiative{Mods: map[string]int{"A": 1, "B": 2, "C": 3}, Seed: 3}, engine.NextTurn{}, engine.NextTurn{})
	mover := e.Turn.Active
	applyAll(t, e, engine.MoveTo{Who: mover, X: 3, Y: 3})
	declineAll(t, e)
	applyAll(t, e, engine.NextTurn{})
	applyAll(t, e, engine.Delay{Who: e.Turn.Active})
	applyAll(t, e, engine.Ready{Who: e.Turn.Active, Trigger: "someone opens the door"})
	applyAll(t, e, engine.MoveTo{Who: e.Turn.Active, X: 5, Y: 5})
	declineAll(t, e)
	e.Undo()
	e.Creature("D").ReactionUsed = true // the state outside the history is saved as it is
	plain, err := SaveEncounter(e)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(plain, []byte(`"history"`)) {
		t.Fatalf("SaveEncounter wrote the history")
	}
	full, err := SaveEncounterWith(e, SaveOptions{History: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range [][]byte{plain, full} {
		e2, err := LoadEncounter(b)
		if err != nil {
			t.Fatalf("%v\n%s", err, b)
		}
		if d := encounterDiff(e, e2); d != "" {
			t.Fatalf("through a file: %s", d)
		}
		if e2.Turn.Round < 1 || len(e2.Initiative.Delayed) != 1 || e2.Initiative.Position(e2.Turn.Active) < 0 {
			t.Fatalf("the fight's state was lost: turn %+v, initiative %v", e2.Turn, e2.Initiative)
		}
	}
	// With the history, the reloaded encounter undoes and redoes like the
	// original, step by step, and keeps the log.
	e2, _ := LoadEncounter(full)
	if !reflect.DeepEqual(e2.Log, e.Log) || len(e2.Log) == 0 {
		t.Fatalf("log %q, want %q", e2.Log, e.Log)
	}
	if !e2.CanRedo() {
		t.Fatal("the redo state was lost")
	}
	e2.Redo()
	e.Redo()
	for {
		if d := encounterDiff(e, e2); d != "" {
			t.Fatalf("undoing side by side: %s", d)
		}
		a, b := e.Undo(), e2.Undo()
		if a != b {
			t.Fatalf("one encounter can undo, the other not (%v, %v)", a, b)
		}
		if !a {
			break
		}
	}
	if e2.Turn.Round != 0 || len(e2.Initiative.Order) != 0 {
		t.Fatalf("undoing everything does not reach the start: %+v", e2.Turn)
	}
}

func TestEncounterFileVersions(t *testing.T) {
	base := `"system":"pf2e","map":["...."],"creatures":[{"id":"M","side":"pcs","size":"medium","at":[1,0]}]`
	load := func(format, extra string) (*engine.Encounter, error) {
		return LoadEncounter([]byte(fmt.Sprintf(`{"format":%q,%s%s}`, format, base, extra)))
	}
	_, err := load("battlemap-encounter/3", `,"turn":{"round":1}`)
	if err == nil || !strings.Contains(err.Error(), "written by a newer version") || !strings.Contains(err.Error(), "battlemap-encounter/3") {
		t.Errorf("a newer file: %v", err)
	}
	if _, err := load("battlemap-encounter/37", `,"brand_new_key":1`); err == nil || !strings.Contains(err.Error(), "newer version") {
		t.Errorf("a much newer file with new keys: %v", err)
	}
	// Version 0 kept the round and the active creature at the top level.
	e, err := load("battlemap-encounter/0", `,"round":3,"active":"M"`)
	if err != nil {
		t.Fatalf("version 0: %v", err)
	}
	if e.Turn.Round != 3 || e.Turn.Active != "M" {
		t.Fatalf("version 0 upgraded to turn %+v, want round 3, M", e.Turn)
	}
	b, _ := SaveEncounter(e)
	if !bytes.Contains(b, []byte(`"format": "battlemap-encounter/2"`)) || !bytes.Contains(b, []byte(`"turn": {"round":3,"active":"M"`)) {
		t.Fatalf("an upgraded file saves as version 2:\n%s", b)
	}
	if _, err := load("battlemap-encounter/0", ""); err != nil {
		t.Errorf("version 0 without a turn: %v", err)
	}
	for _, c := range []struct{ format, extra, want string }{
		{"battlemap-encounter/0", `,"turn":{"round":1}`, `"turn" did not exist in version 0`},
		{"battlemap-encounter/0", `,"active":"Q"`, `no creature "Q"`},
		{"battlemap-encounter/01", "", "not a whole number"},
		{"battlemap-encounter/-1", "", "not a whole number"},
		{"battlemap-encounter/", "", "not a whole number"},
		{"battlemap-map/1", "", "not an encounter file"},
		{"battlemap-encounter/1", `,"round":3`, `unknown key "round"`},
	} {
		if _, err := load(c.format, c.extra); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: %v, want an error containing %q", c.format, c.extra, err, c.want)
		}
	}
}

func TestEncounterFileRefusesDamage(t *testing.T) {
	const good = `{"format":"battlemap-encounter/1","system":"pf2e","map":["....","...."],"walls":[[1,0,1,1]],` +
		`"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0]},{"id":"G","side":"monsters","size":"medium","at":[3,1]}],` +
		`"turn":{"round":1,"active":"M"},"initiative":{"order":[{"id":"M","value":12,"mod":2},{"id":"G","value":9,"mod":1}],"delayed":[]}}`
	if _, err := LoadEncounter([]byte(good)); err != nil {
		t.Fatalf("the good file: %v", err)
	}
	wide := `"` + strings.Repeat(".", grid.MaxSide+1) + `"`
	for _, c := range []struct{ name, old, new, want string }{
		{"bad JSON", `"map":`, `"map"`, "line 1 column"},
		{"truncated", `"delayed":[]}}`, `"delayed":[`, "ends too early"},
		{"trailing data", `"delayed":[]}}`, `"delayed":[]}} {}`, "after the JSON object"},
		{"not an object", good, `[1,2]`, "a JSON array, want an object"},
		{"null", good, `null`, "not a JSON object"},
		{"no format", `"format":"battlemap-encounter/1",`, ``, `"format" is missing`},
		{"unknown top key", `"system"`, `"sistem":1,"system"`, `unknown key "sistem"`},
		{"missing key", `"creatures":[`, `"critters":[`, `unknown key "critters"`},
		{"unknown creature key", `"at":[3,1]`, `"at":[3,1],"hp":7`, `"creatures" entry 1: unknown key "hp"`},
		{"wrong type", `"at":[3,1]`, `"at":[3,1],"speed":"fast"`, `entry 1: key "speed": a JSON string is not a whole number`},
		{"wrong type top", `"system":"pf2e"`, `"system":5`, `key "system": the value is a JSON number, want a string`},
		{"unknown system", `"pf2e"`, `"pf3e"`, `unknown system "pf3e"`},
		{"bad option", `"system":"pf2e"`, `"system":"pf2e","options":{"diagonal_scope":"round"}`, `"options"`},
		{"huge map", `"map":["....","...."]`, `"map":[` + wide + `]`, "at most 4096 a side"},
		{"ragged map", `"....","...."`, `"....","..."`, "row 1 has 3 squares"},
		{"negative space", `"at":[3,1]`, `"at":[3,1],"space":[-1,1]`, `"space" must be [w,h]`},
		{"off the map", `"at":[3,1]`, `"at":[9,1]`, `"G" at (9,1) is off the 4×2 map`},
		{"negative at", `"at":[3,1]`, `"at":[-3,1]`, `off the 4×2 map`},
		{"duplicate ids", `"id":"G"`, `"id":"M"`, `two creatures have the id "M"`},
		{"absurd speed", `"at":[3,1]`, `"at":[3,1],"speed":1000000000`, `"speed": 1000000000 ft`},
		{"negative reach", `"at":[3,1]`, `"at":[3,1],"reach":-5`, `"reach": -5 ft`},
		{"absurd int", `"at":[3,1]`, `"at":[3,1e30]`, "not a whole number"},
		{"absurd wall", `[1,0,1,1]`, `[1,0,1e300,1]`, `"walls" entry 0`},
		{"short wall", `[1,0,1,1]`, `[1,0,1]`, "has 3 numbers"},
		{"wall through a creature", `[1,0,1,1]`, `[0.5,0,0.5,1]`, `"M"`},
		{"unknown state", `"at":[3,1]`, `"at":[3,1],"state":["asleep"]`, `unknown state "asleep"`},
		{"unknown mount", `"at":[3,1]`, `"at":[3,1],"mount":"Z"`, `rides "Z"`},
		{"unknown active", `"active":"M"`, `"active":"Z"`, `"active": no creature "Z"`},
		{"negative round", `"round":1`, `"round":-1`, `"round": -1`},
		{"absurd round", `"round":1`, `"round":1000000001`, `"round"`},
		{"unknown initiative id", `{"id":"G","value":9`, `{"id":"Q","value":9`, `"order" entry 1: no creature "Q"`},
		{"initiative twice", `"delayed":[]`, `"delayed":[{"id":"M"}]`, `"M" is in the initiative twice`},
		{"absurd initiative", `"value":9`, `"value":900000000`, "within ±"},
		{"history of other creatures", `"delayed":[]}`, `"delayed":[]},"history":{"undo":[{"creatures":[{"id":"G","side":"a","size":"medium","at":[0,0]}]}]}`, `has 1 creatures, the encounter 2`},
		{"history state off the map", `"delayed":[]}`, `"delayed":[]},"history":{"redo":[{"creatures":[{"id":"M","side":"a","size":"medium","at":[0,0]},{"id":"G","side":"a","size":"medium","at":[0,5]}]}]}`, `history key "redo" entry 0: key "creatures": creature "G" at (0,5) is off`},
		{"history unknown key", `"delayed":[]}`, `"delayed":[]},"history":{"undo":[{"creaturs":[]}]}`, `unknown key "creaturs"`},
	} {
		src := strings.Replace(good, c.old, c.new, 1)
		if src == good {
			t.Fatalf("%s: the case changes nothing", c.name)
		}
		data := []byte(src)
		e, err := LoadEncounter(data)
		if err == nil || e != nil {
			t.Errorf("%s: loaded (%v)", c.name, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), "files: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want one starting with \"files: \" and containing %q", c.name, err, c.want)
		}
		if string(data) != src {
			t.Errorf("%s: the loader changed its input", c.name)
		}
	}
}

func TestScenarioOpensAsEncounterIgnoringQueries(t *testing.T) {
	src := `{"format":"battlemap-scenario/1","name":"N","system":"dnd5e","map":["..."],` +
		`"creatures":[{"id":"M","side":"pcs","size":"small","at":[2,0],"speed":25}],"queries":[{"q":"nonsense"}]}`
	if _, err := LoadScenario([]byte(src)); err == nil {
		t.Fatal("the scenario loader accepts a nonsense query; the test needs one it refuses")
	}
	e, err := LoadEncounter([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if e.Name != "N" || e.System.ID() != "dnd5e" || e.Creature("M") == nil || e.Creature("M").Speed != 25 || e.Creature("M").X != 2 {
		t.Fatalf("scenario opened as %+v", e)
	}
	if _, err := LoadEncounter([]byte(strings.Replace(src, `"name"`, `"nme"`, 1))); err == nil || !strings.Contains(err.Error(), "nme") {
		t.Fatalf("a scenario with an unknown key: %v", err)
	}
}

func TestSaveRefusesWhatCannotLoad(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs")
	e.Creature("A").Speed = maxFileFeet + 5
	if _, err := SaveEncounter(e); err == nil || !strings.Contains(err.Error(), `"A"`) {
		t.Fatalf("saving an absurd speed: %v", err)
	}
	e.Creature("A").Speed = 30
	e.Creature("A").State = 1 << 15
	if _, err := SaveEncounter(e); err == nil || !strings.Contains(err.Error(), "state") {
		t.Fatalf("saving an unknown state: %v", err)
	}
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "fight.json")
	if err := WriteFileAtomic(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(path, []byte("two, longer")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "two, longer" {
		t.Fatalf("read back %q, %v", got, err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("overwriting changed the mode to %v", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the directory holds %d files after saving, want only the file", len(entries))
	}
	// Failures leave the old file alone and no temporary file behind.
	if err := WriteFileAtomic(filepath.Join(dir, "missing", "x.json"), []byte("x")); err == nil {
		t.Error("saving into a missing directory succeeded")
	}
	if err := WriteFileAtomic(dir, []byte("x")); err == nil || !strings.HasPrefix(err.Error(), "files: ") {
		t.Errorf("saving over a directory: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("failed saves left %d files", len(entries))
	}
}

func TestEncounterFileRefusesCostlyWalls(t *testing.T) {
	row := `"` + strings.Repeat(".", 512) + `"`
	rows := strings.Repeat(row+",", 511) + row
	build := func(n int) []byte {
		walls := strings.Repeat("[0,0,512,511.5],", n-1) + "[0,0.5,512,512]"
		return []byte(`{"format":"battlemap-encounter/1","system":"pf2e","map":[` + rows + `],"walls":[` + walls + `],"creatures":[]}`)
	}
	// A few long diagonal walls are fine; thousands of them would make the
	// walls' index cost gigabytes on a big map.
	if _, err := LoadEncounter(build(10)); err != nil {
		t.Fatalf("10 long walls: %v", err)
	}
	_, err := LoadEncounter(build(8000))
	if err == nil || !strings.Contains(err.Error(), "too many or too long for a 512×512 map") {
		t.Fatalf("8000 walls across a 512×512 map: %v", err)
	}
	big := bytes.Repeat([]byte(" "), maxFileBytes+1)
	if _, err := LoadEncounter(big); err == nil || !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("a file over the size limit: %v", err)
	}
}

// TestEncounterFileLayout pins the written layout: one key per line, one
// map row, wall, creature or initiative entry per line, walls in exact
// grid units. A change here is a change of the file format.
func TestEncounterFileLayout(t *testing.T) {
	e := fightEncounter(t, "pf1e", "M:pcs", "G:monsters")
	g, err := grid.New([]string{"....", ".~#."}, []grid.Wall{{A: grid.P(1, 0), B: grid.Pt{X: grid.Unit, Y: grid.Unit + grid.Unit/4 + 1}}})
	if err != nil {
		t.Fatal(err)
	}
	e, err = engine.NewEncounter(e.System, e.Options, g, []*engine.Creature{e.Creatures[0], {ID: "G", Side: "monsters", Size: engine.Small, X: 3, Y: 1, Speed: 20, State: engine.Prone}})
	if err != nil {
		t.Fatal(err)
	}
	e.Name = "Layout"
	applyAll(t, e, engine.SetInitiative{Entries: []engine.InitEntry{{ID: "M", Value: 12, Mod: 2}, {ID: "G", Value: 15}}}, engine.NextTurn{})
	applyAll(t, e, engine.Ready{Who: "G", Trigger: "M moves"})
	got, err := SaveEncounter(e)
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "format": "battlemap-encounter/2",
  "name": "Layout",
  "system": "pf1e",
  "options": {"corner_cutting":false,"ten_foot_reach_corners":false,"dmg_diagonals":false,"dmg_flanking":false,"diagonal_scope":"turn"},
  "map": [
    "....",
    ".~#."
  ],
  "walls": [
    [1,0,1,1.2500152587890625]
  ],
  "doors": [],
  "creatures": [
    {"id":"M","side":"pcs","size":"medium","at":[0,0],"space":[1,1],"speed":30,"body":"tall","weapon_reach":0,"aoo":true,"reaction_used":false},
    {"id":"G","side":"monsters","size":"small","at":[3,1],"space":[1,1],"speed":20,"body":"tall","weapon_reach":0,"aoo":false,"reaction_used":false,"state":["prone"]}
  ],
  "turn": {"round":1,"active":"G","diagonals":0,"moved":0,"was_flat_footed":true},
  "initiative": {
    "order": [
      {"id":"G","value":15,"mod":0,"flat_footed":false,"ready":"M moves"},
      {"id":"M","value":12,"mod":2,"flat_footed":true}
    ],
    "delayed": []
  }
}
`
	if string(got) != want {
		t.Fatalf("the file reads\n%s\nwant\n%s", got, want)
	}
}

// declineAll declines every attack of opportunity a movement waits on, so
// that it ends.
func declineAll(t *testing.T, e *engine.Encounter) {
	t.Helper()
	for e.Turn.Pending != nil {
		applyAll(t, e, engine.ResolveReaction{By: e.Turn.Pending.Waiting[0].By})
	}
}

// fileTurnFields are the fields of Turn, PendingMove and PathStep that
// encounter files keep; a new one must be saved and loaded, then added here.
var fileTurnFields = map[reflect.Type]string{
	reflect.TypeOf(engine.Turn{}):        "Round Active Diagonals Moved WasFlatFooted Econ Pending",
	reflect.TypeOf(engine.PendingMove{}): "Who Steps Waiting Later Back",
	reflect.TypeOf(engine.PathStep{}):    "X Y W H Dir Feet Total Kind",
}

func TestEncounterFileKeepsAWaitingMovement(t *testing.T) {
	for ty, want := range fileTurnFields {
		var names []string
		for i := 0; i < ty.NumField(); i++ {
			names = append(names, ty.Field(i).Name)
		}
		if got := strings.Join(names, " "); got != want {
			t.Errorf("%s has the fields %q; encounter files keep %q: save and load the new ones", ty, got, want)
		}
	}
	if err := checkEconomyType(); err != nil {
		t.Fatal(err)
	}
	// A moves next to B, then away: B's attack of opportunity stops it.
	e := fightEncounter(t, "pf1e", "A:pcs", "B:monsters")
	applyAll(t, e, engine.SetInitiative{Entries: []engine.InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, engine.NextTurn{})
	applyAll(t, e, engine.MoveTo{Who: "A", X: 1, Y: 1})
	declineAll(t, e)
	applyAll(t, e, engine.MoveTo{Who: "A", X: 0, Y: 3})
	if e.Turn.Pending == nil || e.Turn.Econ == (engine.Economy{}) {
		t.Fatalf("the test needs a waiting movement and a spent economy: turn %+v", e.Turn)
	}
	b, err := SaveEncounterWith(e, SaveOptions{History: true})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`"economy":{`)) || !bytes.Contains(b, []byte(`"pending":{"who":"A","steps":[{"x":1,"y":1,`)) {
		t.Fatalf("the turn line does not hold the economy and the waiting movement:\n%s", b)
	}
	e2, err := LoadEncounter(b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if d := encounterDiff(e, e2); d != "" {
		t.Fatalf("through a file: %s", d)
	}
	// Both go on the same way.
	for _, x := range []*engine.Encounter{e, e2} {
		applyAll(t, x, engine.ResolveReaction{By: "B", Taken: true})
	}
	if d := encounterDiff(e, e2); d != "" || e.Creature("A").Y != 3 {
		t.Fatalf("after the reaction: %s (A at %d,%d)", d, e.Creature("A").X, e.Creature("A").Y)
	}
}

func TestEncounterFileRefusesBadWaitingMovements(t *testing.T) {
	const good = `{"format":"battlemap-encounter/1","system":"pf2e","map":["......","..#..."],` +
		`"creatures":[{"id":"M","side":"pcs","size":"medium","at":[1,0]},{"id":"G","side":"m","size":"medium","at":[5,0]}],` +
		`"turn":{"round":1,"active":"M","economy":{"actions":1},"pending":{"who":"M","steps":[{"x":1,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":5,"kind":{}},` +
		`{"x":2,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":10,"kind":{}},{"x":3,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":15,"kind":{}},{"x":4,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":20,"kind":{}}],` +
		`"waiting":[{"by":"G","step":0,"why":"w"}],"later":[{"by":"G","step":1,"why":"x"},{"by":"G","step":3,"why":"y"}],"back":{"x":0,"y":0,"w":1,"h":1,"dir":0,"feet":0,"total":0,"kind":{}}}}}`
	e, err := LoadEncounter([]byte(good))
	if err != nil {
		t.Fatalf("the good file: %v", err)
	}
	for e.Turn.Pending != nil {
		applyAll(t, e, engine.ResolveReaction{By: "G"})
	}
	if c := e.Creature("M"); c.X != 4 || e.Turn.Moved != 15 {
		t.Fatalf("the loaded movement ended at (%d,%d) after %d ft, want (4,0) after 15 ft", c.X, c.Y, e.Turn.Moved)
	}
	for _, c := range []struct{ name, old, new, want string }{
		// Reactions out of order would take the mover backwards along its
		// path, past its start.
		{"later out of order", `{"by":"G","step":1,"why":"x"},{"by":"G","step":3,"why":"y"}`, `{"by":"G","step":3,"why":"x"},{"by":"G","step":1,"why":"y"}`, `"later" entry 1`},
		{"later at the start", `"step":1,"why":"x"`, `"step":0,"why":"x"`, `"later" entry 0`},
		{"later past the end", `"step":3,"why":"y"`, `"step":4,"why":"y"`, `at a step from 1 to 3`},
		{"waiting later on", `"step":0,"why":"w"`, `"step":2,"why":"w"`, `"waiting" entry 0`},
		{"nothing waiting", `"waiting":[{"by":"G","step":0,"why":"w"}]`, `"waiting":[]`, "at least one reaction"},
		{"unknown reactor", `"by":"G","step":0`, `"by":"Q","step":0`, `"Q"`},
		{"no steps", `"steps":[`, `"steps":[],"stepz":[`, `unknown key "stepz"`},
		{"step in a wall", `"x":2,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":10`, `"x":2,"y":1,"w":1,"h":1,"dir":2,"feet":5,"total":10`, "(2,1) is a solid square"},
		{"step off the map", `"x":4,"y":0,"w":1,"h":1`, `"x":5,"y":1,"w":2,"h":1`, `cannot take a 2×1 space`},
		{"huge space", `"back":{"x":0,"y":0,"w":1,"h":1`, `"back":{"x":0,"y":0,"w":6,"h":6`, `"back": "M" cannot take a 6×6 space`},
		{"bad direction", `"dir":2,"feet":5,"total":15`, `"dir":9,"feet":5,"total":15`, "direction 9"},
		{"bad feet", `"feet":5,"total":15`, `"feet":-5,"total":15`, "out of range"},
		{"bad terrain", `"total":20,"kind":{}`, `"total":20,"kind":{"terrain":7}`, `"kind" is out of range`},
		{"unknown mover", `"who":"M"`, `"who":"Z"`, `no creature "Z"`},
		{"economy key", `"actions":1`, `"actionz":1`, `"economy": unknown key "actionz"`},
		{"economy count", `"actions":1`, `"actions":4`, "4 actions spent of 3"},
		{"economy negative", `"actions":1`, `"actions":1,"dashes":-1`, `"dashes": -1`},
		{"economy type", `"actions":1`, `"actions":true`, `"actions": the value is a JSON bool`},
	} {
		src := strings.Replace(good, c.old, c.new, 1)
		if src == good {
			t.Fatalf("%s: the case changes nothing", c.name)
		}
		e, err := LoadEncounter([]byte(src))
		if err == nil || e != nil || !strings.Contains(err.Error(), "turn") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error about the turn containing %q", c.name, err, c.want)
		}
	}
}

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

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	case !reflect.DeepEqual(a.Grid.LowWalls(), b.Grid.LowWalls()) && len(a.Grid.LowWalls())+len(b.Grid.LowWalls()) > 0:
		return fmt.Sprintf("low walls %v vs %v", a.Grid.LowWalls(), b.Grid.LowWalls())
	case a.Party != b.Party:
		return fmt.Sprintf("party %q vs %q", a.Party, b.Party)
	case !reflect.DeepEqual(a.Players, b.Players):
		return fmt.Sprintf("players' view %+v vs %+v", a.Players, b.Players)
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
		require.NoError(t, err, "%s", name)
		sc.Encounter.Name = sc.Name
		b, err := SaveEncounter(sc.Encounter)
		require.NoError(t, err, "%s", name)
		e, err := LoadEncounter(b)
		require.NoError(t, err, "%s: the saved file does not load:\n%s", name, b)
		assert.Empty(t, encounterDiff(sc.Encounter, e), "%s: the encounter changed through a file", name)
		// The scenario file itself opens as the same encounter.
		e2, err := LoadEncounter(data)
		require.NoError(t, err, "%s: LoadEncounter of the scenario file", name)
		assert.Empty(t, encounterDiff(sc.Encounter, e2), "%s: the scenario opened as an encounter differs", name)
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
	require.NoError(t, err)
	pf2e, _ := engine.SystemByID("pf2e")
	e, err := engine.NewEncounter(pf2e, pf2e.Defaults(), g, nil)
	require.NoError(t, err)
	b, err := SaveEncounter(e)
	require.NoError(t, err)
	e2, err := LoadEncounter(b)
	require.NoError(t, err)
	assert.Equal(t, walls, e2.Grid.Walls(), "walls after a file:\n%v\nwant\n%v\nfile:\n%s", e2.Grid.Walls(), walls, b)
}

// fileCreatureFields are the fields of Creature that encounter files keep. A
// new field must be saved and loaded, then added here.
var fileCreatureFields = "ID Side Size X Y SpaceW SpaceH Speed Body FlySpeed Attacks Reach ReachSet WeaponReach AoO ReactionUsed State Mount " +
	"Conditions HP MaxHP TempHP ImprovedBullRush ImprovedOverrun CunningAction Hover Independent InitMod Hidden"

func TestEncounterFileKeepsEveryCreatureField(t *testing.T) {
	var names []string
	ty := reflect.TypeOf(engine.Creature{})
	for i := 0; i < ty.NumField(); i++ {
		names = append(names, ty.Field(i).Name)
	}
	assert.Equal(t, fileCreatureFields, strings.Join(names, " "), "Creature's fields, and those encounter files keep: save and load the new ones")
	// Every field away from its default: a squeezed Large creature, a
	// rider, a reach that does not override the table.
	src := `{"format":"battlemap-encounter/1","system":"pf1e","map":["#.###","....#","#####"],"creatures":[
	 {"id":"L","side":"monsters","size":"large","at":[0,1],"space":[1,2],"speed":40,"body":"long","reach":15,"weapon_reach":20,"aoo":false,"reaction_used":true,"state":["prone","invisible"],"hidden":true},
	 {"id":"R","side":"pcs","size":"small","at":[2,1],"speed":20,"fly_speed":50,"attacks":2,"reach":7,"reach_set":false,"state":["flying"],"mount":"H"},
	 {"id":"H","side":"pcs","size":"medium","at":[2,1],"state":["willing"],"init":-3,"conditions":["staggered","blinded"],"hp":-3,"max_hp":12,"temp_hp":4,
	  "improved_bull_rush":true,"improved_overrun":true,"cunning_action":true,"hover":true,"independent":true}]}`
	src = strings.Replace(src, `"map":["#.###","....#","#####"]`, `"map":[".####",".##.#","#####"]`, 1)
	src = strings.Replace(src, `"at":[0,1],"space":[1,2]`, `"at":[0,0],"space":[1,2]`, 1)
	src = strings.ReplaceAll(src, `"at":[2,1]`, `"at":[3,1]`)
	e, err := LoadEncounter([]byte(src))
	require.NoError(t, err)
	want := []engine.Creature{
		{ID: "L", Side: "monsters", Size: engine.Large, X: 0, Y: 0, SpaceW: 1, SpaceH: 2, Speed: 40, Body: engine.Long, Reach: 15, ReachSet: true, WeaponReach: 20, AoO: false, ReactionUsed: true, State: engine.Prone | engine.Invisible, Hidden: true},
		{ID: "R", Side: "pcs", Size: engine.Small, X: 3, Y: 1, SpaceW: 1, SpaceH: 1, Speed: 20, FlySpeed: 50, Attacks: 2, Reach: 7, AoO: true, State: engine.Flying, Mount: "H"},
		{ID: "H", Side: "pcs", Size: engine.Medium, X: 3, Y: 1, SpaceW: 1, SpaceH: 1, Speed: 30, AoO: true, State: engine.Willing, InitMod: -3,
			Conditions: engine.Staggered | engine.Blinded, HP: -3, MaxHP: 12, TempHP: 4,
			ImprovedBullRush: true, ImprovedOverrun: true, CunningAction: true, Hover: true, Independent: true},
	}
	for i, w := range want {
		assert.Equal(t, w, *e.Creatures[i], "creature %d loaded", i)
	}
	b, err := SaveEncounter(e)
	require.NoError(t, err)
	e2, err := LoadEncounter(b)
	require.NoError(t, err, "%s", b)
	assert.Empty(t, encounterDiff(e, e2), "through a file:\n%s", b)
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
	require.NoError(t, err)
	assert.NotContains(t, string(plain), `"history"`, "SaveEncounter wrote the history")
	full, err := SaveEncounterWith(e, SaveOptions{History: true})
	require.NoError(t, err)
	for _, b := range [][]byte{plain, full} {
		e2, err := LoadEncounter(b)
		require.NoError(t, err, "%s", b)
		assert.Empty(t, encounterDiff(e, e2), "through a file")
		assert.GreaterOrEqual(t, e2.Turn.Round, 1, "the fight's state was lost: turn %+v", e2.Turn)
		assert.Len(t, e2.Initiative.Delayed, 1, "the fight's state was lost: the delayed creature")
		assert.GreaterOrEqual(t, e2.Initiative.Position(e2.Turn.Active), 0, "the fight's state was lost: the active creature's place in %v", e2.Initiative)
	}
	// With the history, the reloaded encounter undoes and redoes like the
	// original, step by step, and keeps the log.
	e2, _ := LoadEncounter(full)
	assert.Equal(t, e.Log, e2.Log, "log")
	assert.NotEmpty(t, e2.Log, "log")
	assert.True(t, e2.CanRedo(), "the redo state was lost")
	e2.Redo()
	e.Redo()
	// The first step where the two differ is reported.
	for {
		require.Empty(t, encounterDiff(e, e2), "undoing side by side")
		a, b := e.Undo(), e2.Undo()
		require.Equal(t, a, b, "one encounter can undo, the other not (%v, %v)", a, b)
		if !a {
			break
		}
	}
	assert.Equal(t, 0, e2.Turn.Round, "undoing everything does not reach the start: %+v", e2.Turn)
	assert.Empty(t, e2.Initiative.Order, "undoing everything does not reach the start: the initiative order")
}

func TestEncounterFileVersions(t *testing.T) {
	base := `"system":"pf2e","map":["...."],"creatures":[{"id":"M","side":"pcs","size":"medium","at":[1,0]}]`
	load := func(format, extra string) (*engine.Encounter, error) {
		return LoadEncounter([]byte(fmt.Sprintf(`{"format":%q,%s%s}`, format, base, extra)))
	}
	_, err := load("battlemap-encounter/3", `,"turn":{"round":1}`)
	assert.ErrorContains(t, err, "written by a newer version", "a newer file")
	assert.ErrorContains(t, err, "battlemap-encounter/3", "a newer file")
	_, err = load("battlemap-encounter/37", `,"brand_new_key":1`)
	assert.ErrorContains(t, err, "newer version", "a much newer file with new keys")
	// Version 0 kept the round and the active creature at the top level.
	e, err := load("battlemap-encounter/0", `,"round":3,"active":"M"`)
	require.NoError(t, err, "version 0")
	assert.Equal(t, 3, e.Turn.Round, "version 0 upgraded to turn %+v, want round 3, M", e.Turn)
	assert.Equal(t, "M", e.Turn.Active, "version 0 upgraded to turn %+v, want round 3, M", e.Turn)
	b, _ := SaveEncounter(e)
	assert.Contains(t, string(b), `"format": "battlemap-encounter/2"`, "an upgraded file saves as version 2")
	assert.Contains(t, string(b), `"turn": {"round":3,"active":"M"`, "an upgraded file saves as version 1")
	_, err = load("battlemap-encounter/0", "")
	assert.NoError(t, err, "version 0 without a turn")
	for _, c := range []struct{ format, extra, want string }{
		{"battlemap-encounter/0", `,"turn":{"round":1}`, `"turn" did not exist in version 0`},
		{"battlemap-encounter/0", `,"active":"Q"`, `no creature "Q"`},
		{"battlemap-encounter/01", "", "not a whole number"},
		{"battlemap-encounter/-1", "", "not a whole number"},
		{"battlemap-encounter/", "", "not a whole number"},
		{"battlemap-map/1", "", "not an encounter file"},
		{"battlemap-encounter/1", `,"round":3`, `unknown key "round"`},
	} {
		_, err := load(c.format, c.extra)
		assert.ErrorContains(t, err, c.want, "%s %s", c.format, c.extra)
	}
}

func TestEncounterFileRefusesDamage(t *testing.T) {
	const good = `{"format":"battlemap-encounter/1","system":"pf2e","map":["....","...."],"walls":[[1,0,1,1]],` +
		`"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0]},{"id":"G","side":"monsters","size":"medium","at":[3,1]}],` +
		`"turn":{"round":1,"active":"M"},"initiative":{"order":[{"id":"M","value":12,"mod":2},{"id":"G","value":9,"mod":1}],"delayed":[]}}`
	_, err := LoadEncounter([]byte(good))
	require.NoError(t, err, "the good file")
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
		{"unknown creature key", `"at":[3,1]`, `"at":[3,1],"hit_points":7`, `"creatures" entry 1: unknown key "hit_points"`},
		{"unknown condition", `"at":[3,1]`, `"at":[3,1],"conditions":["staggered"]`, `entry 1: creature "G" key "conditions": Pathfinder 2e has no condition "staggered"`},
		{"hp over max", `"at":[3,1]`, `"at":[3,1],"hp":12,"max_hp":10`, `key "hp": 12 is more than "max_hp" 10`},
		{"hp below 0", `"at":[3,1]`, `"at":[3,1],"hp":-2,"max_hp":10`, `key "hp": -2: Pathfinder 2e counts no hit points below 0`},
		{"hp without max", `"at":[3,1]`, `"at":[3,1],"hp":5`, `key "max_hp": hit points need a maximum`},
		{"max without hp", `"at":[3,1]`, `"at":[3,1],"max_hp":5`, `key "hp": a maximum needs the current hit points`},
		{"negative temporary", `"at":[3,1]`, `"at":[3,1],"hp":5,"max_hp":5,"temp_hp":-1`, `key "temp_hp": -1`},
		{"absurd max", `"at":[3,1]`, `"at":[3,1],"hp":5,"max_hp":5000000`, `key "max_hp": 5000000`},
		{"bad flag", `"at":[3,1]`, `"at":[3,1],"hover":"yes"`, `key "hover"`},
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
		require.NotEqual(t, good, src, "%s: the case changes nothing", c.name)
		data := []byte(src)
		e, err := LoadEncounter(data)
		if !assert.Error(t, err, "%s: loaded", c.name) || !assert.Nil(t, e, "%s: an encounter came with the error %v", c.name, err) {
			continue
		}
		assert.True(t, strings.HasPrefix(err.Error(), "files: "), "%s: error %q, want one starting with \"files: \"", c.name, err)
		assert.ErrorContains(t, err, c.want, "%s", c.name)
		assert.Equal(t, src, string(data), "%s: the loader changed its input", c.name)
	}
}

func TestScenarioOpensAsEncounterIgnoringQueries(t *testing.T) {
	src := `{"format":"battlemap-scenario/1","name":"N","system":"dnd5e","map":["..."],` +
		`"creatures":[{"id":"M","side":"pcs","size":"small","at":[2,0],"speed":25}],"queries":[{"q":"nonsense"}]}`
	_, err := LoadScenario([]byte(src))
	require.Error(t, err, "the scenario loader accepts a nonsense query; the test needs one it refuses")
	e, err := LoadEncounter([]byte(src))
	require.NoError(t, err)
	assert.Equal(t, "N", e.Name, "scenario opened as %+v", e)
	assert.Equal(t, "dnd5e", e.System.ID(), "scenario opened as %+v", e)
	if m := e.Creature("M"); assert.NotNil(t, m, "scenario opened as %+v", e) {
		assert.Equal(t, [2]int{25, 2}, [2]int{m.Speed, m.X}, "M's speed and x: scenario opened as %+v", e)
	}
	_, err = LoadEncounter([]byte(strings.Replace(src, `"name"`, `"nme"`, 1)))
	assert.ErrorContains(t, err, "nme", "a scenario with an unknown key")
}

func TestSaveRefusesWhatCannotLoad(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs")
	e.Creature("A").Speed = maxFileFeet + 5
	_, err := SaveEncounter(e)
	assert.ErrorContains(t, err, `"A"`, "saving an absurd speed")
	e.Creature("A").Speed = 30
	e.Creature("A").State = 1 << 15
	_, err = SaveEncounter(e)
	assert.ErrorContains(t, err, "state", "saving an unknown state")
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "fight.json")
	require.NoError(t, WriteFileAtomic(path, []byte("one")))
	require.NoError(t, os.Chmod(path, 0o600))
	require.NoError(t, WriteFileAtomic(path, []byte("two, longer")))
	got, err := os.ReadFile(path)
	require.NoError(t, err, "reading back")
	assert.Equal(t, "two, longer", string(got), "read back")
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm(), "overwriting changed the mode")
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "the directory after saving, want only the file")
	// Failures leave the old file alone and no temporary file behind.
	assert.Error(t, WriteFileAtomic(filepath.Join(dir, "missing", "x.json"), []byte("x")), "saving into a missing directory succeeded")
	if err := WriteFileAtomic(dir, []byte("x")); assert.Error(t, err, "saving over a directory") {
		assert.True(t, strings.HasPrefix(err.Error(), "files: "), "saving over a directory: %v, want the prefix \"files: \"", err)
	}
	entries, _ = os.ReadDir(dir)
	assert.Len(t, entries, 1, "failed saves left files")
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
	_, err := LoadEncounter(build(10))
	assert.NoError(t, err, "10 long walls")
	_, err = LoadEncounter(build(8000))
	assert.ErrorContains(t, err, "too many or too long for a 512×512 map", "8000 walls across a 512×512 map")
	big := bytes.Repeat([]byte(" "), maxFileBytes+1)
	_, err = LoadEncounter(big)
	assert.ErrorContains(t, err, "MiB", "a file over the size limit")
}

// TestEncounterFileLayout pins the written layout: one key per line, one
// map row, wall, creature or initiative entry per line, walls in exact
// grid units. A change here is a change of the file format.
func TestEncounterFileLayout(t *testing.T) {
	e := fightEncounter(t, "pf1e", "M:pcs", "G:monsters")
	g, err := grid.New([]string{"....", ".~#."}, []grid.Wall{{A: grid.P(1, 0), B: grid.Pt{X: grid.Unit, Y: grid.Unit + grid.Unit/4 + 1}}})
	require.NoError(t, err)
	e, err = engine.NewEncounter(e.System, e.Options, g, []*engine.Creature{e.Creatures[0], {ID: "G", Side: "monsters", Size: engine.Small, X: 3, Y: 1, Speed: 20, State: engine.Prone}})
	require.NoError(t, err)
	e.Name = "Layout"
	applyAll(t, e, engine.SetInitiative{Entries: []engine.InitEntry{{ID: "M", Value: 12, Mod: 2}, {ID: "G", Value: 15}}}, engine.NextTurn{})
	applyAll(t, e, engine.Ready{Who: "G", Trigger: "M moves"})
	got, err := SaveEncounter(e)
	require.NoError(t, err)
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
  "turn": {"round":1,"active":"G","diagonals":0,"moved":0,"was_flat_footed":true,"economy":{"standard":true}},
  "initiative": {
    "order": [
      {"id":"G","value":15,"mod":0,"flat_footed":false,"ready":"M moves"},
      {"id":"M","value":12,"mod":2,"flat_footed":true}
    ],
    "delayed": []
  }
}
`
	assert.Equal(t, want, string(got), "the file reads\n%s\nwant\n%s", got, want)
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
	reflect.TypeOf(engine.PendingMove{}): "Who Steps Waiting Later Back Then",
	reflect.TypeOf(engine.PathStep{}):    "X Y W H Dir Feet Total Kind",
}

func TestEncounterFileKeepsAWaitingMovement(t *testing.T) {
	for ty, want := range fileTurnFields {
		var names []string
		for i := 0; i < ty.NumField(); i++ {
			names = append(names, ty.Field(i).Name)
		}
		assert.Equal(t, want, strings.Join(names, " "), "%s's fields, and those encounter files keep: save and load the new ones", ty)
	}
	assert.NoError(t, checkEconomyType())
	// A moves next to B, then away: B's attack of opportunity stops it.
	e := fightEncounter(t, "pf1e", "A:pcs", "B:monsters")
	applyAll(t, e, engine.SetInitiative{Entries: []engine.InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, engine.NextTurn{})
	applyAll(t, e, engine.MoveTo{Who: "A", X: 1, Y: 1})
	declineAll(t, e)
	applyAll(t, e, engine.MoveTo{Who: "A", X: 0, Y: 3})
	require.NotNil(t, e.Turn.Pending, "the test needs a waiting movement: turn %+v", e.Turn)
	require.NotEqual(t, engine.Economy{}, e.Turn.Econ, "the test needs a spent economy: turn %+v", e.Turn)
	b, err := SaveEncounterWith(e, SaveOptions{History: true})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"economy":{`, "the turn line does not hold the economy")
	assert.Contains(t, string(b), `"pending":{"who":"A","steps":[{"x":1,"y":1,`, "the turn line does not hold the waiting movement")
	e2, err := LoadEncounter(b)
	require.NoError(t, err, "%s", b)
	assert.Empty(t, encounterDiff(e, e2), "through a file")
	// Both go on the same way.
	for _, x := range []*engine.Encounter{e, e2} {
		applyAll(t, x, engine.ResolveReaction{By: "B", Taken: true})
	}
	assert.Empty(t, encounterDiff(e, e2), "after the reaction")
	assert.Equal(t, 3, e.Creature("A").Y, "after the reaction: A at (%d,%d)", e.Creature("A").X, e.Creature("A").Y)
}

func TestEncounterFileRefusesBadWaitingMovements(t *testing.T) {
	const good = `{"format":"battlemap-encounter/1","system":"pf2e","map":["......","..#..."],` +
		`"creatures":[{"id":"M","side":"pcs","size":"medium","at":[1,0]},{"id":"G","side":"m","size":"medium","at":[5,0]}],` +
		`"turn":{"round":1,"active":"M","economy":{"actions":1},"pending":{"who":"M","steps":[{"x":1,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":5,"kind":{}},` +
		`{"x":2,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":10,"kind":{}},{"x":3,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":15,"kind":{}},{"x":4,"y":0,"w":1,"h":1,"dir":2,"feet":5,"total":20,"kind":{}}],` +
		`"waiting":[{"by":"G","step":0,"why":"w"}],"later":[{"by":"G","step":1,"why":"x"},{"by":"G","step":3,"why":"y"}],"back":{"x":0,"y":0,"w":1,"h":1,"dir":0,"feet":0,"total":0,"kind":{}}}}}`
	e, err := LoadEncounter([]byte(good))
	require.NoError(t, err, "the good file")
	for e.Turn.Pending != nil {
		applyAll(t, e, engine.ResolveReaction{By: "G"})
	}
	c := e.Creature("M")
	assert.Equal(t, [2]int{4, 15}, [2]int{c.X, e.Turn.Moved}, "the loaded movement ended at (%d,%d) after %d ft, want (4,0) after 15 ft", c.X, c.Y, e.Turn.Moved)
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
		require.NotEqual(t, good, src, "%s: the case changes nothing", c.name)
		e, err := LoadEncounter([]byte(src))
		assert.Nil(t, e, "%s: an encounter came with the error %v", c.name, err)
		assert.ErrorContains(t, err, "turn", "%s: want an error about the turn", c.name)
		assert.ErrorContains(t, err, c.want, "%s", c.name)
	}
}

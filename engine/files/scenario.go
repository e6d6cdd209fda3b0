package files

import (
	"battlemap/engine"
	"battlemap/engine/area"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"battlemap/grid"
)

// ScenarioFormat is the format tag of scenario files.
const ScenarioFormat = "battlemap-scenario/1"

// Scenario is a loaded scenario file: an encounter and its questions.
type Scenario struct {
	Name      string
	Encounter *engine.Encounter
	Queries   []Query
	calc      *area.Calc // for area queries, made on the first
}

// Query is one question of a scenario file with its expected answer.
type Query struct {
	Index  int
	Q      string
	Who    string
	To, At [2]int
	// Diagonals already moved this turn (cost, reachable).
	Diagonals int
	Action    string
	Budget    int
	Path      [][2]int
	Target    string
	By        []string
	Attacker  string
	Attack    string
	// Area is the placement of an area query.
	Area area.Spec
	// Expect is the expected answer as the file gives it.
	Expect json.RawMessage
}

type scenarioJSON struct {
	Format    string            `json:"format"`
	Name      string            `json:"name"`
	System    string            `json:"system"`
	Options   *engine.OptionSet `json:"options"`
	Party     *string           `json:"party"`
	Map       []string          `json:"map"`
	Walls     [][]float64       `json:"walls"`
	LowWalls  [][]float64       `json:"low_walls"`
	Creatures []creatureJSON    `json:"creatures"`
	Queries   []json.RawMessage `json:"queries"`
}

// creatureJSON is a creature as scenario and encounter files spell it.
type creatureJSON struct {
	ID           string   `json:"id"`
	Side         string   `json:"side"`
	Size         string   `json:"size"`
	At           []int    `json:"at"`
	Speed        *int     `json:"speed,omitempty"`
	FlySpeed     int      `json:"fly_speed,omitempty"`
	Attacks      int      `json:"attacks,omitempty"`
	Space        []int    `json:"space,omitempty"`
	Body         string   `json:"body,omitempty"`
	Reach        *int     `json:"reach,omitempty"`
	WeaponReach  int      `json:"weapon_reach,omitempty"`
	AoO          *bool    `json:"aoo,omitempty"`
	ReactionUsed bool     `json:"reaction_used,omitempty"`
	State        []string `json:"state,omitempty"`
	Mount        string   `json:"mount,omitempty"`
	creatureV2
}

// queryKeys lists the keys each query may have besides q and expect.
var queryKeys = map[string][]string{
	"cost":      {"who", "to", "diagonals", "action"},
	"reachable": {"who", "budget", "diagonals", "action"},
	"threatens": {"who"},
	"provokes":  {"who", "path", "action"},
	"flanked":   {"target", "by"},
	"cover":     {"attacker", "target", "attack"},
	"can_end":   {"who", "at"},
	"area":      areaKeys,
}

// queryRequired lists the keys each query must have.
var queryRequired = map[string][]string{
	"cost":      {"who", "to"},
	"reachable": {"who", "budget"},
	"threatens": {"who"},
	"provokes":  {"who", "path"},
	"flanked":   {"target", "by"},
	"cover":     {"attacker", "target", "attack"},
	"can_end":   {"who", "at"},
	"area":      {"shape", "size"},
}

// LoadScenario reads a scenario file. Unknown keys, bad values and
// creatures that do not fit are errors naming the key or value at fault.
func LoadScenario(data []byte) (*Scenario, error) {
	var f scenarioJSON
	if err := strictDecode(data, &f); err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	if f.Format != ScenarioFormat {
		return nil, fmt.Errorf("scenario: key \"format\" is %q, want %q", f.Format, ScenarioFormat)
	}
	enc, err := buildEncounter(f)
	if err != nil {
		return nil, err
	}
	sc := &Scenario{Name: f.Name, Encounter: enc}
	for i, raw := range f.Queries {
		q, err := parseQuery(i, raw)
		if err != nil {
			return nil, err
		}
		if err := sc.checkRefs(q); err != nil {
			return nil, err
		}
		sc.Queries = append(sc.Queries, q)
	}
	return sc, nil
}

// strictDecode decodes JSON refusing unknown keys and trailing data.
func strictDecode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("unexpected data after the JSON object")
	}
	return nil
}

// buildEncounter turns the parts of a scenario file into an encounter.
func buildEncounter(f scenarioJSON) (*engine.Encounter, error) {
	system, opts, rows, walls, cs := f.System, f.Options, f.Map, f.Walls, f.Creatures
	players, err := readParty(f.Party)
	if err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	sys, err := engine.SystemByID(system)
	if err != nil {
		return nil, fmt.Errorf("scenario: key \"system\": %w", err)
	}
	var os engine.OptionSet
	if opts != nil {
		os = *opts
	}
	o, err := os.Resolve(sys)
	if err != nil {
		return nil, fmt.Errorf("scenario: key \"options\": %w", err)
	}
	sp := grid.Spec{Rows: rows}
	for _, list := range []struct {
		key   string
		walls [][]float64
		to    *[]grid.Wall
	}{{"walls", walls, &sp.Walls}, {"low_walls", f.LowWalls, &sp.LowWalls}} {
		for i, w := range list.walls {
			if len(w) != 4 {
				return nil, fmt.Errorf("scenario: key %q entry %d has %d numbers, want 4 [x1,y1,x2,y2]", list.key, i, len(w))
			}
			*list.to = append(*list.to, grid.WallF(w[0], w[1], w[2], w[3]))
		}
	}
	g, err := grid.Build(sp)
	if err != nil {
		return nil, fmt.Errorf("scenario: key \"map\", \"walls\" or \"low_walls\": %w", err)
	}
	creatures := make([]*engine.Creature, len(cs))
	for i, cj := range cs {
		c, err := cj.creature(sys)
		if err != nil {
			return nil, fmt.Errorf("scenario: key \"creatures\" entry %d: %w", i, err)
		}
		creatures[i] = c
	}
	e, err := engine.NewEncounter(sys, o, g, creatures)
	if err != nil {
		return nil, fmt.Errorf("scenario: key \"creatures\": %w", err)
	}
	e.Party = players
	return e, nil
}

// readParty checks the "party" key of a file: the side of the player
// characters, a name of 1 to 200 bytes; absent, "pcs". It returns the
// engine's Scene.Party ("" for "pcs").
func readParty(p *string) (string, error) {
	if p == nil {
		return "", nil
	}
	s := *p
	switch {
	case strings.TrimSpace(s) == "" || strings.TrimSpace(s) != s:
		return "", fmt.Errorf("key \"party\": %q is not a side's name", s)
	case len(s) > 200:
		return "", fmt.Errorf("key \"party\": a side's name of %d bytes; at most 200", len(s))
	case s == engine.PCSide:
		return "", nil
	}
	return s, nil
}

// creature converts and checks one creature's keys: those of encounter
// files but reach_set, which scenario files do not have.
func (cj creatureJSON) creature(sys engine.System) (*engine.Creature, error) {
	return fileCreature{ID: cj.ID, Side: cj.Side, Size: cj.Size, At: cj.At, Space: cj.Space,
		Speed: cj.Speed, FlySpeed: cj.FlySpeed, Attacks: cj.Attacks, Body: cj.Body, Reach: cj.Reach,
		WeaponReach: cj.WeaponReach, AoO: cj.AoO, ReactionUsed: cj.ReactionUsed, State: cj.State,
		Mount: cj.Mount, creatureV2: cj.creatureV2}.creature(sys)
}

// parseQuery checks one query's keys and reads it.
func parseQuery(i int, raw json.RawMessage) (Query, error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(raw, &keys); err != nil {
		return Query{}, fmt.Errorf("scenario: query %d: %w", i, err)
	}
	var qname string
	if err := json.Unmarshal(keys["q"], &qname); err != nil || qname == "" {
		return Query{}, fmt.Errorf("scenario: query %d: key \"q\" is missing or not a string", i)
	}
	allowed, ok := queryKeys[qname]
	if !ok {
		qs := make([]string, 0, len(queryKeys))
		for k := range queryKeys {
			qs = append(qs, k)
		}
		sort.Strings(qs)
		return Query{}, fmt.Errorf("scenario: query %d: unknown q %q (want one of %s)", i, qname, strings.Join(qs, ", "))
	}
	for k := range keys {
		if k != "q" && k != "expect" && !contains(allowed, k) {
			return Query{}, fmt.Errorf("scenario: query %d (%s): unknown key %q", i, qname, k)
		}
	}
	for _, k := range queryRequired[qname] {
		if _, ok := keys[k]; !ok {
			return Query{}, fmt.Errorf("scenario: query %d (%s): key %q is missing", i, qname, k)
		}
	}
	exp, ok := keys["expect"]
	if !ok {
		return Query{}, fmt.Errorf("scenario: query %d (%s): key \"expect\" is missing", i, qname)
	}
	q := Query{Index: i, Q: qname, Expect: exp}
	var err error
	field := func(k string, v any) {
		if raw, ok := keys[k]; ok && err == nil {
			if e := json.Unmarshal(raw, v); e != nil {
				err = fmt.Errorf("scenario: query %d (%s): key %q: %v", i, qname, k, e)
			}
		}
	}
	field("who", &q.Who)
	field("to", &q.To)
	field("at", &q.At)
	field("diagonals", &q.Diagonals)
	field("action", &q.Action)
	field("budget", &q.Budget)
	field("path", &q.Path)
	field("target", &q.Target)
	field("by", &q.By)
	field("attacker", &q.Attacker)
	field("attack", &q.Attack)
	if err != nil {
		return Query{}, err
	}
	if qname == "area" {
		if q.Area, err = parseArea(i, keys); err != nil {
			return Query{}, err
		}
	}
	if qname == "flanked" && len(q.By) != 2 {
		return Query{}, fmt.Errorf("scenario: query %d (flanked): key \"by\" must name two creatures", i)
	}
	if q.Diagonals < 0 || q.Budget < 0 {
		return Query{}, fmt.Errorf("scenario: query %d (%s): diagonals and budget must not be negative", i, qname)
	}
	return q, nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

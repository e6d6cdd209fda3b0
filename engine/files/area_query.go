package files

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"battlemap/engine/area"
	"battlemap/grid"
)

// areaKeys are the keys of an area query (SCENARIO-FORMAT.md "Areas").
var areaKeys = []string{"shape", "size", "origin", "dir", "toward", "from", "include_source", "width", "side"}

// areaExpect is the answer of an area query.
type areaExpect struct {
	Squares   *[][2]int `json:"squares"`
	Creatures *[]string `json:"creatures"`
}

// parseArea reads the placement keys of an area query into a Spec, and
// checks that its expect has the answer's form; what needs the encounter
// (kinds of origin, walls, creatures) is checked by area.Spec.Check when
// the scenario is loaded.
func parseArea(i int, keys map[string]json.RawMessage) (area.Spec, error) {
	s, err := readSpec(keys, func(k string, err error) error {
		return fmt.Errorf("scenario: query %d (area): key %q: %v", i, k, err)
	})
	if err != nil {
		return s, err
	}
	var ex areaExpect
	dec := json.NewDecoder(bytes.NewReader(keys["expect"]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ex); err != nil || ex.Squares == nil || ex.Creatures == nil {
		return s, fmt.Errorf("scenario: query %d (area): key \"expect\" is not {\"squares\": [[x,y],...], \"creatures\": [ids]}", i)
	}
	return s, nil
}

// readSpec reads the placement keys of an area (those of areaKeys, as a
// query or an encounter file's area spells them) into a Spec; bad words a
// key's problem where it was read.
func readSpec(keys map[string]json.RawMessage, bad func(k string, err error) error) (area.Spec, error) {
	var s area.Spec
	var err error
	var shape string
	if err := json.Unmarshal(keys["shape"], &shape); err != nil {
		return s, bad("shape", err)
	}
	sh, perr := area.ParseShape(shape)
	if err = perr; err != nil {
		return s, bad("shape", errors.New(strings.TrimPrefix(err.Error(), "area: ")))
	}
	s.Shape = sh
	if err := json.Unmarshal(keys["size"], &s.Feet); err != nil {
		return s, bad("size", err)
	}
	point := func(k string) (grid.Pt, bool, error) {
		raw, ok := keys[k]
		if !ok {
			return grid.Pt{}, false, nil
		}
		var p [2]float64
		if err := json.Unmarshal(raw, &p); err != nil {
			return grid.Pt{}, false, bad(k, err)
		}
		return grid.PtF(p[0], p[1]), true, nil
	}
	if s.Origin, s.HasOrigin, err = point("origin"); err != nil {
		return s, err
	}
	if s.Toward, s.HasToward, err = point("toward"); err != nil {
		return s, err
	}
	if raw, ok := keys["dir"]; ok {
		var d string
		if err := json.Unmarshal(raw, &d); err != nil {
			return s, bad("dir", err)
		}
		if s.Dir, err = area.ParseDir(d); err != nil {
			return s, bad("dir", errors.New(strings.TrimPrefix(err.Error(), "area: ")))
		}
		s.HasDir = true
	}
	if raw, ok := keys["from"]; ok {
		if err := json.Unmarshal(raw, &s.From); err != nil || s.From == "" {
			return s, bad("from", fmt.Errorf("not a creature id"))
		}
	}
	if raw, ok := keys["include_source"]; ok {
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return s, bad("include_source", err)
		}
		s.Include = area.IncludeNo
		if b {
			s.Include = area.IncludeYes
		}
	}
	if raw, ok := keys["width"]; ok {
		if err := json.Unmarshal(raw, &s.Width); err != nil {
			return s, bad("width", err)
		}
		if s.Width <= 0 || s.Width%5 != 0 {
			return s, bad("width", fmt.Errorf("%d ft is not a positive multiple of 5", s.Width))
		}
	}
	if raw, ok := keys["side"]; ok {
		var side string
		if err := json.Unmarshal(raw, &side); err != nil {
			return s, bad("side", err)
		}
		switch side {
		case "right":
			s.Side = area.SideRight
		case "left":
			s.Side = area.SideLeft
		default:
			return s, bad("side", fmt.Errorf("%q is neither \"right\" nor \"left\"", side))
		}
	}
	return s, nil
}

// answerArea computes an area query.
func (sc *Scenario) answerArea(q Query) Answer {
	if sc.calc == nil {
		sc.calc = area.NewCalc()
	}
	res, err := sc.calc.Compute(sc.Encounter, q.Area)
	if err != nil {
		return Answer{Err: err}
	}
	squares := make([][2]int, len(res.Squares))
	for i, s := range res.Squares {
		squares[i] = [2]int{s.X, s.Y}
	}
	ids := make([]string, len(res.Hits))
	why := []string{res.Why()}
	for i, h := range res.Hits {
		ids[i] = h.ID
		why = append(why, h.Why())
	}
	return Answer{Got: map[string]any{"squares": squares, "creatures": ids}, Why: strings.Join(why, "; ")}
}

// canonicalArea writes an area answer with both lists sorted, so that
// answers in any order compare equal.
func canonicalArea(v any) (string, bool) {
	m, ok := v.(map[string]any)
	if !ok {
		return "", false
	}
	var parts []string
	for _, k := range []string{"squares", "creatures"} {
		list, ok := m[k].([]any)
		if !ok {
			return "", false
		}
		items := make([]string, len(list))
		for i, x := range list {
			b, _ := json.Marshal(x)
			items[i] = string(b)
		}
		sort.Strings(items)
		parts = append(parts, k+":["+strings.Join(items, ",")+"]")
	}
	if len(m) != 2 {
		return "", false
	}
	return strings.Join(parts, " "), true
}

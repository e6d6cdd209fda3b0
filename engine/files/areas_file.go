package files

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"battlemap/engine"
	"battlemap/engine/area"
)

// The areas of an encounter file (an optional key of version 2, "areas"):
// each area that stays on the map with its placement keys, those of the
// scenario format's area query, and what the engine keeps of it.

// fileArea is one area as encounter files write it.
type fileArea struct {
	ID            string      `json:"id"`
	Name          string      `json:"name,omitempty"`
	Creator       string      `json:"creator,omitempty"`
	Rounds        int         `json:"rounds,omitempty"`
	Terrain       string      `json:"terrain,omitempty"`
	Hidden        bool        `json:"hidden,omitempty"`
	Shape         string      `json:"shape"`
	Size          int         `json:"size"`
	Origin        *[2]float64 `json:"origin,omitempty"`
	Dir           string      `json:"dir,omitempty"`
	Toward        *[2]float64 `json:"toward,omitempty"`
	From          string      `json:"from,omitempty"`
	IncludeSource *bool       `json:"include_source,omitempty"`
	Width         int         `json:"width,omitempty"`
	Side          string      `json:"side,omitempty"`
}

// areaFileKeys are the keys of an area besides its placement.
var areaFileKeys = []string{"id", "name", "creator", "rounds", "terrain", "hidden"}

// maxFileAreas bounds the areas on one map.
const maxFileAreas = 4096

var terrainNames = []string{"", "difficult", "greater"}

// toFileArea writes one area; only the areas of package area can be saved.
func toFileArea(a engine.Area) (fileArea, error) {
	p, ok := a.Shape.(area.Persistent)
	if !ok {
		return fileArea{}, fmt.Errorf("files: cannot save area %q: its shape %T has no place in encounter files", a.ID, a.Shape)
	}
	s := p.Spec
	fa := fileArea{ID: a.ID, Name: a.Name, Creator: a.Creator, Rounds: a.Rounds, Terrain: terrainNames[min(int(a.Terrain), 2)], Hidden: a.Hidden,
		Shape: s.Shape.String(), Size: s.Feet, From: s.From, Width: s.Width}
	pt := func(has bool, x, y float64) *[2]float64 {
		if !has {
			return nil
		}
		return &[2]float64{x, y}
	}
	ox, oy := s.Origin.F()
	fa.Origin = pt(s.HasOrigin, ox, oy)
	tx, ty := s.Toward.F()
	fa.Toward = pt(s.HasToward, tx, ty)
	if s.HasDir {
		fa.Dir = area.DirCode(s.Dir)
	}
	switch s.Include {
	case area.IncludeYes:
		fa.IncludeSource = ptr(true)
	case area.IncludeNo:
		fa.IncludeSource = ptr(false)
	}
	switch s.Side {
	case area.SideRight:
		fa.Side = "right"
	case area.SideLeft:
		fa.Side = "left"
	}
	return fa, nil
}

// readAreas reads a list of areas for system sys; where says where it is
// in the file. The engine checks them against the state they belong to.
func readAreas(raws []json.RawMessage, sys engine.System, where string) ([]engine.Area, error) {
	if len(raws) > maxFileAreas {
		return nil, fmt.Errorf("files: encounter file: %skey \"areas\" has %d areas; at most %d are supported", where, len(raws), maxFileAreas)
	}
	out := make([]engine.Area, 0, len(raws))
	for i, raw := range raws {
		a, err := readArea(raw, sys)
		if err != nil {
			return nil, fmt.Errorf("files: encounter file: %skey \"areas\" entry %d: %s", where, i, err)
		}
		out = append(out, a)
	}
	return out, nil
}

// readArea reads one area's keys.
func readArea(raw json.RawMessage, sys engine.System) (engine.Area, error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(raw, &keys); err != nil || keys == nil {
		return engine.Area{}, fmt.Errorf("not a JSON object")
	}
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !contains(areaFileKeys, k) && !contains(areaKeys, k) {
			return engine.Area{}, fmt.Errorf("unknown key %q (the keys are %s, %s)", k, strings.Join(areaFileKeys, ", "), strings.Join(areaKeys, ", "))
		}
	}
	for _, k := range []string{"id", "shape", "size"} {
		if _, ok := keys[k]; !ok {
			return engine.Area{}, fmt.Errorf("key %q is missing", k)
		}
	}
	var a engine.Area
	var terrain string
	for _, f := range []struct {
		k string
		v any
	}{{"id", &a.ID}, {"name", &a.Name}, {"creator", &a.Creator}, {"rounds", &a.Rounds}, {"terrain", &terrain}, {"hidden", &a.Hidden}} {
		if raw, ok := keys[f.k]; ok {
			if err := json.Unmarshal(raw, f.v); err != nil {
				return engine.Area{}, fmt.Errorf("key %q: %s", f.k, jsonProblem(err, nil))
			}
		}
	}
	if a.Rounds < 0 || a.Rounds > maxFileCount {
		return engine.Area{}, fmt.Errorf("key \"rounds\": %d is outside 0 to %d", a.Rounds, maxFileCount)
	}
	t := -1
	for i, n := range terrainNames {
		if n == terrain {
			t = i
		}
	}
	if t < 0 {
		return engine.Area{}, fmt.Errorf("key \"terrain\": %q is neither \"difficult\" nor \"greater\"", terrain)
	}
	a.Terrain = uint8(t)
	spec, err := readSpec(keys, func(k string, err error) error { return fmt.Errorf("key %q: %v", k, err) })
	if err != nil {
		return engine.Area{}, err
	}
	if err := spec.Valid(sys.ID()); err != nil {
		return engine.Area{}, fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "area: "))
	}
	a.Shape = area.Persistent{Spec: spec}
	return a, nil
}

// areaItems renders areas one per line, for the file's "areas" key.
func (w *fileWriter) areaItems(as []engine.Area) [][]byte {
	var items [][]byte
	for _, a := range as {
		fa, err := toFileArea(a)
		if err != nil {
			if w.err == nil {
				w.err = err
			}
			continue
		}
		items = append(items, w.compact(fa))
	}
	return items
}

// rawAreas renders areas as JSON values, for a history step.
func rawAreas(as []engine.Area) ([]json.RawMessage, error) {
	out := []json.RawMessage{}
	for _, a := range as {
		fa, err := toFileArea(a)
		if err != nil {
			return nil, err
		}
		raw, err := json.Marshal(fa)
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}

package files

import (
	"battlemap/engine"
	"battlemap/engine/area"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fileSym is one of the 7 non-identity symmetries of the square, acting on
// points in grid units of a map w wide and h high.
type fileSym struct {
	name string
	// swap: the map's width and height trade places (quarter turns and the
	// two diagonal mirrors).
	swap bool
	pt   func(x, y, w, h float64) (float64, float64)
}

var fileSyms = []fileSym{
	{"rot90", true, func(x, y, w, h float64) (float64, float64) { return h - y, x }},
	{"rot180", false, func(x, y, w, h float64) (float64, float64) { return w - x, h - y }},
	{"rot270", true, func(x, y, w, h float64) (float64, float64) { return y, w - x }},
	{"mirror-x", false, func(x, y, w, h float64) (float64, float64) { return w - x, y }},
	{"mirror-y", false, func(x, y, w, h float64) (float64, float64) { return x, h - y }},
	{"transpose", true, func(x, y, w, h float64) (float64, float64) { return y, x }},
	{"anti-transpose", true, func(x, y, w, h float64) (float64, float64) { return h - y, w - x }},
}

// symScenario is a scenario file, kept loose where only parts are transformed.
type symScenario struct {
	Format    string                       `json:"format"`
	Name      string                       `json:"name"`
	System    string                       `json:"system"`
	Options   json.RawMessage              `json:"options,omitempty"`
	Map       []string                     `json:"map"`
	Walls     [][]float64                  `json:"walls,omitempty"`
	Creatures []map[string]json.RawMessage `json:"creatures"`
	Queries   []map[string]json.RawMessage `json:"queries"`
}

// symMapper builds scenarios transformed by one symmetry.
type symMapper struct {
	s    fileSym
	w, h int // the original map's size
	orig *Scenario
}

// rect maps a space of the original map to the transformed one: the image of
// the rectangle, its top-left square and its (possibly swapped) size.
func (m symMapper) rect(r grid.Rect) grid.Rect {
	w, h := float64(m.w), float64(m.h)
	x1, y1 := m.s.pt(float64(r.X), float64(r.Y), w, h)
	x2, y2 := m.s.pt(float64(r.X+r.W), float64(r.Y+r.H), w, h)
	return grid.Rect{X: int(min(x1, x2)), Y: int(min(y1, y2)), W: int(max(x1, x2) - min(x1, x2)), H: int(max(y1, y2) - min(y1, y2))}
}

// square maps square (x,y).
func (m symMapper) square(x, y int) (int, int) {
	r := m.rect(grid.Rect{X: x, Y: y, W: 1, H: 1})
	return r.X, r.Y
}

// position maps the top-left square (x,y) of creature id's full space. It
// is ambiguous, and refused, for a creature bigger than one square whose
// full space does not fit there: the position may then mean a squeezed space
// of another shape, whose image has another top-left square.
func (m symMapper) position(id string, x, y int) ([2]int, bool) {
	e := m.orig.Encounter
	c := e.Creature(id)
	side := c.Size.Side()
	r := grid.Rect{X: x, Y: y, W: side, H: side}
	if side > 1 {
		if ok, _ := e.Fits(c.ID, r); !ok {
			return [2]int{}, false
		}
	}
	t := m.rect(r)
	return [2]int{t.X, t.Y}, true
}

// build returns the transformed file and, for each of its queries, the index
// of the original query. Queries whose transformation is ambiguous are left
// out (see position); skipped counts them.
func (m symMapper) build(f symScenario) (out symScenario, index []int, skipped int, err error) {
	w, h := float64(m.w), float64(m.h)
	out = f
	out.Name = f.Name + " [" + m.s.name + "]"
	nw, nh := m.w, m.h
	if m.s.swap {
		nw, nh = m.h, m.w
	}
	rows := make([][]byte, nh)
	for y := range rows {
		rows[y] = make([]byte, nw)
	}
	for y, row := range f.Map {
		for x := 0; x < len(row); x++ {
			tx, ty := m.square(x, y)
			rows[ty][tx] = row[x]
		}
	}
	out.Map = make([]string, nh)
	for y := range rows {
		out.Map[y] = string(rows[y])
	}
	out.Walls = nil
	for _, wl := range f.Walls {
		x1, y1 := m.s.pt(wl[0], wl[1], w, h)
		x2, y2 := m.s.pt(wl[2], wl[3], w, h)
		out.Walls = append(out.Walls, []float64{x1, y1, x2, y2})
	}

	// Creatures: the image of the space each one actually occupies (its
	// squeezed space if it stands squeezed), with the space said explicitly
	// when it is not the full one.
	out.Creatures = nil
	for _, cj := range f.Creatures {
		var id string
		if err := json.Unmarshal(cj["id"], &id); err != nil {
			return out, nil, 0, err
		}
		c := m.orig.Encounter.Creature(id)
		r := m.rect(c.Rect())
		nc := map[string]json.RawMessage{}
		for k, v := range cj {
			nc[k] = v
		}
		nc["at"] = symRaw([2]int{r.X, r.Y})
		if _, given := cj["space"]; given || c.Squeezed() {
			nc["space"] = symRaw([2]int{r.W, r.H})
		}
		out.Creatures = append(out.Creatures, nc)
	}

	out.Queries = nil
	for i, qj := range f.Queries {
		q := m.orig.Queries[i]
		nq := map[string]json.RawMessage{}
		for k, v := range qj {
			nq[k] = v
		}
		ok := true
		switch q.Q {
		case "cost":
			var p [2]int
			if p, ok = m.position(q.Who, q.To[0], q.To[1]); ok {
				nq["to"] = symRaw(p)
			}
		case "can_end":
			var p [2]int
			if p, ok = m.position(q.Who, q.At[0], q.At[1]); ok {
				nq["at"] = symRaw(p)
			}
		case "reachable":
			var list [][3]int
			if err := json.Unmarshal(q.Expect, &list); err != nil {
				return out, nil, 0, fmt.Errorf("query %d: expect: %v", i, err)
			}
			for k, e := range list {
				var p [2]int
				if p, ok = m.position(q.Who, e[0], e[1]); !ok {
					break
				}
				list[k] = [3]int{p[0], p[1], e[2]}
			}
			if ok {
				nq["expect"] = symRaw(list)
			}
		case "provokes":
			path := make([][2]int, len(q.Path))
			for k, e := range q.Path {
				if path[k], ok = m.position(q.Who, e[0], e[1]); !ok {
					break
				}
			}
			if ok {
				nq["path"] = symRaw(path)
			}
		case "threatens":
			var list [][2]int
			if err := json.Unmarshal(q.Expect, &list); err != nil {
				return out, nil, 0, fmt.Errorf("query %d: expect: %v", i, err)
			}
			for k, e := range list {
				tx, ty := m.square(e[0], e[1])
				list[k] = [2]int{tx, ty}
			}
			nq["expect"] = symRaw(list)
		case "area":
			if err := m.area(f.System, qj, nq); err != nil {
				return out, nil, 0, fmt.Errorf("query %d: %v", i, err)
			}
		}
		// flanked and cover answers do not depend on the map's orientation.
		if !ok {
			skipped++
			continue
		}
		out.Queries = append(out.Queries, nq)
		index = append(index, i)
	}
	return out, index, skipped, nil
}

// vec maps a direction vector (the linear part of the symmetry).
func (m symMapper) vec(dx, dy float64) (float64, float64) {
	w, h := float64(m.w), float64(m.h)
	x0, y0 := m.s.pt(0, 0, w, h)
	x1, y1 := m.s.pt(dx, dy, w, h)
	return x1 - x0, y1 - y0
}

// mirrors reports whether the symmetry turns the map over (a mirror, whose
// linear part has determinant −1): left and right trade places.
func (m symMapper) mirrors() bool {
	ax, ay := m.vec(1, 0)
	bx, by := m.vec(0, 1)
	return ax*by-ay*bx < 0
}

// area maps the keys of an area query: origin and toward move with the map,
// dir turns with it, a mirror swaps a PF line's side (the default right
// becoming an explicit left), and the expected squares move with the map.
func (m symMapper) area(system string, qj, nq map[string]json.RawMessage) error {
	w, h := float64(m.w), float64(m.h)
	for _, k := range []string{"origin", "toward"} {
		if raw, ok := qj[k]; ok {
			var p [2]float64
			if err := json.Unmarshal(raw, &p); err != nil {
				return err
			}
			x, y := m.s.pt(p[0], p[1], w, h)
			nq[k] = symRaw([2]float64{x, y})
		}
	}
	if raw, ok := qj["dir"]; ok {
		var d string
		if err := json.Unmarshal(raw, &d); err != nil {
			return err
		}
		dir, err := area.ParseDir(d)
		if err != nil {
			return err
		}
		dx, dy := dir.D()
		tx, ty := m.vec(float64(dx), float64(dy))
		nd, ok := grid.DirOf(int(tx), int(ty))
		if !ok {
			return fmt.Errorf("direction %s does not map to a direction", d)
		}
		nq["dir"] = symRaw(area.DirCode(nd))
	}
	var shape string
	_ = json.Unmarshal(qj["shape"], &shape)
	if m.mirrors() && shape == "line" && system != "dnd5e" {
		side := "right"
		if raw, ok := qj["side"]; ok {
			if err := json.Unmarshal(raw, &side); err != nil {
				return err
			}
		}
		if side == "right" {
			nq["side"] = symRaw("left")
		} else {
			nq["side"] = symRaw("right")
		}
	}
	var ex struct {
		Squares   [][2]int `json:"squares"`
		Creatures []string `json:"creatures"`
	}
	if err := json.Unmarshal(qj["expect"], &ex); err != nil {
		return err
	}
	for k, sq := range ex.Squares {
		x, y := m.square(sq[0], sq[1])
		ex.Squares[k] = [2]int{x, y}
	}
	nq["expect"] = symRaw(ex)
	return nil
}

func symRaw(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// TestScenarioSymmetry checks that the engine's answers do not depend on
// which way the map faces: every scenario file is rotated and mirrored in
// the 7 other ways, the transformed file is written as JSON and loaded again
// with LoadScenario, and every query must get the transformed expected
// answer. Positions of a creature are top-left squares of its space, so a
// big creature's position is mapped through its whole space. A position
// where a big creature's full space does not fit is skipped: it may stand
// for a squeezed space of another shape, and the image of that position is
// then not determined by the query alone. Query kinds the engine does not
// support yet are skipped.
func TestScenarioSymmetry(t *testing.T) {
	checked, skipped := 0, 0
	for _, path := range sfFiles(t) {
		name := sfName(path)
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		orig, err := LoadScenario(data)
		require.NoError(t, err, "%s", name)
		var f symScenario
		require.NoError(t, json.Unmarshal(data, &f), "%s", name)
		t.Run(name, func(t *testing.T) {
			for _, s := range fileSyms {
				m := symMapper{s: s, w: orig.Encounter.Grid.W, h: orig.Encounter.Grid.H, orig: orig}
				tf, index, sk, err := m.build(f)
				require.NoError(t, err, "%s %s", name, s.name)
				skipped += sk
				tdata, err := json.MarshalIndent(tf, "", "  ")
				require.NoError(t, err)
				sc, err := LoadScenario(tdata)
				if !assert.NoError(t, err, "%s %s: the transformed scenario does not load", name, s.name) {
					continue
				}
				p := engine.NewPlanner()
				for j, i := range index {
					a := sc.Answer(p, j)
					q := sc.Queries[j]
					if a.Err != nil && errors.Is(a.Err, engine.ErrNotSupported) {
						skipped++
						continue
					}
					if assert.NoError(t, a.Err, "%s %s query %d (%s)", name, s.name, i, q.Q) &&
						assert.True(t, a.Pass, "%s %s query %d (%s): got %s, expected %s; engine: %s",
							name, s.name, i, q.Q, sfJSON(a.Got), string(q.Expect), a.Why) {
						checked++
					}
				}
			}
		})
	}
	t.Logf("%d transformed queries checked, %d skipped (ambiguous position or not supported)", checked, skipped)
}

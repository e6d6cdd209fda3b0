package board

import (
	"strings"

	"battlemap/engine"
	"battlemap/engine/area"
)

// AreaState is an area of effect for the test hooks: its placement, the
// squares it covers and the creatures it affects with their cover; for an
// area on the map also its id, what is left of its duration, the terrain
// it lays and whether the players' screen leaves it out.
type AreaState struct {
	ID      string      `json:"id,omitempty"`
	Name    string      `json:"name"`
	Shape   string      `json:"shape"`
	Size    int         `json:"size"`
	Origin  *[2]float64 `json:"origin,omitempty"`
	Dir     string      `json:"dir,omitempty"`
	Toward  *[2]float64 `json:"toward,omitempty"`
	From    string      `json:"from,omitempty"`
	Rounds  int         `json:"rounds,omitempty"`
	Terrain string      `json:"terrain,omitempty"`
	Hidden  bool        `json:"hidden,omitempty"`
	// Squares are [x,y] pairs; Creatures who is caught.
	Squares   [][2]int       `json:"squares"`
	Creatures []AreaHitState `json:"creatures"`
	// Error says why it covers nothing (a template over a wall).
	Error string `json:"error,omitempty"`
}

// AreaHitState is one creature an area affects: its id, its cover in the
// system's words ("none", "standard", "half"…) and what that is worth.
type AreaHitState struct {
	ID    string `json:"id"`
	Cover string `json:"cover"`
	Bonus string `json:"bonus,omitempty"`
}

// RulerState is the ruler for the test hooks: its stops ([x,y,w,h], the
// last perhaps the pointer's), the length leg by leg, and the ranged
// attack's verdict between two creatures.
type RulerState struct {
	Stops [][4]int    `json:"stops"`
	Feet  int         `json:"feet"`
	Legs  []int       `json:"legs"`
	Why   string      `json:"why"`
	Range *RangeState `json:"range,omitempty"`
}

// RangeState is a ranged attack's verdict: the weapon, the distance, the
// range increment and its penalty (PF), disadvantage (5e), whether the
// attack may be made at all, and the line of effect.
type RangeState struct {
	Weapon       string `json:"weapon"`
	Feet         int    `json:"feet"`
	Increment    int    `json:"increment"`
	Penalty      int    `json:"penalty"`
	Disadvantage bool   `json:"disadvantage"`
	InRange      bool   `json:"in_range"`
	LineOfEffect bool   `json:"line_of_effect"`
	Why          string `json:"why"`
}

// areaState adds the areas, the template and the ruler to s.
func (b *Board) areaState(s *State) {
	s.Areas = []AreaState{}
	for _, pa := range b.PlacedAreas() {
		as := AreaState{ID: pa.Area.ID, Name: pa.Area.Name, Rounds: pa.Area.Rounds, Hidden: pa.Area.Hidden,
			Terrain: []string{"", "difficult", "greater"}[min(int(pa.Area.Terrain), 2)]}
		if pa.HasSpec {
			spec(&as, pa.Spec)
		}
		squares(&as, pa.Squares, pa.Hits, pa.Err)
		s.Areas = append(s.Areas, as)
	}
	a := &b.areas
	if !a.on {
		return
	}
	s.Tool = "template"
	if a.mode == modeRuler {
		s.Tool = "ruler"
		if v := b.Ruler(); len(v.Stops) > 0 {
			rs := &RulerState{Stops: [][4]int{}, Legs: []int{}, Feet: v.Measure.Feet, Why: v.Measure.Why}
			for _, r := range v.Stops {
				rs.Stops = append(rs.Stops, [4]int{r.X, r.Y, r.W, r.H})
			}
			for _, l := range v.Measure.Legs {
				rs.Legs = append(rs.Legs, l.Feet)
			}
			if v.HasRange {
				rc := v.Range
				rs.Range = &RangeState{v.Weapon.Name, rc.Feet, rc.Increment, rc.Penalty, rc.Disadvantage, rc.InRange, rc.LineOfEffect, rc.Why}
			}
			s.Ruler = rs
		}
		return
	}
	if !a.t.placed {
		return
	}
	ts := &AreaState{Name: b.areaName()}
	spec(ts, b.templateSpec())
	res, ok := b.Template()
	if ok {
		squares(ts, res.Squares, res.Hits, nil)
	} else {
		squares(ts, nil, nil, b.TemplateErr())
	}
	s.Template = ts
}

// spec writes a placement's keys.
func spec(as *AreaState, sp area.Spec) {
	as.Shape, as.Size, as.From = sp.Shape.String(), sp.Feet, sp.From
	if sp.HasOrigin {
		x, y := sp.Origin.F()
		as.Origin = &[2]float64{x, y}
	}
	if sp.HasDir {
		as.Dir = area.DirCode(sp.Dir)
	}
	if sp.HasToward {
		x, y := sp.Toward.F()
		as.Toward = &[2]float64{x, y}
	}
}

// squares writes what an area covers and catches.
func squares(as *AreaState, sq []engine.Square, hits []area.Hit, err error) {
	as.Squares, as.Creatures = [][2]int{}, []AreaHitState{}
	for _, q := range sq {
		as.Squares = append(as.Squares, [2]int{q.X, q.Y})
	}
	for _, h := range hits {
		as.Creatures = append(as.Creatures, AreaHitState{ID: h.ID, Cover: h.Cover, Bonus: h.Bonus})
	}
	if err != nil {
		as.Error = strings.TrimPrefix(err.Error(), "area: ")
	}
}

package board

import (
	"strings"

	"battlemap/engine"
	"battlemap/engine/area"
)

// The areas' answers: the template's squares and the creatures it
// catches, computed once per change of its placement or of the
// encounter, with a calculator that keeps its buffers (a drag recomputes
// the template per pointer move without allocating in the rules); and
// the areas on the map, computed once per change of the encounter.

// templateCache is the template's last computation.
type templateCache struct {
	calc *area.Calc
	spec area.Spec
	enc  *engine.Encounter
	ver  uint64
	done bool
	res  *area.Result // the calculator's: good until its next computation
	err  error
	runs int // computations, for the tests
}

// Template returns the template's squares and the creatures it affects
// with their cover, and whether there is a template the rules could place
// (TemplateErr says why not). The result is the board's: read it, do not
// keep it past the next change.
func (b *Board) Template() (*area.Result, bool) {
	a := &b.areas
	if b.enc == nil || !a.on || a.mode != modeTemplate || !a.t.placed {
		return nil, false
	}
	b.fitShape()
	if !a.t.placed {
		return nil, false
	}
	s := b.templateSpec()
	c := &a.res
	if !c.done || c.spec != s || c.ver != b.ver || c.enc != b.enc {
		if c.calc == nil {
			c.calc = area.NewCalc()
		}
		c.spec, c.ver, c.enc, c.done = s, b.ver, b.enc, true
		c.res, c.err = c.calc.Compute(b.enc, s)
		c.runs++
	}
	return c.res, c.err == nil
}

// TemplateErr says why the template cannot be placed where it is (its
// origin on a wall), nil when it can or when there is none.
func (b *Board) TemplateErr() error {
	if _, ok := b.Template(); ok || !b.areas.t.placed {
		return nil
	}
	return b.areas.res.err
}

// TemplateName is the name the template would keep.
func (b *Board) TemplateName() string { return b.shownAreaName() }

// PlacedArea is an area on the map as the board shows it: the engine's
// area, its placement when it is one of package area's, the squares it
// covers now and the creatures it affects with their cover (an emanation
// moves with its creature).
type PlacedArea struct {
	Area engine.Area
	// Spec is the placement (HasSpec false for a shape of another kind).
	Spec    area.Spec
	HasSpec bool
	Squares []engine.Square
	Hits    []area.Hit
	// Err says why it covers nothing now (a wall drawn over its origin).
	Err error
}

// placedCache keeps the areas on the map worked out for one state of the
// encounter.
type placedCache struct {
	calc *area.Calc
	enc  *engine.Encounter
	ver  uint64
	done bool
	list []PlacedArea
}

// PlacedAreas returns the areas on the map, worked out for the encounter as
// it stands, in the encounter's order; each says whether it is hidden from
// the players (Area.Hidden). The slice is the board's until the next
// change.
func (b *Board) PlacedAreas() []PlacedArea {
	if b.enc == nil {
		return nil
	}
	c := &b.areas.onMap
	if c.done && c.ver == b.ver && c.enc == b.enc {
		return c.list
	}
	if c.calc == nil {
		c.calc = area.NewCalc()
	}
	c.done, c.ver, c.enc = true, b.ver, b.enc
	c.list = c.list[:0]
	for _, ar := range b.enc.Areas {
		pa := PlacedArea{Area: ar}
		if p, ok := ar.Shape.(area.Persistent); ok {
			pa.Spec, pa.HasSpec = p.Spec, true
			res, err := c.calc.Compute(b.enc, p.Spec)
			if err != nil {
				pa.Err = err
			} else {
				pa.Squares = append([]engine.Square(nil), res.Squares...)
				pa.Hits = append([]area.Hit(nil), res.Hits...)
			}
		} else {
			pa.Squares, pa.Err = ar.Shape.Squares(b.enc, nil)
		}
		c.list = append(c.list, pa)
	}
	return c.list
}

// hitsWords lists who an area catches, with the cover of each that has
// some: "G1, G2 (standard cover, +2 circumstance to Reflex saves), Ogre".
func (b *Board) hitsWords(hits []area.Hit) string {
	if len(hits) == 0 {
		return b.t("nobody")
	}
	parts := make([]string, len(hits))
	for i, h := range hits {
		parts[i] = h.ID
		if h.Cover != "none" && h.Cover != "" {
			parts[i] += " (" + b.coverName(h.Cover)
			if h.Bonus != "" {
				parts[i] += ", " + b.t(h.Bonus)
			}
			parts[i] += ")"
		}
	}
	return strings.Join(parts, ", ")
}

// coverName words a degree of cover ("standard cover"; PF1e's and 3.5's
// degree is called cover).
func (b *Board) coverName(degree string) string {
	if degree == "cover" {
		return b.t("cover")
	}
	return b.f("%s cover", b.t(degree))
}

// areaLine is the status panel's second line while the tool is on: the
// template's catch, else the chosen area's, else what is on the map.
func (b *Board) areaLine() string {
	a := &b.areas
	if a.mode == modeRuler {
		return b.rulerLine()
	}
	if res, ok := b.Template(); ok {
		return b.n(len(res.Squares), "%s: %s — %d square", "%s: %s — %d squares", b.shownAreaName(), b.hitsWords(res.Hits), len(res.Squares))
	}
	if err := b.TemplateErr(); err != nil {
		return b.f("%s cannot be placed there: %s", b.shownAreaName(), b.reason(err.Error()))
	}
	for _, pa := range b.PlacedAreas() {
		if pa.Area.ID != a.chosen {
			continue
		}
		return b.placedWords(pa)
	}
	if n := len(b.enc.Areas); n > 0 {
		return b.n(n, "%d area on the map: choose one in the list to hide it from the players or remove it",
			"%d areas on the map: choose one in the list to hide it from the players or remove it")
	}
	return b.t("No area on the map yet")
}

// placedWords words an area on the map: its name, who it catches, how
// long it lasts, the terrain it lays and whether the players see it.
func (b *Board) placedWords(pa PlacedArea) string {
	ar := pa.Area
	name := ar.Name
	if name == "" {
		name = ar.ID
	}
	if pa.Err != nil {
		return b.f("%s covers nothing now: %s", name, b.reason(pa.Err.Error()))
	}
	s := b.n(len(pa.Squares), "%s: %s — %d square", "%s: %s — %d squares", name, b.hitsWords(pa.Hits), len(pa.Squares))
	if ar.Rounds > 0 {
		s += b.n(ar.Rounds, ", %d round left", ", %d rounds left")
		if ar.Creator != "" {
			s += b.f(" (counted on %s's turns)", ar.Creator)
		}
	} else {
		s += b.t(", until removed")
	}
	switch ar.Terrain {
	case 1:
		s += b.t(", ") + b.t("difficult terrain")
	case 2:
		s += b.t(", ") + b.t("greater difficult terrain")
	}
	if ar.Hidden {
		s += b.t(", hidden from the players")
	}
	return s
}

// areaHoverLine is the status panel's first line while the tool is on:
// why the creature under the pointer is caught, else the rule that shaped
// the template, with its book and page.
func (b *Board) areaHoverLine() string {
	if b.areas.mode == modeRuler {
		return b.rulerWhy()
	}
	res, ok := b.Template()
	if !ok {
		return ""
	}
	if id := b.HoveredCreature(); id != "" {
		for _, h := range res.Hits {
			if h.ID == id {
				return h.Why()
			}
		}
	}
	return res.Why()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// TemplateSpec is the template's placement as the rules snapped it.
func (b *Board) TemplateSpec() area.Spec { return b.templateSpec() }

// ChosenArea is the area on the map chosen in the Areas column, "" for
// none.
func (b *Board) ChosenArea() string {
	if !b.areas.on || b.areas.mode != modeTemplate {
		return ""
	}
	return b.areas.chosen
}

package engine

import (
	"fmt"
	"slices"

	"battlemap/grid"
)

// AreaShape is the geometry of an area of effect that stays on the map. The
// rules of areas (package engine/area) implement it; the engine only asks
// which squares it covers now, so that an emanation moves with its source
// and a map edit changes what a cloud fills. An AreaShape must be a
// comparable value: the history tells changed areas from unchanged ones by
// comparing them.
type AreaShape interface {
	// Squares appends the squares the area covers in e, as it stands, to
	// dst; an error says why it covers none (its origin now on a wall…).
	Squares(e *Encounter, dst []Square) ([]Square, error)
	// Source is the creature the area moves with, "" for none.
	Source() string
	// String describes the area for the log ("20-ft burst from (4,4)").
	String() string
	// Renamed is the shape with creature from called to, as when a
	// creature is renamed.
	Renamed(from, to string) AreaShape
	// Shifted is the shape moved by (dx,dy) squares, as when the map
	// grows on its left or top.
	Shifted(dx, dy int) AreaShape
}

// Area is an area of effect that stays on the map for a while: a wall of
// fire, a cloud, an aura. Its duration is counted down by the initiative
// (see Rounds); it may make its squares difficult terrain.
type Area struct {
	// ID names the area in actions, unique in the encounter.
	ID string
	// Name is what the table calls it ("grease"), free text.
	Name  string
	Shape AreaShape
	// Creator is the creature whose turns count the duration down, "" for
	// none (then each new round does).
	Creator string
	// Rounds is how many rounds the area has left; 0 means it lasts until
	// removed. A duration counts from the creator's turn: it drops by one
	// as each of the creator's turns begins, and the area ends when it
	// reaches 0 (PF2e CRB p.304 "Durations"; PF1e CRB p.178 and D&D 3.5 PHB
	// p.138: an effect lasting rounds ends just before the initiative count
	// it began on, which for an effect made on its creator's turn is the
	// same moment; 5e PHB p.203 durations in rounds, read the same way).
	Rounds int
	// Terrain is what the area makes its squares: 0 nothing, 1 difficult
	// terrain (grease, entangling plants), 2 greater difficult terrain. It
	// prices movement exactly as the map's own terrain does.
	Terrain uint8
	// Hidden keeps the area off the players' screen (a trap's cloud the
	// party has not noticed); the GM's screen shows it marked as hidden.
	// The rules count it all the same: it lays its terrain, it runs out.
	// SetAreaHidden changes it, undoably.
	Hidden bool
}

// String describes the area for the log.
func (a Area) String() string {
	name := a.Name
	if name == "" {
		name = a.ID
	}
	s := fmt.Sprintf("%s (%s", name, a.Shape)
	if a.Rounds > 0 {
		s += fmt.Sprintf(", %d rounds left", a.Rounds)
	}
	if a.Terrain > 0 {
		s += ", " + terrainWord(a.Terrain)
	}
	if a.Hidden {
		s += ", hidden from the players"
	}
	return s + ")"
}

// Area returns the area with the given id, or nil.
func (e *Encounter) Area(id string) *Area {
	for i := range e.Areas {
		if e.Areas[i].ID == id {
			return &e.Areas[i]
		}
	}
	return nil
}

// AreaSquares returns the squares area id covers now.
func (e *Encounter) AreaSquares(id string) ([]Square, error) {
	a := e.Area(id)
	if a == nil {
		return nil, fmt.Errorf("engine: no area %q on the map", id)
	}
	return a.Shape.Squares(e, nil)
}

// SetAreas replaces the areas on the map, as an encounter file reads them
// back: each is checked (an id, once; a shape; a duration of 0 or more;
// terrain 0 to 2; its creator and source on the map). Nothing changes on
// error. It is not an action: it has no undo.
func (e *Encounter) SetAreas(as []Area) error {
	if err := e.checkAreas(as); err != nil {
		return err
	}
	e.Areas = slices.Clone(as)
	return nil
}

// checkArea refuses an area the encounter cannot hold.
func (e *Encounter) checkArea(a Area) error {
	switch {
	case a.ID == "":
		return fmt.Errorf("engine: an area needs an id")
	case a.Shape == nil:
		return fmt.Errorf("engine: area %q has no shape", a.ID)
	case a.Rounds < 0:
		return fmt.Errorf("engine: area %q has %d rounds left: a duration is 0 (until removed) or more", a.ID, a.Rounds)
	case a.Terrain > 2:
		return fmt.Errorf("engine: area %q: terrain %d is not 0 (none), 1 (difficult) or 2 (greater difficult)", a.ID, a.Terrain)
	case a.Creator != "" && e.byID[a.Creator] == nil:
		return fmt.Errorf("engine: area %q: its creator %q is not on the map", a.ID, a.Creator)
	case a.Shape.Source() != "" && e.byID[a.Shape.Source()] == nil:
		return fmt.Errorf("engine: area %q moves with %q, who is not on the map", a.ID, a.Shape.Source())
	}
	return nil
}

// checkAreas refuses a list of areas with repeated ids or an area the
// encounter cannot hold.
func (e *Encounter) checkAreas(as []Area) error {
	seen := map[string]bool{}
	for _, a := range as {
		if seen[a.ID] {
			return fmt.Errorf("engine: two areas have the id %q", a.ID)
		}
		seen[a.ID] = true
		if err := e.checkArea(a); err != nil {
			return err
		}
	}
	return nil
}

// terrainLayer is the difficult terrain the encounter's areas lay on the
// map, per square, as the planner reads it. It is worked out again when the
// map, the areas or the position of a source they move with change.
type terrainLayer struct {
	g      *grid.Grid
	areas  []Area
	srcs   []grid.Rect
	hamper []uint8 // per square; nil when no area lays terrain
}

// valid reports whether the layer still describes e.
func (l *terrainLayer) valid(e *Encounter) bool {
	if l.g != e.Grid || !slices.Equal(l.areas, e.Areas) {
		return false
	}
	k := 0
	for _, a := range e.Areas {
		if s := a.Shape.Source(); s != "" {
			if k >= len(l.srcs) || e.sourceRect(s) != l.srcs[k] {
				return false
			}
			k++
		}
	}
	return true
}

// sourceRect is the space of the creature an area moves with (an empty
// rectangle off the map when it is gone).
func (e *Encounter) sourceRect(id string) grid.Rect {
	if c := e.byID[id]; c != nil {
		return c.Rect()
	}
	return grid.Rect{X: -1, Y: -1}
}

// areaTerrain returns the encounter's terrain layer, worked out again when
// it is stale. The planner keys its square cache on the layer's identity.
func (e *Encounter) areaTerrain() *terrainLayer {
	if e.terr != nil && e.terr.valid(e) {
		return e.terr
	}
	l := &terrainLayer{g: e.Grid, areas: slices.Clone(e.Areas)}
	var sq []Square
	for _, a := range e.Areas {
		if s := a.Shape.Source(); s != "" {
			l.srcs = append(l.srcs, e.sourceRect(s))
		}
		if a.Terrain == 0 {
			continue
		}
		var err error
		if sq, err = a.Shape.Squares(e, sq[:0]); err != nil {
			continue // an area that covers nothing now lays nothing
		}
		if l.hamper == nil {
			l.hamper = make([]uint8, e.Grid.W*e.Grid.H)
		}
		for _, s := range sq {
			if e.Grid.In(s.X, s.Y) {
				i := s.Y*e.Grid.W + s.X
				l.hamper[i] = max(l.hamper[i], a.Terrain)
			}
		}
	}
	e.terr = l
	return l
}

// at returns the hamper level the areas lay on square index i.
func (l *terrainLayer) at(i int) uint8 {
	if l == nil || l.hamper == nil {
		return 0
	}
	return l.hamper[i]
}

// Hamper returns how hard square (x,y) is to move through: the map's
// terrain or the difficult terrain an area lays there, the worse of the two
// (0 open, 1 difficult, 2 greater difficult). The planner prices steps with
// it.
func (e *Encounter) Hamper(x, y int) uint8 {
	if !e.Grid.In(x, y) {
		return 0
	}
	return max(e.Grid.At(x, y).Hamper(), e.areaTerrain().at(y*e.Grid.W+x))
}

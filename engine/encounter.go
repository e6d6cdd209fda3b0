package engine

import (
	"errors"
	"fmt"
	"slices"

	"battlemap/grid"
)

// Encounter is a map, its creatures, the rule system with its options, and
// the turn. Build one with NewEncounter, which refuses bad input; change it
// only through Apply.
type Encounter struct {
	// Scene is the name, the system, the map and its look (scene.go).
	Scene
	Creatures []*Creature
	Turn      Turn
	// Initiative is the turn order (initiative.go); empty until set.
	Initiative Initiative
	// Areas are the areas of effect that stay on the map (areas.go).
	Areas []Area
	// Log describes every applied action, undo and redo, oldest first.
	Log  []string
	byID map[string]*Creature
	// terr is the terrain the areas lay, worked out when asked (areas.go).
	terr *terrainLayer

	hist    history
	ops     []Op // the last operations, for followers (history_ops.go)
	opSeq   uint64
	pl, aux *Planner
	// chainNeed is the creature a PF1e bull rush last stopped at for want
	// of the table's result against it (pushChain; PushNeedsResult).
	chainNeed string
}

// NewEncounter checks creatures against the map and the system and builds
// the encounter. Each creature's space is worked out: its full space where
// it fits, else the one squeezed space that fits at its position (SpaceW and
// SpaceH, when set, choose among several). Nothing is kept on error; the
// error names the creature and what is wrong.
func NewEncounter(sys System, opts Options, g *grid.Grid, cs []*Creature) (*Encounter, error) {
	return NewEncounterPassing(sys, opts, g, cs, "")
}

// NewEncounterPassing is NewEncounter where the creature passing, stopped in
// the middle of a movement by an attack of opportunity, may stand in a space
// it may only pass through (an ally's, say): an encounter file saved while
// the table resolves a reaction opens with it.
func NewEncounterPassing(sys System, opts Options, g *grid.Grid, cs []*Creature, passing string) (*Encounter, error) {
	if sys == nil {
		return nil, errors.New("engine: no rule system")
	}
	e := &Encounter{Scene: Scene{System: sys, Options: opts, Grid: g}, byID: map[string]*Creature{}}
	for i, c0 := range cs {
		c := *c0
		if c.ID == "" {
			return nil, fmt.Errorf("engine: creature %d has no id", i)
		}
		if _, dup := e.byID[c.ID]; dup {
			return nil, fmt.Errorf("engine: two creatures have the id %q", c.ID)
		}
		if c.Side == "" {
			return nil, fmt.Errorf("engine: creature %q has no side", c.ID)
		}
		if c.Size < Fine || c.Size > Colossal {
			return nil, fmt.Errorf("engine: creature %q has an unknown size %d", c.ID, c.Size)
		}
		if c.Speed < 0 || c.Reach < 0 || c.WeaponReach < 0 {
			return nil, fmt.Errorf("engine: creature %q has a negative speed or reach", c.ID)
		}
		if err := e.checkConditions(&c); err != nil {
			return nil, err
		}
		if err := e.checkHP(&c); err != nil {
			return nil, err
		}
		if err := e.placeSpace(&c); err != nil {
			return nil, err
		}
		e.byID[c.ID] = &c
		e.Creatures = append(e.Creatures, &c)
	}
	for _, c := range e.Creatures {
		if c.Mount != "" {
			m, ok := e.byID[c.Mount]
			if !ok {
				return nil, fmt.Errorf("engine: creature %q rides %q, which is not on the map", c.ID, c.Mount)
			}
			if m == c {
				return nil, fmt.Errorf("engine: creature %q cannot ride itself", c.ID)
			}
		}
	}
	if err := e.checkOverlaps(passing); err != nil {
		return nil, err
	}
	return e, nil
}

// placeSpace works out the space c stands in and checks it against the map.
func (e *Encounter) placeSpace(c *Creature) error {
	side := c.Size.Side()
	if c.X < 0 || c.Y < 0 || c.X >= e.Grid.W || c.Y >= e.Grid.H {
		return fmt.Errorf("engine: creature %q at (%d,%d) is off the %d×%d map", c.ID, c.X, c.Y, e.Grid.W, e.Grid.H)
	}
	f := newFitter(e, c)
	if c.SpaceW != 0 || c.SpaceH != 0 {
		r := grid.Rect{X: c.X, Y: c.Y, W: c.SpaceW, H: c.SpaceH}
		if !f.shapeAllowed(r.W, r.H) {
			return fmt.Errorf("engine: creature %q: a %s creature cannot stand in a %d×%d space in %s", c.ID, c.Size, r.W, r.H, e.System.Name())
		}
		if ok, why := f.standIn(r); !ok {
			return fmt.Errorf("engine: creature %q cannot stand in the %d×%d space at (%d,%d): %s", c.ID, r.W, r.H, c.X, c.Y, why)
		}
		return nil
	}
	full := grid.Rect{X: c.X, Y: c.Y, W: side, H: side}
	ok, why := f.standIn(full)
	if ok {
		c.SpaceW, c.SpaceH = side, side
		return nil
	}
	var fits []grid.Rect
	for _, sh := range f.shapes[1:] {
		r := grid.Rect{X: c.X, Y: c.Y, W: sh.W, H: sh.H}
		if ok, _ := f.standIn(r); ok {
			fits = append(fits, r)
		}
	}
	switch len(fits) {
	case 0:
		return fmt.Errorf("engine: creature %q does not fit at (%d,%d): %s", c.ID, c.X, c.Y, why)
	case 1:
		c.SpaceW, c.SpaceH = fits[0].W, fits[0].H
		return nil
	}
	return fmt.Errorf("engine: creature %q fits at (%d,%d) squeezed in %d ways (%d×%d, %d×%d…): give its space", c.ID, c.X, c.Y, len(fits), fits[0].W, fits[0].H, fits[1].W, fits[1].H)
}

// checkOverlaps refuses creatures sharing squares where the system does not
// let them stay together (riders share their mounts' spaces).
func (e *Encounter) checkOverlaps(passing string) error {
	// Each pair of creatures sharing a square is looked at once: the
	// squares map to the creatures standing there, so that a big
	// encounter costs its creatures' squares, not their pairs.
	at := make(map[[2]int][]int, len(e.Creatures))
	seen := map[int]bool{}
	for i, a := range e.Creatures {
		r := a.Rect()
		clear(seen)
		for y := r.Y; y < r.Y+r.H; y++ {
			for x := r.X; x < r.X+r.W; x++ {
				k := [2]int{x, y}
				for _, j := range at[k] {
					if seen[j] {
						continue
					}
					seen[j] = true
					if err := e.overlapAllowed(e.Creatures[j], a, passing); err != nil {
						return err
					}
				}
				at[k] = append(at[k], i)
			}
		}
	}
	// Sharing sizes: at most a square's worth (4 Tiny, 25 Diminutive, 100 Fine).
	load := map[[2]int]int{}
	for _, c := range e.Creatures {
		if c.Size.Shares() {
			k := [2]int{c.X, c.Y}
			load[k] += c.Size.perSquare()
			if load[k] > 100 {
				return fmt.Errorf("engine: too many small creatures share square (%d,%d) (4 Tiny, 25 Diminutive or 100 Fine fit)", c.X, c.Y)
			}
		}
	}
	return nil
}

// overlapAllowed reports whether a and b, whose spaces overlap, may stand
// together: a rider on its mount, the creature passing through a space it
// may enter, or creatures the system lets share a space.
func (e *Encounter) overlapAllowed(a, b *Creature, passing string) error {
	if a.Mount == b.ID || b.Mount == a.ID {
		return nil
	}
	if (a.ID == passing && e.System.Passage(a, b).Enter) || (b.ID == passing && e.System.Passage(b, a).Enter) {
		return nil
	}
	if e.System.Passage(a, b).End || e.System.Passage(b, a).End {
		return nil
	}
	return fmt.Errorf("engine: creatures %q at (%d,%d) and %q at (%d,%d) share squares, which %s does not allow", a.ID, a.X, a.Y, b.ID, b.X, b.Y, e.System.Name())
}

// Creature returns the creature with the given id, or nil.
func (e *Encounter) Creature(id string) *Creature { return e.byID[id] }

// Lookup returns the creature with the given id or an error naming it.
func (e *Encounter) Lookup(id string) (*Creature, error) {
	if c := e.byID[id]; c != nil {
		return c, nil
	}
	return nil, fmt.Errorf("engine: no creature %q in the encounter", id)
}

// Clone returns a deep copy of the encounter without its history (the grid
// and the scenery are shared: they never change).
func (e *Encounter) Clone() *Encounter {
	n := &Encounter{Scene: e.Scene, Turn: e.Turn, Areas: slices.Clone(e.Areas),
		Initiative: e.Initiative.clone(), byID: map[string]*Creature{}}
	for _, c := range e.Creatures {
		cc := *c
		n.Creatures = append(n.Creatures, &cc)
		n.byID[cc.ID] = &cc
	}
	return n
}

package board

import (
	"battlemap/engine"
	"battlemap/game/vision"
	"battlemap/grid"
)

// What the players see: the fog of war the GM reveals and, with line of
// sight on, what the party's tokens see (game/vision), worked out again
// only when the encounter changes.

// Shown is how a square shows on the players' screen.
type Shown uint8

// How a square shows.
const (
	// Unseen: black on the players' screen, tinted on the GM's.
	Unseen Shown = iota
	// Explored: seen before, not now (line of sight): dimmed, without
	// the creatures in it.
	Explored
	// InSight: shown as it is.
	InSight
)

// sight is the players' view as last worked out. Each party token's own
// view is kept with the space it saw from, so that a move works out again
// only the token that moved (a change of the map, a door, all of them).
type sight struct {
	ok     bool
	ver    uint64 // the state version it was worked out for
	gen    uint64 // the encounter it belongs to
	g      *grid.Grid
	sc     *vision.Scene
	sw     vision.Sweeper
	tokens map[string]*tokenSight
	seen   grid.Squares // what the party sees now
	// explored is every square seen since the encounter opened.
	explored grid.Squares
	party    string
	lighting lighting // a dark map's lights (light.go)
	// keep says the next encounter is the one before, sent again: what
	// was explored stays.
	keep bool
}

// tokenSight is what one party token sees from its space.
type tokenSight struct {
	space grid.Rect
	seen  grid.Squares
	live  bool // still a party token on the map (swept each update)
}

// partySides are the sides whose tokens the players see through when the
// encounter names no party, in the order they are looked for; without any
// of them, the first creature's side is the party.
var partySides = []string{"pcs", "heroes", "party", "players"}

// PartySide returns the side of the players' characters: the encounter's
// party when it names one (the "party" key), else the first of partySides
// with a creature on the map.
func PartySide(e *engine.Encounter) string {
	if e.Party != "" {
		return e.Party
	}
	for _, s := range partySides {
		for _, c := range e.Creatures {
			if c.Side == s {
				return s
			}
		}
	}
	if len(e.Creatures) > 0 {
		return e.Creatures[0].Side
	}
	return ""
}

// see brings the players' view up to date with the encounter.
func (b *Board) see() *sight {
	s := &b.sight
	if s.ok && s.ver == b.ver && s.gen == b.docSeq {
		return s
	}
	e := b.enc
	if s.gen != b.docSeq || s.seen.W != e.Grid.W || s.seen.H != e.Grid.H {
		// A new encounter or map size: nothing seen or explored yet
		// (but what was, when it is the same encounter again).
		same := s.keep && s.explored.W == e.Grid.W && s.explored.H == e.Grid.H
		s.tokens, s.g = map[string]*tokenSight{}, nil
		s.seen = grid.NewSquares(e.Grid.W, e.Grid.H)
		if !same {
			s.explored = grid.NewSquares(e.Grid.W, e.Grid.H)
		}
	}
	s.keep = false
	s.ok, s.ver, s.gen = true, b.ver, b.docSeq
	s.party = PartySide(e)
	if !e.Players.Sight {
		return s
	}
	if s.g != e.Grid || s.sc == nil {
		s.g, s.sc = e.Grid, vision.NewScene(e.Grid)
		clear(s.tokens) // the map changed: every token looks again
	}
	for _, t := range s.tokens {
		t.live = false
	}
	s.seen.Clear()
	for _, c := range e.Creatures {
		if c.Side != s.party {
			continue
		}
		t := s.tokens[c.ID]
		if t == nil {
			t = &tokenSight{seen: grid.NewSquares(e.Grid.W, e.Grid.H)}
			s.tokens[c.ID] = t
			t.space = grid.Rect{W: -1} // never seen from yet
		}
		t.live = true
		if r := c.Rect(); r != t.space {
			t.space = r
			t.seen.Clear()
			for y := r.Y; y < r.Y+r.H; y++ {
				for x := r.X; x < r.X+r.W; x++ {
					s.sw.AddSeen(s.sc, s.sw.Polygon(s.sc, grid.Center(x, y), 0), &t.seen)
				}
			}
		}
		s.seen.Union(t.seen)
	}
	for id, t := range s.tokens {
		if !t.live {
			delete(s.tokens, id)
		}
	}
	if l := s.light(e, s.sc); l.dark {
		// In the dark the party sees only what is lit, and the squares
		// it stands in.
		for i := range s.seen.Words {
			s.seen.Words[i] &= l.lit.Words[i]
		}
		for _, t := range s.tokens {
			s.seen.FillRect(t.space, true)
		}
	}
	s.explored.Union(s.seen)
	return s
}

// SquareShown returns how square (x,y) shows on the players' screen:
// without line of sight, in sight where the fog is lifted; with it, in
// sight where the party sees it or the GM revealed it, explored where the
// party saw it before.
func (b *Board) SquareShown(x, y int) Shown {
	e := b.enc
	if !e.Players.Sight {
		if e.Players.Revealed(x, y) {
			return InSight
		}
		return Unseen
	}
	s := b.see()
	switch {
	case s.seen.Has(x, y) || (e.Players.Fog != nil && e.Players.Fog.Has(x, y)):
		return InSight
	case s.explored.Has(x, y):
		return Explored
	}
	return Unseen
}

// Fogged reports whether the players' screen hides anything of the map:
// a fog of war or line of sight.
func (b *Board) Fogged() bool { return b.enc.Players.Fog != nil || b.enc.Players.Sight }

// ShownToPlayers reports whether the players' screen shows creature c: not
// hidden by the GM, and standing where the players see (a square of its
// space in sight). The party's own tokens always show.
func (b *Board) ShownToPlayers(c *engine.Creature) bool {
	if c.Hidden {
		return false
	}
	if c.Side == b.see().party {
		return true
	}
	for y := c.Y; y < c.Y+c.SpaceH; y++ {
		for x := c.X; x < c.X+c.SpaceW; x++ {
			if b.SquareShown(x, y) == InSight {
				return true
			}
		}
	}
	return false
}

// shows reports whether this board's screen shows creature id: every
// creature on the GM's, those ShownToPlayers on the players'.
func (b *Board) shows(id string) bool {
	if b.view != PlayersScreen {
		return true
	}
	c := b.enc.Creature(id)
	return c != nil && b.ShownToPlayers(c)
}

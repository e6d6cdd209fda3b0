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

// sight is the players' view as last worked out.
type sight struct {
	ok      bool
	ver     uint64 // the state version it was worked out for
	gen     uint64 // the encounter it belongs to
	g       *grid.Grid
	sc      *vision.Scene
	view    vision.View
	viewers []vision.Viewer
	party   string
}

// partySides are the sides whose tokens the players see through, in the
// order they are looked for; without any of them, the first creature's
// side is the party.
var partySides = []string{"pcs", "heroes", "party", "players"}

// PartySide returns the side of the players' characters.
func PartySide(e *engine.Encounter) string {
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
	if s.gen != b.docSeq {
		s.view = vision.View{} // a new encounter: nothing explored yet
	}
	s.ok, s.ver, s.gen = true, b.ver, b.docSeq
	s.party = PartySide(e)
	if !e.Players.Sight {
		return s
	}
	if s.g != e.Grid || s.sc == nil {
		s.g, s.sc = e.Grid, vision.NewScene(e.Grid)
	}
	s.viewers = vision.PartyViewers(e, s.party, 0, s.viewers[:0])
	s.view.Update(s.sc, s.viewers)
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
	case s.view.Seen.Has(x, y) || (e.Players.Fog != nil && e.Players.Fog.Has(x, y)):
		return InSight
	case s.view.Explored.Has(x, y):
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

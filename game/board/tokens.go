package board

import (
	"sort"

	"battlemap/engine"
)

// Token is where a creature is drawn, in grid units.
type Token struct {
	C *engine.Creature
	// X0, Y0, X1, Y1 is the box the token is drawn in: its space, a
	// quarter of its square for creatures that share squares (Tiny and
	// smaller), a smaller box inside its mount's space for a rider.
	X0, Y0, X1, Y1 float64
	Shared         bool
	Rider          bool
}

// Contains reports whether grid point (gx,gy) is inside the token's box.
func (t Token) Contains(gx, gy float64) bool {
	return gx >= t.X0 && gy >= t.Y0 && gx < t.X1 && gy < t.Y1
}

// Tokens returns every creature's token in draw order: big creatures first,
// riders and creatures that share squares on top. The slice is reused
// until the encounter changes.
func (b *Board) Tokens() []Token {
	if b.enc == nil {
		return nil
	}
	if b.orderVer == b.ver && b.tokens != nil {
		return b.tokens
	}
	b.orderVer = b.ver
	cs := b.enc.Creatures
	b.order = b.order[:0]
	for i := range cs {
		if b.view == PlayersScreen && !b.ShownToPlayers(cs[i]) {
			continue // the players' screen leaves out what they do not see
		}
		b.order = append(b.order, i)
	}
	rank := func(c *engine.Creature) int {
		switch {
		case c.Mount != "":
			return 1
		case c.Size.Shares():
			return 2
		}
		return 0
	}
	sort.SliceStable(b.order, func(i, j int) bool {
		a, c := cs[b.order[i]], cs[b.order[j]]
		if ra, rc := rank(a), rank(c); ra != rc {
			return ra < rc
		}
		return a.Size > c.Size
	})
	b.tokens = b.tokens[:0]
	shared := map[Square]int{}
	for _, i := range b.order {
		c := cs[i]
		t := Token{C: c, X0: float64(c.X), Y0: float64(c.Y), X1: float64(c.X + c.SpaceW), Y1: float64(c.Y + c.SpaceH)}
		switch {
		case c.Mount != "":
			if m := b.enc.Creature(c.Mount); m != nil {
				w, h := float64(m.SpaceW), float64(m.SpaceH)
				t.X0, t.Y0 = float64(m.X)+w*0.05, float64(m.Y)+h*0.05
				t.X1, t.Y1 = t.X0+w*0.55, t.Y0+h*0.55
			}
			t.Rider = true
		case c.Size.Shares():
			k := shared[Square{c.X, c.Y}]
			shared[Square{c.X, c.Y}] = k + 1
			qx, qy := float64(k%2)*0.5, float64(k/2%2)*0.5
			t.X0, t.Y0 = float64(c.X)+qx, float64(c.Y)+qy
			t.X1, t.Y1 = t.X0+0.5, t.Y0+0.5
			t.Shared = true
		}
		b.tokens = append(b.tokens, t)
	}
	return b.tokens
}

// creatureAt returns the topmost creature drawn at grid point (gx,gy).
func (b *Board) creatureAt(gx, gy float64) string {
	ts := b.Tokens()
	for i := len(ts) - 1; i >= 0; i-- {
		if ts[i].Contains(gx, gy) {
			return ts[i].C.ID
		}
	}
	return ""
}

// CreatureAtScreen returns the topmost creature drawn at screen point (x,y)
// inside the map view, "" for none.
func (b *Board) CreatureAtScreen(x, y float64) string {
	if !b.screen.mapR.Contains(x, y) {
		return ""
	}
	gx, gy := b.cam.ToGrid(x, y)
	return b.creatureAt(gx, gy)
}

// creatureOnSquare returns a creature whose space holds square s.
func (b *Board) creatureOnSquare(s Square) string {
	ts := b.Tokens()
	for i := len(ts) - 1; i >= 0; i-- {
		if ts[i].C.Rect().Contains(s.X, s.Y) {
			return ts[i].C.ID
		}
	}
	return ""
}

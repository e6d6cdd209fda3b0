package engine

import (
	"fmt"
	"math/rand"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/require"
)

// symmetry is one of the 8 symmetries of a w×h map (k&3 quarter turns
// clockwise after a left-right mirror when k&4 is set).
type symmetry struct{ k, w, h int }

func (s symmetry) pt(p grid.Pt) grid.Pt {
	W, H := int64(s.w)*grid.Unit, int64(s.h)*grid.Unit
	x, y := p.X, p.Y
	if s.k&4 != 0 {
		x = W - x
	}
	switch s.k & 3 {
	case 1:
		return grid.Pt{X: H - y, Y: x}
	case 2:
		return grid.Pt{X: W - x, Y: H - y}
	case 3:
		return grid.Pt{X: y, Y: W - x}
	}
	return grid.Pt{X: x, Y: y}
}

// rect maps a space to its image (top-left of the image rectangle).
func (s symmetry) rect(r grid.Rect) grid.Rect {
	a := s.pt(grid.P(r.X, r.Y))
	b := s.pt(grid.P(r.X+r.W, r.Y+r.H))
	x0, y0 := min(a.X, b.X)/grid.Unit, min(a.Y, b.Y)/grid.Unit
	x1, y1 := max(a.X, b.X)/grid.Unit, max(a.Y, b.Y)/grid.Unit
	return grid.Rect{X: int(x0), Y: int(y0), W: int(x1 - x0), H: int(y1 - y0)}
}

// apply builds the image of the encounter under s.
func (s symmetry) apply(t testing.TB, e *Encounter) *Encounter {
	t.Helper()
	g := e.Grid
	nw, nh := g.W, g.H
	if s.k&1 == 1 {
		nw, nh = g.H, g.W
	}
	rows := make([][]byte, nh)
	for i := range rows {
		rows[i] = make([]byte, nw)
	}
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			r := s.rect(grid.Rect{X: x, Y: y, W: 1, H: 1})
			rows[r.Y][r.X] = g.At(x, y).Char()
		}
	}
	rs := make([]string, nh)
	for i := range rows {
		rs[i] = string(rows[i])
	}
	var walls []grid.Wall
	for _, w := range g.Walls() {
		walls = append(walls, grid.Wall{A: s.pt(w.A), B: s.pt(w.B)})
	}
	ng, err := grid.New(rs, walls)
	require.NoError(t, err)
	var cs []*Creature
	for _, c := range e.Creatures {
		cc := *c
		r := s.rect(c.Rect())
		cc.X, cc.Y, cc.SpaceW, cc.SpaceH = r.X, r.Y, r.W, r.H
		cs = append(cs, &cc)
	}
	ne, err := NewEncounter(e.System, e.Options, ng, cs)
	require.NoError(t, err)
	return ne
}

// TestTacticsSymmetry checks on random battlefields that cover, flanking,
// threatened squares and attacks of opportunity do not change when the
// whole encounter is rotated or mirrored: the rules do not depend on which
// way the map faces.
func TestTacticsSymmetry(t *testing.T) {
	for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		t.Run(sys, func(t *testing.T) {
			e := battlefield(t, sys, 24, 20, 24, 3)
			if sys == "dnd5e" {
				e.Options.DMGFlanking = true
			}
			r := rand.New(rand.NewSource(5))
			// The first counterexample is reported, not every one after it.
			for k := 1; k < 8; k++ {
				s := symmetry{k, e.Grid.W, e.Grid.H}
				im := s.apply(t, e)
				for i := 0; i < 40; i++ {
					a := e.Creatures[r.Intn(len(e.Creatures))]
					b := e.Creatures[r.Intn(len(e.Creatures))]
					c := e.Creatures[r.Intn(len(e.Creatures))]
					if a == b {
						continue
					}
					for _, ranged := range []bool{true, false} {
						v1, _ := e.Cover(a.ID, b.ID, ranged)
						v2, _ := im.Cover(a.ID, b.ID, ranged)
						require.Equal(t, v1.Degree, v2.Degree, "symmetry %d: cover of %s from %s (ranged %v), and its image (%s / %s)", k, b.ID, a.ID, ranged, v1.Why, v2.Why)
					}
					f1, _ := e.Flanked(c.ID, a.ID, b.ID)
					f2, _ := im.Flanked(c.ID, a.ID, b.ID)
					require.Equal(t, f1.Flanked, f2.Flanked, "symmetry %d: %s flanked by %s and %s, and its image (%s / %s)", k, c.ID, a.ID, b.ID, f1.Why, f2.Why)
				}
				for _, c := range e.Creatures {
					t1, _ := e.Threatened(c.ID)
					t2, _ := im.Threatened(c.ID)
					want := map[Square]bool{}
					for _, q := range t1 {
						r := s.rect(grid.Rect{X: q.X, Y: q.Y, W: 1, H: 1})
						want[Square{r.X, r.Y}] = true
					}
					require.Equal(t, len(want), len(t2), "symmetry %d: the squares %s threatens, and its image", k, c.ID)
					for _, q := range t2 {
						require.True(t, want[q], "symmetry %d: image of %s threatens %v, not an image square", k, c.ID, q)
					}
				}
			}
		})
	}
}

// TestFastPathMatchesGeneral checks that the one-square fast path of the
// planner prices every square exactly as the general step code does, on
// random maps with creatures, in every system.
func TestFastPathMatchesGeneral(t *testing.T) {
	for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		for seed := int64(1); seed <= 4; seed++ {
			t.Run(fmt.Sprintf("%s/%d", sys, seed), func(t *testing.T) {
				e := battlefield(t, sys, 30, 30, 20, seed)
				// The first creature priced otherwise is reported.
				for _, m := range e.Creatures {
					if m.Size.Side() != 1 {
						continue
					}
					fast := NewPlanner()
					require.NoError(t, fast.Search(e, MoveQuery{Who: m.ID, Budget: 60, Diagonals: int(seed)}))
					got := fast.Reachable(nil)
					slow := NewPlanner()
					// AvoidAll with no reactor marks nothing but runs the
					// general expansion.
					require.NoError(t, slow.prepare(e, MoveQuery{Who: m.ID, Budget: 60, Diagonals: int(seed)}))
					slow.q.Avoid = AvoidAll
					slow.dz.gen = make([]uint32, e.Grid.W*e.Grid.H)
					slow.dz.reach = make([]uint64, e.Grid.W*e.Grid.H)
					slow.dz.enter = make([]uint64, e.Grid.W*e.Grid.H)
					slow.dz.stamp = 1
					slow.target = -1
					slow.setBudget(60)
					slow.run()
					want := slow.Reachable(nil)
					require.Equal(t, sortReached(want), sortReached(got), "%s: the general step code (expected) and the fast path (actual)", m.ID)
				}
			})
		}
	}
}

func sortReached(rs []Reached) []Reached {
	out := append([]Reached(nil), rs...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && (out[j].Y < out[j-1].Y || (out[j].Y == out[j-1].Y && out[j].X < out[j-1].X)); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

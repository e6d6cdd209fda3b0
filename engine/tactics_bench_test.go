package engine

import (
	"fmt"
	"math/rand"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/require"
)

// battlefield builds a w×h encounter under system sys with n creatures of
// mixed sizes and sides (some with reach weapons), solid squares, difficult
// terrain and wall segments, from a seeded source.
func battlefield(tb testing.TB, sys string, w, h, n int, seed int64) *Encounter {
	tb.Helper()
	r := rand.New(rand.NewSource(seed))
	rows := make([]string, h)
	for y := range rows {
		b := make([]byte, w)
		for x := range b {
			switch v := r.Intn(100); {
			case v < 4:
				b[x] = '#'
			case v < 14:
				b[x] = '~'
			default:
				b[x] = '.'
			}
		}
		rows[y] = string(b)
	}
	var walls []grid.Wall
	for i := 0; i < w*h/50; i++ {
		x, y := r.Intn(w), r.Intn(h)
		if r.Intn(2) == 0 {
			walls = append(walls, grid.Wall{A: grid.P(x, y), B: grid.P(x+1, y)})
		} else {
			walls = append(walls, grid.Wall{A: grid.P(x, y), B: grid.P(x, y+1)})
		}
	}
	g, err := grid.New(rows, walls)
	require.NoError(tb, err)
	system, _ := SystemByID(sys)
	e := &Encounter{Scene: Scene{System: system, Options: system.Defaults(), Grid: g}, byID: map[string]*Creature{}}
	sizes := []Size{Medium, Medium, Medium, Small, Large, Huge, Tiny}
	var cs []*Creature
	for len(cs) < n {
		c := &Creature{ID: fmt.Sprintf("c%d", len(cs)), Size: sizes[r.Intn(len(sizes))], Speed: 30, AoO: true}
		c.Side = "pcs"
		if len(cs)%2 == 1 {
			c.Side = "monsters"
		}
		if r.Intn(4) == 0 {
			c.WeaponReach = 10
		}
		// Cluster them so that threat areas overlap, as in a melee.
		c.X, c.Y = w/4+r.Intn(w/2), h/4+r.Intn(h/2)
		s := c.Size.Side()
		c.SpaceW, c.SpaceH = s, s
		ok := true
		f := newFitter(e, c)
		if fit, _ := f.standIn(c.Rect()); !fit {
			ok = false
		}
		for _, o := range cs {
			if o.Rect().Overlaps(c.Rect()) {
				ok = false
			}
		}
		if ok {
			cs = append(cs, c)
		}
	}
	enc, err := NewEncounter(system, system.Defaults(), g, cs)
	require.NoError(tb, err)
	return enc
}

// Inside a timed loop a check is a plain if that reports through require
// only when it fails: testify's bookkeeping of helpers costs time on every
// call, and the loop would measure it.

// BenchmarkThreatMap measures the threatened squares of 60 creatures on a
// 100×100 map: the app's reach overlay for everyone at once.
func BenchmarkThreatMap(b *testing.B) {
	for _, sys := range []string{"pf2e", "pf1e", "dnd5e"} {
		b.Run(sys, func(b *testing.B) {
			e := battlefield(b, sys, 100, 100, 60, 1)
			var ls grid.LineScratch
			var buf []Square
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				n := 0
				for _, c := range e.Creatures {
					buf = e.threatenedSquares(c, c.Rect(), buf[:0], &ls)
					n += len(buf)
				}
				if n == 0 {
					require.Fail(b, "nobody threatens anything")
				}
			}
		})
	}
}

// BenchmarkFlankStatus measures which enemies every creature flanks, for
// 60 creatures on a 100×100 map.
func BenchmarkFlankStatus(b *testing.B) {
	for _, sys := range []string{"pf2e", "pf1e"} {
		b.Run(sys, func(b *testing.B) {
			e := battlefield(b, sys, 100, 100, 60, 1)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := e.FlankStatus(); err != nil {
					require.NoError(b, err)
				}
			}
		})
	}
}

// BenchmarkCover measures the cover of 60 targets against one attacker's
// ranged attack on a 100×100 map.
func BenchmarkCover(b *testing.B) {
	for _, sys := range []string{"pf2e", "pf1e", "dnd5e"} {
		b.Run(sys, func(b *testing.B) {
			e := battlefield(b, sys, 100, 100, 61, 1)
			att := e.Creatures[0]
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, t := range e.Creatures[1:] {
					if _, err := e.Cover(att.ID, t.ID, true); err != nil {
						require.NoError(b, err, "cover of %s", t.ID)
					}
				}
			}
		})
	}
}

// BenchmarkProvokesPreview measures the attacks of opportunity along a path
// of a creature's reachable area, as the app's hover preview asks on every
// mouse move.
func BenchmarkProvokesPreview(b *testing.B) {
	e := battlefield(b, "pf1e", 100, 100, 60, 1)
	m := e.Creatures[2]
	p := NewPlanner()
	require.NoError(b, p.Search(e, MoveQuery{Who: m.ID, Budget: 60}))
	rs := p.Reachable(nil)
	far := rs[len(rs)-1]
	path := squaresOf(p.Path(far.X, far.Y))
	_, _ = e.Provokes(m.ID, path, ProvokeMove)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Provokes(m.ID, path, ProvokeMove); err != nil {
			require.NoError(b, err)
		}
	}
	b.ReportMetric(float64(len(path)), "steps")
}

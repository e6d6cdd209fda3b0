package grid

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRayStopAgreesWithLineTest checks RayStop against its definition: the
// segment from a to a+t(b−a) is blocked by LineTest exactly when t is past
// the stop. Segments run between grid points, square centres and edge
// midpoints of random maps (solid squares, walls along grid lines and at
// angles, doors), and every prefix ending on a multiple of 1/64 of the
// segment is tested, so the stops at square edges, wall crossings and
// corners are all met from both sides.
func TestRayStopAgreesWithLineTest(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	var s LineScratch
	checked, stopped := 0, 0
	for m := 0; m < 40; m++ {
		rows, walls := randomMap(r, 8, 7)
		g, err := Build(Spec{Rows: rows, Walls: walls, Doors: []Door{{Wall: WallF(2, 3, 3, 3)}, {Wall: WallF(4, 1, 4, 2), Open: true}}})
		require.NoError(t, err)
		for k := 0; k < 60; k++ {
			pick := func() Pt {
				return Pt{int64(r.Intn(17)) * Unit / 2, int64(r.Intn(15)) * Unit / 2}
			}
			a, b := pick(), pick()
			if a == b {
				continue
			}
			stop, blk, found := g.RayStop(a, b, &s)
			const n = 64
			for i := 1; i <= n; i++ {
				p := Pt{a.X + (b.X-a.X)*int64(i)/n, a.Y + (b.Y-a.Y)*int64(i)/n}
				want := g.LineTest(a, p, &s).Blocked()
				past := found && stop.Less(Frac{int64(i), n})
				if !assert.Equal(t, want, past, "map %d: %v→%v prefix %d/%d: LineTest blocked %v, stop %v (%s)", m, a, b, i, n, want, stop, blk.Why()) {
					return
				}
				checked++
			}
			if found {
				stopped++
			}
		}
	}
	t.Logf("%d prefixes checked, %d segments stopped", checked, stopped)
}

func TestRayStopCases(t *testing.T) {
	g := MustNew(open(8, 6), WallF(5, 2, 5, 4))
	var s LineScratch
	// A ray along y=3 from (1,3) meets the wall x=5 at x=5: t = 4/7.
	stop, blk, ok := g.RayStop(P(1, 3), P(8, 3), &s)
	require.True(t, ok)
	assert.Equal(t, WallCrossed, blk.Kind)
	assert.False(t, stop.Less(Frac{4, 7}))
	assert.False(t, Frac{4, 7}.Less(stop))
	// Running along the wall from its end: blocked from the start.
	stop, blk, ok = g.RayStop(P(5, 1), P(5, 5), &s)
	require.True(t, ok)
	assert.Equal(t, WallAlong, blk.Kind)
	assert.True(t, !stop.Less(Frac{1, 4}) && !Frac{1, 4}.Less(stop), "starts along the wall a quarter of the way: %v", stop)
	// Clear.
	_, _, ok = g.RayStop(P(0, 0), P(8, 0), &s)
	assert.False(t, ok)
}

func TestFracLess(t *testing.T) {
	big := int64(1) << 61
	assert.True(t, Frac{big - 1, big}.Less(Frac{1, 1}))
	assert.False(t, Frac{big, big}.Less(Frac{1, 1}))
	assert.True(t, Frac{-big, 3}.Less(Frac{1, big}))
	// (2^61−1)/(2^61) < (2^61)/(2^61+1) is false: a/(a+1) grows with a.
	assert.False(t, Frac{big, big + 1}.Less(Frac{big - 1, big}))
	assert.True(t, Frac{big - 1, big}.Less(Frac{big, big + 1}))
}

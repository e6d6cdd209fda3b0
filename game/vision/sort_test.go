package vision

import (
	"math/rand"
	"slices"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
)

// TestSortEventsExact: the radix sort with its exact fix-up gives the order
// of the exact comparator, on sets large enough to take the radix path,
// with many events on shared rays, on the axes and a step apart.
func TestSortEventsExact(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 20; trial++ {
		var sw Sweeper
		n := radixFrom + rng.Intn(4000)
		for i := 0; i < n; i++ {
			var p grid.Pt
			switch rng.Intn(4) {
			case 0: // on a small set of rays, at several distances
				d := grid.Pt{X: int64(rng.Intn(7) - 3), Y: int64(rng.Intn(7) - 3)}
				if d == (grid.Pt{}) {
					d.X = 1
				}
				k := int64(1 + rng.Intn(1000))
				p = grid.Pt{X: d.X * k * grid.Unit / 4, Y: d.Y * k * grid.Unit / 4}
			case 1: // a fixed-point step off a ray
				p = grid.Pt{X: 1000 * grid.Unit, Y: int64(rng.Intn(3) - 1)}
			default:
				p = grid.Pt{X: rng.Int63n(400*grid.Unit) - 200*grid.Unit, Y: rng.Int63n(400*grid.Unit) - 200*grid.Unit}
				if p == (grid.Pt{}) {
					p.Y = 1
				}
			}
			sw.ev = append(sw.ev, event{p: p, id: int32(i), end: rng.Intn(2) == 0, half: half(p)})
		}
		want := slices.Clone(sw.ev)
		slices.SortStableFunc(want, cmpEvent)
		sw.sortEvents()
		assert.Len(t, sw.ev, n)
		for i := 1; i < len(sw.ev); i++ {
			if !assert.LessOrEqual(t, cmpEvent(sw.ev[i-1], sw.ev[i]), 0, "trial %d: events %d and %d out of order: %+v %+v", trial, i-1, i, sw.ev[i-1], sw.ev[i]) {
				return
			}
		}
		got := slices.Clone(sw.ev)
		byID := func(e, f event) int { return int(e.id - f.id) }
		slices.SortFunc(got, byID)
		slices.SortFunc(want, byID)
		assert.Equal(t, want, got, "trial %d: the events changed", trial)
	}
}

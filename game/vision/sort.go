package vision

import (
	"slices"

	"battlemap/grid"
)

// The events are sorted in two steps: a radix sort on a pseudo-angle kept
// to angleBits bits, which puts them in order up to rounding, then an
// insertion sort with the exact comparator, which settles the events whose
// pseudo-angles are within rounding of each other (on the same ray, or
// closer than any float can tell). The exact order is what the sweep
// relies on; the radix sort only makes it cheap (a comparison sort spent
// 86% of a sweep's time on the caves benchmark).
const (
	angleBits = 33 // 3 passes of radixBits
	indexBits = 20 // events per sweep for the radix path: 2^20
	radixBits = 11
	// radixFrom is the fewest events for the radix path: below it a
	// comparison sort is cheaper than the passes' counting arrays.
	radixFrom = 1024
)

// pseudoAngle maps a direction to [0,4) monotonically with its angle from
// the x axis towards +y (the "diamond angle"), agreeing with half: [0,2)
// for half 0, [2,4) for half 1.
func pseudoAngle(p grid.Pt) float64 {
	x, y := float64(p.X), float64(p.Y)
	switch {
	case p.Y > 0 || (p.Y == 0 && p.X > 0):
		if p.X >= 0 {
			return y / (x + y)
		}
		return 1 + -x/(-x+y)
	case p.X <= 0:
		return 2 + -y/(-x-y)
	}
	return 3 + x/(x-y)
}

// sortEvents puts the events in the exact order of cmpEvent.
func (sw *Sweeper) sortEvents() {
	n := len(sw.ev)
	if n < radixFrom || n >= 1<<indexBits {
		slices.SortFunc(sw.ev, cmpEvent)
		return
	}
	const scale = float64(uint64(1) << (angleBits - 2)) // [0,4) → [0,2^angleBits)
	keys := sw.keys[:0]
	for i, e := range sw.ev {
		k := uint64(pseudoAngle(e.p) * scale)
		k = min(k, 1<<angleBits-1)
		keys = append(keys, k<<indexBits|uint64(i))
	}
	tmp := slices.Grow(sw.keys2[:0], n)[:n]
	for shift := indexBits; shift < indexBits+angleBits; shift += radixBits {
		var count [1 << radixBits]int32
		for _, k := range keys {
			count[(k>>shift)&(1<<radixBits-1)]++
		}
		sum := int32(0)
		for i, c := range count {
			count[i] = sum
			sum += c
		}
		for _, k := range keys {
			d := (k >> shift) & (1<<radixBits - 1)
			tmp[count[d]] = k
			count[d]++
		}
		keys, tmp = tmp, keys
	}
	sorted := slices.Grow(sw.ev2[:0], n)[:n]
	for i, k := range keys {
		sorted[i] = sw.ev[k&(1<<indexBits-1)]
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && cmpEvent(sorted[j], sorted[j-1]) < 0; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	sw.keys, sw.keys2 = keys, tmp
	sw.ev, sw.ev2 = sorted, sw.ev
}

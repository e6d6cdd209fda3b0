package engine

// Overlay bits: what the other creatures make of a square for one mover.
// The values fit the planner's square classes (planner.go).
const (
	occBlocked   uint8 = 1 << 1 // some occupant may not be passed
	occObstacle  uint8 = 1 << 5 // an occupant is an obstacle, ×2 (PF1e/3.5)
	occDifficult uint8 = 1 << 6 // an occupant's space is difficult terrain (5e)
	occNoEnd     uint8 = 1 << 7 // the mover may not end here
)

// overlay marks, for one mover, the squares other creatures occupy. It is
// rebuilt per query in time proportional to the creatures' spaces: a stamp
// per square says whether the square's bits belong to this query.
type overlay struct {
	w      int
	marked []int32 // the squares marked this query
	stamp  uint32
	gen    []uint32
	bits   []uint8
	load   []int16 // sharing load (see Size.perSquare), valid with gen
}

func (o *overlay) reset(w, h int) {
	n := w * h
	if len(o.gen) != n {
		o.gen = make([]uint32, n)
		o.bits = make([]uint8, n)
		o.load = make([]int16, n)
		o.stamp = 0
	}
	o.w = w
	o.marked = o.marked[:0]
	o.stamp++
	if o.stamp == 0 {
		clear(o.gen)
		o.stamp = 1
	}
}

// at returns the bits of square index i.
func (o *overlay) at(i int) uint8 {
	if o.gen[i] != o.stamp {
		return 0
	}
	return o.bits[i]
}

func (o *overlay) mark(i int, b uint8, load int) {
	if o.gen[i] != o.stamp {
		o.gen[i] = o.stamp
		o.bits[i] = 0
		o.load[i] = 0
		o.marked = append(o.marked, int32(i))
	}
	o.bits[i] |= b
	o.load[i] += int16(load)
}

// build marks every other creature's space for mover m under the system's
// passage rules; through's space (an overrun's target) may be passed, not
// ended in. A rider and its mount ignore each other.
func (o *overlay) build(e *Encounter, m *Creature, through string) {
	o.reset(e.Grid.W, e.Grid.H)
	for _, c := range e.Creatures {
		if c == m || c.Mount == m.ID || m.Mount == c.ID {
			continue
		}
		p := e.System.Passage(m, c)
		if c.ID == through {
			p.Enter, p.End = true, false
		}
		var b uint8
		if !p.Enter {
			b |= occBlocked
		}
		if !p.End {
			b |= occNoEnd
		}
		if p.Difficult {
			b |= occDifficult
		}
		if p.Obstacle {
			b |= occObstacle
		}
		load := 0
		if c.Size.Shares() {
			load = c.Size.perSquare()
		}
		r := c.Rect()
		for y := r.Y; y < r.Y+r.H; y++ {
			for x := r.X; x < r.X+r.W; x++ {
				o.mark(y*o.w+x, b, load)
			}
		}
	}
	if m.Size.Shares() {
		// A square holds 4 Tiny, 25 Diminutive or 100 Fine creatures.
		need := int16(m.Size.perSquare())
		for _, c := range e.Creatures {
			if i := c.Y*o.w + c.X; c != m && c.Size.Shares() && o.load[i]+need > 100 {
				o.bits[i] |= occNoEnd
			}
		}
	}
}

// occupants returns the creatures other than m whose space holds (x,y).
func (e *Encounter) occupants(m *Creature, x, y int) []*Creature {
	var out []*Creature
	for _, c := range e.Creatures {
		if c != m && c.Mount != m.ID && m.Mount != c.ID && c.Rect().Contains(x, y) {
			out = append(out, c)
		}
	}
	return out
}

// each calls fn for every marked square with its bits.
func (o *overlay) each(fn func(i int, b uint8)) {
	for _, i := range o.marked {
		fn(int(i), o.bits[i])
	}
}

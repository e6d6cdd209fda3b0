package engine

import (
	"math/bits"

	"battlemap/grid"
)

// Avoid says how a search weighs attacks of opportunity (the planner's
// second cost).
type Avoid uint8

// The three ways.
const (
	// AvoidNone: the cheapest path, whatever it provokes.
	AvoidNone Avoid = iota
	// AvoidFewest: among the cheapest paths, one that provokes the fewest
	// attacks (counted per step and reacting creature).
	AvoidFewest
	// AvoidAll: the cheapest path that provokes nobody; squares only
	// reachable by provoking are left out.
	AvoidAll
)

// tieScale separates cost from the provocation count in AvoidFewest keys:
// a key is cost×tieScale + provocations, so equal costs compare by count.
const tieScale = 1024

// danger holds, per square, the set of reacting creatures (one bit each)
// whose attack of opportunity a mover leaving or entering it may trigger.
type danger struct {
	stamp uint32
	gen   []uint32
	reach []uint64 // reactors that reach the square
	enter []uint64 // reactors whose own space it is (entering provokes, PF1e/Tiny)
	rule  Opportunity
	// Kept between searches: the squares one reactor threatens, the line
	// and cover scratch of its checks.
	sq    []Square
	ls    grid.LineScratch
	cover coverCtx
}

func (d *danger) at(i int) (reach, enter uint64) {
	if d.gen[i] != d.stamp {
		return 0, 0
	}
	return d.reach[i], d.enter[i]
}

func (d *danger) mark(i int, reach, enter uint64) {
	if d.gen[i] != d.stamp {
		d.gen[i] = d.stamp
		d.reach[i], d.enter[i] = 0, 0
	}
	d.reach[i] |= reach
	d.enter[i] |= enter
}

// buildDanger marks, for mover m, the squares each eligible reactor
// reaches (PF1e/3.5: unless the mover would have cover from it there), and
// the squares of reactors whose space it is provoking to enter.
func (p *Planner) buildDanger(e *Encounter, m *Creature) {
	d := &p.dz
	n := p.w * p.h
	if len(d.gen) != n {
		d.gen = make([]uint32, n)
		d.reach = make([]uint64, n)
		d.enter = make([]uint64, n)
		d.stamp = 0
	}
	d.stamp++
	if d.stamp == 0 {
		clear(d.gen)
		d.stamp = 1
	}
	d.rule = e.System.Opportunity()
	through := m.Size <= Tiny
	if t, ok := e.System.(interface{ ThroughProvokes() bool }); ok && t.ThroughProvokes() {
		through = true
	}
	k := 0
	for _, z := range e.Creatures {
		if z == m || z.Side == m.Side || z.Mount == m.ID || m.Mount == z.ID {
			continue
		}
		if ok, _ := e.mayReact(z, m); !ok {
			continue
		}
		bit := uint64(1) << (k % 64)
		k++
		zr := e.attackSpace(z)
		d.sq = e.threatenedSquares(z, zr, d.sq[:0], &d.ls)
		for _, s := range d.sq {
			r := grid.Rect{X: s.X, Y: s.Y, W: 1, H: 1}
			if d.rule == LeaveThreatened && e.coveredWith(&d.cover, z, m, r) {
				continue
			}
			d.mark(s.Y*p.w+s.X, bit, 0)
		}
		own := e.reachesOwnSpace(z)
		eachSq(zr, func(x, y int) {
			var reach, enter uint64
			if own {
				reach = bit
			}
			if through && d.rule == LeaveThreatened {
				enter = bit
			}
			d.mark(y*p.w+x, reach, enter)
		})
	}
}

// provokers returns the reactors a step from space r to space n provokes,
// by the system's rule (RULES.md E2: a multi-square mover leaves an area
// when any square of its space before the step is in it; in 5e it leaves
// the reach when no square after the step is within it).
func (p *Planner) provokers(r, n grid.Rect) uint64 {
	var before, after, entered uint64
	eachSq(r, func(x, y int) {
		a, _ := p.dz.at(y*p.w + x)
		before |= a
	})
	eachSq(n, func(x, y int) {
		a, en := p.dz.at(y*p.w + x)
		after |= a
		if !r.Contains(x, y) {
			entered |= en
		}
	})
	if p.dz.rule == LeaveReachEntirely {
		return before &^ after
	}
	return before | entered
}

// stepKey returns the search cost of a step (cost units, scaled and with
// the provocation count in AvoidFewest) and whether it is allowed.
func (p *Planner) stepKey(cost int, r, n grid.Rect) (int, bool) {
	switch p.q.Avoid {
	case AvoidAll:
		if p.provokers(r, n) != 0 {
			return 0, false
		}
	case AvoidFewest:
		return cost*tieScale + bits.OnesCount64(p.provokers(r, n)), true
	}
	return cost, true
}

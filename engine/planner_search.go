package engine

import (
	"math/bits"

	"battlemap/grid"
)

// state packs a square index, shape and diagonal parity.
func (p *Planner) state(i, shape, par int) int32 {
	return int32((i*p.nShapes+shape)<<p.parShift | par)
}

// unpack splits a state.
func (p *Planner) unpack(s int32) (i, shape, par int) {
	v := int(s)
	par = v & (1<<p.parShift - 1)
	v >>= p.parShift
	if p.nShapes == 1 {
		return v, 0, par
	}
	return v / p.nShapes, v % p.nShapes, par
}

// rectOf returns the space of a state.
func (p *Planner) rectOf(s int32) (grid.Rect, int) {
	i, k, _ := p.unpack(s)
	sh := p.fit.shapes[k]
	return grid.Rect{X: i % p.w, Y: i / p.w, W: sh.W, H: sh.H}, k
}

// est is the A* estimate from state s to the target square: a lower bound on
// the cost that never drops faster than a step costs (consistent), so the
// first time the target is settled its cost is the cheapest.
func (p *Planner) est(s int32) int {
	if p.target < 0 {
		return 0
	}
	i, _, par := p.unpack(s)
	dx, dy := i%p.w-p.tx, i/p.w-p.ty
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	hi, lo := max(dx, dy), min(dx, dy)
	if !p.alt {
		return hi * p.scale
	}
	return (hi + (lo+par)/2) * p.scale
}

// cost returns the cost of state s in the current search and whether the
// search has reached it at all.
func (p *Planner) cost(s int32) (int, bool) {
	n := p.node[s]
	return int(n & costMask), n>>costBits == p.stamp
}

// reached reports whether the current search has reached state s.
func (p *Planner) reached(s int32) bool { return p.node[s]>>costBits == p.stamp }

// g returns the search key cost of a reached state (scaled in AvoidFewest).
func (p *Planner) g(s int32) int { return int(p.node[s] & costMask) }

// units returns the movement cost of a reached state in 5-ft units.
func (p *Planner) units(s int32) int {
	if p.stages > 1 {
		return p.g(s) % p.spentW
	}
	return p.g(s) / p.scale
}

// advance prices a step of the given kind (without the parity bit) from key
// g and parity par: the new key and parity, the step's cost in units, and
// whether it fits. With several move actions a step that does not fit in
// the current action starts the next one (counting diagonals afresh under
// diagonal_scope "move"); a square is always paid within one action.
func (p *Planner) advance(g, par, kind int) (ng, np, cost int, ok bool) {
	e := p.table[kind|par<<1]
	cost, np = int(e.cost), par
	if p.nPar == 2 {
		np ^= int(e.flip)
	}
	if p.stages <= 1 {
		return g + cost, np, cost, true
	}
	base, spent := g/p.spentW, g%p.spentW
	stage, used := base/p.stageW, base%p.stageW
	if used+cost < p.stageW {
		return g + cost*p.spentW + cost, np, cost, true
	}
	if stage+1 >= p.stages {
		return 0, 0, 0, false
	}
	if p.resetStage {
		e = p.table[kind]
		cost, np = int(e.cost), int(e.flip)&(p.nPar-1)
	}
	if cost >= p.stageW {
		return 0, 0, 0, false
	}
	return ((stage+1)*p.stageW+cost)*p.spentW + spent + cost, np, cost, true
}

// run searches from the start state: Dijkstra up to the budget, or A* to
// the target when one is set. It leaves the tree in node and parent.
func (p *Planner) run() {
	p.states = 0
	p.order = p.order[:0]
	p.node[p.start] = p.stamp << costBits
	p.parent[p.start] = noLink
	if p.stepErr != nil {
		return
	}
	p.limit = maxBudget
	switch {
	case p.stages > 1:
		p.stageW = p.budget + 1
		p.spentW = p.stages*p.budget + 1
		p.limit = p.stages*p.stageW*p.spentW - 1
	case p.target < 0 && p.budget < maxBudget:
		p.limit = min(maxBudget, p.budget*p.scale+p.scale-1)
	}
	for d := 0; d < 8; d++ {
		p.off[d] = int32(dirDX[d] + dirDY[d]*p.w)
	}
	fast := p.side1 && p.nShapes == 1 && p.q.Avoid == AvoidNone && p.stages == 1 && !p.lane && !p.q.Unhampered
	span := (p.maxStep + 2) * p.scale
	if p.stages > 1 {
		span = (p.stageW + p.maxStep + 2) * p.spentW
	}
	p.queue.reset(p.est(p.start), span+64)
	p.queue.push(p.est(p.start), p.start)
	for {
		key, s, ok := p.queue.pop()
		if !ok {
			return
		}
		g := p.g(s)
		if p.target < 0 {
			if g != key {
				continue // stale entry
			}
			if g > p.limit {
				return
			}
		} else {
			if g+p.est(s) != key {
				continue
			}
			if i, _, _ := p.unpack(s); i == p.target && p.canEnd(s) {
				p.states++
				p.order = append(p.order, s)
				return
			}
		}
		p.states++
		p.order = append(p.order, s)
		if p.oneStep && s != p.start {
			continue
		}
		if fast {
			p.expand1(s, g)
		} else {
			p.expandN(s, g)
		}
	}
}

// Parent links. A link records the state a state was reached from, relative
// to it: the fast path stores the reverse direction and the parity (bit 15
// set); the general path the offset of the old top-left square (dx, dy in
// -7..7), the old shape and the parity.
const (
	noLink   uint16 = 0xFFFF
	fastLink uint16 = 1 << 15
)

// link encodes the step from state from to state t.
func (p *Planner) link(from, t int32) uint16 {
	fi, fk, fpar := p.unpack(from)
	ti, _, _ := p.unpack(t)
	dx, dy := fi%p.w-ti%p.w, fi/p.w-ti/p.w
	return uint16(dx+7) | uint16(dy+7)<<4 | uint16(fk)<<8 | uint16(fpar)<<11
}

// from returns the state a reached state was reached from, or -1 for the
// start.
func (p *Planner) from(t int32) int32 {
	l := p.parent[t]
	if l == noLink {
		return -1
	}
	ti, _, _ := p.unpack(t)
	if l&fastLink != 0 {
		d := int(l & 7)
		return int32((ti+dirDX[d]+dirDY[d]*p.w)<<p.parShift | int(l>>3&1))
	}
	dx, dy := int(l&15)-7, int(l>>4&15)-7
	return p.state(ti+dx+dy*p.w, int(l>>8&7), int(l>>11&1))
}

// relax records a cheaper way to reach state t.
func (p *Planner) relax(from, t int32, g, cost int) {
	if g > p.limit {
		return
	}
	if c, ok := p.cost(t); ok && c <= g {
		return
	}
	if p.stages == 1 && p.parShift == 1 && p.scale == 1 {
		if c, ok := p.cost(t ^ 1); ok && c+int(t&1^1) <= g {
			return // dominated by its parity twin (see expand1)
		}
	}
	p.node[t] = p.stamp<<costBits | uint32(g)
	p.parent[t] = p.link(from, t)
	p.queue.push(g+p.est(t), t)
}

// expand1 is the fast path for one-square creatures: the step masks of the
// grid and the square classes (with the creatures patched in) give every
// neighbour's step kind. Neighbours off the map never have their step-mask
// bit set.
func (p *Planner) expand1(s int32, g int) {
	ps := p.parShift
	i := int(s) >> ps
	par := int(s) & (1<<ps - 1)
	lc, cf := p.enc.Grid.StepMasks(i)
	legal := lc
	if !p.cornerC {
		legal &= cf | 0x55 // orthogonal directions pass no corner
	}
	sq, node, parent := p.sq, p.node, p.parent
	low := 0 // steps over low walls (RULES.md B3, C3), which fliers avoid
	if !p.sqKey.ignoreT {
		low = int(p.enc.Grid.LowStepMask(i))
	}
	tbl, off := &p.table, &p.off
	stampHi := p.stamp << costBits
	limit := p.limit
	astar := p.target >= 0
	for legal != 0 {
		d := bits.TrailingZeros8(legal)
		legal &= legal - 1
		ni := i + int(off[d])
		c := sq[ni]
		if c&(sqBlocked|occBlocked) != 0 {
			continue
		}
		e := tbl[d&1|par<<1|int(c&sqKindMask)|(low>>d&1)<<7]
		ng := g + int(e.cost)
		np := par ^ int(e.flip)&(1<<ps-1)
		t := int32(ni<<ps | np)
		if ng > limit {
			continue
		}
		if n := node[t]; n&^costMask == stampHi && int(n&costMask) <= ng {
			continue
		}
		if ps == 1 {
			// Parity dominance: with an even count the next diagonal is the
			// cheap one, which is worth at most one unit. A state is useless
			// when its even twin is as cheap, or its odd twin a unit cheaper.
			if n := node[t^1]; n&^costMask == stampHi && int(n&costMask)+(np^1) <= ng {
				continue
			}
		}
		node[t] = stampHi | uint32(ng)
		parent[t] = uint16(d^4) | uint16(par)<<3 | fastLink // the reverse direction
		if astar {
			p.queue.push(ng+p.est(t), t)
		} else {
			p.queue.push(ng, t)
		}
	}
}

var dirDX = [8]int{1, 1, 0, -1, -1, -1, 0, 1}
var dirDY = [8]int{0, 1, 1, 1, 0, -1, -1, -1}

// canEnd reports whether the mover may end its movement in state s.
func (p *Planner) canEnd(s int32) bool {
	if p.side1 && p.nShapes == 1 {
		return p.sq[int(s)>>p.parShift]&occNoEnd == 0
	}
	r, _ := p.rectOf(s)
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if p.ov.at(y*p.w+x)&occNoEnd != 0 {
				return false
			}
		}
	}
	return true
}

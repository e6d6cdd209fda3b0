package engine

import (
	"fmt"
	"math/bits"

	"battlemap/grid"
)

// MoveQuery is a question about one creature's movement.
type MoveQuery struct {
	Who    string
	Action MoveAction
	// Diagonals is how many diagonal squares the creature has already moved
	// this turn (ignored with diagonal_scope "move").
	Diagonals int
	// Budget in feet for Search; negative means no limit.
	Budget int
	// Avoid weighs attacks of opportunity: fewest among the cheapest paths,
	// or none at all.
	Avoid Avoid
	// Actions is how many move actions the movement may span (a PF2e turn
	// of Strides, a PF1e/3.5 double move), each with its own Budget: a
	// square must be paid for within one action and unused feet of an
	// action are lost (RULES.md A2, B2). 0 or 1: one pool of Budget feet.
	Actions int
	// Lane, when set, is the end space of a straight movement (a run or a
	// charge): every space of the path must meet the lane swept from the
	// mover's space to it (RULES.md B2, B14).
	Lane *grid.Rect
	// Unhampered forbids difficult terrain, squeezing and obstacles on the
	// way (a run or a charge).
	Unhampered bool
}

// Planner finds the cheapest legal movement of one creature. It keeps its
// buffers between queries (no allocation per query once warm) and keeps the
// search tree of the last Search, so the cost of and path to any square in
// the searched area are read back without searching again: a hover preview
// costs a walk up the tree.
//
// A Planner is not safe for concurrent use; give each goroutine its own.
type Planner struct {
	enc   *Encounter
	mover *Creature
	q     MoveQuery
	fit   *fitter
	ov    overlay

	w, h    int
	nShapes int
	nPar    int
	cornerC bool // corner cutting
	alt     bool // alternating diagonals
	side1   bool // a one-square creature that never changes shape: the fast path
	scope   TerrainScope
	crawl   bool // 5e crawling: +1 ft per ft
	oneStep bool // Step / one-square crawl: a single step from the start
	stepErr error

	table    [128]stepEntry
	maxStep  int
	tableKey tableKey
	initPar  int // parity of the diagonals moved before the query
	initDia  int // diagonals moved before the query (for words)

	start    int32
	budget   int // in 5-ft units, or maxBudget
	limit    int // no state costlier than this is queued
	parShift int // 1 when states carry the diagonal parity
	off      [8]int32
	target   int // square index for Cost, -1 for Search
	tx, ty   int

	// node holds, per state, the search stamp (high bits: the state belongs
	// to this search) and the cost in 5-ft units (low costBits bits): one
	// 4-byte access answers "seen, and how cheap".
	stamp uint32
	node  []uint32
	// parent holds, per state, the step that reached it (see link): two
	// bytes instead of a four-byte state index keeps big searches in cache.
	parent []uint16
	queue  bucketQueue
	states int // states settled by the last search

	// Square classes for the fast path (sq* bits), cached per grid and
	// mover class; the creatures of the query are patched in (the occ* bits)
	// and taken out again by the next query (patched holds the originals).
	sq      []uint8
	sqKey   sqKey
	patched []patch
	// Fit cache for big creatures: per (square, shape), 1 fits, 2 not.
	fitVal []uint8
	fitKey sqKey

	dz    danger // reactors per square, for Avoid searches
	scale int    // key units per cost unit: tieScale in AvoidFewest, else 1

	// A straight lane (run, charge).
	lane           bool
	laneStart      grid.Rect
	laneDX, laneDY int

	// Several move actions: a state's key is stage×stageW + feet used in
	// the stage, and spent keeps the movement actually paid.
	stages     int
	stageW     int
	resetStage bool // diagonal_scope "move": each action counts afresh
	spent      []int32

	path  []int32 // scratch for path walks
	order []int32 // settled states of the last search, cheapest first

	mark      []uint32 // per square, for Reachable
	markStamp uint32
}

// patch is a square class changed for one query, with its original value.
type patch struct {
	i int32
	c uint8
}

// stepEntry is a priced step kind: cost in 5-ft units and how the step
// changes the parity of the diagonal count.
type stepEntry struct {
	cost uint8
	flip uint8 // the step's diagonals, mod 2
	diag uint8 // the step's diagonals (0, 1 or 2)
}

// diagAdvance returns how many diagonals a step of the given kind counts.
func (p *Planner) diagAdvance(kind int) int { return int(p.table[kind].diag) }

// tableKey identifies what the priced step table depends on.
type tableKey struct {
	sys   System
	opts  Options
	crawl bool
	ok    bool
}

// sqKey identifies what the cached square classes depend on.
type sqKey struct {
	g       *grid.Grid
	sys     System
	flying  bool
	narrow  NarrowEntry
	side    int
	ignoreT bool
}

// Square class bits of the fast path. They are laid out so that the bits
// 2–6 of a square's class are the step-kind bits of entering it; the
// creature bits (occ*, overlay.go) share the byte.
const (
	sqBlocked  uint8 = 1 << 0 // the map forbids the square
	sqTerrain  uint8 = 3 << 2 // hamper level 0..2
	sqSqueeze  uint8 = 1 << 4 // entering means squeezing
	sqKindMask       = 0x7C   // terrain, squeeze, obstacle, occupied
	costBits         = 22
	costMask         = 1<<costBits - 1
	maxStamp         = 1<<(32-costBits) - 1
	maxBudget        = costMask - 64 // no cost reaches this
	unitFeet         = 5
	kindDiag         = 1
	kindOdd          = 2 // the count so far is odd: this diagonal is the 2nd, 4th…
	kindSqz          = 1 << 4
	kindObst         = 1 << 5
	kindOcc          = 1 << 6
	kindTerrSh       = 2
)

// NewPlanner returns a planner with empty buffers.
func NewPlanner() *Planner { return &Planner{} }

// prepare sets the planner up for a query on e: the mover, its fitter, the
// creature overlay, the priced step table and the start state.
func (p *Planner) prepare(e *Encounter, q MoveQuery) error {
	m, err := e.Lookup(q.Who)
	if err != nil {
		return err
	}
	sys, o := e.System, e.Options
	p.enc, p.mover, p.q = e, m, q
	p.w, p.h = e.Grid.W, e.Grid.H
	p.cornerC = o.CornerCutting
	p.alt = sys.Alternates(o)
	p.scope = sys.Scope()
	p.stepErr = nil

	action := q.Action
	if action == Move && m.Has(Prone) {
		action = Crawl // a prone creature moves only by crawling (A15, B15, C15, D15)
	}
	p.crawl = action == Crawl && sys.ID() == "dnd5e"
	p.oneStep = action == Step || (action == Crawl && !p.crawl)
	if p.oneStep {
		p.stepErr = sys.StepAllowed(m, action, q.Diagonals)
	}
	if p.fit == nil {
		p.fit = &fitter{}
	}
	p.fit.init(e, m)
	p.nShapes = len(p.fit.shapes)
	p.side1 = p.fit.side == 1
	p.nPar, p.parShift = 1, 0
	if p.alt {
		p.nPar, p.parShift = 2, 1
	}
	p.initDia = q.Diagonals
	if o.DiagonalScope == ScopeMove || !p.alt {
		p.initDia = 0
	}
	p.initPar = p.initDia & 1

	p.buildTable(sys, o)
	p.ov.build(e, m)
	p.scale = 1
	p.stages = 1
	p.lane = q.Lane != nil
	if p.lane {
		p.laneStart = m.Rect()
		p.laneDX, p.laneDY = q.Lane.X-m.X, q.Lane.Y-m.Y
	}
	if q.Actions > 1 && q.Budget >= 0 && !p.oneStep {
		p.stages = q.Actions
		p.resetStage = o.DiagonalScope == ScopeMove
	}
	if q.Avoid != AvoidNone {
		p.buildDanger(e, m)
		if q.Avoid == AvoidFewest && p.stages == 1 {
			p.scale = tieScale
		}
	}
	p.cacheSquares(e, m)

	n := p.w * p.h * p.nShapes * p.nPar
	if len(p.node) < n {
		p.node = make([]uint32, n)
		p.parent = make([]uint16, n)
		p.stamp = 0
	}
	if p.stages > 1 && len(p.spent) < n {
		p.spent = make([]int32, n)
	}
	p.stamp++
	if p.stamp > maxStamp {
		clear(p.node)
		p.stamp = 1
	}
	k := p.fit.shapeIndex(m.SpaceW, m.SpaceH)
	if k < 0 {
		return fmt.Errorf("engine: creature %q stands in a %d×%d space its size cannot take", m.ID, m.SpaceW, m.SpaceH)
	}
	p.start = p.state(m.Y*p.w+m.X, k, p.initPar)
	return nil
}

// buildTable prices every step kind once, so the search reads a table.
func (p *Planner) buildTable(sys System, o Options) {
	key := tableKey{sys, o, p.crawl, true}
	if p.tableKey == key {
		return
	}
	p.tableKey = key
	p.maxStep = 1
	for i := range p.table {
		k := StepKind{
			Diagonal: i&kindDiag != 0,
			Ordinal:  1 + (i&kindOdd)>>1,
			Terrain:  uint8(i>>kindTerrSh) & 3,
			Squeezed: i&kindSqz != 0,
			Obstacle: i&kindObst != 0,
			Occupied: i&kindOcc != 0,
			Crawling: p.crawl,
		}
		if k.Terrain == 3 {
			continue
		}
		c := sys.StepCost(k, o)
		u := c.Feet / unitFeet
		p.table[i] = stepEntry{cost: uint8(u), flip: uint8(c.Diagonals & 1), diag: uint8(c.Diagonals)}
		p.maxStep = max(p.maxStep, u)
	}
}

// cacheSquares fills the per-square classes of the fast path and resets the
// fit cache of big creatures when the map or the mover's class changed.
func (p *Planner) cacheSquares(e *Encounter, m *Creature) {
	for j := len(p.patched) - 1; j >= 0; j-- {
		p.sq[p.patched[j].i] = p.patched[j].c
	}
	p.patched = p.patched[:0]
	key := sqKey{e.Grid, e.System, m.Has(Flying), p.fit.narrow, p.fit.side, m.Has(Flying) && e.System.FlyingIgnoresTerrain()}
	if p.side1 && (p.sqKey != key || len(p.sq) != p.w*p.h) {
		p.sqKey = key
		if len(p.sq) != p.w*p.h {
			p.sq = make([]uint8, p.w*p.h)
		}
		for y := 0; y < p.h; y++ {
			for x := 0; x < p.w; x++ {
				var c uint8
				if !p.fit.squareOK(x, y) {
					c = sqBlocked
				} else {
					t := e.Grid.At(x, y)
					if !key.ignoreT {
						c = t.Hamper() << 2
					}
					if t == grid.Narrow && p.fit.narrow == NarrowSqueeze {
						c |= sqSqueeze
					}
				}
				p.sq[y*p.w+x] = c
			}
		}
	}
	if p.side1 {
		p.ov.each(func(i int, b uint8) {
			p.patched = append(p.patched, patch{int32(i), p.sq[i]})
			p.sq[i] |= b
		})
	}
	if !p.side1 && p.fitKey != key {
		p.fitKey = key
		n := p.w * p.h * p.nShapes
		if cap(p.fitVal) < n {
			p.fitVal = make([]uint8, n)
		}
		p.fitVal = p.fitVal[:n]
		clear(p.fitVal)
	}
}

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
		return int(p.spent[s])
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
	stage, used := g/p.stageW, g%p.stageW
	if used+cost < p.stageW {
		return g + cost, np, cost, true
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
	return (stage+1)*p.stageW + cost, np, cost, true
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
		p.limit = p.stages*p.stageW - 1
		p.spent[p.start] = 0
	case p.target < 0 && p.budget < maxBudget:
		p.limit = min(maxBudget, p.budget*p.scale+p.scale-1)
	}
	for d := 0; d < 8; d++ {
		p.off[d] = int32(dirDX[d] + dirDY[d]*p.w)
	}
	fast := p.side1 && p.nShapes == 1 && p.q.Avoid == AvoidNone && p.stages == 1 && !p.lane && !p.q.Unhampered
	p.queue.reset(p.est(p.start), (p.maxStep+2)*p.scale+64+p.stageW)
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
	if p.stages > 1 {
		p.spent[t] = p.spent[from] + int32(cost)
	} else if p.parShift == 1 && p.scale == 1 {
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
		e := tbl[d&1|par<<1|int(c&sqKindMask)]
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

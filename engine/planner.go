package engine

import (
	"fmt"

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
	// terr is the encounter's area terrain for this query (areas.go).
	terr *terrainLayer

	dz    danger // reactors per square, for Avoid searches
	scale int    // key units per cost unit: tieScale in AvoidFewest, else 1

	// A straight lane (run, charge).
	lane           bool
	laneStart      grid.Rect
	laneDX, laneDY int

	// Several move actions: a state's key is (stage×stageW + units used in
	// the stage)×spentW + units paid in all: fewest actions first, then the
	// most left of the last one (which decides what can still be reached),
	// then the fewest feet in all (which only picks among equals).
	stages     int
	stageW     int
	resetStage bool // diagonal_scope "move": each action counts afresh
	spentW     int

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
	// terr is the difficult terrain the encounter's areas lay (a new
	// layer whenever it changes).
	terr *terrainLayer
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
	key := sqKey{e.Grid, e.System, m.Has(Flying), p.fit.narrow, p.fit.side, m.Has(Flying) && e.System.FlyingIgnoresTerrain(), e.areaTerrain()}
	p.terr = key.terr
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
						// The map's terrain or an area's, the worse.
						c = max(t.Hamper(), key.terr.at(y*p.w+x)) << 2
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

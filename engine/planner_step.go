package engine

import (
	"fmt"

	"battlemap/grid"
)

// expandN expands a state of any creature: every direction, and every space
// the step may turn into (SCENARIO-FORMAT.md "Squeezing on the grid": a step
// may change the shape when the old space, moved by the step, contains the
// new one or is contained in it).
func (p *Planner) expandN(s int32, g int) {
	r, k := p.rectOf(s)
	_, _, par := p.unpack(s)
	for d := 0; d < 8; d++ {
		moved := r.Move(dirDX[d], dirDY[d])
		p.successors(moved, k, func(n grid.Rect, k2 int) {
			kind, ok, _ := p.evalStep(r, grid.Dir(d), n, k2, false)
			if !ok {
				return
			}
			ng, np, cost, ok := p.advance(g, par, kind)
			if !ok {
				return
			}
			if p.q.Avoid != AvoidNone {
				key, ok := p.stepKey(cost, r, n)
				if !ok {
					return
				}
				if p.stages == 1 {
					ng = g + key
				}
			}
			p.relax(s, p.state(n.Y*p.w+n.X, k2, np), ng, cost)
		})
	}
}

// successors calls fn for each space n (shape k2) a step can lead to when
// the old space, moved, is moved (shape k).
func (p *Planner) successors(moved grid.Rect, k int, fn func(n grid.Rect, k2 int)) {
	fn(moved, k)
	for k2, s2 := range p.fit.shapes {
		if k2 == k {
			continue
		}
		switch {
		case s2.W <= moved.W && s2.H <= moved.H: // narrower: inside the moved space
			for y := moved.Y; y <= moved.Y+moved.H-s2.H; y++ {
				for x := moved.X; x <= moved.X+moved.W-s2.W; x++ {
					fn(grid.Rect{X: x, Y: y, W: s2.W, H: s2.H}, k2)
				}
			}
		case s2.W >= moved.W && s2.H >= moved.H: // wider: around the moved space
			for y := moved.Y - (s2.H - moved.H); y <= moved.Y; y++ {
				for x := moved.X - (s2.W - moved.W); x <= moved.X; x++ {
					fn(grid.Rect{X: x, Y: y, W: s2.W, H: s2.H}, k2)
				}
			}
		}
	}
}

// standable reports, through the fit cache, whether the creature may stand
// in space n of shape k2 as far as the map goes.
func (p *Planner) standable(n grid.Rect, k2 int) bool {
	if n.X < 0 || n.Y < 0 || n.X+n.W > p.w || n.Y+n.H > p.h {
		return false
	}
	if p.side1 {
		return p.sq[n.Y*p.w+n.X]&sqBlocked == 0
	}
	ci := (n.Y*p.w+n.X)*p.nShapes + k2
	switch p.fitVal[ci] {
	case 1:
		return true
	case 2:
		return false
	}
	ok, _ := p.fit.standIn(n)
	if ok {
		p.fitVal[ci] = 1
	} else {
		p.fitVal[ci] = 2
	}
	return ok
}

// evalStep decides one step from space r in direction d to space n of shape
// k2 and returns its step kind (without the parity bit). With explain it
// also says why an illegal step is illegal.
func (p *Planner) evalStep(r grid.Rect, d grid.Dir, n grid.Rect, k2 int, explain bool) (kind int, ok bool, why string) {
	g := p.enc.Grid
	if !p.standable(n, k2) {
		if explain {
			_, why = p.fit.standIn(n)
		}
		return 0, false, why
	}
	dx, dy := d.D()
	// Each square that moves: its centre line, and the corner it passes.
	for y := r.Y; y < r.Y+r.H; y++ {
		for x := r.X; x < r.X+r.W; x++ {
			if !n.Contains(x+dx, y+dy) {
				continue
			}
			if !g.StepLineClear(x, y, d) {
				if explain {
					why = fmt.Sprintf("the way from (%d,%d) to (%d,%d) is blocked by a wall or solid square", x, y, x+dx, y+dy)
				}
				return 0, false, why
			}
			if !p.cornerC && !g.CornerFree(x, y, d) {
				if explain {
					why = fmt.Sprintf("moving diagonally from (%d,%d) to (%d,%d) would cut a wall's corner", x, y, x+dx, y+dy)
				}
				return 0, false, why
			}
		}
	}
	var terrain, terrainNew uint8
	var obst, occNew bool
	for y := n.Y; y < n.Y+n.H; y++ {
		for x := n.X; x < n.X+n.W; x++ {
			i := y*p.w + x
			ob := p.ov.at(i)
			if ob&occBlocked != 0 {
				if explain {
					why = p.blockedBy(x, y)
				}
				return 0, false, why
			}
			t := max(g.At(x, y).Hamper(), p.terr.at(i)) // the map's or an area's
			if p.fit.flying && p.enc.System.FlyingIgnoresTerrain() {
				t = 0
			}
			terrain = max(terrain, t)
			obst = obst || ob&occObstacle != 0
			if !r.Contains(x, y) {
				terrainNew = max(terrainNew, t)
				occNew = occNew || ob&occDifficult != 0
			}
		}
	}
	if p.scope == NewlyEntered {
		terrain = terrainNew
	}
	kind = int(d&1) | int(terrain)<<kindTerrSh
	if p.fit.squeezedIn(n, k2) {
		kind |= kindSqz
	}
	if obst {
		kind |= kindObst
	}
	if occNew {
		kind |= kindOcc
	}
	if p.q.Unhampered && kind&^kindDiag != 0 {
		if explain {
			why = "no difficult terrain, squeezing or obstacle on the way of a run or a charge (RULES.md B2, B14)"
		}
		return 0, false, why
	}
	if p.lane && !grid.SweepMeets(p.laneStart, p.laneDX, p.laneDY, n) {
		if explain {
			why = fmt.Sprintf("(%d,%d) leaves the straight lane", n.X, n.Y)
		}
		return 0, false, why
	}
	return kind, true, ""
}

// blockedBy names the creature that blocks square (x,y) for the mover.
func (p *Planner) blockedBy(x, y int) string {
	for _, o := range p.enc.occupants(p.mover, x, y) {
		if pa := p.enc.System.Passage(p.mover, o); !pa.Enter {
			return pa.Why()
		}
	}
	return fmt.Sprintf("(%d,%d) is occupied", x, y)
}

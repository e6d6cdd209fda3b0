package engine

import "battlemap/grid"

// OverrunInfo answers whether a movement runs into an enemy's space, and
// whether the mover may overrun that enemy now.
type OverrunInfo struct {
	// Target is the enemy whose space the path runs into, "" for none.
	Target string
	// Contact is the index of the path's position in front of it.
	Contact int
	// Allowed: an Overrun through Target to the path's end would be
	// applied now; Why says why not (the engine's refusal).
	Allowed bool
	Why     string
}

// OverrunCheck says whether moving who along path (its positions, the
// first where it stands, as for Provokes) runs into the space of an enemy,
// and whether who may overrun it to the path's end (charging, with charge):
// the question the app asks when a dragged path meets an enemy.
func (e *Encounter) OverrunCheck(who string, path []Square, charge bool) (OverrunInfo, error) {
	m, err := e.Lookup(who)
	if err != nil {
		return OverrunInfo{}, err
	}
	side := m.Size.Side()
	for i := 1; i < len(path); i++ {
		r := grid.Rect{X: path[i].X, Y: path[i].Y, W: side, H: side}
		for _, o := range e.occupantsOf(m, r) {
			if o.Side == m.Side {
				continue
			}
			last := path[len(path)-1]
			info := OverrunInfo{Target: o.ID, Contact: i - 1}
			if err := e.Check(Overrun{Who: who, Target: o.ID, X: last.X, Y: last.Y, Charge: charge}); err != nil {
				info.Why = err.Error()
			} else {
				info.Allowed = true
				info.Why = "an overrun is a standard action taken during a move action (" + e.citeOf(topicOverrun) + ")"
			}
			return info, nil
		}
	}
	return OverrunInfo{}, nil
}

// OverrunPath returns the way for who to (x,y) through one enemy's space
// when only an overrun opens it, or opens a cheaper one, with what
// OverrunCheck says of it; without such an enemy, no path and no target.
// Charging (charge), the way is the charge's straight lane to (x,y), and
// any enemy whose space alone closes the lane is the one to overrun. The
// path's steps are the caller's own.
func (e *Encounter) OverrunPath(who string, x, y int, charge bool) (Path, OverrunInfo, error) {
	m, err := e.Lookup(who)
	if err != nil {
		return Path{}, OverrunInfo{}, err
	}
	q := MoveQuery{Who: who, Diagonals: e.Turn.Diagonals, Budget: e.speedOf(m)}
	p := e.scratch()
	plain := -1
	if charge {
		// A charge goes straight or not at all: the lane to (x,y), as
		// Overrun plays it; a way around is no charge, so it never wins.
		q.Budget = 2 * e.speedOf(m)
		q.Lane = &grid.Rect{X: x, Y: y, W: m.SpaceW, H: m.SpaceH}
		q.Unhampered = true
	} else if err := p.Search(e, q); err == nil {
		if ft, ok := p.Best(x, y); ok {
			plain = ft
		}
	}
	var best Path
	var bestInfo OverrunInfo
	for _, o := range e.Creatures {
		if o == m || o.Side == m.Side || int(o.Size) > int(m.Size)+1 {
			continue
		}
		q.Through = o.ID
		if err := p.Search(e, q); err != nil {
			continue
		}
		ft, ok := p.Best(x, y)
		if !ok || (plain >= 0 && ft >= plain) || (best.Steps != nil && ft >= best.Feet()) {
			continue
		}
		path := p.Path(x, y)
		steps := append([]PathStep(nil), path.Steps...)
		info, err := e.OverrunCheck(who, squaresOfSteps(steps), charge)
		if err != nil || info.Target != o.ID {
			continue
		}
		best, bestInfo = Path{Steps: steps, System: path.System, Options: path.Options}, info
	}
	return best, bestInfo, nil
}

// squaresOfSteps returns the top-left squares of steps.
func squaresOfSteps(steps []PathStep) []Square {
	out := make([]Square, len(steps))
	for i, s := range steps {
		out[i] = Square{s.X, s.Y}
	}
	return out
}

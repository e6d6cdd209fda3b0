package engine

import (
	"fmt"

	"battlemap/grid"
)

// Mounted combat on the grid (RULES.md A17, B17, C17, D17): a rider shares
// its mount's space and moves with it; it mounts and dismounts with an
// action; a 5e controlled mount acts only to move.

// MountUp puts the active creature Who on the back of Mount: a willing
// creature at least one size larger within 5 ft, that nobody else rides.
// The rider moves into the mount's space. It costs half the rider's speed
// in 5e (D17), one action in PF2e (A17, CRB p.472), a move action in PF1e
// and 3.5 (B2: mounting is a move action).
type MountUp struct {
	Who, Mount string
}

// String describes the action for the log.
func (a MountUp) String() string { return a.Who + " mounts " + a.Mount }

func (a MountUp) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	m, err := e.Lookup(a.Mount)
	if err != nil {
		return "", err
	}
	switch {
	case c.Mount != "":
		return "", fmt.Errorf("engine: %s already rides %s", a.Who, c.Mount)
	case m == c:
		return "", fmt.Errorf("engine: %s cannot ride itself", a.Who)
	case m.Mount != "":
		return "", fmt.Errorf("engine: %s rides %s itself", a.Mount, m.Mount)
	case e.riderOf(m) != nil:
		return "", fmt.Errorf("engine: %s already carries %s", a.Mount, e.riderOf(m).ID)
	case !willing(c, m):
		return "", fmt.Errorf("engine: %s is not willing to carry %s", a.Mount, a.Who)
	case int(m.Size) < int(c.Size)+1:
		return "", fmt.Errorf("engine: a mount is at least one size larger than its rider: %s is %s, %s %s (%s)", a.Mount, m.Size, a.Who, c.Size, e.mountCite())
	}
	if dx, dy := grid.Gap(c.Rect(), m.Rect()); max(dx, dy) > 1 {
		return "", fmt.Errorf("engine: %s is more than 5 ft from %s (%s)", a.Mount, a.Who, e.mountCite())
	}
	cost, err := e.payMount(c)
	if err != nil {
		return "", err
	}
	c.Mount = m.ID
	c.X, c.Y = m.X, m.Y
	c.SpaceW, c.SpaceH = c.Size.Side(), c.Size.Side()
	return fmt.Sprintf("%s mounts %s (%s)", a.Who, a.Mount, cost), nil
}

// Dismount takes the active creature Who off its mount into the space at
// (X,Y) (its top-left square), within 5 ft of the mount, where it may
// stand. It costs what mounting costs (MountUp).
type Dismount struct {
	Who  string
	X, Y int
}

// String describes the action for the log.
func (a Dismount) String() string { return fmt.Sprintf("%s dismounts to (%d,%d)", a.Who, a.X, a.Y) }

func (a Dismount) apply(e *Encounter) (string, error) {
	c, err := e.turnCheck(a.Who)
	if err != nil {
		return "", err
	}
	m := e.Creature(c.Mount)
	if m == nil {
		return "", fmt.Errorf("engine: %s rides nothing", a.Who)
	}
	side := c.Size.Side()
	to := grid.Rect{X: a.X, Y: a.Y, W: side, H: side}
	if dx, dy := grid.Gap(to, m.Rect()); to.Overlaps(m.Rect()) || max(dx, dy) > 1 {
		return "", fmt.Errorf("engine: (%d,%d) is not next to %s: a rider dismounts within 5 ft of its mount (%s)", a.X, a.Y, m.ID, e.mountCite())
	}
	cost, err := e.payMount(c)
	if err != nil {
		return "", err
	}
	c.Mount = ""
	c.X, c.Y, c.SpaceW, c.SpaceH = a.X, a.Y, side, side
	if !e.mayEndAt(c.ID, here(c)) {
		_, why := e.Fits(c.ID, to)
		if why == "" {
			why = "another creature stands there"
		}
		return "", fmt.Errorf("engine: %s cannot land at (%d,%d): %s", a.Who, a.X, a.Y, why)
	}
	return fmt.Sprintf("%s dismounts from %s to (%d,%d) (%s)", a.Who, m.ID, a.X, a.Y, cost), nil
}

// payMount charges what mounting or dismounting costs the active creature
// c, and says what it paid.
func (e *Encounter) payMount(c *Creature) (string, error) {
	switch e.System.ID() {
	case "dnd5e":
		half := (c.Speed + 1) / 2
		left := e.MovementLeft(c).Budget
		if e.speedOf(c) == 0 || left < half {
			return "", fmt.Errorf("engine: mounting or dismounting costs half the speed, %d ft, and %s has %d ft left (PHB \"Mounted Combat\")", half, c.ID, left)
		}
		e.Turn.Moved += half
		return fmt.Sprintf("%d ft of movement", half), nil
	case "pf2e":
		if err := e.spend(""); err != nil {
			return "", err
		}
		return "1 action", nil
	}
	if err := e.spend("move"); err != nil {
		return "", err
	}
	return "a move action", nil
}

// mountCite cites the system's mounted-combat rule.
func (e *Encounter) mountCite() string {
	switch e.System.ID() {
	case "dnd5e":
		return "PHB \"Mounted Combat\""
	case "pf2e":
		return "PF2e CRB p.472, Mount"
	}
	return e.citeOf(topicMounted)
}

// riderOf returns the creature that rides m, or nil.
func (e *Encounter) riderOf(m *Creature) *Creature {
	for _, c := range e.Creatures {
		if c.Mount == m.ID {
			return c
		}
	}
	return nil
}

// controlledBy returns the rider of c when c is a 5e controlled mount: it
// acts on its rider's initiative and may only Dash, Disengage or Dodge,
// besides moving (RULES.md D17). Nil otherwise.
func (e *Encounter) controlledBy(c *Creature) *Creature {
	if e.System.ID() != "dnd5e" || c.Independent {
		return nil
	}
	return e.riderOf(c)
}

// mountActs refuses what a 5e controlled mount may not do.
func (e *Encounter) mountActs(c *Creature, what string) error {
	if r := e.controlledBy(c); r != nil {
		return fmt.Errorf("engine: %s is %s's controlled mount: it moves, and may only Dash, Disengage or Dodge, not %s (PHB \"Mounted Combat\")", c.ID, r.ID, what)
	}
	return nil
}

// setPos moves c to the space of step s, and its rider with it.
func (e *Encounter) setPos(c *Creature, s PathStep) {
	dx, dy := s.X-c.X, s.Y-c.Y
	c.X, c.Y, c.SpaceW, c.SpaceH = s.X, s.Y, s.W, s.H
	if dx == 0 && dy == 0 {
		return
	}
	for _, r := range e.Creatures {
		if r.Mount == c.ID {
			r.X, r.Y = r.X+dx, r.Y+dy
		}
	}
}

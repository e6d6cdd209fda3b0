package engine

import (
	"fmt"

	"battlemap/grid"
)

// HPShown is how the players' screen shows a creature's hit points: the GM
// chooses it for the table. The GM's own screen always shows them exactly.
type HPShown uint8

// How the players see hit points.
const (
	HPNone     HPShown = iota // nothing
	HPBloodied                // "bloodied" at half or less
	HPBar                     // a bar without numbers
	HPExact                   // the numbers
)

var hpShownNames = [...]string{HPNone: "none", HPBloodied: "bloodied", HPBar: "bar", HPExact: "exact"}

// String names the setting as files spell it.
func (h HPShown) String() string {
	if int(h) < len(hpShownNames) {
		return hpShownNames[h]
	}
	return fmt.Sprintf("HPShown(%d)", uint8(h))
}

// ParseHPShown reads a setting as files spell it.
func ParseHPShown(s string) (HPShown, error) {
	for i, n := range hpShownNames {
		if n == s {
			return HPShown(i), nil
		}
	}
	return 0, fmt.Errorf("unknown hit point display %q (want none, bloodied, bar or exact)", s)
}

// PlayersView is what the players' screen may show of the encounter, as
// the GM sets it: the fog of war, line of sight, hit points. It is part of
// the scene, so that undo, the file and a following window carry it. The
// rules never read it: a creature hidden from the players or standing in
// the fog still threatens and still provokes.
//
// The fog is a grid.Squares rather than a type of the app's vision, so that
// the engine, the files and the drawing share one packed bitset without
// the engine importing the app.
type PlayersView struct {
	// Fog holds the squares revealed to the players; nil means no fog of
	// war (the whole map shows). It is W×H of the map and never changes in
	// place: an action puts a new one.
	Fog *grid.Squares
	// Sight says the players' screen shows only what the party's tokens
	// see (and, dimmed, what they have seen), within the revealed squares.
	Sight bool
	// HP is how the players see hit points.
	HP HPShown
	// Rotate turns the players' screen by 0, 90, 180 or 270 degrees
	// clockwise, so that its text faces the side of the table the players
	// sit on.
	Rotate int
	// Minis says miniatures stand on the players' screen: each token is
	// drawn as its base's ring, so that the mini hides nothing.
	Minis bool
	// Moves and Reach are the overlays the players' screen draws: where
	// the creature whose turn it is may move, and the squares a creature
	// the players point at threatens (of those they see).
	Moves, Reach bool
}

// Revealed reports whether square (x,y) shows on the players' screen as far
// as the fog of war goes: always without fog, else when it is revealed.
func (p PlayersView) Revealed(x, y int) bool { return p.Fog == nil || p.Fog.Has(x, y) }

// SetFog sets the fog of war: Revealed are the squares the players see (a
// set of the map's size); nil takes the fog away. The GM's tools (room,
// rectangle, brush) work out the new set and put it whole, so that one
// stroke is one undo step.
type SetFog struct{ Revealed *grid.Squares }

// String describes the action for the log.
func (a SetFog) String() string {
	if a.Revealed == nil {
		return "lift the fog of war"
	}
	return "change the fog of war"
}

func (a SetFog) apply(e *Encounter) (string, error) {
	if a.Revealed == nil {
		if e.Players.Fog == nil {
			return "", fmt.Errorf("engine: there is no fog of war")
		}
		e.Players.Fog = nil
		return "lifted the fog of war: the players see the whole map", nil
	}
	r := *a.Revealed
	if r.W != e.Grid.W || r.H != e.Grid.H || len(r.Words) != (r.W*r.H+63)/64 {
		return "", fmt.Errorf("engine: a fog of %d×%d squares on a %d×%d map", r.W, r.H, e.Grid.W, e.Grid.H)
	}
	old := e.Players.Fog
	if old != nil && old.Equal(r) {
		return "", fmt.Errorf("engine: the fog of war is like that already")
	}
	n := r.Clone()
	n.ClearPastEnd()
	e.Players.Fog = &n
	total := r.W * r.H
	switch {
	case old == nil:
		return fmt.Sprintf("fog of war: %d of %d squares revealed", n.Count(), total), nil
	case n.Count() >= old.Count():
		return fmt.Sprintf("revealed %d squares (%d of %d)", n.Count()-old.Count(), n.Count(), total), nil
	default:
		return fmt.Sprintf("hid %d squares (%d of %d revealed)", old.Count()-n.Count(), n.Count(), total), nil
	}
}

// SetPlayersView sets what the players' screen shows besides the fog: line
// of sight from the party, how hit points show, and which way the screen
// faces.
type SetPlayersView struct {
	Sight  bool
	HP     HPShown
	Rotate int
	Minis  bool
	Moves  bool
	Reach  bool
}

// String describes the action for the log.
func (a SetPlayersView) String() string {
	return fmt.Sprintf("players' view: line of sight %s, hit points %s, turned %d°", onOff(a.Sight), a.HP, a.Rotate)
}

func (a SetPlayersView) apply(e *Encounter) (string, error) {
	if int(a.HP) >= len(hpShownNames) {
		return "", fmt.Errorf("engine: unknown hit point display %d", a.HP)
	}
	if err := checkRotate(a.Rotate); err != nil {
		return "", fmt.Errorf("engine: %w", err)
	}
	p := &e.Players
	n := PlayersView{Fog: p.Fog, Sight: a.Sight, HP: a.HP, Rotate: a.Rotate, Minis: a.Minis, Moves: a.Moves, Reach: a.Reach}
	if n == *p {
		return "", fmt.Errorf("engine: the players' view is like that already")
	}
	*p = n
	return fmt.Sprintf("the players' view: line of sight %s, hit points %s, turned %d°", onOff(a.Sight), a.HP, a.Rotate), nil
}

// Settings returns the players' view's settings as the action that sets
// them, for changing one of them.
func (p PlayersView) Settings() SetPlayersView {
	return SetPlayersView{Sight: p.Sight, HP: p.HP, Rotate: p.Rotate, Minis: p.Minis, Moves: p.Moves, Reach: p.Reach}
}

// checkRotate refuses a turn that is not a quarter turn.
func checkRotate(deg int) error {
	if deg != 0 && deg != 90 && deg != 180 && deg != 270 {
		return fmt.Errorf("a turn of %d°: want 0, 90, 180 or 270", deg)
	}
	return nil
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// SetHidden hides a creature from the players' screen (the GM's ambush) or
// shows it again. The rules go on counting it: it threatens, it takes its
// attacks of opportunity, it blocks squares.
type SetHidden struct {
	ID     string
	Hidden bool
}

// String describes the action for the log.
func (a SetHidden) String() string {
	if a.Hidden {
		return "hide " + a.ID + " from the players"
	}
	return "show " + a.ID + " to the players"
}

func (a SetHidden) apply(e *Encounter) (string, error) {
	c, err := e.Lookup(a.ID)
	if err != nil {
		return "", err
	}
	if c.Hidden == a.Hidden {
		if a.Hidden {
			return "", fmt.Errorf("engine: %s is hidden from the players already", a.ID)
		}
		return "", fmt.Errorf("engine: %s is not hidden", a.ID)
	}
	c.Hidden = a.Hidden
	if a.Hidden {
		return a.ID + " is hidden from the players", nil
	}
	return a.ID + " shows to the players", nil
}

// shiftFog moves the fog with a resized map: the revealed squares keep
// their place on the map, new squares are fogged.
func (e *Encounter) shiftFog(w, h, dx, dy int) {
	old := e.Players.Fog
	if old == nil {
		return
	}
	n := grid.NewSquares(w, h)
	for y := 0; y < old.H; y++ {
		for x := 0; x < old.W; x++ {
			if old.Has(x, y) {
				n.Set(x+dx, y+dy, true)
			}
		}
	}
	e.Players.Fog = &n
}

// checkPlayersView reports whether a state's players' view fits its map.
func checkPlayersView(s Scene) error {
	if f := s.Players.Fog; f != nil && (f.W != s.Grid.W || f.H != s.Grid.H || len(f.Words) != (f.W*f.H+63)/64) {
		return fmt.Errorf("a fog of war of %d×%d squares on a %d×%d map", f.W, f.H, s.Grid.W, s.Grid.H)
	}
	if int(s.Players.HP) >= len(hpShownNames) {
		return fmt.Errorf("an unknown hit point display %d", s.Players.HP)
	}
	return checkRotate(s.Players.Rotate)
}

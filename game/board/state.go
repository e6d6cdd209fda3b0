package board

import (
	"encoding/json"

	"battlemap/game/overlay"
)

// State is the board as the test hooks report it (battlemap.state() on the
// web, the -dump file on the desktop).
type State struct {
	System    string          `json:"system"`
	Name      string          `json:"name"`
	Options   any             `json:"options"`
	Turn      TurnState       `json:"turn"`
	Selected  string          `json:"selected"`
	Target    string          `json:"target"`
	Hover     *[2]int         `json:"hover"`
	Status    string          `json:"status"`
	Creatures []CreatureState `json:"creatures"`
	Log       []string        `json:"log"`
	Overlays  OverlayState    `json:"overlays"`
	Version   uint64          `json:"version"`
	Screen    *ScreenState    `json:"screen,omitempty"`
}

// TurnState is whose turn it is and what it has moved.
type TurnState struct {
	Round     int    `json:"round"`
	Active    string `json:"active"`
	Diagonals int    `json:"diagonals"`
	Moved     int    `json:"moved"`
}

// CreatureState is one creature: its space and conditions.
type CreatureState struct {
	ID    string   `json:"id"`
	Side  string   `json:"side"`
	Size  string   `json:"size"`
	X     int      `json:"x"`
	Y     int      `json:"y"`
	W     int      `json:"w"`
	H     int      `json:"h"`
	State []string `json:"state"`
}

// OverlayState says which overlays are on.
type OverlayState struct {
	Movement bool `json:"movement"`
	Path     bool `json:"path"`
	Reach    bool `json:"reach"`
	Flanking bool `json:"flanking"`
	Cover    bool `json:"cover"`
}

// ScreenState tells a test where square (x,y) is on the window: its centre
// is Origin + (x+0.5, y+0.5)·Square, in window pixels.
type ScreenState struct {
	Origin [2]float64 `json:"origin"`
	Square float64    `json:"square"`
	Window [2]float64 `json:"window"`
}

// State returns the board's state; withScreen adds where the map is on
// the screen (scale divides screen pixels into the hook's pixels).
func (b *Board) State(withScreen bool, scale float64) State {
	e := b.enc
	s := State{
		System:    e.System.ID(),
		Name:      b.name,
		Options:   e.Options.Set(),
		Turn:      TurnState{e.Turn.Round, e.Turn.Active, e.Turn.Diagonals, e.Turn.Moved},
		Selected:  b.selected,
		Target:    b.target,
		Status:    b.StatusText(),
		Creatures: make([]CreatureState, 0, len(e.Creatures)),
		Log:       append([]string{}, e.Log...),
		Overlays:  overlayState(b.layers),
		Version:   b.version,
	}
	if b.hoverOK {
		s.Hover = &[2]int{b.hover.X, b.hover.Y}
	}
	for _, c := range e.Creatures {
		st := c.State.Names()
		if st == nil {
			st = []string{}
		}
		s.Creatures = append(s.Creatures, CreatureState{c.ID, c.Side, c.Size.String(), c.X, c.Y, c.SpaceW, c.SpaceH, st})
	}
	if withScreen {
		if scale <= 0 {
			scale = 1
		}
		s.Screen = &ScreenState{
			Origin: [2]float64{b.cam.OX / scale, b.cam.OY / scale},
			Square: b.cam.Scale / scale,
			Window: [2]float64{b.screen.w / scale, b.screen.h / scale},
		}
	}
	return s
}

func overlayState(l overlay.Layers) OverlayState {
	return OverlayState{l.Movement, l.Path, l.Reach, l.Flanking, l.Cover}
}

// StateJSON returns State as JSON.
func (b *Board) StateJSON(withScreen bool, scale float64) ([]byte, error) {
	return json.Marshal(b.State(withScreen, scale))
}

// SquareCenter returns the screen position of square (x,y)'s centre.
func (b *Board) SquareCenter(x, y int) (float64, float64) { return b.cam.SquareCenter(x, y) }

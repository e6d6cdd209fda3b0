package board

import (
	"encoding/json"

	"battlemap/engine"
	"battlemap/game/overlay"
)

// State is the board as the test hooks report it (battlemap.state() on the
// web, the -dump file on the desktop).
type State struct {
	// View is whose screen this is: "gm" or "players". The players'
	// lists only what they see: no hidden creature, none in the fog, no
	// log and no status (they would name what is hidden).
	View   string `json:"view"`
	System string `json:"system"`
	// Lang is the interface's language: "en", "ja" or "zh".
	Lang      string          `json:"lang"`
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
	// Initiative is the turn order and the creatures that delay.
	Initiative InitiativeState `json:"initiative"`
	// Armed names the armed action's button ("act:step"), "" for none.
	Armed string `json:"armed"`
	// Buttons are the on-screen buttons, where they are (in the hook's
	// pixels) and whether they do something.
	Buttons []ButtonState `json:"buttons"`
	// Field is the open text field, nil for none.
	Field *FieldState `json:"field,omitempty"`
	// Map is the map: its size, walls and doors in grid units, and its
	// picture.
	Map    MapState     `json:"map"`
	Screen *ScreenState `json:"screen,omitempty"`
	// Areas are the areas of effect on the map; Template the one being
	// placed, Ruler the ruler's measure, Tool the Areas tool's mode
	// ("template", "ruler"; "" while it is off) (areas_state.go).
	Areas    []AreaState `json:"areas"`
	Template *AreaState  `json:"template,omitempty"`
	Ruler    *RulerState `json:"ruler,omitempty"`
	Tool     string      `json:"tool,omitempty"`
	// Players is what the GM lets the players' screen show.
	Players PlayersState `json:"players"`
}

// PlayersState is the players' view as the GM sets it: the fog of war
// (Fog, the squares revealed, -1 for no fog), line of sight, how hit
// points show, and the squares the players' screen shows now (in sight,
// and explored but out of sight).
type PlayersState struct {
	Fog      int    `json:"fog"`
	Sight    bool   `json:"sight"`
	HP       string `json:"hp"`
	InSight  int    `json:"in_sight"`
	Explored int    `json:"explored"`
}

// MapState is the map for the test hooks: its size in squares, walls and
// doors in grid units, and the picture (its own pixel size, the file's
// pixels per square and where the map's corner falls in it), nil without.
type MapState struct {
	Width  int `json:"width"`
	Height int `json:"height"`
	// Terrain is the terrain's rows, in the scenario format's legend.
	Terrain    []string         `json:"terrain"`
	Walls      [][4]float64     `json:"walls"`
	LowWalls   [][4]float64     `json:"low_walls,omitempty"`
	Doors      []DoorState      `json:"doors"`
	Background *BackgroundState `json:"background"`
	// Picture says how the picture is drawn: "none", "loading", "drawn" or
	// why it could not be.
	Picture string `json:"picture"`
}

// DoorState is one door: its ends and whether it is open.
type DoorState struct {
	At   [4]float64 `json:"at"`
	Open bool       `json:"open"`
}

// BackgroundState is the map picture's placement.
type BackgroundState struct {
	Width           int        `json:"width"`
	Height          int        `json:"height"`
	PixelsPerSquare float64    `json:"pixels_per_square"`
	Offset          [2]float64 `json:"offset"`
}

// FieldState is the open text field for the test hooks: its name, the
// text it opened with, its centre and size in the hook's pixels.
type FieldState struct {
	Name string     `json:"name"`
	Text string     `json:"text"`
	At   [2]float64 `json:"at"`
	Size [2]float64 `json:"size"`
}

// TurnState is whose turn it is, what it has moved and spent, and the
// movement waiting for reactions.
type TurnState struct {
	Round     int    `json:"round"`
	Active    string `json:"active"`
	Diagonals int    `json:"diagonals"`
	Moved     int    `json:"moved"`
	// Econ is what the active creature has spent (engine.Economy).
	Econ engine.Economy `json:"econ"`
	// Left is what it has left, in words (Encounter.ActionsWords).
	Left string `json:"left"`
	// Pending is the movement stopped by attacks of opportunity, nil
	// for none.
	Pending *PendingState `json:"pending"`
}

// PendingState is a movement waiting for the table: the mover, where it
// stands, the reactors to ask now and those farther along.
type PendingState struct {
	Who     string   `json:"who"`
	At      [2]int   `json:"at"`
	Waiting []string `json:"waiting"`
	Later   []string `json:"later"`
}

// InitiativeState is the turn order: each entry's id, value, modifier,
// flat-footedness and readied trigger, and the delaying creatures.
type InitiativeState struct {
	Order   []engine.InitEntry `json:"order"`
	Delayed []engine.InitEntry `json:"delayed"`
}

// ButtonState is one on-screen button for the test hooks: its name, label,
// centre and size in the hook's pixels, and whether it is enabled or hot.
type ButtonState struct {
	Name    string     `json:"name"`
	Label   string     `json:"label"`
	At      [2]float64 `json:"at"`
	Size    [2]float64 `json:"size"`
	Enabled bool       `json:"enabled"`
	Hot     bool       `json:"hot,omitempty"`
	On      bool       `json:"on,omitempty"`
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
	// Hidden says the GM hides it from the players (the GM's screen only
	// lists it).
	Hidden bool `json:"hidden,omitempty"`
	// HP, MaxHP and TempHP are its hit points (MaxHP 0: not tracked), and
	// Conditions its system's conditions by name.
	HP         int      `json:"hp"`
	MaxHP      int      `json:"max_hp"`
	TempHP     int      `json:"temp_hp"`
	Conditions []string `json:"conditions"`
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
		View:      b.view.String(),
		System:    e.System.ID(),
		Lang:      b.tr.Lang().String(),
		Name:      b.name,
		Options:   e.Options.Set(),
		Turn:      TurnState{Round: e.Turn.Round, Active: e.Turn.Active, Diagonals: e.Turn.Diagonals, Moved: e.Turn.Moved},
		Selected:  b.selected,
		Target:    b.target,
		Status:    b.StatusText(),
		Creatures: make([]CreatureState, 0, len(e.Creatures)),
		Log:       append([]string{}, e.Log...),
		Overlays:  overlayState(b.layers),
		Version:   b.version,
		Armed:     b.Armed(),
		Initiative: InitiativeState{
			Order:   append([]engine.InitEntry{}, e.Initiative.Order...),
			Delayed: append([]engine.InitEntry{}, e.Initiative.Delayed...),
		},
	}
	s.Turn.Econ = e.Turn.Econ
	if e.Turn.Active != "" {
		s.Turn.Left = e.ActionsWords()
	}
	if pm := e.Turn.Pending; pm != nil {
		ps := &PendingState{Who: pm.Who, Waiting: []string{}, Later: []string{}}
		if len(pm.Steps) > 0 {
			ps.At = [2]int{pm.Steps[0].X, pm.Steps[0].Y}
		}
		for _, p := range pm.Waiting {
			ps.Waiting = append(ps.Waiting, p.By)
		}
		for _, p := range pm.Later {
			ps.Later = append(ps.Later, p.By)
		}
		s.Turn.Pending = ps
	}
	sc := scale
	if sc <= 0 {
		sc = 1
	}
	for _, bt := range b.Buttons() {
		cx, cy := bt.Rect.Center()
		s.Buttons = append(s.Buttons, ButtonState{Name: bt.Name, Label: bt.Label, At: [2]float64{cx / sc, cy / sc},
			Size: [2]float64{bt.Rect.W / sc, bt.Rect.H / sc}, Enabled: bt.Enabled, Hot: bt.Hot, On: bt.On})
	}
	if f, ok := b.Field(); ok {
		cx, cy := f.Rect.Center()
		s.Field = &FieldState{Name: f.Name, Text: f.Text, At: [2]float64{cx / sc, cy / sc}, Size: [2]float64{f.Rect.W / sc, f.Rect.H / sc}}
	}
	if b.hoverOK {
		s.Hover = &[2]int{b.hover.X, b.hover.Y}
	}
	s.Map = b.mapState()
	b.areaState(&s)
	for _, c := range e.Creatures {
		if !b.shows(c.ID) {
			continue
		}
		st := c.State.Names()
		if st == nil {
			st = []string{}
		}
		cs := c.Conditions.Names()
		if cs == nil {
			cs = []string{}
		}
		s.Creatures = append(s.Creatures, CreatureState{c.ID, c.Side, c.Size.String(), c.X, c.Y, c.SpaceW, c.SpaceH, st, c.Hidden, c.HP, c.MaxHP, c.TempHP, cs})
	}
	s.Players = b.playersState()
	if b.view == PlayersScreen {
		s.Log, s.Status, s.Armed = []string{}, "", ""
		s.Initiative.Order = b.shownEntries(s.Initiative.Order)
		s.Initiative.Delayed = b.shownEntries(s.Initiative.Delayed)
		if !b.shows(s.Turn.Active) {
			s.Turn = TurnState{Round: s.Turn.Round}
		}
		s.Turn.Pending = nil
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

// shownEntries keeps the initiative entries of creatures this screen shows.
func (b *Board) shownEntries(list []engine.InitEntry) []engine.InitEntry {
	out := []engine.InitEntry{}
	for _, en := range list {
		if b.shows(en.ID) {
			out = append(out, en)
		}
	}
	return out
}

// playersState reports the players' view.
func (b *Board) playersState() PlayersState {
	p := b.enc.Players
	ps := PlayersState{Fog: -1, Sight: p.Sight, HP: p.HP.String()}
	if p.Fog != nil {
		ps.Fog = p.Fog.Count()
	}
	g := b.enc.Grid
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			switch b.SquareShown(x, y) {
			case InSight:
				ps.InSight++
			case Explored:
				ps.Explored++
			}
		}
	}
	return ps
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

// mapState reports the map.
func (b *Board) mapState() MapState {
	g := b.enc.Grid
	m := MapState{Width: g.W, Height: g.H, Terrain: g.Rows(), Walls: [][4]float64{}, Doors: []DoorState{}, Picture: b.picture}
	for _, w := range g.Walls() {
		x1, y1 := w.A.F()
		x2, y2 := w.B.F()
		m.Walls = append(m.Walls, [4]float64{x1, y1, x2, y2})
	}
	for _, d := range g.Doors() {
		x1, y1 := d.A.F()
		x2, y2 := d.B.F()
		m.Doors = append(m.Doors, DoorState{At: [4]float64{x1, y1, x2, y2}, Open: d.Open})
	}
	for _, w := range g.LowWalls() {
		x1, y1 := w.A.F()
		x2, y2 := w.B.F()
		m.LowWalls = append(m.LowWalls, [4]float64{x1, y1, x2, y2})
	}
	if sc := b.enc.Scenery; sc != nil && sc.Background != nil {
		bg := sc.Background
		m.Background = &BackgroundState{Width: bg.Width, Height: bg.Height, PixelsPerSquare: bg.PixelsPerSquare, Offset: [2]float64{bg.OffsetX, bg.OffsetY}}
	} else {
		m.Picture = "none"
	}
	return m
}

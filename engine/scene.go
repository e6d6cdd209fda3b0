package engine

import "battlemap/grid"

// Scene is what an encounter is played in, besides its creatures and its
// turn: the name, the rule system with its options, the map (terrain,
// walls, doors) and how the map looks. The GM's editor changes it through
// actions (edit_*.go), so that undo, redo and the log cover it too. A Scene
// is a value: two scenes are equal when they hold the same things (the
// grid and the scenery are immutable and compared by pointer).
type Scene struct {
	// Name is free text for the table (a scenario's or a file's name).
	Name    string
	System  System
	Options Options
	// Grid is the map; it never changes in place: an edit builds a new one.
	Grid *grid.Grid
	// Scenery is how the map looks (its picture, lights); nil for none. The
	// rules never read it. Like the grid it is replaced, never changed.
	Scenery *Scenery
	// Players is what the players' screen shows: the fog of war, line of
	// sight, hit points (players.go).
	Players PlayersView
	// Party is the side of the player characters; "" means PCSide
	// ("pcs"). Initiative ties in PF2e put the other sides first (RULES.md
	// A18), and the players' screen sees through its tokens; SetParty
	// changes it.
	Party string
}

// PlayersSide returns the side of the player characters: Party, or
// PCSide when it is not set.
func (s Scene) PlayersSide() string {
	if s.Party == "" {
		return PCSide
	}
	return s.Party
}

// Scenery is how the map looks: the picture under the grid with its
// alignment, and the lights and environment an imported map brings. The
// rules never depend on it; it travels with the encounter so that one file
// is one whole battle.
type Scenery struct {
	// Background is the map picture, nil for none.
	Background *Background
	// Lights are the light sources of an imported map, in grid units.
	Lights []Light
	// Environment is the imported map's lighting environment.
	Environment Environment
	// GridLines says whether the app draws the grid's lines over the
	// picture (painted maps usually carry their own).
	HideGridLines bool
}

// Background is the picture drawn under the grid. The engine keeps what
// places it, not its pixels: Image names the picture (a content hash the
// file formats and the app keep the bytes under).
type Background struct {
	// Image names the picture's bytes ("sha256:…").
	Image string
	// Width and Height are the picture's own size in pixels.
	Width, Height int
	// PixelsPerSquare is how many of the picture's pixels make one square.
	PixelsPerSquare float64
	// OffsetX and OffsetY are where the map's top-left corner falls in the
	// picture, in the picture's pixels (0,0 when the picture starts with
	// the map).
	OffsetX, OffsetY float64
}

// Light is a light source of an imported map (Universal VTT `lights`).
type Light struct {
	X, Y float64 // position in grid units
	// Range is how far it shines, in squares; Intensity as the export gives.
	Range, Intensity float64
	// Color is the export's colour as "rrggbb" or "aarrggbb" hex.
	Color   string
	Shadows bool
}

// Environment is an imported map's lighting (Universal VTT `environment`).
type Environment struct {
	BakedLighting bool
	// AmbientLight is the export's colour, "aarrggbb" hex ("" for none).
	AmbientLight string
}

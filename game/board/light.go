package board

import (
	"strconv"

	"battlemap/engine"
	"battlemap/game/vision"
	"battlemap/grid"
)

// Light and darkness: a map whose ambient light is dark (an imported
// map's environment, Universal VTT) shows the party only what its lights
// light, each light seeing round walls like a token within its range. A
// lit map, or one without an environment, is seen wherever the party
// looks.

// maxDrawnLights bounds the lights whose squares are kept for tinting.
const maxDrawnLights = 256

// darkAt is the ambient brightness (0 to 1) under which a map is dark.
const darkAt = 0.35

// lighting is what the map's lights light, worked out again when the map
// or its look changes.
type lighting struct {
	g      *grid.Grid
	look   *engine.Scenery
	dark   bool
	lit    grid.Squares  // every lit square (dark maps only)
	lights []litSquares  // each light's squares and colour, for tinting
	sc     *vision.Scene // the scene the lights see in
}

// litSquares is one light's squares and colour.
type litSquares struct {
	squares grid.Squares
	color   uint32 // 0xaarrggbb
}

// Brightness reads a Universal VTT colour ("rrggbb" or "aarrggbb") as a
// brightness from 0 to 1: its brightest channel, times its alpha; false
// when it is no colour.
func Brightness(hex string) (float64, bool) {
	c, ok := parseColor(hex)
	if !ok {
		return 0, false
	}
	a, r, g, b := float64(c>>24&0xff), float64(c>>16&0xff), float64(c>>8&0xff), float64(c&0xff)
	return max(r, g, b) / 255 * a / 255, true
}

// parseColor reads "rrggbb" (opaque) or "aarrggbb" as 0xaarrggbb.
func parseColor(hex string) (uint32, bool) {
	v, err := strconv.ParseUint(hex, 16, 32)
	switch {
	case err != nil:
		return 0, false
	case len(hex) == 6:
		return 0xff000000 | uint32(v), true
	case len(hex) == 8:
		return uint32(v), true
	}
	return 0, false
}

// light brings the lighting up to date with the map and its look; sc is
// the scene the party's sight uses (shared: the same walls).
func (s *sight) light(e *engine.Encounter, sc *vision.Scene) *lighting {
	l := &s.lighting
	if l.g == e.Grid && l.look == e.Scenery && l.sc == sc {
		return l
	}
	l.g, l.look, l.sc = e.Grid, e.Scenery, sc
	l.dark, l.lights = false, l.lights[:0]
	look := e.Scenery
	if look == nil || look.Environment.AmbientLight == "" {
		return l
	}
	if v, ok := Brightness(look.Environment.AmbientLight); !ok || v >= darkAt {
		return l
	}
	l.dark = true
	l.lit = grid.NewSquares(e.Grid.W, e.Grid.H)
	for _, lt := range look.Lights {
		if !(lt.Range > 0) {
			continue
		}
		sq := grid.NewSquares(e.Grid.W, e.Grid.H)
		s.sw.AddSeen(sc, s.sw.Polygon(sc, grid.PtF(lt.X, lt.Y), lt.Range), &sq)
		l.lit.Union(sq)
		if len(l.lights) < maxDrawnLights {
			c, ok := parseColor(lt.Color)
			if !ok {
				c = 0xffffffff
			}
			l.lights = append(l.lights, litSquares{squares: sq, color: c})
		}
	}
	return l
}

// Dark reports whether the map is dark: the party sees only what its
// lights light.
func (b *Board) Dark() bool {
	s := b.see()
	return b.enc.Players.Sight && s.lighting.dark
}

// Lights calls fn with each light's colour (0xaarrggbb) and the squares it
// lights, on a dark map with line of sight, for tinting them.
func (b *Board) Lights(fn func(color uint32, squares grid.Squares)) {
	if !b.Dark() {
		return
	}
	for _, l := range b.sight.lighting.lights {
		fn(l.color, l.squares)
	}
}

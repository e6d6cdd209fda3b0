package files

import (
	"encoding/base64"
	"fmt"
	"math"
	"regexp"
	"sort"

	"battlemap/engine"
	"battlemap/grid"
)

// The parts of an encounter file that version 2 added: doors, how the map
// looks (its picture, lights, environment) and the pictures' bytes.

// fileDoor is a door as encounter files spell it.
type fileDoor struct {
	At   []float64 `json:"at"`
	Open bool      `json:"open"`
}

// fileScenery is engine.Scenery with the file's keys.
type fileScenery struct {
	Background    *fileBackground  `json:"background,omitempty"`
	Lights        []fileLight      `json:"lights,omitempty"`
	Environment   *fileEnvironment `json:"environment,omitempty"`
	HideGridLines bool             `json:"hide_grid_lines,omitempty"`
}

type fileBackground struct {
	Image           string     `json:"image"`
	Width           int        `json:"width"`
	Height          int        `json:"height"`
	PixelsPerSquare float64    `json:"pixels_per_square"`
	Offset          [2]float64 `json:"offset"`
}

type fileLight struct {
	At        [2]float64 `json:"at"`
	Range     float64    `json:"range"`
	Intensity float64    `json:"intensity"`
	Color     string     `json:"color,omitempty"`
	Shadows   bool       `json:"shadows,omitempty"`
}

type fileEnvironment struct {
	BakedLighting bool   `json:"baked_lighting"`
	AmbientLight  string `json:"ambient_light,omitempty"`
}

// fileImage is a picture's bytes in base64.
type fileImage struct {
	Type string `json:"type"`
	Data string `json:"data"`
}

// maxFileLights bounds the lights of one map.
const maxFileLights = 10000

var hexColor = regexp.MustCompile(`^[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$`)

// buildGrid checks walls and doors and builds the map.
func buildGrid(rows []string, walls [][]float64, doors []fileDoor, where string) (*grid.Grid, error) {
	all := walls
	for _, d := range doors {
		all = append(all[:len(all):len(all)], d.At)
	}
	if err := checkWalls(all, rows); err != nil {
		return nil, fmt.Errorf("files: encounter file: %s%s", where, bare(err))
	}
	sp := grid.Spec{Rows: rows}
	for _, w := range walls {
		sp.Walls = append(sp.Walls, grid.WallF(w[0], w[1], w[2], w[3]))
	}
	for _, d := range doors {
		sp.Doors = append(sp.Doors, grid.Door{Wall: grid.WallF(d.At[0], d.At[1], d.At[2], d.At[3]), Open: d.Open})
	}
	g, err := grid.Build(sp) // checks the map's size before allocating
	if err != nil {
		return nil, fmt.Errorf("files: encounter file: %skey \"map\", \"walls\" or \"doors\": %s", where, bare(err))
	}
	return g, nil
}

// toFileDoors writes a map's doors.
func toFileDoors(g *grid.Grid) []fileDoor {
	out := []fileDoor{}
	for _, d := range g.Doors() {
		x1, y1 := d.A.F()
		x2, y2 := d.B.F()
		out = append(out, fileDoor{At: []float64{x1, y1, x2, y2}, Open: d.Open})
	}
	return out
}

// toFileWalls writes a map's walls.
func toFileWalls(g *grid.Grid) [][]float64 {
	out := [][]float64{}
	for _, wl := range g.Walls() {
		x1, y1 := wl.A.F()
		x2, y2 := wl.B.F()
		out = append(out, []float64{x1, y1, x2, y2})
	}
	return out
}

// readScenery checks how the map looks: finite numbers, colours as hex,
// a picture whose bytes the file holds (images) with the size they have.
func readScenery(fs *fileScenery, images map[string]Image, where string) (*engine.Scenery, error) {
	if fs == nil {
		return nil, nil
	}
	bad := func(key, format string, args ...any) error {
		return fmt.Errorf("files: encounter file: %skey \"scenery\": key %q: %s", where, key, fmt.Sprintf(format, args...))
	}
	finite := func(vs ...float64) bool {
		for _, v := range vs {
			if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e7 {
				return false
			}
		}
		return true
	}
	s := &engine.Scenery{HideGridLines: fs.HideGridLines}
	if b := fs.Background; b != nil {
		img, ok := images[b.Image]
		switch {
		case !ok:
			return nil, bad("background", "the picture %q is not in the file's images", b.Image)
		case img.Width != b.Width || img.Height != b.Height:
			return nil, bad("background", "the picture is %d×%d pixels, the file says %d×%d", img.Width, img.Height, b.Width, b.Height)
		case !(b.PixelsPerSquare >= 0.01 && b.PixelsPerSquare <= 10000):
			return nil, bad("background", "%g pixels a square: want 0.01 to 10,000", b.PixelsPerSquare)
		case !finite(b.Offset[0], b.Offset[1]):
			return nil, bad("background", "the offset is out of range")
		}
		s.Background = &engine.Background{Image: b.Image, Width: b.Width, Height: b.Height,
			PixelsPerSquare: b.PixelsPerSquare, OffsetX: b.Offset[0], OffsetY: b.Offset[1]}
	}
	if len(fs.Lights) > maxFileLights {
		return nil, bad("lights", "%d lights; at most %d are read", len(fs.Lights), maxFileLights)
	}
	for i, l := range fs.Lights {
		if !finite(l.At[0], l.At[1], l.Range, l.Intensity) || l.Range < 0 {
			return nil, bad("lights", "entry %d: a number is out of range", i)
		}
		if l.Color != "" && !hexColor.MatchString(l.Color) {
			return nil, bad("lights", "entry %d: colour %q is not rrggbb or aarrggbb", i, l.Color)
		}
		s.Lights = append(s.Lights, engine.Light{X: l.At[0], Y: l.At[1], Range: l.Range, Intensity: l.Intensity, Color: l.Color, Shadows: l.Shadows})
	}
	if env := fs.Environment; env != nil {
		if env.AmbientLight != "" && !hexColor.MatchString(env.AmbientLight) {
			return nil, bad("environment", "colour %q is not rrggbb or aarrggbb", env.AmbientLight)
		}
		s.Environment = engine.Environment{BakedLighting: env.BakedLighting, AmbientLight: env.AmbientLight}
	}
	return s, nil
}

// toFileScenery writes how the map looks.
func toFileScenery(s *engine.Scenery) *fileScenery {
	if s == nil {
		return nil
	}
	fs := &fileScenery{HideGridLines: s.HideGridLines}
	if b := s.Background; b != nil {
		fs.Background = &fileBackground{Image: b.Image, Width: b.Width, Height: b.Height,
			PixelsPerSquare: b.PixelsPerSquare, Offset: [2]float64{b.OffsetX, b.OffsetY}}
	}
	for _, l := range s.Lights {
		fs.Lights = append(fs.Lights, fileLight{At: [2]float64{l.X, l.Y}, Range: l.Range, Intensity: l.Intensity, Color: l.Color, Shadows: l.Shadows})
	}
	if s.Environment != (engine.Environment{}) {
		fs.Environment = &fileEnvironment{BakedLighting: s.Environment.BakedLighting, AmbientLight: s.Environment.AmbientLight}
	}
	return fs
}

// readImages decodes the pictures a file holds, checking each by its
// header and its name against its bytes.
func readImages(raw map[string]fileImage) (map[string]Image, error) {
	out := make(map[string]Image, len(raw))
	names := make([]string, 0, len(raw))
	for n := range raw {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fi := raw[n]
		data, err := base64.StdEncoding.DecodeString(fi.Data)
		if err != nil {
			return nil, fmt.Errorf("files: encounter file: key \"images\" entry %q: the base64 data is damaged: %v", n, err)
		}
		img, err := SniffImage(data)
		if err != nil {
			return nil, fmt.Errorf("files: encounter file: key \"images\" entry %q: %s", n, err)
		}
		if ImageName(data) != n {
			return nil, fmt.Errorf("files: encounter file: key \"images\" entry %q: the bytes do not match the name", n)
		}
		if fi.Type != img.Type {
			return nil, fmt.Errorf("files: encounter file: key \"images\" entry %q: type %q, but the bytes are %s", n, fi.Type, img.Type)
		}
		out[n] = img
	}
	return out, nil
}

// usedImages lists the pictures the encounter's scenery names, and with
// history those its undo and redo steps name.
func usedImages(e *engine.Encounter, history bool) []string {
	seen := map[string]bool{}
	add := func(s *engine.Scenery) {
		if s != nil && s.Background != nil {
			seen[s.Background.Image] = true
		}
	}
	add(e.Scenery)
	undo, redo := e.Changes()
	if !history {
		undo, redo = nil, nil
	}
	for _, ch := range append(append([]engine.Change(nil), undo...), redo...) {
		for _, p := range []engine.Part{ch.Before, ch.After} {
			if p.Scene != nil {
				add(p.Scene.Scenery)
			}
		}
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

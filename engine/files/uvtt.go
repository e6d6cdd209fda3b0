package files

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"battlemap/engine"
	"battlemap/grid"
)

// Universal VTT import: the JSON that Dungeondraft (.dd2vtt), DungeonFog
// (.df2vtt), Arkenforge, Dungeon Alchemist and others export (.uvtt).
//
// What becomes of it:
//   - resolution.map_size (squares) is the map, all open ground;
//     pixels_per_grid aligns the picture, which starts at the map's corner.
//   - Every coordinate is absolute: map_origin is subtracted (a cropped
//     export keeps the whole canvas's numbers), then everything is clipped
//     to the map, and what lies wholly outside is dropped.
//   - line_of_sight polylines become walls; so do objects_line_of_sight
//     outlines (format 0.3: pillars, boulders, trees the export marks as
//     blocking light), which block movement and every line as walls do.
//   - portals become doors with their bounds as ends, closed or open as
//     the export says (rotation and freestanding only place the door's
//     picture, which is in the map image already).
//   - lights and environment are kept in the scenery, for vision.
//   - image (base64 PNG, WebP or JPEG, without a data: prefix) is the map
//     picture.

// Limits of an import: past them a file is damaged or hostile.
const (
	maxUVTTPoints = 1_000_000 // points of all the polylines together
	maxUVTTCoord  = 1e6       // |coordinate| in grid units
)

// uvttFile is the export, each key kept raw to be checked with its name.
type uvttFile struct {
	Format     json.RawMessage   `json:"format"`
	Resolution *uvttResolution   `json:"resolution"`
	LOS        []json.RawMessage `json:"line_of_sight"`
	ObjectsLOS []json.RawMessage `json:"objects_line_of_sight"`
	Portals    []json.RawMessage `json:"portals"`
	Lights     []json.RawMessage `json:"lights"`
	Env        *uvttEnvironment  `json:"environment"`
	Image      *string           `json:"image"`
}

type uvttResolution struct {
	MapOrigin     *uvttPoint `json:"map_origin"`
	MapSize       *uvttPoint `json:"map_size"`
	PixelsPerGrid *float64   `json:"pixels_per_grid"`
}

type uvttPoint struct {
	X, Y float64
}

type uvttPortal struct {
	Position     *uvttPoint  `json:"position"`
	Bounds       []uvttPoint `json:"bounds"`
	Rotation     float64     `json:"rotation"`
	Closed       bool        `json:"closed"`
	Freestanding bool        `json:"freestanding"`
}

type uvttLight struct {
	Position  uvttPoint `json:"position"`
	Range     float64   `json:"range"`
	Intensity float64   `json:"intensity"`
	Color     string    `json:"color"`
	Shadows   bool      `json:"shadows"`
}

type uvttEnvironment struct {
	BakedLighting bool   `json:"baked_lighting"`
	AmbientLight  string `json:"ambient_light"`
}

// uvttErr words a fault at key.
func uvttErr(key, format string, args ...any) error {
	return fmt.Errorf("files: universal VTT: key %q: %s", key, fmt.Sprintf(format, args...))
}

// UnmarshalJSON reads {"x":…,"y":…}, both numbers.
func (p *uvttPoint) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil || m == nil {
		return errors.New("a point must be {\"x\": number, \"y\": number}")
	}
	for _, k := range []string{"x", "y"} {
		raw, ok := m[k]
		if !ok {
			return fmt.Errorf("a point lacks %q", k)
		}
		var v float64
		if err := json.Unmarshal(raw, &v); err != nil {
			return fmt.Errorf("a point's %q is not a number", k)
		}
		if math.IsNaN(v) || math.Abs(v) > maxUVTTCoord {
			return fmt.Errorf("a point's %q (%g) is out of range", k, v)
		}
		if k == "x" {
			p.X = v
		} else {
			p.Y = v
		}
	}
	return nil
}

// IsUVTT reports whether data looks like a Universal VTT export: a JSON
// object with a "resolution" key and no battlemap format.
func IsUVTT(data []byte) bool {
	var probe struct {
		Format     json.RawMessage `json:"format"`
		Resolution json.RawMessage `json:"resolution"`
	}
	if json.Unmarshal(data, &probe) != nil || probe.Resolution == nil {
		return false
	}
	var f string
	return json.Unmarshal(probe.Format, &f) != nil || !strings.HasPrefix(f, "battlemap-")
}

// ImportUVTT reads a Universal VTT export as an encounter of system sys
// (with its default options) named name: the map, walls and doors in grid
// units, the picture with its alignment, the lights. A damaged or hostile
// file is refused, naming the key at fault; nothing is built.
func ImportUVTT(data []byte, sys engine.System, name string) (*Document, error) {
	if len(data) > maxFileBytes+maxFileImageBytes {
		return nil, fmt.Errorf("files: universal VTT: %d MiB is more than the %d MiB read", len(data)>>20, (maxFileBytes+maxFileImageBytes)>>20)
	}
	var f uvttFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("files: universal VTT: %s", jsonProblem(err, data))
	}
	if err := uvttFormat(f.Format); err != nil {
		return nil, err
	}
	r := f.Resolution
	if r == nil || r.MapSize == nil || r.PixelsPerGrid == nil {
		return nil, uvttErr("resolution", "needs map_size and pixels_per_grid")
	}
	w, h := math.Ceil(r.MapSize.X-1e-9), math.Ceil(r.MapSize.Y-1e-9)
	if !(w >= 1 && h >= 1 && w <= grid.MaxSide && h <= grid.MaxSide) {
		return nil, uvttErr("resolution.map_size", "%g×%g squares: each side must be 1 to %d", r.MapSize.X, r.MapSize.Y, grid.MaxSide)
	}
	ppg := *r.PixelsPerGrid
	if !(ppg >= 1 && ppg <= 10000) {
		return nil, uvttErr("resolution.pixels_per_grid", "%g: want 1 to 10,000", ppg)
	}
	var origin uvttPoint
	if r.MapOrigin != nil {
		origin = *r.MapOrigin
	}
	im := uvttImport{w: w, h: h, origin: origin}
	points := 0
	for _, src := range []struct {
		key  string
		list []json.RawMessage
	}{{"line_of_sight", f.LOS}, {"objects_line_of_sight", f.ObjectsLOS}} {
		for i, raw := range src.list {
			var line []uvttPoint
			if err := json.Unmarshal(raw, &line); err != nil {
				return nil, uvttErr(src.key, "entry %d: %s", i, pointProblem(err))
			}
			if points += len(line); points > maxUVTTPoints {
				return nil, uvttErr(src.key, "more than %d points in all: too many to be a map", maxUVTTPoints)
			}
			for j := 1; j < len(line); j++ {
				im.wall(line[j-1], line[j])
			}
		}
	}
	var doors []grid.Door
	for i, raw := range f.Portals {
		var p uvttPortal
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, uvttErr("portals", "entry %d: %s", i, pointProblem(err))
		}
		if len(p.Bounds) != 2 {
			return nil, uvttErr("portals", "entry %d: bounds has %d points, want its 2 ends", i, len(p.Bounds))
		}
		if wl, ok := im.clip(p.Bounds[0], p.Bounds[1]); ok {
			doors = append(doors, grid.Door{Wall: wl, Open: !p.Closed})
		}
	}
	scenery := &engine.Scenery{HideGridLines: true}
	for i, raw := range f.Lights {
		var l uvttLight
		if err := json.Unmarshal(raw, &l); err != nil {
			return nil, uvttErr("lights", "entry %d: %s", i, pointProblem(err))
		}
		if len(scenery.Lights) >= maxFileLights {
			return nil, uvttErr("lights", "more than %d lights", maxFileLights)
		}
		if !(l.Range >= 0 && l.Range <= maxUVTTCoord) || math.IsNaN(l.Intensity) || math.IsInf(l.Intensity, 0) {
			return nil, uvttErr("lights", "entry %d: range %g or intensity %g is out of range", i, l.Range, l.Intensity)
		}
		x, y := l.Position.X-origin.X, l.Position.Y-origin.Y
		// A light whose reach misses the map is dropped.
		dx := math.Max(math.Max(-x, x-w), 0)
		dy := math.Max(math.Max(-y, y-h), 0)
		if math.Hypot(dx, dy) > l.Range {
			continue
		}
		color := l.Color
		if color != "" && !hexColor.MatchString(color) {
			color = ""
		}
		scenery.Lights = append(scenery.Lights, engine.Light{X: x, Y: y, Range: l.Range, Intensity: l.Intensity, Color: color, Shadows: l.Shadows})
	}
	if f.Env != nil {
		scenery.Environment = engine.Environment{BakedLighting: f.Env.BakedLighting}
		if hexColor.MatchString(f.Env.AmbientLight) {
			scenery.Environment.AmbientLight = f.Env.AmbientLight
		}
	}
	images := map[string]Image{}
	if f.Image != nil && *f.Image != "" {
		img, err := uvttImage(*f.Image)
		if err != nil {
			return nil, err
		}
		n := ImageName(img.Data)
		images[n] = img
		// The picture spans the map; an export scaled after the fact keeps
		// its grid where the picture's width says.
		if math.Abs(float64(img.Width)-w*ppg) > ppg/2 {
			ppg = max(float64(img.Width)/w, 0.01)
		}
		scenery.Background = &engine.Background{Image: n, Width: img.Width, Height: img.Height, PixelsPerSquare: ppg}
	}
	rows := make([]string, int(h))
	for i := range rows {
		rows[i] = strings.Repeat(".", int(w))
	}
	if err := checkWalls(append(im.fileWalls(), doorsAsWalls(doors)...), rows); err != nil {
		return nil, fmt.Errorf("files: universal VTT: %s", bare(err))
	}
	g, err := grid.Build(grid.Spec{Rows: rows, Walls: im.walls, Doors: doors})
	if err != nil {
		return nil, fmt.Errorf("files: universal VTT: %s", bare(err))
	}
	e, err := engine.NewEncounter(sys, sys.Defaults(), g, nil)
	if err != nil {
		return nil, fmt.Errorf("files: universal VTT: %s", bare(err))
	}
	e.Name, e.Scenery = name, scenery
	return &Document{Encounter: e, Images: images}, nil
}

// uvttFormat accepts format 0.1 to 0.3, as a number or a string.
func uvttFormat(raw json.RawMessage) error {
	if raw == nil {
		return uvttErr("format", "is missing (a Universal VTT export has format 0.2 or 0.3)")
	}
	var v float64
	if err := json.Unmarshal(raw, &v); err != nil {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return uvttErr("format", "is neither a number nor a string")
		}
		if v, err = strconv.ParseFloat(strings.TrimSpace(s), 64); err != nil {
			return uvttErr("format", "%q is not a version number", s)
		}
	}
	if !(v >= 0.1 && v <= 0.3+1e-9) {
		return uvttErr("format", "version %g: this program reads 0.1 to 0.3", v)
	}
	return nil
}

// uvttImage decodes the export's picture.
func uvttImage(s string) (Image, error) {
	if i := strings.Index(s, ";base64,"); strings.HasPrefix(s, "data:") && i >= 0 {
		s = s[i+len(";base64,"):]
	}
	if len(s) > maxFileImageBytes {
		return Image{}, uvttErr("image", "%d MiB of base64 is more than the %d MiB read", len(s)>>20, maxFileImageBytes>>20)
	}
	data, err := base64.StdEncoding.DecodeString(strings.Map(dropSpace, s))
	if err != nil {
		return Image{}, uvttErr("image", "the base64 data is damaged (truncated?): %v", err)
	}
	img, err := SniffImage(data)
	if err != nil {
		return Image{}, uvttErr("image", "%s", err)
	}
	return img, nil
}

// dropSpace drops the line breaks some tools put into base64.
func dropSpace(r rune) rune {
	if r == '\n' || r == '\r' || r == ' ' || r == '\t' {
		return -1
	}
	return r
}

// pointProblem words a decoding error of points and portals.
func pointProblem(err error) string {
	msg := jsonProblem(err, nil)
	return strings.TrimPrefix(msg, "json: ")
}

// uvttImport holds the map's frame and the walls clipped into it.
type uvttImport struct {
	w, h   float64
	origin uvttPoint
	walls  []grid.Wall
}

// wall keeps segment ab, in the export's coordinates, as a wall where it
// lies on the map.
func (im *uvttImport) wall(a, b uvttPoint) {
	if wl, ok := im.clip(a, b); ok {
		im.walls = append(im.walls, wl)
	}
}

// clip moves ab to the map's frame and clips it to the map (Liang–Barsky);
// false when nothing of it lies on the map or it shrinks to a point.
func (im *uvttImport) clip(a, b uvttPoint) (grid.Wall, bool) {
	x0, y0 := a.X-im.origin.X, a.Y-im.origin.Y
	x1, y1 := b.X-im.origin.X, b.Y-im.origin.Y
	dx, dy := x1-x0, y1-y0
	t0, t1 := 0.0, 1.0
	for _, c := range [4][2]float64{{-dx, x0}, {dx, im.w - x0}, {-dy, y0}, {dy, im.h - y0}} {
		p, q := c[0], c[1]
		switch {
		case p == 0:
			if q < 0 {
				return grid.Wall{}, false
			}
		case p < 0:
			t0 = math.Max(t0, q/p)
		default:
			t1 = math.Min(t1, q/p)
		}
	}
	if t0 > t1 {
		return grid.Wall{}, false
	}
	wl := grid.WallF(x0+t0*dx, y0+t0*dy, x0+t1*dx, y0+t1*dy)
	if wl.A == wl.B {
		return grid.Wall{}, false
	}
	return wl, true
}

// fileWalls writes the walls as a file's numbers (for checkWalls).
func (im *uvttImport) fileWalls() [][]float64 {
	out := make([][]float64, len(im.walls))
	for i, wl := range im.walls {
		x1, y1 := wl.A.F()
		x2, y2 := wl.B.F()
		out[i] = []float64{x1, y1, x2, y2}
	}
	return out
}

func doorsAsWalls(ds []grid.Door) [][]float64 {
	out := make([][]float64, len(ds))
	for i, d := range ds {
		x1, y1 := d.A.F()
		x2, y2 := d.B.F()
		out[i] = []float64{x1, y1, x2, y2}
	}
	return out
}

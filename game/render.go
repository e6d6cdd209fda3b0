package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/board"
	"battlemap/game/ui"
)

// renderer draws the board. The map's slowly changing layer — terrain,
// walls, the movement, reach and flanking overlays and the tokens — is
// drawn into an offscreen image only when the board's scene key changes;
// each frame then copies it and draws the hover layer (path preview,
// cover lines) and the interface on top.
type renderer struct {
	fonts    *fonts
	flat     *batch // squares, hatching, overlays, the interface
	hover    *batch // the hover layer, redrawn as the pointer moves
	scene    *ebiten.Image
	sceneKey board.SceneKey
	sceneOK  bool
	sides    map[string]int
	labels   []label
	pics     pictures
	// icons are the pictures buttons show (library thumbnails), by name.
	icons map[string]*ebiten.Image
	// picKey is the picture the scene was drawn with (redrawn when it
	// becomes ready).
	picKey *pictureState
	// forceScene redraws the scene every frame (the bench's worst case).
	forceScene bool
	// marks finds the outlines of areas (draw_areas.go).
	marks areaMarks
}

// label is text to draw after the shapes under it.
type label struct {
	s      string
	x, y   float64
	size   float64
	bold   bool
	c      color.Color
	ax, ay float64
	box    bool // on a dark box
}

func newRenderer(f *fonts) *renderer {
	return &renderer{fonts: f, flat: newBatch(false), hover: newBatch(false), sides: map[string]int{}, icons: map[string]*ebiten.Image{}}
}

// draw draws the whole frame; typing is the text being typed into the
// board's open field, nil when the platform shows it (tick makes the
// caret blink).
func (r *renderer) draw(screen *ebiten.Image, b *board.Board, typing *ui.Edit, tick int64) {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	if r.scene == nil || r.scene.Bounds().Dx() != w || r.scene.Bounds().Dy() != h {
		if r.scene != nil {
			r.scene.Deallocate()
		}
		r.scene = ebiten.NewImage(w, h)
		r.sceneOK = false
	}
	key := b.SceneKey()
	pic := r.pics.ready(b.Encounter())
	if !r.sceneOK || key != r.sceneKey || pic != r.picKey || r.forceScene {
		r.drawScene(r.scene, b, pic)
		r.sceneKey, r.sceneOK, r.picKey = key, true, pic
	}
	screen.DrawImage(r.scene, nil)
	r.drawHover(screen, b)
	r.drawEdit(screen, b)
	r.drawScreen(screen, b.Screen(), typing, tick)
}

// drawScene draws the map layer: the picture (when there is one and it is
// ready) under the terrain, the walls and doors, the overlays and tokens.
func (r *renderer) drawScene(dst *ebiten.Image, b *board.Board, pic *pictureState) {
	dst.Fill(colBackground)
	e := b.Encounter()
	cam := b.Camera()
	vr := b.MapRect()
	look := terrainLook{grid: true}
	if sc := e.Scenery; sc != nil {
		look.grid = !sc.HideGridLines
	}
	if pic != nil {
		r.drawPicture(dst, pic, e.Scenery.Background, cam, vr)
		look.overPicture = true
	}
	r.flat.begin(dst)
	r.drawTerrain(e.Grid, cam, vr, look)
	r.drawAreaOverlays(b, cam)
	r.drawPlacedAreas(b, cam)
	r.drawWalls(e.Grid, cam)
	r.drawDoors(e.Grid, cam)
	r.drawLights(b, cam)
	r.drawFog(b, cam, vr)
	r.labels = r.labels[:0]
	r.drawTokens(b, cam)
	r.drawCoords(b, cam, vr)
	r.placedLabels(b, cam)
	r.flat.flush()
	r.flushLabels(dst)
}

// flushLabels draws the collected labels.
func (r *renderer) flushLabels(dst *ebiten.Image) {
	if len(r.labels) == 0 {
		return
	}
	r.flat.begin(dst)
	for _, l := range r.labels {
		if !l.box {
			continue
		}
		w := r.fonts.measure(l.s, l.size, l.bold)
		pad := l.size * 0.3
		lh := l.size * 1.25
		x := l.x - w*l.ax - pad
		y := l.y - lh*l.ay - pad*0.4
		r.flat.rect(float32(x), float32(y), float32(w+2*pad), float32(lh+pad*0.8), colLabelBg)
	}
	r.flat.flush()
	for _, l := range r.labels {
		if l.box {
			r.fonts.draw(dst, l.s, l.x, l.y, l.size, l.bold, l.c, l.ax, l.ay)
		} else {
			r.fonts.drawShadowed(dst, l.s, l.x, l.y, l.size, l.bold, l.c, l.ax, l.ay)
		}
	}
	r.labels = r.labels[:0]
}

// sideColor returns the colour of a side: sides are coloured in the order
// they first appear.
func (r *renderer) sideColor(b *board.Board, side string) color.RGBA {
	i, ok := r.sides[side]
	if !ok {
		i = len(r.sides)
		for _, c := range b.Encounter().Creatures {
			if _, seen := r.sides[c.Side]; !seen {
				r.sides[c.Side] = len(r.sides)
			}
		}
		if j, ok2 := r.sides[side]; ok2 {
			i = j
		} else {
			r.sides[side] = i
		}
	}
	return sideColors[i%len(sideColors)]
}

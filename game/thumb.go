package game

import (
	"bytes"
	"image"
	"image/color"
	"image/png"

	"image/draw"

	"battlemap/engine"
	"battlemap/grid"
)

// thumbSide is the longest side of a library thumbnail, in pixels.
const thumbSide = 160

// thumbnail draws a small picture of the encounter for the library's list:
// the map picture when it is decoded, else the terrain's colours, with the
// walls and a dot a creature, as a PNG.
func (g *Game) thumbnail(e *engine.Encounter) []byte {
	gr := e.Grid
	px := max(1, thumbSide/max(gr.W, gr.H))
	w, h := gr.W*px, gr.H*px
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if st := g.r.pics.ready(e); st != nil && st.small != nil {
		bg := e.Scenery.Background
		// The small copy spans the source picture; the map starts at the
		// offset and spans W×PixelsPerSquare source pixels.
		sx := float64(st.small.Bounds().Dx()) / float64(bg.Width)
		src := image.Rect(int(bg.OffsetX*sx), int(bg.OffsetY*sx),
			int((bg.OffsetX+float64(gr.W)*bg.PixelsPerSquare)*sx), int((bg.OffsetY+float64(gr.H)*bg.PixelsPerSquare)*sx))
		shrinkInto(img, st.small, src)
	} else {
		for y := 0; y < gr.H; y++ {
			for x := 0; x < gr.W; x++ {
				c := thumbColor(gr.At(x, y))
				draw.Draw(img, image.Rect(x*px, y*px, (x+1)*px, (y+1)*px), image.NewUniform(c), image.Point{}, draw.Src)
			}
		}
	}
	for _, wl := range gr.Walls() {
		ax, ay := wl.A.F()
		bx, by := wl.B.F()
		thumbLine(img, ax*float64(px), ay*float64(px), bx*float64(px), by*float64(px), colWall)
	}
	for _, c := range e.Creatures {
		r := image.Rect(c.X*px, c.Y*px, (c.X+c.SpaceW)*px, (c.Y+c.SpaceH)*px).Inset(max(0, px/5))
		draw.Draw(img, r, image.NewUniform(color.RGBA{0xd5, 0x5e, 0x00, 0xff}), image.Point{}, draw.Src)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil
	}
	return b.Bytes()
}

// thumbColor is a terrain's colour in a thumbnail.
func thumbColor(t grid.Terrain) color.RGBA {
	switch t {
	case grid.Difficult:
		return colDifficult
	case grid.Greater:
		return colGreater
	case grid.Solid:
		return colSolid
	case grid.Pit:
		return colPit
	case grid.Narrow:
		return colNarrow
	}
	return colFloor
}

// thumbLine draws a one-pixel line.
func thumbLine(img *image.RGBA, x0, y0, x1, y1 float64, c color.RGBA) {
	n := int(max(abs(x1-x0), abs(y1-y0))) + 1
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		img.SetRGBA(int(x0+(x1-x0)*t), int(y0+(y1-y0)*t), c)
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// shrinkInto fills dst with src's rectangle r scaled to dst's size, by
// nearest samples: enough for a thumbnail, and no scaler in the web page.
func shrinkInto(dst *image.RGBA, src image.Image, r image.Rectangle) {
	b := dst.Bounds()
	if r.Empty() || b.Empty() {
		return
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		sy := r.Min.Y + (y-b.Min.Y)*r.Dy()/b.Dy()
		for x := b.Min.X; x < b.Max.X; x++ {
			sx := r.Min.X + (x-b.Min.X)*r.Dx()/b.Dx()
			dst.Set(x, y, src.At(sx, sy))
		}
	}
}

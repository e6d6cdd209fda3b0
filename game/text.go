package game

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// fonts holds the embedded Go fonts and the faces made from them, one per
// pixel size (sizes are rounded so that zooming does not fill the glyph
// cache with a face per frame). The faces are x/image/font faces wrapped
// for text/v2 (GoXFace): Go's fonts need no complex shaping, and this
// keeps the web build about 5 MB smaller than text/v2's shaping engine.
type fonts struct {
	regular, bold *opentype.Font
	faces         map[faceKey]*text.GoXFace
}

type faceKey struct {
	size int
	bold bool
}

// loadFonts parses the embedded fonts.
func loadFonts() (*fonts, error) {
	r, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("game: reading the Go Regular font: %w", err)
	}
	b, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, fmt.Errorf("game: reading the Go Bold font: %w", err)
	}
	return &fonts{regular: r, bold: b, faces: map[faceKey]*text.GoXFace{}}, nil
}

// face returns the face of the given pixel size.
func (f *fonts) face(size float64, bold bool) *text.GoXFace {
	k := faceKey{int(math.Round(max(6, size))), bold}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	src := f.regular
	if bold {
		src = f.bold
	}
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(k.size), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		// The fonts are embedded and parsed above; a face of a positive
		// size cannot fail.
		panic(fmt.Sprintf("game: font face of size %d: %v", k.size, err))
	}
	fc := text.NewGoXFace(xf)
	f.faces[k] = fc
	return fc
}

// measure returns the width of s at the given size.
func (f *fonts) measure(s string, size float64, bold bool) float64 {
	w, _ := text.Measure(s, f.face(size, bold), 0)
	return w
}

// draw draws s with its anchor at (x,y): ax and ay choose the anchor
// (0 left/top, 0.5 centre, 1 right/bottom).
func (f *fonts) draw(dst *ebiten.Image, s string, x, y, size float64, bold bool, c color.Color, ax, ay float64) {
	op := &text.DrawOptions{}
	op.PrimaryAlign = align(ax)
	op.SecondaryAlign = align(ay)
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, f.face(size, bold), op)
}

// drawShadowed draws s with a dark shadow so it reads on any background.
func (f *fonts) drawShadowed(dst *ebiten.Image, s string, x, y, size float64, bold bool, c color.Color, ax, ay float64) {
	d := max(1, size/14)
	f.draw(dst, s, x+d, y+d, size, bold, colShadow, ax, ay)
	f.draw(dst, s, x, y, size, bold, c, ax, ay)
}

func align(a float64) text.Align {
	switch {
	case a <= 0.25:
		return text.AlignStart
	case a >= 0.75:
		return text.AlignEnd
	}
	return text.AlignCenter
}

package game

import (
	"image"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// stack is one face made of several: each rune is drawn by the first face
// that has a glyph for it (the Go fonts for Latin, Greek and Cyrillic, then
// the Chinese and Japanese fonts), with the first face's metrics, so that
// lines keep their height and baseline whatever script they mix. A face
// marked fake is a regular face standing in for a bold one: its glyphs are
// widened by a few pixels. A rune that no face has is drawn as the first
// face's missing-glyph box and reported to missing, once per face.
type stack struct {
	faces   []font.Face
	fake    []bool
	embold  int // pixels a fake-bold glyph is widened by
	missing func(r rune)
	noted   map[rune]bool
}

var _ font.Face = (*stack)(nil)

// pick returns the index of the face that draws r.
func (s *stack) pick(r rune) int {
	for i, f := range s.faces {
		if _, ok := f.GlyphAdvance(r); ok {
			return i
		}
	}
	if r >= ' ' && s.missing != nil && !s.noted[r] {
		if s.noted == nil {
			s.noted = map[rune]bool{}
		}
		s.noted[r] = true
		s.missing(r)
	}
	return 0
}

// Close implements font.Face; the faces are closed by their owner.
func (s *stack) Close() error { return nil }

// Glyph implements font.Face.
func (s *stack) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	i := s.pick(r)
	dr, mask, mp, adv, ok := s.faces[i].Glyph(dot, r)
	if !ok || !s.fake[i] || mask == nil {
		return dr, mask, mp, adv, ok
	}
	wide := widen(mask, mp, dr, s.embold)
	dr.Max.X += s.embold
	return dr, wide, image.Point{}, adv + fixed.I(s.embold), true
}

// GlyphBounds implements font.Face.
func (s *stack) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	i := s.pick(r)
	b, adv, ok := s.faces[i].GlyphBounds(r)
	if s.fake[i] {
		b.Max.X += fixed.I(s.embold)
		adv += fixed.I(s.embold)
	}
	return b, adv, ok
}

// GlyphAdvance implements font.Face.
func (s *stack) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	i := s.pick(r)
	adv, ok := s.faces[i].GlyphAdvance(r)
	if s.fake[i] {
		adv += fixed.I(s.embold)
	}
	return adv, ok
}

// Kern implements font.Face: kerning within the first face only.
func (s *stack) Kern(r0, r1 rune) fixed.Int26_6 {
	if s.pick(r0) != 0 || s.pick(r1) != 0 {
		return 0
	}
	return s.faces[0].Kern(r0, r1)
}

// Metrics implements font.Face: the first face's.
func (s *stack) Metrics() font.Metrics { return s.faces[0].Metrics() }

// widen returns the glyph mask (its part at mp, dr's size) widened by k
// pixels to the right: each pixel takes the strongest of itself and the k
// pixels to its left, a synthetic bold.
func widen(mask image.Image, mp image.Point, dr image.Rectangle, k int) *image.Alpha {
	w, h := dr.Dx(), dr.Dy()
	out := image.NewAlpha(image.Rect(0, 0, w+k, h))
	src, isAlpha := mask.(*image.Alpha)
	at := func(x, y int) uint8 {
		if isAlpha {
			return src.Pix[src.PixOffset(mp.X+x, mp.Y+y)]
		}
		_, _, _, a := mask.At(mp.X+x, mp.Y+y).RGBA()
		return uint8(a >> 8)
	}
	for y := 0; y < h; y++ {
		row := out.Pix[y*out.Stride : y*out.Stride+w+k]
		for x := 0; x < w; x++ {
			a := at(x, y)
			if a == 0 {
				continue
			}
			for j := 0; j <= k; j++ {
				if row[x+j] < a {
					row[x+j] = a
				}
			}
		}
	}
	return out
}

package picture

import "image"

// Decoded is a decoded picture at its kept size, handed over a tile at a
// time, so that the whole picture never needs to be in memory twice (on
// the web page it stays in the browser's memory until Release).
type Decoded interface {
	// Size is the kept size in pixels.
	Size() (w, h int)
	// Tile copies the kept picture's rectangle r into pix: RGBA with
	// premultiplied alpha, r.Dx()×4 bytes a row.
	Tile(r image.Rectangle, pix []byte) error
	// Small returns a copy at most side pixels a side (thumbnails).
	Small(side int) image.Image
	// Release frees what the picture holds.
	Release()
}

// rgbaPicture is a picture decoded in Go (the desktop).
type rgbaPicture struct{ img *image.RGBA }

func (p rgbaPicture) Size() (int, int) { return p.img.Rect.Dx(), p.img.Rect.Dy() }

func (p rgbaPicture) Tile(r image.Rectangle, pix []byte) error {
	w := r.Dx() * 4
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := p.img.PixOffset(r.Min.X, y)
		copy(pix[(y-r.Min.Y)*w:(y-r.Min.Y+1)*w], p.img.Pix[i:i+w])
	}
	return nil
}

func (p rgbaPicture) Small(side int) image.Image {
	w, h := p.Size()
	k := float64(side) / float64(max(w, h))
	if k >= 1 {
		return p.img
	}
	dst := image.NewRGBA(image.Rect(0, 0, max(1, int(float64(w)*k)), max(1, int(float64(h)*k))))
	b := dst.Bounds()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dst.Set(x, y, p.img.At(x*w/b.Dx(), y*h/b.Dy()))
		}
	}
	return dst
}

func (p rgbaPicture) Release() {}

// Limits bound what a decoded picture keeps: at most MaxSide pixels a side
// and MaxPerSquare pixels per map square (a map zoomed to one square per
// 128 px on the table shows no more).
type Limits struct {
	MaxSide      int
	MaxPerSquare float64
}

// keptSize returns the size a w×h source picture of a map ppsq pixels a
// square is kept at under lim.
func keptSize(w, h int, ppsq float64, lim Limits) (int, int) {
	s := 1.0
	if m := max(w, h); lim.MaxSide > 0 && m > lim.MaxSide {
		s = float64(lim.MaxSide) / float64(m)
	}
	if lim.MaxPerSquare > 0 && ppsq*s > lim.MaxPerSquare {
		s = lim.MaxPerSquare / ppsq
	}
	return max(int(float64(w)*s+0.5), 1), max(int(float64(h)*s+0.5), 1)
}

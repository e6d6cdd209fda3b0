package picture

import "image"

// Decoded is a decoded picture at its kept size: RGBA (Go's decoders,
// premultiplied) or NRGBA (the browser's pixels).
type Decoded interface {
	image.Image
	SubImage(r image.Rectangle) image.Image
}

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

//go:build !js

package picture

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg" // the map pictures' formats
	_ "image/png"

	"battlemap/engine/files"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp"
)

// DefaultLimits are the desktop's: 8,192 px a side, 128 px a square.
func DefaultLimits() Limits { return Limits{MaxSide: 8192, MaxPerSquare: 128} }

// decode decodes img in a goroutine, scales it to w×h, and calls done.
func decode(img files.Image, w, h int, done func(Decoded, error)) {
	go func() {
		src, _, err := image.Decode(bytes.NewReader(img.Data))
		if err != nil {
			done(nil, fmt.Errorf("picture: the %s picture cannot be decoded: %v", img.Type, err))
			return
		}
		b := src.Bounds()
		if rgba, ok := src.(*image.RGBA); ok && b.Dx() == w && b.Dy() == h && b.Min == (image.Point{}) {
			done(rgbaPicture{rgba}, nil)
			return
		}
		dst := image.NewRGBA(image.Rect(0, 0, w, h))
		var scaler draw.Scaler = draw.CatmullRom
		if b.Dx()*b.Dy() > 64<<20 {
			scaler = draw.ApproxBiLinear // a huge picture: fast beats fine
		}
		scaler.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
		done(rgbaPicture{dst}, nil)
	}()
}

//go:build !js

package picture

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"battlemap/engine/files"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKeptSize checks how big a picture is kept: whole when small, scaled
// to MaxSide a side, and to MaxPerSquare pixels a square.
func TestKeptSize(t *testing.T) {
	lim := Limits{MaxSide: 8192, MaxPerSquare: 128}
	for _, c := range []struct {
		w, h   int
		ppsq   float64
		kw, kh int
	}{
		{2560, 2560, 256, 1280, 1280},   // 10 squares at 256 px: 128 px a square
		{2000, 1000, 100, 2000, 1000},   // small enough
		{16384, 16384, 64, 8192, 8192},  // MaxSide
		{20000, 5000, 100, 8192, 2048},  // the long side decides
		{16384, 16384, 512, 4096, 4096}, // 32 squares of 512 px: 128 a square
		{1, 1, 1, 1, 1},                 // never 0
		{30000, 10, 1000, 3840, 1},
	} {
		w, h := keptSize(c.w, c.h, c.ppsq, lim)
		assert.Equal(t, [2]int{c.kw, c.kh}, [2]int{w, h}, "%d×%d at %g px a square", c.w, c.h, c.ppsq)
	}
}

// TestDecodeScales decodes a PNG to a smaller size and keeps its colours.
func TestDecodeScales(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 64, 32))
	for y := 0; y < 32; y++ {
		for x := 0; x < 64; x++ {
			src.Set(x, y, color.RGBA{200, 10, 10, 255})
		}
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, src))
	img, err := files.SniffImage(b.Bytes())
	require.NoError(t, err)
	got := make(chan Decoded, 1)
	decode(img, 16, 8, func(p Decoded, err error) {
		require.NoError(t, err)
		got <- p
	})
	p := <-got
	w, h := p.Size()
	assert.Equal(t, [2]int{16, 8}, [2]int{w, h})
	pix := make([]byte, 4*4*4)
	require.NoError(t, p.Tile(image.Rect(8, 4, 12, 8), pix))
	assert.Equal(t, []byte{200, 10, 10, 255}, pix[:4], "a tile's first pixel")
	assert.Equal(t, image.Rect(0, 0, 8, 4), p.Small(8).Bounds())
	errs := make(chan error, 1)
	decode(files.Image{Type: "png", Data: []byte("\x89PNG\r\n\x1a\nbroken")}, 4, 4, func(_ Decoded, err error) { errs <- err })
	assert.ErrorContains(t, <-errs, "cannot be decoded")
}

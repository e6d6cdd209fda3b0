package files

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // DecodeConfig of JPEG map pictures
	_ "image/png"  // and of PNG ones
)

// Limits of map pictures: exports of 10,000 px a side are normal; a picture
// beyond these is refused before a pixel is decoded (a decompression bomb
// announces its size in its header).
const (
	MaxImageSide   = 16384
	MaxImagePixels = 16384 * 16384
	maxImageBytes  = 400 << 20
)

// Image is a map picture's bytes as its file holds them (PNG, JPEG or
// WebP), with its type and pixel size read from its header.
type Image struct {
	Type          string // "png", "jpeg" or "webp"
	Data          []byte
	Width, Height int
}

// SniffImage recognises a map picture by its first bytes and reads its
// size from its header, without decoding its pixels. A picture of another
// type, too big or damaged, is refused with the reason.
func SniffImage(data []byte) (Image, error) {
	if len(data) > maxImageBytes {
		return Image{}, fmt.Errorf("the picture has %d MiB; at most %d MiB are read", len(data)>>20, maxImageBytes>>20)
	}
	typ := ""
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		typ = "png"
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		typ = "jpeg"
	case len(data) >= 12 && bytes.Equal(data[:4], []byte("RIFF")) && bytes.Equal(data[8:12], []byte("WEBP")):
		typ = "webp"
	default:
		return Image{}, errors.New("the picture is neither PNG, JPEG nor WebP")
	}
	var cfg image.Config
	if typ == "webp" {
		w, h, err := webpSize(data)
		if err != nil {
			return Image{}, fmt.Errorf("the webp picture is damaged: %v", err)
		}
		cfg.Width, cfg.Height = w, h
	} else {
		c, got, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return Image{}, fmt.Errorf("the %s picture is damaged: %v", typ, err)
		}
		if got != typ {
			return Image{}, fmt.Errorf("the picture starts as %s but reads as %s", typ, got)
		}
		cfg = c
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxImageSide || cfg.Height > MaxImageSide || cfg.Width*cfg.Height > MaxImagePixels {
		return Image{}, fmt.Errorf("the picture is %d×%d pixels; at most %d a side are opened", cfg.Width, cfg.Height, MaxImageSide)
	}
	return Image{Type: typ, Data: data, Width: cfg.Width, Height: cfg.Height}, nil
}

// ImageName is the name a picture's bytes are kept under: their SHA-256,
// so that the same picture is kept once however many encounters use it.
func ImageName(data []byte) string {
	sum := sum256(data)
	return "sha256:" + hex.EncodeToString(sum[:])
}

package files

import (
	"encoding/binary"
	"errors"
)

// webpSize reads a WebP picture's size from its header (RIFF, then a VP8X,
// VP8 or VP8L chunk), without a decoder: the web page decodes pictures in
// the browser, and a WebP decoder would add to its size.
func webpSize(b []byte) (w, h int, err error) {
	if len(b) < 30 || string(b[:4]) != "RIFF" || string(b[8:12]) != "WEBP" {
		return 0, 0, errors.New("not a WebP picture")
	}
	chunk := string(b[12:16])
	d := b[20:]
	switch chunk {
	case "VP8X": // extended: 24-bit canvas width−1 and height−1 at bytes 4..9
		w = 1 + int(d[4]) | int(d[5])<<8 | int(d[6])<<16
		h = 1 + int(d[7]) | int(d[8])<<8 | int(d[9])<<16
	case "VP8 ": // lossy: a frame tag, the start code 9d 01 2a, 14-bit sizes
		if d[3] != 0x9d || d[4] != 0x01 || d[5] != 0x2a {
			return 0, 0, errors.New("a damaged WebP (VP8) header")
		}
		w = int(binary.LittleEndian.Uint16(d[6:8]) & 0x3fff)
		h = int(binary.LittleEndian.Uint16(d[8:10]) & 0x3fff)
	case "VP8L": // lossless: signature 2f, then 14-bit width−1 and height−1
		if d[0] != 0x2f {
			return 0, 0, errors.New("a damaged WebP (VP8L) header")
		}
		v := binary.LittleEndian.Uint32(d[1:5])
		w = 1 + int(v&0x3fff)
		h = 1 + int(v>>14&0x3fff)
	default:
		return 0, 0, errors.New("a WebP picture of an unknown kind " + chunk)
	}
	if w <= 0 || h <= 0 {
		return 0, 0, errors.New("a WebP picture without a size")
	}
	return w, h, nil
}

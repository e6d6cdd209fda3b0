package picture

import (
	"sync"

	"battlemap/engine/files"
)

// Loader decodes one picture in the background.
type Loader struct {
	mu   sync.Mutex
	done bool
	pix  Decoded
	err  error
	// SrcW, SrcH is the source picture's size.
	SrcW, SrcH int
}

// Load starts decoding img, kept within lim for a map of ppsq source
// pixels a square.
func Load(img files.Image, ppsq float64, lim Limits) *Loader {
	l := &Loader{SrcW: img.Width, SrcH: img.Height}
	w, h := keptSize(img.Width, img.Height, ppsq, lim)
	decode(img, w, h, func(rgba Decoded, err error) {
		l.mu.Lock()
		l.pix, l.err, l.done = rgba, err, true
		l.mu.Unlock()
	})
	return l
}

// Result returns the decoded picture once ready (ok), or why it could not
// be decoded; ok is false while it is still decoding.
func (l *Loader) Result() (pix Decoded, err error, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.pix, l.err, l.done
}

package ui

import "unicode"

// Measure returns the width in screen pixels of s set in the interface
// font at px pixels, bold or regular. The app measures with its fonts;
// tests, and layouts made before the fonts are known, use Guess.
type Measure func(s string, px float64, bold bool) float64

// Guess measures text without a font: 0.55 em a character, a whole em for
// the wide characters of Chinese, Japanese and Korean and the fullwidth
// forms, so that a name in CJK is never taken for a short one.
func Guess(s string, px float64, bold bool) float64 {
	em := 0.0
	for _, r := range s {
		if Wide(r) {
			em++
		} else {
			em += 0.55
		}
	}
	return em * px
}

// Wide reports whether r is set twice as wide as a Latin letter: the Han
// ideographs, kana, Hangul, the CJK punctuation and the fullwidth forms.
func Wide(r rune) bool {
	switch {
	case r < 0x1100:
		return false
	case r >= 0x3000 && r <= 0x303f, r >= 0xff00 && r <= 0xff60, r >= 0xffe0 && r <= 0xffe6:
		return true
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

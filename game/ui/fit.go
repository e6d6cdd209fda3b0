package ui

import (
	"strings"
	"unicode/utf8"
)

// Ellipsis ends a text cut to fit.
const Ellipsis = "…"

// Fit returns s as it fits in w at px: all of it when it fits, else its
// longest start that fits with an ellipsis after it (the ellipsis alone
// when not one character fits).
func Fit(m Measure, s string, w, px float64, bold bool) string {
	if m(s, px, bold) <= w {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if m(string(r[:mid])+Ellipsis, px, bold) <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRight(string(r[:lo]), " ") + Ellipsis
}

// Shrink returns the largest font size from px down to least (in whole
// pixels) at which s fits in w, and s at that size: whole when it fits
// there, else cut with an ellipsis at least.
func Shrink(m Measure, s string, w, px, least float64, bold bool) (string, float64) {
	least = min(least, px)
	for size := px; size > least; size-- {
		if m(s, size, bold) <= w {
			return s, size
		}
	}
	return Fit(m, s, w, least, bold), least
}

// Wrap breaks s into at most n rows of width w at px: at spaces, and
// between any two characters of Chinese or Japanese (or beside one), but
// never inside a Latin word or a number while there is another place, nor
// before a closing mark (、。）」ー and the small kana) or after an opening
// one (（「); a word wider than a row breaks between its characters. When s
// does not all fit, the last row ends with an ellipsis. No row is wider
// than w.
func Wrap(m Measure, s string, w, px float64, bold bool, n int) []string {
	return WrapWidths(m, s, func(int) float64 { return w }, px, bold, n)
}

// WrapWidths breaks s as Wrap does into at most n rows, row i of width
// w(i): a text beside a button and then under it, wider.
func WrapWidths(m Measure, s string, w func(row int) float64, px float64, bold bool, n int) []string {
	var rows []string
	s = strings.TrimLeft(s, " ")
	for s != "" && len(rows) < n {
		wi := w(len(rows))
		if len(rows) == n-1 || m(s, px, bold) <= wi {
			rows = append(rows, Fit(m, s, wi, px, bold))
			break
		}
		row, rest := breakRow(m, s, wi, px, bold)
		rows = append(rows, strings.TrimRight(row, " "))
		s = strings.TrimLeft(rest, " ")
	}
	return rows
}

// breakRow splits s, which does not fit in w, at the last place a line may
// break where the start still fits; with no such place, as many characters
// as fit, at least one.
func breakRow(m Measure, s string, w, px float64, bold bool) (row, rest string) {
	cut := 0
	prev := rune(-1)
	for i, r := range s {
		if i > 0 && canBreak(prev, r) {
			if m(strings.TrimRight(s[:i], " "), px, bold) > w {
				break
			}
			cut = i
		}
		prev = r
	}
	if cut > 0 {
		return s[:cut], s[cut:]
	}
	_, first := utf8.DecodeRuneInString(s)
	cut = first
	for i := range s {
		if i <= first {
			continue
		}
		if m(s[:i], px, bold) > w {
			break
		}
		cut = i
	}
	return s[:cut], s[cut:]
}

// canBreak reports whether a line may break between a and b: after a
// space, or beside a wide character (Chinese, Japanese), unless b is a mark
// that may not start a line or a one that may not end it.
func canBreak(a, b rune) bool {
	switch {
	case b == ' ':
		return false // break after the spaces, not before
	case strings.ContainsRune(noStart, b), strings.ContainsRune(noEnd, a):
		return false
	case a == ' ':
		return true
	}
	return Wide(a) || Wide(b)
}

// The marks a line may not start with, and those it may not end with
// (kinsoku shori, as Japanese and Chinese typesetting have it).
const (
	noStart = "、。，．・：；？！）」』】〕〉》’”ー〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…,.:;?!)]}%"
	noEnd   = "（「『【〔〈《‘“([{"
)

// BoxLine is the row height Box lays rows at, in ems.
const BoxLine = 1.1

// Box fits s in a box w wide and h tall, as a token's name fits its disc:
// in one row at the largest size from px down to half of it (whole
// pixels) that fits, else at the largest size down to least at which it
// fits in one row or in at most n rows BoxLine ems apart; at least,
// wrapped into n rows and cut with an ellipsis. No row is wider than w.
func Box(m Measure, s string, w, h, px, least float64, bold bool, n int) ([]string, float64) {
	least = max(1, min(least, px))
	// One row while it keeps at least half the size, then rows.
	for size := px; size >= max(least, px/2); size-- {
		if m(s, size, bold) <= w && size <= h {
			return []string{s}, size
		}
	}
	for size := px; size >= least; size-- {
		if m(s, size, bold) <= w && size <= h {
			return []string{s}, size
		}
		for k := 2; k <= n && float64(k)*size*BoxLine <= h; k++ {
			rows := Wrap(m, s, w, size, bold, k)
			if joinedSpaces(rows, s) {
				return rows, size
			}
		}
	}
	k := max(1, min(n, int(h/(least*BoxLine))))
	return Wrap(m, s, w, least, bold, k), least
}

// joinedSpaces reports whether rows, joined by the spaces Wrap dropped at
// the breaks, are all of s (nothing was cut).
func joinedSpaces(rows []string, s string) bool {
	return strings.Join(rows, " ") == strings.Join(strings.Fields(s), " ") ||
		strings.Join(rows, "") == strings.TrimSpace(s)
}

package ui

import "strings"

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

// Wrap breaks s into at most n rows of width w at px: at spaces, between
// the characters of a word wider than a row (and of text without spaces,
// such as Japanese). When s does not all fit, the last row ends with an
// ellipsis. No row is wider than w.
func Wrap(m Measure, s string, w, px float64, bold bool, n int) []string {
	var rows []string
	s = strings.TrimLeft(s, " ")
	for s != "" && len(rows) < n {
		if len(rows) == n-1 || m(s, px, bold) <= w {
			rows = append(rows, Fit(m, s, w, px, bold))
			break
		}
		row, rest := breakRow(m, s, w, px, bold)
		rows = append(rows, row)
		s = strings.TrimLeft(rest, " ")
	}
	return rows
}

// breakRow splits s, which does not fit in w, into the longest run of
// whole words that fits and the rest; a first word that alone is too wide
// gives as many of its characters as fit, at least one.
func breakRow(m Measure, s string, w, px float64, bold bool) (row, rest string) {
	cut := 0
	for i, r := range s {
		if r != ' ' {
			continue
		}
		if m(s[:i], px, bold) > w {
			break
		}
		cut = i
	}
	if cut > 0 {
		return s[:cut], s[cut:]
	}
	first := len(string([]rune(s)[:1])) // the first character's bytes
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

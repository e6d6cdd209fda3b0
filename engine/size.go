package engine

import (
	"fmt"
	"strings"
)

// Size is a creature's size category, Fine (smallest) to Colossal.
type Size int8

// The size categories, in order; differences between them count "sizes".
const (
	Fine Size = iota
	Diminutive
	Tiny
	Small
	Medium
	Large
	Huge
	Gargantuan
	Colossal
)

var sizeNames = [...]string{"fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"}

// ParseSize reads a size name as scenario files spell it.
func ParseSize(s string) (Size, error) {
	for i, n := range sizeNames {
		if strings.EqualFold(n, s) {
			return Size(i), nil
		}
	}
	return 0, fmt.Errorf("unknown size %q (want one of %s)", s, strings.Join(sizeNames[:], ", "))
}

// String returns the size's name.
func (s Size) String() string {
	if s >= 0 && int(s) < len(sizeNames) {
		return sizeNames[s]
	}
	return fmt.Sprintf("size(%d)", s)
}

// Side returns the side of the size's space in squares: 1 for Small and
// smaller (Tiny and smaller share a square), 2 Large, 3 Huge, 4 Gargantuan,
// 6 Colossal.
func (s Size) Side() int {
	switch s {
	case Large:
		return 2
	case Huge:
		return 3
	case Gargantuan:
		return 4
	case Colossal:
		return 6
	}
	return 1
}

// Shares reports whether creatures of this size occupy only part of a square
// (Tiny and smaller).
func (s Size) Shares() bool { return s <= Tiny }

// perSquare is how many creatures of a sharing size fit in one square
// (RULES.md B5/C5: 4 Tiny, 25 Diminutive, 100 Fine), as a fraction of 100.
func (s Size) perSquare() int {
	switch s {
	case Fine:
		return 1
	case Diminutive:
		return 4
	case Tiny:
		return 25
	}
	return 100
}

// Body is a creature's build, which sets natural reach for Large and bigger.
type Body uint8

// The two builds of the size tables.
const (
	Tall Body = iota // most bipeds
	Long             // most quadrupeds
)

// naturalReach returns reach in feet from the size tables of PF2e (A5) and
// PF1e/3.5 (B5, C5). 5e does not set reach by size.
func naturalReach(s Size, b Body) int {
	switch s {
	case Fine, Diminutive, Tiny:
		return 0
	case Small, Medium:
		return 5
	case Large:
		if b == Long {
			return 5
		}
		return 10
	case Huge:
		if b == Long {
			return 10
		}
		return 15
	case Gargantuan:
		if b == Long {
			return 15
		}
		return 20
	case Colossal:
		if b == Long {
			return 20
		}
		return 30
	}
	return 5
}

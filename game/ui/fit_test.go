package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGuessMeasuresWideCharactersAsAnEm(t *testing.T) {
	assert.InDelta(t, 5*0.55*10, Guess("Gnoll", 10, false), 1e-9)
	// Three characters of nine bytes: three ems, not nine half ems.
	assert.InDelta(t, 3*10.0, Guess("洞窟の", 10, false), 1e-9)
	assert.InDelta(t, 2*10.0, Guess("ＡＢ", 10, true), 1e-9, "fullwidth forms")
	for _, r := range "ゴブリン巣窟한글" {
		assert.True(t, Wide(r), "%q is wide", r)
	}
	for _, r := range "Aé-ßΩж" {
		assert.False(t, Wide(r), "%q is not wide", r)
	}
}

func TestFitCutsWithAnEllipsis(t *testing.T) {
	assert.Equal(t, "Next turn", Fit(Guess, "Next turn", 100, 10, true), "fits whole")
	got := Fit(Guess, "Next turn N", 35, 10, true)
	assert.Equal(t, "Next"+Ellipsis, got, "no space before the ellipsis")
	assert.LessOrEqual(t, Guess(got, 10, true), 35.0)
	assert.Equal(t, Ellipsis, Fit(Guess, "Wide", 3, 10, true), "not one character fits")
	assert.Equal(t, "洞"+Ellipsis, Fit(Guess, "洞窟の奥", 16, 10, true), "cut between characters, not bytes")
}

func TestShrinkTakesTheLargestSizeThatFits(t *testing.T) {
	s, px := Shrink(Guess, "Goblin warren", 80, 15, 10, true)
	assert.Equal(t, "Goblin warren", s)
	assert.Equal(t, 11.0, px, "13 characters at 0.55 em fit 80 px up to 11 px")
	s, px = Shrink(Guess, "The goblin warren under the hill", 80, 15, 10, true)
	assert.Equal(t, 10.0, px, "the least size when nothing fits")
	assert.True(t, strings.HasSuffix(s, Ellipsis), "%q is cut at the least size", s)
	assert.LessOrEqual(t, Guess(s, px, true), 80.0)
}

func TestWrapBreaksAtSpacesThenBetweenCharacters(t *testing.T) {
	rows := Wrap(Guess, "Roll initiative (I), then Next turn (N).", 100, 10, false, 4)
	assert.Equal(t, []string{"Roll initiative", "(I), then Next", "turn (N)."}, rows)
	rows = Wrap(Guess, "Roll initiative (I), then Next turn (N).", 100, 10, false, 2)
	require.Len(t, rows, 2)
	assert.True(t, strings.HasSuffix(rows[1], Ellipsis), "the last row %q says there is more", rows[1])
	// A word wider than a row, and Japanese without spaces, break between
	// characters.
	assert.Equal(t, []string{"Abcdefgh", "ijklmnop"}, Wrap(Guess, "Abcdefghijklmnop", 45, 10, false, 3))
	assert.Equal(t, []string{"ゴブリン", "の巣窟"}, Wrap(Guess, "ゴブリンの巣窟", 40, 10, false, 3))
}

func TestWrapWidthsWidensTheRowsUnderAButton(t *testing.T) {
	// Two narrow rows beside a button, then rows twice as wide.
	w := func(row int) float64 {
		if row < 2 {
			return 40
		}
		return 80
	}
	rows := WrapWidths(Guess, "ゴブリンの巣窟の奥、地下三階", w, 10, false, 5)
	assert.Equal(t, "ゴブリンの巣窟の奥、地下三階", strings.Join(rows, ""), "nothing is cut")
	require.Len(t, rows, 3)
	for i, r := range rows {
		assert.LessOrEqual(t, Guess(r, 10, false), w(i), "row %d %q", i, r)
	}
	assert.Greater(t, Guess(rows[2], 10, false), 40.0, "the row under the button takes its width")
	rows = WrapWidths(Guess, "Roll initiative (I), then Next turn (N).", w, 10, false, 2)
	require.Len(t, rows, 2)
	assert.True(t, strings.HasSuffix(rows[1], Ellipsis), "the last row %q says there is more", rows[1])
}

func TestTextNeverSpillsOut(t *testing.T) {
	texts := []string{
		"", "Open O", "Attack of opportunity! Val stops at (3,4)",
		"Supercalifragilisticexpialidocious goblin", "ゴブリンの巣窟、地下三階の奥", "한글 이름 아주 긴 이름입니다",
		"  leading and trailing  ", "a b c d e f g h i j k l m n o p",
	}
	for _, s := range texts {
		for w := 8.0; w <= 200; w += 7 {
			for _, px := range []float64{10, 15, 22} {
				assert.LessOrEqual(t, Guess(Fit(Guess, s, w, px, true), px, true), max(w, Guess(Ellipsis, px, true)),
					"Fit %q in %v at %v", s, w, px)
				for _, row := range Wrap(Guess, s, w, px, false, 3) {
					if len([]rune(row)) > 1 { // a single character wider than the row is all it can do
						assert.LessOrEqual(t, Guess(row, px, false), w, "a row of %q in %v at %v: %q", s, w, px, row)
					}
				}
			}
		}
	}
}

func TestWrapBreaksChineseAndJapaneseAnywhereButKeepsLatinWords(t *testing.T) {
	// Between any two characters of Japanese, beside a Latin word but not
	// inside it.
	rows := Wrap(Guess, "ゴブリンG12の移動", 50, 10, false, 4)
	assert.Equal(t, []string{"ゴブリン", "G12の移動"}, rows)
	rows = Wrap(Guess, "巣のGoblin", 40, 10, false, 4)
	assert.Equal(t, []string{"巣の", "Goblin"}, rows, "not 巣のGob / lin")
	// Never before a closing mark or the prolonged sound mark.
	for w := 20.0; w <= 60; w += 10 {
		rows = Wrap(Guess, "機会攻撃。ゴール「突撃」", w, 10, false, 9)
		assert.Equal(t, "機会攻撃。ゴール「突撃」", strings.Join(rows, ""), "at %v", w)
		for i, r := range rows {
			first, _ := utf8.DecodeRuneInString(r)
			last, _ := utf8.DecodeLastRuneInString(r)
			assert.NotContains(t, noStart, string(first), "row %d %q at %v starts with a closing mark", i, r, w)
			assert.NotContains(t, noEnd, string(last), "row %d %q at %v ends with an opening mark", i, r, w)
		}
	}
	// Chinese mixed with spaces breaks inside the Chinese too.
	rows = Wrap(Guess, "法师2 的借机攻击被触发", 60, 10, false, 4)
	for _, r := range rows {
		assert.LessOrEqual(t, Guess(r, 10, false), 60.0, "%q", r)
	}
	assert.Equal(t, "法师2 的借", rows[0], "fills the row across the space")
	assert.Equal(t, "法师2 的借机攻击被触发", strings.Join(rows, ""))
}

func TestBoxShrinksThenWrapsANameIntoItsToken(t *testing.T) {
	rows, px := Box(Guess, "G1", 40, 40, 26, 10, true, 2)
	assert.Equal(t, []string{"G1"}, rows)
	assert.Equal(t, 26.0, px, "a short id at the largest size")
	rows, px = Box(Guess, "巨人ジャイアント", 40, 40, 26, 8, true, 2)
	require.Len(t, rows, 2, "eight wide characters in two rows rather than tiny")
	assert.Equal(t, "巨人ジャイアント", strings.Join(rows, ""))
	for _, r := range rows {
		assert.LessOrEqual(t, Guess(r, px, true), 40.0)
	}
	assert.LessOrEqual(t, 2*px*BoxLine, 40.0, "the rows fit the height")
	rows, px = Box(Guess, "ゴブリンの王様ゴブリンの王様ゴブリンの王様", 20, 20, 26, 8, true, 2)
	assert.Equal(t, 8.0, px)
	assert.True(t, strings.HasSuffix(rows[len(rows)-1], Ellipsis), "too long even at the least size: cut")
}

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edit opens a field holding text and drops the selection, the caret at
// the end.
func edit(t *testing.T, f Field) *Edit {
	t.Helper()
	e := NewEdit(f)
	e.Key(KeyEnd)
	require.False(t, e.Selected())
	return e
}

func TestEditOpensWithAllSelected(t *testing.T) {
	e := NewEdit(Field{Text: "Goblin den"})
	assert.Equal(t, "[Goblin den|]", e.String(), "all selected, the caret at the end")
	e.Type("Ogre cave")
	assert.Equal(t, "Ogre cave|", e.String(), "typing replaces the selection")
	for _, c := range []struct {
		key  EditKey
		want string
	}{
		{KeyBackspace, "|"}, {KeyDelete, "|"},
		{KeyLeft, "|Goblin den"}, {KeyHome, "|Goblin den"},
		{KeyRight, "Goblin den|"}, {KeyEnd, "Goblin den|"},
	} {
		e := NewEdit(Field{Text: "Goblin den"})
		e.Key(c.key)
		assert.Equal(t, c.want, e.String(), "key %d on the selection", c.key)
	}
	assert.False(t, NewEdit(Field{}).Selected(), "an empty field has nothing to select")
	e = NewEdit(Field{Text: "Den"})
	e.Key(KeyEnter)
	assert.True(t, e.Selected(), "Enter leaves the text as it is")
}

func TestEditTypesAndMovesTheCaret(t *testing.T) {
	e := edit(t, Field{Text: "Goblin den"})
	require.Equal(t, "Goblin den|", e.String(), "the caret at the end")
	e.Type(" two")
	assert.Equal(t, "Goblin den two|", e.String())
	for range 4 {
		e.Key(KeyLeft)
	}
	e.Type(",")
	assert.Equal(t, "Goblin den,| two", e.String(), "typing inserts at the caret")
	e.Key(KeyHome)
	e.Type("The ")
	assert.Equal(t, "The |Goblin den, two", e.String())
	e.Key(KeyEnd)
	e.Key(KeyRight)
	assert.Equal(t, 19, e.Caret(), "Right at the end stays there")
	e.Key(KeyHome)
	e.Key(KeyLeft)
	assert.Equal(t, 0, e.Caret(), "Left at the start stays there")
}

func TestEditBackspaceAndDelete(t *testing.T) {
	e := edit(t, Field{Text: "Warrens"})
	e.Key(KeyBackspace)
	assert.Equal(t, "Warren|", e.String())
	e.Key(KeyHome)
	e.Key(KeyBackspace)
	assert.Equal(t, "|Warren", e.String(), "Backspace at the start deletes nothing")
	e.Key(KeyDelete)
	assert.Equal(t, "|arren", e.String())
	e.Key(KeyEnd)
	e.Key(KeyDelete)
	assert.Equal(t, "arren|", e.String(), "Delete at the end deletes nothing")
}

func TestEditCommitsAndCancels(t *testing.T) {
	e := edit(t, Field{Text: "Den"})
	for _, k := range []EditKey{KeyBackspace, KeyDelete, KeyLeft, KeyRight, KeyHome, KeyEnd} {
		assert.Equal(t, Editing, e.Key(k), "key %d goes on typing", k)
	}
	assert.Equal(t, Committed, e.Key(KeyEnter))
	assert.Equal(t, Cancelled, e.Key(KeyEscape))
	assert.Equal(t, "De", e.Text(), "Enter and Escape leave the text to the owner")
}

func TestEditCountsCharactersNotBytes(t *testing.T) {
	e := edit(t, Field{Text: "ゴブリンの巣"})
	require.Equal(t, 6, e.Caret(), "six characters, eighteen bytes")
	e.Key(KeyBackspace)
	assert.Equal(t, "ゴブリンの|", e.String(), "Backspace deletes a whole character")
	e.Key(KeyLeft)
	e.Type("達")
	assert.Equal(t, "ゴブリン達|の", e.String())
	// The caret stands after five wide characters: five ems, measured.
	assert.InDelta(t, 5*20.0, e.CaretX(Guess, 20), 1e-9)
	e.Key(KeyHome)
	e.Type("Big ")
	assert.InDelta(t, 4*0.55*20, e.CaretX(Guess, 20), 1e-9)
}

func TestEditDropsControlsAndStopsAtMax(t *testing.T) {
	e := NewEdit(Field{Max: 8})
	e.Type("a\x00b\x1bc\td\ne")
	assert.Equal(t, "abc d e|", e.String(), "control characters dropped, breaks and tabs made spaces")
	e.Type("fghij")
	assert.Equal(t, "abc d ef|", e.String(), "no more than Max characters")
}

func TestEditFollowKeepsTheCaretInView(t *testing.T) {
	e := edit(t, Field{Text: "The goblin warren under the hill"}) // 32 characters, 176 px at 10 px
	e.Follow(Guess, 10, 100)
	assert.InDelta(t, 76, e.Scroll(), 1e-9, "the end in view")
	for range 10 {
		e.Key(KeyLeft)
	}
	e.Follow(Guess, 10, 100)
	assert.InDelta(t, 76, e.Scroll(), 1e-9, "the caret still shows: no scroll")
	e.Key(KeyHome)
	e.Follow(Guess, 10, 100)
	assert.InDelta(t, 0, e.Scroll(), 1e-9, "back to the start")
	short := NewEdit(Field{Text: "Den"})
	short.Follow(Guess, 10, 100)
	assert.InDelta(t, 0, short.Scroll(), 1e-9, "a text that fits never scrolls")
}

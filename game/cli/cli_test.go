package cli

import (
	"bytes"
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParse reads the table's flags, refuses what cannot be, and prints
// the usage for -h.
func TestParse(t *testing.T) {
	a, err := Parse([]string{"-follow", "127.0.0.1:9000", "-rotate", "180", "-fullscreen", "map.json"}, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, "players", a.View, "following is the players' screen")
	assert.Equal(t, "127.0.0.1:9000", a.Follow)
	assert.Equal(t, 180, a.Rotate)
	assert.True(t, a.Fullscreen)
	assert.Equal(t, "map.json", a.File)
	assert.Equal(t, 1280, a.Width)

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-rotate", "45"}, "-rotate 45"},
		{[]string{"-view", "tv"}, `-view "tv"`},
		{[]string{"-size", "10x10"}, `-size "10x10"`},
		{[]string{"-screen-inches", "2"}, "-screen-inches 2"},
		{[]string{"a", "b"}, "one file at most"},
	} {
		_, err := Parse(c.args, &bytes.Buffer{})
		assert.ErrorContains(t, err, c.want, "%v", c.args)
	}
	var out bytes.Buffer
	_, err = Parse([]string{"-h"}, &out)
	assert.ErrorIs(t, err, flag.ErrHelp)
	assert.Contains(t, out.String(), "usage: battlemap [flags] [FILE]")
	assert.Contains(t, out.String(), "-follow")
}

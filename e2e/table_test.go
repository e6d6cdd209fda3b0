//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The table's two screens: the GM's window and the players' window, two
// pages of one origin that talk over a BroadcastChannel.

// twoRooms is the test encounter: the heroes in the west room, a closed
// door, goblins and an ogre in the east room.
func twoRooms(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "testdata", "table", "two-rooms.json"))
	require.NoError(t, err)
	return string(data)
}

const twoRoomsName = "Two rooms and a door"

// ids lists the creatures of a state, sorted.
func ids(st appState) string {
	var out []string
	for _, c := range st.Creatures {
		out = append(out, c.ID)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// tableWindows opens the GM's page with the two rooms and the players'
// page beside it, and waits until the players' page shows the GM's
// encounter.
func tableWindows(t *testing.T) (gm, pl *page) {
	t.Helper()
	base := serve(t, webDir(t)) + "/index.html"
	gm = openPage(t, base)
	gm.waitReady()
	gm.load(twoRooms(t), twoRoomsName)
	pl = openPage(t, base+"?view=players")
	pl.waitReady()
	pl.waitState("the players' window to show the GM's encounter", func(st appState) bool {
		return st.View == "players" && st.Name == twoRoomsName
	})
	return gm, pl
}

// clickSquare clicks the centre of square (x,y).
func (p *page) clickSquare(x, y int) {
	p.t.Helper()
	px, py := p.squareCenter(x, y)
	p.click(px, py)
}

// TestTableTwoWindows: a move in the GM's window appears in the players';
// a room the GM has not revealed and a goblin the GM hides are absent from
// the players' window and present in the GM's; with line of sight, the
// door the GM opens shows the room behind it.
func TestTableTwoWindows(t *testing.T) {
	gm, pl := tableWindows(t)
	st := gm.state()
	require.Equal(t, "gm", st.View)
	assert.Equal(t, "G1 G2 G3 Kai Ogre Val", ids(st))
	assert.Equal(t, "G1 G2 G3 Kai Ogre Val", ids(pl.state()), "no fog yet: the players see everyone")

	// The fog: the Table column, Reveal room, a tap in the west room.
	gm.press("bar:table", "the table column", func(st appState) bool { return st.button("table:room+") != nil })
	gm.press("table:room+", "the room tool armed", func(st appState) bool { b := st.button("table:room+"); return b != nil && b.Hot })
	gm.clickSquare(2, 2)
	gm.waitState("the west room revealed", func(st appState) bool { return st.Players.Fog > 0 })
	pst := pl.waitState("the players to see the west room only", func(st appState) bool { return ids(st) == "G3 Kai Val" })
	assert.Empty(t, pst.Log, "the players' state names nothing the log says")

	// Hide G1, then reveal the east room: G2 and the ogre show, G1 not.
	gm.press("table:room+", "the room tool disarmed", func(st appState) bool { b := st.button("table:room+"); return b != nil && !b.Hot })
	gm.selectToken(*st.creature("G1"), false)
	gm.press("table:hide", "G1 hidden", func(st appState) bool { c := st.creature("G1"); return c != nil && c.Hidden })
	gm.press("table:room+", "the room tool armed", func(st appState) bool { b := st.button("table:room+"); return b != nil && b.Hot })
	gm.clickSquare(12, 4)
	pl.waitState("the players to see the east room but not the hidden G1", func(st appState) bool { return ids(st) == "G2 G3 Kai Ogre Val" })
	gm.waitState("the GM to see G1 still", func(st appState) bool { return strings.Contains(ids(st), "G1") })
	gm.screenshot("table-01-gm-fog-hidden")
	pl.screenshot("table-02-players-fog-hidden")

	// A move in the GM's window shows in the players'.
	gm.press("table:room+", "the room tool disarmed", func(st appState) bool { b := st.button("table:room+"); return b != nil && !b.Hot })
	gm.selectToken(*gm.state().creature("Val"), false)
	gm.clickSquare(4, 3)
	gm.waitState("Val to move", func(st appState) bool { c := st.creature("Val"); return c != nil && c.X == 4 })
	pl.waitState("Val to move in the players' window", func(st appState) bool { c := st.creature("Val"); return c != nil && c.X == 4 && c.Y == 3 })

	// Line of sight: no fog, sight on; the door is closed, so the east
	// room is dark to the party; the GM opens it and G2 shows.
	gm.press("table:fog", "the fog lifted", func(st appState) bool { return st.Players.Fog == -1 })
	gm.press("table:sight", "line of sight on", func(st appState) bool { return st.Players.Sight })
	dark := pl.waitState("the party to see the west room only", func(st appState) bool {
		return st.Players.Sight && ids(st) == "G3 Kai Val"
	})
	pl.screenshot("table-03-players-sight-door-closed")
	gm.press("bar:table", "the action column back", func(st appState) bool { return st.button("table:room+") == nil })
	gm.press("bar:cancel", "nothing selected", func(st appState) bool { return st.selectedID() == "" })
	// The door's middle, on the line x=7 between squares (6,3) and (7,3).
	xa, ya := gm.squareCenter(6, 3)
	xb, _ := gm.squareCenter(7, 3)
	gm.click((xa+xb)/2, ya)
	gm.waitState("the door to open", func(st appState) bool { return lastLog(st) != "" && strings.Contains(lastLog(st), "open") })
	lit := pl.waitState("the party to see G2 through the open door", func(st appState) bool {
		return strings.Contains(ids(st), "G2")
	})
	assert.Greater(t, lit.Players.InSight, dark.Players.InSight, "the open door shows more squares")
	assert.NotContains(t, ids(lit), "G1", "a hidden goblin stays hidden in sight")
	pl.screenshot("table-04-players-sight-door-open")
	gm.screenshot("table-05-gm-sight")
}

// TestTablePlayersScreenChangesNothing: the players' page has no
// controls: a click on a token selects nothing and moves nothing.
func TestTablePlayersScreenChangesNothing(t *testing.T) {
	_, pl := tableWindows(t)
	st := pl.state()
	for _, b := range st.Buttons {
		assert.False(t, strings.HasPrefix(b.Name, "bar:") || strings.HasPrefix(b.Name, "act:") || strings.HasPrefix(b.Name, "table:"),
			"the players' screen has the control %s", b.Name)
	}
	val := st.creature("Val")
	require.NotNil(t, val)
	pl.clickSquare(val.X, val.Y)
	pl.clickSquare(val.X+1, val.Y)
	pl.frames(5)
	after := pl.state()
	assert.Equal(t, "", after.selectedID())
	assert.Equal(t, val.X, after.creature("Val").X, fmt.Sprintf("a click on the players' screen moved Val: %s", after.positions()))
}

// TestTableScreenshots shoots both screens of the fogged demo (the west
// room revealed, G1 hidden, line of sight on, Kai's turn) on a portrait
// tablet, a 1080p screen and a 4K TV.
func TestTableScreenshots(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "testdata", "table", "warren.json"))
	require.NoError(t, err)
	const name = "The goblin warren, at the table"
	base := serve(t, webDir(t)) + "/index.html"
	for _, sz := range [][2]int64{{820, 1180}, {1920, 1080}, {3840, 2160}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			vp := chromedp.EmulateViewport(sz[0], sz[1])
			gm := openPage(t, base, vp)
			gm.waitReady()
			gm.load(string(data), name)
			pl := openPage(t, base+"?view=players", vp)
			pl.waitReady()
			st := pl.waitState("the players' screen of the warren", func(st appState) bool { return st.Name == name && st.View == "players" })
			assert.NotContains(t, ids(st), "G1", "the hidden goblin")
			assert.Contains(t, ids(gm.state()), "G1")
			gm.screenshot(fmt.Sprintf("table-gm-%dx%d", sz[0], sz[1]))
			pl.screenshot(fmt.Sprintf("table-players-%dx%d", sz[0], sz[1]))
		})
	}
}

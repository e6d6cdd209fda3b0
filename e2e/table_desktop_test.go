//go:build e2e

package e2e

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// freeLoopback returns a loopback address with a free port.
func freeLoopback(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	return addr
}

// press clicks the on-screen button called name in the dump st.
func (a *desktopApp) press(st appState, name string) {
	a.t.Helper()
	bt := st.button(name)
	if bt == nil {
		a.fail("no button %q in the window", name)
	}
	scale := 1.0
	if st.Screen != nil && st.Screen.Window[0] > 0 && a.winW > 0 {
		scale = float64(a.winW) / st.Screen.Window[0]
	}
	a.click(a.winX+int(bt.At[0]*scale), a.winY+int(bt.At[1]*scale))
}

// raise brings the app's window over the other's (Xvfb has no window
// manager: the window mapped last is on top).
func (a *desktopApp) raise() {
	a.t.Helper()
	a.run("xdotool", "windowraise", a.window)
}

// TestDesktopTableTwoWindows: the GM's process leads and the players'
// process follows over loopback TCP. A room revealed and a goblin hidden
// in the GM's window: the players' window shows the room, not the goblin;
// a move shows in both; with line of sight, a door the GM opens shows the
// room behind it.
func TestDesktopTableTwoWindows(t *testing.T) {
	needTools(t)
	addr := freeLoopback(t)
	file := filepath.Join(repoRoot(t), "testdata", "table", "two-rooms.json")
	pl := startDesktop(t, "-follow", addr)
	pl.waitState("the players' window", windowTimeout, func(st appState) bool { return st.View == "players" })
	pl.findWindow()
	gm := startDesktop(t, "-lead", addr, file)
	gst := gm.waitState("the GM's window with the two rooms", windowTimeout, func(st appState) bool {
		return st.Name == twoRoomsName && st.Screen != nil && st.Screen.Square > 0
	})
	gm.findWindow()
	gm.raise()
	pl.waitState("the players' window to follow the GM's", actionTimeout, func(st appState) bool {
		return st.Name == twoRoomsName && ids(st) == "G1 G2 G3 Kai Ogre Val"
	})

	gm.press(gst, "bar:table")
	gst = gm.waitState("the table column", actionTimeout, func(st appState) bool { return st.button("table:room+") != nil })
	gm.press(gst, "table:room+")
	gst = gm.waitState("the room tool armed", actionTimeout, func(st appState) bool { b := st.button("table:room+"); return b != nil && b.Hot })
	x, y := gm.squareOnScreen(gst, 2, 2)
	gm.click(x, y)
	pl.waitState("the players to see the west room only", actionTimeout, func(st appState) bool { return ids(st) == "G3 Kai Val" })

	gst = gm.waitState("the fog", actionTimeout, func(st appState) bool { return st.Players.Fog > 0 })
	gm.press(gst, "table:room+") // disarm
	gst = gm.waitState("the room tool disarmed", actionTimeout, func(st appState) bool { b := st.button("table:room+"); return b != nil && !b.Hot })
	x, y = gm.squareOnScreen(gst, 10, 1)
	gm.click(x, y)
	gst = gm.waitState("G1 selected", actionTimeout, func(st appState) bool { return st.selectedID() == "G1" })
	gm.press(gst, "table:hide")
	gst = gm.waitState("G1 hidden", actionTimeout, func(st appState) bool { c := st.creature("G1"); return c != nil && c.Hidden })
	gm.press(gst, "table:room+")
	gst = gm.waitState("the room tool armed", actionTimeout, func(st appState) bool { b := st.button("table:room+"); return b != nil && b.Hot })
	x, y = gm.squareOnScreen(gst, 12, 4)
	gm.click(x, y)
	pst := pl.waitState("the players to see the east room but not G1", actionTimeout, func(st appState) bool { return ids(st) == "G2 G3 Kai Ogre Val" })
	gst = gm.waitState("the GM to see all", actionTimeout, func(st appState) bool { return st.Players.Fog == 128 })
	assert.Equal(t, "G1 G2 G3 Kai Ogre Val", ids(gst), "the GM sees the hidden goblin")
	assert.Empty(t, pst.Log)
	gm.screenshot("table-10-desktop-gm")
	pl.raise()
	pl.screenshot("table-11-desktop-players")
	gm.raise()

	// A move.
	gm.press(gst, "table:room+") // disarm
	gst = gm.waitState("the room tool disarmed", actionTimeout, func(st appState) bool { b := st.button("table:room+"); return b != nil && !b.Hot })
	x, y = gm.squareOnScreen(gst, 2, 3)
	gm.click(x, y)
	gst = gm.waitState("Val selected", actionTimeout, func(st appState) bool { return st.selectedID() == "Val" })
	x, y = gm.squareOnScreen(gst, 4, 3)
	gm.click(x, y)
	pl.waitState("Val to move in the players' window", actionTimeout, func(st appState) bool { c := st.creature("Val"); return c != nil && c.X == 4 && c.Y == 3 })

	// Line of sight through the door.
	gm.press(gst, "table:fog")
	gst = gm.waitState("the fog lifted", actionTimeout, func(st appState) bool { return st.Players.Fog == -1 })
	gm.press(gst, "table:sight")
	gst = gm.waitState("line of sight on", actionTimeout, func(st appState) bool { return st.Players.Sight })
	dark := pl.waitState("the party to see the west room only", actionTimeout, func(st appState) bool { return st.Players.Sight && ids(st) == "G3 Kai Val" })
	gm.press(gst, "bar:table")
	gst = gm.waitState("the action column", actionTimeout, func(st appState) bool { return st.button("table:room+") == nil })
	gm.press(gst, "bar:cancel")
	gst = gm.waitState("nothing selected", actionTimeout, func(st appState) bool { return st.selectedID() == "" })
	xa, ya := gm.squareOnScreen(gst, 6, 3)
	xb, _ := gm.squareOnScreen(gst, 7, 3)
	gm.click((xa+xb)/2, ya)
	gm.waitState("the door open", actionTimeout, func(st appState) bool { return len(st.Map.Doors) == 1 && st.Map.Doors[0].Open })
	lit := pl.waitState("the party to see G2 through the door", actionTimeout, func(st appState) bool { return strings.Contains(ids(st), "G2") })
	assert.Greater(t, lit.Players.InSight, dark.Players.InSight)
	assert.NotContains(t, ids(lit), "G1")
	pl.raise()
	pl.screenshot("table-12-desktop-players-sight")
	t.Logf("%s", fmt.Sprint(lit.Players))
}

// TestDesktopHelpWithoutDisplay: `battlemap -h` prints the usage and exits
// 0 on a machine without a display (the window library starts after the
// command line is read), and a bad flag exits 2 with its reason.
func TestDesktopHelpWithoutDisplay(t *testing.T) {
	bin := desktopBinary(t)
	env := []string{}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			env = append(env, kv)
		}
	}
	cmd := exec.Command(bin, "-h")
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "battlemap -h without a display:\n%s", out)
	assert.Contains(t, string(out), "usage: battlemap [flags] [FILE]")
	assert.Contains(t, string(out), "-follow")
	assert.NotContains(t, string(out), "panic")

	cmd = exec.Command(bin, "-rotate", "45")
	cmd.Env = env
	out, err = cmd.CombinedOutput()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, 2, ee.ExitCode())
	assert.Contains(t, string(out), "-rotate 45: want 0, 90, 180 or 270")
}

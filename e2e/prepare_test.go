//go:build e2e

package e2e

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The GM prepares Thursday's game: a Dungeondraft export is imported, the
// editor paints rubble, draws a wall, adds two creatures and opens a door
// (undone), and the library keeps it all across a reload; in Play, a move
// respects the new wall and the door.

// uvttSample is the absolute path of a Universal VTT sample.
func uvttSample(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "testdata", "uvtt", name))
	require.NoError(t, err)
	return p
}

// gridPoint is the page position of grid point (x,y) (a square's corner),
// from the centres of the squares around it.
func (p *page) gridPoint(x, y int) (float64, float64) {
	p.t.Helper()
	cx, cy := p.squareCenter(x, y)
	nx, _ := p.squareCenter(x+1, y)
	return cx - (nx-cx)/2, cy - (nx-cx)/2
}

// TestBrowserPrepareAnEncounter imports a cropped Dungeondraft export
// through the page's Open, edits it, reloads, and plays on it.
func TestBrowserPrepareAnEncounter(t *testing.T) {
	p := openApp(t, "", "")
	p.do("choosing the export in the page's Open", actionTimeout,
		chromedp.SetUploadFiles(chromedp.ID("battlemap-file"), []string{uvttSample(t, "sample-v0.2-cropped.dd2vtt")}))
	st := p.waitState("the imported map with its picture", func(st appState) bool {
		return st.Map.Width == 10 && st.Map.Picture == "drawn"
	})
	assert.Equal(t, 10, st.Map.Height)
	assert.Len(t, st.Map.Walls, 7, "the export's walls")
	require.Len(t, st.Map.Doors, 2, "the export's door and portal")
	assert.Equal(t, [4]float64{5, 1.5, 5, 2.5}, st.Map.Doors[0].At, "the door, map_origin subtracted")
	require.NotNil(t, st.Map.Background)
	assert.Equal(t, 2560, st.Map.Background.Width)
	assert.Equal(t, 256.0, st.Map.Background.PixelsPerSquare)
	p.screenshot("40-imported-map")

	// Edit: rubble, a wall, two creatures, a door opened and the opening
	// undone.
	p.press("status:edit", "Edit mode", func(st appState) bool { return st.button("tool:paint") != nil })
	p.press("tool:paint", "the terrain tool", func(st appState) bool { return st.button("terrain:~") != nil })
	p.press("terrain:~", "difficult terrain", func(st appState) bool { return true })
	x, y := p.squareCenter(2, 2)
	p.click(x, y)
	st = p.waitState("rubble at (2,2)", func(st appState) bool { return st.Map.Terrain[2][2] == '~' })
	p.press("tool:wall", "the wall tool", func(st appState) bool { return true })
	x, y = p.gridPoint(3, 3)
	p.click(x, y)
	x, y = p.gridPoint(3, 6)
	p.click(x, y)
	st = p.waitState("the new wall", func(st appState) bool { return len(st.Map.Walls) == 8 })
	assert.Equal(t, [4]float64{3, 3, 3, 6}, st.Map.Walls[7])
	for _, c := range []struct {
		name string
		x, y int
	}{{"Hero", 2, 4}, {"Orc", 7, 4}} {
		p.press("edit:add", "the creature form", func(st appState) bool { return st.Field != nil })
		p.typeInField(c.name)
		p.typeInField("\r")
		p.waitState("the form waiting for its square", func(st appState) bool { return strings.Contains(st.Status, "place "+c.name) })
		x, y = p.squareCenter(c.x, c.y)
		p.click(x, y)
		st = p.waitState(c.name+" placed", func(st appState) bool { return st.creature(c.name) != nil })
	}
	assert.Equal(t, 2, st.creature("Orc").X-st.creature("Hero").X-3, "Hero at (2,4), Orc at (7,4)")
	p.press("tool:place", "the place tool", func(st appState) bool { return true })
	x, y = p.gridPoint(5, 2) // the door's middle
	p.click(x, y)
	p.waitState("the door open", func(st appState) bool { return st.Map.Doors[0].Open })
	p.key("KeyZ", "z", 'Z', true)
	p.waitState("the door closed again by undo", func(st appState) bool { return !st.Map.Doors[0].Open })
	p.screenshot("41-edited-map")

	// The library keeps it all across a reload.
	p.do("reloading the page", loadTimeout, chromedp.Reload())
	p.waitReady()
	st = p.waitState("the edited map restored", func(st appState) bool {
		return st.Map.Picture == "drawn" && st.creature("Hero") != nil && st.creature("Orc") != nil
	})
	assert.Len(t, st.Map.Walls, 8, "the new wall, restored")
	assert.Equal(t, byte('~'), st.Map.Terrain[2][2], "the rubble, restored")
	assert.False(t, st.Map.Doors[0].Open, "the door, closed")
	st = p.press("bar:library", "the library", func(st appState) bool { return st.buttonLabeled("now: sample-v0.2-cropped") != nil })
	thumb := st.button("lib:thumb:" + strings.TrimPrefix(st.buttonLabeled("now: sample-v0.2-cropped").Name, "lib:open:"))
	assert.NotNil(t, thumb, "the entry's thumbnail")
	p.screenshot("42-library")
	p.press("lib:close", "the library closed", func(st appState) bool { return st.button("lib:close") == nil })

	// Play: the new wall stands between Hero (2,4) and (3,4): the step
	// east is no 5-ft step.
	if st.button("status:edit") != nil && st.button("tool:paint") != nil {
		p.press("status:edit", "Play mode", func(st appState) bool { return st.button("tool:paint") == nil })
	}
	x, y = p.squareCenter(2, 4)
	p.click(x, y)
	p.waitState("Hero selected", func(st appState) bool { return st.selectedID() == "Hero" })
	x, y = p.squareCenter(3, 4)
	p.hover(x, y)
	st = p.waitState("the path round the wall", func(st appState) bool { return strings.HasPrefix(st.Status, "(3,4)") })
	assert.NotContains(t, strings.SplitN(st.Status, "\n", 2)[0], "— 5 ft", "the step east crosses the new wall: %s", st.Status)
	// The closed door: Orc (7,4) cannot step west through it; the door
	// is at x=5 between y=1.5 and 2.5, and the room's wall below it.
	x, y = p.squareCenter(7, 4)
	p.click(x, y)
	p.waitState("Orc selected", func(st appState) bool { return st.selectedID() == "Orc" })
	x, y = p.squareCenter(4, 2)
	p.click(x, y)
	st = p.waitState("Orc's move", func(st appState) bool { return len(st.Log) > 0 || strings.Contains(st.Status, "Error") })
	time.Sleep(200 * time.Millisecond)
	st = p.state()
	lines := st.logLines()
	require.NotEmpty(t, lines)
	last := lines[len(lines)-1]
	if o := st.creature("Orc"); o.X == 4 && o.Y == 2 {
		// Moved: then not through the door (15 ft), but the long way, by
		// the open portal at y 7.6–8.4.
		assert.Contains(t, last, "ft", "Orc's move")
		assert.NotContains(t, last, " 15 ft", "Orc went through the closed door: %s", last)
	}
}

// TestDesktopPrepareAnEncounter opens an export on the desktop's command
// line, edits it with the mouse and keyboard, and finds it all again in
// the encounters folder after a restart.
func TestDesktopPrepareAnEncounter(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "encounters")
	a := startDesktop(t, "-dir", dir, "-edit", uvttSample(t, "sample-v0.3-cropped.dd2vtt"))
	a.findWindow()
	st := a.waitState("the imported map", 30*time.Second, func(st appState) bool { return st.Map.Picture == "drawn" })
	assert.Len(t, st.Map.Walls, 7+59, "walls and the object's outline")
	a.pressButton(st, "tool:paint")
	st = a.waitState("the terrain tool", 10*time.Second, func(st appState) bool { return st.button("terrain:#") != nil })
	a.pressButton(st, "terrain:#")
	time.Sleep(300 * time.Millisecond)
	x, y := a.squareOnScreen(st, 1, 1)
	a.click(x, y)
	st = a.waitState("a solid square at (1,1)", 10*time.Second, func(st appState) bool { return st.Map.Terrain[1][1] == '#' })
	a.pressButton(st, "edit:add")
	st = a.waitState("the creature form", 10*time.Second, func(st appState) bool { return st.Field != nil })
	a.typeKeys("Scout")
	a.key("Return")
	st = a.waitState("placing Scout", 10*time.Second, func(st appState) bool { return strings.Contains(st.Status, "place Scout") })
	x, y = a.squareOnScreen(st, 3, 3)
	a.click(x, y)
	st = a.waitState("Scout placed", 10*time.Second, func(st appState) bool { return st.creature("Scout") != nil })
	a.ctrlKey("z")
	st = a.waitState("Scout undone", 10*time.Second, func(st appState) bool { return st.creature("Scout") == nil })
	a.ctrlKey("y")
	st = a.waitState("Scout redone", 10*time.Second, func(st appState) bool { return st.creature("Scout") != nil })
	a.screenshot("43-desktop-edited")
	a.cmd.Process.Signal(syscall.SIGTERM) // the app writes what is pending, then ends
	select {
	case <-a.exited:
	case <-time.After(10 * time.Second):
		a.fail("the app did not end")
	}
	// Started again without a file: the library brings the map back.
	b := startDesktop(t, "-dir", dir)
	st = b.waitState("the map restored", 30*time.Second, func(st appState) bool { return st.creature("Scout") != nil && st.Map.Picture == "drawn" })
	assert.Equal(t, byte('#'), st.Map.Terrain[1][1], "the solid square, restored")
	assert.Contains(t, st.Status, "restored your last encounter")
}

//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine/files"
)

// Renaming the encounter: its name in the status panel opens a text
// field; on the web page an HTML input over the field takes the typing
// (the browser's keyboard and input methods), on the desktop the keyboard.

// shortcutName is a name to type whose letters are shortcuts of the map (I
// rolls initiative, N begins a turn, D delays, E ends one, S switches the
// system, O opens a file): typed into the field, none may fire.
const shortcutName = "Goblins' hideout"

// fieldInput is the selector of the web page's input over the open field.
const fieldInput = chromedp.ID("battlemap-text")

// unchangedBut checks that typing fired no shortcut: the demo as it
// opened, with no initiative, no turn, no selection and the same system.
func unchangedBut(t *testing.T, st appState, what string) {
	t.Helper()
	assert.Equal(t, "pf2e", st.System, "%s: the system changed", what)
	assert.Empty(t, st.Initiative.Order, "%s: initiative was rolled", what)
	assert.Empty(t, st.Turn.Active, "%s: a turn began", what)
	assert.Empty(t, st.selectedID(), "%s: a creature was selected", what)
}

// openNameField presses the encounter's name and waits for the page's input
// to take the keyboard, over the field the board laid out.
func (p *page) openNameField() appState {
	p.t.Helper()
	st := p.press("status:name", "the name field", func(st appState) bool { return st.Field != nil })
	p.waitFor("the page's input over the field to have the focus", actionTimeout, func() (bool, error) {
		return evalJS[bool](p, `document.activeElement !== null && document.activeElement.id === 'battlemap-text'`)
	})
	r := mustEval[struct{ X, Y, W, H float64 }](p, `(() => {
		const c = document.querySelector('canvas').getBoundingClientRect();
		const r = document.getElementById('battlemap-text').getBoundingClientRect();
		return {x: r.left - c.left, y: r.top - c.top, w: r.width, h: r.height};
	})()`)
	f := st.Field
	assert.InDelta(p.t, f.At[0]-f.Size[0]/2, r.X, 1, "the input's left edge, against the field's")
	assert.InDelta(p.t, f.At[1]-f.Size[1]/2, r.Y, 1, "the input's top edge, against the field's")
	assert.InDelta(p.t, f.Size[0], r.W, 1, "the input's width, against the field's")
	assert.InDelta(p.t, f.Size[1], r.H, 1, "the input's height, against the field's")
	selected := mustEval[bool](p, `(() => { const e = document.getElementById('battlemap-text'); return e.selectionStart === 0 && e.selectionEnd === e.value.length; })()`)
	assert.True(p.t, selected, "the name is not selected as the field opens")
	return st
}

// typeInField types s into the page's input, key by key.
func (p *page) typeInField(s string) {
	p.t.Helper()
	p.do("typing "+strconv.Quote(s), actionTimeout, chromedp.SendKeys(fieldInput, s))
	p.frames(2)
}

// TestBrowserRename: the name's field takes the typing in an HTML input
// (none of the letters is a shortcut while it has the keyboard), Enter
// renames, Undo takes the name back, a Japanese name comes through the
// input method's path, Escape leaves the name, and a reload brings the new
// name back from the browser's autosave.
func TestBrowserRename(t *testing.T) {
	p := openApp(t, "", "")
	st0 := p.state()
	require.Equal(t, "Demo: the goblin warren", st0.Name, "the demo's name")
	st := p.openNameField()
	assert.Equal(t, st0.Name, st.Field.Text, "the field opens with the name")
	value := mustEval[string](p, `document.getElementById('battlemap-text').value`)
	assert.Equal(t, st0.Name, value, "the input opens with the name")
	p.screenshot("30-rename-field")

	p.typeInField(shortcutName)
	st = p.state()
	require.NotNil(t, st.Field, "the field closed while typing")
	unchangedBut(t, st, "typing into the field")
	p.typeInField(kb.Enter)
	st = p.waitState("the new name", func(st appState) bool { return st.Name == shortcutName && st.Field == nil })
	unchangedBut(t, st, "after Enter")
	assert.Contains(t, st.Status, "renamed the encounter", "the status after Enter")
	gone := mustEval[bool](p, `document.getElementById('battlemap-text') === null`)
	assert.True(t, gone, "the input stays after Enter")
	b := st.button("status:name")
	require.NotNil(t, b, "no name button")
	assert.Equal(t, shortcutName, b.Label, "the name button")

	// Ctrl+Z takes the name back; Ctrl+Y gives it again.
	p.key("KeyZ", "z", 'Z', true)
	p.waitState("the old name after Ctrl+Z", func(st appState) bool { return st.Name == st0.Name })
	p.key("KeyY", "y", 'Y', true)
	p.waitState("the new name after Ctrl+Y", func(st appState) bool { return st.Name == shortcutName })

	// A Japanese name, inserted as an input method or an emoji keyboard
	// does, replaces the selected name.
	const japanese = "ゴブリンの巣窟"
	p.openNameField()
	p.call("inserting "+japanese, func(ctx context.Context) error {
		_, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: japanese})
		return err
	})
	p.frames(2)
	p.typeInField(kb.Enter)
	st = p.waitState("the Japanese name", func(st appState) bool { return st.Name == japanese && st.Field == nil })

	// Escape leaves the name as it was.
	p.openNameField()
	p.typeInField("Not this one")
	p.typeInField(kb.Escape)
	st = p.waitState("the field closed by Escape", func(st appState) bool { return st.Field == nil })
	assert.Equal(t, japanese, st.Name, "Escape changed the name")
	assert.Empty(t, st.selectedID(), "the Escape that closed the field dropped more than the field")

	// The browser's library keeps the encounter with its new name.
	p.do("reloading the page", loadTimeout, chromedp.Reload())
	p.waitReady()
	st = p.waitState("the restored encounter", func(st appState) bool { return strings.Contains(st.Status, "restored") })
	assert.Equal(t, japanese, st.Name, "the name after a reload")
}

// TestBrowserRenameTablet opens the name's field on a tablet held upright
// (820×1180, a finger) and on a 1920×1080 screen, and keeps a screenshot
// of each; a tap beside the form keeps what was typed and does nothing
// more.
func TestBrowserRenameTablet(t *testing.T) {
	for _, v := range []struct {
		w, h  int64
		touch bool
	}{{820, 1180, true}, {1920, 1080, false}} {
		t.Run(fmt.Sprintf("%dx%d", v.w, v.h), func(t *testing.T) {
			var opts []chromedp.EmulateViewportOption
			if v.touch {
				opts = append(opts, chromedp.EmulateTouch)
			}
			p := openApp(t, "", "", chromedp.EmulateViewport(v.w, v.h, opts...))
			st := p.state()
			b := st.button("status:name")
			require.NotNil(t, b, "no name button")
			x, y := p.buttonAt(st, "status:name")
			if v.touch {
				p.tap(x, y)
			} else {
				p.click(x, y)
			}
			st = p.waitState("the name field", func(st appState) bool { return st.Field != nil })
			f := st.Field
			assert.Less(t, f.At[1], float64(v.h)/3, "the field is not in the top third, above a tablet's keyboard")
			assert.GreaterOrEqual(t, f.Size[1], 44.0, "the field's height")
			p.waitFor("the page's input to have the focus", actionTimeout, func() (bool, error) {
				return evalJS[bool](p, `document.activeElement !== null && document.activeElement.id === 'battlemap-text'`)
			})
			p.typeInField("Ogre bridge")
			p.screenshot(fmt.Sprintf("31-rename-field-%dx%d", v.w, v.h))
			// A tap on the map beside the form, on a creature's square:
			// the name is kept, the creature not selected.
			val := st.creature("Val")
			require.NotNil(t, val)
			vx, vy := p.squareCenter(val.X, val.Y)
			if v.touch {
				p.tap(vx, vy)
			} else {
				p.click(vx, vy)
			}
			st = p.waitState("the name kept by a tap beside the form", func(st appState) bool { return st.Name == "Ogre bridge" && st.Field == nil })
			assert.Empty(t, st.selectedID(), "the tap beside the form selected %s", st.selectedID())
		})
	}
}

// pressButton clicks the on-screen button called name in st (the dump's
// window pixels) on the X screen.
func (a *desktopApp) pressButton(st appState, name string) {
	a.t.Helper()
	bt := st.button(name)
	if bt == nil {
		a.fail("no button %q on the screen", name)
	}
	a.click(a.winX+int(bt.At[0]), a.winY+int(bt.At[1]))
}

// typeKeys types s into the focused window as the keyboard does.
func (a *desktopApp) typeKeys(s string) {
	a.t.Helper()
	a.run("xdotool", "type", "--delay", "60", s)
	time.Sleep(200 * time.Millisecond)
}

// key presses one key by its X name, held over several ticks.
func (a *desktopApp) key(name string) {
	a.t.Helper()
	a.run("xdotool", "keydown", name)
	time.Sleep(100 * time.Millisecond)
	a.run("xdotool", "keyup", name)
}

// TestDesktopRename: on the desktop the keyboard types into the field and
// no letter fires its shortcut, Enter renames, Ctrl+S saves the new name,
// and Escape leaves the name as it was. (It types ASCII: xdotool types
// other characters by remapping a spare key, which races with the app's
// reading of the keyboard map. Edit's tests cover the rest.)
func TestDesktopRename(t *testing.T) {
	needTools(t)
	save := filepath.Join(t.TempDir(), "renamed.json")
	a := startDesktop(t, "-save", save)
	st0 := a.waitState("the first dump", windowTimeout, func(st appState) bool { return st.Screen != nil && st.Screen.Square > 0 })
	a.findWindow()
	a.pressButton(st0, "status:name")
	st := a.waitState("the name field", actionTimeout, func(st appState) bool { return st.Field != nil })
	require.Equal(t, st0.Name, st.Field.Text, "the field opens with the name")
	const name = shortcutName
	a.typeKeys(name)
	a.screenshot("32-desktop-rename-field")
	st = a.waitState("the field still open after typing", actionTimeout, func(st appState) bool { return st.Version != st0.Version })
	require.NotNil(t, st.Field, "the field closed while typing")
	unchangedBut(t, st, "typing into the field")
	a.key("Return")
	st = a.waitState("the new name", actionTimeout, func(st appState) bool { return st.Name == name && st.Field == nil })
	unchangedBut(t, st, "after Enter")

	a.ctrlKey("s")
	a.waitState("the note that the file was saved", actionTimeout, func(st appState) bool { return strings.Contains(st.Status, "saved to") })
	data, err := os.ReadFile(save)
	require.NoError(t, err, "Ctrl+S wrote no file")
	enc, err := files.LoadEncounter(data)
	require.NoError(t, err, "the saved file does not open")
	assert.Equal(t, name, enc.Name, "the saved file's name")

	a.pressButton(st, "status:name")
	a.waitState("the name field again", actionTimeout, func(st appState) bool { return st.Field != nil })
	a.typeKeys("Not this one")
	a.key("Escape")
	st = a.waitState("the field closed by Escape", actionTimeout, func(st appState) bool { return st.Field == nil })
	assert.Equal(t, name, st.Name, "Escape changed the name")
	time.Sleep(300 * time.Millisecond) // the Escape that closed the field does nothing more
	st, err = a.read()
	require.NoError(t, err)
	assert.Contains(t, st.Status, "the name stays", "the status after Escape")
}

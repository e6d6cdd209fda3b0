//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/engine/files"
)

// The encounter flow through the page with clicks: the initiative strip,
// each system's action buttons, the reaction prompt and the autosave.

// pastTheGuard is a small 5e encounter: M goes first and runs past G, who
// has its reaction.
const pastTheGuard = `{
  "format": "battlemap-encounter/1",
  "name": "Past the guard",
  "system": "dnd5e",
  "map": ["..........", "..........", "..........", "..........", ".........."],
  "creatures": [
    {"id":"M","side":"pcs","size":"medium","at":[1,2],"speed":30,"weapon_reach":0,"aoo":true,"reaction_used":false},
    {"id":"G","side":"monsters","size":"medium","at":[4,1],"speed":30,"weapon_reach":0,"aoo":true,"reaction_used":false}
  ],
  "turn": {"round":0,"active":"","diagonals":0,"moved":0,"was_flat_footed":false},
  "initiative": {"order":[{"id":"M","value":15,"mod":2,"flat_footed":false},{"id":"G","value":10,"mod":1,"flat_footed":false}],"delayed":[]}
}`

// press clicks the on-screen button called name (as battlemap.state()
// lists it) and waits until the state shows what it did.
func (p *page) press(name, what string, done func(appState) bool) appState {
	p.t.Helper()
	st := p.state()
	bt := st.button(name)
	if bt == nil {
		var names []string
		for _, b := range st.Buttons {
			names = append(names, b.Name)
		}
		p.fail("no button %q on the screen (buttons: %s)", name, strings.Join(names, " "))
	}
	if bt.Size[0] < 34 || bt.Size[1] < 34 {
		p.fail("button %q is %.0f×%.0f CSS px: too small to tap", name, bt.Size[0], bt.Size[1])
	}
	o := mustEval[struct{ X, Y float64 }](p, `(() => { const r = document.querySelector('canvas').getBoundingClientRect(); return {x: r.left, y: r.top}; })()`)
	p.click(o.X+bt.At[0], o.Y+bt.At[1])
	return p.waitState(fmt.Sprintf("%s after pressing %q", what, bt.Label), done)
}

// buttonAt is the page position of the centre of button name in st.
func (p *page) buttonAt(st appState, name string) (float64, float64) {
	p.t.Helper()
	bt := st.button(name)
	if bt == nil {
		p.fail("no button %q on the screen", name)
	}
	o := mustEval[struct{ X, Y float64 }](p, `(() => { const r = document.querySelector('canvas').getBoundingClientRect(); return {x: r.left, y: r.top}; })()`)
	return o.X + bt.At[0], o.Y + bt.At[1]
}

// mouseDrag drags with the left mouse button from (x0,y0) to (x1,y1) in
// steps moves.
func (p *page) mouseDrag(x0, y0, x1, y1 float64, steps int) {
	p.t.Helper()
	p.mouse(input.DispatchMouseEventTypeMouseMoved, x0, y0, false)
	p.frames(2)
	p.mouse(input.DispatchMouseEventTypeMousePressed, x0, y0, true)
	p.frames(3)
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		p.mouse(input.DispatchMouseEventTypeMouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, true)
		p.frames(2)
	}
	p.mouse(input.DispatchMouseEventTypeMouseReleased, x1, y1, false)
	p.frames(2)
}

// load opens an encounter file through the page's battlemap.load hook.
func (p *page) load(data, name string) appState {
	p.t.Helper()
	js, _ := json.Marshal(data)
	if !mustEval[bool](p, fmt.Sprintf(`battlemap.load(%s)`, js)) {
		p.fail("battlemap.load refused the file")
	}
	return p.waitState("the encounter "+name+" to open", func(st appState) bool { return st.Name == name })
}

func lastLog(st appState) string {
	ls := st.logLines()
	if len(ls) == 0 {
		return ""
	}
	return ls[len(ls)-1]
}

// TestFlowPF2eStrides: the demo's initiative is rolled in the strip, Val's
// turn starts, and two Strides by click: the second Stride's first
// diagonal costs 10 ft, because the diagonal count carries over the turn.
func TestFlowPF2eStrides(t *testing.T) {
	p := openApp(t, "", "")
	st := p.press("init:roll", "an initiative order", func(st appState) bool { return len(st.Initiative.Order) == len(st.Creatures) })
	require.Zero(t, st.Turn.Round, "after rolling: the fight has begun")
	require.Empty(t, st.Turn.Active, "after rolling: the fight has begun")
	// Drag the last entry to the top of the strip with the mouse.
	last := st.Initiative.Order[len(st.Initiative.Order)-1].ID
	x0, y0 := p.buttonAt(st, "init:"+last)
	x1, y1 := p.buttonAt(st, "init:"+st.Initiative.Order[0].ID)
	p.mouseDrag(x0, y0, x1, y1-12, 6)
	st = p.waitState(last+" dragged to the top of the initiative", func(st appState) bool { return st.Initiative.Order[0].ID == last })
	st = p.press("init:Val", "Val selected", func(st appState) bool { return st.selectedID() == "Val" })
	p.key("KeyT", "t", 'T', false)
	st = p.waitState("Val's turn after T", func(st appState) bool { return st.Turn.Active == "Val" })
	require.Zero(t, st.Turn.Econ.Actions, "Val's new turn: econ %+v", st.Turn.Econ)
	require.Contains(t, st.Turn.Left, "3 of 3 actions left", "Val's new turn")
	ref := demoEncounter(t, st)
	require.NoError(t, ref.Apply(engine.StartTurn{Who: "Val"}))
	val := *st.creature("Val")
	steps := [][2]int{{val.X + 1, val.Y + 1}, {val.X + 2, val.Y + 2}}
	want := []struct{ moved, diagonals, actions int }{{5, 1, 1}, {15, 2, 2}}
	for i, sq := range steps {
		require.NoError(t, ref.Apply(engine.MoveTo{Who: "Val", X: sq[0], Y: sq[1]}), "the engine refuses Stride %d to %v", i+1, sq)
		x, y := p.squareCenter(sq[0], sq[1])
		p.click(x, y)
		st = p.waitState(fmt.Sprintf("Stride %d of Val to (%d,%d)", i+1, sq[0], sq[1]), func(st appState) bool {
			c := st.creature("Val")
			return c.X == sq[0] && c.Y == sq[1]
		})
		w := want[i]
		turn := [3]int{st.Turn.Moved, st.Turn.Diagonals, st.Turn.Econ.Actions}
		require.Equal(t, [3]int{w.moved, w.diagonals, w.actions}, turn, "after Stride %d: feet moved, diagonals, actions", i+1)
		require.Equal(t, [2]int{ref.Turn.Moved, ref.Turn.Econ.Actions}, [2]int{turn[0], turn[2]}, "after Stride %d: feet moved and actions, against the engine's", i+1)
	}
	assert.Contains(t, lastLog(st), "10 ft in 1 Stride", "the log's last line does not say the second Stride cost 10 ft")
	assert.Contains(t, st.Turn.Left, "1 of 3 actions left", "what the strip says is left")
	assert.Contains(t, st.Status, "1 Stride of 25 ft left", "the status does not say what movement is left")
	p.screenshot("20-flow-pf2e-strides")
}

// TestFlow5eReactionAndAutosave: a small 5e encounter opened through the
// hook; M runs past G, the move stops where G's opportunity attack
// triggers, the GM clicks Decline and the move goes on. Then Disengage as
// a bonus action and Dash take M past G without a prompt. A reload brings
// the encounter back from the autosave; New returns to the demo.
func TestFlow5eReactionAndAutosave(t *testing.T) {
	p := openApp(t, "", "")
	p.load(pastTheGuard, "Past the guard")
	st := p.press("init:next", "M's turn", func(st appState) bool { return st.Turn.Active == "M" && st.Turn.Round == 1 })
	x, y := p.squareCenter(7, 2)
	p.click(x, y)
	st = p.waitState("the move past G to stop for the reaction", func(st appState) bool { return st.Turn.Pending != nil })
	pm := st.Turn.Pending
	require.Equal(t, "M", pm.Who, "the movement waiting")
	require.Equal(t, []string{"G"}, pm.Waiting, "the reactions it waits for")
	for _, name := range []string{"react:G:take", "react:G:decline", "react:G:drop"} {
		b := st.button(name)
		require.NotNil(t, b, "the prompt has no %s button", name)
		assert.GreaterOrEqual(t, b.Size[1], 48.0, "the prompt's %s button's height", name)
	}
	b := st.button("act:dash")
	require.NotNil(t, b, "no Dash button")
	assert.False(t, b.Enabled, "Dash is pressable while a reaction waits")
	p.screenshot("21-flow-5e-reaction-prompt")
	st = p.press("react:G:decline", "the move to go on", func(st appState) bool { return st.Turn.Pending == nil })
	c := st.creature("M")
	require.Equal(t, [2]int{7, 2}, [2]int{c.X, c.Y}, "M after Decline")
	assert.Contains(t, strings.Join(st.logLines(), "\n"), "G declines", "the log after Decline")
	// Undo the move, then go past G disengaged.
	p.key("KeyZ", "z", 'Z', true)
	p.key("KeyZ", "z", 'Z', true)
	st = p.waitState("the move undone", func(st appState) bool { c := st.creature("M"); return c.X == 1 && c.Y == 2 })
	p.press("act:bonus", "the bonus toggle on", func(st appState) bool { b := st.button("act:bonus"); return b != nil && b.On })
	p.press("act:disengage", "Disengage", func(st appState) bool { return st.Turn.Econ.Disengaged && st.Turn.Econ.Bonus })
	p.press("act:dash", "Dash", func(st appState) bool { return st.Turn.Econ.Dashes == 1 && st.Turn.Econ.Action })
	x, y = p.squareCenter(9, 2)
	p.click(x, y)
	st = p.waitState("M disengaged past G to (9,2)", func(st appState) bool { c := st.creature("M"); return c.X == 9 && c.Y == 2 })
	assert.Nil(t, st.Turn.Pending, "the disengaged move stopped for a reaction")
	assert.Equal(t, 40, st.Turn.Moved, "feet moved disengaged")
	p.screenshot("22-flow-5e-disengaged")

	// A damaged file changes nothing and says why.
	mustEval[bool](p, `battlemap.load('{"format": "battlemap-encounter/1", "creatures": 7}')`)
	bad := p.waitState("the damaged file's error", func(st appState) bool { return strings.Contains(st.Status, "cannot open") })
	require.Equal(t, "Past the guard", bad.Name, "a damaged file changed the encounter")
	require.NotNil(t, bad.creature("M"), "a damaged file changed the encounter: %s", bad.positions())
	require.Equal(t, 9, bad.creature("M").X, "a damaged file changed the encounter: %s", bad.positions())

	// Reload: the autosave brings the encounter back.
	p.do("reloading the page", loadTimeout, chromedp.Reload())
	p.waitReady()
	st = p.waitState("the restored encounter", func(st appState) bool { return st.Name == "Past the guard" })
	c = st.creature("M")
	require.Equal(t, [2]int{9, 2}, [2]int{c.X, c.Y}, "M, restored")
	require.Equal(t, "M", st.Turn.Active, "whose turn, restored")
	require.True(t, st.Turn.Econ.Disengaged, "M's economy, restored: %+v", st.Turn.Econ)
	assert.Contains(t, st.Status, "restored your last encounter", "no note that the encounter was restored")
	p.screenshot("23-flow-restored")
	// New starts the demo as a new encounter; the fight stays in the
	// library, and a reload brings back the demo, the last one open.
	p.press("bar:library", "the library", func(st appState) bool { return st.button("lib:new") != nil })
	p.press("lib:new", "the demo", func(st appState) bool { return st.creature("Val") != nil })
	p.do("reloading the page", loadTimeout, chromedp.Reload())
	p.waitReady()
	st = p.waitState("the demo restored", func(st appState) bool { return strings.Contains(st.Status, "restored") })
	assert.NotNil(t, st.creature("Val"), "after New and a reload the demo is not open: %s", st.positions())
	st = p.press("bar:library", "the library's list", func(st appState) bool { return st.buttonLabeled("Past the guard") != nil })
	assert.NotNil(t, st.buttonLabeled("Past the guard"), "New lost the fight: it is not in the library")
}

// TestFlowDesktopSave: Ctrl+S in the desktop app writes the encounter file
// given by -save, which the engine opens again with the same positions and
// turn, and which the app opens at its next start.
func TestFlowDesktopSave(t *testing.T) {
	save := filepath.Join(t.TempDir(), "fight.json")
	a := startDesktop(t, "-save", save)
	st := a.waitState("the first dump", windowTimeout, func(st appState) bool { return st.Screen != nil && st.Screen.Square > 0 })
	a.findWindow()
	a.ctrlKey("s")
	st = a.waitState("the note that the file was saved", actionTimeout, func(st appState) bool { return strings.Contains(st.Status, "saved to") })
	data, err := os.ReadFile(save)
	require.NoError(t, err, "Ctrl+S wrote no file")
	enc, err := files.LoadEncounter(data)
	require.NoError(t, err, "the saved file does not open")
	for _, c := range st.Creatures {
		ec := enc.Creature(c.ID)
		require.NotNil(t, ec, "the saved file has no %s", c.ID)
		assert.Equal(t, [2]int{c.X, c.Y}, [2]int{ec.X, ec.Y}, "%s in the saved file, against the app", c.ID)
	}
	b := startDesktop(t, save)
	st2 := b.waitState("the saved file opened", windowTimeout, func(st appState) bool { return strings.Contains(st.Status, "opened") })
	assert.Equal(t, st.positions(), st2.positions(), "reopened, against saved")
}

// TestFlowPF1eCharge: Charge is armed, the target tapped, the lane and its
// end square show, and Confirm charge moves the charger there.
func TestFlowPF1eCharge(t *testing.T) {
	p := openApp(t, "", "")
	p.load(strings.Replace(strings.Replace(pastTheGuard, "dnd5e", "pf1e", 1), "Past the guard", "Charge", 1), "Charge")
	p.press("init:next", "M's turn", func(st appState) bool { return st.Turn.Active == "M" })
	p.press("act:charge", "Charge armed", func(st appState) bool { return st.Armed == "act:charge" })
	x, y := p.squareCenter(4, 1)
	p.click(x, y)
	st := p.waitState("the charge's Confirm button", func(st appState) bool { return st.button("act:confirm") != nil })
	c := st.creature("M")
	require.Equal(t, [2]int{1, 2}, [2]int{c.X, c.Y}, "M moved before the charge was confirmed")
	p.screenshot("24-flow-pf1e-charge-lane")
	st = p.press("act:confirm", "the charge", func(st appState) bool { c := st.creature("M"); return c.X != 1 || c.Y != 2 })
	assert.Contains(t, lastLog(st), "charge", "the log's last line does not tell of the charge")
}

// TestFlowStripByTouch: with a finger, Next turn is tapped and an entry of
// the initiative strip dragged to the top.
func TestFlowStripByTouch(t *testing.T) {
	p := openApp(t, "", "", chromedp.EmulateViewport(viewW, viewH, chromedp.EmulateTouch))
	st := p.load(pastTheGuard, "Past the guard")
	x, y := p.buttonAt(st, "init:next")
	p.tap(x, y)
	st = p.waitState("M's turn after tapping Next turn", func(st appState) bool { return st.Turn.Active == "M" })
	x0, y0 := p.buttonAt(st, "init:G")
	x1, y1 := p.buttonAt(st, "init:M")
	// Two long moves: the first leaves the slop at once, before the held
	// finger would count as a long press in a slow headless browser.
	p.drag(x0, y0, x1, y1-12, 2)
	st = p.waitState("G dragged above M in the strip", func(st appState) bool {
		return len(st.Initiative.Order) == 2 && st.Initiative.Order[0].ID == "G"
	})
	assert.Equal(t, "M", st.Turn.Active, "reordering changed whose turn it is")
}

// TestFlowPF2eShoveDistance: Stand is greyed with its reason; Shove is
// armed, G tapped, and the action column asks how far; Follow and 2
// squares push G and bring M after it.
func TestFlowPF2eShoveDistance(t *testing.T) {
	p := openApp(t, "", "")
	f := strings.Replace(strings.Replace(pastTheGuard, "dnd5e", "pf2e", 1), "Past the guard", "Shove", 1)
	f = strings.Replace(f, `"at":[4,1]`, `"at":[2,2]`, 1)
	p.load(f, "Shove")
	st := p.press("init:next", "M's turn", func(st appState) bool { return st.Turn.Active == "M" })
	// Stand is greyed in advance (M is on its feet) and says why when hovered.
	stand := st.button("act:stand")
	require.NotNil(t, stand, "no Stand button")
	require.False(t, stand.Enabled, "Stand is not greyed for a creature on its feet")
	p.hover(p.buttonAt(st, "act:stand"))
	p.waitState("the greyed Stand's reason", func(st appState) bool {
		return strings.Contains(st.Status, "Stand: ") && strings.Contains(st.Status, "not prone")
	})
	p.screenshot("26-flow-pf2e-greyed-stand")
	p.press("act:push", "Shove armed", func(st appState) bool { return st.Armed == "act:push" })
	x, y := p.squareCenter(2, 2)
	p.click(x, y)
	p.waitState("the distance buttons", func(st appState) bool { return st.button("act:push2") != nil })
	p.press("act:follow", "Follow on", func(st appState) bool { b := st.button("act:follow"); return b != nil && b.On })
	p.screenshot("25-flow-pf2e-shove-distance")
	st = p.press("act:push2", "the shove", func(st appState) bool { return st.creature("G").X == 4 })
	c := st.creature("M")
	assert.Equal(t, [2]int{3, 2}, [2]int{c.X, c.Y}, "M did not follow G")
	assert.Contains(t, st.Status, "M follows to (3,2)", "the status does not give the engine's message")
}

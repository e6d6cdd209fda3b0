//go:build e2e

package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
)

// openApp serves the built page, opens it (after setup) and waits for the
// first frame. shot, when set, names a screenshot taken right after the
// navigation, while the page may still be loading.
func openApp(t *testing.T, query, shot string, setup ...chromedp.Action[chromedp.Void]) *page {
	t.Helper()
	url := serve(t, webDir(t)) + "/index.html" + query
	p := openPage(t, url, setup...)
	if shot != "" {
		p.screenshot(shot)
	}
	p.waitReady()
	return p
}

// onCanvas returns whether a square of the box (x0,y0)–(x1,y1) shows on the
// game's canvas, away from the viewport's edges, so that a player could
// click it; squares outside the box count as not shown. One evaluation
// covers the box: the page answers slowly while it draws in software.
func (p *page) onCanvas(x0, y0, x1, y1 int) func(x, y int) bool {
	p.t.Helper()
	seen, err := evalJS[[][2]int](p, fmt.Sprintf(`(() => {
		const out = [];
		for (let y = %d; y <= %d; y++) for (let x = %d; x <= %d; x++) {
			const c = battlemap.squareCenter(x, y);
			if (!c || c.x < 8 || c.y < 8 || c.x > %d - 8 || c.y > %d - 8) continue;
			const el = document.elementFromPoint(c.x, c.y);
			if (el && el.tagName === 'CANVAS') out.push([x, y]);
		}
		return out;
	})()`, y0, y1, x0, x1, viewW, viewH))
	if err != nil {
		p.fail("checking which squares show on the canvas: %v", err)
	}
	set := map[[2]int]bool{}
	for _, sq := range seen {
		set[sq] = true
	}
	return func(x, y int) bool { return set[[2]int{x, y}] }
}

// near is the box of squares within r of c, for onCanvas.
func near(c creatureState, r int) (x0, y0, x1, y1 int) {
	return c.X - r, c.Y - r, c.X + c.W - 1 + r, c.Y + c.H - 1 + r
}

// selectToken clicks (or taps) the token of c and waits until it is
// selected.
func (p *page) selectToken(c creatureState, touch bool) appState {
	p.t.Helper()
	x, y := p.squareCenter(c.X, c.Y)
	if touch {
		p.tap(x, y)
	} else {
		p.click(x, y)
	}
	how := map[bool]string{false: "clicking", true: "tapping"}[touch]
	return p.waitState(fmt.Sprintf("%s to be selected after %s its token at square (%d,%d), page (%.0f,%.0f)", c.ID, how, c.X, c.Y, x, y),
		func(st appState) bool { return st.selectedID() == c.ID })
}

// waitMoved waits until m.Who stands somewhere else than before.
func (p *page) waitMoved(m move, how string) appState {
	p.t.Helper()
	return p.waitState(fmt.Sprintf("%s to move after %s (expected: %s)", m.Who, how, m), func(st appState) bool {
		c := st.creature(m.Who)
		return c != nil && (c.X != m.FromX || c.Y != m.FromY)
	})
}

// TestBrowserLoads opens the page as a player does: a loading indicator,
// then the map with its tokens; the state names the demo's creatures.
func TestBrowserLoads(t *testing.T) {
	p := openApp(t, "", "01-loading")
	st := p.state()
	t.Logf("system %s, round %d, active %q, %d creatures: %s", st.System, st.Turn.Round, st.Turn.Active, len(st.Creatures), st.positions())
	demoEncounter(t, st) // the app shows the demo file's creatures
	require.NotEmpty(t, st.Creatures, "the demo encounter shows no creatures")
	sides := map[string]bool{}
	for _, c := range st.Creatures {
		sides[c.Side] = true
	}
	assert.GreaterOrEqual(t, len(sides), 2, "the demo encounter has one side only: %s", st.positions())
	p.screenshot("02-ready")
}

// TestBrowserClickMove selects a token with the mouse, previews a
// destination, clicks it, and checks that the token moved by the rules.
func TestBrowserClickMove(t *testing.T) {
	p := openApp(t, "", "")
	st0 := p.state()
	mover := pickMover(t, st0)
	m := pickMove(t, st0, mover, p.onCanvas(near(mover, 4)))
	t.Logf("move: %s (engine log %q)", m, m.Log)

	p.selectToken(mover, false)
	p.screenshot("03-selected")

	// Hover the destination: the path preview a player reads before moving.
	dx, dy := p.squareCenter(m.X, m.Y)
	p.hover(dx, dy)
	p.waitState(fmt.Sprintf("the hover to reach square (%d,%d)", m.X, m.Y), func(st appState) bool {
		x, y, ok := st.hoverSquare()
		return ok && x == m.X && y == m.Y
	})
	p.screenshot("04-preview")

	before := p.state()
	p.click(dx, dy)
	after := p.waitMoved(m, fmt.Sprintf("clicking square (%d,%d)", m.X, m.Y))
	checkMoved(t, before, after, m)
	t.Logf("after the move: status %q, log %q", after.Status, after.logLines())
	p.screenshot("05-moved")
}

// TestBrowserIllegalMove clicks a square the rules refuse: nothing moves
// and the status says why.
func TestBrowserIllegalMove(t *testing.T) {
	p := openApp(t, "", "")
	st0 := p.state()
	mover := pickMover(t, st0)
	x, y, why := pickIllegal(t, st0, mover, p.onCanvas(near(mover, 8)))
	t.Logf("illegal: %s to (%d,%d); the engine says %q", mover.ID, x, y, why)

	before := p.selectToken(mover, false)
	cx, cy := p.squareCenter(x, y)
	p.click(cx, cy)
	after := p.waitState(fmt.Sprintf("a reason in status after clicking square (%d,%d), which the rules refuse (%s)", x, y, why),
		func(st appState) bool { return st.Status != "" && st.Status != before.Status })
	checkUnchanged(t, before, after)
	t.Logf("status: %q", after.Status)
	p.screenshot("06-illegal")
}

// TestBrowserUndo moves a token and takes the move back with Ctrl+Z.
func TestBrowserUndo(t *testing.T) {
	p := openApp(t, "", "")
	st0 := p.state()
	mover := pickMover(t, st0)
	m := pickMove(t, st0, mover, p.onCanvas(near(mover, 4)))

	p.selectToken(mover, false)
	before := p.state()
	dx, dy := p.squareCenter(m.X, m.Y)
	p.click(dx, dy)
	moved := p.waitMoved(m, fmt.Sprintf("clicking square (%d,%d)", m.X, m.Y))
	checkMoved(t, before, moved, m)

	p.key("KeyZ", "z", 'Z', true)
	undone := p.waitState(fmt.Sprintf("%s back at (%d,%d) after Ctrl+Z", m.Who, m.FromX, m.FromY), func(st appState) bool {
		c := st.creature(m.Who)
		return c != nil && c.X == m.FromX && c.Y == m.FromY
	})
	assert.Equal(t, before.positions(), undone.positions(), "after undo, against before the move")
	assert.Equal(t, before.Turn, undone.Turn, "the turn after undo, against before the move")
	assert.Greater(t, len(undone.Log), len(moved.Log), "the log does not record the undo: %q", undone.logLines())
	t.Logf("after undo: status %q, log %q", undone.Status, undone.logLines())
	p.screenshot("07-undone")
}

// TestBrowserTurn starts a turn with T and moves twice in it, while the
// engine plays the same actions on its own copy of the demo: the second
// move's cost counts the diagonals of the first (PF2e counts them per
// turn), and the turn (feet moved, diagonals) matches the engine's.
func TestBrowserTurn(t *testing.T) {
	p := openApp(t, "", "")
	st0 := p.state()
	mover := pickMover(t, st0)
	ref := demoEncounter(t, st0)
	p.selectToken(mover, false)
	p.key("KeyT", "t", 'T', false)
	st := p.waitState(fmt.Sprintf("the turn of %s after pressing T", mover.ID), func(st appState) bool { return st.Turn.Active == mover.ID })
	require.NoError(t, ref.Apply(engine.StartTurn{Who: mover.ID}), "the engine cannot start the turn of %s", mover.ID)
	require.Equal(t, [3]int{ref.Turn.Round, 0, 0}, [3]int{st.Turn.Round, st.Turn.Moved, st.Turn.Diagonals},
		"the new turn's round, feet moved and diagonals; the engine's is round %d with nothing moved", ref.Turn.Round)
	for i := 1; i <= 2; i++ {
		cur := *st.creature(mover.ID)
		m := pickMoveOn(t, ref, mover.ID, p.onCanvas(near(cur, 4)))
		t.Logf("move %d (turn: %d ft moved, %d diagonals): %s", i, st.Turn.Moved, st.Turn.Diagonals, m)
		if st.selectedID() != mover.ID {
			st = p.selectToken(cur, false)
		}
		x, y := p.squareCenter(m.X, m.Y)
		p.click(x, y)
		after := p.waitMoved(m, fmt.Sprintf("clicking square (%d,%d) in its turn", m.X, m.Y))
		checkMoved(t, st, after, m)
		require.NoError(t, ref.Apply(engine.MoveTo{Who: m.Who, X: m.X, Y: m.Y}), "the engine refuses the move it picked")
		st = after
	}
	p.screenshot("08-turn")
}

// TestBrowserTouch plays with a finger, touch emulation on: a tap selects a
// token, a drag (touch start, moves, end) moves it by the rules.
func TestBrowserTouch(t *testing.T) {
	p := openApp(t, "", "", chromedp.EmulateViewport(viewW, viewH, chromedp.EmulateTouch))
	require.True(t, mustEval[bool](p, `navigator.maxTouchPoints > 0 || 'ontouchstart' in window`), "touch emulation is off")
	st0 := p.state()
	mover := pickMover(t, st0)
	m := pickMove(t, st0, mover, p.onCanvas(near(mover, 4)))
	t.Logf("drag: %s", m)

	before := p.selectToken(mover, true)
	x0, y0 := p.squareCenter(mover.X, mover.Y)
	x1, y1 := p.squareCenter(m.X, m.Y)
	p.drag(x0, y0, x1, y1, 8)
	after := p.waitMoved(m, fmt.Sprintf("dragging its token by touch to square (%d,%d)", m.X, m.Y))
	checkMoved(t, before, after, m)
	p.screenshot("08-touch")
}

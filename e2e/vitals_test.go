//go:build e2e

package e2e

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// overrunLane is a PF1e corridor one square high: M, with Improved
// Overrun, reaches the far end only through the goblin's space.
const overrunLane = `{"format":"battlemap-encounter/2","name":"Overrun lane","system":"pf1e","map":["........"],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0],"speed":30,"aoo":true,"improved_overrun":true},
{"id":"Goblin","side":"monsters","size":"small","at":[2,0],"speed":30,"aoo":true}],
"initiative":{"order":[{"id":"M","value":15,"mod":2,"flat_footed":false},{"id":"Goblin","value":10,"mod":1,"flat_footed":false}],"delayed":[]}}`

// TestBrowserHitPointsConditionsAndOverrun: by clicks, the GM gives the
// goblin hit points in the creature form, damages it from the play
// controls, grapples M (whose move is then refused with the engine's
// reason), frees it, and M's move down the corridor offers the overrun,
// which the table's "success by 5" carries out.
func TestBrowserHitPointsConditionsAndOverrun(t *testing.T) {
	p := openApp(t, "", "")
	st := p.load(overrunLane, "Overrun lane")
	p.press("status:edit", "Edit mode", func(st appState) bool { return st.button("edit:add") != nil })
	p.selectToken(*st.creature("Goblin"), false)
	p.press("edit:edit", "the creature form", func(st appState) bool { return st.button("cf:hp:max+5") != nil })
	p.press("cf:hp:max+5", "the current hit points open to change", func(st appState) bool { return st.button("cf:hp:cur-1").Enabled })
	p.press("cf:hp:max+1", "a maximum of 6", func(appState) bool { return true })
	p.frames(2)
	p.press("cf:hp:cur-1", "5 hit points", func(appState) bool { return true })
	p.frames(2)
	st = p.press("cf:ok", "the goblin saved", func(st appState) bool { c := st.creature("Goblin"); return c != nil && c.MaxHP == 6 })
	assert.Equal(t, 5, st.creature("Goblin").HP, "the form's current hit points")
	p.press("status:edit", "Play", func(st appState) bool { return st.button("edit:add") == nil })
	p.press("hp:open", "the hit point controls", func(st appState) bool { return st.button("hp:-1") != nil })
	st = p.press("hp:-1", "the goblin damaged", func(st appState) bool { return st.creature("Goblin").HP == 4 })
	assert.Contains(t, lastLog(st), "Goblin takes 1 damage")
	// Grappled, M cannot move: the engine's reason on the status line.
	p.selectToken(*st.creature("M"), false)
	p.press("hp:conds", "the condition toggles", func(st appState) bool { return st.button("cond:grappled") != nil })
	st = p.press("cond:grappled", "M grappled", func(st appState) bool { return slices.Contains(st.creature("M").Conditions, "grappled") })
	st = p.press("init:next", "M's turn", func(st appState) bool { return st.Turn.Active == "M" })
	p.click(p.squareCenter(1, 0))
	st = p.waitState("the move refused", func(st appState) bool { return strings.Contains(st.Status, "cannot move") })
	assert.Contains(t, st.Status, "M is grappled and cannot move")
	assert.Equal(t, 0, st.creature("M").X, "M stays put")
	// Freed, M runs into the goblin: the overrun is offered and taken.
	p.press("cond:grappled", "M freed", func(st appState) bool { return len(st.creature("M").Conditions) == 0 })
	p.click(p.squareCenter(4, 0))
	st = p.waitState("the overrun offer", func(st appState) bool { return st.button("ov:by5") != nil })
	assert.NotNil(t, st.button("ov:avoided"))
	assert.Equal(t, 0, st.creature("M").X, "nothing moves before the answer")
	st = p.press("ov:by5", "the overrun", func(st appState) bool { return st.creature("M").X == 4 })
	require.NotNil(t, st.creature("Goblin"))
	assert.Contains(t, string(st.creature("Goblin").State), "prone", "success by 5 knocks the goblin prone")
}

// TestBrowserReadyAndChargeOverrun: by clicks and typing, the GM readies
// M's action with a typed trigger (the page's input over the field), which
// its initiative entry shows; undone, M charges down the corridor, and a
// click past the goblin offers the overrun as part of the charge.
func TestBrowserReadyAndChargeOverrun(t *testing.T) {
	p := openApp(t, "", "")
	p.load(overrunLane, "Overrun lane")
	p.press("init:next", "M's turn", func(st appState) bool { return st.Turn.Active == "M" })
	p.press("act:ready", "the field for what M readies", func(st appState) bool { return st.Field != nil && st.Field.Name == "ready" })
	p.waitFor("the page's input over the field to have the focus", actionTimeout, func() (bool, error) {
		return evalJS[bool](p, `document.activeElement !== null && document.activeElement.id === 'battlemap-text'`)
	})
	p.typeInField("Goblin moves: attack it")
	p.typeInField(kb.Enter)
	st := p.waitState("M's readied action", func(st appState) bool { return st.Field == nil && st.Initiative.Order[0].Ready != "" })
	assert.Equal(t, "Goblin moves: attack it", st.Initiative.Order[0].Ready)
	require.NotNil(t, st.button("init:M"))
	assert.Contains(t, st.button("init:M").Label, "Goblin moves", "M's entry shows the trigger")
	p.press("bar:undo", "the ready undone", func(st appState) bool { return st.Initiative.Order[0].Ready == "" })

	p.press("act:charge", "Charge armed", func(st appState) bool { return st.Armed == "act:charge" })
	p.click(p.squareCenter(4, 0))
	st = p.waitState("the overrun offer with the charge", func(st appState) bool { return st.button("ov:success") != nil })
	assert.Nil(t, st.button("ov:around"), "a charge goes straight")
	assert.Equal(t, 0, st.creature("M").X, "nothing moves before the answer")
	st = p.press("ov:success", "the charge through the goblin", func(st appState) bool { return st.creature("M").X == 4 })
	assert.Contains(t, lastLog(st), "overruns Goblin")
}

package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// overrunMap is a corridor where G blocks M's way east.
var overrunMap = []string{
	"#######",
	"M.G....",
	"#######",
}

// TestOverrunOutcomes holds RULES.md B14 and C14: the mover goes through
// the target's space on a success (the target prone in 3.5, and in PF1e on
// a success by 5 or more) or when the target avoids it; on a failure it
// stops in front of the target (in 3.5 prone if tripped back).
func TestOverrunOutcomes(t *testing.T) {
	for _, c := range []struct {
		sys     string
		res     OverrunResult
		tripped bool
		at      [2]int
		prone   bool // the target
		mover   bool // the mover prone
	}{
		{"pf1e", OverrunSuccess, false, [2]int{4, 1}, false, false},
		{"pf1e", OverrunByFive, false, [2]int{4, 1}, true, false},
		{"pf1e", OverrunAvoided, false, [2]int{4, 1}, false, false},
		{"pf1e", OverrunFailed, false, [2]int{1, 1}, false, false},
		{"dnd35", OverrunSuccess, false, [2]int{4, 1}, true, false},
		{"dnd35", OverrunAvoided, false, [2]int{4, 1}, false, false},
		{"dnd35", OverrunFailed, true, [2]int{1, 1}, false, true},
	} {
		e := asciiEncounter(t, c.sys, OptionSet{}, overrunMap, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
		mustApply(t, e, StartTurn{Who: "M"}, Overrun{Who: "M", Target: "G", X: 4, Y: 1, Result: c.res, Tripped: c.tripped})
		require.Nil(t, e.Turn.Pending, "%s %s: G makes no attacks of opportunity here", c.sys, c.res)
		assert.Equal(t, c.at, pos(e, "M"), "%s %s: where M ends: %s", c.sys, c.res, lastLog(e))
		assert.Equal(t, c.prone, e.Creature("G").State.Has(Prone), "%s %s: G prone", c.sys, c.res)
		assert.Equal(t, c.mover, e.Creature("M").State.Has(Prone), "%s %s: M prone", c.sys, c.res)
		assert.True(t, e.Turn.Econ.MoveAct, "%s: the movement is a move action", c.sys)
		assert.Equal(t, !(c.sys == "dnd35" && c.res == OverrunAvoided), e.Turn.Econ.Standard,
			"%s %s: the standard action (an avoided 3.5 overrun is not the action)", c.sys, c.res)
	}
}

// TestFailedOverrunInATakenSpace: a failed overrun stops the mover in
// front of its target, and when an ally stands there, in the nearest open
// space (B14); in 3.5 the mover falls prone there (C14).
func TestFailedOverrunInATakenSpace(t *testing.T) {
	rows := []string{
		"#######",
		"MAG....",
		".......",
	}
	for _, c := range []struct {
		sys   string
		prone bool
	}{{"pf1e", false}, {"dnd35", true}} {
		e := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "M"}, Creature{ID: "A"}, Creature{ID: "G", Side: "monsters"})
		mustApply(t, e, StartTurn{Who: "M"}, Overrun{Who: "M", Target: "G", X: 4, Y: 1, Result: OverrunFailed})
		assert.Equal(t, [2]int{0, 1}, pos(e, "M"), "%s: back on the side it came from: %s", c.sys, lastLog(e))
		assert.Contains(t, lastLog(e), "nearest open one", c.sys)
		assert.Equal(t, c.prone, e.Creature("M").State.Has(Prone), "%s: M prone", c.sys)
	}
}

// TestOverrunProvokes: the overrun provokes from its target as the mover
// enters its space, unless the mover has Improved Overrun in PF1e (in 3.5
// it provokes all the same); after the reaction, the outcome.
func TestOverrunProvokes(t *testing.T) {
	for _, c := range []struct {
		sys      string
		improved bool
		provokes bool
	}{{"pf1e", false, true}, {"pf1e", true, false}, {"dnd35", false, true}, {"dnd35", true, true}} {
		e := asciiEncounter(t, c.sys, OptionSet{}, []string{
			"#######",
			"M..G...",
			"#######",
		}, Creature{ID: "M", ImprovedOverrun: c.improved}, foe("G"))
		mustApply(t, e, StartTurn{Who: "M"}, Overrun{Who: "M", Target: "G", X: 5, Y: 1, Result: OverrunSuccess})
		if !c.provokes {
			assert.Nil(t, e.Turn.Pending, "%s improved: no attack of opportunity", c.sys)
			assert.Equal(t, [2]int{5, 1}, pos(e, "M"))
			continue
		}
		require.Equal(t, []string{"M", "G"}, waitingOn(e), "%s improved %v: entering G's space provokes", c.sys, c.improved)
		assert.Equal(t, [2]int{2, 1}, pos(e, "M"), "M waits in front of G")
		mustApply(t, e, ResolveReaction{By: "G"})
		assert.Equal(t, [2]int{5, 1}, pos(e, "M"), "%s: after the reaction M goes on through", c.sys)
	}
}

// TestOverrunRefusals: a target at most one size larger, not avoiding an
// Improved Overrun, one a round in 3.5 and never with a charge there; PF1e
// may overrun as part of a charge; PF2e and 5e have no overrun.
func TestOverrunRefusals(t *testing.T) {
	e := asciiEncounter(t, "dnd35", OptionSet{}, overrunMap, Creature{ID: "M", ImprovedOverrun: true}, Creature{ID: "G", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "M"})
	mustRefuse(t, e, Overrun{Who: "M", Target: "G", X: 4, Y: 1, Result: OverrunAvoided}, "cannot avoid")
	mustRefuse(t, e, Overrun{Who: "M", Target: "G", X: 4, Y: 1, Charge: true}, "part of a charge")
	mustRefuse(t, e, Overrun{Who: "M", Target: "G", X: 1, Y: 1}, "does not run into")
	mustApply(t, e, Overrun{Who: "M", Target: "G", X: 4, Y: 1})
	mustApply(t, e, EndTurn{}, StartTurn{Who: "M"})
	big := asciiEncounter(t, "pf1e", OptionSet{}, []string{"M.G....", "......."}, Creature{ID: "M", Size: Small}, Creature{ID: "G", Size: Large, Side: "monsters"})
	mustApply(t, big, StartTurn{Who: "M"})
	mustRefuse(t, big, Overrun{Who: "M", Target: "G", X: 5, Y: 0}, "more than one size larger")
	big35 := asciiEncounter(t, "dnd35", OptionSet{}, []string{"M.G....", "......."}, Creature{ID: "M", Size: Small}, Creature{ID: "G", Size: Large, Side: "monsters"})
	mustApply(t, big35, StartTurn{Who: "M"})
	mustRefuse(t, big35, Overrun{Who: "M", Target: "G", X: 5, Y: 0}, "more than one size larger")
	one35 := asciiEncounter(t, "dnd35", OptionSet{}, []string{"M.G....", "......."}, Creature{ID: "M"}, Creature{ID: "G", Size: Large, Side: "monsters"})
	mustApply(t, one35, StartTurn{Who: "M"})
	mustApply(t, one35, Overrun{Who: "M", Target: "G", X: 5, Y: 0})
	for _, sys := range []string{"pf2e", "dnd5e"} {
		o := asciiEncounter(t, sys, OptionSet{}, overrunMap, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
		mustApply(t, o, StartTurn{Who: "M"})
		mustRefuse(t, o, Overrun{Who: "M", Target: "G", X: 4, Y: 1}, "no overrun")
	}
	// PF1e: as part of a charge, along a straight lane.
	c := asciiEncounter(t, "pf1e", OptionSet{}, []string{
		"#########",
		"M...G....",
		"#########",
	}, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
	mustApply(t, c, StartTurn{Who: "M"}, Overrun{Who: "M", Target: "G", X: 7, Y: 1, Charge: true, Result: OverrunByFive})
	assert.Equal(t, [2]int{7, 1}, pos(c, "M"), "the charge went through")
	assert.True(t, c.Turn.Econ.Charged && c.Turn.Econ.FullRound, "a charge: %+v", c.Turn.Econ)
}

// TestOverrunQueries: the app asks whether a path runs into an enemy's
// space and whether the mover may overrun it, and for the way to a square
// past an enemy that only an overrun opens.
func TestOverrunQueries(t *testing.T) {
	e := asciiEncounter(t, "pf1e", OptionSet{}, overrunMap, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "M"})
	info, err := e.OverrunCheck("M", []Square{{0, 1}, {1, 1}, {2, 1}, {3, 1}}, false)
	require.NoError(t, err)
	assert.Equal(t, OverrunInfo{Target: "G", Contact: 1, Allowed: true}, OverrunInfo{Target: info.Target, Contact: info.Contact, Allowed: info.Allowed}, "%s", info.Why)
	info, err = e.OverrunCheck("M", []Square{{0, 1}, {1, 1}}, false)
	require.NoError(t, err)
	assert.Empty(t, info.Target, "a path short of G runs into nobody")
	p, info, err := e.OverrunPath("M", 4, 1, false)
	require.NoError(t, err)
	assert.Equal(t, "G", info.Target, "the way to (4,1) runs through G: %s", info.Why)
	assert.True(t, info.Allowed)
	assert.Equal(t, 20, p.Feet(), "the way through G")
	mustApply(t, e, TurnMove{Who: "M", X: 1, Y: 1})
	info, err = e.OverrunCheck("M", []Square{{1, 1}, {2, 1}, {3, 1}}, false)
	require.NoError(t, err)
	assert.Equal(t, "G", info.Target)
	assert.False(t, info.Allowed, "the move action is spent: no overrun")
	assert.Contains(t, info.Why, "standard action taken during a move action")
}

// openField is an open field where G stands on M's diagonal: the way
// around G costs what the way through it does.
var openField = []string{
	"M.....",
	"......",
	"..G...",
	"......",
	"......",
}

// TestOverrunPathCharge: charging, the way is the straight lane, so the
// enemy on it is the one to overrun even where a move could go around at
// the same cost; in 3.5 the engine refuses it (C14), and so it does when
// an ally also stands in the lane (B14).
func TestOverrunPathCharge(t *testing.T) {
	e := asciiEncounter(t, "pf1e", OptionSet{}, openField, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "M"})
	_, info, err := e.OverrunPath("M", 4, 4, false)
	require.NoError(t, err)
	assert.Empty(t, info.Target, "a move goes around G for the same feet")
	p, info, err := e.OverrunPath("M", 4, 4, true)
	require.NoError(t, err)
	assert.Equal(t, "G", info.Target, "the charge's lane runs through G")
	assert.True(t, info.Allowed, info.Why)
	for _, s := range p.Steps {
		assert.Equal(t, s.X, s.Y, "the charge keeps to the diagonal: %+v", p.Steps)
	}
	mustApply(t, e, Overrun{Who: "M", Target: "G", X: 4, Y: 4, Charge: true, Result: OverrunSuccess})
	assert.Equal(t, [2]int{4, 4}, pos(e, "M"))

	e = asciiEncounter(t, "dnd35", OptionSet{}, openField, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "M"})
	_, info, err = e.OverrunPath("M", 4, 4, true)
	require.NoError(t, err)
	assert.Equal(t, "G", info.Target)
	assert.False(t, info.Allowed)
	assert.Contains(t, info.Why, "cannot be part of a charge")

	crowded := []string{
		"M.....",
		".A....",
		"..G...",
		"......",
		"......",
	}
	e = asciiEncounter(t, "pf1e", OptionSet{}, crowded, Creature{ID: "M"}, Creature{ID: "A"}, Creature{ID: "G", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "M"})
	_, info, err = e.OverrunPath("M", 4, 4, true)
	require.NoError(t, err)
	assert.Equal(t, "G", info.Target)
	assert.False(t, info.Allowed, "an ally in the lane closes the charge")
	assert.Contains(t, info.Why, "A stands in the charge's lane")
}

package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pos returns a creature's square.
func pos(e *Encounter, id string) [2]int { c := e.Creature(id); return [2]int{c.X, c.Y} }

// waitingOn lists who the pending movement waits on, and who moves.
func waitingOn(e *Encounter) []string {
	pm := e.Turn.Pending
	if pm == nil {
		return nil
	}
	out := []string{pm.Who}
	for _, p := range pm.Waiting {
		out = append(out, p.By)
	}
	return out
}

// TestBullRushProvokes holds who reacts to a bull rush before it is made:
// in PF1e its target, unless the pusher has Improved Bull Rush (RULES.md
// B13); in 3.5 everyone threatening the pusher, the target too unless
// Improved Bull Rush (C13); nobody to a PF2e or 5e shove. The push happens
// once the reactions are resolved.
func TestBullRushProvokes(t *testing.T) {
	rows := []string{
		"........",
		".BD.....",
		"A.......",
	}
	for _, c := range []struct {
		sys      string
		improved bool
		want     []string
	}{
		{"pf1e", false, []string{"B", "D"}},
		{"pf1e", true, nil},
		{"dnd35", false, []string{"B", "A", "D"}},
		{"dnd35", true, []string{"B", "A"}},
		{"pf2e", false, nil},
		{"dnd5e", false, nil},
	} {
		e := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "B", ImprovedBullRush: c.improved}, foe("D"), foe("A"))
		mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 1})
		assert.Equal(t, c.want, waitingOn(e), "%s improved %v: the bull rush waits on", c.sys, c.improved)
		if c.want != nil {
			assert.Equal(t, [2]int{2, 1}, pos(e, "D"), "%s: D before the reactions", c.sys)
		}
		for e.Turn.Pending != nil {
			mustApply(t, e, ResolveReaction{By: e.Turn.Pending.Waiting[0].By})
		}
		assert.Equal(t, [2]int{3, 1}, pos(e, "D"), "%s improved %v: D pushed once they are resolved", c.sys, c.improved)
	}
	// A pusher the attack fells loses its bull rush.
	e := asciiEncounter(t, "pf1e", OptionSet{}, rows, Creature{ID: "B"}, foe("D"), foe("A"))
	mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 2}, ResolveReaction{By: "D", Taken: true, Dropped: true})
	assert.Equal(t, [2]int{2, 1}, pos(e, "D"), "the pusher fell: D stays")
	assert.Contains(t, lastLog(e), "the bull rush is lost")
}

// TestBullRushWithACharge: a bull rush may replace the attack of a charge,
// with the charge's +2 (RULES.md B13, B14, C13, C14); only one.
func TestBullRushWithACharge(t *testing.T) {
	rows := []string{
		"..........",
		"B.....D...",
		".....E....",
	}
	for _, sys := range []string{"pf1e", "dnd35"} {
		e := asciiEncounter(t, sys, OptionSet{}, rows, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"}, Creature{ID: "E", Side: "monsters"})
		mustApply(t, e, StartTurn{Who: "B"}, TurnMove{Who: "B", Mode: ModeCharge, Target: "D"}, Push{By: "B", Target: "D", Squares: 1})
		assert.Contains(t, lastLog(e), "part of the charge, +2", "%s", sys)
		assert.Equal(t, [2]int{7, 1}, pos(e, "D"), "%s: pushed", sys)
		mustRefuse(t, e, Push{By: "B", Target: "E", Squares: 1}, "standard action")
	}
}

// TestFailedBullRushSpendsTheAction: a result of 0 squares is a failed
// attempt: it is made, spends the action, provokes, and moves nobody.
func TestFailedBullRushSpendsTheAction(t *testing.T) {
	for _, c := range []struct{ sys, says string }{
		{"pf1e", "ends in front of D"}, {"dnd35", "falls back"}, {"pf2e", "does not move"}, {"dnd5e", "does not move"},
	} {
		e := asciiEncounter(t, c.sys, OptionSet{}, []string{"BD..", "...."}, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"})
		mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 0})
		assert.Contains(t, lastLog(e), c.says, c.sys)
		assert.Equal(t, [2]int{1, 0}, pos(e, "D"), "%s: D stays", c.sys)
		assert.Equal(t, [2]int{0, 0}, pos(e, "B"), "%s: B stays", c.sys)
		assert.NotEqual(t, Economy{}, e.Turn.Econ, "%s: the attempt spends the action", c.sys)
	}
	p := asciiEncounter(t, "pf2e", OptionSet{}, []string{"BD.."}, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"})
	mustApply(t, p, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Fumble: true})
	assert.True(t, p.Creature("B").State.Has(Prone), "a critical failure knocks the shover prone (PF2e CRB p.243)")
	f := asciiEncounter(t, "dnd5e", OptionSet{}, []string{"BD.."}, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"})
	mustApply(t, f, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Prone: true})
	assert.True(t, f.Creature("D").State.Has(Prone), "5e: a shove knocks prone instead of pushing")
	mustRefuse(t, f, Push{By: "B", Target: "D", Squares: 1, Follow: true}, "moves only its target")
}

// TestFollowingIsMovement: the pusher follows as its own movement, no
// farther than its speed (RULES.md B13, C13), and it has then moved (no
// 5-foot step); in 3.5 a push goes beyond 5 ft only with the pusher
// following; PF2e's follow is a Stride of the same distance.
func TestFollowingIsMovement(t *testing.T) {
	rows := []string{
		"..........",
		"BD........",
		"..........",
	}
	e := asciiEncounter(t, "pf1e", OptionSet{}, rows, Creature{ID: "B", Speed: 5}, Creature{ID: "D", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 4, Follow: true})
	assert.Equal(t, [2]int{5, 1}, pos(e, "D"), "D pushed 20 ft")
	assert.Equal(t, [2]int{1, 1}, pos(e, "B"), "a speed-5 pusher follows 5 ft")
	assert.Contains(t, lastLog(e), "only as far as its speed")
	mustRefuse(t, e, TurnMove{Who: "B", X: 1, Y: 2, Mode: ModeStep}, "5-foot step")
	assert.Equal(t, 5, e.Turn.Moved, "the follow counts as moved")

	d := asciiEncounter(t, "dnd35", OptionSet{}, rows, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"})
	mustApply(t, d, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 3})
	assert.Equal(t, [2]int{2, 1}, pos(d, "D"), "3.5 without following: 5 ft")
	d2 := asciiEncounter(t, "dnd35", OptionSet{}, rows, Creature{ID: "B", Speed: 10}, Creature{ID: "D", Side: "monsters"})
	mustApply(t, d2, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 4, Follow: true})
	assert.Equal(t, [2]int{3, 1}, pos(d2, "D"), "3.5 following: never beyond the pusher's speed of 10 ft")
	assert.Equal(t, [2]int{2, 1}, pos(d2, "B"), "3.5: the pusher moved with it")

	p := asciiEncounter(t, "pf2e", OptionSet{}, rows, Creature{ID: "B", Speed: 5}, Creature{ID: "D", Side: "monsters"})
	mustApply(t, p, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 2, Follow: true})
	assert.Equal(t, [2]int{3, 1}, pos(p, "D"), "pf2e: a critical success, 10 ft")
	assert.Equal(t, [2]int{0, 1}, pos(p, "B"), "pf2e: the Stride must be the same distance, more than the Speed")
	assert.Contains(t, lastLog(p), "more than its Speed")
}

// TestFollowComesAfterTheReactions holds that when the pushed defender's
// movement stops for an attack of opportunity (3.5), the pusher still
// follows once it is resolved, and that following provokes from others,
// not from the defender (RULES.md C13).
func TestFollowComesAfterTheReactions(t *testing.T) {
	rows := []string{
		"..........",
		"BD........",
		"...A......",
	}
	e := asciiEncounter(t, "dnd35", OptionSet{}, rows, Creature{ID: "B", ImprovedBullRush: true}, foe("D"), Creature{ID: "A", AoO: true})
	mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 3, Follow: true})
	require.Equal(t, []string{"D", "A"}, waitingOn(e), "the pushed D provokes from A")
	mustApply(t, e, ResolveReaction{By: "A"})
	assert.Equal(t, [2]int{4, 1}, pos(e, "D"), "D pushed 15 ft")
	assert.Equal(t, [2]int{3, 1}, pos(e, "B"), "B followed after the reaction")

	// Following past an enemy provokes from it.
	f := asciiEncounter(t, "dnd35", OptionSet{}, []string{
		"..........",
		"BD........",
		"..E.......",
	}, Creature{ID: "B", ImprovedBullRush: true}, foe("D"), foe("E"))
	mustApply(t, f, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 3, Follow: true})
	require.Equal(t, []string{"B", "E"}, waitingOn(f), "3.5: following past E provokes from E, never from D")
	mustApply(t, f, ResolveReaction{By: "E"})
	assert.Equal(t, [2]int{3, 1}, pos(f, "B"), "B followed on")
}

// TestBullRushChain holds the PF1e chain (RULES.md B13): a bull rush of 15
// ft into a second goblin 5 ft behind the first, with 20 ft against the
// second, pushes the first 15 ft and the second 10 ft; without a result
// the push stops short and asks for it; a failed one stops at contact.
func TestBullRushChain(t *testing.T) {
	rows := []string{
		"...........",
		"BFG........",
		"...........",
	}
	rows[1] = "BF.G......."
	cs := []Creature{{ID: "B"}, {ID: "F", Side: "monsters"}, {ID: "G", Side: "monsters"}}
	e := asciiEncounter(t, "pf1e", OptionSet{}, rows, cs...)
	mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "F", Squares: 3, Chain: []int{4}})
	assert.Equal(t, [2]int{4, 1}, pos(e, "F"), "the first goblin: 15 ft")
	assert.Equal(t, [2]int{5, 1}, pos(e, "G"), "the second goblin: 10 ft")

	e2 := asciiEncounter(t, "pf1e", OptionSet{}, rows, cs...)
	mustApply(t, e2, StartTurn{Who: "B"}, Push{By: "B", Target: "F", Squares: 3})
	assert.Equal(t, [2]int{2, 1}, pos(e2, "F"), "without a result the push stops at G")
	assert.Contains(t, lastLog(e2), "roll against G")
	e3 := asciiEncounter(t, "pf1e", OptionSet{}, rows, cs...)
	mustApply(t, e3, StartTurn{Who: "B"}, Push{By: "B", Target: "F", Squares: 3, Chain: []int{0}})
	assert.Equal(t, [2]int{2, 1}, pos(e3, "F"), "a failed result against G stops the push")
	assert.Equal(t, [2]int{3, 1}, pos(e3, "G"), "G stays")
	e4 := asciiEncounter(t, "pf1e", OptionSet{}, rows, cs...)
	mustApply(t, e4, StartTurn{Who: "B"}, Push{By: "B", Target: "F", Squares: 4, Chain: []int{1}, Follow: true})
	assert.Equal(t, [2][2]int{{3, 1}, {4, 1}}, [2][2]int{pos(e4, "F"), pos(e4, "G")}, "the lower result: G goes 5 ft")
	assert.Equal(t, [2]int{2, 1}, pos(e4, "B"), "the pusher follows the first")
	e5 := asciiEncounter(t, "dnd35", OptionSet{}, rows, cs...)
	mustApply(t, e5, StartTurn{Who: "B"})
	mustRefuse(t, e5, Push{By: "B", Target: "F", Squares: 3, Chain: []int{4}}, "pushing on into the creatures in the way is a PF1e bull rush")
}

// TestPushNeedsResult: the app's question before a PF1e bull rush that
// runs into a second creature: which creature needs the table's result,
// none once it is given, none in the other systems, and the encounter is
// left as it was.
func TestPushNeedsResult(t *testing.T) {
	rows := []string{"...........", "BF.GH......", "..........."}
	cs := []Creature{{ID: "B"}, {ID: "F", Side: "monsters"}, {ID: "G", Side: "monsters"}, {ID: "H", Side: "monsters"}}
	e := asciiEncounter(t, "pf1e", OptionSet{}, rows, cs...)
	mustApply(t, e, StartTurn{Who: "B"})
	need, err := e.PushNeedsResult(Push{By: "B", Target: "F", Squares: 1})
	require.NoError(t, err)
	assert.Equal(t, "", need, "5 ft: F stops short of G")
	need, err = e.PushNeedsResult(Push{By: "B", Target: "F", Squares: 3})
	require.NoError(t, err)
	assert.Equal(t, "G", need, "15 ft: F runs into G")
	need, err = e.PushNeedsResult(Push{By: "B", Target: "F", Squares: 3, Chain: []int{3}})
	require.NoError(t, err)
	assert.Equal(t, "H", need, "G pushed on runs into H")
	need, err = e.PushNeedsResult(Push{By: "B", Target: "F", Squares: 3, Chain: []int{3, 4}})
	require.NoError(t, err)
	assert.Equal(t, "", need, "every result given")
	need, err = e.PushNeedsResult(Push{By: "B", Target: "F", Squares: 3, Chain: []int{0}})
	require.NoError(t, err)
	assert.Equal(t, "", need, "a failed result against G stops the push there")
	assert.Equal(t, [2]int{1, 1}, pos(e, "F"), "nothing moved")
	assert.False(t, e.Turn.Econ.Standard, "nothing spent")
	_, err = e.PushNeedsResult(Push{By: "B", Target: "Nobody", Squares: 3})
	assert.Error(t, err)

	e35 := asciiEncounter(t, "dnd35", OptionSet{}, rows, cs...)
	mustApply(t, e35, StartTurn{Who: "B"})
	need, err = e35.PushNeedsResult(Push{By: "B", Target: "F", Squares: 3, Follow: true})
	require.NoError(t, err)
	assert.Equal(t, "", need, "3.5 stops short: nothing to ask")
}

// TestPushNeedsResultPastAReaction: the bull rush provokes from its target
// first; the question still sees the second creature beyond it.
func TestPushNeedsResultPastAReaction(t *testing.T) {
	rows := []string{"...........", "BF.G.......", "..........."}
	cs := []Creature{{ID: "B"}, {ID: "F", Side: "monsters", AoO: true}, {ID: "G", Side: "monsters"}}
	e := asciiEncounter(t, "pf1e", OptionSet{}, rows, cs...)
	mustApply(t, e, StartTurn{Who: "B"})
	need, err := e.PushNeedsResult(Push{By: "B", Target: "F", Squares: 3})
	require.NoError(t, err)
	assert.Equal(t, "G", need)
	assert.Nil(t, e.Turn.Pending, "the question leaves no reaction waiting")
	mustApply(t, e, Push{By: "B", Target: "F", Squares: 3, Chain: []int{4}})
	require.NotNil(t, e.Turn.Pending, "F's attack of opportunity waits")
	mustApply(t, e, ResolveReaction{By: "F"})
	assert.Equal(t, [2]int{4, 1}, pos(e, "F"), "pushed on into G after the reaction")
	assert.Equal(t, [2]int{5, 1}, pos(e, "G"))
}

package engine

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// foe is an enemy that makes attacks of opportunity (PF2e: Reactive Strike).
func foe(id string) Creature { return Creature{ID: id, Side: "monsters", AoO: true} }

// TestSpeedZeroConditions holds the conditions that keep a creature from
// moving, in each system's own names: its turn's movement is refused naming
// the condition and its page, the planner reaches only where it stands, and
// it may still be pushed (PF2e CRB p.618–623; PF1e CRB p.565–568; the 3.5
// SRD's condition summary; PHB Appendix A).
func TestSpeedZeroConditions(t *testing.T) {
	rows := []string{
		"......",
		".MG...",
		"......",
	}
	for _, c := range []struct {
		sys   string
		names []string
	}{
		{"pf2e", []string{"grabbed", "immobilized", "restrained", "paralyzed", "stunned", "unconscious", "petrified", "dying"}},
		{"pf1e", []string{"grappled", "pinned", "paralyzed", "stunned", "unconscious", "dying", "petrified"}},
		{"dnd35", []string{"grappled", "pinned", "paralyzed", "stunned", "unconscious", "dying", "petrified"}},
		{"dnd5e", []string{"grappled", "restrained", "paralyzed", "stunned", "unconscious", "petrified"}},
	} {
		for _, name := range c.names {
			t.Run(c.sys+" "+name, func(t *testing.T) {
				e := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
				mustApply(t, e, SetCondition{Who: "M", Name: name, On: true}, StartTurn{Who: "M"})
				mustRefuse(t, e, TurnMove{Who: "M", X: 1, Y: 2}, name+" and cannot move ("+conditionCite(c.sys, name))
				p := NewPlanner()
				require.NoError(t, p.Search(e, MoveQuery{Who: "M", Budget: 30}))
				assert.Equal(t, []Reached{{1, 1, 0}}, p.Reachable(nil), "where a creature that is %s can go", name)
				require.NoError(t, p.Search(e, MoveQuery{Who: "M", Budget: 30, Actions: 2}))
				assert.Equal(t, 1, p.ActionsUsed(1, 1), "staying put spans one move action, over two actions too")
				r, err := p.Cost(e, MoveQuery{Who: "M"}, 0, 0)
				require.NoError(t, err)
				assert.False(t, r.OK, "a creature that is %s moves one square for %d ft", name, r.Feet)
				assert.Zero(t, e.MovementLeft(e.Creature("M")).Budget, "movement left")
				// Forced movement still moves it.
				mustApply(t, e, EndTurn{}, StartTurn{Who: "G"}, Push{By: "G", Target: "M", Squares: 1})
				for e.Turn.Pending != nil {
					mustApply(t, e, ResolveReaction{By: e.Turn.Pending.Waiting[0].By})
				}
				assert.Equal(t, 0, e.Creature("M").X, "pushed away from G")
			})
		}
	}
}

// TestConditionsThatStopReactions: a creature that cannot act (stunned,
// paralyzed, unconscious, 3.5 grappled…) threatens nothing and makes no
// attack of opportunity; one that is only slowed down (PF2e grabbed, 5e
// grappled or restrained) still does.
func TestConditionsThatStopReactions(t *testing.T) {
	rows := []string{
		"......",
		"M.E...",
		"......",
	}
	path := []Square{{0, 1}, {1, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}}
	for _, c := range []struct {
		sys, name string
		reacts    bool
	}{
		{"pf2e", "stunned", false}, {"pf2e", "paralyzed", false}, {"pf2e", "unconscious", false}, {"pf2e", "restrained", false},
		{"pf2e", "grabbed", true}, {"pf2e", "immobilized", true}, {"pf2e", "blinded", true},
		{"pf1e", "stunned", false}, {"pf1e", "dazed", false}, {"pf1e", "pinned", false}, {"pf1e", "helpless", false},
		{"pf1e", "blinded", false}, {"pf1e", "grappled", true}, {"pf1e", "disabled", true}, {"pf1e", "staggered", true},
		{"dnd35", "grappled", false}, {"dnd35", "unconscious", false}, {"dnd35", "blinded", false}, {"dnd35", "disabled", true},
		{"dnd5e", "incapacitated", false}, {"dnd5e", "stunned", false}, {"dnd5e", "unconscious", false}, {"dnd5e", "blinded", false},
		{"dnd5e", "grappled", true}, {"dnd5e", "restrained", true},
	} {
		t.Run(c.sys+" "+c.name, func(t *testing.T) {
			e := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "M"}, foe("E"))
			before, err := e.Provokes("M", path, ProvokeMove)
			require.NoError(t, err)
			require.NotEmpty(t, before, "the path must provoke E at first")
			mustApply(t, e, SetCondition{Who: "E", Name: c.name, On: true})
			after, err := e.Provokes("M", path, ProvokeMove)
			require.NoError(t, err)
			sq, err := e.Threatened("E")
			require.NoError(t, err)
			if c.reacts {
				assert.NotEmpty(t, after, "E, %s, no longer reacts", c.name)
				assert.NotEmpty(t, sq, "E, %s, no longer threatens", c.name)
			} else {
				assert.Empty(t, after, "E, %s, still reacts", c.name)
			}
			if !c.reacts && c.name != "blinded" {
				assert.Empty(t, sq, "E, %s, still threatens squares", c.name)
			}
		})
	}
}

// TestHelplessConditionsOpenTheSpace: PF1e and 3.5 creatures may move
// through and stop in a helpless creature's space (unconscious, paralyzed,
// dying: RULES.md B6, C6); in PF2e a creature that falls unconscious falls
// prone, and its space may be shared (CRB p.475); 5e gives no such passage
// (RULES.md D6).
func TestHelplessConditionsOpenTheSpace(t *testing.T) {
	rows := []string{
		"#####",
		"M.G..",
		"#####",
	}
	for _, c := range []struct {
		sys, name string
		pass, end bool
	}{
		{"pf1e", "unconscious", true, true}, {"pf1e", "paralyzed", true, true}, {"pf1e", "dying", true, true},
		{"dnd35", "unconscious", true, true}, {"dnd35", "petrified", true, true}, {"dnd35", "stunned", false, false},
		{"pf2e", "unconscious", true, true}, {"pf2e", "dying", true, true}, {"pf2e", "stunned", false, false},
		{"dnd5e", "unconscious", false, false},
	} {
		t.Run(c.sys+" "+c.name, func(t *testing.T) {
			e := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "M"}, Creature{ID: "G", Side: "monsters"})
			mustApply(t, e, SetCondition{Who: "G", Name: c.name, On: true})
			p := NewPlanner()
			r, err := p.Cost(e, MoveQuery{Who: "M"}, 4, 1)
			require.NoError(t, err)
			assert.Equal(t, c.pass, r.OK, "past G, %s: %s", c.name, r.Why)
			ok, why, err := CanEnd(e, "M", 2, 1)
			require.NoError(t, err)
			assert.Equal(t, c.end, ok, "end in G's square, G %s: %s", c.name, why)
		})
	}
}

// TestUnconsciousFallsProne: falling unconscious or dying in PF2e and 5e
// knocks a creature prone (PF2e CRB p.618–623, PHB Appendix A:
// unconscious); waking does not stand it up. A dead creature lies prone in
// every system.
func TestUnconsciousFallsProne(t *testing.T) {
	for _, c := range []struct {
		sys, name string
		prone     bool
	}{
		{"pf2e", "unconscious", true}, {"pf2e", "dying", true}, {"dnd5e", "unconscious", true},
		{"pf1e", "unconscious", false}, {"dnd35", "dead", true}, {"pf2e", "stunned", false},
	} {
		e := asciiEncounter(t, c.sys, OptionSet{}, []string{"M.."}, Creature{ID: "M"})
		mustApply(t, e, SetCondition{Who: "M", Name: c.name, On: true})
		assert.Equal(t, c.prone, e.Creature("M").State.Has(Prone), "%s %s: prone", c.sys, c.name)
		mustApply(t, e, SetCondition{Who: "M", Name: c.name, On: false})
		assert.Equal(t, c.prone, e.Creature("M").State.Has(Prone), "%s, no longer %s: still prone", c.sys, c.name)
	}
}

// TestSetConditionNamesTheSystemsConditions: a condition the system does
// not have is refused with the system's list; the same name means each
// system's own rule (a 3.5 grappled creature threatens nothing, a PF1e one
// does), and switching systems keeps the names it can.
func TestSetConditionNamesTheSystemsConditions(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M.E"}, Creature{ID: "M"}, foe("E"))
	mustRefuse(t, e, SetCondition{Who: "M", Name: "grappled", On: true}, "Pathfinder 2e has no condition \"grappled\"")
	mustRefuse(t, e, SetCondition{Who: "M", Name: "helpless", On: true}, "grabbed")
	mustRefuse(t, e, SetCondition{Who: "M", Name: "grabbed", On: false}, "not grabbed already")
	mustApply(t, e, SetCondition{Who: "M", Name: "grabbed", On: true}, SetCondition{Who: "M", Name: "blinded", On: true})
	assert.Equal(t, "M is blinded", lastLog(e))
	require.True(t, e.Undo())
	assert.Equal(t, []string{"grabbed"}, e.Creature("M").Conditions.Names(), "after undo")
	mustApply(t, e, SetSystem{System: "dnd5e"})
	assert.Contains(t, lastLog(e), "M is no longer grabbed (not a D&D 5e condition)")
	assert.Zero(t, e.Creature("M").Conditions, "5e has no grabbed")

	for _, c := range []struct {
		sys     string
		threats bool
	}{{"pf1e", true}, {"dnd35", false}, {"dnd5e", true}} {
		g := asciiEncounter(t, c.sys, OptionSet{}, []string{"M.E"}, Creature{ID: "M"}, foe("E"))
		mustApply(t, g, SetCondition{Who: "E", Name: "grappled", On: true})
		sq, _ := g.Threatened("E")
		assert.Equal(t, c.threats, len(sq) > 0, "%s: a grappled creature threatens (RULES.md C9: in 3.5 it threatens nothing)", c.sys)
	}
	names := fmt.Sprint(ConditionNames(e.System))
	assert.Contains(t, names, "restrained", "5e's conditions")
	assert.NotContains(t, names, "dazed", "5e's conditions")
}

// TestBlindedRulesThatDependOnSeeing: in PF1e and 3.5 a blinded creature
// moves at half speed, takes no 5-foot step, and cannot run, withdraw or
// charge (RULES.md B2, C2, B14; the conditions appendices); in PF2e all
// normal terrain is difficult to it (CRB p.618–623: blinded); in 5e it
// cannot flank under the DMG's rule, nor make opportunity attacks.
func TestBlindedRulesThatDependOnSeeing(t *testing.T) {
	rows := []string{
		"..........",
		"M.......T.",
		"..........",
	}
	for _, sys := range []string{"pf1e", "dnd35"} {
		e := asciiEncounter(t, sys, OptionSet{}, rows, Creature{ID: "M"}, Creature{ID: "T", Side: "monsters"})
		mustApply(t, e, SetCondition{Who: "M", Name: "blinded", On: true}, StartTurn{Who: "M"})
		assert.Equal(t, 15, e.MovementLeft(e.Creature("M")).Budget, "%s: blinded, half of 30 ft", sys)
		mustRefuse(t, e, TurnMove{Who: "M", X: 1, Y: 1, Mode: ModeStep}, "no 5-foot step")
		mustRefuse(t, e, TurnMove{Who: "M", X: 5, Y: 1, Mode: ModeRun}, "blinded")
		mustRefuse(t, e, TurnMove{Who: "M", X: 2, Y: 1, Mode: ModeWithdraw}, "blinded")
		mustRefuse(t, e, TurnMove{Who: "M", Mode: ModeCharge, Target: "T"}, "blinded")
		mustApply(t, e, TurnMove{Who: "M", X: 3, Y: 1})
		mustRefuse(t, e, TurnMove{Who: "M", X: 7, Y: 1}, "cannot move")
		_, err := e.Provokes("M", []Square{{3, 1}, {4, 1}}, ProvokeWithdraw)
		assert.ErrorIs(t, err, ErrIllegalPath, "%s: a withdraw by a blinded creature", sys)
	}
	// An invisible target cannot be charged (B14, C14: the charger must see
	// it); once seen, it can.
	for _, sys := range []string{"pf1e", "dnd35"} {
		e := asciiEncounter(t, sys, OptionSet{}, rows, Creature{ID: "M"}, Creature{ID: "T", Side: "monsters", State: Invisible})
		mustApply(t, e, StartTurn{Who: "M"})
		mustRefuse(t, e, TurnMove{Who: "M", Mode: ModeCharge, Target: "T"}, "a charge needs a target the charger sees")
		e.Creature("T").State &^= Invisible
		mustApply(t, e, TurnMove{Who: "M", Mode: ModeCharge, Target: "T"})
		assert.Equal(t, [2]int{7, 1}, pos(e, "M"), "%s: charged the visible T", sys)
	}

	p2 := asciiEncounter(t, "pf2e", OptionSet{}, rows, Creature{ID: "M"}, Creature{ID: "T", Side: "monsters"})
	p := NewPlanner()
	r, err := p.Cost(p2, MoveQuery{Who: "M"}, 3, 1)
	require.NoError(t, err)
	assert.Equal(t, 15, r.Feet, "pf2e: 3 squares seen")
	mustApply(t, p2, SetCondition{Who: "M", Name: "blinded", On: true})
	r, err = p.Cost(p2, MoveQuery{Who: "M"}, 3, 1)
	require.NoError(t, err)
	assert.Equal(t, 30, r.Feet, "pf2e: 3 squares blinded, each difficult: %s", r.Path.Explain())
	p3 := asciiEncounter(t, "pf2e", OptionSet{}, rows, Creature{ID: "M"}, Creature{ID: "T", Side: "monsters"})
	mustApply(t, p3, SetCondition{Who: "M", Name: "blinded", On: true}, StartTurn{Who: "M"})
	mustRefuse(t, p3, TurnMove{Who: "M", X: 1, Y: 1, Mode: ModeStep}, "cannot")

	yes := true
	f := asciiEncounter(t, "dnd5e", OptionSet{DMGFlanking: &yes}, []string{"...", "ATB", "..."},
		Creature{ID: "A"}, Creature{ID: "B"}, Creature{ID: "T", Side: "monsters"})
	fl, err := f.Flanked("T", "A", "B")
	require.NoError(t, err)
	require.True(t, fl.Flanked, "A and B flank T")
	mustApply(t, f, SetCondition{Who: "A", Name: "blinded", On: true})
	fl, err = f.Flanked("T", "A", "B")
	require.NoError(t, err)
	assert.False(t, fl.Flanked, "a blinded creature cannot flank (DMG p.251)")
}

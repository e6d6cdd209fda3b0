package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadyCostsWhatTheSystemSays: PF2e Ready takes 2 actions and ends the
// turn (RULES.md A18, CRB p.471); PF1e and 3.5 Ready is a standard action
// (B18, C18). Dropping the marker costs nothing.
func TestReadyCostsWhatTheSystemSays(t *testing.T) {
	e := fightEncounter(t, "pf2e", "A:pcs", "B:monsters")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, NextTurn{})
	applyAll(t, e, TurnMove{Who: "A", X: 0, Y: 2}, TurnMove{Who: "A", X: 0, Y: 4})
	mustRefuse(t, e, Ready{Who: "A", Trigger: "B comes"}, "Ready takes 2 actions and A has 1 left")
	e = fightEncounter(t, "pf2e", "A:pcs", "B:monsters")
	applyAll(t, e, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, NextTurn{}, TurnMove{Who: "A", X: 0, Y: 2})
	applyAll(t, e, Ready{Who: "A", Trigger: "B comes"})
	assert.Equal(t, "B", e.Turn.Active, "after readying, A's turn ended and B's began")
	assert.Equal(t, "B comes", e.Initiative.Order[0].Ready, "A's marker")
	assert.Contains(t, lastLog(e), "its turn ends")

	for _, sys := range []string{"pf1e", "dnd35"} {
		d := fightEncounter(t, sys, "A:pcs", "B:monsters")
		applyAll(t, d, SetInitiative{Entries: []InitEntry{{ID: "A", Value: 20}, {ID: "B", Value: 10}}}, NextTurn{})
		applyAll(t, d, Ready{Who: "A", Trigger: "B comes"})
		assert.True(t, d.Turn.Econ.Standard, "%s: readying spends the standard action", sys)
		assert.Equal(t, "A", d.Turn.Active, "%s: the turn goes on", sys)
		applyAll(t, d, Ready{Who: "A"}) // drops the marker for nothing
		mustRefuse(t, d, Ready{Who: "A", Trigger: "again"}, "standard action")
		applyAll(t, d, TurnMove{Who: "A", X: 0, Y: 3})
	}
}

// TestBonusActionsComeFromFeatures: in 5e Dash, Disengage and Hide as a
// bonus action need a feature such as Cunning Action (RULES.md D18); Dodge
// is not among them.
func TestBonusActionsComeFromFeatures(t *testing.T) {
	e := asciiEncounter(t, "dnd5e", OptionSet{}, []string{"RF.."}, Creature{ID: "R", CunningAction: true}, Creature{ID: "F"})
	mustApply(t, e, StartTurn{Who: "R"}, Special5e{Who: "R", What: "hide", Bonus: true})
	assert.True(t, e.Turn.Econ.Bonus && !e.Turn.Econ.Action, "hide as the bonus action: %+v", e.Turn.Econ)
	mustApply(t, e, EndTurn{}, StartTurn{Who: "R"})
	mustRefuse(t, e, Special5e{Who: "R", What: "dodge", Bonus: true}, "not Dodge")
	mustApply(t, e, EndTurn{}, StartTurn{Who: "F"})
	for _, what := range []string{"dash", "disengage", "hide"} {
		mustRefuse(t, e, Special5e{Who: "F", What: what, Bonus: true}, "no feature")
	}
	mustApply(t, e, Special5e{Who: "F", What: "hide"})
	assert.True(t, e.Turn.Econ.Action, "hide as the action")
}

// TestMounting5e holds RULES.md D17: mounting or dismounting a creature
// within 5 ft costs half the speed; the rider moves with its mount; a
// controlled mount may only Dash, Disengage or Dodge; an opportunity attack
// the mount provokes may target the rider or the mount.
func TestMounting5e(t *testing.T) {
	rows := []string{
		"......",
		"RH....",
		"......",
		"..E...",
		"......",
	}
	e := asciiEncounter(t, "dnd5e", OptionSet{}, rows, Creature{ID: "R"}, Creature{ID: "H", Size: Large, Speed: 60}, foe("E"))
	mustApply(t, e, StartTurn{Who: "R"}, MountUp{Who: "R", Mount: "H"})
	r := e.Creature("R")
	assert.Equal(t, []int{1, 1, 15}, []int{r.X, r.Y, e.Turn.Moved}, "mounted: R at the mount's square, 15 ft spent")
	mustRefuse(t, e, TurnMove{Who: "R", X: 0, Y: 0}, "dismounts first")
	mustApply(t, e, Dismount{Who: "R", X: 0, Y: 2})
	assert.Equal(t, 30, e.Turn.Moved, "mounting and dismounting: half the speed each")
	mustRefuse(t, e, MountUp{Who: "R", Mount: "H"}, "half the speed, 15 ft, and R has 0 ft left")
	mustApply(t, e, EndTurn{}, StartTurn{Who: "R"})
	mustRefuse(t, e, Dismount{Who: "R", X: 0, Y: 0}, "rides nothing")
	mustApply(t, e, MountUp{Who: "R", Mount: "H"}, EndTurn{}, StartTurn{Who: "H"})
	mustRefuse(t, e, Strike{Who: "H", Target: "E"}, "controlled mount")
	mustApply(t, e, Special5e{Who: "H", What: "dash"})
	mustApply(t, e, TurnMove{Who: "H", X: 4, Y: 1})
	pm := e.Turn.Pending
	require.NotNil(t, pm, "H leaves E's reach")
	assert.Equal(t, "R", pm.Waiting[0].Rider, "E may target the rider")
	mustRefuse(t, e, ResolveReaction{By: "E", Taken: true, Target: "F"}, "or its rider R")
	mustApply(t, e, ResolveReaction{By: "E", Taken: true, Target: "R"})
	assert.Contains(t, lastLog(e), "on R")
	h, r := e.Creature("H"), e.Creature("R")
	assert.Equal(t, [4]int{4, 1, 4, 1}, [4]int{h.X, h.Y, r.X, r.Y}, "the rider moved with its mount")
	// An independent mount acts on its own.
	h.Independent = true
	mustApply(t, e, EndTurn{}, StartTurn{Who: "H"})
	assert.NotContains(t, e.Check(Strike{Who: "H", Target: "E"}).Error(), "controlled")
	// Mounting needs a mount a size larger, willing and within 5 ft.
	g := asciiEncounter(t, "pf2e", OptionSet{}, []string{"AB.C..", "......"}, Creature{ID: "A"}, Creature{ID: "B"}, Creature{ID: "C", Size: Large, Side: "monsters"})
	mustApply(t, g, StartTurn{Who: "A"})
	mustRefuse(t, g, MountUp{Who: "A", Mount: "B"}, "at least one size larger")
	mustRefuse(t, g, MountUp{Who: "A", Mount: "C"}, "not willing")
}

package engine

import (
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustApply(t *testing.T, e *Encounter, as ...Action) {
	t.Helper()
	for _, a := range as {
		require.NoError(t, e.Apply(a), "%s", a)
	}
}

func mustRefuse(t *testing.T, e *Encounter, a Action, want string) {
	t.Helper()
	before := e.Snap()
	if assert.ErrorContains(t, e.Apply(a), want, "%s", a) {
		assert.True(t, sameSnap(before, e.Snap()), "%s was refused but changed the encounter", a)
	}
}

func sameSnap(a, b Snapshot) bool {
	if len(a.Creatures) != len(b.Creatures) || a.Turn.Moved != b.Turn.Moved || a.Turn.Econ != b.Turn.Econ || a.Turn.Diagonals != b.Turn.Diagonals {
		return false
	}
	for i := range a.Creatures {
		if a.Creatures[i] != b.Creatures[i] {
			return false
		}
	}
	return true
}

func lastLog(e *Encounter) string { return e.Log[len(e.Log)-1] }

// TestTurnPF2eStridesCarryTheDiagonalCount plays a PF2e turn of three
// Strides: the second Stride's diagonal is the 2nd of the turn and costs
// 10 ft; the count and the actions reset with the next turn (RULES.md A1,
// A2, A18).
func TestTurnPF2eStridesCarryTheDiagonalCount(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{
		"M.....",
		"......",
		"......",
		"......",
		"......",
	}, Creature{ID: "M", Speed: 5})
	mustApply(t, e, StartTurn{Who: "M"}, TurnMove{Who: "M", X: 1, Y: 1})
	assert.Equal(t, [2]int{5, 1}, [2]int{e.Turn.Moved, e.Turn.Econ.Actions}, "first Stride: feet, actions")
	// Two Strides of 5 ft cannot pay the 10-ft 2nd diagonal: M goes round.
	mustApply(t, e, TurnMove{Who: "M", X: 2, Y: 2})
	assert.Equal(t, [3]int{15, 1, 3}, [3]int{e.Turn.Moved, e.Turn.Diagonals, e.Turn.Econ.Actions}, "speed 5 to (2,2): feet, diagonals, actions")
	e2 := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M.....", "......", "......", "......"}, Creature{ID: "M", Speed: 10})
	mustApply(t, e2, StartTurn{Who: "M"}, TurnMove{Who: "M", X: 1, Y: 1})
	// A Step is exactly 5 ft: the 2nd diagonal of the turn (10 ft) is not one.
	mustRefuse(t, e2, TurnMove{Who: "M", X: 2, Y: 2, Mode: ModeStep}, "second diagonal")
	mustApply(t, e2, TurnMove{Who: "M", X: 2, Y: 2})
	assert.Equal(t, [3]int{15, 2, 2}, [3]int{e2.Turn.Moved, e2.Turn.Diagonals, e2.Turn.Econ.Actions},
		"two Strides of one diagonal each: feet (5 + 10), diagonals, actions")
	mustApply(t, e2, TurnMove{Who: "M", X: 3, Y: 3})
	assert.Equal(t, 20, e2.Turn.Moved, "the 3rd diagonal costs 5 ft: feet moved")
	mustRefuse(t, e2, TurnMove{Who: "M", X: 3, Y: 2}, "no actions left")
	mustApply(t, e2, EndTurn{}, StartTurn{Who: "M"}, TurnMove{Who: "M", X: 2, Y: 2})
	assert.Equal(t, [2]int{5, 1}, [2]int{e2.Turn.Moved, e2.Turn.Diagonals}, "a new turn counts afresh: feet, diagonals")
}

// TestTurnPF1eDoubleMoveThroughDifficultTerrain plays a PF1e double move
// across difficult terrain: 55 ft with speed 30 takes both move actions, and
// no 5-foot step is left (RULES.md B2, B3).
func TestTurnPF1eDoubleMoveThroughDifficultTerrain(t *testing.T) {
	e := asciiEncounter(t, "pf1e", OptionSet{}, []string{
		"M..~~~~...",
		"##########",
	}, Creature{ID: "M", Speed: 30})
	mustApply(t, e, StartTurn{Who: "M"})
	mustRefuse(t, e, TurnMove{Who: "M", X: 9, Y: 0}, "cannot move")
	mustApply(t, e, TurnMove{Who: "M", X: 7, Y: 0})
	ec := e.Turn.Econ
	assert.True(t, ec.MoveAct && ec.Standard && ec.Moved, "double move: %+v; want both actions spent", ec)
	assert.Equal(t, 55, e.Turn.Moved, "double move: feet")
	mustRefuse(t, e, TurnMove{Who: "M", X: 8, Y: 0, Mode: ModeStep}, "5-foot step only")
	assert.Contains(t, e.ActionsWords(), "no 5-foot step", "the app's words")
}

// TestTurnD35ChargeBlockedByAnAlly plays a 3.5 charge: an ally in the lane
// forbids it; with the lane clear the charge ends at the nearest square from
// which to attack, and the attack follows (RULES.md C14).
func TestTurnD35ChargeBlockedByAnAlly(t *testing.T) {
	rows := []string{
		"........",
		"C..A..T.",
		"........",
	}
	e := asciiEncounter(t, "dnd35", OptionSet{}, rows,
		Creature{ID: "C", Speed: 30}, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "C"})
	mustRefuse(t, e, TurnMove{Who: "C", Mode: ModeCharge, Target: "T"}, "A at (3,1) stands in the charge lane")
	// The ally steps aside; now the lane is clear.
	e2 := asciiEncounter(t, "dnd35", OptionSet{}, []string{
		"...A....",
		"C.....T.",
		"........",
	}, Creature{ID: "C", Speed: 30}, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
	mustApply(t, e2, StartTurn{Who: "C"}, TurnMove{Who: "C", Mode: ModeCharge, Target: "T"})
	c := e2.Creature("C")
	assert.Equal(t, [2]int{5, 1}, [2]int{c.X, c.Y}, "where the charge ended")
	assert.True(t, e2.Turn.Econ.Charged && e2.Turn.Econ.FullRound, "the charge's economy %+v; want charging, a full-round action", e2.Turn.Econ)
	mustApply(t, e2, Strike{Who: "C", Target: "T"})
	assert.Contains(t, lastLog(e2), "+2 attack", "the charge's attack")
	mustRefuse(t, e2, TurnMove{Who: "C", X: 4, Y: 1}, "no move action left")
}

// TestTurn5eDashAndDisengagePastTwoEnemies plays a 5e rogue's turn: Dash
// and a Disengage as a bonus action take it 60 ft past two enemies without
// an opportunity attack; without Disengage the same move stops where the
// first one triggers (RULES.md D2, D9).
func TestTurn5eDashAndDisengagePastTwoEnemies(t *testing.T) {
	rows := []string{
		"..E.......",
		"R.........",
		".....F....",
	}
	cs := []Creature{{ID: "R", Speed: 30, CunningAction: true}, {ID: "E", Side: "monsters", AoO: true}, {ID: "F", Side: "monsters", AoO: true}}
	e := asciiEncounter(t, "dnd5e", OptionSet{}, rows, cs...)
	mustApply(t, e, StartTurn{Who: "R"}, Special5e{Who: "R", What: "dash"}, Special5e{Who: "R", What: "disengage", Bonus: true})
	mustApply(t, e, TurnMove{Who: "R", X: 9, Y: 1})
	assert.Nil(t, e.Turn.Pending, "disengaged dash: a movement waiting")
	assert.Equal(t, [2]int{9, 45}, [2]int{e.Creature("R").X, e.Turn.Moved}, "disengaged dash: x, feet moved")
	mustRefuse(t, e, Special5e{Who: "R", What: "dodge"}, "action of this turn is spent")

	e2 := asciiEncounter(t, "dnd5e", OptionSet{}, rows, cs...)
	mustApply(t, e2, StartTurn{Who: "R"}, Special5e{Who: "R", What: "dash"}, TurnMove{Who: "R", X: 9, Y: 1})
	pm := e2.Turn.Pending
	require.NotNil(t, pm, "without Disengage the move must stop for E's opportunity attack")
	assert.Equal(t, "E", pm.Waiting[0].By, "without Disengage the move must stop for E's opportunity attack: %+v", pm)
	mustRefuse(t, e2, TurnMove{Who: "R", X: 0, Y: 1}, "take or decline")
	mustApply(t, e2, ResolveReaction{By: "E", Taken: true})
	assert.True(t, e2.Creature("E").ReactionUsed, "E's reaction is spent")
	require.NotNil(t, e2.Turn.Pending, "after E's attack the move goes on to F's")
	assert.Equal(t, "F", e2.Turn.Pending.Waiting[0].By, "after E's attack the move goes on to F's: %+v", e2.Turn.Pending)
	mustApply(t, e2, ResolveReaction{By: "F"})
	r := e2.Creature("R")
	assert.Equal(t, 9, r.X, "the move ends at (%d,%d)", r.X, r.Y)
	assert.Nil(t, e2.Turn.Pending, "the move ends: a movement waiting")
	// Undo steps back through the reactions.
	e2.Undo()
	if assert.NotNil(t, e2.Turn.Pending, "undo did not restore the waiting reaction") {
		assert.Equal(t, "F", e2.Turn.Pending.Waiting[0].By, "undo did not restore the waiting reaction")
	}
}

// TestTurnBullRushIntoAWall plays a PF1e bull rush: the defender is pushed
// directly away and stops at the wall; the pusher follows (RULES.md B13).
// In 3.5 the pushed defender provokes from its enemies, not the pusher.
func TestTurnBullRushIntoAWall(t *testing.T) {
	rows := []string{
		"......",
		".BD...",
		"......",
	}
	e := asciiEncounter(t, "pf1e", OptionSet{}, rows, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"})
	e.Grid = mustGridWithWall(t, e, 4, 0, 4, 3)
	mustApply(t, e, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 3, Follow: true})
	d, b := e.Creature("D"), e.Creature("B")
	assert.Equal(t, [2]int{3, 2}, [2]int{d.X, b.X}, "D at (%d,%d), B at (%d,%d); want D stopped at the wall (3,1) and B following to (2,1)", d.X, d.Y, b.X, b.Y)
	assert.True(t, e.Turn.Econ.Standard, "the push spends the standard action")
	assert.Contains(t, lastLog(e), "stopped short", "the log should say why the push stopped")
	mustRefuse(t, e, Push{By: "B", Target: "D", Squares: 1}, "standard action of this round is spent")

	e35 := asciiEncounter(t, "dnd35", OptionSet{}, []string{
		"......",
		".BD...",
		"...A..",
	}, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"}, Creature{ID: "A", AoO: true})
	mustApply(t, e35, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 2})
	pm := e35.Turn.Pending
	if assert.NotNil(t, pm, "in 3.5 the pushed defender provokes from A, not from B") {
		assert.Equal(t, [2]string{"D", "A"}, [2]string{pm.Who, pm.Waiting[0].By}, "in 3.5 the pushed defender provokes from A, not from B (mover, reactor): %+v", pm)
	}
}

// mustGridWithWall rebuilds e's grid with one more wall.
func mustGridWithWall(t *testing.T, e *Encounter, x1, y1, x2, y2 float64) *grid.Grid {
	t.Helper()
	walls := append(append([]grid.Wall(nil), e.Grid.Walls()...), grid.WallF(x1, y1, x2, y2))
	g, err := grid.New(e.Grid.Rows(), walls)
	require.NoError(t, err)
	return g
}

// TestCheckChangesNothing checks that asking whether an action is legal
// answers as Apply would, and leaves the encounter and its history as they
// were.
func TestCheckChangesNothing(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M..", "...", "..#"}, Creature{ID: "M", Speed: 25})
	mustApply(t, e, StartTurn{Who: "M"})
	before, undo := e.Snap(), len(e.hist.undo)
	assert.ErrorContains(t, e.Check(TurnMove{Who: "M", X: 2, Y: 2}), "solid square", "check of a move onto a solid square")
	assert.NoError(t, e.Check(TurnMove{Who: "M", X: 2, Y: 1}), "check of a legal Stride")
	assert.True(t, sameSnap(before, e.Snap()), "Check changed the encounter")
	assert.Len(t, e.hist.undo, undo, "Check changed the encounter's history")
	assert.Equal(t, 0, e.Creature("M").X, "Check moved the creature")
}

// TestTurn5eSwitchingSpeeds plays the PHB's example of using different
// speeds: walk 30, fly 60; after flying 20 ft the creature may walk 10 ft
// more, or, taking to the air again, fly 40 ft more (60 less the 20 moved)
// (RULES.md D2).
func TestTurn5eSwitchingSpeeds(t *testing.T) {
	e := asciiEncounter(t, "dnd5e", OptionSet{}, []string{
		"A.............",
		"..............",
	}, Creature{ID: "A", Speed: 30, FlySpeed: 60, State: Flying})
	mustApply(t, e, StartTurn{Who: "A"}, TurnMove{Who: "A", X: 4, Y: 0})
	mustApply(t, e, SwitchSpeed{Who: "A"})
	assert.Equal(t, 10, e.MovementLeft(e.Creature("A")).Budget, "after flying 20 ft and landing: feet left")
	mustRefuse(t, e, TurnMove{Who: "A", X: 7, Y: 0}, "cannot move")
	mustApply(t, e, SwitchSpeed{Who: "A", Fly: true})
	assert.Equal(t, 40, e.MovementLeft(e.Creature("A")).Budget, "flying again: feet left (60 less the 20 moved)")
	mustRefuse(t, e, SwitchSpeed{Who: "A", Fly: true}, "already flying")
}

// TestTurnSmallActions checks the smaller parts of each economy: PF2e's
// multiple attack penalty (−4/−8 agile), PF1e's one swift action, Interact
// in each system, and a run in heavy armour (3× speed).
func TestTurnSmallActions(t *testing.T) {
	p2 := asciiEncounter(t, "pf2e", OptionSet{}, []string{"AT.."}, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
	mustApply(t, p2, StartTurn{Who: "A"}, Strike{Who: "A", Target: "T", Agile: true}, Strike{Who: "A", Target: "T", Agile: true})
	assert.Contains(t, lastLog(p2), "−4", "second agile Strike")
	mustApply(t, p2, Interact{Who: "A", What: "draws a dagger"})
	mustRefuse(t, p2, Interact{Who: "A", What: "opens the door"}, "no actions left")

	p1 := asciiEncounter(t, "pf1e", OptionSet{}, []string{"A.............................................."}, Creature{ID: "A", Speed: 30})
	mustApply(t, p1, StartTurn{Who: "A"}, Swift{Who: "A", What: "a swift spell"})
	mustRefuse(t, p1, Swift{Who: "A", What: "another"}, "swift action of this turn is spent")
	mustRefuse(t, p1, TurnMove{Who: "A", X: 19, Y: 0, Mode: ModeRun, HeavyArmor: true}, "cannot run")
	mustApply(t, p1, TurnMove{Who: "A", X: 18, Y: 0, Mode: ModeRun, HeavyArmor: true})
	assert.True(t, p1.Turn.Econ.FullRound, "a 90-ft run in heavy armour: %+v, want a full-round action", p1.Turn.Econ)
	assert.Equal(t, 18, p1.Creature("A").X, "a 90-ft run in heavy armour: x")

	d5 := asciiEncounter(t, "dnd5e", OptionSet{}, []string{"A..."}, Creature{ID: "A"})
	mustApply(t, d5, StartTurn{Who: "A"}, Interact{Who: "A", What: "draws a sword"}, Interact{Who: "A", What: "opens a door"})
	assert.True(t, d5.Turn.Econ.Action, "a second object interaction takes the action: %+v", d5.Turn.Econ)
	assert.Contains(t, lastLog(d5), "Use an Object", "a second object interaction takes the action")
}

// TestTurn5eExtraAttack checks 5e's Attack action with Extra Attack: two
// attacks, movement between them, a shove in place of one, and no third.
func TestTurn5eExtraAttack(t *testing.T) {
	e := asciiEncounter(t, "dnd5e", OptionSet{}, []string{
		"FT..",
		"..U.",
	}, Creature{ID: "F", Speed: 30, Attacks: 2}, Creature{ID: "T", Side: "monsters"}, Creature{ID: "U", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "F"}, Strike{Who: "F", Target: "T"})
	assert.Equal(t, 1, e.Turn.Econ.AttacksLeft, "after the first attack: %+v", e.Turn.Econ)
	assert.Contains(t, e.ActionsWords(), "1 attack left", "after the first attack")
	mustApply(t, e, TurnMove{Who: "F", X: 1, Y: 1}, Push{By: "F", Target: "U", Squares: 1})
	mustRefuse(t, e, Strike{Who: "F", Target: "T"}, "action of this turn is spent")
}

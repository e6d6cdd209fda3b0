package engine

import (
	"strings"
	"testing"

	"battlemap/grid"
)

func mustApply(t *testing.T, e *Encounter, as ...Action) {
	t.Helper()
	for _, a := range as {
		if err := e.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

func mustRefuse(t *testing.T, e *Encounter, a Action, want string) {
	t.Helper()
	before := e.Snap()
	err := e.Apply(a)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: got %v, want an error containing %q", a, err, want)
	}
	if after := e.Snap(); !sameSnap(before, after) {
		t.Fatalf("%s was refused but changed the encounter", a)
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
	if e.Turn.Moved != 5 || e.Turn.Econ.Actions != 1 {
		t.Fatalf("first Stride: %d ft, %d actions", e.Turn.Moved, e.Turn.Econ.Actions)
	}
	// Two Strides of 5 ft cannot pay the 10-ft 2nd diagonal: M goes round.
	mustApply(t, e, TurnMove{Who: "M", X: 2, Y: 2})
	if e.Turn.Moved != 15 || e.Turn.Diagonals != 1 || e.Turn.Econ.Actions != 3 {
		t.Fatalf("speed 5 to (2,2): %d ft, %d diagonals, %d actions; want 15, 1, 3", e.Turn.Moved, e.Turn.Diagonals, e.Turn.Econ.Actions)
	}
	e2 := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M.....", "......", "......", "......"}, Creature{ID: "M", Speed: 10})
	mustApply(t, e2, StartTurn{Who: "M"}, TurnMove{Who: "M", X: 1, Y: 1})
	// A Step is exactly 5 ft: the 2nd diagonal of the turn (10 ft) is not one.
	mustRefuse(t, e2, TurnMove{Who: "M", X: 2, Y: 2, Mode: ModeStep}, "second diagonal")
	mustApply(t, e2, TurnMove{Who: "M", X: 2, Y: 2})
	if e2.Turn.Moved != 15 || e2.Turn.Diagonals != 2 || e2.Turn.Econ.Actions != 2 {
		t.Fatalf("two Strides of one diagonal each: %d ft, %d diagonals, %d actions; want 15 (5 + 10), 2, 2", e2.Turn.Moved, e2.Turn.Diagonals, e2.Turn.Econ.Actions)
	}
	mustApply(t, e2, TurnMove{Who: "M", X: 3, Y: 3})
	if e2.Turn.Moved != 20 {
		t.Fatalf("the 3rd diagonal costs 5 ft: moved %d, want 20", e2.Turn.Moved)
	}
	mustRefuse(t, e2, TurnMove{Who: "M", X: 3, Y: 2}, "no actions left")
	mustApply(t, e2, EndTurn{}, StartTurn{Who: "M"}, TurnMove{Who: "M", X: 2, Y: 2})
	if e2.Turn.Moved != 5 || e2.Turn.Diagonals != 1 {
		t.Fatalf("a new turn counts afresh: %d ft, %d diagonals; want 5 and 1", e2.Turn.Moved, e2.Turn.Diagonals)
	}
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
	if !ec.MoveAct || !ec.Standard || !ec.Moved || e.Turn.Moved != 55 {
		t.Fatalf("double move: %+v, %d ft; want both actions spent and 55 ft", ec, e.Turn.Moved)
	}
	mustRefuse(t, e, TurnMove{Who: "M", X: 8, Y: 0, Mode: ModeStep}, "5-foot step only")
	if w := e.ActionsWords(); !strings.Contains(w, "no 5-foot step") {
		t.Fatalf("the app's words: %q", w)
	}
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
	if c.X != 5 || c.Y != 1 || !e2.Turn.Econ.Charged || !e2.Turn.Econ.FullRound {
		t.Fatalf("charge ended at (%d,%d) with %+v; want (5,1), charging, a full-round action", c.X, c.Y, e2.Turn.Econ)
	}
	mustApply(t, e2, Strike{Who: "C", Target: "T"})
	if !strings.Contains(lastLog(e2), "+2 attack") {
		t.Fatalf("the charge's attack: %q", lastLog(e2))
	}
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
	cs := []Creature{{ID: "R", Speed: 30}, {ID: "E", Side: "monsters", AoO: true}, {ID: "F", Side: "monsters", AoO: true}}
	e := asciiEncounter(t, "dnd5e", OptionSet{}, rows, cs...)
	mustApply(t, e, StartTurn{Who: "R"}, Special5e{Who: "R", What: "dash"}, Special5e{Who: "R", What: "disengage", Bonus: true})
	mustApply(t, e, TurnMove{Who: "R", X: 9, Y: 1})
	if e.Turn.Pending != nil || e.Creature("R").X != 9 || e.Turn.Moved != 45 {
		t.Fatalf("disengaged dash: at (%d,%d), %d ft, pending %v", e.Creature("R").X, e.Creature("R").Y, e.Turn.Moved, e.Turn.Pending)
	}
	mustRefuse(t, e, Special5e{Who: "R", What: "dodge"}, "action of this turn is spent")

	e2 := asciiEncounter(t, "dnd5e", OptionSet{}, rows, cs...)
	mustApply(t, e2, StartTurn{Who: "R"}, Special5e{Who: "R", What: "dash"}, TurnMove{Who: "R", X: 9, Y: 1})
	pm := e2.Turn.Pending
	if pm == nil || pm.Waiting[0].By != "E" {
		t.Fatalf("without Disengage the move must stop for E's opportunity attack: %+v", pm)
	}
	mustRefuse(t, e2, TurnMove{Who: "R", X: 0, Y: 1}, "take or decline")
	mustApply(t, e2, ResolveReaction{By: "E", Taken: true})
	if !e2.Creature("E").ReactionUsed || e2.Turn.Pending == nil || e2.Turn.Pending.Waiting[0].By != "F" {
		t.Fatalf("after E's attack the move goes on to F's: %+v", e2.Turn.Pending)
	}
	mustApply(t, e2, ResolveReaction{By: "F"})
	if r := e2.Creature("R"); r.X != 9 || e2.Turn.Pending != nil {
		t.Fatalf("the move ends at (%d,%d), pending %v", r.X, r.Y, e2.Turn.Pending)
	}
	// Undo steps back through the reactions.
	e2.Undo()
	if e2.Turn.Pending == nil || e2.Turn.Pending.Waiting[0].By != "F" {
		t.Fatalf("undo did not restore the waiting reaction")
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
	if d.X != 3 || b.X != 2 || !e.Turn.Econ.Standard {
		t.Fatalf("D at (%d,%d), B at (%d,%d); want D stopped at the wall (3,1) and B following to (2,1)", d.X, d.Y, b.X, b.Y)
	}
	if !strings.Contains(lastLog(e), "stopped short") {
		t.Fatalf("the log should say why the push stopped: %q", lastLog(e))
	}
	mustRefuse(t, e, Push{By: "B", Target: "D", Squares: 1}, "standard action of this round is spent")

	e35 := asciiEncounter(t, "dnd35", OptionSet{}, []string{
		"......",
		".BD...",
		"...A..",
	}, Creature{ID: "B"}, Creature{ID: "D", Side: "monsters"}, Creature{ID: "A", AoO: true})
	mustApply(t, e35, StartTurn{Who: "B"}, Push{By: "B", Target: "D", Squares: 2})
	if pm := e35.Turn.Pending; pm == nil || pm.Who != "D" || pm.Waiting[0].By != "A" {
		t.Fatalf("in 3.5 the pushed defender provokes from A, not from B: %+v", pm)
	}
}

// mustGridWithWall rebuilds e's grid with one more wall.
func mustGridWithWall(t *testing.T, e *Encounter, x1, y1, x2, y2 float64) *grid.Grid {
	t.Helper()
	walls := append(append([]grid.Wall(nil), e.Grid.Walls()...), grid.WallF(x1, y1, x2, y2))
	g, err := grid.New(e.Grid.Rows(), walls)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestCheckChangesNothing checks that asking whether an action is legal
// answers as Apply would, and leaves the encounter and its history as they
// were.
func TestCheckChangesNothing(t *testing.T) {
	e := asciiEncounter(t, "pf2e", OptionSet{}, []string{"M..", "...", "..#"}, Creature{ID: "M", Speed: 25})
	mustApply(t, e, StartTurn{Who: "M"})
	before, undo := e.Snap(), len(e.hist.undo)
	if err := e.Check(TurnMove{Who: "M", X: 2, Y: 2}); err == nil || !strings.Contains(err.Error(), "solid square") {
		t.Fatalf("check of a move onto a solid square: %v", err)
	}
	if err := e.Check(TurnMove{Who: "M", X: 2, Y: 1}); err != nil {
		t.Fatalf("check of a legal Stride: %v", err)
	}
	if !sameSnap(before, e.Snap()) || len(e.hist.undo) != undo || e.Creature("M").X != 0 {
		t.Fatal("Check changed the encounter")
	}
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
	if left := e.MovementLeft(e.Creature("A")).Budget; left != 10 {
		t.Fatalf("after flying 20 ft and landing: %d ft left, want 10", left)
	}
	mustRefuse(t, e, TurnMove{Who: "A", X: 7, Y: 0}, "cannot move")
	mustApply(t, e, SwitchSpeed{Who: "A", Fly: true})
	if left := e.MovementLeft(e.Creature("A")).Budget; left != 40 {
		t.Fatalf("flying again: %d ft left, want 40 (60 less the 20 moved)", left)
	}
	mustRefuse(t, e, SwitchSpeed{Who: "A", Fly: true}, "already flying")
}

// TestTurnSmallActions checks the smaller parts of each economy: PF2e's
// multiple attack penalty (−4/−8 agile), PF1e's one swift action, Interact
// in each system, and a run in heavy armour (3× speed).
func TestTurnSmallActions(t *testing.T) {
	p2 := asciiEncounter(t, "pf2e", OptionSet{}, []string{"AT.."}, Creature{ID: "A"}, Creature{ID: "T", Side: "monsters"})
	mustApply(t, p2, StartTurn{Who: "A"}, Strike{Who: "A", Target: "T", Agile: true}, Strike{Who: "A", Target: "T", Agile: true})
	if !strings.Contains(lastLog(p2), "−4") {
		t.Fatalf("second agile Strike: %q, want −4", lastLog(p2))
	}
	mustApply(t, p2, Interact{Who: "A", What: "draws a dagger"})
	mustRefuse(t, p2, Interact{Who: "A", What: "opens the door"}, "no actions left")

	p1 := asciiEncounter(t, "pf1e", OptionSet{}, []string{"A.............................................."}, Creature{ID: "A", Speed: 30})
	mustApply(t, p1, StartTurn{Who: "A"}, Swift{Who: "A", What: "a swift spell"})
	mustRefuse(t, p1, Swift{Who: "A", What: "another"}, "swift action of this turn is spent")
	mustRefuse(t, p1, TurnMove{Who: "A", X: 19, Y: 0, Mode: ModeRun, HeavyArmor: true}, "cannot run")
	mustApply(t, p1, TurnMove{Who: "A", X: 18, Y: 0, Mode: ModeRun, HeavyArmor: true})
	if e := p1.Turn.Econ; !e.FullRound || p1.Creature("A").X != 18 {
		t.Fatalf("a 90-ft run in heavy armour: %+v at x=%d", e, p1.Creature("A").X)
	}

	d5 := asciiEncounter(t, "dnd5e", OptionSet{}, []string{"A..."}, Creature{ID: "A"})
	mustApply(t, d5, StartTurn{Who: "A"}, Interact{Who: "A", What: "draws a sword"}, Interact{Who: "A", What: "opens a door"})
	if !d5.Turn.Econ.Action || !strings.Contains(lastLog(d5), "Use an Object") {
		t.Fatalf("a second object interaction takes the action: %q", lastLog(d5))
	}
}

// TestTurn5eExtraAttack checks 5e's Attack action with Extra Attack: two
// attacks, movement between them, a shove in place of one, and no third.
func TestTurn5eExtraAttack(t *testing.T) {
	e := asciiEncounter(t, "dnd5e", OptionSet{}, []string{
		"FT..",
		"..U.",
	}, Creature{ID: "F", Speed: 30, Attacks: 2}, Creature{ID: "T", Side: "monsters"}, Creature{ID: "U", Side: "monsters"})
	mustApply(t, e, StartTurn{Who: "F"}, Strike{Who: "F", Target: "T"})
	if e.Turn.Econ.AttacksLeft != 1 || !strings.Contains(e.ActionsWords(), "1 attack left") {
		t.Fatalf("after the first attack: %+v, %q", e.Turn.Econ, e.ActionsWords())
	}
	mustApply(t, e, TurnMove{Who: "F", X: 1, Y: 1}, Push{By: "F", Target: "U", Squares: 1})
	mustRefuse(t, e, Strike{Who: "F", Target: "T"}, "action of this turn is spent")
}

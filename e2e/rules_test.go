//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/engine/files"
	"battlemap/grid"
)

// The tests compute what the rules say with the engine itself, from the
// same demo file the app opens, synced to the positions and turn the app
// reports: so a test asserts "the token moved by the rules", not a number
// copied from a run of the app.

// demoFile finds the built-in demo encounter in assets/: the one scenario
// file there that the engine loads (preferring a name with "demo").
func demoFile(t testing.TB) string {
	t.Helper()
	if *demoFlag != "" {
		return *demoFlag
	}
	root := filepath.Join(repoRoot(t), "assets")
	var loadable []string
	var tried []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".json") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if _, err := files.LoadScenario(data); err != nil {
			tried = append(tried, fmt.Sprintf("%s: %v", path, err))
			return nil
		}
		loadable = append(loadable, path)
		return nil
	})
	require.NoError(t, err, "reading assets/")
	for _, p := range loadable {
		if strings.Contains(strings.ToLower(filepath.Base(p)), "demo") {
			return p
		}
	}
	if len(loadable) == 1 {
		return loadable[0]
	}
	require.FailNow(t, "cannot tell the demo encounter", "among %d loadable files in assets/ %v (not loadable: %v)", len(loadable), loadable, tried)
	return ""
}

// demoEncounter loads the demo encounter and sets its creatures and turn
// to those of st, the app's state.
func demoEncounter(t testing.TB, st appState) *engine.Encounter {
	t.Helper()
	path := demoFile(t)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	sc, err := files.LoadScenario(data)
	require.NoError(t, err, "loading %s", path)
	enc := sc.Encounter
	require.Equal(t, enc.System.ID(), st.System, "the system the app plays, against the demo file %s", path)
	require.Len(t, st.Creatures, len(enc.Creatures), "the creatures the app shows, against the demo file %s", path)
	for _, cs := range st.Creatures {
		c := enc.Creature(cs.ID)
		require.NotNil(t, c, "the app shows creature %q that the demo file %s lacks", cs.ID, path)
		c.X, c.Y, c.SpaceW, c.SpaceH = cs.X, cs.Y, cs.W, cs.H
	}
	enc.Turn = engine.Turn{Round: st.Turn.Round, Active: st.Turn.Active, Diagonals: st.Turn.Diagonals, Moved: st.Turn.Moved}
	return enc
}

// move is a movement and what the engine says of it.
type move struct {
	Who          string
	FromX, FromY int
	X, Y         int // the square the player picks (the space's top-left)
	Feet         int // the engine's cost
	EndX, EndY   int // where the engine puts the creature
	EndW, EndH   int
	Turn         engine.Turn // the turn after the move, as the engine has it
	Log          string      // the engine's log line for it
	Path         string      // the engine's explanation of the path
	Diagonal     bool        // the path has a diagonal step
	Note         string      // when the turn's cost differs from Planner.Cost
}

func (m move) String() string {
	s := fmt.Sprintf("%s from (%d,%d) to (%d,%d): %d ft, path %s", m.Who, m.FromX, m.FromY, m.X, m.Y, m.Feet, m.Path)
	if m.Note != "" {
		s += " (" + m.Note + ")"
	}
	return s
}

// expectMove asks the engine about who moving to (x,y) in the app's state.
func expectMove(t testing.TB, st appState, who string, x, y int) (m move, ok bool, why string) {
	t.Helper()
	return expectMoveOn(t, demoEncounter(t, st), who, x, y)
}

// expectMoveOn asks the engine about who moving to (x,y) in enc, which it
// leaves as it is: the cost by Planner.Cost, and the outcome (end square,
// turn, log) by Apply(MoveTo), as the app applies it. ok is false, with
// why, when the rules refuse the move.
func expectMoveOn(t testing.TB, enc *engine.Encounter, who string, x, y int) (m move, ok bool, why string) {
	t.Helper()
	enc = enc.Clone()
	c := enc.Creature(who)
	require.NotNil(t, c, "no creature %q", who)
	m = move{Who: who, FromX: c.X, FromY: c.Y, X: x, Y: y}
	q := engine.MoveQuery{Who: who}
	if enc.Turn.Active == who {
		q.Diagonals = enc.Turn.Diagonals
	}
	res, err := engine.NewPlanner().Cost(enc, q, x, y)
	require.NoError(t, err, "engine cost of %s to (%d,%d)", who, x, y)
	moved := enc.Turn.Moved
	if err := enc.Apply(engine.MoveTo{Who: who, X: x, Y: y}); err != nil {
		if !res.OK {
			return m, false, res.Why
		}
		return m, false, err.Error()
	}
	require.True(t, res.OK, "the engine applies %s to (%d,%d) but Cost says no: %s", who, x, y, res.Why)
	m.Feet = res.Feet
	if enc.Turn.Active == who && enc.Turn.Moved-moved != res.Feet {
		// In a turn the move is paid in actions (PF2e Strides): a move
		// over several can cost more than the cheapest path. The turn's
		// count is what the app shows and logs.
		m.Feet = enc.Turn.Moved - moved
		m.Note = fmt.Sprintf("Planner.Cost says %d ft, the turn's actions make it %d ft", res.Feet, m.Feet)
	}
	m.Path = res.Path.Explain()
	for _, s := range res.Path.Steps[1:] {
		if s.Dir.Diagonal() {
			m.Diagonal = true
		}
	}
	m.EndX, m.EndY, m.EndW, m.EndH = c.X, c.Y, c.SpaceW, c.SpaceH
	m.Turn = enc.Turn
	m.Log = enc.Log[len(enc.Log)-1]
	return m, true, ""
}

// pickMover picks the creature the tests move: the active one when it takes
// one square, else the first one-square creature of the first side.
func pickMover(t testing.TB, st appState) creatureState {
	t.Helper()
	one := func(c *creatureState) bool { return c != nil && c.W == 1 && c.H == 1 }
	if c := st.creature(st.Turn.Active); one(c) {
		return *c
	}
	for i := range st.Creatures {
		if one(&st.Creatures[i]) {
			return st.Creatures[i]
		}
	}
	require.FailNow(t, "no creature that takes one square", st.positions())
	return creatureState{}
}

// pickMove picks a legal move of mover in the app's state st.
func pickMove(t testing.TB, st appState, mover creatureState, ok func(x, y int) bool) move {
	t.Helper()
	return pickMoveOn(t, demoEncounter(t, st), mover.ID, ok)
}

// pickMoveOn picks a legal move of who in enc that a player would make: 2 to
// 4 squares away, costing 15 to 25 ft when it can, with a diagonal when it
// can, and ending in one square; ok(x,y) may refuse squares (off screen).
func pickMoveOn(t testing.TB, enc *engine.Encounter, who string, ok func(x, y int) bool) move {
	t.Helper()
	mover := enc.Creature(who)
	require.NotNil(t, mover, "no creature %q", who)
	type cand struct {
		m     move
		score int
	}
	var cands []cand
	for r := 2; r <= 4; r++ {
		for y := mover.Y - r; y <= mover.Y+r; y++ {
			for x := mover.X - r; x <= mover.X+r; x++ {
				if max(abs(x-mover.X), abs(y-mover.Y)) != r || (ok != nil && !ok(x, y)) {
					continue
				}
				m, legal, _ := expectMoveOn(t, enc, who, x, y)
				if !legal || m.EndW != 1 || m.EndH != 1 || m.EndX != x || m.EndY != y {
					continue
				}
				score := 10 * r
				if m.Feet < 15 || m.Feet > 25 {
					score += 100
				}
				if !m.Diagonal {
					score += 50
				}
				if m.Note != "" {
					score += 200 // prefer a move whose two costs agree
				}
				cands = append(cands, cand{m, score})
			}
		}
	}
	require.NotEmpty(t, cands, "no legal move for %s 2 to 4 squares away from (%d,%d)", who, mover.X, mover.Y)
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score < cands[j].score })
	return cands[0].m
}

// pickIllegal picks a square near mover that the rules refuse: a solid
// square first, else a square an enemy stands in. It returns the square and
// the engine's reason.
func pickIllegal(t testing.TB, st appState, mover creatureState, ok func(x, y int) bool) (x, y int, why string) {
	t.Helper()
	enc := demoEncounter(t, st)
	g := enc.Grid
	best, bx, by := -1, 0, 0
	for yy := 0; yy < g.H; yy++ {
		for xx := 0; xx < g.W; xx++ {
			if g.At(xx, yy) != grid.Solid || (ok != nil && !ok(xx, yy)) {
				continue
			}
			d := max(abs(xx-mover.X), abs(yy-mover.Y))
			if best < 0 || d < best {
				best, bx, by = d, xx, yy
			}
		}
	}
	if best < 0 {
		for _, c := range st.Creatures {
			if c.Side != mover.Side && (ok == nil || ok(c.X, c.Y)) {
				bx, by, best = c.X, c.Y, 0
				break
			}
		}
	}
	require.GreaterOrEqual(t, best, 0, "no solid square and no enemy to try an illegal move onto: %s", st.positions())
	_, legal, why := expectMove(t, st, mover.ID, bx, by)
	require.False(t, legal, "the engine allows %s to (%d,%d), picked as illegal", mover.ID, bx, by)
	return bx, by, why
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// checkMoved asserts that the app's state after shows m done as the engine
// does it: the creature where the engine puts it, every other creature
// where it was, and a new log entry with the cost.
func checkMoved(t testing.TB, before, after appState, m move) {
	t.Helper()
	c := after.creature(m.Who)
	require.NotNil(t, c, "%s is gone from the state after the move", m.Who)
	assert.Equal(t, [4]int{m.EndX, m.EndY, m.EndW, m.EndH}, [4]int{c.X, c.Y, c.W, c.H},
		"%s's space (x, y, w, h) after the move, against where the engine puts it\nmove: %s", m.Who, m)
	for _, b := range before.Creatures {
		if b.ID == m.Who {
			continue
		}
		a := after.creature(b.ID)
		assert.True(t, a != nil && a.X == b.X && a.Y == b.Y && a.W == b.W && a.H == b.H, "%s moved too: before %s, after %s", b.ID, before.positions(), after.positions())
	}
	got, want := after.Turn, m.Turn
	assert.Equal(t, fmt.Sprintf("round %d, active %q, %d ft moved, %d diagonals", want.Round, want.Active, want.Moved, want.Diagonals),
		fmt.Sprintf("round %d, active %q, %d ft moved, %d diagonals", got.Round, got.Active, got.Moved, got.Diagonals),
		"the turn after the move, against the engine's")
	lines := after.logLines()
	if !assert.Greater(t, len(lines), len(before.Log), "the log has no new entry after the move: %q", lines) {
		return
	}
	added := strings.Join(lines[len(before.Log):], "\n")
	cost := fmt.Sprintf("%d ft", m.Feet)
	assert.True(t, strings.Contains(added, cost) && strings.Contains(added, m.Who), "the log's new entry %q lacks %q or %q (the engine logs %q)", added, m.Who, cost, m.Log)
}

// checkUnchanged asserts that no creature moved and the log grew by no move.
func checkUnchanged(t testing.TB, before, after appState) {
	t.Helper()
	assert.Equal(t, before.positions(), after.positions(), "creatures moved")
	assert.Equal(t, before.Turn, after.Turn, "the turn changed")
	assert.Equal(t, before.logLines(), after.logLines(), "the log changed")
}

// prettyState is st as indented JSON, for logs.
func prettyState(st appState) string {
	b, _ := json.MarshalIndent(st, "", "  ")
	return string(b)
}

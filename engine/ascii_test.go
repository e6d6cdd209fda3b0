package engine

import (
	"fmt"
	"strings"
	"testing"

	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// asciiEncounter builds an encounter from map rows in which letters stand
// for creatures: each letter is the top-left square of the creature of that
// id in cs (its square is open ground). It fails the test on bad input.
func asciiEncounter(t testing.TB, system string, opts OptionSet, rows []string, cs ...Creature) *Encounter {
	t.Helper()
	sys, err := SystemByID(system)
	require.NoError(t, err)
	o, err := opts.Resolve(sys)
	require.NoError(t, err)
	terrain := make([]string, len(rows))
	byID := map[string]*Creature{}
	var list []*Creature
	for i := range cs {
		c := cs[i]
		if c.Speed == 0 {
			c.Speed = 30
		}
		if c.Side == "" {
			c.Side = "pcs"
		}
		if c.Size == 0 {
			c.Size = Medium
		}
		byID[c.ID] = &c
		list = append(list, &c)
	}
	for y, row := range rows {
		b := []byte(row)
		for x, ch := range b {
			if c, ok := byID[string(ch)]; ok {
				c.X, c.Y = x, y
				b[x] = '.'
			}
		}
		terrain[y] = string(b)
	}
	g, err := grid.New(terrain, nil)
	require.NoError(t, err)
	e, err := NewEncounter(sys, o, g, list)
	require.NoError(t, err)
	return e
}

// drawPath draws a path onto the encounter's map rows: '*' on each square
// the mover's top-left square passes after the start.
func drawPath(e *Encounter, p Path) string {
	rows := e.Grid.Rows()
	b := make([][]byte, len(rows))
	for i := range rows {
		b[i] = []byte(rows[i])
	}
	for _, c := range e.Creatures {
		b[c.Y][c.X] = c.ID[0]
	}
	for _, s := range p.Steps[1:] {
		b[s.Y][s.X] = '*'
	}
	out := make([]string, len(b))
	for i := range b {
		out[i] = string(b[i])
	}
	return strings.Join(out, "\n")
}

func squaresOf(p Path) []Square {
	out := make([]Square, len(p.Steps))
	for i, s := range p.Steps {
		out[i] = Square{s.X, s.Y}
	}
	return out
}

// TestAvoidAttacksOfOpportunity checks the planner's second cost against the
// provokes rules: the path that provokes nobody really provokes nobody, and
// the fewest-provocations path is as cheap as the cheapest.
func TestAvoidAttacksOfOpportunity(t *testing.T) {
	rows := []string{
		"..........",
		"..........",
		"M...E....T",
		"..........",
		"..........",
	}
	for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		t.Run(sys, func(t *testing.T) {
			e := asciiEncounter(t, sys, OptionSet{}, rows,
				Creature{ID: "M", Speed: 30}, Creature{ID: "E", Side: "monsters", AoO: true, WeaponReach: 0},
				Creature{ID: "T"})
			p := NewPlanner()
			plain, err := p.Cost(e, MoveQuery{Who: "M"}, 8, 2)
			require.NoError(t, err, "cheapest path")
			require.True(t, plain.OK, "cheapest path: %s", plain.Why)
			safe, err := p.Cost(e, MoveQuery{Who: "M", Avoid: AvoidAll}, 8, 2)
			require.NoError(t, err, "safe path")
			require.True(t, safe.OK, "safe path: %s", safe.Why)
			prov, err := e.Provokes("M", squaresOf(safe.Path), ProvokeMove)
			require.NoError(t, err, "the safe path's provocations")
			assert.Empty(t, prov, "the safe path provokes:\n%s", drawPath(e, safe.Path))
			assert.GreaterOrEqual(t, safe.Feet, plain.Feet, "the safe path (%d ft) is cheaper than the cheapest (%d ft)", safe.Feet, plain.Feet)
			few, err := p.Cost(e, MoveQuery{Who: "M", Avoid: AvoidFewest}, 8, 2)
			require.NoError(t, err, "fewest-provocations path")
			require.True(t, few.OK, "fewest-provocations path: %s", few.Why)
			assert.Equal(t, plain.Feet, few.Feet, "fewest-provocations path costs %d ft, want the cheapest %d ft", few.Feet, plain.Feet)
			fp, _ := e.Provokes("M", squaresOf(few.Path), ProvokeMove)
			pp, _ := e.Provokes("M", squaresOf(plain.Path), ProvokeMove)
			assert.LessOrEqual(t, len(fp), len(pp), "fewest path provokes %d, the plain one %d", len(fp), len(pp))
			if safe.Feet == plain.Feet {
				assert.Empty(t, fp, "an equally cheap safe path exists but the fewest-provocations path provokes:\n%s", drawPath(e, few.Path))
			}
		})
	}
}

// TestMoveActionsPayEachSquareWithinOneAction checks movement over several
// move actions: each square is paid within one action and unused feet are
// lost (RULES.md A2), the diagonal count carries over between Strides in
// PF2e but restarts with diagonal_scope "move".
func TestMoveActionsPayEachSquareWithinOneAction(t *testing.T) {
	rows := []string{
		"M.....",
		"......",
		"......",
		"......",
	}
	// cost says what reaching (x,y) costs, "unreachable" if it cannot be
	// reached.
	cost := func(e *Encounter, actions, budget, x, y int) string {
		p := NewPlanner()
		require.NoError(t, p.Search(e, MoveQuery{Who: "M", Budget: budget, Actions: actions}))
		ft, ok := p.Best(x, y)
		if !ok {
			return "unreachable"
		}
		return fmt.Sprintf("%d ft", ft)
	}
	e := asciiEncounter(t, "pf2e", OptionSet{}, rows, Creature{ID: "M", Speed: 5})
	// One pool of 20 ft reaches (3,3): diagonals of 5, 10 and 5.
	assert.Equal(t, "20 ft", cost(e, 1, 20, 3, 3), "one pool of 20 ft to (3,3)")
	// Three Strides of 5 ft never pay the 10-ft second diagonal that (3,3)
	// needs in three steps.
	assert.Equal(t, "unreachable", cost(e, 3, 5, 3, 3), "three 5-ft Strides to (3,3): the 2nd diagonal costs 10")
	assert.Equal(t, "15 ft", cost(e, 3, 5, 2, 2), "three 5-ft Strides to (2,2): one diagonal, two squares")
	assert.Equal(t, "15 ft", cost(e, 3, 5, 3, 1), "three 5-ft Strides to (3,1): diagonal, then two squares")
	// diagonal_scope "move": every Stride starts with a 5-ft diagonal.
	scope := "move"
	em := asciiEncounter(t, "pf2e", OptionSet{DiagonalScope: &scope}, rows, Creature{ID: "M", Speed: 5})
	assert.Equal(t, "15 ft", cost(em, 3, 5, 3, 3), "three Strides counting afresh to (3,3)")
	// PF1e double move, speed 10: a diagonal into difficult terrain costs
	// 15 ft, more than one move action, so it can never be paid.
	d := asciiEncounter(t, "pf1e", OptionSet{}, []string{
		"M...",
		".~..",
		"....",
	}, Creature{ID: "M", Speed: 10})
	assert.Equal(t, "15 ft", cost(d, 2, 10, 1, 1), "double move to the difficult square (1,1): 5, then 10 orthogonally in the second move")
	assert.Equal(t, "15 ft", cost(d, 1, 20, 1, 1), "one pool of 20 ft to (1,1): the diagonal into difficult terrain")
}

// TestLargeCreatureEntersACorridor walks a Large creature from a room into
// a corridor one square wide: it squeezes into a 2×1 space (RULES.md C4,
// A4, D4), each square priced as squeezing: 3.5 ×2, PF2e +5 as difficult
// terrain, 5e +1 ft per ft. The way in is one step east in which the space
// narrows to the corridor's row: the old space moved east contains the new
// one (SCENARIO-FORMAT.md "Squeezing on the grid").
func TestLargeCreatureEntersACorridor(t *testing.T) {
	rows := []string{
		"L.########",
		"..........",
		"..########",
	}
	// Six squeezed steps east of 10 ft each, the first narrowing the space.
	for _, c := range []struct {
		sys  string
		want int
	}{{"dnd35", 60}, {"pf2e", 60}, {"dnd5e", 60}} {
		e := asciiEncounter(t, c.sys, OptionSet{}, rows, Creature{ID: "L", Size: Large})
		p := NewPlanner()
		r, err := p.Cost(e, MoveQuery{Who: "L"}, 6, 1)
		require.NoError(t, err, "%s: no way into the corridor", c.sys)
		require.True(t, r.OK, "%s: no way into the corridor: %s", c.sys, r.Why)
		assert.Equal(t, c.want, r.Feet, "%s: feet into the corridor: %s\n%s", c.sys, r.Path.Explain(), drawPath(e, r.Path))
		last := r.Path.Steps[len(r.Path.Steps)-1]
		assert.Equal(t, [2]int{2, 1}, [2]int{last.W, last.H}, "%s: the Large creature's space (w, h) in the corridor", c.sys)
		assert.True(t, last.Squeezed(), "%s: in the corridor the Large creature stands squeezed", c.sys)
		for i, s := range r.Path.Steps[1:] {
			if s.Y == 1 && s.X >= 2 {
				assert.True(t, s.Squeezed(), "%s: step %d to (%d,%d) in the corridor is squeezed", c.sys, i+1, s.X, s.Y)
				if s.Dir == grid.E {
					assert.Equal(t, 10, s.Feet, "%s: step %d east to (%d,%d) in the corridor: feet", c.sys, i+1, s.X, s.Y)
				}
			}
		}
	}
}

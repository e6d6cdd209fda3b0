package engine

import (
	"strings"
	"testing"

	"battlemap/grid"
)

// asciiEncounter builds an encounter from map rows in which letters stand
// for creatures: each letter is the top-left square of the creature of that
// id in cs (its square is open ground). It fails the test on bad input.
func asciiEncounter(t testing.TB, system string, opts OptionSet, rows []string, cs ...Creature) *Encounter {
	t.Helper()
	sys, err := SystemByID(system)
	if err != nil {
		t.Fatal(err)
	}
	o, err := opts.Resolve(sys)
	if err != nil {
		t.Fatal(err)
	}
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
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewEncounter(sys, o, g, list)
	if err != nil {
		t.Fatal(err)
	}
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
			if err != nil || !plain.OK {
				t.Fatalf("cheapest path: %v %v", err, plain.Why)
			}
			safe, err := p.Cost(e, MoveQuery{Who: "M", Avoid: AvoidAll}, 8, 2)
			if err != nil || !safe.OK {
				t.Fatalf("safe path: %v %v", err, safe.Why)
			}
			prov, err := e.Provokes("M", squaresOf(safe.Path), ProvokeMove)
			if err != nil || len(prov) != 0 {
				t.Fatalf("the safe path provokes %v (%v):\n%s", prov, err, drawPath(e, safe.Path))
			}
			if safe.Feet < plain.Feet {
				t.Fatalf("the safe path (%d ft) is cheaper than the cheapest (%d ft)", safe.Feet, plain.Feet)
			}
			few, err := p.Cost(e, MoveQuery{Who: "M", Avoid: AvoidFewest}, 8, 2)
			if err != nil || !few.OK || few.Feet != plain.Feet {
				t.Fatalf("fewest-provocations path costs %d ft, want the cheapest %d ft", few.Feet, plain.Feet)
			}
			fp, _ := e.Provokes("M", squaresOf(few.Path), ProvokeMove)
			pp, _ := e.Provokes("M", squaresOf(plain.Path), ProvokeMove)
			if len(fp) > len(pp) {
				t.Fatalf("fewest path provokes %d, the plain one %d", len(fp), len(pp))
			}
			if safe.Feet == plain.Feet && len(fp) > 0 {
				t.Fatalf("an equally cheap safe path exists but the fewest-provocations path provokes %v:\n%s", fp, drawPath(e, few.Path))
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
	cost := func(e *Encounter, actions, budget, x, y int) (int, bool) {
		p := NewPlanner()
		if err := p.Search(e, MoveQuery{Who: "M", Budget: budget, Actions: actions}); err != nil {
			t.Fatal(err)
		}
		return p.Best(x, y)
	}
	e := asciiEncounter(t, "pf2e", OptionSet{}, rows, Creature{ID: "M", Speed: 5})
	// One pool of 20 ft reaches (3,3): diagonals of 5, 10 and 5.
	if ft, ok := cost(e, 1, 20, 3, 3); !ok || ft != 20 {
		t.Fatalf("one pool of 20 ft to (3,3): %d ft ok=%v, want 20", ft, ok)
	}
	// Three Strides of 5 ft never pay the 10-ft second diagonal that (3,3)
	// needs in three steps.
	if ft, ok := cost(e, 3, 5, 3, 3); ok {
		t.Fatalf("three 5-ft Strides reached (3,3) for %d ft: the 2nd diagonal costs 10", ft)
	}
	if ft, ok := cost(e, 3, 5, 2, 2); !ok || ft != 15 {
		t.Fatalf("three 5-ft Strides to (2,2): %d ft ok=%v, want 15 (one diagonal, two squares)", ft, ok)
	}
	if ft, ok := cost(e, 3, 5, 3, 1); !ok || ft != 15 {
		t.Fatalf("three 5-ft Strides to (3,1): %d ft ok=%v, want 15 (diagonal, then two squares)", ft, ok)
	}
	// diagonal_scope "move": every Stride starts with a 5-ft diagonal.
	scope := "move"
	em := asciiEncounter(t, "pf2e", OptionSet{DiagonalScope: &scope}, rows, Creature{ID: "M", Speed: 5})
	if ft, ok := cost(em, 3, 5, 3, 3); !ok || ft != 15 {
		t.Fatalf("three Strides counting afresh to (3,3): %d ft ok=%v, want 15", ft, ok)
	}
	// PF1e double move, speed 10: a diagonal into difficult terrain costs
	// 15 ft, more than one move action, so it can never be paid.
	d := asciiEncounter(t, "pf1e", OptionSet{}, []string{
		"M...",
		".~..",
		"....",
	}, Creature{ID: "M", Speed: 10})
	if ft, ok := cost(d, 2, 10, 1, 1); !ok || ft != 15 {
		t.Fatalf("double move to the difficult square (1,1): %d ft ok=%v, want 15 (5, then 10 orthogonally in the second move)", ft, ok)
	}
	if ft, ok := cost(d, 1, 20, 1, 1); !ok || ft != 15 {
		t.Fatalf("one pool of 20 ft to (1,1): %d ft ok=%v, want 15 (the diagonal into difficult terrain)", ft, ok)
	}
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
		if err != nil || !r.OK {
			t.Fatalf("%s: no way into the corridor: %v %s", c.sys, err, r.Why)
		}
		if r.Feet != c.want {
			t.Fatalf("%s: %d ft into the corridor, want %d: %s\n%s", c.sys, r.Feet, c.want, r.Path.Explain(), drawPath(e, r.Path))
		}
		last := r.Path.Steps[len(r.Path.Steps)-1]
		if last.W != 2 || last.H != 1 || !last.Squeezed() {
			t.Fatalf("%s: in the corridor the Large creature stands %d×%d (squeezed %v), want 2×1 squeezed", c.sys, last.W, last.H, last.Squeezed())
		}
		for i, s := range r.Path.Steps[1:] {
			if s.Y == 1 && s.X >= 2 && (!s.Squeezed() || (s.Dir == grid.E && s.Feet != 10)) {
				t.Fatalf("%s: step %d to (%d,%d) in the corridor: squeezed %v, %d ft", c.sys, i+1, s.X, s.Y, s.Squeezed(), s.Feet)
			}
		}
	}
}

package overlay

import (
	"battlemap/engine/files"
	"strings"
	"testing"

	"battlemap/engine"
)

// load builds an encounter from a scenario file's parts.
func load(t *testing.T, system string, rows []string, creatures string) *engine.Encounter {
	t.Helper()
	var m strings.Builder
	for i, r := range rows {
		if i > 0 {
			m.WriteString(",")
		}
		m.WriteString(`"` + r + `"`)
	}
	doc := `{"format":"battlemap-scenario/1","name":"t","system":"` + system + `","map":[` + m.String() +
		`],"creatures":[` + creatures + `],"queries":[]}`
	sc, err := files.LoadScenario([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return sc.Encounter
}

func find(rs []engine.Reached, x, y int) (int, bool) {
	for _, r := range rs {
		if r.X == x && r.Y == y {
			return r.Feet, true
		}
	}
	return 0, false
}

func TestMovementBands(t *testing.T) {
	e := load(t, "pf2e", []string{strings.Repeat(".", 20), strings.Repeat(".", 20), strings.Repeat(".", 20)},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":25}`)
	var c Computer
	mv := c.Movement(e, 1, "M")
	if mv.Err != nil {
		t.Fatal(mv.Err)
	}
	if mv.Action != 25 || mv.Turn != 75 {
		t.Fatalf("budgets %d/%d, want 25/75 (one Stride, three Strides)", mv.Action, mv.Turn)
	}
	for _, tc := range []struct {
		x, y, feet, band int
		ok               bool
	}{{0, 1, 0, 1, true}, {5, 1, 25, 1, true}, {6, 1, 30, 2, true}, {15, 1, 75, 2, true}, {16, 1, 0, 0, false}} {
		feet, ok := find(mv.Squares, tc.x, tc.y)
		if ok != tc.ok || (ok && (feet != tc.feet || mv.Band(feet) != tc.band)) {
			t.Errorf("(%d,%d): %d ft reachable %v band %d, want %d ft reachable %v band %d",
				tc.x, tc.y, feet, ok, mv.Band(feet), tc.feet, tc.ok, tc.band)
		}
	}
}

func TestActiveCreatureHasTheStridesLeft(t *testing.T) {
	e := load(t, "pf2e", []string{strings.Repeat(".", 20)},
		`{"id":"M","side":"pcs","size":"medium","at":[0,0],"speed":25}`)
	if err := e.Apply(engine.StartTurn{Who: "M"}); err != nil {
		t.Fatal(err)
	}
	if err := e.Apply(engine.MoveTo{Who: "M", X: 2, Y: 0}); err != nil {
		t.Fatal(err)
	}
	var c Computer
	mv := c.Movement(e, 1, "M")
	if mv.Action != 25 || mv.Turn != 50 {
		t.Errorf("budgets %d/%d after one Stride of 10 ft, want 25/50 (two Strides left)", mv.Action, mv.Turn)
	}
	// From (2,0): one more Stride reaches (7,0), the two left reach (12,0).
	for _, tc := range []struct{ x, band int }{{7, 1}, {8, 2}, {12, 2}, {13, 0}} {
		if got := mv.BandAt(tc.x, 0); got != tc.band {
			t.Errorf("(%d,0) in band %d, want %d", tc.x, got, tc.band)
		}
	}
}

func TestPreviewReusesTheSearch(t *testing.T) {
	e := load(t, "pf2e", []string{"..........", "...~~.....", ".........."},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":25}`)
	var c Computer
	for _, sq := range [][2]int{{5, 1}, {6, 1}, {2, 0}} {
		c.Preview(e, 1, "M", sq[0], sq[1])
	}
	if c.Searches != 1 {
		t.Errorf("%d searches for three previews, want 1", c.Searches)
	}
	c.Preview(e, 1, "M", 2, 0) // the same square again: served from the cache
	if c.Previews != 3 {
		t.Errorf("%d previews computed, want 3 (the repeat is cached)", c.Previews)
	}
	c.Preview(e, 2, "M", 2, 0) // a new state version searches again
	if c.Searches != 2 {
		t.Errorf("%d searches after a state change, want 2", c.Searches)
	}
}

func TestPreviewExplainsCosts(t *testing.T) {
	e := load(t, "pf2e", []string{"......", "...~..", "......"},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":25}`)
	var c Computer
	pv := c.Preview(e, 1, "M", 3, 1)
	if !pv.OK || pv.Path.Feet() != 20 {
		t.Fatalf("preview to the difficult square: ok %v, %d ft; want 20 ft", pv.OK, pv.Path.Feet())
	}
	last := strings.Join(pv.Path.Reasons(len(pv.Path.Steps)-1), "; ")
	if !strings.Contains(last, "difficult terrain") {
		t.Errorf("last step's reasons %q do not mention difficult terrain", last)
	}
	pv = c.Preview(e, 1, "M", 5, 5)
	if pv.OK || pv.Why == "" {
		t.Errorf("off-map preview: ok %v, why %q; want a reason", pv.OK, pv.Why)
	}
}

func TestUnreachableSquareSaysWhy(t *testing.T) {
	e := load(t, "pf2e", []string{"..#..", "..#..", "..#.."},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":25}`)
	var c Computer
	pv := c.Preview(e, 1, "M", 4, 1)
	if pv.OK || pv.Why == "" {
		t.Errorf("square behind a solid wall: ok %v, why %q", pv.OK, pv.Why)
	}
	pv = c.Preview(e, 1, "M", 2, 1)
	if pv.OK || !strings.Contains(pv.Why, "cannot stand") {
		t.Errorf("solid square: why %q, want it to say the mover cannot stand there", pv.Why)
	}
}

// provoking builds a PF1e corridor where the straight path passes an enemy
// that makes attacks of opportunity and a detour does not, on M's turn (a
// creature moved outside its turn provokes nobody).
func provoking(t *testing.T) *engine.Encounter {
	e := load(t, "pf1e", []string{".......", ".......", "......."},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":30},`+
			`{"id":"E","side":"monsters","size":"medium","at":[3,0],"speed":30,"aoo":true}`)
	if err := e.Apply(engine.StartTurn{Who: "M"}); err != nil {
		t.Fatal(err)
	}
	return e
}

func squares(p engine.Path) []engine.Square {
	var out []engine.Square
	for _, s := range p.Steps {
		out = append(out, engine.Square{X: s.X, Y: s.Y})
	}
	return out
}

func TestPreviewMarksProvocationsAndFindsASafePath(t *testing.T) {
	e := provoking(t)
	var c Computer
	pv := c.Preview(e, 1, "M", 6, 1)
	if !pv.OK {
		t.Fatalf("no path: %s", pv.Why)
	}
	if pv.ProvokeErr != nil {
		t.Fatalf("provokes: %v", pv.ProvokeErr)
	}
	if len(pv.Provokes) == 0 || pv.Provokes[0].By != "E" {
		t.Fatalf("the straight path past E provokes %v, want E", pv.Provokes)
	}
	if pv.SafeErr != nil || len(pv.Safe.Steps) < 2 {
		t.Fatalf("no safe path: %v", pv.SafeErr)
	}
	prov, err := e.Provokes("M", squares(pv.Safe), engine.ProvokeMove)
	if err != nil || len(prov) != 0 {
		t.Errorf("the safe path provokes %v (%v)", prov, err)
	}
}

func TestSafePathHookIsUsed(t *testing.T) {
	e := provoking(t)
	calls := 0
	c := Computer{SafePath: func(e *engine.Encounter, who string, x, y, budget int) (engine.Path, error) {
		calls++
		return engine.Path{}, NoSafePathErr()
	}}
	pv := c.Preview(e, 1, "M", 6, 1)
	if calls != 1 || !NotYet(pv.SafeErr) {
		t.Errorf("hook called %d times, error %v; want once and not-yet", calls, pv.SafeErr)
	}
	c.Preview(e, 1, "M", 1, 1) // provokes nobody: the hook is not asked
	if calls != 1 {
		t.Errorf("hook called for a path that provokes nobody")
	}
}

// NoSafePathErr is NoSafePath's error.
func NoSafePathErr() error {
	_, err := NoSafePath(nil, "", 0, 0, 0)
	return err
}

func TestTacticalAnswers(t *testing.T) {
	e := load(t, "pf2e", []string{".....", ".....", "....."},
		`{"id":"A","side":"pcs","size":"medium","at":[0,1]},`+
			`{"id":"B","side":"pcs","size":"medium","at":[2,1]},`+
			`{"id":"T","side":"monsters","size":"medium","at":[1,1]}`)
	var c Computer
	th := c.Threat(e, 1, "A")
	if th.Err != nil || len(th.Squares) == 0 {
		t.Fatalf("threat of A: %v, %v", th.Squares, th.Err)
	}
	fl := c.Flanking(e, 1, "A", "T")
	if fl.Err != nil {
		t.Fatal(fl.Err)
	}
	if by := fl.Flanked["T"]; len(by) != 2 {
		t.Errorf("T flanked by %v, want A and B", by)
	}
	if fl.SquaresErr != nil || len(fl.Squares) == 0 {
		t.Errorf("squares where A flanks T with B: %v (%v)", fl.Squares, fl.SquaresErr)
	}
	cv := c.Cover(e, 1, "A", "B", true)
	if cv.Err != nil || cv.Result.Degree == "" || len(cv.Result.Lines) == 0 {
		t.Errorf("cover of B against A: %+v (%v)", cv.Result, cv.Err)
	}
	if th := c.Threat(e, 1, "nobody"); th.Err == nil {
		t.Error("threat of an unknown creature: no error")
	}
}

package overlay

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/engine/files"
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
	require.NoError(t, err)
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
	require.NoError(t, mv.Err)
	require.Equal(t, [2]int{25, 75}, [2]int{mv.Action, mv.Turn}, "budgets: one Stride, three Strides")
	for _, tc := range []struct {
		x, y, feet, band int
		ok               bool
	}{{0, 1, 0, 1, true}, {5, 1, 25, 1, true}, {6, 1, 30, 2, true}, {15, 1, 75, 2, true}, {16, 1, 0, 0, false}} {
		feet, ok := find(mv.Squares, tc.x, tc.y)
		if assert.Equal(t, tc.ok, ok, "(%d,%d) reachable", tc.x, tc.y) && ok {
			assert.Equal(t, tc.feet, feet, "(%d,%d): feet", tc.x, tc.y)
			assert.Equal(t, tc.band, mv.Band(feet), "(%d,%d): band", tc.x, tc.y)
		}
	}
}

func TestActiveCreatureHasTheStridesLeft(t *testing.T) {
	e := load(t, "pf2e", []string{strings.Repeat(".", 20)},
		`{"id":"M","side":"pcs","size":"medium","at":[0,0],"speed":25}`)
	require.NoError(t, e.Apply(engine.StartTurn{Who: "M"}))
	require.NoError(t, e.Apply(engine.MoveTo{Who: "M", X: 2, Y: 0}))
	var c Computer
	mv := c.Movement(e, 1, "M")
	assert.Equal(t, [2]int{25, 50}, [2]int{mv.Action, mv.Turn}, "budgets after one Stride of 10 ft: two Strides left")
	// From (2,0): one more Stride reaches (7,0), the two left reach (12,0).
	for _, tc := range []struct{ x, band int }{{7, 1}, {8, 2}, {12, 2}, {13, 0}} {
		assert.Equal(t, tc.band, mv.BandAt(tc.x, 0), "(%d,0)'s band", tc.x)
	}
}

func TestPreviewReusesTheSearch(t *testing.T) {
	e := load(t, "pf2e", []string{"..........", "...~~.....", ".........."},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":25}`)
	var c Computer
	for _, sq := range [][2]int{{5, 1}, {6, 1}, {2, 0}} {
		c.Preview(e, 1, "M", sq[0], sq[1])
	}
	assert.Equal(t, 1, c.Searches, "searches for three previews")
	c.Preview(e, 1, "M", 2, 0) // the same square again: served from the cache
	assert.Equal(t, 3, c.Previews, "previews computed: the repeat is cached")
	c.Preview(e, 2, "M", 2, 0) // a new state version searches again
	assert.Equal(t, 2, c.Searches, "searches after a state change")
}

func TestPreviewExplainsCosts(t *testing.T) {
	e := load(t, "pf2e", []string{"......", "...~..", "......"},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":25}`)
	var c Computer
	pv := c.Preview(e, 1, "M", 3, 1)
	require.True(t, pv.OK, "no preview to the difficult square: %s", pv.Why)
	require.Equal(t, 20, pv.Path.Feet(), "the preview to the difficult square")
	last := strings.Join(pv.Path.Reasons(len(pv.Path.Steps)-1), "; ")
	assert.Contains(t, last, "difficult terrain", "the last step's reasons")
	pv = c.Preview(e, 1, "M", 5, 5)
	assert.False(t, pv.OK, "an off-map preview")
	assert.NotEmpty(t, pv.Why, "an off-map preview without a reason")
}

func TestUnreachableSquareSaysWhy(t *testing.T) {
	e := load(t, "pf2e", []string{"..#..", "..#..", "..#.."},
		`{"id":"M","side":"pcs","size":"medium","at":[0,1],"speed":25}`)
	var c Computer
	pv := c.Preview(e, 1, "M", 4, 1)
	assert.False(t, pv.OK, "a square behind a solid wall")
	assert.NotEmpty(t, pv.Why, "a square behind a solid wall, without a reason")
	pv = c.Preview(e, 1, "M", 2, 1)
	assert.False(t, pv.OK, "a solid square")
	assert.Contains(t, pv.Why, "cannot stand", "a solid square: the mover cannot stand there")
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
	require.True(t, pv.OK, "no path: %s", pv.Why)
	require.NoError(t, pv.ProvokeErr, "provokes")
	require.NotEmpty(t, pv.Provokes, "the straight path past E provokes nobody")
	require.Equal(t, "E", pv.Provokes[0].By, "the straight path past E provokes %v", pv.Provokes)
	require.NoError(t, pv.SafeErr, "no safe path")
	require.GreaterOrEqual(t, len(pv.Safe.Steps), 2, "no safe path")
	prov, err := e.Provokes("M", squares(pv.Safe), engine.ProvokeMove)
	assert.NoError(t, err)
	assert.Empty(t, prov, "the safe path provokes")
}

func TestSafePathHookIsUsed(t *testing.T) {
	e := provoking(t)
	calls := 0
	c := Computer{SafePath: func(e *engine.Encounter, who string, x, y, budget int) (engine.Path, error) {
		calls++
		return engine.Path{}, NoSafePathErr()
	}}
	pv := c.Preview(e, 1, "M", 6, 1)
	assert.Equal(t, 1, calls, "the hook's calls")
	assert.True(t, NotYet(pv.SafeErr), "the hook's error %v is not not-yet", pv.SafeErr)
	c.Preview(e, 1, "M", 1, 1) // provokes nobody: the hook is not asked
	assert.Equal(t, 1, calls, "the hook was called for a path that provokes nobody")
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
	require.NoError(t, th.Err, "threat of A")
	require.NotEmpty(t, th.Squares, "threat of A")
	fl := c.Flanking(e, 1, "A", "T")
	require.NoError(t, fl.Err)
	assert.Len(t, fl.Flanked["T"], 2, "T flanked by %v, want A and B", fl.Flanked["T"])
	assert.NoError(t, fl.SquaresErr, "squares where A flanks T with B")
	assert.NotEmpty(t, fl.Squares, "squares where A flanks T with B")
	cv := c.Cover(e, 1, "A", "B", true)
	if assert.NoError(t, cv.Err, "cover of B against A") {
		assert.NotEmpty(t, cv.Result.Degree, "cover of B against A: %+v", cv.Result)
		assert.NotEmpty(t, cv.Result.Lines, "cover of B against A: %+v", cv.Result)
	}
	assert.Error(t, c.Threat(e, 1, "nobody").Err, "threat of an unknown creature")
}

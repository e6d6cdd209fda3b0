package files

import (
	"battlemap/engine"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBadScenariosNameTheFault checks that bad input is refused with an
// error naming the thing at fault.
func TestBadScenariosNameTheFault(t *testing.T) {
	base := func(creatures, extra string) string {
		return `{"format": "battlemap-scenario/1", "name": "bad", "system": "pf2e",
  "map": ["....", "..#.", "...."], ` + extra + `
  "creatures": [` + creatures + `], "queries": []}`
	}
	m := `{"id": "M", "side": "pcs", "size": "medium", "at": [0, 0]}`
	cases := []struct{ name, file, want string }{
		{"unknown size", base(`{"id": "M", "side": "pcs", "size": "enormous", "at": [0, 0]}`, ""), `unknown size "enormous"`},
		{"off the map", base(`{"id": "M", "side": "pcs", "size": "medium", "at": [9, 0]}`, ""), `"M" at (9,0) is off the`},
		{"two in one square", base(m+`, {"id": "N", "side": "pcs", "size": "medium", "at": [0, 0]}`, ""), `creatures "M" at (0,0) and "N" at (0,0) share squares`},
		{"on a solid square", base(`{"id": "M", "side": "pcs", "size": "medium", "at": [2, 1]}`, ""), `(2,1) is a solid square`},
		{"large does not fit", base(`{"id": "L", "side": "pcs", "size": "large", "at": [1, 1]}`, ""), `"L" does not fit at (1,1)`},
		{"wall with equal ends", base(m, `"walls": [[1, 1, 1, 1]],`), "wall 0 (1,1)–(1,1) has equal ends"},
		{"wall with 3 numbers", base(m, `"walls": [[1, 1, 1]],`), `"walls" entry 0 has 3 numbers`},
		{"duplicate id", base(m+`, {"id": "M", "side": "pcs", "size": "small", "at": [3, 2]}`, ""), `two creatures have the id "M"`},
		{"unknown key", base(m, `"wals": [],`), `unknown field "wals"`},
		{"unknown state", base(`{"id": "M", "side": "pcs", "size": "medium", "at": [0, 0], "state": ["asleep"]}`, ""), `unknown state "asleep"`},
		{"unknown system", strings.Replace(base(m, ""), `"pf2e"`, `"gurps"`, 1), `unknown system "gurps"`},
		{"ragged map", strings.Replace(base(m, ""), `"..#."`, `"..#"`, 1), "map row 1 has 3 squares"},
		{"bad option", base(m, `"options": {"diagonal_scope": "round"},`), `diagonal_scope: "round"`},
		{"rider of nobody", base(`{"id": "M", "side": "pcs", "size": "medium", "at": [0, 0], "mount": "horse"}`, ""), `rides "horse", which is not on the map`},
		{"query on nobody", strings.Replace(base(m, ""), `"queries": []`, `"queries": [{"q": "cost", "who": "X", "to": [1, 1], "expect": 5}]`, 1), `no creature "X"`},
		{"query with a typo", strings.Replace(base(m, ""), `"queries": []`, `"queries": [{"q": "cost", "who": "M", "too": [1, 1], "expect": 5}]`, 1), `unknown key "too"`},
		{"query without expect", strings.Replace(base(m, ""), `"queries": []`, `"queries": [{"q": "cost", "who": "M", "to": [1, 1]}]`, 1), `"expect" is missing`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadScenario([]byte(c.file))
			assert.ErrorContains(t, err, c.want, "loading the bad scenario")
		})
	}
}

// TestSqueezedSpaceIsForced checks the format's squeezing rules on the
// grid: a Large creature in a one-square corridor stands 1×2, is told its
// space when two fit, and may not squeeze in the open.
func TestSqueezedSpaceIsForced(t *testing.T) {
	file := func(space string) string {
		return `{"format": "battlemap-scenario/1", "name": "squeeze", "system": "dnd35",
  "map": ["#####", "#...#", "#.###", "#.###", "#####"],
  "creatures": [{"id": "L", "side": "pcs", "size": "large", "at": [1, 1]` + space + `}], "queries": []}`
	}
	_, err := LoadScenario([]byte(file("")))
	assert.ErrorContains(t, err, "give its space", "two squeezed spaces fit at (1,1): want an error asking for the space")
	sc, err := LoadScenario([]byte(file(`, "space": [1, 2]`)))
	require.NoError(t, err)
	l := sc.Encounter.Creature("L")
	assert.Equal(t, [2]int{1, 2}, [2]int{l.SpaceW, l.SpaceH}, "L's space (w, h), want the 1×2 squeezed space")
	assert.True(t, l.Squeezed(), "L stands in the 1×2 squeezed space")
	// Along the corridor each square costs double (3.5 C4).
	p := engine.NewPlanner()
	r, err := p.Cost(sc.Encounter, engine.MoveQuery{Who: "L"}, 1, 2)
	assert.NoError(t, err, "one square down the corridor squeezed")
	assert.True(t, r.OK, "one square down the corridor squeezed: %s", r.Why)
	assert.Equal(t, 10, r.Feet, "one square down the corridor squeezed: feet")
	open := `{"format": "battlemap-scenario/1", "name": "open", "system": "dnd35",
  "map": ["....", "....", "...."],
  "creatures": [{"id": "L", "side": "pcs", "size": "large", "at": [0, 0], "space": [1, 2]}], "queries": []}`
	_, err = LoadScenario([]byte(open))
	assert.ErrorContains(t, err, "squeezing is only where the walls force it", "squeezing in the open")
}

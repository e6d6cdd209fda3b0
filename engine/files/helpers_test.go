package files

import (
	"fmt"
	"strings"
	"testing"

	"battlemap/engine"

	"github.com/stretchr/testify/require"
)

// fightEncounter builds a 10×10 open map in system sys with one Medium
// creature per "id:side" spec, in a row along the top, from an encounter
// file.
func fightEncounter(t *testing.T, sys string, specs ...string) *engine.Encounter {
	t.Helper()
	var cs []string
	for i, s := range specs {
		id, side, _ := strings.Cut(s, ":")
		cs = append(cs, fmt.Sprintf(`{"id":%q,"side":%q,"size":"medium","at":[%d,0]}`, id, side, 2*i))
	}
	row := `".........."`
	src := fmt.Sprintf(`{"format":"battlemap-encounter/1","system":%q,"map":[%s],"creatures":[%s]}`,
		sys, strings.Repeat(row+",", 9)+row, strings.Join(cs, ","))
	e, err := LoadEncounter([]byte(src))
	require.NoError(t, err)
	return e
}

// applyAll applies the actions in turn, failing the test on the first
// refusal.
func applyAll(t *testing.T, e *engine.Encounter, as ...engine.Action) {
	t.Helper()
	for _, a := range as {
		require.NoError(t, e.Apply(a), "%v", a)
	}
}

// initString renders an initiative for comparisons.
func initString(in engine.Initiative) string { return fmt.Sprintf("%v|%v", in.Order, in.Delayed) }

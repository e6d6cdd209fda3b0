package files

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// areaFile is a small pf2e or dnd5e scenario with one area query.
func areaFile(system, query string) string {
	return `{"format": "battlemap-scenario/1", "name": "area", "system": "` + system + `",
  "map": ["......", "......", "......", "......"], "walls": [[3, 0, 3, 2]],
  "creatures": [{"id": "M", "side": "pcs", "size": "medium", "at": [0, 0]}],
  "queries": [` + query + `]}`
}

// TestBadAreaQueriesNameTheFault: every error of the format's area query
// is refused when the file is loaded, naming the query and the key.
func TestBadAreaQueriesNameTheFault(t *testing.T) {
	ok := `"expect": {"squares": [], "creatures": []}`
	cases := []struct{ name, system, query, want string }{
		{"a shape the system lacks", "pf2e", `{"q": "area", "shape": "sphere", "size": 10, "origin": [1, 1], ` + ok + `}`, "has no sphere"},
		{"an unknown shape", "pf2e", `{"q": "area", "shape": "blob", "size": 10, "origin": [1, 1], ` + ok + `}`, `key "shape": unknown shape "blob"`},
		{"a size not of 5 ft", "pf2e", `{"q": "area", "shape": "burst", "size": 7, "origin": [1, 1], ` + ok + `}`, `"size": 7 ft`},
		{"no size", "pf2e", `{"q": "area", "shape": "burst", "origin": [1, 1], ` + ok + `}`, `key "size" is missing`},
		{"a width of 0", "dnd5e", `{"q": "area", "shape": "line", "size": 10, "origin": [1, 1], "dir": "e", "width": 0, ` + ok + `}`, `"width": 0 ft`},
		{"an unused key", "pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [1, 1], "dir": "e", ` + ok + `}`, `key "dir" is not used`},
		{"side on a 5e line", "dnd5e", `{"q": "area", "shape": "line", "size": 10, "origin": [1, 1], "dir": "e", "side": "left", ` + ok + `}`, `key "side" is not used`},
		{"a bad side", "pf2e", `{"q": "area", "shape": "line", "size": 10, "origin": [1, 1], "dir": "e", "side": "up", ` + ok + `}`, `"up" is neither`},
		{"an unknown direction", "pf2e", `{"q": "area", "shape": "cone", "size": 10, "origin": [1, 1], "dir": "east", ` + ok + `}`, `unknown direction "east"`},
		{"a half where a grid point is needed", "pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [1, 1.5], ` + ok + `}`, "not a grid point"},
		{"off the map", "pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [7, 1], ` + ok + `}`, "off the 6×4 map"},
		{"inside a wall", "pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [3, 1], ` + ok + `}`, "lies on wall 0"},
		{"toward the origin", "pf2e", `{"q": "area", "shape": "line", "size": 10, "origin": [1, 1], "toward": [1, 1], ` + ok + `}`, "the origin itself"},
		{"include_source without from", "pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [1, 1], "include_source": true, ` + ok + `}`, `needs key "from"`},
		{"an unknown from", "pf2e", `{"q": "area", "shape": "emanation", "size": 10, "from": "Q", ` + ok + `}`, `no creature "Q"`},
		{"an odd source in PF1e", "pf1e", `{"q": "area", "shape": "emanation", "size": 10, "from": "M", ` + ok + `}`, "even sides"},
		{"expect not the answer's form", "pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [1, 1], "expect": [[1, 1]]}`, `key "expect" is not`},
		{"expect with a stray key", "pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [1, 1], "expect": {"squares": [], "creatures": [], "cover": []}}`, `key "expect" is not`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadScenario([]byte(areaFile(c.system, c.query)))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Contains(t, err.Error(), "query 0 (area)")
			assert.True(t, strings.HasPrefix(err.Error(), "scenario: "), err.Error())
		})
	}
	// And a good one answers, in any order.
	sc, err := LoadScenario([]byte(areaFile("pf2e", `{"q": "area", "shape": "burst", "size": 5, "origin": [1, 1], "expect": {"squares": [[1,1],[0,0],[1,0],[0,1]], "creatures": ["M"]}}`)))
	require.NoError(t, err)
	a := sc.Answer(nil, 0)
	require.NoError(t, a.Err)
	assert.True(t, a.Pass, "%v: %s", a.Got, a.Why)
}

// TestMapcheckExitsTwoOnABadAreaQuery runs mapcheck on a file with a bad
// area query: exit status 2, the file and the fault named.
func TestMapcheckExitsTwoOnABadAreaQuery(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mapcheck")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(areaFile("pf2e", `{"q": "area", "shape": "burst", "size": 10, "origin": [1, 1.5], "expect": {"squares": [], "creatures": []}}`)), 0o644))
	bin := filepath.Join(dir, "mapcheck")
	build := exec.Command(goTool, "build", "-o", bin, "battlemap/cmd/mapcheck")
	build.Env = append(os.Environ(), "GOOS=", "GOARCH=")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	out, err = exec.Command(bin, bad).CombinedOutput()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee, "%s", out)
	assert.Equal(t, 2, ee.ExitCode(), "%s", out)
	assert.Contains(t, string(out), "bad.json")
	assert.Contains(t, string(out), "not a grid point")
}

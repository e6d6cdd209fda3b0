package files

import (
	"battlemap/engine"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sfRoot is the project's scenario directory: shared/ holds the
// scenarios shared with the rules reference, own/ the project's own ones.
// disputed/ holds files whose answers are being checked against the rules;
// they are not run.
var sfRoot = filepath.Join("..", "..", "testdata", "scenarios")

// sfFiles lists every *.json file under sfRoot, recursively,
// except under disputed/, sorted.
func sfFiles(tb testing.TB) []string {
	tb.Helper()
	var files []string
	err := filepath.WalkDir(sfRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "disputed" {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(d.Name(), ".json") {
			files = append(files, path)
		}
		return nil
	})
	require.NoError(tb, err, "listing scenario files")
	require.NotEmpty(tb, files, "no scenario files under %s", sfRoot)
	sort.Strings(files)
	return files
}

// sfName is a file's name relative to sfRoot, with slashes.
func sfName(path string) string {
	rel, err := filepath.Rel(sfRoot, path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	return filepath.ToSlash(rel)
}

// sfJSON renders an answer for a failure message.
func sfJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%v", v)
	}
	return string(b)
}

// TestScenarioFiles answers every query of every scenario file with the
// engine and compares with the file's expected answer. A query kind the
// engine does not support yet is skipped (and only then); any other error or
// mismatch fails with the file, the query index, both answers and the rule
// the engine applied.
func TestScenarioFiles(t *testing.T) {
	for _, path := range sfFiles(t) {
		name := sfName(path)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			sc, err := LoadScenario(data)
			require.NoError(t, err, "%s", name)
			require.NotEmpty(t, sc.Queries, "%s: no queries", name)
			p := engine.NewPlanner()
			for i, q := range sc.Queries {
				t.Run(fmt.Sprintf("%d-%s", i, q.Q), func(t *testing.T) {
					a := sc.Answer(p, i)
					if a.Err != nil && errors.Is(a.Err, engine.ErrNotSupported) {
						t.Skipf("%s query %d (%s): %v", name, i, q.Q, a.Err)
					}
					// Same, the scenario format's comparison, decides:
					// some answers are sets, in any order.
					if assert.NoError(t, a.Err, "%s query %d (%s)", name, i, q.Q) {
						assert.True(t, a.Pass, "%s query %d (%s): got %s, expected %s; engine: %s",
							name, i, q.Q, sfJSON(a.Got), string(q.Expect), a.Why)
					}
				})
			}
		})
	}
}

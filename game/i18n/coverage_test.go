package i18n

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/assets"
	"battlemap/engine"
	"battlemap/engine/files"
)

// engineTexts collects what the engine says about the demo encounter and
// the scenario files: the cost of every step of every path, why a square
// cannot be reached, what provokes, and the cover and flanking verdicts
// between every two creatures.
func engineTexts(t *testing.T) []string {
	t.Helper()
	var docs [][]byte
	docs = append(docs, assets.Demo)
	for _, dir := range []string{"../../testdata/scenarios/shared", "../../testdata/scenarios/own"} {
		names, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, n := range names {
			data, err := os.ReadFile(n)
			require.NoError(t, err)
			docs = append(docs, data)
		}
	}
	require.Greater(t, len(docs), 10, "the scenario files are missing")
	seen := map[string]bool{}
	add := func(s string) {
		if s != "" {
			seen[s] = true
		}
	}
	pl := engine.NewPlanner()
	for _, data := range docs {
		e, err := files.LoadEncounter(data)
		if err != nil {
			continue // files made to be refused
		}
		for _, c := range e.Creatures {
			if err := pl.Search(e, engine.MoveQuery{Who: c.ID, Action: engine.Move, Budget: 2 * c.Speed}); err != nil {
				add(err.Error())
				continue
			}
			for y := 0; y < e.Grid.H; y++ {
				for x := 0; x < e.Grid.W; x++ {
					p := pl.Path(x, y)
					if len(p.Steps) == 0 {
						add(pl.WhyNot(x, y))
						continue
					}
					var sq []engine.Square
					for i, s := range p.Steps {
						sq = append(sq, engine.Square{X: s.X, Y: s.Y})
						for _, r := range p.Reasons(i) {
							add(r)
						}
					}
					prov, err := e.Provokes(c.ID, sq, engine.ProvokeMove)
					if err != nil {
						add(err.Error())
					}
					for _, pr := range prov {
						add(pr.Why)
					}
				}
			}
			for _, o := range e.Creatures {
				if o.ID == c.ID {
					continue
				}
				for _, ranged := range []bool{true, false} {
					cv, err := e.Cover(c.ID, o.ID, ranged)
					if err != nil {
						add(err.Error())
						continue
					}
					add(cv.Why)
				}
				for _, b := range e.Creatures {
					if b.ID == c.ID || b.ID == o.ID {
						continue
					}
					fc, err := e.Flanked(o.ID, c.ID, b.ID)
					if err != nil {
						add(err.Error())
						continue
					}
					add(fc.Why)
				}
			}
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// TestEngineReasonsWorded: every explanation the engine gives on the demo
// and the scenario files is worded in Japanese and Chinese, its citation
// kept.
func TestEngineReasonsWorded(t *testing.T) {
	assertWorded(t, engineTexts(t), "pf2e", "explanations")
}

// assertWorded checks that each of the engine's texts is worded in
// Japanese and in Chinese for the system, its citation kept; I18N_LIST=1
// lists those that are not.
func assertWorded(t *testing.T, texts []string, system, what string) {
	t.Helper()
	for _, l := range []Lang{Ja, Zh} {
		tr := New(words(t, l), system)
		var missing []string
		for _, s := range texts {
			if !tr.HasReason(s) {
				missing = append(missing, s)
				continue
			}
			if m := cite.FindString(s); m != "" {
				assert.Contains(t, tr.Reason(s), trimParens(m), "%s: the citation of %q is lost", l, s)
			}
		}
		assert.Empty(t, missing, "%s: %d of %d %s are not worded", l, len(missing), len(texts), what)
		if os.Getenv("I18N_LIST") != "" {
			for _, m := range missing {
				t.Logf("%q", m)
			}
		}
	}
}

func trimParens(s string) string {
	for len(s) > 0 && (s[0] == ' ' || s[0] == '(') {
		s = s[1:]
	}
	if len(s) > 0 && s[len(s)-1] == ')' {
		s = s[:len(s)-1]
	}
	return s
}

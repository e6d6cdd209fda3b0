//go:build e2e

package e2e

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The interface's language: ?lang= on the web page and -lang on the
// desktop choose it, the state reports it with the buttons' labels in it,
// and names in Japanese and Chinese are drawn whole (the screenshots, at a
// tablet's portrait 820×1180 and a table's 1920×1080, are looked at).

// langCases are the languages with a label of the bar in each.
var langCases = []struct{ lang, undo, roll string }{
	{"ja", "元に戻す", "ロール I"},
	{"zh", "撤销", "投先攻 I"},
	{"en", "Undo", "Roll init. I"},
}

// langSizes are the screens the screenshots are taken at.
var langSizes = [][2]int{{820, 1180}, {1920, 1080}}

// cjkEncounter is the demo with its creatures named in Japanese and
// Chinese (testdata/encounters/cjk-names.json).
func cjkEncounter(t *testing.T) string {
	t.Helper()
	return filepath.Join(repoRoot(t), "testdata", "encounters", "cjk-names.json")
}

// TestBrowserLanguages opens the page in Japanese on a tablet and in
// Chinese on a table's screen (the desktop test takes every pair; the
// browser's are slower).
func TestBrowserLanguages(t *testing.T) {
	data, err := os.ReadFile(cjkEncounter(t))
	require.NoError(t, err)
	for i, c := range langCases[:2] {
		for _, sz := range langSizes[i : i+1] {
			t.Run(fmt.Sprintf("%s-%dx%d", c.lang, sz[0], sz[1]), func(t *testing.T) {
				p := openApp(t, "?nosw=1&lang="+c.lang, "", chromedp.EmulateViewport(int64(sz[0]), int64(sz[1])))
				st := p.state()
				assert.Equal(t, c.lang, st.Lang, "battlemap.state().lang")
				if b := st.button("bar:undo"); assert.NotNil(t, b) {
					assert.Equal(t, c.undo, b.Label, "the Undo button's label")
				}
				ok := mustEval[bool](p, fmt.Sprintf("battlemap.load(%q)", string(data)))
				require.True(t, ok, "battlemap.load")
				st = p.waitState("the encounter with names in Japanese and Chinese", func(s appState) bool {
					return s.creature("ゴブリン0") != nil
				})
				if st.button("init:roll") == nil && st.button("bar:drawer-strip") != nil {
					// A narrow screen folds the strip into a drawer.
					st = p.press("bar:drawer-strip", "the initiative drawer", func(s appState) bool { return s.button("init:roll") != nil })
				}
				if b := st.button("init:roll"); assert.NotNil(t, b) {
					assert.Equal(t, c.roll, b.Label)
				}
				// The names' fonts come by fetch: wait for them to be drawn.
				time.Sleep(time.Second)
				p.frames(4)
				p.screenshot(fmt.Sprintf("40-lang-%s-%dx%d", c.lang, sz[0], sz[1]))
			})
		}
	}
}

func TestDesktopLanguages(t *testing.T) {
	for _, c := range langCases {
		for _, sz := range langSizes {
			if c.lang == "en" && sz[0] != 1920 {
				continue
			}
			t.Run(fmt.Sprintf("%s-%dx%d", c.lang, sz[0], sz[1]), func(t *testing.T) {
				path := shotPath(t, fmt.Sprintf("41-desktop-lang-%s-%dx%d", c.lang, sz[0], sz[1]))
				os.Remove(path)
				a := startDesktop(t, "-lang", c.lang, "-size", fmt.Sprintf("%dx%d", sz[0], sz[1]),
					"-select", "Val", "-hover", "8,6", "-screenshot", path, cjkEncounter(t))
				select {
				case <-a.exited:
				case <-time.After(windowTimeout):
					require.FailNow(t, "battlemap -screenshot did not exit", "within %s", windowTimeout)
				}
				require.True(t, a.cmd.ProcessState.Success(), "battlemap failed: %v\n%s", a.cmd.ProcessState, a.out.String())
				raw, err := os.ReadFile(a.dump)
				require.NoError(t, err, "no -dump")
				st, err := parseState(raw)
				require.NoError(t, err)
				assert.Equal(t, c.lang, st.Lang, "the dump's lang")
				if b := st.button("bar:undo"); assert.NotNil(t, b) {
					assert.Equal(t, c.undo, b.Label)
				}
				data, err := os.ReadFile(path)
				require.NoError(t, err)
				img, err := png.Decode(bytes.NewReader(data))
				require.NoError(t, err)
				assert.Equal(t, sz[0], img.Bounds().Dx())
				t.Logf("screenshot: %s", path)
			})
		}
	}
}

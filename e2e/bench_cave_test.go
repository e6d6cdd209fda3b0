//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"battlemap/engine"
	"battlemap/engine/files"
	"battlemap/engine/files/filestest"
)

// caveEncounter is a 200×200 cave of 5,000 wall segments under an 8,192 px
// picture, with a hero in an open spot, as an encounter file.
func caveEncounter(t *testing.T) []byte {
	t.Helper()
	data, err := filestest.Cave(200, 200, 5000, 8192)
	require.NoError(t, err)
	sys, err := engine.SystemByID("pf2e")
	require.NoError(t, err)
	doc, err := files.Open("cave.uvtt", data, sys)
	require.NoError(t, err)
	e := doc.Encounter
	placed := false
	for d := 0; d < 60 && !placed; d++ {
		placed = e.Apply(engine.AddCreature{Creature: engine.Creature{ID: "Hero", Side: "pcs", Size: engine.Medium, X: 100 + d, Y: 100, Speed: 30}}) == nil
	}
	require.True(t, placed, "no room for the hero")
	out, err := files.SaveEncounterWith(e, files.SaveOptions{Images: doc.Images})
	require.NoError(t, err)
	return out
}

// TestBenchCaveMap measures the big map of the issue on the web page and
// the desktop: opening it (its picture included), a hover's path preview
// (p99), and a frame next to an empty one, with the memory the page holds.
func TestBenchCaveMap(t *testing.T) {
	file := caveEncounter(t)
	t.Run("web", func(t *testing.T) {
		p := openApp(t, "", "")
		text, err := json.Marshal(string(file))
		require.NoError(t, err)
		start := time.Now()
		require.True(t, mustEval[bool](p, `battlemap.load(`+string(text)+`)`))
		p.waitFor("the cave drawn", 2*time.Minute, func() (bool, error) {
			st, err := p.tryState()
			return err == nil && st.Map.Width == 200 && st.Map.Picture == "drawn", nil
		})
		opened := time.Since(start)
		mem := mustEval[float64](p, `battlemapWasm.exports.mem.buffer.byteLength`)
		require.True(t, mustEval[bool](p, `battlemap.benchCurrent(120)`))
		var raw string
		p.waitFor("the cave's bench", benchTimeout, func() (bool, error) {
			s, err := evalJS[*string](p, `battlemap.benchResult()`)
			if err != nil || s == nil {
				return false, err
			}
			raw = *s
			return true, nil
		})
		t.Logf("BENCH web cave 200×200, 5,000 walls, 8,192 px picture: opened (picture drawn) in %s; wasm memory %.1f MB; %s",
			opened.Round(time.Millisecond), mem/(1<<20), raw)
	})
	t.Run("desktop", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "cave.json")
		require.NoError(t, os.WriteFile(path, file, 0o644))
		ctx, cancel := context.WithTimeout(context.Background(), benchTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, desktopBinary(t), "-bench", "-bench-frames", "120", "-size", "1280x800", "-dir", filepath.Join(t.TempDir(), "lib"), path)
		cmd.Env = append(os.Environ(), "DISPLAY="+display(t))
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		require.NoError(t, cmd.Run(), "stderr: %s", stderr.String())
		var line string
		for _, l := range strings.Split(stdout.String(), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "{") {
				line = strings.TrimSpace(l)
			}
		}
		t.Logf("BENCH desktop cave 200×200, 5,000 walls, 8,192 px picture (%s in all): %s", time.Since(start).Round(time.Millisecond), line)
	})
}

// TestHugePictureOpens opens a map under a 16,384 × 16,384 picture on the
// web page: the browser decodes and scales it, the page keeps 4,096 px of
// it a tile at a time, and the tab lives.
func TestHugePictureOpens(t *testing.T) {
	data, err := filestest.Cave(128, 128, 200, 16384)
	require.NoError(t, err)
	p := openApp(t, "", "")
	text, err := json.Marshal(string(data))
	require.NoError(t, err)
	start := time.Now()
	require.True(t, mustEval[bool](p, `battlemap.load(`+string(text)+`)`))
	st := p.waitState("the huge picture drawn", func(st appState) bool { return st.Map.Picture == "drawn" || strings.Contains(st.Map.Picture, " ") })
	require.Equal(t, "drawn", st.Map.Picture, "the picture: %s", st.Map.Picture)
	require.NotNil(t, st.Map.Background)
	require.Equal(t, 16384, st.Map.Background.Width)
	mem := mustEval[float64](p, `battlemapWasm.exports.mem.buffer.byteLength`)
	t.Logf("BENCH web 16,384 px picture: drawn in %s, wasm memory %.1f MB", time.Since(start).Round(time.Millisecond), mem/(1<<20))
	p.screenshot("44-huge-picture")
}

//go:build e2e

package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// benchTimeout bounds the page's own benchmark (100×100 map, 60 tokens, all
// overlays, then an empty frame), drawn by WebGL in software.
const benchTimeout = 4 * time.Minute

// benchFrames is how many frames each bench phase draws (the app's default
// is 300): in software WebGL a frame takes 100 to 500 ms here, so 150 keep
// the web benchmark near a minute.
const benchFrames = 150

// The limits of the .wasm download.
const (
	maxWasmRaw  = 15 << 20
	maxWasmGzip = 4 << 20
)

type frameStats struct {
	MeanMS float64 `json:"mean_ms"`
	P99MS  float64 `json:"p99_ms"`
	// The time between frames, when the app reports it.
	IntervalMeanMS *float64 `json:"interval_mean_ms"`
	IntervalP99MS  *float64 `json:"interval_p99_ms"`
}

// String is the stats as the notes show them.
func (f frameStats) String() string {
	s := fmt.Sprintf("mean %.2f ms, p99 %.2f ms", f.MeanMS, f.P99MS)
	if f.IntervalMeanMS != nil && f.IntervalP99MS != nil {
		s += fmt.Sprintf(" (between frames: mean %.1f ms, p99 %.1f ms)", *f.IntervalMeanMS, *f.IntervalP99MS)
	}
	return s
}

type benchResult struct {
	Full  *frameStats `json:"full"`
	Empty *frameStats `json:"empty"`
	// SceneRedraw, when the app reports it, is the full scene drawn anew
	// every frame (Full may reuse a cached map layer).
	SceneRedraw *frameStats `json:"scene_redraw"`
	// PlayersSight is the players' screen with line of sight from 30
	// tokens, one moving every frame.
	PlayersSight   *frameStats `json:"players_sight"`
	HoverPreviewUS *float64    `json:"hover_preview_us"`
	// Areas is the Areas tool's time per pointer move, µs: a 60-ft burst
	// dragged, a 60-ft cone turned (mean and 99th percentile).
	Areas map[string]float64 `json:"areas"`
}

// areasLine words the Areas tool's times per pointer move.
func (r benchResult) areasLine() string {
	a := r.Areas
	return fmt.Sprintf("60-ft burst dragged %.1f µs (p99 %.1f), 60-ft cone turned %.1f µs (p99 %.1f)",
		a["burst_drag_us"], a["burst_drag_p99_us"], a["cone_aim_us"], a["cone_aim_p99_us"])
}

// TestBenchFrameTimes opens the page with ?bench=1 in headless Chromium,
// waits for battlemap.benchResult() and prints the frame times of the full
// scene next to the empty frame, and the hover preview's time per mouse
// move. Headless Chromium draws WebGL in software (SwiftShader) here, so
// the frame times are an upper bound of what a GPU gives.
func TestBenchFrameTimes(t *testing.T) {
	p := openApp(t, fmt.Sprintf("?bench=1&frames=%d", benchFrames), "")
	start := time.Now()
	var raw string
	p.waitFor("battlemap.benchResult() to return the benchmark's JSON", benchTimeout, func() (bool, error) {
		v, err := evalJS[*string](p, `battlemap.benchResult()`)
		if err != nil || v == nil {
			return false, err
		}
		raw = *v
		return true, nil
	})
	t.Logf("the benchmark took %s", time.Since(start).Round(time.Millisecond))
	var r benchResult
	require.NoError(t, json.Unmarshal([]byte(raw), &r), "benchResult() is not JSON: %s", raw)
	require.True(t, r.Full != nil && r.Empty != nil && r.HoverPreviewUS != nil, "benchResult() lacks full, empty or hover_preview_us: %s", raw)
	t.Logf("BENCH web (headless Chromium, SwiftShader WebGL, %d frames a phase)", benchFrames)
	t.Logf("BENCH web frame time, 100x100 map, 60 tokens, all overlays: %s", r.Full)
	if r.SceneRedraw != nil {
		t.Logf("BENCH web frame time, the same redrawn from scratch:        %s", r.SceneRedraw)
	}
	if r.PlayersSight != nil {
		t.Logf("BENCH web frame time, players' screen, line of sight:       %s", r.PlayersSight)
	}
	t.Logf("BENCH web frame time, empty frame:                          %s", r.Empty)
	t.Logf("BENCH web hover preview per mouse move:                     %.1f µs", *r.HoverPreviewUS)
	t.Logf("BENCH web area template per pointer move:                   %s", r.areasLine())
	t.Logf("BENCH web raw: %s", raw)
	assert.True(t, r.Full.MeanMS > 0 && r.Empty.MeanMS > 0 && r.Full.P99MS >= r.Full.MeanMS, "implausible frame times: %s", raw)
	p.screenshot("09-bench")
}

// TestWasmSize measures the page's .wasm, raw and gzipped (as a server with
// gzip sends it), against the limits.
func TestWasmSize(t *testing.T) {
	path := filepath.Join(webDir(t), "battlemap.wasm")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	gz := func(level int) int {
		var b bytes.Buffer
		w, err := gzip.NewWriterLevel(&b, level)
		require.NoError(t, err)
		w.Write(data)
		w.Close()
		return b.Len()
	}
	best, def := gz(gzip.BestCompression), gz(gzip.DefaultCompression)
	mib := func(n int) float64 { return float64(n) / (1 << 20) }
	t.Logf("BENCH battlemap.wasm: %d bytes (%.2f MiB) raw, %d bytes (%.2f MiB) gzip -9, %d bytes (%.2f MiB) gzip -6",
		len(data), mib(len(data)), best, mib(best), def, mib(def))
	assert.LessOrEqual(t, len(data), maxWasmRaw, "battlemap.wasm is %.2f MiB raw, over the %d MiB limit", mib(len(data)), maxWasmRaw>>20)
	assert.LessOrEqual(t, def, maxWasmGzip, "battlemap.wasm is %.2f MiB gzipped, over the %d MiB limit", mib(def), maxWasmGzip>>20)
}

// TestBenchDesktop runs the desktop app's -bench under X (Mesa's software
// OpenGL under Xvfb) and prints its numbers next to the browser's.
func TestBenchDesktop(t *testing.T) {
	bin := desktopBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), benchTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "-bench", "-bench-frames", fmt.Sprint(benchFrames), "-size", "1280x800")
	cmd.Env = append(os.Environ(), "DISPLAY="+display(t))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	require.NoError(t, err, "battlemap -bench (after %s)\nstdout: %s\nstderr: %s", time.Since(start).Round(time.Millisecond), stdout.String(), stderr.String())
	var line string
	for _, l := range strings.Split(stdout.String(), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "{") {
			line = strings.TrimSpace(l)
		}
	}
	var r benchResult
	err = json.Unmarshal([]byte(line), &r)
	require.True(t, err == nil && r.Full != nil && r.Empty != nil && r.HoverPreviewUS != nil, "battlemap -bench printed no bench JSON line (%v):\n%s", err, stdout.String())
	t.Logf("the benchmark took %s", time.Since(start).Round(time.Millisecond))
	t.Logf("BENCH desktop frame time (Xvfb, software GL), full scene: %s", r.Full)
	if r.SceneRedraw != nil {
		t.Logf("BENCH desktop frame time (Xvfb, software GL), redrawn from scratch: %s", r.SceneRedraw)
	}
	if r.PlayersSight != nil {
		t.Logf("BENCH desktop frame time (Xvfb, software GL), players' screen, line of sight: %s", r.PlayersSight)
	}
	t.Logf("BENCH desktop frame time (Xvfb, software GL), empty frame: %s", r.Empty)
	t.Logf("BENCH desktop hover preview per mouse move: %.1f µs", *r.HoverPreviewUS)
	t.Logf("BENCH desktop area template per pointer move: %s", r.areasLine())
	t.Logf("BENCH desktop raw: %s", line)
}

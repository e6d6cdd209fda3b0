//go:build e2e

package e2e

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// benchTimeout bounds the page's own benchmark (100×100 map, 60 tokens, all
// overlays, then an empty frame), drawn by WebGL in software.
const benchTimeout = 4 * time.Minute

// The limits of the .wasm download.
const (
	maxWasmRaw  = 15 << 20
	maxWasmGzip = 4 << 20
)

type frameStats struct {
	MeanMS float64 `json:"mean_ms"`
	P99MS  float64 `json:"p99_ms"`
}

type benchResult struct {
	Full           *frameStats `json:"full"`
	Empty          *frameStats `json:"empty"`
	HoverPreviewUS *float64    `json:"hover_preview_us"`
}

// TestBenchFrameTimes opens the page with ?bench=1 in headless Chromium,
// waits for battlemap.benchResult() and prints the frame times of the full
// scene next to the empty frame, and the hover preview's time per mouse
// move. Headless Chromium draws WebGL in software (SwiftShader) here, so
// the frame times are an upper bound of what a GPU gives.
func TestBenchFrameTimes(t *testing.T) {
	p := openApp(t, "?bench=1", "")
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
	if err := json.Unmarshal([]byte(raw), &r); err != nil {
		p.fail("benchResult() is not JSON: %v: %s", err, raw)
	}
	if r.Full == nil || r.Empty == nil || r.HoverPreviewUS == nil {
		p.fail("benchResult() lacks full, empty or hover_preview_us: %s", raw)
	}
	t.Logf("BENCH frame time, 100x100 map, 60 tokens, all overlays: mean %.2f ms, p99 %.2f ms", r.Full.MeanMS, r.Full.P99MS)
	t.Logf("BENCH frame time, empty frame:                          mean %.2f ms, p99 %.2f ms", r.Empty.MeanMS, r.Empty.P99MS)
	t.Logf("BENCH hover preview per mouse move:                     %.1f µs", *r.HoverPreviewUS)
	t.Logf("BENCH raw: %s", raw)
	if r.Full.MeanMS <= 0 || r.Empty.MeanMS <= 0 || r.Full.P99MS < r.Full.MeanMS {
		t.Errorf("implausible frame times: %s", raw)
	}
	p.screenshot("09-bench")
}

// TestWasmSize measures the page's .wasm, raw and gzipped (as a server with
// gzip sends it), against the limits.
func TestWasmSize(t *testing.T) {
	path := filepath.Join(webDir(t), "battlemap.wasm")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	gz := func(level int) int {
		var b bytes.Buffer
		w, err := gzip.NewWriterLevel(&b, level)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
		w.Close()
		return b.Len()
	}
	best, def := gz(gzip.BestCompression), gz(gzip.DefaultCompression)
	mib := func(n int) float64 { return float64(n) / (1 << 20) }
	t.Logf("BENCH battlemap.wasm: %d bytes (%.2f MiB) raw, %d bytes (%.2f MiB) gzip -9, %d bytes (%.2f MiB) gzip -6",
		len(data), mib(len(data)), best, mib(best), def, mib(def))
	if len(data) > maxWasmRaw {
		t.Errorf("battlemap.wasm is %.2f MiB raw, over the %d MiB limit", mib(len(data)), maxWasmRaw>>20)
	}
	if def > maxWasmGzip {
		t.Errorf("battlemap.wasm is %.2f MiB gzipped, over the %d MiB limit", mib(def), maxWasmGzip>>20)
	}
}

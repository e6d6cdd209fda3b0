package engine

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRulesDependOnNeitherEbitenNorFiles keeps the rules engine free of the
// graphics library and of the file formats:
// grid/ and engine/ must build for any target (the web page, the desktop app,
// mapcheck) without Ebitengine, so no package they depend on may come from it.
func TestRulesDependOnNeitherEbitenNorFiles(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no subprocesses under WebAssembly")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	// The tests run in the package's folder; the module root is its parent.
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err, "no go.mod in %s", root)
	// Both the native build and the web build (their files may differ by
	// build constraints).
	for _, target := range []struct{ goos, goarch string }{
		{runtime.GOOS, runtime.GOARCH},
		{"js", "wasm"},
	} {
		cmd := exec.Command(goTool, "list", "-deps", "./grid/...", "./engine/...")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS="+target.goos, "GOARCH="+target.goarch)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go list -deps for %s/%s:\n%s", target.goos, target.goarch, out)
		var bad []string
		for _, pkg := range strings.Fields(string(out)) {
			if strings.Contains(pkg, "hajimehoshi/ebiten") {
				bad = append(bad, pkg)
			}
		}
		// The rules core itself never reads nor writes files: the file
		// formats import it, not the other way round.
		core := exec.Command(goTool, "list", "-deps", "./grid/...", "./engine")
		core.Dir = root
		core.Env = cmd.Env
		coreOut, err := core.CombinedOutput()
		require.NoError(t, err, "go list -deps ./engine for %s/%s:\n%s", target.goos, target.goarch, coreOut)
		for _, pkg := range strings.Fields(string(coreOut)) {
			assert.False(t, strings.HasPrefix(pkg, "battlemap/engine/"),
				"the rules core (engine) depends on %s for %s/%s: file formats import the engine, never the reverse", pkg, target.goos, target.goarch)
		}
		assert.Empty(t, bad, "grid/ and engine/ depend on Ebitengine for %s/%s (keep drawing code out of them)",
			target.goos, target.goarch)
	}
}

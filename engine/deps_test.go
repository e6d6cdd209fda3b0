package engine

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
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
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod in %s: %v", root, err)
	}
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
		if err != nil {
			t.Fatalf("go list -deps for %s/%s: %v\n%s", target.goos, target.goarch, err, out)
		}
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
		if err != nil {
			t.Fatalf("go list -deps ./engine for %s/%s: %v\n%s", target.goos, target.goarch, err, coreOut)
		}
		for _, pkg := range strings.Fields(string(coreOut)) {
			if strings.HasPrefix(pkg, "battlemap/engine/") {
				t.Errorf("the rules core (engine) depends on %s for %s/%s: file formats import the engine, never the reverse", pkg, target.goos, target.goarch)
			}
		}
		if len(bad) > 0 {
			t.Errorf("grid/ and engine/ depend on Ebitengine for %s/%s (keep drawing code out of them): %s",
				target.goos, target.goarch, strings.Join(bad, " "))
		}
	}
}

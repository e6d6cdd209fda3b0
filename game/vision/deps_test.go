package vision

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

// TestVisionDoesNotDependOnEbiten keeps the package pure Go: it must build
// and test with plain go test, natively and as js/wasm, without a display.
func TestVisionDoesNotDependOnEbiten(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no subprocesses under WebAssembly")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err, "no go.mod in %s", root)
	for _, goos := range []string{runtime.GOOS, "js"} {
		goarch := runtime.GOARCH
		if goos == "js" {
			goarch = "wasm"
		}
		cmd := exec.Command(goTool, "list", "-deps", "./game/vision")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go list -deps for %s/%s:\n%s", goos, goarch, out)
		for _, pkg := range strings.Fields(string(out)) {
			assert.NotContains(t, pkg, "hajimehoshi/ebiten", "game/vision depends on Ebitengine for %s/%s", goos, goarch)
		}
	}
}

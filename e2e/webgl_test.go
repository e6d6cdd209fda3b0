//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// webglPage draws a red square with WebGL and says which renderer drew it.
const webglPage = `<!doctype html>
<html><head><title>webgl check</title></head>
<body style="margin:0;background:#223">
<canvas id="c" width="200" height="200"></canvas>
<script>
const c = document.getElementById('c');
const gl = c.getContext('webgl2') || c.getContext('webgl');
window.result = {webgl: !!gl, version: gl ? gl.getParameter(gl.VERSION) : '', renderer: ''};
if (gl) {
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  window.result.renderer = ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  gl.clearColor(1, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
}
console.log('webgl page drawn');
</script></body></html>`

// TestBrowserWebGL checks the precondition of every browser test: headless
// Chromium starts here and has WebGL (in software), so that a failure of
// the app's tests is the app's and not the machine's.
func TestBrowserWebGL(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(webglPage), 0o644))
	p := openPage(t, serve(t, dir)+"/")
	res := mustEval[struct {
		WebGL    bool   `json:"webgl"`
		Version  string `json:"version"`
		Renderer string `json:"renderer"`
	}](p, `window.result`)
	t.Logf("WebGL: %v, %s, renderer %q", res.WebGL, res.Version, res.Renderer)
	require.True(t, res.WebGL, "headless Chromium has no WebGL context here: the app cannot draw (check --disable-gpu with --enable-unsafe-swiftshader)")
	if !strings.Contains(res.Version, "WebGL 2") {
		t.Logf("note: no WebGL 2, only %q", res.Version)
	}
	// The console capture that failing tests print works.
	p.waitFor("the page's console message", evalTimeout, func() (bool, error) {
		return strings.Contains(p.consoleText(), "webgl page drawn"), nil
	})
	p.screenshot("00-webgl-check")
}

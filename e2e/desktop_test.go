//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	buildTimeout   = 5 * time.Minute // a first cgo build of Ebitengine is slow
	desktopW       = 1024
	desktopH       = 700
	windowTimeout  = 60 * time.Second // the app's first frame and window
	commandTimeout = 20 * time.Second // one xdotool or import run
)

// xvfb is the X server the tests start when there is no DISPLAY, shared by
// the package's tests and stopped by TestMain.
var xvfb struct {
	once    sync.Once
	display string
	cmd     *exec.Cmd
	err     error
}

func stopXvfb() {
	if xvfb.cmd != nil {
		xvfb.cmd.Process.Signal(os.Interrupt) // Xvfb removes its lock file
		xvfb.cmd.Wait()
	}
}

// display returns an X display to run the desktop app on: $DISPLAY, or an
// Xvfb started on a free display number when there is none.
func display(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("DISPLAY"); d != "" {
		return d
	}
	xvfb.once.Do(func() { xvfb.display, xvfb.cmd, xvfb.err = startXvfb() })
	require.NoError(t, xvfb.err)
	return xvfb.display
}

func startXvfb() (string, *exec.Cmd, error) {
	bin, err := exec.LookPath("Xvfb")
	if err != nil {
		return "", nil, fmt.Errorf("no DISPLAY and no Xvfb: install it (apt-get install xvfb) or run scripts/test-e2e.sh")
	}
	for n := 90; n < 140; n++ {
		sock := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		if _, err := os.Stat(sock); err == nil {
			continue
		}
		cmd := exec.Command(bin, fmt.Sprintf(":%d", n), "-screen", "0", "1280x800x24", "-nolisten", "tcp")
		var out lockedBuffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			return "", nil, fmt.Errorf("starting Xvfb: %v", err)
		}
		deadline := time.Now().Add(15 * time.Second)
		for time.Now().Before(deadline) {
			if _, err := os.Stat(sock); err == nil {
				fmt.Printf("e2e: no DISPLAY: started Xvfb :%d\n", n)
				return fmt.Sprintf(":%d", n), cmd, nil
			}
			time.Sleep(50 * time.Millisecond)
		}
		cmd.Process.Kill()
		cmd.Wait()
		return "", nil, fmt.Errorf("Xvfb :%d did not come up within 15s:\n%s", n, out.String())
	}
	return "", nil, fmt.Errorf("no free X display number in :90..:139")
}

// builtApp builds ./cmd/battlemap once for the package's tests.
var builtApp struct {
	once sync.Once
	path string
	dir  string // the temporary directory of a built binary
	err  error
}

func removeBinary() {
	if builtApp.dir != "" {
		os.RemoveAll(builtApp.dir)
	}
}

func desktopBinary(t *testing.T) string {
	t.Helper()
	builtApp.once.Do(func() {
		if *appFlag != "" {
			builtApp.path = *appFlag
			return
		}
		dir, err := os.MkdirTemp("", "battlemap-e2e-bin-")
		if err != nil {
			builtApp.err = err
			return
		}
		builtApp.dir = dir
		bin := filepath.Join(dir, "battlemap")
		ctx, cancel := context.WithTimeout(context.Background(), buildTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/battlemap")
		cmd.Dir = repoRoot(t)
		cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
		start := time.Now()
		out, err := cmd.CombinedOutput()
		if err != nil {
			builtApp.err = fmt.Errorf("go build ./cmd/battlemap (cgo; needs the X11/GL dev packages of scripts/deps.sh): %v\n%s", err, out)
			return
		}
		fmt.Printf("e2e: built the desktop app in %s\n", time.Since(start).Round(time.Second))
		builtApp.path = bin
	})
	require.NoError(t, builtApp.err)
	return builtApp.path
}

// desktopApp is the desktop app running under X with -dump.
type desktopApp struct {
	t       *testing.T
	cmd     *exec.Cmd
	out     lockedBuffer
	dump    string
	display string
	last    string // the last dump read
	exited  chan struct{}
	window  string // X window id
	winX    int    // the window's position on the screen
	winY    int
	winW    int
	winH    int
}

func startDesktop(t *testing.T, args ...string) *desktopApp {
	t.Helper()
	bin := desktopBinary(t)
	a := &desktopApp{t: t, display: display(t), dump: filepath.Join(t.TempDir(), "state.json"), exited: make(chan struct{})}
	args = append([]string{"-dump", a.dump, "-size", fmt.Sprintf("%dx%d", desktopW, desktopH)}, args...)
	if !slices.Contains(args, "-dir") {
		// Each run keeps its encounters apart: the library would
		// otherwise bring back the last run's.
		args = append([]string{"-dir", filepath.Join(t.TempDir(), "encounters")}, args...)
	}
	a.cmd = exec.Command(bin, args...)
	a.cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	a.cmd.Stdout, a.cmd.Stderr = &a.out, &a.out
	require.NoError(t, a.cmd.Start(), "starting the desktop app")
	t.Logf("started battlemap %s (pid %d) on DISPLAY=%s", strings.Join(args, " "), a.cmd.Process.Pid, a.display)
	go func() { a.cmd.Wait(); close(a.exited) }()
	t.Cleanup(func() {
		select {
		case <-a.exited:
		default:
			if t.Failed() {
				a.failShot()
			}
			a.cmd.Process.Kill()
			<-a.exited
		}
		if t.Failed() {
			t.Logf("output of the desktop app:\n%s", a.out.String())
		}
	})
	return a
}

// fail stops the test with msg, the last dump and the app's output.
func (a *desktopApp) fail(format string, args ...any) {
	a.t.Helper()
	last := a.last
	if last == "" {
		last = "(no dump read yet)"
	}
	require.FailNow(a.t, fmt.Sprintf(format, args...), "last dump: %s", last)
}

// read reads the dump; the app writes it atomically.
func (a *desktopApp) read() (appState, error) {
	raw, err := os.ReadFile(a.dump)
	if err != nil {
		return appState{}, err
	}
	a.last = string(raw)
	return parseState(raw)
}

// waitState polls the dump until cond holds.
func (a *desktopApp) waitState(what string, timeout time.Duration, cond func(appState) bool) appState {
	a.t.Helper()
	deadline := time.Now().Add(timeout)
	var lastErr error
	for {
		select {
		case <-a.exited:
			a.fail("the desktop app exited (%v) while waiting for %s", a.cmd.ProcessState, what)
		default:
		}
		st, err := a.read()
		if err == nil && cond(st) {
			return st
		}
		if err != nil {
			lastErr = err
		}
		if time.Now().After(deadline) {
			if lastErr != nil {
				a.fail("timed out after %s waiting for %s (last error: %v)", timeout, what, lastErr)
			}
			a.fail("timed out after %s waiting for %s", timeout, what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// run runs a command on the app's display and returns its output.
func (a *desktopApp) run(name string, args ...string) string {
	a.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		a.fail("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// findWindow finds the app's window by its process id and reads where it is.
func (a *desktopApp) findWindow() {
	a.t.Helper()
	deadline := time.Now().Add(windowTimeout)
	for {
		cmd := exec.Command("xdotool", "search", "--onlyvisible", "--pid", strconv.Itoa(a.cmd.Process.Pid))
		cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
		out, _ := cmd.Output()
		if ids := strings.Fields(string(out)); len(ids) > 0 {
			a.window = ids[0]
			break
		}
		if time.Now().After(deadline) {
			a.fail("no visible window of pid %d after %s (xdotool search --onlyvisible --pid)", a.cmd.Process.Pid, windowTimeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
	geo := a.run("xdotool", "getwindowgeometry", "--shell", a.window)
	vals := map[string]int{}
	for _, line := range strings.Split(geo, "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), "=")
		if n, err := strconv.Atoi(v); ok && err == nil {
			vals[k] = n
		}
	}
	a.winX, a.winY, a.winW, a.winH = vals["X"], vals["Y"], vals["WIDTH"], vals["HEIGHT"]
	a.t.Logf("window %s at (%d,%d), %dx%d", a.window, a.winX, a.winY, a.winW, a.winH)
}

// squareOnScreen is the centre of square (x,y) on the X screen, from the
// dump's mapping (in window pixels) and the window's position.
func (a *desktopApp) squareOnScreen(st appState, x, y int) (int, int) {
	a.t.Helper()
	s := st.Screen
	if s == nil || s.Square <= 0 {
		a.fail("the dump has no \"screen\" mapping")
	}
	// The window's pixels per window unit (1 unless the app scales).
	scale := 1.0
	if s.Window[0] > 0 && a.winW > 0 {
		scale = float64(a.winW) / s.Window[0]
	}
	px := s.Origin[0] + (float64(x)+0.5)*s.Square
	py := s.Origin[1] + (float64(y)+0.5)*s.Square
	if px < 0 || py < 0 || px >= s.Window[0] || py >= s.Window[1] {
		a.fail("square (%d,%d) is outside the window at (%.0f,%.0f)", x, y, px, py)
	}
	return a.winX + int(px*scale), a.winY + int(py*scale)
}

// inWindow reports whether square (x,y) shows in the window.
func (a *desktopApp) inWindow(st appState, x, y int) bool {
	s := st.Screen
	if s == nil {
		return false
	}
	px := s.Origin[0] + (float64(x)+0.5)*s.Square
	py := s.Origin[1] + (float64(y)+0.5)*s.Square
	m := s.Square
	return px >= m && py >= m && px < s.Window[0]-m && py < s.Window[1]-m
}

// click moves the pointer to (x,y) on the screen and clicks the left
// button, holding it long enough for the game loop to see it (Ebitengine
// reads the button once per tick).
func (a *desktopApp) click(x, y int) {
	a.t.Helper()
	a.run("xdotool", "mousemove", "--sync", strconv.Itoa(x), strconv.Itoa(y))
	time.Sleep(100 * time.Millisecond) // the pointer's position reaches the game
	a.run("xdotool", "mousedown", "1")
	time.Sleep(100 * time.Millisecond) // held over several ticks
	a.run("xdotool", "mouseup", "1")
}

// failShot saves what the window showed when the test failed, if it can.
func (a *desktopApp) failShot() {
	win := a.window
	if win == "" {
		win = "root"
	}
	path := shotPath(a.t, "fail-"+shotName(a.t.Name()))
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "import", "-window", win, "png:"+path)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	if cmd.Run() == nil {
		a.t.Logf("screenshot at the failure: %s", path)
	}
}

// ctrlKey presses key with Control held, each held over several ticks.
func (a *desktopApp) ctrlKey(key string) {
	a.t.Helper()
	a.run("xdotool", "keydown", "ctrl")
	time.Sleep(50 * time.Millisecond)
	a.run("xdotool", "keydown", key)
	time.Sleep(100 * time.Millisecond)
	a.run("xdotool", "keyup", key)
	a.run("xdotool", "keyup", "ctrl")
}

// screenshot saves the app's window (the X screen before the window is
// known) as build/screenshots/name.png. The window may show a frame older
// than the dump, so it captures until two captures in a row are the same.
func (a *desktopApp) screenshot(name string) {
	a.t.Helper()
	path := shotPath(a.t, name)
	win := a.window
	if win == "" {
		win = "root"
	}
	tmp := path + ".part"
	defer os.Remove(tmp)
	var prev image.Image
	for i := 0; i < 10; i++ {
		a.run("import", "-window", win, "png:"+tmp)
		data, err := os.ReadFile(tmp)
		if err != nil {
			a.fail("reading the capture: %v", err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			a.fail("the capture is no PNG: %v", err)
		}
		if prev != nil && samePixels(prev, img) {
			break
		}
		prev = img
	}
	require.NoError(a.t, os.Rename(tmp, path))
	a.t.Logf("screenshot: %s", path)
}

// samePixels reports whether two images have the same size and pixels.
func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

// TestDesktopClickMove runs the desktop app under X with -dump, selects a
// token and moves it with synthetic pointer events, and checks the move
// against the engine.
func TestDesktopClickMove(t *testing.T) {
	needTools(t)
	a := startDesktop(t)
	st0 := a.waitState("the first dump, with its \"screen\" mapping", windowTimeout, func(st appState) bool {
		return st.Screen != nil && st.Screen.Square > 0
	})
	t.Logf("screen: origin %v, %.1f px per square, window %v", st0.Screen.Origin, st0.Screen.Square, st0.Screen.Window)
	a.findWindow()
	a.screenshot("10-desktop-start")

	mover := pickMover(t, st0)
	m := pickMove(t, st0, mover, func(x, y int) bool { return a.inWindow(st0, x, y) })
	t.Logf("move: %s (engine log %q)", m, m.Log)

	sx, sy := a.squareOnScreen(st0, mover.X, mover.Y)
	a.click(sx, sy)
	before := a.waitState(fmt.Sprintf("%s to be selected after clicking its token at screen (%d,%d)", mover.ID, sx, sy), actionTimeout,
		func(st appState) bool { return st.selectedID() == mover.ID })

	dx, dy := a.squareOnScreen(before, m.X, m.Y)
	a.click(dx, dy)
	after := a.waitState(fmt.Sprintf("%s to move after clicking square (%d,%d) at screen (%d,%d) (expected: %s)", m.Who, m.X, m.Y, dx, dy, m), actionTimeout,
		func(st appState) bool {
			c := st.creature(m.Who)
			return c != nil && (c.X != m.FromX || c.Y != m.FromY)
		})
	checkMoved(t, before, after, m)
	t.Logf("after the move: status %q", after.Status)
	a.screenshot("11-desktop-moved")

	// Ctrl+Z takes the move back.
	a.ctrlKey("z")
	undone := a.waitState(fmt.Sprintf("%s back at (%d,%d) after Ctrl+Z", m.Who, m.FromX, m.FromY), actionTimeout, func(st appState) bool {
		c := st.creature(m.Who)
		return c != nil && c.X == m.FromX && c.Y == m.FromY
	})
	assert.Equal(t, before.positions(), undone.positions(), "after undo, against before the move")
}

// needTools fails the test when xdotool or ImageMagick's import is missing.
func needTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"xdotool", "import"} {
		_, err := exec.LookPath(tool)
		require.NoError(t, err, "%s is missing: apt-get install xdotool imagemagick, or run scripts/test-e2e.sh", tool)
	}
}

// TestDesktopScreenshot runs the app's -screenshot: it saves its first
// frame as a PNG of the window's size and exits.
func TestDesktopScreenshot(t *testing.T) {
	path := shotPath(t, "12-desktop-first-frame")
	os.Remove(path)
	a := startDesktop(t, "-screenshot", path)
	select {
	case <-a.exited:
	case <-time.After(windowTimeout):
		require.FailNow(t, "battlemap -screenshot did not exit", "within %s", windowTimeout)
	}
	require.True(t, a.cmd.ProcessState.Success(), "battlemap -screenshot failed: %v", a.cmd.ProcessState)
	data, err := os.ReadFile(path)
	require.NoError(t, err, "battlemap -screenshot wrote no file")
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err, "%s is not a PNG", path)
	b := img.Bounds()
	t.Logf("screenshot: %s, %dx%d", path, b.Dx(), b.Dy())
	assert.True(t, b.Dx() >= 100 && b.Dy() >= 100, "the first frame is %dx%d", b.Dx(), b.Dy())
}

//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

var (
	webFlag      = flag.String("web", "", "directory of the built page (default: $WEB_DIR, else build/web)")
	chromiumFlag = flag.String("chromium", "", "browser to drive (default: $CHROMIUM, then chromium on PATH)")
	shotsFlag    = flag.String("shots", "", "directory for screenshots (default: build/screenshots)")
	appFlag      = flag.String("app", "", "a built desktop app to run (default: build ./cmd/battlemap)")
	demoFlag     = flag.String("demo", "", "the demo encounter the app opens (default: the one in assets/)")
)

// The viewport of the headless browser, in CSS pixels.
const viewW, viewH = 1280, 800

// Timeouts of the waits. Each is generous for a 2-core machine running
// WebGL in software; a wait that runs out fails with what it waited for.
const (
	browserStartTimeout = 60 * time.Second
	loadTimeout         = 120 * time.Second // page load, wasm compile, first frame
	actionTimeout       = 20 * time.Second  // one input's effect on the state
	evalTimeout         = 15 * time.Second  // one JavaScript evaluation
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	shared.stop()
	stopXvfb()
	removeBinary()
	os.Exit(code)
}

// repoRoot is the repository's root; go test runs in e2e/.
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := filepath.Abs("..")
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(dir, "go.mod"))
	require.NoError(t, err, "cannot find the repository root (want go.mod in %s)", dir)
	return dir
}

// webDir is the built page, checked for the files the page needs.
func webDir(t testing.TB) string {
	t.Helper()
	dir := *webFlag
	if dir == "" {
		dir = os.Getenv("WEB_DIR") // as make web and scripts/test-e2e.sh use it
	}
	if dir == "" {
		dir = filepath.Join("build", "web")
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(repoRoot(t), dir)
	}
	for _, f := range []string{"index.html", "battlemap.wasm", "wasm_exec.js"} {
		_, err := os.Stat(filepath.Join(dir, f))
		require.NoError(t, err, "the built page lacks %s: build it first with `make web` or run scripts/test-e2e.sh", f)
	}
	return dir
}

// shotPath is where the screenshot called name goes.
func shotPath(t testing.TB, name string) string {
	t.Helper()
	dir := *shotsFlag
	if dir == "" {
		dir = filepath.Join(repoRoot(t), "build", "screenshots")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	return filepath.Join(dir, name+".png")
}

// shotName makes a test's name a file name.
func shotName(test string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == ' ' {
			return '-'
		}
		return r
	}, test)
}

// serve serves dir over HTTP on a free loopback port for the test's life.
func serve(t testing.TB, dir string) string {
	t.Helper()
	files := http.FileServer(http.Dir(dir))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.URL.Path == "/favicon.ico" {
			if _, err := os.Stat(filepath.Join(dir, "favicon.ico")); err != nil {
				w.WriteHeader(http.StatusNoContent) // no 404 in the console
				return
			}
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	t.Logf("serving %s at %s", dir, srv.URL)
	return srv.URL
}

// chromiumPath finds the browser.
func chromiumPath() (string, error) {
	if *chromiumFlag != "" {
		return *chromiumFlag, nil
	}
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no chromium on PATH: install Debian's chromium (apt-get install chromium) or pass -chromium PATH")
}

// lockedBuffer collects the browser's own output.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// shared is one headless browser for all the tests of the package; each
// test opens its own tab.
var shared sharedBrowser

type sharedBrowser struct {
	once   sync.Once
	ctx    context.Context
	cancel func()
	dir    string
	out    lockedBuffer
	err    error
}

// stop ends the browser and removes its profile.
func (s *sharedBrowser) stop() {
	if s.cancel != nil {
		s.cancel()
	}
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}

// browser returns the shared browser's context, starting it on first use.
func browser(t testing.TB) context.Context {
	t.Helper()
	shared.once.Do(func() {
		path, err := chromiumPath()
		if err != nil {
			shared.err = err
			return
		}
		dir, err := os.MkdirTemp("", "battlemap-e2e-profile-")
		if err != nil {
			shared.err = err
			return
		}
		shared.dir = dir
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.Headless,
			chromedp.NoSandbox, // root in CI and containers
			chromedp.DisableGPU,
			chromedp.NoFirstRun,
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("ignore-gpu-blocklist", true),
			chromedp.UserDataDir(dir),
			chromedp.WindowSize(viewW, viewH),
			chromedp.CombinedOutput(&shared.out),
		)
		actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, bcancel := chromedp.NewContext(actx)
		shared.ctx = bctx
		shared.cancel = func() { bcancel(); acancel() }
		// The first Do starts the browser and binds it to bctx, so it gets
		// no deadline of its own: a timer cancels it instead.
		done := make(chan error, 1)
		go func() { done <- chromedp.Do(bctx) }()
		select {
		case err := <-done:
			if err != nil {
				shared.err = fmt.Errorf("starting %s: %w\nbrowser output:\n%s", path, err, shared.out.String())
			}
		case <-time.After(browserStartTimeout):
			shared.cancel()
			shared.err = fmt.Errorf("%s did not start within %s\nbrowser output:\n%s", path, browserStartTimeout, shared.out.String())
		}
		if shared.err == nil {
			fmt.Printf("e2e: started %s (headless, profile in a temporary directory)\n", path)
		}
	})
	require.NoError(t, shared.err)
	return shared.ctx
}

// page is one browser tab on the app, with its console, as seen by one
// test (or subtest): forTest gives the same tab to a subtest.
type page struct {
	t testing.TB
	*tab
}

type tab struct {
	ctx context.Context

	mu        sync.Mutex
	console   []string
	lastState string
	reported  bool
}

// forTest is the same tab for the (sub)test t, whose failures it reports.
func (p *page) forTest(t testing.TB) *page { return &page{t: t, tab: p.tab} }

// openPage opens a tab, runs setup (viewport, emulation) and navigates to url.
func openPage(t testing.TB, url string, setup ...chromedp.Action[chromedp.Void]) *page {
	t.Helper()
	tctx, cancel := chromedp.NewContext(browser(t))
	t.Cleanup(cancel)
	p := &page{t: t, tab: &tab{ctx: tctx}}
	// Subscribe to the console before anything runs in the tab.
	msgs := chromedp.Console(tctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			line := m.String()
			if m.URL != "" {
				line += fmt.Sprintf(" (%s:%d)", m.URL, m.Line+1)
			}
			if m.Exception != nil && m.Exception.Exception != nil && m.Exception.Exception.Description != "" {
				line += "\n    " + strings.ReplaceAll(m.Exception.Exception.Description, "\n", "\n    ")
			}
			p.mu.Lock()
			p.console = append(p.console, line)
			p.mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		if !t.Failed() {
			return
		}
		p.mu.Lock()
		done, last := p.reported, p.lastState
		p.mu.Unlock()
		if !done {
			t.Logf("last state seen: %s\nconsole of the page:\n%s", last, p.consoleText())
		}
		// What the page showed when the test failed.
		ctx, cancel := context.WithTimeout(tctx, evalTimeout)
		defer cancel()
		if buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
			path := shotPath(t, "fail-"+shotName(t.Name()))
			if os.WriteFile(path, buf, 0o644) == nil {
				t.Logf("screenshot at the failure: %s", path)
			}
		}
	})
	// The viewport first (the window's size leaves less to the page), so
	// that the page lays out at viewW×viewH; setup may override it.
	steps := append([]chromedp.Action[chromedp.Void]{chromedp.EmulateViewport(viewW, viewH)}, setup...)
	steps = append(steps, chromedp.Navigate(url))
	p.do(fmt.Sprintf("loading %s", url), loadTimeout, steps...)
	return p
}

func (p *page) consoleText() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.console) == 0 {
		return "    (no console messages)"
	}
	return "    " + strings.Join(p.console, "\n    ")
}

// fail stops the test with msg, the last state seen and the console log
// (a test that fails otherwise gets them from openPage's cleanup).
func (p *page) fail(format string, args ...any) {
	p.t.Helper()
	p.mu.Lock()
	p.reported = true
	last := p.lastState
	p.mu.Unlock()
	if last == "" {
		last = "(none read yet)"
	}
	require.FailNow(p.t, fmt.Sprintf(format, args...), "last state seen: %s\nconsole of the page:\n%s", last, p.consoleText())
}

// do runs steps with a timeout, failing the test with what was done.
func (p *page) do(what string, timeout time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		p.fail("%s: %v", what, err)
	}
}

// evalJS evaluates expr in the page (awaiting a promise) and decodes it as T.
func evalJS[T any](p *page, expr string) (T, error) {
	ctx, cancel := context.WithTimeout(p.ctx, evalTimeout)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
}

// mustEval is evalJS that fails the test on error.
func mustEval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := evalJS[T](p, expr)
	if err != nil {
		p.fail("evaluating %s: %v", expr, err)
	}
	return v
}

// waitFor polls cond until it holds, failing after timeout with what.
func (p *page) waitFor(what string, timeout time.Duration, cond func() (bool, error)) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	var lastErr error
	for {
		ok, err := cond()
		if ok {
			return
		}
		if err != nil {
			lastErr = err
		}
		if time.Now().After(deadline) {
			if lastErr != nil {
				p.fail("timed out after %s waiting for %s (last error: %v)", timeout, what, lastErr)
			}
			p.fail("timed out after %s waiting for %s", timeout, what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitReady waits for window.battlemap.ready.
func (p *page) waitReady() {
	p.t.Helper()
	start := time.Now()
	p.waitFor("window.battlemap.ready (the first frame)", loadTimeout, func() (bool, error) {
		return evalJS[bool](p, `!!(window.battlemap && window.battlemap.ready === true)`)
	})
	p.t.Logf("battlemap.ready after %s", time.Since(start).Round(time.Millisecond))
}

// state reads battlemap.state().
func (p *page) state() appState {
	p.t.Helper()
	st, err := p.tryState()
	if err != nil {
		p.fail("reading battlemap.state(): %v", err)
	}
	return st
}

func (p *page) tryState() (appState, error) {
	raw, err := evalJS[string](p, `battlemap.state()`)
	if err != nil {
		return appState{}, err
	}
	p.mu.Lock()
	p.lastState = raw
	p.mu.Unlock()
	return parseState([]byte(raw))
}

// waitState polls the state until cond holds and returns that state.
func (p *page) waitState(what string, cond func(appState) bool) appState {
	p.t.Helper()
	var got appState
	p.waitFor(what, actionTimeout, func() (bool, error) {
		st, err := p.tryState()
		if err != nil {
			return false, err
		}
		got = st
		return cond(st), nil
	})
	return got
}

// squareCenter is the centre of square (x,y) in CSS pixels of the page.
func (p *page) squareCenter(x, y int) (float64, float64) {
	p.t.Helper()
	pt := mustEval[struct{ X, Y float64 }](p, fmt.Sprintf(`battlemap.squareCenter(%d, %d)`, x, y))
	if pt.X < 0 || pt.Y < 0 || pt.X >= viewW || pt.Y >= viewH {
		p.fail("square (%d,%d) is off the viewport at (%.1f,%.1f)", x, y, pt.X, pt.Y)
	}
	return pt.X, pt.Y
}

// frames waits for n animation frames of the page, so that the game loop
// sees an input before the next one changes it (Ebitengine samples input
// once per tick: a press and a release in the same tick are lost).
func (p *page) frames(n int) {
	p.t.Helper()
	mustEval[bool](p, fmt.Sprintf(`new Promise(r => { let n = %d; const f = () => (--n <= 0 ? r(true) : requestAnimationFrame(f)); requestAnimationFrame(f); })`, n))
}

// mouse sends one mouse event at (x,y).
func (p *page) mouse(typ input.DispatchMouseEventType, x, y float64, pressed bool) {
	p.t.Helper()
	params := input.DispatchMouseEventParams{Type: typ, X: x, Y: y, PointerType: input.DispatchMouseEventPointerTypeMouse}
	if typ == input.DispatchMouseEventTypeMousePressed || typ == input.DispatchMouseEventTypeMouseReleased {
		params.Button, params.ClickCount = input.MouseButtonLeft, 1
	}
	if pressed {
		params.Buttons = 1
	}
	p.call(fmt.Sprintf("mouse %s at (%.0f,%.0f)", typ, x, y), func(ctx context.Context) error {
		_, err := chromedp.Call(ctx, input.DispatchMouseEvent, params)
		return err
	})
}

// hover moves the mouse to (x,y) and lets the game see it.
func (p *page) hover(x, y float64) {
	p.t.Helper()
	p.mouse(input.DispatchMouseEventTypeMouseMoved, x, y, false)
	p.frames(2)
}

// click is a left click at (x,y) as a player makes it: move there, press,
// hold for two frames, release. (The game updates once or more per frame;
// two frames leave it one whole frame to see each change.)
func (p *page) click(x, y float64) {
	p.t.Helper()
	p.hover(x, y)
	p.mouse(input.DispatchMouseEventTypeMousePressed, x, y, true)
	p.frames(2)
	p.mouse(input.DispatchMouseEventTypeMouseReleased, x, y, false)
	p.frames(1)
}

// touch sends one touch event; a touchEnd has no points.
func (p *page) touch(typ input.DispatchTouchEventType, x, y float64) {
	p.t.Helper()
	one := 1.0
	params := input.DispatchTouchEventParams{Type: typ, TouchPoints: []*input.TouchPoint{}}
	if typ != input.DispatchTouchEventTypeTouchEnd && typ != input.DispatchTouchEventTypeTouchCancel {
		params.TouchPoints = []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: new(0.0)}}
	}
	p.call(fmt.Sprintf("touch %s at (%.0f,%.0f)", typ, x, y), func(ctx context.Context) error {
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, params)
		return err
	})
}

// tap is a finger tap at (x,y), held for a few frames.
func (p *page) tap(x, y float64) {
	p.t.Helper()
	p.touch(input.DispatchTouchEventTypeTouchStart, x, y)
	p.frames(3)
	p.touch(input.DispatchTouchEventTypeTouchEnd, x, y)
	p.frames(2)
}

// drag is a finger drag from (x0,y0) to (x1,y1) in steps moves.
func (p *page) drag(x0, y0, x1, y1 float64, steps int) {
	p.t.Helper()
	p.touch(input.DispatchTouchEventTypeTouchStart, x0, y0)
	p.frames(3)
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		p.touch(input.DispatchTouchEventTypeTouchMove, x0+(x1-x0)*f, y0+(y1-y0)*f)
		p.frames(2)
	}
	p.frames(2)
	p.touch(input.DispatchTouchEventTypeTouchEnd, x1, y1)
	p.frames(2)
}

// key presses a key (a DOM code such as "KeyZ", its key value and Windows
// key code) as the keyboard sends it, with Control held when ctrl is set:
// Control down, key down, hold over a few frames, key up, Control up.
func (p *page) key(code, key string, vk int64, ctrl bool) {
	p.t.Helper()
	var mods int64
	if ctrl {
		mods = 2
	}
	send := func(typ input.DispatchKeyEventType, code, key string, vk, mods int64) {
		params := input.DispatchKeyEventParams{Type: typ, Code: code, Key: key, WindowsVirtualKeyCode: vk, NativeVirtualKeyCode: vk, Modifiers: mods}
		p.call(fmt.Sprintf("key %s %s", typ, code), func(ctx context.Context) error {
			_, err := chromedp.Call(ctx, input.DispatchKeyEvent, params)
			return err
		})
	}
	// Keys go to the focused element: the game's canvas.
	mustEval[bool](p, `(() => { const c = document.querySelector('canvas'); if (c) c.focus(); return true; })()`)
	if ctrl {
		send(input.DispatchKeyEventTypeRawKeyDown, "ControlLeft", "Control", 17, mods)
		p.frames(2)
	}
	send(input.DispatchKeyEventTypeRawKeyDown, code, key, vk, mods)
	p.frames(3)
	send(input.DispatchKeyEventTypeKeyUp, code, key, vk, mods)
	p.frames(2)
	if ctrl {
		send(input.DispatchKeyEventTypeKeyUp, "ControlLeft", "Control", 17, 0)
		p.frames(2)
	}
}

// call runs f on the tab with the action timeout.
func (p *page) call(what string, f func(ctx context.Context) error) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, evalTimeout)
	defer cancel()
	if err := f(ctx); err != nil {
		p.fail("%s: %v", what, err)
	}
}

// screenshot saves the viewport as build/screenshots/name.png, a couple
// of frames after the call so that the canvas shows the latest state.
func (p *page) screenshot(name string) string {
	p.t.Helper()
	p.frames(2)
	ctx, cancel := context.WithTimeout(p.ctx, evalTimeout)
	defer cancel()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.fail("screenshot %s: %v", name, err)
	}
	path := shotPath(p.t, name)
	require.NoError(p.t, os.WriteFile(path, buf, 0o644))
	p.t.Logf("screenshot: %s", path)
	return path
}

// buttonLabeled returns the first button whose label is label, nil for
// none.
func (s appState) buttonLabeled(label string) *buttonState {
	for i := range s.Buttons {
		if s.Buttons[i].Label == label {
			return &s.Buttons[i]
		}
	}
	return nil
}

// appState is what battlemap.state() (and the desktop's -dump) returns.
type appState struct {
	// View is whose screen: "gm" or "players".
	View    string          `json:"view"`
	System  string          `json:"system"`
	Lang    string          `json:"lang"`
	Options json.RawMessage `json:"options"`
	Name    string          `json:"name"`
	Turn    struct {
		Round     int    `json:"round"`
		Active    string `json:"active"`
		Diagonals int    `json:"diagonals"`
		Moved     int    `json:"moved"`
		Econ      struct {
			Actions    int
			Attacks    int
			Action     bool
			Bonus      bool
			Disengaged bool
			Dashes     int
		} `json:"econ"`
		Left    string `json:"left"`
		Pending *struct {
			Who     string   `json:"who"`
			At      [2]int   `json:"at"`
			Waiting []string `json:"waiting"`
			Later   []string `json:"later"`
		} `json:"pending"`
	} `json:"turn"`
	Initiative struct {
		Order []struct {
			ID    string
			Value int
			Ready string
		} `json:"order"`
		Delayed []struct{ ID string } `json:"delayed"`
	} `json:"initiative"`
	Armed   string        `json:"armed"`
	Buttons []buttonState `json:"buttons"`
	// Map is the map: size, terrain, walls, doors and the picture.
	Map struct {
		Width   int          `json:"width"`
		Height  int          `json:"height"`
		Terrain []string     `json:"terrain"`
		Walls   [][4]float64 `json:"walls"`
		Doors   []struct {
			At   [4]float64 `json:"at"`
			Open bool       `json:"open"`
		} `json:"doors"`
		Background *struct {
			Width           int        `json:"width"`
			Height          int        `json:"height"`
			PixelsPerSquare float64    `json:"pixels_per_square"`
			Offset          [2]float64 `json:"offset"`
		} `json:"background"`
		Picture string `json:"picture"`
	} `json:"map"`
	// Field is the open text field, nil for none: its name, the text it
	// opened with, its centre and size in CSS pixels of the canvas.
	Field *struct {
		Name string     `json:"name"`
		Text string     `json:"text"`
		At   [2]float64 `json:"at"`
		Size [2]float64 `json:"size"`
	} `json:"field"`
	Selected  json.RawMessage   `json:"selected"`
	Hover     json.RawMessage   `json:"hover"`
	Status    string            `json:"status"`
	Creatures []creatureState   `json:"creatures"`
	Log       []json.RawMessage `json:"log"`
	Overlays  json.RawMessage   `json:"overlays"`
	Version   int               `json:"version"`
	Screen    *struct {
		Origin [2]float64 `json:"origin"`
		Square float64    `json:"square"`
		Window [2]float64 `json:"window"`
	} `json:"screen"`
	// Players is the players' view as the GM sets it.
	Players struct {
		Fog      int    `json:"fog"`
		Sight    bool   `json:"sight"`
		HP       string `json:"hp"`
		InSight  int    `json:"in_sight"`
		Explored int    `json:"explored"`
	} `json:"players"`
}

// buttonState is an on-screen button: its centre and size in CSS pixels
// of the canvas.
type buttonState struct {
	Name    string     `json:"name"`
	Label   string     `json:"label"`
	At      [2]float64 `json:"at"`
	Size    [2]float64 `json:"size"`
	Enabled bool       `json:"enabled"`
	Hot     bool       `json:"hot"`
	On      bool       `json:"on"`
}

// button returns the button called name, or nil.
func (st appState) button(name string) *buttonState {
	for i := range st.Buttons {
		if st.Buttons[i].Name == name {
			return &st.Buttons[i]
		}
	}
	return nil
}

type creatureState struct {
	ID    string          `json:"id"`
	Side  string          `json:"side"`
	Size  string          `json:"size"`
	X     int             `json:"x"`
	Y     int             `json:"y"`
	W     int             `json:"w"`
	H     int             `json:"h"`
	State json.RawMessage `json:"state"`
	// Hidden: the GM hides it from the players.
	Hidden bool `json:"hidden"`
	// HP, MaxHP: its hit points; Conditions its system's conditions.
	HP         int      `json:"hp"`
	MaxHP      int      `json:"max_hp"`
	Conditions []string `json:"conditions"`
}

func parseState(raw []byte) (appState, error) {
	var st appState
	if err := json.Unmarshal(raw, &st); err != nil {
		return st, fmt.Errorf("state is not the JSON the tests expect: %w", err)
	}
	return st, nil
}

// creature returns the creature with id, or nil.
func (st appState) creature(id string) *creatureState {
	for i := range st.Creatures {
		if st.Creatures[i].ID == id {
			return &st.Creatures[i]
		}
	}
	return nil
}

// selectedID is the selected creature's id, "" for none.
func (st appState) selectedID() string {
	var s string
	if json.Unmarshal(st.Selected, &s) == nil {
		return s
	}
	var obj struct {
		ID string `json:"id"`
	}
	if json.Unmarshal(st.Selected, &obj) == nil {
		return obj.ID
	}
	return ""
}

// hoverSquare is the hovered square: hover as {"x","y"} or [x,y].
func (st appState) hoverSquare() (x, y int, ok bool) {
	var obj struct{ X, Y *int }
	if json.Unmarshal(st.Hover, &obj) == nil && obj.X != nil && obj.Y != nil {
		return *obj.X, *obj.Y, true
	}
	var pair []int
	if json.Unmarshal(st.Hover, &pair) == nil && len(pair) >= 2 {
		return pair[0], pair[1], true
	}
	return 0, 0, false
}

// logLines is the log as text, one entry a line.
func (st appState) logLines() []string {
	out := make([]string, len(st.Log))
	for i, raw := range st.Log {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			out[i] = s
		} else {
			out[i] = string(raw)
		}
	}
	return out
}

// positions is every creature's space, for comparing states.
func (st appState) positions() string {
	var b strings.Builder
	for _, c := range st.Creatures {
		fmt.Fprintf(&b, "%s@(%d,%d %dx%d) ", c.ID, c.X, c.Y, c.W, c.H)
	}
	return strings.TrimSpace(b.String())
}

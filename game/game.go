package game

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/assets"
	"battlemap/game/board"
	"battlemap/game/i18n"
	"battlemap/game/input"
)

// Game is the Ebiten game: it reads the devices, hands the actions to the
// board and draws it.
type Game struct {
	cfg    Config
	board  *board.Board
	mapper *input.Mapper
	dev    devices
	r      *renderer
	fonts  *fonts
	plat   platform
	lib    *librarian
	text   textEntry
	bench  *bench
	// benchReq asks for the bench on the open encounter (the page's
	// battlemap.benchCurrent(frames)).
	benchReq int
	soak     *soak
	events   []input.Event // this tick's, reused
	follow   *following    // the players' window's link (following.go)
	turned   *ebiten.Image // the frame before it turns (rotate.go)
	scaled   bool          // true scale was set from -screen-inches

	lang    langs
	fontGen int    // the fonts' generation the board was laid out with
	namesV  uint64 // the state version whose names the fonts were asked for
	namesOK bool

	stop   atomic.Bool // a signal asked the app to end
	tick   int64
	frames int64
	w, h   int
	scale  float64 // device pixels per CSS (or window) pixel
	quit   bool
}

// platform is what differs between the desktop and the web page.
type platform interface {
	// frame runs after each drawn frame (test hooks, screenshots).
	frame(g *Game, screen *ebiten.Image)
	// openFile shows the platform's way of choosing a file.
	openFile(g *Game)
	// save saves the encounter the platform's way (a file, a download).
	save(g *Game)
	// forget drops what the platform kept of the encounter (the web page's
	// autosave) when a new encounter starts.
	forget(g *Game)
	// poll hands files chosen since the last tick to the board.
	poll(g *Game)
	// benchDone publishes the bench result; true means exit now.
	benchDone(result []byte) bool
	// latch adds to the snapshot the presses that began and ended between
	// two ticks, which polling the devices cannot see.
	latch(s *input.Snapshot)
	// playersWindow opens the players' window, which follows this one.
	playersWindow(g *Game)
	// load loads a file the .wasm does not hold (fonts/NAME, lang/NAME)
	// and hands it to Game.loaded: at once, or by pollLoaded.
	load(g *Game, path string)
	// waitLoaded hands over the files loading while waiting says so, at
	// most limit.
	waitLoaded(g *Game, limit time.Duration, waiting func() bool)
	// pollLoaded hands over the files that came since the last tick.
	pollLoaded(g *Game)
	// saveLang keeps the language chosen in the app for the next start.
	saveLang(g *Game, l i18n.Lang)
}

// New builds the game: the demo encounter (or cfg.File's), the fonts and
// the platform hooks. A file that cannot be opened leaves the demo open
// with the error on the status line.
func New(cfg Config) (*Game, error) {
	f, err := loadFonts(cfg.Lang)
	if err != nil {
		return nil, err
	}
	g := &Game{cfg: cfg, fonts: f, r: newRenderer(f), scale: 1,
		mapper: input.NewMapper(input.DefaultKeyboard(), input.DefaultMouse(), input.DefaultTouch())}
	opts := board.Options{NoFit: !cfg.Fit, Web: isWeb, Seed: func() int64 { return time.Now().UnixNano() }}
	if cfg.Bench && cfg.File == "" {
		g.bench, err = newBench(cfg.BenchFrames)
		if err != nil {
			return nil, err
		}
		g.board = g.bench.board
	} else {
		g.board, err = board.New(assets.Demo, "demo", opts)
		if err != nil {
			return nil, fmt.Errorf("game: the built-in demo encounter: %w", err)
		}
		if cfg.File != "" {
			if cfg.FileErr != nil || cfg.Data == nil {
				g.board.Report(fmt.Errorf("game: cannot open %s: %v", cfg.File, cfg.FileErr))
			} else {
				_ = g.board.Load(cfg.Data, path.Base(cfg.File)) // the status line says what failed
			}
		}
		if cfg.Select != "" {
			g.board.Select(cfg.Select)
		}
		if cfg.Target != "" {
			g.board.SetTarget(cfg.Target)
		}
		if cfg.HoverSet {
			g.board.SetHover(cfg.Hover[0], cfg.Hover[1])
		}
		if cfg.Edit {
			g.board.SetEditing(true)
		}
		if cfg.Players {
			g.board.SetView(board.PlayersScreen)
		}
		if cfg.Bench { // -bench FILE: the frames of an opened map
			if g.bench, err = newBenchOn(g.board, cfg.BenchFrames); err != nil {
				return nil, err
			}
		}
	}
	if cfg.Soak > 0 {
		g.soak = newSoak(cfg.Soak)
	}
	g.plat = newPlatform(g)
	g.needFonts()
	g.wantLang(cfg.Lang, false)
	g.plat.waitLoaded(g, fontWait, func() bool {
		g.loadFonts()
		return g.langWaiting() || !g.fonts.settled()
	})
	if !g.fonts.ready() {
		return nil, fmt.Errorf("game: the fonts did not come (fonts/%s, fonts/%s): is the page served whole?", goRegularFile, goBoldFile)
	}
	g.fontGen = g.fonts.gen
	g.text = newTextEntry()
	if host, ok := g.plat.(libraryHost); ok && !cfg.Players {
		// The players' screen keeps nothing: it shows the GM's encounter.
		g.lib = newLibrarian(g, host)
	}
	return g, nil
}

// Board returns the board the game shows.
func (g *Game) Board() *board.Board { return g.board }

// Update reads the devices once, hands the actions to the board and runs
// the platform's file polling.
func (g *Game) Update() error {
	if g.quit || g.stop.Load() || ebiten.IsWindowBeingClosed() {
		if g.lib != nil {
			g.lib.flush() // the last changes reach the library before the app ends
		}
		return ebiten.Termination
	}
	g.tick++
	if g.w > 0 {
		lw, lh := g.layoutSize()
		g.board.SetScreen(float64(lw), float64(lh), g.textScale(), g.measure)
		g.screenInches()
	}
	if g.benchReq > 0 && g.bench == nil {
		if bn, err := newBenchOn(g.board, g.benchReq); err != nil {
			g.board.Report(err)
		} else {
			g.bench = bn
		}
		g.benchReq = 0
	}
	if g.bench != nil {
		g.r.pics.update(g.board)
		g.bench.update(g)
		return nil
	}
	g.plat.poll(g)
	g.followTick()
	g.updateFonts()
	g.dropped()
	g.r.pics.update(g.board)
	f, open := g.board.Field()
	g.text.sync(g, f, open)
	g.events = g.text.read(g, g.events[:0])
	g.mapper.KeysOff = g.text.active() || len(g.events) > 0
	g.mapper.Scale = g.scale
	snap := g.dev.read(g.tick)
	g.plat.latch(snap)
	n := len(g.events)
	g.events = append(g.events, g.mapper.Update(snap)...)
	g.turnEvents(g.events[n:])
	for _, ev := range g.events {
		switch g.board.Handle(ev) {
		case board.OpenFile:
			g.plat.openFile(g)
		case board.SaveFile:
			g.plat.save(g)
		case board.NewFile:
			g.newEncounter()
		case board.CommitText:
			g.text.commit()
		case board.PlayersWindow:
			g.plat.playersWindow(g)
		case board.NextLang:
			g.wantLang(g.lang.want.Next(), true)
		}
	}
	if g.lib != nil {
		g.lib.tick(g)
	}
	if g.soak != nil && (g.lib == nil || g.lib.settled()) {
		if res := g.soak.step(g); res != nil && g.plat.benchDone(res) {
			g.quit = true
		}
	}
	return nil
}

// minTextMM is the height of the interface's body text on a calibrated
// screen, in millimetres: readable from a metre away, across the table.
const minTextMM = 4.5

// textScale is the interface's scale: the device's pixel ratio; more on a
// screen of more than 1920 device pixels across at that ratio (a 4K TV
// shows the interface as a 1080p one does, not half as tall); more on a
// calibrated screen whose text would otherwise be smaller than minTextMM.
func (g *Game) textScale() float64 {
	s := max(g.scale, float64(min(g.w, g.h*16/9))/1920)
	if ppi := g.board.PixelsPerInch(); ppi > 0 {
		s = max(s, minTextMM/25.4*ppi/board.FontSize)
	}
	return s
}

// screenInches gives the board the screen's density from its diagonal
// (-screen-inches, ?inches=), and starts at true scale once.
func (g *Game) screenInches() {
	if g.cfg.Inches <= 0 {
		return
	}
	mw, mh := ebiten.Monitor().Size()
	g.board.SetPixelsPerInch(screenDensity(float64(mw)*g.scale, float64(mh)*g.scale, g.cfg.Inches))
	if !g.scaled && g.board.PixelsPerInch() > 0 {
		g.scaled = true
		g.board.SetTrueScale(true)
	}
}

// fontWait is how long the app waits before its first frame for the words
// and the fonts of the interface's language and the fonts of the
// encounter's names (the web page fetches them).
const fontWait = 20 * time.Second

// updateFonts loads the fonts the texts asked for and lays the screen out
// again when one arrived: the texts measure anew, and the map's labels are
// drawn again.
func (g *Game) updateFonts() {
	g.plat.pollLoaded(g)
	g.needFonts()
	g.loadFonts()
	if g.fonts.gen != g.fontGen {
		g.fontGen = g.fonts.gen
		g.board.Refit()
		g.r.sceneOK = false
	}
}

// needFonts asks for the fonts the encounter's names need, after each
// change of the encounter.
func (g *Game) needFonts() {
	if g.namesOK && g.namesV == g.board.StateVersion() {
		return
	}
	g.namesV, g.namesOK = g.board.StateVersion(), true
	g.fonts.need(g.board.Name())
	for _, c := range g.board.Encounter().Creatures {
		g.fonts.need(c.ID)
	}
}

// newEncounter opens the built-in demo encounter again, and the platform
// forgets its autosave.
func (g *Game) newEncounter() {
	if err := g.board.Load(assets.Demo, "demo"); err != nil {
		return // the status line says why
	}
	g.plat.forget(g)
	g.board.Note("new encounter: the demo")
}

// measure measures the interface's texts for the board's layout.
func (g *Game) measure(s string, px float64, bold bool) float64 {
	return g.fonts.measure(s, px, bold)
}

// dropped opens a file dropped on the window.
func (g *Game) dropped() {
	files := ebiten.DroppedFiles()
	if files == nil {
		return
	}
	ents, err := fs.ReadDir(files, ".")
	if err != nil || len(ents) == 0 {
		return
	}
	name := ents[0].Name()
	data, err := fs.ReadFile(files, name)
	if err != nil {
		g.board.Report(fmt.Errorf("game: cannot read the dropped file %s: %w", name, err))
		return
	}
	_ = g.board.Load(data, name)
}

// Draw draws the board; it changes nothing.
func (g *Game) Draw(screen *ebiten.Image) {
	switch {
	case g.bench != nil && g.bench.empty():
		screen.Fill(colBackground)
	case g.w > 0 && g.board.MapRect().W > 0:
		frame := g.turnedFrame(screen)
		g.r.draw(frame, g.board, g.text.typing(), g.tick)
		g.showTurned(screen, frame)
	default:
		return // not laid out yet: no frame to report
	}
	g.frames++
	g.plat.frame(g, screen)
	if g.bench != nil {
		if res, ok := g.bench.frameDone(); ok && g.plat.benchDone(res) {
			g.quit = true
		}
	}
}

// Layout makes the screen as many pixels as the display has, so text and
// lines are sharp on high-density screens.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	g.scale = s
	g.w, g.h = int(float64(outsideWidth)*s), int(float64(outsideHeight)*s)
	return g.w, g.h
}

// Run starts the app with cfg and returns when it ends.
func Run(cfg Config) error {
	g, err := New(cfg)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("Battle map")
	ebiten.SetWindowSize(cfg.Width, cfg.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if cfg.Fullscreen {
		ebiten.SetFullscreen(true)
	}
	if cfg.Players {
		ebiten.SetWindowTitle("Battle map: the players' screen")
	}
	ebiten.SetWindowClosingHandled(true) // Update saves what is pending, then ends
	if cfg.Bench {
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	err = ebiten.RunGame(g)
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}

//go:build !js

package game

import (
	"battlemap/engine/files"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/cli"
	"battlemap/game/i18n"
	"battlemap/game/input"
	"battlemap/game/library"
)

// ParseConfig reads the desktop command line (game/cli, which answers -h
// before the window library starts):
//
//	battlemap [-save FILE] [-dump FILE] [-size WxH] [-fit=false] [-screenshot FILE] [-bench] [-lang en|ja|zh]
//	          [-view gm|players] [-lead ADDR] [-follow ADDR] [-fullscreen] [-rotate DEG] [FILE]
//
// FILE is an encounter or scenario file to open instead of the demo; a
// file that cannot be read is reported in the app, not here. Ctrl+S saves
// to -save FILE, else to FILE, else to battlemap-encounter.json.
func ParseConfig(args []string) (Config, error) {
	cfg := DefaultConfig()
	a, err := cli.Parse(args, os.Stderr)
	if err != nil {
		return cfg, err
	}
	cfg.SaveFile, cfg.Dump, cfg.Screenshot = a.SaveFile, a.Dump, a.Screenshot
	cfg.Width, cfg.Height, cfg.Fit = a.Width, a.Height, a.Fit
	cfg.Bench, cfg.BenchFrames, cfg.Soak = a.Bench, a.BenchFrames, a.Soak
	cfg.Select, cfg.Target, cfg.Hover, cfg.HoverSet = a.Select, a.Target, a.Hover, a.HoverSet
	cfg.Players, cfg.Lead, cfg.Follow, cfg.Fullscreen = a.View == "players", a.Lead, a.Follow, a.Fullscreen
	cfg.Rotate, cfg.Inches = a.Rotate, a.Inches
	cfg.Edit, cfg.Dir = a.Edit, a.Dir
	switch l, ok := i18n.Parse(a.Lang); {
	case a.Lang == "":
		cfg.Lang = chosenLang()
	case !ok:
		return cfg, fmt.Errorf("battlemap: -lang %q: want en, ja or zh", a.Lang)
	default:
		cfg.Lang = l
	}
	if a.File != "" {
		cfg.File = a.File
		cfg.Data, cfg.FileErr = os.ReadFile(cfg.File)
	}
	if cfg.SaveFile == "" {
		cfg.SaveFile = cfg.File
	}
	if cfg.SaveFile == "" {
		cfg.SaveFile = DefaultSaveFile
	}
	return cfg, nil
}

// isWeb says the app runs as a web page.
const isWeb = false

// desktop is the platform of the desktop binary: the -dump file, the
// -screenshot file and the bench result on standard output.
type desktop struct {
	dir     string // the encounters folder
	start   time.Time
	dumped  uint64
	dumpOK  bool
	shot    bool
	dumpErr bool
}

func newPlatform(g *Game) platform {
	startFollowing(g)
	// SIGTERM and Ctrl+C in the terminal end the app as closing its window
	// does: what the library has pending is written first.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
	go func() {
		<-stop
		g.stop.Store(true)
	}()
	return &desktop{start: time.Now(), dir: g.cfg.Dir}
}

// frame writes the dump when the board changed and takes the screenshot.
func (d *desktop) frame(g *Game, screen *ebiten.Image) {
	if g.cfg.Dump != "" && (!d.dumpOK || g.board.Version() != d.dumped) {
		d.dumped, d.dumpOK = g.board.Version(), true
		if err := d.dump(g); err != nil && !d.dumpErr {
			d.dumpErr = true // say it once, not every frame
			fmt.Fprintln(os.Stderr, err)
			g.board.Report(err)
		}
	}
	if g.cfg.Screenshot != "" && !d.shot {
		// The opened map is shot with its picture and the fonts of its
		// names: wait for them (a minute at most), as a player would.
		waiting := g.board.PictureStatus() == "loading" || (g.lib != nil && !g.lib.settled()) || !g.fonts.settled()
		if waiting && time.Since(d.start) < time.Minute {
			return
		}
		d.shot = true
		if err := saveScreenshot(screen, g.cfg.Screenshot); err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		g.quit = true
	}
}

// dump writes the state JSON atomically: a temporary file in the same
// folder, renamed over the dump file.
func (d *desktop) dump(g *Game) error {
	data, err := g.board.StateJSON(true, 1)
	if err != nil {
		return fmt.Errorf("battlemap: -dump: %w", err)
	}
	dir := filepath.Dir(g.cfg.Dump)
	f, err := os.CreateTemp(dir, ".battlemap-dump-*")
	if err != nil {
		return fmt.Errorf("battlemap: -dump %s: %w", g.cfg.Dump, err)
	}
	_, werr := f.Write(append(data, '\n'))
	cerr := f.Close()
	if werr != nil || cerr != nil {
		os.Remove(f.Name())
		return fmt.Errorf("battlemap: -dump %s: writing failed: %v %v", g.cfg.Dump, werr, cerr)
	}
	if err := os.Rename(f.Name(), g.cfg.Dump); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("battlemap: -dump %s: %w", g.cfg.Dump, err)
	}
	return nil
}

// saveScreenshot writes the screen as a PNG file.
func saveScreenshot(screen *ebiten.Image, name string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(name)
	if err != nil {
		return fmt.Errorf("battlemap: -screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("battlemap: -screenshot %s: %w", name, err)
	}
	return f.Close()
}

// openFile opens the save file again (Ctrl+O): the encounter as last
// saved. Other files are dropped on the window or named on the command
// line.
func (d *desktop) openFile(g *Game) {
	name := g.cfg.SaveFile
	data, err := os.ReadFile(name)
	if err != nil {
		g.board.Report(fmt.Errorf("game: cannot open the save file %s: %v; to open another file, drop it on the window or start the app as: battlemap FILE", name, err))
		return
	}
	_ = g.board.Load(data, filepath.Base(name)) // the status line says what failed
}

// save writes the encounter, with its undo history, to the save file
// through a temporary file, so a crash never leaves half a file.
func (d *desktop) save(g *Game) {
	name := g.cfg.SaveFile
	data, err := g.board.Save()
	if err == nil {
		err = files.WriteFileAtomic(name, data)
	}
	if err != nil {
		g.board.Report(fmt.Errorf("game: cannot save to %s: %w", name, err))
		return
	}
	g.board.Note(fmt.Sprintf("saved to %s (%d bytes)", name, len(data)))
}

// forget keeps nothing on the desktop: the save file stays as it is.
func (d *desktop) forget(g *Game) {}

// openStore opens the encounters folder (-dir).
func (d *desktop) openStore(mb *library.Mailbox, done func(library.Store, error)) {
	f, err := library.OpenFolder(d.dir, mb)
	mb.Post(func() {
		if err != nil {
			done(nil, err)
			return
		}
		done(f, nil)
	})
}

// currentID reads which entry was on the board (DIR/current).
func (d *desktop) currentID() string {
	data, err := os.ReadFile(filepath.Join(d.dir, "current"))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(data))
}

// setCurrentID writes which entry is on the board.
func (d *desktop) setCurrentID(id string) {
	_ = files.WriteFileAtomic(filepath.Join(d.dir, "current"), []byte(id+"\n")) // losing it only loses the restore
}

// download writes an encounter file into the working directory.
func (d *desktop) download(g *Game, name string, data []byte) {
	if err := files.WriteFileAtomic(name, data); err != nil {
		g.board.Report(fmt.Errorf("game: cannot write %s: %w", name, err))
		return
	}
	abs, _ := filepath.Abs(name)
	g.board.Note(fmt.Sprintf("wrote %s (%d bytes)", abs, len(data)))
}

// legacy: the desktop never kept an autosave before the library.
func (d *desktop) legacy() []byte { return nil }

func (d *desktop) poll(g *Game) {}

// latch adds nothing: the desktop's window system keeps a press for the
// next poll.
func (d *desktop) latch(s *input.Snapshot) {}

// benchDone prints the result as one line and ends the app.
func (d *desktop) benchDone(result []byte) bool {
	fmt.Println(string(result))
	return true
}

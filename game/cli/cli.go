// Package cli reads the desktop app's command line. It never imports
// Ebitengine, whose initialisation opens the display: its init answers
// -h, and a command line it cannot read, before that happens, so that
// `battlemap -h` prints the usage on a machine without a display. (Go
// initialises the packages that are ready in the order of their import
// paths, and "battlemap/…" comes before "github.com/hajimehoshi/…".)
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"battlemap/game/i18n"
	"battlemap/game/library"
)

// Args is the command line as read.
type Args struct {
	SaveFile, Dump, Screenshot string
	Width, Height              int
	Fit, Bench, Fullscreen     bool
	BenchFrames                int
	// Soak plays that many scripted actions with the autosave on.
	Soak           int
	Select, Target string
	Hover          [2]int
	HoverSet       bool
	// View is "gm" or "players"; Lead and Follow are the loopback
	// addresses the GM's window serves its followers on and the players'
	// window follows.
	View, Lead, Follow string
	// Rotate turns the view by 0, 90, 180 or 270 degrees.
	Rotate int
	// Inches is the screen's diagonal for true scale (0: not set).
	Inches float64
	File   string
	// Edit starts in Edit mode; Dir is the encounters folder.
	Edit bool
	Dir  string
	// Lang is the interface's language as given ("" for the default).
	Lang string
}

// DefaultFollowAddr is where the GM's window serves the players' window
// when no address is given.
const DefaultFollowAddr = "127.0.0.1:7475"

// Parse reads args (without the program's name). -h gives flag.ErrHelp
// after printing the usage to out.
func Parse(args []string, out io.Writer) (Args, error) {
	var a Args
	fs := flag.NewFlagSet("battlemap", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&a.SaveFile, "save", "", "save the encounter to `FILE` on Ctrl+S (default: the file opened, else battlemap-encounter.json)")
	fs.StringVar(&a.Dump, "dump", "", "write the state as JSON to `FILE` after the first frame and after every change")
	size := fs.String("size", "1280x800", "window size `WxH`")
	fs.BoolVar(&a.Fit, "fit", true, "fit the map to the window at start")
	fs.StringVar(&a.Screenshot, "screenshot", "", "save the first frame as a PNG `FILE` and exit")
	fs.BoolVar(&a.Bench, "bench", false, "run the frame-time benchmark, print one JSON line and exit")
	fs.IntVar(&a.BenchFrames, "bench-frames", 300, "frames per benchmark phase")
	fs.IntVar(&a.Soak, "soak", 0, "play `N` scripted actions with the autosave on, print what they cost as one JSON line and exit")
	fs.StringVar(&a.Select, "select", "", "select creature `ID` at start")
	fs.StringVar(&a.Target, "target", "", "make creature `ID` the target at start")
	hover := fs.String("hover", "", "hover square `X,Y` at start")
	fs.StringVar(&a.Lang, "lang", "", "the interface's language `en|ja|zh` (default: the one last chosen, else LANG)")
	fs.BoolVar(&a.Edit, "edit", false, "start in Edit mode (the GM's editor)")
	fs.StringVar(&a.Dir, "dir", library.DefaultFolder(), "keep the encounter library (and the autosave) in `DIR`")
	fs.StringVar(&a.View, "view", "gm", "whose screen: `gm` or players (the players' screen shows only what they see, and changes nothing)")
	fs.StringVar(&a.Lead, "lead", "", "serve the players' window on loopback `ADDR` (default "+DefaultFollowAddr+" when the GM opens it)")
	fs.StringVar(&a.Follow, "follow", "", "follow the GM's window at loopback `ADDR` (implies -view players)")
	fs.BoolVar(&a.Fullscreen, "fullscreen", false, "start full screen")
	fs.IntVar(&a.Rotate, "rotate", 0, "turn the view by `DEGREES` (0, 90, 180, 270) for the side of the table the players sit on")
	fs.Float64Var(&a.Inches, "screen-inches", 0, "the screen's diagonal in `INCHES`, for true scale (1 inch a square)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: battlemap [flags] [FILE]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return a, err
	}
	w, h, ok := Pair(*size, "x")
	if !ok || w < 100 || h < 100 {
		return a, fmt.Errorf("battlemap: -size %q: want WxH, each at least 100, like 1280x800", *size)
	}
	a.Width, a.Height = w, h
	if *hover != "" {
		x, y, ok := Pair(*hover, ",")
		if !ok {
			return a, fmt.Errorf("battlemap: -hover %q: want X,Y like 4,2", *hover)
		}
		a.Hover, a.HoverSet = [2]int{x, y}, true
	}
	if a.Follow != "" {
		a.View = "players"
	}
	if a.View != "gm" && a.View != "players" {
		return a, fmt.Errorf("battlemap: -view %q: want gm or players", a.View)
	}
	if _, ok := i18n.Parse(a.Lang); a.Lang != "" && !ok {
		return a, fmt.Errorf("battlemap: -lang %q: want en, ja or zh", a.Lang)
	}
	if a.Rotate%90 != 0 || a.Rotate < 0 || a.Rotate >= 360 {
		return a, fmt.Errorf("battlemap: -rotate %d: want 0, 90, 180 or 270", a.Rotate)
	}
	if a.Inches != 0 && !(a.Inches >= 5 && a.Inches <= 200) {
		return a, fmt.Errorf("battlemap: -screen-inches %g: want a diagonal of 5 to 200 inches", a.Inches)
	}
	switch fs.NArg() {
	case 0:
	case 1:
		a.File = fs.Arg(0)
	default:
		return a, fmt.Errorf("battlemap: one file at most, got %d", fs.NArg())
	}
	return a, nil
}

// Pair reads "A<sep>B" as two integers.
func Pair(s, sep string) (int, int, bool) {
	x, y, ok := strings.Cut(s, sep)
	if !ok {
		return 0, 0, false
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(x))
	b, err2 := strconv.Atoi(strings.TrimSpace(y))
	return a, b, err1 == nil && err2 == nil
}

// init answers -h and a command line that cannot be read before the
// window library starts (see the package's doc).
func init() {
	if len(os.Args) < 2 || strings.HasSuffix(os.Args[0], ".test") {
		return
	}
	_, err := Parse(os.Args[1:], os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		os.Exit(0)
	case err != nil:
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

package game

import "battlemap/game/i18n"

// Config is how the app was started.
type Config struct {
	// File is an encounter or scenario file to open instead of the demo
	// (desktop); Data, when set, is its content already read.
	File string
	Data []byte
	// FileErr is why File could not be read; the app shows it.
	FileErr error
	// SaveFile is where Ctrl+S saves the encounter (desktop): -save, else
	// File, else DefaultSaveFile in the working directory.
	SaveFile string
	// Dump is a file the state JSON is written to after the first frame and
	// after every change (desktop test hook).
	Dump string
	// Width and Height are the window size (desktop).
	Width, Height int
	// Fit fits the map into the window at the start.
	Fit bool
	// Screenshot is a PNG file the first frame is saved to; the app then
	// exits (desktop).
	Screenshot string
	// Bench runs the benchmark and reports its result (stdout on the
	// desktop, battlemap.benchResult() on the web), then exits (desktop).
	Bench bool
	// BenchFrames is how many frames each bench phase draws.
	BenchFrames int
	// Select, Target and Hover set the selection, the target and the
	// hovered square at the start (screenshots, tests).
	Select, Target string
	Hover          [2]int
	HoverSet       bool
	// Players opens the players' screen instead of the GM's.
	Players bool
	// Lead is the loopback address the GM's window serves the players'
	// window on (desktop); Follow the address the players' window follows.
	Lead, Follow string
	// Fullscreen starts full screen (desktop).
	Fullscreen bool
	// Rotate turns the view by 0, 90, 180 or 270 degrees.
	Rotate int
	// Inches is the screen's diagonal for true scale, 0 when not set.
	Inches float64
	// Lang is the interface's language: -lang (desktop) or ?lang= (web),
	// else the one last chosen in the app, else the system's (LANG, or
	// the browser's languages).
	Lang i18n.Lang
	// Edit starts the board in Edit mode.
	Edit bool
	// Dir is the desktop's encounters folder (-dir).
	Dir string
	// Soak plays that many scripted actions on the encounter and reports
	// what they cost (soak.go), as Bench reports its frames.
	Soak int
}

// DefaultSaveFile is the file the desktop app saves to when neither -save
// nor a file to open was given.
const DefaultSaveFile = "battlemap-encounter.json"

// DefaultConfig is the configuration with no flags given.
func DefaultConfig() Config {
	return Config{Width: 1280, Height: 800, Fit: true, BenchFrames: 300}
}

package game

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"time"

	"battlemap/engine"
	"battlemap/game/board"
	"battlemap/game/input"
)

// bench measures frame times on a big encounter: a 100×100 map with 60
// tokens and every overlay on (a mover selected, a target chosen).
//
//   - "full": the pointer moves to the next reachable square every frame,
//     so the path preview, the status panel and the hover layer are
//     recomputed and redrawn each frame, as the app does while a player
//     moves the mouse (the map layer is kept, as in the app);
//   - "scene_redraw": as full, and the whole map layer is redrawn every
//     frame too, as while panning or zooming (fewer frames: the worst case);
//   - "players_sight": the players' screen with line of sight from the 30
//     party tokens, one of them moving a square every frame, so that the
//     vision, the fog and the map layer are worked out again each frame;
//   - "empty": an empty screen, the cost of the frame loop itself.
//
// Each frame's Update+Draw is timed with the monotonic clock, and so is the
// interval between frames. This is the only place the app reads the clock.
type bench struct {
	board  *board.Board
	frames int
	phase  int
	n      int
	t0     time.Time
	prev   time.Time
	work   [4][]float64 // ms per Update+Draw, per measured phase
	gap    [4][]float64 // ms between frames
	hover  []engine.Reached
	party  string // the party token that moves in the players' phase
	hi     int
	done   bool
}

// The bench phases, in order.
const (
	benchWarm = iota
	benchFull
	benchRedraw
	benchPlayers
	benchEmpty
	benchOver
)

// benchWarmFrames are drawn before measuring (caches, glyphs, GPU state).
const benchWarmFrames = 10

// measured returns the index of the measured phase, or -1.
func (bn *bench) measured() int {
	if bn.phase >= benchFull && bn.phase < benchOver {
		return bn.phase - benchFull
	}
	return -1
}

// phaseFrames is how many frames the current phase draws.
func (bn *bench) phaseFrames() int {
	switch bn.phase {
	case benchWarm:
		return benchWarmFrames
	case benchRedraw, benchPlayers:
		return max(10, bn.frames/10)
	}
	return bn.frames
}

func newBench(frames int) (*bench, error) {
	if frames <= 0 {
		frames = 300
	}
	e, err := board.BenchEncounter()
	if err != nil {
		return nil, err
	}
	b := board.NewWith(e, "bench", board.Options{})
	b.Select(board.BenchMover)
	b.SetTarget(board.BenchTarget)
	mv := b.Movement()
	if mv.Err != nil {
		return nil, mv.Err
	}
	bn := &bench{board: b, frames: frames, hover: append([]engine.Reached(nil), mv.Squares...), party: board.BenchMover}
	return bn, nil
}

// newBenchOn measures the board's own encounter (an opened map): the
// first creature that can move is the mover, a hover a frame over the
// squares it reaches.
func newBenchOn(b *board.Board, frames int) (*bench, error) {
	if frames <= 0 {
		frames = 300
	}
	e := b.Encounter()
	for _, c := range e.Creatures {
		b.Select(c.ID)
		if mv := b.Movement(); mv.Err == nil && len(mv.Squares) > 0 {
			bn := &bench{board: b, frames: frames, hover: append([]engine.Reached(nil), mv.Squares...)}
			for _, p := range e.Creatures {
				if p.Side == board.PartySide(e) {
					bn.party = p.ID
					break
				}
			}
			return bn, nil
		}
	}
	return nil, fmt.Errorf("game: -bench: no creature of %s can move", b.Name())
}

// empty reports whether this frame draws the empty scene.
func (bn *bench) empty() bool { return bn.phase == benchEmpty }

// update starts a frame: it moves the pointer to the next reachable square.
func (bn *bench) update(g *Game) {
	now := time.Now()
	if m := bn.measured(); m >= 0 && !bn.prev.IsZero() {
		bn.gap[m] = append(bn.gap[m], ms(now.Sub(bn.prev)))
	}
	bn.prev, bn.t0 = now, now
	g.r.forceScene = bn.phase == benchRedraw
	if bn.phase == benchPlayers {
		if bn.n == 0 && bn.board.View() != board.PlayersScreen {
			if err := bn.board.BenchPlayers(); err != nil {
				bn.board.Report(err)
			}
		}
		bn.board.BenchShuffle(bn.party, bn.n)
		return
	}
	if bn.phase < benchEmpty && len(bn.hover) > 0 {
		q := bn.hover[bn.hi%len(bn.hover)]
		bn.hi++
		x, y := bn.board.SquareCenter(q.X, q.Y)
		bn.board.Handle(input.Event{Action: input.Hover, X: x, Y: y})
	}
}

// frameDone records the frame's time and moves through the phases; it
// returns the result once everything is measured.
func (bn *bench) frameDone() ([]byte, bool) {
	if bn.done {
		return nil, false
	}
	if m := bn.measured(); m >= 0 {
		bn.work[m] = append(bn.work[m], ms(time.Since(bn.t0)))
	}
	bn.n++
	if bn.n < bn.phaseFrames() {
		return nil, false
	}
	bn.n = 0
	bn.prev = time.Time{}
	bn.phase++
	if bn.phase < benchOver {
		return nil, false
	}
	bn.done = true
	return bn.result(), true
}

// result measures the hover preview and words everything as JSON.
func (bn *bench) result() []byte {
	b := bn.board
	b.SetView(board.GMScreen)
	var total time.Duration
	each := make([]float64, 0, len(bn.hover))
	for _, q := range bn.hover {
		x, y := b.SquareCenter(q.X, q.Y)
		t := time.Now()
		b.Handle(input.Event{Action: input.Hover, X: x, Y: y})
		b.Preview()
		b.Status()
		d := time.Since(t)
		total += d
		each = append(each, float64(d.Nanoseconds())/1000)
	}
	hoverUS := 0.0
	if len(bn.hover) > 0 {
		hoverUS = float64(total.Nanoseconds()) / 1000 / float64(len(bn.hover))
	}
	e := b.Encounter()
	out := map[string]any{
		"full":             stats(bn.work[0], bn.gap[0]),
		"scene_redraw":     stats(bn.work[1], bn.gap[1]),
		"players_sight":    stats(bn.work[2], bn.gap[2]),
		"empty":            stats(bn.work[3], bn.gap[3]),
		"hover_preview_us": round(hoverUS),
		"hover_p99_us":     round(p99(each)),
		"frames":           bn.frames,
		"map":              []int{e.Grid.W, e.Grid.H},
		"tokens":           len(e.Creatures),
		"reachable":        len(bn.hover),
		"areas":            benchAreas(b),
	}
	data, _ := json.Marshal(out) // plain maps and numbers
	return data
}

// stats summarises frame times.
func stats(work, gap []float64) map[string]float64 {
	return map[string]float64{
		"mean_ms":          round(mean(work)),
		"p99_ms":           round(p99(work)),
		"interval_mean_ms": round(mean(gap)),
		"interval_p99_ms":  round(p99(gap)),
	}
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

func mean(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}

func p99(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	i := int(math.Ceil(0.99*float64(len(s)))) - 1
	return s[max(0, i)]
}

func round(v float64) float64 { return math.Round(v*1000) / 1000 }

package game

import (
	"encoding/json"
	"math/rand/v2"
	"runtime"
	"time"

	"battlemap/engine"
	"battlemap/game/board"
	"battlemap/game/input"
)

// soak plays a long fight on the open encounter as a table would, through
// the board's input, with the autosave on: rolls initiative, then turn
// after turn moves the creature whose turn it is to a square it can reach,
// answers the reactions a move waits on, and now and then undoes and
// redoes; a few actions each frame, so the frames and the autosave run as
// they do in play. It measures what each action costs (the board's
// handling and the autosave's write) at the start and at the end, and the
// memory, so that a test can hold that action 10,000 costs what action 10
// does (?soak=N on the web page, -soak N on the desktop).
type soak struct {
	n, done  int
	perFrame int
	r        *rand.Rand
	pl       *engine.Planner
	reached  []engine.Reached
	times    []float64 // ms per action
	heap     [2]uint64 // bytes in use after the first window and at the end
	sys      [2]uint64 // bytes the runtime holds from the system
	result   []byte
}

// soakWindow is how many actions the start and the end each average.
const soakWindow = 500

func newSoak(n int) *soak {
	return &soak{n: n, perFrame: 8, r: rand.New(rand.NewPCG(9, 10)), pl: engine.NewPlanner()}
}

// step plays this frame's actions; it returns the result once the soak is
// over.
func (s *soak) step(g *Game) []byte {
	if s.result != nil {
		return s.result
	}
	for i := 0; i < s.perFrame && s.done < s.n; i++ {
		t0 := time.Now()
		s.act(g)
		if g.lib != nil {
			g.lib.tick(g)
		}
		s.times = append(s.times, float64(time.Since(t0).Microseconds())/1000)
		s.done++
		if s.done == soakWindow {
			s.heap[0], s.sys[0] = memory()
		}
	}
	if s.done < s.n {
		return nil
	}
	s.heap[1], s.sys[1] = memory()
	e := g.board.Encounter()
	undo, _ := e.Changes()
	res := map[string]any{
		"actions":        s.done,
		"first_ms":       mean(s.times[:min(soakWindow, len(s.times))]),
		"last_ms":        mean(s.times[max(0, len(s.times)-soakWindow):]),
		"heap_mb":        [2]float64{mb(s.heap[0]), mb(s.heap[1])},
		"sys_mb":         [2]float64{mb(s.sys[0]), mb(s.sys[1])},
		"undo_depth":     len(undo),
		"log_lines":      len(e.Log),
		"save_problem":   g.board.SaveProblem(),
		"round":          e.Turn.Round,
		"journal_writes": 0,
	}
	if g.lib != nil && g.lib.as != nil {
		res["journal_writes"] = g.lib.as.Records
		res["compactions"] = g.lib.as.Compactions
	}
	s.result, _ = json.Marshal(res)
	return s.result
}

// act plays one action: what the table would do next.
func (s *soak) act(g *Game) {
	b := g.board
	e := b.Encounter()
	handle := func(a input.Action) { b.Handle(input.Event{Action: a}) }
	switch {
	case len(e.Initiative.Order) == 0:
		handle(input.RollInitiative)
	case e.Turn.Pending != nil:
		// A reaction waits: take or decline it.
		w := e.Turn.Pending.Waiting[0]
		kind := "decline"
		if s.r.IntN(3) == 0 {
			kind = "take"
		}
		s.press(b, "react:"+w.By+":"+kind)
	case e.Turn.Active == "" || s.r.IntN(4) == 0:
		handle(input.NextTurn)
	case s.r.IntN(10) == 0 && e.CanUndo():
		handle(input.Undo)
	case s.r.IntN(10) == 0 && e.CanRedo():
		handle(input.Redo)
	default:
		who := e.Turn.Active
		c := e.Creature(who)
		plan := e.MovementLeft(c)
		if plan.Actions == 0 || plan.Budget <= 0 || s.pl.Search(e, engine.MoveQuery{Who: who, Budget: plan.Budget, Actions: plan.Actions, Diagonals: e.Turn.Diagonals}) != nil {
			handle(input.NextTurn)
			return
		}
		s.reached = s.pl.Reachable(s.reached[:0])
		if len(s.reached) == 0 {
			handle(input.NextTurn)
			return
		}
		to := s.reached[s.r.IntN(len(s.reached))]
		b.Select(who)
		x, y := b.SquareCenter(to.X, to.Y)
		b.Handle(input.Event{Action: input.Click, X: x, Y: y})
	}
}

// press presses the on-screen button called name, as a tap would.
func (s *soak) press(b *board.Board, name string) {
	for _, bt := range b.Buttons() {
		if bt.Name == name {
			x, y := bt.Rect.Center()
			b.Handle(input.Event{Action: input.Click, X: x, Y: y})
			return
		}
	}
	b.Handle(input.Event{Action: input.NextTurn}) // no such button: move on
}

// memory returns the bytes in use and those the runtime holds.
func memory() (inUse, sys uint64) {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc, m.Sys
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

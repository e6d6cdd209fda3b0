package game

import (
	"time"

	"battlemap/engine/area"
	"battlemap/game/board"
	"battlemap/game/input"
)

// benchAreas measures the Areas tool on the bench's board, after the
// frames: a 60-ft burst dragged across the map view and a 60-ft cone
// turned, each pointer move timed with the template computed again and
// the status panel's lines made, as the next frame asks. It returns the
// mean and the 99th percentile per move in microseconds, by name.
func benchAreas(b *board.Board) map[string]float64 {
	out := map[string]float64{}
	b.SetAreas(true)
	defer b.SetAreas(false)
	m := b.MapRect()
	const moves = 120
	for _, c := range []struct {
		name  string
		shape area.Shape
		aim   bool
	}{{"burst_drag", area.Burst, false}, {"cone_aim", area.Cone, true}} {
		b.ChooseShape(c.shape, 60)
		if c.aim {
			x, y := m.Center()
			b.Handle(input.Event{Action: input.Click, X: x, Y: y, Touch: true})
		}
		b.Handle(input.Event{Action: input.DragStart, X: m.X + m.W*0.2, Y: m.Y + m.H*0.2, Touch: true})
		each := make([]float64, 0, moves)
		for i := range moves {
			f := 0.2 + 0.6*float64(i)/(moves-1)
			t := time.Now()
			b.Handle(input.Event{Action: input.DragMove, X: m.X + m.W*f, Y: m.Y + m.H*(1-f), Touch: true})
			b.Template()
			b.Status()
			each = append(each, float64(time.Since(t).Nanoseconds())/1000)
		}
		b.Handle(input.Event{Action: input.DragEnd, X: m.X + m.W*0.8, Y: m.Y + m.H*0.2, Touch: true})
		b.Handle(input.Event{Action: input.Cancel})
		out[c.name+"_us"] = round(mean(each))
		out[c.name+"_p99_us"] = round(p99(each))
	}
	return out
}

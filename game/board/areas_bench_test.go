package board

import (
	"testing"

	"github.com/stretchr/testify/require"

	"battlemap/engine/area"
	"battlemap/game/input"
)

// benchDrag drags a template of shape over the bench map (100×100, 60
// creatures, 100 walls): one op is one pointer move, with the template
// computed again and the status panel's lines made, as a frame asks.
func benchDrag(bm *testing.B, shape area.Shape, feet int, aim bool) {
	e, err := BenchEncounter()
	require.NoError(bm, err)
	b := NewWith(e, "bench", Options{})
	b.SetScreen(1280, 800, 1, nil)
	b.SetAreas(true)
	b.ChooseShape(shape, feet)
	// Points along a diagonal of the map view, a drag's path.
	var pts [][2]float64
	m := b.MapRect()
	for i := range 64 {
		f := 0.2 + 0.6*float64(i)/63
		pts = append(pts, [2]float64{m.X + m.W*f, m.Y + m.H*f})
	}
	if aim {
		// Placed at the view's middle first: the drag starts on its
		// other side, away from it, and turns it.
		x, y := m.Center()
		b.Handle(input.Event{Action: input.Click, X: x, Y: y, Touch: true})
		require.Equal(bm, dragAim, func() dragKind {
			b.Handle(input.Event{Action: input.DragStart, X: pts[0][0], Y: pts[0][1], Touch: true})
			return b.areas.drag.kind
		}(), "the drag aims")
	} else {
		b.Handle(input.Event{Action: input.DragStart, X: pts[0][0], Y: pts[0][1], Touch: true})
	}
	bm.ReportAllocs()
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		p := pts[i%len(pts)]
		b.Handle(input.Event{Action: input.DragMove, X: p[0], Y: p[1], Touch: true})
		if _, ok := b.Template(); !ok {
			bm.Fatalf("no template at %v: %v", p, b.TemplateErr())
		}
		b.Status()
	}
}

// BenchmarkDragBurst moves a 60-ft burst per pointer move.
func BenchmarkDragBurst(bm *testing.B) { benchDrag(bm, area.Burst, 60, false) }

// BenchmarkAimCone turns a 60-ft cone per pointer move.
func BenchmarkAimCone(bm *testing.B) { benchDrag(bm, area.Cone, 60, true) }

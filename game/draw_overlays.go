package game

import (
	"battlemap/game/board"
	"battlemap/game/view"
)

// drawAreaOverlays draws the overlays that cover squares: movement (blue
// for one action, orange with a dot for the rest of the turn), the reach
// subject's threatened squares (purple frames) and the squares from which
// the selected creature would flank the target (green diamonds). An
// overlay the engine cannot answer yet draws nothing.
func (r *renderer) drawAreaOverlays(b *board.Board, cam view.Camera) {
	f := r.flat
	s := float32(cam.Scale)
	l := b.Layers()
	if l.Movement {
		if mv := b.Movement(); mv != nil && mv.Err == nil {
			sel := b.Encounter().Creature(mv.Who)
			for i, q := range mv.Squares {
				if sel != nil && q.X == sel.X && q.Y == sel.Y {
					continue
				}
				sx, sy := cam.ToScreen(float64(q.X), float64(q.Y))
				px, py := float32(sx), float32(sy)
				switch mv.SquareBand(i) {
				case 1:
					f.rect(px, py, s, s, colBand1)
				case 2:
					f.rect(px, py, s, s, colBand2)
					d := max(1.5, s*0.07)
					f.rect(px+s/2-d, py+s/2-d, 2*d, 2*d, colBandDot)
				}
			}
		}
	}
	if l.Reach {
		if th := b.Threat(); th != nil && th.Err == nil {
			t := max(2, s*0.07)
			for _, q := range th.Squares {
				sx, sy := cam.ToScreen(float64(q.X), float64(q.Y))
				px, py := float32(sx), float32(sy)
				f.rect(px, py, s, s, colReachIn)
				f.frame(px+t, py+t, s-2*t, s-2*t, t, colReach)
			}
		}
	}
	if l.Flanking {
		if fl := b.Flanking(); fl != nil && fl.Err == nil && fl.SquaresErr == nil {
			for _, q := range fl.Squares {
				sx, sy := cam.ToScreen(float64(q.X)+0.5, float64(q.Y)+0.5)
				cx, cy := float32(sx), float32(sy)
				d := s * 0.3
				f.quad(cx, cy-d, cx+d, cy, cx, cy+d, cx-d, cy, alpha(colFlank, 0xc0))
			}
		}
	}
}

package board

import (
	"math"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// True scale: one inch a square, the size of the bases of miniatures, once
// the screen is calibrated — its diagonal in inches (-screen-inches,
// ?inches=), or a bank card drawn on the screen and made as wide as a real
// one. At true scale the zoom is locked and panning moves by whole
// squares, so that the grid stays where the miniatures stand.

// cardInches is the width of an ID-1 card (a bank card), 85.6 mm.
const cardInches = 85.6 / 25.4

// scaleState is the true scale's settings and the calibration under way.
type scaleState struct {
	ppi         float64 // screen pixels per inch, 0 when not calibrated
	on          bool    // true scale
	calibrating bool    // the card is on the screen
	card        float64 // the card's width in screen pixels while calibrating
	restX       float64 // panning not yet a whole square
	restY       float64
}

// SetPixelsPerInch tells the board the screen's density (pixels per inch
// of the screen's pixels), 0 for unknown.
func (b *Board) SetPixelsPerInch(ppi float64) {
	if !(ppi > 0 && ppi < 10000) {
		ppi = 0
	}
	if ppi == b.scale.ppi {
		return
	}
	b.scale.ppi = ppi
	if b.scale.on {
		b.fit()
	}
	b.touch()
}

// PixelsPerInch is the screen's density as calibrated, 0 for unknown.
func (b *Board) PixelsPerInch() float64 { return b.scale.ppi }

// TrueScale reports whether the map shows at one inch a square.
func (b *Board) TrueScale() bool { return b.scale.on && b.scale.ppi > 0 }

// SetTrueScale shows the map at one inch a square (zoom locked), or frees
// the zoom again. Without a calibration it opens the calibration.
func (b *Board) SetTrueScale(on bool) {
	if on && b.scale.ppi <= 0 {
		b.openCalibration()
		return
	}
	b.scale.on = on
	b.scale.restX, b.scale.restY = 0, 0
	b.fit()
	if on {
		b.note(b.f("true scale: 1 inch a square (%.0f px); the zoom is locked, panning goes by whole squares", b.scale.ppi))
	}
}

// trueFit is the camera at true scale: the map's middle in the view's,
// its corner on a whole pixel.
func (b *Board) trueFit() view.Camera {
	s := b.scale.ppi
	m := b.screen.mapR
	cx, cy := m.Center()
	g := b.enc.Grid
	return view.Camera{OX: math.Round(cx - float64(g.W)*s/2), OY: math.Round(cy - float64(g.H)*s/2), Scale: s}
}

// panTrue pans at true scale: by whole squares, the rest kept for the
// next movement.
func (b *Board) panTrue(dx, dy float64) {
	st := &b.scale
	s := b.cam.Scale
	st.restX += dx
	st.restY += dy
	kx, ky := math.Trunc(st.restX/s), math.Trunc(st.restY/s)
	if kx == 0 && ky == 0 {
		return
	}
	st.restX -= kx * s
	st.restY -= ky * s
	b.cam = b.cam.Pan(kx*s, ky*s)
	b.camMoved = true
	b.touch()
}

// openCalibration puts the card on the screen, as wide as the density
// known so far says (else a guess of 96 pixels an inch at the interface's
// scale).
func (b *Board) openCalibration() {
	ppi := b.scale.ppi
	if ppi <= 0 {
		ppi = 96 * b.UI()
	}
	b.scale.calibrating, b.scale.card = true, ppi*cardInches
	b.touch()
}

// Calibration returns the card being matched, in screen pixels: its place
// over the map; false when no calibration is under way.
func (b *Board) Calibration() (view.Rect, bool) {
	if !b.scale.calibrating {
		return view.Rect{}, false
	}
	w := b.scale.card
	h := w * 53.98 / 85.6
	m := b.screen.mapR
	cx, cy := m.Center()
	return view.Rect{X: cx - w/2, Y: cy - h/2 - 40*b.UI(), W: w, H: h}, true
}

// calibrateControls are the calibration's buttons: narrower and wider in
// two steps, keep, cancel.
func (b *Board) calibrateControls() []control {
	if !b.scale.calibrating {
		return nil
	}
	step := func(name, label string, f float64) control {
		return control{ui.Button{Name: "cal:" + name, Label: label, Enabled: true, Size: formFont},
			func(b *Board) Effect {
				b.scale.card = math.Max(40, math.Min(b.scale.card*f, b.screen.w))
				b.touch()
				return NoEffect
			}}
	}
	return []control{
		step("--", "−−", 1/1.1), step("-", "−", 1/1.01), step("+", "+", 1.01), step("++", "++", 1.1),
		{ui.Button{Name: "cal:ok", Label: b.t("OK"), Enabled: true, Hot: true, Size: formFont}, func(b *Board) Effect {
			b.scale.calibrating = false
			b.SetPixelsPerInch(b.scale.card / cardInches)
			b.SetTrueScale(true)
			return NoEffect
		}},
		{ui.Button{Name: "cal:cancel", Label: b.t("Cancel"), Enabled: true, Size: formFont}, func(b *Board) Effect {
			b.scale.calibrating = false
			b.touch()
			return NoEffect
		}},
	}
}

func (b *Board) calibrateLabels() []ui.Label {
	if !b.scale.calibrating {
		return nil
	}
	return []ui.Label{{Text: b.t("Hold a bank card against the screen and make the frame as wide as the card, then OK."), Size: formFont, Bold: true, Wrap: true}}
}

// layoutCalibrate places the calibration's text and buttons under the
// card.
func (b *Board) layoutCalibrate(p *ui.Panel) {
	card, ok := b.Calibration()
	if !ok || len(p.Buttons) == 0 {
		return
	}
	u := b.screen.ui
	m := b.screen.mapR
	w := min(formW*1.3*u, m.W-2*buttonGap*u)
	pad := formPad * u
	top := card.Y + card.H + buttonGap*u
	col := ui.Column{X: m.X + (m.W-w)/2 + pad, Y: top + pad, W: w - 2*pad, Gap: buttonGap * u}
	p.Labels[0].Rect = col.Next(2 * 30 * u)
	row := ui.Row{X: col.X, Y: col.Y, H: promptBtnH * u, Gap: buttonGap * u}
	bw := (w - 2*pad - 5*buttonGap*u) / 6
	for i := range p.Buttons {
		p.Buttons[i].Rect = row.Next(bw)
	}
	col.Skip(promptBtnH * u)
	p.Rect = view.Rect{X: col.X - pad, Y: top, W: w, H: col.Y - top + pad}
}

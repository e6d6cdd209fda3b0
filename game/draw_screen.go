package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// drawScreen draws the interface the board laid out (package ui), panel
// by panel, the last on top. Every widget is drawn from what it is and how
// it stands, the same wherever it is: a button from its Fill and Frame, a
// label from its rows and tone.
func (r *renderer) drawScreen(dst *ebiten.Image, scr *ui.Screen) {
	for i := range scr.Panels {
		r.drawPanel(dst, scr, &scr.Panels[i])
	}
}

// drawPanel draws one panel: its veil, its background, the faces of its
// buttons, its marks, then the texts.
func (r *renderer) drawPanel(dst *ebiten.Image, scr *ui.Screen, p *ui.Panel) {
	u := max(1, scr.Scale)
	f := r.flat
	f.begin(dst)
	fill := func(rc view.Rect, c color.RGBA) {
		f.rect(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), c)
	}
	frame := func(rc view.Rect, t float64, c color.RGBA) {
		f.frame(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), float32(t), c)
	}
	if p.Veil.W > 0 {
		fill(p.Veil, colDim)
	}
	if p.Rect.W > 0 {
		switch p.Look {
		case ui.PanelBar:
			fill(p.Rect, colBar)
		case ui.PanelStatus:
			fill(p.Rect, colStatus)
		case ui.PanelAlert:
			fill(p.Rect, colPrompt)
			frame(p.Rect, 4*u, colDanger)
		case ui.PanelPopup:
			fill(view.Rect{X: p.Rect.X + 3*u, Y: p.Rect.Y + 3*u, W: p.Rect.W, H: p.Rect.H}, colShadow)
			fill(p.Rect, colPrompt)
			frame(p.Rect, 2*u, colSelect)
		}
	}
	for _, bt := range p.Buttons {
		c := fillColor(bt.Fill())
		if bt.Faded {
			c = alpha(c, 0x60)
		}
		fill(bt.Rect, c)
		switch bt.Frame() {
		case ui.FrameHollow:
			frame(bt.Rect, 2*u, colButtonOn)
		case ui.FrameMarked:
			frame(bt.Rect, 3*u, colSelect)
		case ui.FrameGold:
			frame(bt.Rect, 3*u, colTurn)
		}
	}
	for _, m := range p.Marks {
		fill(m, colSelect)
	}
	f.flush()
	for _, bt := range p.Buttons {
		c := colText
		switch {
		case !bt.Enabled:
			c = colTextDim
		case bt.Dark():
			c = colPath
		}
		px := scr.Px(bt.Size)
		cx, cy := bt.Rect.Center()
		if bt.Align == ui.AlignStart {
			r.fonts.draw(dst, bt.Text, bt.Rect.X+ui.Inset*u, cy, px, true, c, 0, 0.5)
			continue
		}
		r.fonts.draw(dst, bt.Text, cx, cy, px, true, c, 0.5, 0.5)
	}
	for _, l := range p.Labels {
		if l.Rect.W > 0 {
			r.drawLabel(dst, scr, l)
		}
	}
}

// fillColor is the colour of a button's face.
func fillColor(f ui.Fill) color.RGBA {
	switch f {
	case ui.FillOff:
		return colButtonOff
	case ui.FillOn:
		return colButtonOn
	case ui.FillGold:
		return colTurn
	case ui.FillDanger:
		return colTake
	case ui.FillGrave:
		return colDrop
	}
	return colButton
}

// drawLabel draws a label's rows: from its top when it wraps, else one row
// centred in its height.
func (r *renderer) drawLabel(dst *ebiten.Image, scr *ui.Screen, l ui.Label) {
	px := scr.Px(l.Size)
	lh := l.RowHeight(px, scr.Scale)
	c := colText
	if l.Tone == ui.ToneAlert {
		c = colError
	}
	y := l.Rect.Y + lh/2
	if !l.Wrap {
		y = l.Rect.Y + l.Rect.H/2
	}
	for _, row := range l.Rows {
		r.fonts.draw(dst, row, l.Rect.X, y, px, l.Bold, c, 0, 0.5)
		y += lh
	}
}

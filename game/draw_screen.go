package game

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// drawScreen draws the interface the board laid out (package ui), panel
// by panel, the last on top. Every widget is drawn from what it is and how
// it stands, the same wherever it is: a button from its Fill and Frame, a
// label from its rows and tone, a text field as a box with what is typed
// in it and the caret (typing; nil when the platform shows the typing
// itself, as the web page's <input> over the field does).
func (r *renderer) drawScreen(dst *ebiten.Image, scr *ui.Screen, typing *ui.Edit, tick int64) {
	for i := range scr.Panels {
		r.drawPanel(dst, scr, &scr.Panels[i], typing, tick)
	}
}

// drawPanel draws one panel: its veil, its background, the faces of its
// buttons and fields, its marks, then the texts.
func (r *renderer) drawPanel(dst *ebiten.Image, scr *ui.Screen, p *ui.Panel, typing *ui.Edit, tick int64) {
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
	for _, fl := range p.Fields {
		fill(fl.Rect, colField)
		frame(fl.Rect, 2*u, colButtonOn)
	}
	f.flush()
	for _, bt := range p.Buttons {
		if img := r.icons[bt.Icon]; bt.Icon != "" && img != nil {
			r.drawIcon(dst, img, ui.Inner(bt.Rect, 3*u))
		}
	}
	for _, bt := range p.Buttons {
		c := colText
		switch {
		case !bt.Enabled:
			c = colTextDim
		case bt.Dark():
			c = colPath
		}
		px := bt.Px
		if px <= 0 {
			px = scr.Px(bt.Size)
		}
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
	for _, fl := range p.Fields {
		r.drawField(dst, scr, fl, typing, tick)
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

// drawField draws what is typed in a text field, scrolled to show the
// caret and cut at the field's edges, with the caret blinking; the hint
// while it is empty. Text selected as a whole (as the field opens) is
// drawn on blue.
func (r *renderer) drawField(dst *ebiten.Image, scr *ui.Screen, fl ui.Field, typing *ui.Edit, tick int64) {
	if typing == nil {
		return
	}
	u := max(1, scr.Scale)
	px := scr.Px(fl.Size)
	in := ui.Inner(fl.Rect, 2*u)
	clip, ok := dst.SubImage(image.Rect(int(in.X), int(in.Y), int(in.X+in.W), int(in.Y+in.H))).(*ebiten.Image)
	if !ok {
		return
	}
	x0 := fl.Rect.X + ui.Pad*u - typing.Scroll()
	_, cy := fl.Rect.Center()
	text := typing.Text()
	if typing.Selected() && text != "" {
		w := r.fonts.measure(text, px, false)
		r.flat.begin(clip)
		r.flat.rect(float32(x0), float32(cy-px*0.65), float32(w), float32(px*1.3), colButtonOn)
		r.flat.flush()
	}
	if text == "" {
		r.fonts.draw(clip, fl.Hint, x0, cy, px, false, colTextDim, 0, 0.5)
	} else {
		r.fonts.draw(clip, text, x0, cy, px, false, colText, 0, 0.5)
	}
	if (tick/30)%2 == 0 {
		x := x0 + typing.CaretX(r.fonts.measure, px)
		r.flat.begin(clip)
		r.flat.rect(float32(x), float32(cy-px*0.6), float32(2*u), float32(px*1.2), colText)
		r.flat.flush()
	}
}

// drawIcon draws img fitted into rc, keeping its shape.
func (r *renderer) drawIcon(dst *ebiten.Image, img *ebiten.Image, rc view.Rect) {
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	if w <= 0 || h <= 0 || rc.W <= 0 || rc.H <= 0 {
		return
	}
	s := min(rc.W/w, rc.H/h)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(rc.X+(rc.W-w*s)/2, rc.Y+(rc.H-h*s)/2)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

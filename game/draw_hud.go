package game

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/board"
	"battlemap/game/view"
)

// drawHUD draws the button bar, the action column, the initiative strip,
// the reaction prompt, the target menu and the status panel.
func (r *renderer) drawHUD(dst *ebiten.Image, b *board.Board) {
	ui := b.UI()
	size := board.FontSize * ui
	f := r.flat
	f.begin(dst)
	bar := b.BarRect()
	f.rect(float32(bar.X), float32(bar.Y), float32(bar.W), float32(bar.H), colBar)
	for _, pr := range []view.Rect{b.ActionRect(), b.StripRect()} {
		f.rect(float32(pr.X), float32(pr.Y), float32(pr.W), float32(pr.H), colBar)
	}
	st := b.StatusRect()
	f.rect(float32(st.X), float32(st.Y), float32(st.W), float32(st.H), colStatus)
	if pr := b.PromptRect(); pr.W > 0 {
		m := b.MapRect()
		f.rect(float32(m.X), float32(m.Y), float32(m.W), float32(m.H), colDim)
		t := float32(4 * ui)
		f.rect(float32(pr.X), float32(pr.Y), float32(pr.W), float32(pr.H), colPrompt)
		f.frame(float32(pr.X), float32(pr.Y), float32(pr.W), float32(pr.H), t, colDanger)
	}
	if mr := b.MenuRect(); mr.W > 0 {
		// The target menu's panel, under its buttons (drawn last).
		f.rect(float32(mr.X+3*ui), float32(mr.Y+3*ui), float32(mr.W), float32(mr.H), colShadow)
		f.rect(float32(mr.X), float32(mr.Y), float32(mr.W), float32(mr.H), colPrompt)
		f.frame(float32(mr.X), float32(mr.Y), float32(mr.W), float32(mr.H), float32(2*ui), colSelect)
	}
	buttons := b.Buttons()
	drag, dragY := b.StripDrag()
	for _, bt := range buttons {
		c := buttonColor(bt)
		rc := bt.Rect
		if drag != "" && bt.Name == "init:"+drag {
			c = alpha(c, 0x60) // the dragged entry's place
		}
		f.rect(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), c)
		switch {
		case bt.Toggle && !bt.On:
			// An off toggle is drawn hollow as well as grey.
			f.frame(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), float32(ui*2), colButtonOn)
		case bt.Marked:
			f.frame(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), float32(ui*3), colSelect)
		case bt.Hot && bt.Group == board.GroupActions:
			f.frame(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), float32(ui*3), colTurn)
		}
	}
	if drag != "" {
		sr := b.StripRect()
		f.rect(float32(sr.X), float32(dragY-2*ui), float32(sr.W), float32(4*ui), colSelect)
	}
	f.flush()
	for _, bt := range buttons {
		c := colText
		switch {
		case !bt.Enabled:
			c = colTextDim
		case bt.Hot && (bt.Group == board.GroupStrip || bt.Group == board.GroupStripCmd):
			c = colPath // dark on gold
		}
		sz := size
		if bt.Size > 0 {
			sz = bt.Size * ui
		}
		cx, cy := bt.Rect.Center()
		label := r.fonts.fit(bt.Label, bt.Rect.W-8*ui, sz, true)
		if bt.Group == board.GroupStrip || bt.Group == board.GroupDelayed {
			r.fonts.draw(dst, label, bt.Rect.X+10*ui, cy, sz, true, c, 0, 0.5)
			continue
		}
		r.fonts.draw(dst, label, cx, cy, sz, true, c, 0.5, 0.5)
	}
	for _, l := range b.Labels() {
		if l.Rect.W <= 0 {
			continue
		}
		r.drawLabel(dst, l, ui)
	}
	lines := r.status.lines(r, b, st.W-2*12*ui, size)
	lh := board.LineHeight * ui
	y := st.Y + 6*ui + lh/2
	last, isErr := b.Last()
	for _, ln := range lines {
		c := colText
		if isErr && last != "" && strings.HasPrefix(ln, "Error: ") {
			c = colError
		}
		r.fonts.draw(dst, ln, st.X+12*ui, y, size, false, c, 0, 0.5)
		y += lh
	}
}

// buttonColor is a button's fill: gold for the creature whose turn it is
// and the command to press next, the tone of a reaction answer, blue for an
// armed action or a toggle that is on.
func buttonColor(bt board.Button) color.RGBA {
	switch {
	case !bt.Enabled:
		return colButtonOff
	case bt.Tone == "take":
		return colTake
	case bt.Tone == "decline":
		return colButton
	case bt.Tone == "drop":
		return colDrop
	case bt.Hot && (bt.Group == board.GroupStrip || bt.Group == board.GroupStripCmd):
		return colTurn
	case bt.Hot && bt.Group == board.GroupActions:
		return colButtonOn
	case bt.Toggle && bt.On:
		return colButtonOn
	case bt.Group == board.GroupDelayed:
		return colButtonOff
	}
	return colButton
}

// drawLabel draws a text of the interface in its rectangle, wrapped into
// the rows it holds when it wraps, else on one line.
func (r *renderer) drawLabel(dst *ebiten.Image, l board.Label, ui float64) {
	sz := l.Size * ui
	c := colText
	if l.Tone == "alert" {
		c = colError
	}
	lh := sz * 1.3
	rows := []string{r.fonts.fit(l.Text, l.Rect.W, sz, l.Bold)}
	if l.Wrap {
		n := max(1, int(l.Rect.H/lh))
		rows = r.wrapBold(l.Text, l.Rect.W, sz, n, l.Bold)
	}
	y := l.Rect.Y + lh/2
	if !l.Wrap {
		y = l.Rect.Y + l.Rect.H/2
	}
	for _, row := range rows {
		r.fonts.draw(dst, row, l.Rect.X, y, sz, l.Bold, c, 0, 0.5)
		y += lh
	}
}

// wrapStatus lays the status lines into the panel: the hover line may take
// two rows, the selection line two, the others one; a line too long for
// its rows ends with an ellipsis.
func (r *renderer) wrapStatus(status []string, w, size float64) []string {
	rows := []int{2, 2, 1, 1}
	var out []string
	for i, s := range status {
		n := 1
		if i < len(rows) {
			n = rows[i]
		}
		out = append(out, r.wrap(s, w, size, n)...)
	}
	for len(out) > board.StatusLines {
		out = out[:board.StatusLines]
	}
	return out
}

// wrap breaks s into at most n rows of width w at spaces.
func (r *renderer) wrap(s string, w, size float64, n int) []string {
	return r.wrapBold(s, w, size, n, false)
}

// wrapBold is wrap in the regular or the bold face.
func (r *renderer) wrapBold(s string, w, size float64, n int, bold bool) []string {
	var rows []string
	for s != "" && len(rows) < n {
		if len(rows) == n-1 || r.fonts.measure(s, size, bold) <= w {
			rows = append(rows, r.fonts.fit(s, w, size, bold))
			break
		}
		words := strings.Split(s, " ")
		cur := ""
		k := 0
		for k < len(words) {
			next := cur
			if next != "" {
				next += " "
			}
			next += words[k]
			if r.fonts.measure(next, size, bold) > w && cur != "" {
				break
			}
			cur = next
			k++
		}
		rows = append(rows, r.fonts.fit(cur, w, size, bold))
		s = strings.Join(words[k:], " ")
	}
	return rows
}

// statusCache keeps the status panel's wrapped lines until the board or
// the panel's width changes: wrapping measures text many times.
type statusCache struct {
	version uint64
	width   float64
	ok      bool
	rows    []string
}

// lines returns the wrapped status lines.
func (c *statusCache) lines(r *renderer, b *board.Board, w, size float64) []string {
	if c.ok && c.version == b.Version() && c.width == w {
		return c.rows
	}
	c.version, c.width, c.ok = b.Version(), w, true
	c.rows = r.wrapStatus(b.Status(), w, size)
	return c.rows
}

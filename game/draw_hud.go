package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/board"
)

// drawHUD draws the button bar and the status panel.
func (r *renderer) drawHUD(dst *ebiten.Image, b *board.Board) {
	ui := b.UI()
	size := board.FontSize * ui
	f := r.flat
	f.begin(dst)
	bar := b.BarRect()
	f.rect(float32(bar.X), float32(bar.Y), float32(bar.W), float32(bar.H), colBar)
	st := b.StatusRect()
	f.rect(float32(st.X), float32(st.Y), float32(st.W), float32(st.H), colStatus)
	buttons := b.Buttons()
	for _, bt := range buttons {
		c := colButton
		switch {
		case !bt.Enabled:
			c = colButtonOff
		case bt.Toggle && bt.On:
			c = colButtonOn
		}
		rc := bt.Rect
		f.rect(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), c)
		if bt.Toggle && !bt.On {
			// An off toggle is drawn hollow as well as grey.
			f.frame(float32(rc.X), float32(rc.Y), float32(rc.W), float32(rc.H), float32(ui*2), colButtonOn)
		}
	}
	f.flush()
	for _, bt := range buttons {
		c := colText
		if !bt.Enabled {
			c = colTextDim
		}
		cx, cy := bt.Rect.Center()
		r.fonts.draw(dst, bt.Label, cx, cy, size, true, c, 0.5, 0.5)
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
	var rows []string
	for s != "" && len(rows) < n {
		if len(rows) == n-1 || r.fonts.measure(s, size, false) <= w {
			rows = append(rows, r.fonts.fit(s, w, size, false))
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
			if r.fonts.measure(next, size, false) > w && cur != "" {
				break
			}
			cur = next
			k++
		}
		rows = append(rows, r.fonts.fit(cur, w, size, false))
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

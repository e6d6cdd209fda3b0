package ui

import "battlemap/game/view"

// The layouts place rectangles one after another; the widgets take them.

// Column lays rectangles top to bottom, W wide, Gap apart.
type Column struct{ X, Y, W, Gap float64 }

// Next returns the next rectangle, h tall.
func (c *Column) Next(h float64) view.Rect {
	r := view.Rect{X: c.X, Y: c.Y, W: c.W, H: h}
	c.Y += h + c.Gap
	return r
}

// Skip leaves d more room below what is laid.
func (c *Column) Skip(d float64) { c.Y += d }

// Row lays rectangles left to right, H tall, Gap apart.
type Row struct{ X, Y, H, Gap float64 }

// Next returns the next rectangle, w wide.
func (r *Row) Next(w float64) view.Rect {
	out := view.Rect{X: r.X, Y: r.Y, W: w, H: r.H}
	r.X += w + r.Gap
	return out
}

// Grid lays N equal cells a row, filling W from (X,Y), rows H tall, Gap
// apart both ways.
type Grid struct {
	X, Y, W, H, Gap float64
	N               int
}

// Cell returns cell i, counted along the rows.
func (g Grid) Cell(i int) view.Rect {
	n := max(1, g.N)
	w := (g.W - float64(n-1)*g.Gap) / float64(n)
	return view.Rect{X: g.X + float64(i%n)*(w+g.Gap), Y: g.Y + float64(i/n)*(g.H+g.Gap), W: w, H: g.H}
}

// Height is the height of k cells' rows, the Gap after the last included.
func (g Grid) Height(k int) float64 {
	n := max(1, g.N)
	return float64((k+n-1)/n) * (g.H + g.Gap)
}

// Flow lays rectangles H tall left to right from (X,Y), Gap apart, and
// starts a new row, Gap below, when the next would pass X+W.
type Flow struct {
	X, Y, W, H, Gap float64
	dx, dy          float64
	rows            int
}

// Next returns the next rectangle, w wide.
func (f *Flow) Next(w float64) view.Rect {
	if f.rows == 0 {
		f.rows = 1
	}
	if f.dx > 0 && f.dx+w > f.W {
		f.dx, f.dy = 0, f.dy+f.H+f.Gap
		f.rows++
	}
	r := view.Rect{X: f.X + f.dx, Y: f.Y + f.dy, W: w, H: f.H}
	f.dx += w + f.Gap
	return r
}

// Rows is how many rows are laid (one while empty).
func (f *Flow) Rows() int { return max(1, f.rows) }

// Inside moves r into within, as far as it takes; a rectangle bigger than
// within keeps its top left corner inside.
func Inside(r, within view.Rect) view.Rect {
	r.X = max(within.X, min(r.X, within.X+within.W-r.W))
	r.Y = max(within.Y, min(r.Y, within.Y+within.H-r.H))
	return r
}

// Inner returns r shrunk by d on every side.
func Inner(r view.Rect, d float64) view.Rect {
	return view.Rect{X: r.X + d, Y: r.Y + d, W: max(0, r.W-2*d), H: max(0, r.H-2*d)}
}

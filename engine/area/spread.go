package area

import "battlemap/grid"

// spreadBuf holds a spread's search: per square of its window and diagonal
// parity, the cheapest count found, and a bucket queue by count.
type spreadBuf struct {
	x0, y0, w, h int
	cost         []int32 // (square of the window)*2 + parity; -1 unseen
	buckets      [][]int32
}

// spread fills a PF1e/3.5 spread (AREAS.md Convention 6): a path count over
// squares instead of line of effect. The squares touching the origin count
// 1, as the first diagonal; each further step costs 1 orthogonally and,
// diagonally, 2 and 1 alternately. A step follows the movement rules without
// corner cutting, whatever the table's option: never into a solid square
// or one a wall runs through, never across a wall, never diagonally past a
// wall's end or a solid square's corner. Pits, difficult terrain and
// creatures do not slow it. Squares reached within the radius are in.
func (c *Calc) spread() string {
	b := &c.sp
	ox, oy := pointSquare(c.s.Origin)
	x0, y0, x1, y1 := c.window(ox-c.n-1, oy-c.n-1, ox+c.n, oy+c.n)
	b.x0, b.y0, b.w, b.h = x0, y0, x1-x0+1, y1-y0+1
	if n := 2 * b.w * b.h; cap(b.cost) < n {
		b.cost = make([]int32, n)
	}
	b.cost = b.cost[:2*b.w*b.h]
	for i := range b.cost {
		b.cost[i] = -1
	}
	if len(b.buckets) < c.n+3 {
		b.buckets = append(b.buckets, make([][]int32, c.n+3-len(b.buckets))...)
	}
	for i := range b.buckets {
		b.buckets[i] = b.buckets[i][:0]
	}
	push := func(x, y, par int, cost int32) {
		k := int32(((y-b.y0)*b.w+x-b.x0)*2 + par)
		if old := b.cost[k]; old >= 0 && old <= cost {
			return
		}
		b.cost[k] = cost
		b.buckets[cost] = append(b.buckets[cost], k)
	}
	for _, d := range [4][2]int{{-1, -1}, {0, -1}, {-1, 0}, {0, 0}} {
		x, y := ox+d[0], oy+d[1]
		if x >= x0 && x <= x1 && y >= y0 && y <= y1 && c.open(x, y) {
			push(x, y, 1, 1)
		}
	}
	for cost := int32(1); int(cost) <= c.n; cost++ {
		for j := 0; j < len(b.buckets[cost]); j++ {
			k := b.buckets[cost][j]
			if b.cost[k] != cost {
				continue // reached more cheaply since
			}
			par := int(k & 1)
			sq := int(k >> 1)
			x, y := b.x0+sq%b.w, b.y0+sq/b.w
			for _, d := range grid.Dirs {
				dx, dy := d.D()
				nx, ny := x+dx, y+dy
				if nx < x0 || nx > x1 || ny < y0 || ny > y1 || !c.open(nx, ny) || c.g.WallCrossesSquare(nx, ny) {
					continue
				}
				if !c.g.StepLineClear(x, y, d) || !c.g.CornerFree(x, y, d) {
					continue
				}
				step, np := int32(1), par
				if d.Diagonal() {
					step += int32(par) // the 2nd, 4th… diagonal counts 2
					np ^= 1
				}
				if nc := cost + step; int(nc) <= c.n {
					push(nx, ny, np, nc)
				}
			}
		}
	}
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			k := ((y-b.y0)*b.w + x - b.x0) * 2
			if b.cost[k] >= 0 || b.cost[k+1] >= 0 {
				c.add(x, y)
			}
		}
	}
	return c.cite(ruleSpread)
}

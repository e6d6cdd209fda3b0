package grid

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type lineCase struct {
	name           string
	rows           []string
	walls          []Wall
	x1, y1, x2, y2 float64
	want           BlockKind
}

func TestLineTest(t *testing.T) {
	pillar := []string{
		".....",
		".....",
		"..#..",
		".....",
		".....",
	}
	diag := []string{
		".....",
		".#...",
		"..#..",
		".....",
	}
	thick := []string{
		"......",
		"..##..",
		"......",
	}
	cases := []lineCase{
		{"through the pillar", pillar, nil, 0.5, 0.5, 4.5, 4.5, SolidSquare},
		{"beside the pillar", pillar, nil, 0.5, 0.5, 4.5, 0.5, NotBlocked},
		{"along the pillar's outside face", pillar, nil, 0, 2, 5, 2, NotBlocked},
		{"along the pillar's left face", pillar, nil, 2, 0, 2, 5, NotBlocked},
		{"grazing the pillar's top-left corner", pillar, nil, 1, 3, 3, 1, NotBlocked},
		{"grazing the top-right corner", pillar, nil, 1.5, 0.5, 4.5, 3.5, NotBlocked},
		{"grazing the top-left corner, long", pillar, nil, 0.5, 3.5, 3.5, 0.5, NotBlocked},
		{"through a sealed diagonal", diag, nil, 0.5, 3.5, 3.5, 0.5, SealedPoint},
		{"sealed diagonal, other way", diag, nil, 3.5, 0.5, 0.5, 3.5, SealedPoint},
		{"past both diagonal pillars' outside corners", diag, nil, 0.5, 1.5, 2.5, 3.5, NotBlocked},
		{"along the top face of a two-square wall", thick, nil, 0, 1, 6, 1, NotBlocked},
		{"between two solid squares' shared edge", thick, nil, 3, 0, 3, 3, ThickWall},
		{"short piece of the shared edge", thick, nil, 3, 1.25, 3, 1.75, ThickWall},
		{"crossing a wall", open(5, 5), []Wall{WallF(2, 0, 2, 5)}, 0.5, 2.5, 3.5, 2.5, WallCrossed},
		{"along a wall", open(5, 5), []Wall{WallF(2, 0, 2, 5)}, 2, 1, 2, 4, WallAlong},
		{"along a wall, starting at its end", open(5, 5), []Wall{WallF(2, 1, 2, 2)}, 2, 1, 2, 4, WallAlong},
		{"through the joint of a two-piece wall", open(5, 5), []Wall{WallF(2, 0, 2, 2), WallF(2, 2, 2, 5)}, 0.5, 2, 4.5, 2, SealedPoint},
		{"through a bent joint", open(5, 5), []Wall{WallF(1, 1, 2, 2), WallF(2, 2, 3, 1)}, 2, 0, 2, 4, SealedPoint},
		{"grazing a bent joint's apex", open(5, 5), []Wall{WallF(1, 1, 2, 2), WallF(2, 2, 3, 1)}, 0, 2, 4, 2, NotBlocked},
		{"touching a wall's end", open(5, 5), []Wall{WallF(2, 0, 2, 2)}, 0.5, 2, 4.5, 2, NotBlocked},
		{"wall end on the line's end", open(5, 5), []Wall{WallF(2, 0, 2, 2)}, 2, 2, 4.5, 4.5, NotBlocked},
		{"crossing an angled wall", open(6, 6), []Wall{WallF(0.25, 5.5, 5.75, 0.1)}, 0.5, 0.5, 5.5, 5.5, WallCrossed},
		{"missing an angled wall", open(6, 6), []Wall{WallF(0.25, 5.5, 2.75, 3.1)}, 0.5, 0.5, 5.5, 2.5, NotBlocked},
		{"wall end against a solid corner, line between", []string{
			"....",
			".#..",
			"....",
		}, []Wall{WallF(2, 2, 3, 3)}, 1, 3, 3, 1, SealedPoint},
		{"half-wall stub touched at its end", open(6, 6), []Wall{WallF(3, 2, 3, 2.5)}, 2.5, 2.5, 3.5, 2.5, NotBlocked},
		{"half-wall stub crossed", open(6, 6), []Wall{WallF(3, 2, 3, 2.5)}, 2.5, 2.25, 3.5, 2.25, WallCrossed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := MustNew(c.rows, c.walls...)
			a, b := PtF(c.x1, c.y1), PtF(c.x2, c.y2)
			var s LineScratch
			got := g.LineTest(a, b, &s)
			assert.Equal(t, c.want, got.Kind, "line %v→%v: kind (%s)", a, b, got.Why())
			back := g.LineTest(b, a, &s)
			assert.Equal(t, got.Blocked(), back.Blocked(), "line %v→%v blocked=%v; the reversed line must agree", a, b, got.Blocked())
		})
	}
}

func open(w, h int) []string {
	rows := make([]string, h)
	for i := range rows {
		b := make([]byte, w)
		for j := range b {
			b[j] = '.'
		}
		rows[i] = string(b)
	}
	return rows
}

// randomMap builds a w×h map with solid squares and grid-aligned and angled
// walls, from a seeded source.
func randomMap(r *rand.Rand, w, h int) ([]string, []Wall) {
	rows := make([]string, h)
	for y := range rows {
		b := make([]byte, w)
		for x := range b {
			b[x] = '.'
			if r.Intn(6) == 0 {
				b[x] = '#'
			}
		}
		rows[y] = string(b)
	}
	var walls []Wall
	for i := 0; i < w*h/4; i++ {
		x, y := r.Intn(w+1), r.Intn(h+1)
		switch r.Intn(3) {
		case 0:
			if x < w {
				walls = append(walls, Wall{P(x, y), P(x+1, y)})
			}
		case 1:
			if y < h {
				walls = append(walls, Wall{P(x, y), P(x, y+1)})
			}
		default:
			a := PtF(float64(r.Intn(4*w))/4, float64(r.Intn(4*h))/4)
			b := PtF(float64(r.Intn(4*w))/4, float64(r.Intn(4*h))/4)
			if a != b {
				walls = append(walls, Wall{a, b})
			}
		}
	}
	return rows, walls
}

// transform maps points of a w×h map under one of the 8 symmetries of the
// square (rotations and mirrors).
type transform struct {
	k    int
	w, h int
}

func (tr transform) pt(p Pt) Pt {
	W, H := int64(tr.w)*Unit, int64(tr.h)*Unit
	x, y := p.X, p.Y
	if tr.k&4 != 0 { // mirror left-right first
		x = W - x
	}
	switch tr.k & 3 {
	case 1: // rotate 90° clockwise: (x,y) -> (H-y, x)
		return Pt{H - y, x}
	case 2:
		return Pt{W - x, H - y}
	case 3:
		return Pt{y, W - x}
	}
	return Pt{x, y}
}

func (tr transform) dims() (int, int) {
	if tr.k&1 == 1 {
		return tr.h, tr.w
	}
	return tr.w, tr.h
}

func (tr transform) apply(rows []string, walls []Wall) ([]string, []Wall) {
	nw, nh := tr.dims()
	out := make([][]byte, nh)
	for i := range out {
		out[i] = make([]byte, nw)
	}
	for y := 0; y < tr.h; y++ {
		for x := 0; x < tr.w; x++ {
			// The centre of the square maps to the centre of its image.
			c := tr.pt(Center(x, y))
			out[c.Y/Unit][c.X/Unit] = rows[y][x]
		}
	}
	res := make([]string, nh)
	for i := range out {
		res[i] = string(out[i])
	}
	nwalls := make([]Wall, len(walls))
	for i, wl := range walls {
		nwalls[i] = Wall{tr.pt(wl.A), tr.pt(wl.B)}
	}
	return res, nwalls
}

// TestLineSymmetries checks on random maps that a line test from A to B
// equals the one from B to A, and that rotating or mirroring the whole map
// with the line never changes the verdict.
func TestLineSymmetries(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	var s LineScratch
	for m := 0; m < 20; m++ {
		w, h := 6+r.Intn(6), 5+r.Intn(6)
		rows, walls := randomMap(r, w, h)
		g := MustNew(rows, walls...)
		var images []*Grid
		var trs []transform
		for k := 1; k < 8; k++ {
			tr := transform{k, w, h}
			nr, nwl := tr.apply(rows, walls)
			images = append(images, MustNew(nr, nwl...))
			trs = append(trs, tr)
		}
		for i := 0; i < 300; i++ {
			// End points on corners, centres and quarter points.
			a := PtF(float64(r.Intn(4*w+1))/4, float64(r.Intn(4*h+1))/4)
			b := PtF(float64(r.Intn(4*w+1))/4, float64(r.Intn(4*h+1))/4)
			// The first counterexample is reported, not thousands after it.
			got := g.LineTest(a, b, &s).Blocked()
			require.Equal(t, got, g.LineTest(b, a, &s).Blocked(), "map %d: %v→%v blocked=%v; the reversed line must agree\n%v", m, a, b, got, rows)
			for j, im := range images {
				require.Equal(t, got, im.LineTest(trs[j].pt(a), trs[j].pt(b), &s).Blocked(),
					"map %d symmetry %d: %v→%v blocked=%v; its image must agree", m, trs[j].k, a, b, got)
			}
		}
	}
}

func BenchmarkLineTest(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	rows, walls := randomMap(r, 64, 64)
	g := MustNew(rows, walls...)
	var s LineScratch
	pts := make([]Pt, 256)
	for i := range pts {
		pts[i] = Center(r.Intn(64), r.Intn(64))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.LineTest(pts[i&255], pts[(i*7+3)&255], &s)
	}
}

// TestSweepMeets checks the lane of a straight move against squares beside
// it: a diagonal lane is a band √2 squares wide, so it crosses half of the
// squares beside the diagonal, as RULES.md B14's literal reading says.
func TestSweepMeets(t *testing.T) {
	one := func(x, y int) Rect { return Rect{X: x, Y: y, W: 1, H: 1} }
	cases := []struct {
		name   string
		s      Rect
		dx, dy int
		r      Rect
		want   bool
	}{
		{"on the straight lane", one(0, 0), 4, 0, one(2, 0), true},
		{"beside the straight lane", one(0, 0), 4, 0, one(2, 1), false},
		{"behind the start", one(1, 0), 4, 0, one(0, 0), false},
		{"on the diagonal", one(0, 0), 3, 3, one(2, 2), true},
		{"beside the diagonal: the lane crosses half of it (RULES.md B14)", one(0, 0), 3, 3, one(1, 0), true},
		{"two off the diagonal", one(0, 0), 3, 3, one(2, 0), false},
		{"a knight's move crosses its neighbours", one(0, 0), 2, 1, one(1, 0), true},
		{"and the other one", one(0, 0), 2, 1, one(1, 1), true},
		{"but not farther ones", one(0, 0), 2, 1, one(1, 2), false},
		{"backwards too", one(3, 3), -3, -3, one(1, 1), true},
		{"a Large creature's lane", Rect{X: 0, Y: 0, W: 2, H: 2}, 4, 0, one(3, 1), true},
		{"just past its side", Rect{X: 0, Y: 0, W: 2, H: 2}, 4, 0, one(3, 2), false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, SweepMeets(c.s, c.dx, c.dy, c.r), "%s: SweepMeets", c.name)
	}
}

// TestFarWallsAreRefused checks that walls beyond any map, however large
// or not finite their numbers, are refused rather than wrapped around.
func TestFarWallsAreRefused(t *testing.T) {
	for _, v := range []float64{1e300, -1e300, 1e19, math.Inf(1), math.NaN(), 3 * MaxSide} {
		_, err := New([]string{"...."}, []Wall{WallF(0, 0, v, 1)})
		assert.Error(t, err, "a wall to x=%g was accepted", v)
	}
	_, err := New([]string{"...."}, []Wall{WallF(-2, 0.5, 6, 0.5)})
	assert.NoError(t, err, "a wall a little beyond the map was refused")
}

package area

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// discArea integrates the disc's height over the square numerically (the
// midpoint rule, 20,000 strips): a check of the closed formula, good to
// about 1e-6 where the circle crosses the square.
func discArea(a, b, r int64) float64 {
	const n = 4000
	s := 0.0
	for i := 0; i < n; i++ {
		x := float64(a) + (float64(i)+0.5)/n
		h := math.Sqrt(math.Max(float64(r*r)-x*x, 0))
		s += math.Min(math.Max(h-float64(b), 0), 1)
	}
	return s / n
}

// TestHalfCoveredAgainstIntegration checks the half test of 5e circles on
// every square of the quadrant for radii up to 30 squares, against numerical
// integration wherever the area is not within 1e-4 of a half, and the exact
// path against the fast one everywhere.
func TestHalfCoveredAgainstIntegration(t *testing.T) {
	near := 0
	for r := int64(1); r <= 30; r++ {
		for a := int64(0); a < r; a++ {
			for b := int64(0); b < r; b++ {
				if a*a+b*b >= r*r {
					continue
				}
				got := halfCovered(a, b, r)
				if (a+1)*(a+1)+(b+1)*(b+1) > r*r {
					require.Equal(t, got, halfCoveredExact(a, b, r, 128), "r=%d square (%d,%d): the exact path disagrees", r, a, b)
				}
				area := discArea(a, b, r)
				if math.Abs(area-0.5) < 1e-4 {
					near++
					continue
				}
				require.Equal(t, area >= 0.5, got, "r=%d square (%d,%d): area %.6f", r, a, b, area)
			}
		}
	}
	t.Logf("%d squares within 1e-4 of a half, decided by the formula alone", near)
}

// TestHalfCoveredKnown checks the areas AREAS.md §5.2 and §7 quote.
func TestHalfCoveredKnown(t *testing.T) {
	assert.True(t, halfCovered(2, 1, 3), "15 ft: 2 out and 1 across is 58% covered")
	assert.False(t, halfCovered(2, 2, 3), "15 ft: 2 out and 2 across is 3% covered")
	assert.False(t, halfCovered(1, 1, 2), "10 ft: the corner square of the 4×4 block is 14% covered")
	assert.True(t, halfCovered(1, 0, 2), "10 ft: the square beside it is 82% covered")
	assert.True(t, halfCovered(0, 0, 1), "5 ft: the square at the point is π/4 covered")
}

// clipArea is the area of the convex polygon (float vertices) inside the
// square [x,x+1]×[y,y+1], by Sutherland–Hodgman clipping.
func clipArea(poly [][2]float64, x, y float64) float64 {
	edges := []struct{ nx, ny, c float64 }{{1, 0, x}, {-1, 0, -(x + 1)}, {0, 1, y}, {0, -1, -(y + 1)}}
	for _, e := range edges {
		var out [][2]float64
		for i := range poly {
			p, q := poly[i], poly[(i+1)%len(poly)]
			dp, dq := e.nx*p[0]+e.ny*p[1]-e.c, e.nx*q[0]+e.ny*q[1]-e.c
			if dp >= 0 {
				out = append(out, p)
			}
			if (dp >= 0) != (dq >= 0) {
				t := dp / (dp - dq)
				out = append(out, [2]float64{p[0] + t*(q[0]-p[0]), p[1] + t*(q[1]-p[1])})
			}
		}
		poly = out
		if len(poly) == 0 {
			return 0
		}
	}
	s := 0.0
	for i := range poly {
		p, q := poly[i], poly[(i+1)%len(poly)]
		s += p[0]*q[1] - q[0]*p[1]
	}
	return math.Abs(s) / 2
}

// TestConeOverlapAgainstClipping checks the exact overlap test of 5e cones
// and lines against floating clipping, for random aims: where the clipped
// area is clearly positive the square must be in, where it is zero (below
// 1e-9) it must be out. Aims along the axes and diagonals, which make
// touches exact, are the named cases of the scenario files.
func TestConeOverlapAgainstClipping(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	disagree := 0
	for k := 0; k < 300; k++ {
		u := [2]int64{int64(r.Intn(13) - 6), int64(r.Intn(13) - 6)}
		if u == [2]int64{} {
			continue
		}
		o := [2]int64{2 * int64(r.Intn(9)), 2 * int64(r.Intn(9))}
		if k%2 == 1 {
			o[1]++ // an edge midpoint
		}
		l := int64(2 * (1 + r.Intn(6)))
		perp := [2]int64{-u[1], u[0]}
		var p poly
		var verts [][2]float64
		un := math.Sqrt(float64(u[0]*u[0] + u[1]*u[1]))
		vert := func(w [2]int64) [2]float64 {
			return [2]float64{(float64(o[0]) + float64(w[0])/(2*un)) / 2, (float64(o[1]) + float64(w[1])/(2*un)) / 2}
		}
		p = poly{o: o, n: u[0]*u[0] + u[1]*u[1]}
		if k%3 == 0 { // a line of width 5 ft: half-width 1 in half squares
			p.nv = 4
			p.w[0] = [2]int64{2 * perp[0], 2 * perp[1]}
			p.w[1] = [2]int64{-2 * perp[0], -2 * perp[1]}
			p.w[2] = [2]int64{2*l*u[0] - 2*perp[0], 2*l*u[1] - 2*perp[1]}
			p.w[3] = [2]int64{2*l*u[0] + 2*perp[0], 2*l*u[1] + 2*perp[1]}
			p.addAxis(u[0], u[1])
			p.addAxis(perp[0], perp[1])
			verts = [][2]float64{vert(p.w[0]), vert(p.w[3]), vert(p.w[2]), vert(p.w[1])}
		} else {
			p.nv = 3
			p.w[1] = [2]int64{2*l*u[0] + l*perp[0], 2*l*u[1] + l*perp[1]}
			p.w[2] = [2]int64{2*l*u[0] - l*perp[0], 2*l*u[1] - l*perp[1]}
			p.addAxis(p.w[1][0], p.w[1][1])
			p.addAxis(p.w[2][0], p.w[2][1])
			p.addAxis(perp[0], perp[1])
			verts = [][2]float64{vert(p.w[0]), vert(p.w[1]), vert(p.w[2])}
		}
		for y := -8; y < 18; y++ {
			for x := -8; x < 18; x++ {
				got := p.overlaps(x, y)
				a := clipArea(verts, float64(x), float64(y))
				switch {
				case a > 1e-6:
					require.True(t, got, "aim %v from %v, length %d: square (%d,%d) is %.3g covered", u, o, l, x, y, a)
				case a < 1e-12:
					require.False(t, got, "aim %v from %v, length %d: square (%d,%d) is not covered", u, o, l, x, y)
				default:
					disagree++
				}
			}
		}
	}
	t.Logf("%d squares too thinly covered for floating clipping to judge", disagree)
}

func TestSgnSurd(t *testing.T) {
	assert.Equal(t, 0, sgnSurd(-3, 1, 9))
	assert.Equal(t, 1, sgnSurd(-2, 1, 5)) // √5 > 2
	assert.Equal(t, -1, sgnSurd(3, -1, 10))
	assert.Equal(t, 1, sgnSurd(4, -1, 15))
	assert.Equal(t, -1, sgnSurd(1<<40, -(1<<35), 1<<11)) // big: 2^40 < 2^35·√2^11 = 2^40.5
}

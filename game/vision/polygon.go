package vision

// PolygonContains reports whether the point (x,y), in grid units, lies
// inside the polygon poly (as Polygon returns it), by the even-odd rule. A
// point on the polygon's boundary may count either way: visibility is
// display, and the boundary is where a wall stands.
func PolygonContains(poly []Point, x, y float64) bool {
	in := false
	n := len(poly)
	for i := range poly {
		p, q := poly[i], poly[(i+1)%n]
		if (p.Y > y) != (q.Y > y) && x < p.X+(q.X-p.X)*(y-p.Y)/(q.Y-p.Y) {
			in = !in
		}
	}
	return in
}

// Package area owns the rules of areas of effect on the grid, in the four
// systems: which squares a burst, cone, emanation, line, spread, cylinder,
// sphere or cube covers, which creatures it affects (any square of their
// space), and the cover each of them has against it. It imports engine (the
// encounter, its systems and options) and grid (the exact line tests); the
// engine does not import it.
//
// A Spec places one area: its shape, its size in feet and its point of
// origin (a grid point, or an edge midpoint where the shape allows one), its
// direction (eight directions, or toward a grid point), or the creature it
// issues from. A Calc computes it, reusing its buffers, so that a template
// dragged across the map costs no allocation per pointer move:
//
//	c := area.NewCalc()
//	s := area.Spec{Shape: area.Burst, Feet: 20, Origin: grid.P(4, 4), HasOrigin: true}
//	if err := s.Check(e); err != nil { ... }
//	res, err := c.Compute(e, s)
//	for _, h := range res.Hits {
//		fmt.Println(h.ID, h.Cover, h.Why())
//	}
//
// The squares follow the conventions of the rules reference for areas, one
// deterministic answer where the books leave a choice; every answer names the
// book and page that decided it. Line of effect uses the lines of cover
// (grid.LineTest): walls, closed doors and solid squares block, creatures
// never do. The 5e shapes are exact geometry: circles by the area of the
// disc inside a square (decided with a proven error bound), cones, lines and
// cubes by positive overlap (decided exactly with square roots kept
// symbolic).
package area

package area

// The rules areas cite, by system. Each is one constant sentence, so that
// computing an area allocates nothing: Result.Why and Hit.Why word it.

type rule uint8

const (
	ruleBurst rule = iota
	ruleCylinder
	ruleSpread
	ruleEmanationPoint
	ruleEmanationSpace
	ruleCone
	ruleLine
	ruleDiscHalf
	ruleDiscTemplate
	ruleCone5e
	ruleLine5e
	ruleCube
)

// rulesPF2 and the others word each rule in the system's books.
var rulesPF2 = map[rule]string{
	ruleBurst:          "the squares within the radius of the grid point by the 5-10-5 count, to their far corner, with line of effect from the point (PF2e CRB p.456 \"Burst\")",
	ruleEmanationSpace: "the squares within the size of any side of the source's space by the 5-10-5 count, with line of effect from the space (PF2e CRB p.457 \"Emanation\")",
	ruleCone:           "a quarter circle from the creator's edge or corner: the squares whose centres lie in the 90° wedge, within the length by the 5-10-5 count, with line of effect (PF2e CRB p.456 \"Cone\")",
	ruleLine:           "the squares the ray from the corner passes through (along a grid line, the row on its chosen side), within the length by the 5-10-5 count, up to the first wall or solid square it strikes (PF2e CRB p.457 \"Line\")",
}

var rulesPF1 = map[rule]string{
	ruleBurst:          "the squares whose far corner is within the radius of the grid point by the 1-2-1 count, with line of effect: a burst does not go around corners (PF1e CRB p.214 \"Burst\")",
	ruleCylinder:       "the squares of a burst of that radius; a cylinder ignores obstructions within its area (PF1e CRB p.214 \"Cylinder\")",
	ruleSpread:         "the squares a path reaches within the radius, around walls and not through them, no diagonal past a corner (PF1e CRB p.214 \"Spread\", p.215 Effect \"Spread\")",
	ruleEmanationPoint: "a burst from the grid point of origin (the centre of an even space) that lasts (PF1e CRB p.214 \"Emanation\")",
	ruleCone:           "a quarter circle from the caster's corner or edge: the squares whose centres lie in the 90° wedge, within the length by the 1-2-1 count, with line of effect (PF1e CRB p.214 \"Cone\")",
	ruleLine:           "the squares the ray from the caster's corner passes through (along a grid line, the row on its chosen side), within the length by the 1-2-1 count, until it meets a barrier to line of effect (PF1e CRB p.214 \"Line\")",
}

var rules35 = map[rule]string{
	ruleBurst:          "the squares whose far corner is within the radius of the grid point by the 1-2-1 count, with line of effect: a burst does not go around corners (D&D 3.5 PHB p.175 \"Burst\")",
	ruleCylinder:       "the squares of a burst of that radius; a cylinder ignores obstructions within its area (D&D 3.5 PHB p.175 \"Cylinder\")",
	ruleSpread:         "the squares a path reaches within the radius, around walls and not through them, no diagonal past a corner (D&D 3.5 PHB p.175 \"Spread\", p.176 Effect \"Spread\")",
	ruleEmanationPoint: "a burst from the grid point of origin (the centre of an even space) that lasts (D&D 3.5 PHB p.175 \"Emanation\")",
	ruleCone:           "a quarter circle from the caster's corner or edge: the squares whose centres lie in the 90° wedge, within the length by the 1-2-1 count, with line of effect (D&D 3.5 PHB p.175 \"Cone\")",
	ruleLine:           "the squares the ray from the caster's corner passes through (along a grid line, the row on its chosen side), within the length by the 1-2-1 count, until it meets a barrier to line of effect (D&D 3.5 PHB p.175 \"Line\")",
}

var rules5e = map[rule]string{
	ruleDiscHalf:       "the squares the disc of that radius around the intersection covers at least half of (DMG p.251), with line of effect from the origin (PHB p.204)",
	ruleDiscTemplate:   "the squares the disc of that radius covers any part of, the template method (XGE p.87), with line of effect from the origin (PHB p.204)",
	ruleCone5e:         "the triangle whose width at any point equals its distance from the origin (PHB p.204 \"Cone\"): the squares it overlaps with positive area, with line of effect",
	ruleLine5e:         "the rectangle of its length and width centred on the ray from the origin (PHB p.204 \"Line\"): the squares it overlaps with positive area, with line of effect",
	ruleCube:           "the block of squares of the cube aligned with the grid, the origin on one of its faces (PHB p.204 \"Cube\"), with line of effect",
	ruleEmanationSpace: "the squares within the distance of the creature's space, counted like range on the grid (PHB 2024 glossary \"Emanation\"; PHB p.192 grid variant), with line of effect from the space",
}

// cite returns the rule's sentence for the calculator's system.
func (c *Calc) cite(r rule) string {
	switch c.sys {
	case "pf2e":
		return rulesPF2[r]
	case "pf1e":
		return rulesPF1[r]
	case "dnd35":
		return rules35[r]
	}
	return rules5e[r]
}

// The cover rules a Hit cites.
type citeKind uint8

const (
	citeCover citeKind = iota
	citeCylinder
)

// citeSys names the book and page of a cover rule.
func citeSys(sys string, k citeKind) string {
	switch sys {
	case "pf2e":
		return "PF2e CRB p.477 \"Cover\""
	case "pf1e":
		if k == citeCylinder {
			return "PF1e CRB p.214 \"Cylinder\""
		}
		return "PF1e CRB p.195 \"Cover\""
	case "dnd35":
		if k == citeCylinder {
			return "D&D 3.5 PHB p.175 \"Cylinder\""
		}
		return "D&D 3.5 PHB p.151 \"Cover and Reflex Saves\""
	}
	return "DMG p.251 \"Areas of Effect\", PHB p.196 \"Cover\""
}

package board

// bandWords names the movement overlay's band (1: what one more move
// action reaches, 2: the rest of the turn) as the system counts movement:
// PF2e Strides, PF1e and 3.5 move actions, 5e one pool of movement that a
// Dash lengthens.
func bandWords(sys string, band int) string {
	switch sys {
	case "pf2e":
		if band == 1 {
			return "one Stride"
		}
		return "more than one Stride"
	case "dnd5e":
		if band == 1 {
			return "its movement"
		}
		return "with a Dash"
	}
	if band == 1 {
		return "one move action"
	}
	return "a double move"
}

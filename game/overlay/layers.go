package overlay

// Layers says which overlays are on.
type Layers struct {
	Movement bool // squares reachable with one action and with the whole turn
	Path     bool // the path to the hovered square with its costs
	Reach    bool // the squares a creature threatens
	Flanking bool // flanked enemies and the squares to flank a target from
	Cover    bool // the cover lines between an attacker and a target
}

// AllOn returns Layers with every overlay on.
func AllOn() Layers {
	return Layers{Movement: true, Path: true, Reach: true, Flanking: true, Cover: true}
}

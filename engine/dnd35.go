package engine

// dnd35 is D&D 3.5 (RULES.md part C, SRD Combat I–III), sharing its grid
// rules with PF1e (d20family.go).
type dnd35 struct{ d20 }

func init() {
	register(dnd35{d20{
		id: "dnd35", name: "D&D 3.5",
		// C8: the DMG's exception, 10-ft reach reaches two squares diagonally.
		tenFootCorners: true,
	}})
}

package engine

// pf1e is Pathfinder 1e (RULES.md part B). Its grid rules are those of 3.5
// (d20family.go) with the differences below.
type pf1e struct{ d20 }

func init() {
	register(pf1e{d20{
		id: "pf1e", name: "Pathfinder 1e",
		// B8: the PF1e CRB omits the 3.5 DMG's 10-ft reach exception.
		tenFootCorners: false,
	}})
}

// ThroughProvokes: PF1e adds that moving through a square occupied by
// another creature provokes from it (B6).
func (pf1e) ThroughProvokes() bool { return true }

package engine

import "fmt"

// DiagonalScope says how long the alternating diagonal count runs.
type DiagonalScope uint8

// The two scopes (SCENARIO-FORMAT.md "Options", RULES.md E1).
const (
	ScopeTurn DiagonalScope = iota // over all of the turn's movement
	ScopeMove                      // each move action starts afresh
)

// String spells the scope as scenario files do.
func (s DiagonalScope) String() string {
	if s == ScopeMove {
		return "move"
	}
	return "turn"
}

// Options are the rule switches of an encounter. Every field has a meaning
// in every system; Defaults fills them with the system's own defaults.
type Options struct {
	// CornerCutting lets a creature move diagonally past the corner of a
	// solid square or a wall (PF2e default true, others false).
	CornerCutting bool
	// TenFootReachCorners lets 10-ft reach reach the square two diagonals
	// away (PF2e and 3.5 default true, PF1e false). In 5e it follows the
	// diagonal rule and this switch is ignored.
	TenFootReachCorners bool
	// DMGDiagonals uses the 5e DMG's alternating 5/10 diagonals instead of
	// the PHB's 5 ft (5e only).
	DMGDiagonals bool
	// DMGFlanking turns on the 5e DMG's optional flanking rule.
	DMGFlanking bool
	// DiagonalScope: the alternating count runs over the turn or restarts
	// with each move action.
	DiagonalScope DiagonalScope
	// AoETemplate is Xanathar's template method for 5e areas of effect
	// (XGE p.87): every area takes each square it overlaps with positive
	// area. Without it spheres and cylinders take the squares they cover at
	// least half of (DMG p.251). It changes nothing in the other systems.
	AoETemplate bool
}

// OptionSet is the options as a file gives them: nil means "the system's
// default".
type OptionSet struct {
	CornerCutting       *bool   `json:"corner_cutting,omitempty"`
	TenFootReachCorners *bool   `json:"ten_foot_reach_corners,omitempty"`
	DMGDiagonals        *bool   `json:"dmg_diagonals,omitempty"`
	DMGFlanking         *bool   `json:"dmg_flanking,omitempty"`
	DiagonalScope       *string `json:"diagonal_scope,omitempty"`
	AoETemplate         *bool   `json:"aoe_template,omitempty"`
}

// Resolve fills the unset options from the system's defaults.
func (o OptionSet) Resolve(sys System) (Options, error) {
	r := sys.Defaults()
	set := func(dst *bool, v *bool) {
		if v != nil {
			*dst = *v
		}
	}
	set(&r.CornerCutting, o.CornerCutting)
	set(&r.TenFootReachCorners, o.TenFootReachCorners)
	set(&r.DMGDiagonals, o.DMGDiagonals)
	set(&r.DMGFlanking, o.DMGFlanking)
	set(&r.AoETemplate, o.AoETemplate)
	if o.DiagonalScope != nil {
		switch *o.DiagonalScope {
		case "turn":
			r.DiagonalScope = ScopeTurn
		case "move":
			r.DiagonalScope = ScopeMove
		default:
			return r, fmt.Errorf("option diagonal_scope: %q is neither \"turn\" nor \"move\"", *o.DiagonalScope)
		}
	}
	return r, nil
}

// Set returns the options as an OptionSet for saving: every field given,
// but aoe_template only when on (off is every system's default, and a file
// that does not use it stays readable by programs that predate it).
func (o Options) Set() OptionSet {
	b := func(v bool) *bool { return &v }
	s := o.DiagonalScope.String()
	set := OptionSet{CornerCutting: b(o.CornerCutting), TenFootReachCorners: b(o.TenFootReachCorners),
		DMGDiagonals: b(o.DMGDiagonals), DMGFlanking: b(o.DMGFlanking), DiagonalScope: &s}
	if o.AoETemplate {
		set.AoETemplate = b(true)
	}
	return set
}

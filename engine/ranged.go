package engine

import "fmt"

// RangedWeapon is what a ranged attack's range depends on.
type RangedWeapon struct {
	// Increment is the range increment in feet (PF2e, PF1e, 3.5), or the
	// normal range (5e).
	Increment int
	// Long is 5e's long range in feet; unused elsewhere.
	Long int
	// Thrown: a thrown weapon (PF1e and 3.5 reach 5 increments, not 10).
	Thrown bool
	// MaxIncrements overrides the system's number of increments (0: PF2e
	// 6, PF1e and 3.5 10 for projectiles and 5 thrown).
	MaxIncrements int
}

// RangeCheck is the verdict on a ranged attack's distance.
type RangeCheck struct {
	// Feet is the distance between the two spaces, counted afresh.
	Feet int
	// Increment is the range increment the target stands in (1 = the
	// first); 0 in 5e.
	Increment int
	// Penalty is the attack roll's range penalty (−2 per increment past
	// the first; 0 in 5e).
	Penalty int
	// Disadvantage: 5e, beyond normal range.
	Disadvantage bool
	// InRange is false beyond the weapon's reach: the attack is refused.
	InRange bool
	// LineOfEffect is false when every line between the two spaces is
	// blocked (total cover): the target cannot be attacked.
	LineOfEffect bool
	Why          string
}

// RangedAttack measures a ranged attack from attacker to target and says
// what its range does (RULES.md §0.4 and A1, B1, C1, D1 for the count: a
// static distance counts diagonals afresh): PF2e −2 per range increment
// past the first, up to 6 increments (CRB p.279); PF1e and 3.5 −2 per full
// increment past the first, up to 10 (5 thrown) (PF1e CRB p.144; 3.5 PHB
// p.114, p.158: a dagger, 10 ft, thrown 25 ft away takes −4); 5e
// disadvantage beyond the normal range, no attack beyond the long range
// (PHB p.195). Line of effect is the cover test's: some line between the
// interiors of the two spaces must be clear.
func (e *Encounter) RangedAttack(attacker, target string, w RangedWeapon) (RangeCheck, error) {
	a, err := e.Lookup(attacker)
	if err != nil {
		return RangeCheck{}, err
	}
	t, err := e.Lookup(target)
	if err != nil {
		return RangeCheck{}, err
	}
	if a == t {
		return RangeCheck{}, fmt.Errorf("engine: %q cannot attack itself", attacker)
	}
	if w.Increment <= 0 || w.Increment%5 != 0 || w.Long < 0 || w.MaxIncrements < 0 {
		return RangeCheck{}, fmt.Errorf("engine: a range of %d ft (long %d ft): ranges are positive multiples of 5 ft", w.Increment, w.Long)
	}
	m, err := e.Between(attacker, target)
	if err != nil {
		return RangeCheck{}, err
	}
	as, ts := e.attackSpace(a), e.attackSpace(t)
	rc := RangeCheck{Feet: m.Feet, InRange: true, LineOfEffect: e.coverScratch(a, t, as, ts).lineOfEffect()}
	switch e.System.ID() {
	case "dnd5e":
		long := max(w.Long, w.Increment)
		switch {
		case rc.Feet > long:
			rc.InRange = false
			rc.Why = fmt.Sprintf("%d ft is beyond the long range of %d ft: no attack (PHB p.195)", rc.Feet, long)
		case rc.Feet > w.Increment:
			rc.Disadvantage = true
			rc.Why = fmt.Sprintf("%d ft is beyond the normal range of %d ft: disadvantage (PHB p.195)", rc.Feet, w.Increment)
		default:
			rc.Why = fmt.Sprintf("%d ft is within the normal range of %d ft (PHB p.195)", rc.Feet, w.Increment)
		}
	default:
		maxInc, book := 6, "PF2e CRB p.279"
		switch e.System.ID() {
		case "pf1e":
			maxInc, book = 10, "PF1e CRB p.144"
		case "dnd35":
			maxInc, book = 10, "D&D 3.5 PHB p.114, p.158"
		}
		if w.Thrown && e.System.ID() != "pf2e" {
			maxInc = 5
		}
		if w.MaxIncrements > 0 {
			maxInc = w.MaxIncrements
		}
		rc.Increment = max(1, (rc.Feet+w.Increment-1)/w.Increment)
		rc.Penalty = -2 * (rc.Increment - 1)
		if rc.Increment > maxInc {
			rc.InRange, rc.Penalty = false, 0
			rc.Why = fmt.Sprintf("%d ft is past %d range increments of %d ft: no attack (%s)", rc.Feet, maxInc, w.Increment, book)
		} else {
			rc.Why = fmt.Sprintf("%d ft is in range increment %d of %d ft: %+d to the attack roll (%s)", rc.Feet, rc.Increment, w.Increment, rc.Penalty, book)
		}
	}
	if !rc.LineOfEffect {
		rc.Why += "; and no line of effect: every line between the two spaces is blocked, the target cannot be attacked"
	}
	return rc, nil
}

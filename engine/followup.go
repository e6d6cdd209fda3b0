package engine

import (
	"fmt"
	"strings"

	"battlemap/grid"
)

// FollowKind is what a manoeuvre still has to do after a movement or the
// attacks of opportunity before it are resolved.
type FollowKind uint8

// The follow-ups.
const (
	// FollowPush: the bull rush itself, after the attacks of opportunity
	// pushing provokes (RULES.md B13, C13).
	FollowPush FollowKind = iota + 1
	// FollowPusher: the pusher moves after the creature it pushed.
	FollowPusher
	// FollowOverrun: the overrun's outcome, once the mover stands in front
	// of its target, and the rest of its movement (RULES.md B14, C14).
	FollowOverrun
)

var followNames = [...]string{FollowPush: "push", FollowPusher: "follow", FollowOverrun: "overrun"}

// String names the kind as files spell it.
func (k FollowKind) String() string {
	if int(k) < len(followNames) && k > 0 {
		return followNames[k]
	}
	return fmt.Sprintf("follow-up(%d)", k)
}

// ParseFollowKind reads a follow-up's kind as files spell it.
func ParseFollowKind(s string) (FollowKind, error) {
	for k, n := range followNames {
		if n == s && n != "" {
			return FollowKind(k), nil
		}
	}
	return 0, fmt.Errorf("unknown follow-up %q (want push, follow or overrun)", s)
}

// FollowUp is what follows a movement waiting on reactions. Like a
// PendingMove it is never changed in place.
type FollowUp struct {
	Kind       FollowKind
	By, Target string
	// Dir is the push's direction (push, follow).
	Dir grid.Dir
	// Squares: push, the squares the table's roll pushes the target; follow,
	// the most the pusher may follow.
	Squares int
	// Chain: push (PF1e), the table's results against the creatures in the
	// way, in squares, in the order they are met.
	Chain []int
	// Follow: push, the pusher follows the target.
	Follow bool
	// FromX, FromY: follow, where the target stood before the push (the
	// pusher follows as far as it really went).
	FromX, FromY int
	// Result: overrun, the table's outcome.
	Result OverrunResult
	// Tripped: overrun, failed, the defender trips the mover back (3.5).
	Tripped bool
	// Steps: overrun, the mover's path from the position in front of the
	// target to its end.
	Steps []PathStep
}

// runFollowUp does what follows a resolved movement, and says what
// happened. It never fails: the action that set it up is done.
func (e *Encounter) runFollowUp(f *FollowUp) string {
	switch f.Kind {
	case FollowPush:
		return e.doPush(f)
	case FollowPusher:
		return e.doFollow(f)
	case FollowOverrun:
		return e.doOverrun(f)
	}
	return ""
}

// afterFall is what is left of follow-up f when the mover before it fell
// to an attack of opportunity: a pusher still follows its target as far as
// it went; a bull rush or an overrun whose maker fell is lost.
func (e *Encounter) afterFall(f *FollowUp) string {
	switch f.Kind {
	case FollowPusher:
		return e.doFollow(f)
	case FollowPush:
		return "the bull rush is lost"
	}
	return "the overrun is lost"
}

// joinMsg joins the non-empty parts of a message with "; ".
func joinMsg(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "; ")
}

// checkFollowUp checks a follow-up read back from a file against the
// encounter: its kind, creatures of the map, sane numbers, and, for an
// overrun, a path of spaces the mover can take.
func (e *Encounter) checkFollowUp(f *FollowUp) error {
	switch {
	case f.Kind < FollowPush || f.Kind > FollowOverrun:
		return fmt.Errorf("then: unknown follow-up %d", f.Kind)
	case e.byID[f.By] == nil || e.byID[f.Target] == nil:
		return fmt.Errorf("then: the %s of %q on %q names a creature not on the map", f.Kind, f.By, f.Target)
	case f.Dir > 7:
		return fmt.Errorf("then: direction %d is not 0 to 7", f.Dir)
	case f.Squares < 0 || f.Squares > maxPush || len(f.Chain) > maxPush:
		return fmt.Errorf("then: %d squares and %d results are not 0 to %d", f.Squares, len(f.Chain), maxPush)
	case f.Result > OverrunFailed:
		return fmt.Errorf("then: unknown overrun result %d", f.Result)
	case f.Kind == FollowOverrun && len(f.Steps) == 0:
		return fmt.Errorf("then: an overrun with no path")
	}
	for i, n := range f.Chain {
		if n < 0 || n > maxPush {
			return fmt.Errorf("then: chain entry %d: %d squares is not 0 to %d", i, n, maxPush)
		}
	}
	fit := newFitter(e, e.byID[f.By])
	for i, s := range f.Steps {
		if !fit.shapeAllowed(s.W, s.H) || s.Dir > 7 || s.Kind.Terrain > 2 {
			return fmt.Errorf("then: steps entry %d: not a space or step %q can take", i, f.By)
		}
		if ok, why := fit.fits(grid.Rect{X: s.X, Y: s.Y, W: s.W, H: s.H}); !ok {
			return fmt.Errorf("then: steps entry %d: %s", i, why)
		}
	}
	return nil
}

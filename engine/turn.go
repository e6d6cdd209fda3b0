package engine

import "battlemap/grid"

// Square is one square of the map.
type Square struct{ X, Y int }

// Provocation is one attack of opportunity (or Reactive Strike) that a
// movement triggers: who reacts, and at which position of the path the mover
// is when it triggers (the index of the position being left; the path's last
// index for an action that triggers at its end, such as standing up).
type Provocation struct {
	By   string
	Step int
	Why  string
	// Rider is the rider of the mount that provokes: the attack may target
	// it or the mount (RULES.md A17, D9); "" otherwise.
	Rider string
}

// Turn is whose turn it is and what that creature has moved.
type Turn struct {
	Round int
	// Active is the id of the creature whose turn it is, "" for none.
	Active string
	// Diagonals is how many diagonal squares Active has moved this turn
	// (the alternating count; PF1e/3.5 hampered diagonals count two).
	Diagonals int
	// Moved is how many feet Active has moved this turn.
	Moved int
	// WasFlatFooted says Active was flat-footed when its turn began (PF1e,
	// 3.5): a creature that delays has not acted and stays flat-footed.
	WasFlatFooted bool
	// Econ is what Active has spent of its actions this turn (economy.go).
	Econ Economy
	// Pending is a movement stopped where attacks of opportunity trigger,
	// waiting for the table to resolve them (reactions.go); nil otherwise.
	// It is never changed in place, so copies of Turn may share it.
	Pending *PendingMove
}

// Economy is what the active creature has spent this turn, in its system's
// terms (RULES.md A18, B2/B18, C2/C18, D2/D18). It resets when a turn
// begins.
type Economy struct {
	// PF2e: actions spent of 3, and attacks made (multiple attack penalty).
	Actions int
	Attacks int
	// PF1e and 3.5: the standard and move actions spent, a full-round
	// action taken, the swift action (PF1e), the 5-foot step, and whether
	// the creature moved otherwise this round.
	Standard, MoveAct, FullRound, Swift bool
	FiveFoot, Moved                     bool
	// Charged: charging (+2 attack, −2 AC until its next turn).
	Charged bool
	// 5e: the action and bonus action spent; Dash actions taken (each adds
	// its speed to the movement); Disengage and Dodge in effect.
	Action, Bonus, Disengaged, Dodging bool
	Dashes                             int
	// TookCover: PF2e Take Cover in effect.
	TookCover bool
	// FreeInteract: 5e's one free object interaction of the turn is used.
	FreeInteract bool
	// AttacksLeft: 5e attacks left of the Attack action taken (Extra
	// Attack), which the creature may split with movement.
	AttacksLeft int
	// Overran: 3.5, the round's one overrun is made (RULES.md C14).
	Overran bool
}

// PendingMove is a movement stopped where attacks of opportunity trigger
// (RULES.md A9, B9, C9, D9): the mover stands at the square it is about to
// leave, the reactions triggering there wait for the table (taken or
// declined), and the rest of the path follows once they are resolved.
type PendingMove struct {
	Who string
	// Steps is the rest of the path, the first being where the mover stands.
	Steps []PathStep
	// Waiting are the reactions triggering now; Later those farther along
	// (their Step counts from Steps[0]).
	Waiting, Later []Provocation
	// Back is where the mover goes if it falls here: the last position of
	// the path where it may end (RULES.md B3, C3: return to the last legal
	// position), when the square it stands in is one it may only pass.
	Back PathStep
	// Then is what follows once the movement has ended (a bull rush after
	// the attacks of opportunity it provokes, the pusher following the
	// pushed creature, the rest of an overrun); nil for nothing.
	Then *FollowUp
}

// PathStep is one step of a movement: the space after it, what it cost and
// what priced it. The first step of a Path is the start (no cost).
type PathStep struct {
	X, Y, W, H int // the space after the step (top-left square and size)
	Dir        grid.Dir
	Feet       int // this step's cost
	Total      int // the running cost
	Kind       StepKind
}

// Squeezed reports whether the creature is squeezed after the step.
func (s PathStep) Squeezed() bool { return s.Kind.Squeezed }

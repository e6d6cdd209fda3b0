package board

import (
	"battlemap/engine"
)

// The actions of the creature whose turn it is, in its system's words. A
// button of the action column (column.go) either acts at once (Stand,
// Dash…) or arms an action that waits for a square (Step, Run…) or a
// creature (Strike, Shove, Charge). The engine decides: a refused action
// changes nothing and its reason goes to the status line.

// armKind is what an armed action waits for.
type armKind uint8

const (
	armNone   armKind = iota
	armMove           // a square: TurnMove in mode
	armTarget         // a creature: Strike or Push
	armCharge         // a creature to charge, then a confirmation
	armSquare         // a square for an action that is not a move (Dismount)
)

// armed is the action waiting for a square or a creature.
type armed struct {
	kind   armKind
	mode   engine.MoveMode
	what   string // "strike" or "push" (armTarget)
	name   string // the button's name
	label  string
	target string // the charge's or the push's target, once picked
	follow bool   // the pusher follows the pushed creature
	// A PF1e bull rush into more creatures (push.go): the distance
	// tapped, the results given so far against the creatures in the way,
	// and the one whose result the column asks for now.
	pushN   int
	chain   []int
	against string
}

// actionDef is one action of a system's bar.
type actionDef struct {
	name, label string
	kind        armKind
	mode        engine.MoveMode
	what        string
	now         func(who string, bonus bool) engine.Action // acts at once
}

func stand(who string, _ bool) engine.Action     { return engine.Stand{Who: who} }
func dropProne(who string, _ bool) engine.Action { return engine.DropProne{Who: who} }
func readyAct(who string, _ bool) engine.Action {
	return engine.Ready{Who: who, Trigger: readyTrigger}
}
func special(what string) func(string, bool) engine.Action {
	return func(who string, bonus bool) engine.Action {
		return engine.Special5e{Who: who, What: what, Bonus: bonus}
	}
}

// systemActions lists a system's actions in bar order; the first is what a
// click on a square does.
func systemActions(system string) []actionDef {
	switch system {
	case "pf2e":
		return []actionDef{
			{name: "move", label: "Stride", kind: armMove, mode: engine.ModeMove},
			{name: "step", label: "Step", kind: armMove, mode: engine.ModeStep},
			{name: "crawl", label: "Crawl", kind: armMove, mode: engine.ModeCrawl},
			{name: "stand", label: "Stand", now: stand},
			{name: "prone", label: "Drop Prone", now: dropProne},
			{name: "strike", label: "Strike", kind: armTarget, what: "strike"},
			{name: "cover", label: "Take Cover", now: func(who string, _ bool) engine.Action { return engine.TakeCover{Who: who} }},
			{name: "push", label: "Shove", kind: armTarget, what: "push"},
			{name: "ready", label: "Ready", now: readyAct},
		}
	case "dnd5e":
		return []actionDef{
			{name: "move", label: "Move", kind: armMove, mode: engine.ModeMove},
			{name: "dash", label: "Dash", now: special("dash")},
			{name: "disengage", label: "Disengage", now: special("disengage")},
			{name: "dodge", label: "Dodge", now: special("dodge")},
			{name: "stand", label: "Stand", now: stand},
			{name: "prone", label: "Drop prone", now: dropProne},
			{name: "strike", label: "Attack", kind: armTarget, what: "strike"},
			{name: "push", label: "Shove", kind: armTarget, what: "push"},
			{name: "ready", label: "Ready", now: readyAct},
			{name: "mount", label: "Mount", kind: armTarget, what: "mount"},
			{name: "dismount", label: "Dismount", kind: armSquare, what: "dismount"},
		}
	}
	return []actionDef{
		{name: "move", label: "Move", kind: armMove, mode: engine.ModeMove},
		{name: "step", label: "5-ft step", kind: armMove, mode: engine.ModeStep},
		{name: "run", label: "Run", kind: armMove, mode: engine.ModeRun},
		{name: "withdraw", label: "Withdraw", kind: armMove, mode: engine.ModeWithdraw},
		{name: "charge", label: "Charge", kind: armCharge, mode: engine.ModeCharge},
		{name: "minimum", label: "Min. move", kind: armMove, mode: engine.ModeMinimum},
		{name: "crawl", label: "Crawl", kind: armMove, mode: engine.ModeCrawl},
		{name: "stand", label: "Stand", now: stand},
		{name: "prone", label: "Drop prone", now: dropProne},
		{name: "strike", label: "Attack", kind: armTarget, what: "strike"},
		{name: "push", label: "Bull rush", kind: armTarget, what: "push"},
		{name: "ready", label: "Ready", now: readyAct},
	}
}

// actionLabel is an action's button label in the interface's language:
// the glossary's term for the system (its translated edition's word).
func (b *Board) actionLabel(d actionDef) string {
	key := d.name
	if key == "cover" {
		key = "take_cover"
	}
	return b.words().Short(key, d.label)
}

// pressAction carries out an action button: at once, or armed to wait for
// a square or a creature. Pressing the armed action again disarms it.
func (b *Board) pressAction(d actionDef) {
	d.label = b.actionLabel(d)
	who := b.enc.Turn.Active
	if who == "" {
		b.note(b.t("no turn is running"))
		return
	}
	if d.name == "ready" {
		b.arm = armed{}
		b.ready(who) // the form for what it readies (ready.go)
		return
	}
	if d.now != nil {
		b.arm = armed{}
		if b.apply(d.now(who, b.bonus)) {
			b.bonus = false // the modifier holds for one action
		}
		return
	}
	if b.arm.name == d.name || (d.name == "move" && b.arm.kind == armNone) {
		b.arm = armed{}
		b.note(b.f("%s: click or tap a square to move %s there", d.label, who))
		return
	}
	b.arm = armed{kind: d.kind, mode: d.mode, what: d.what, name: d.name, label: d.label}
	b.Select(who)
	switch d.kind {
	case armMove:
		msg := b.f("%s: tap the square %s goes to", d.label, who)
		if d.mode == engine.ModeWithdraw {
			msg += b.t("; the square it starts in (framed green) is safe from the enemies it can see")
		}
		b.note(msg)
	case armTarget:
		b.note(b.f("%s: tap the creature %s acts on", d.label, who))
	case armCharge:
		b.note(b.f("Charge: tap the creature %s charges; the lane and the end square show, then confirm", who))
	case armSquare:
		b.note(b.f("%s: tap the square %s lands in", d.label, who))
	}
}

// actOn carries out the armed action on creature id (a tap on its token).
// It reports whether the tap was taken.
func (b *Board) actOn(id string) bool {
	who := b.enc.Turn.Active
	if who == "" || id == who {
		return false
	}
	switch b.arm.kind {
	case armTarget:
		if b.arm.what == "push" {
			b.pickPushTarget(id)
			return true
		}
		if b.arm.what == "mount" {
			b.apply(engine.MountUp{Who: who, Mount: id})
			b.arm = armed{}
			return true
		}
		b.apply(engine.Strike{Who: who, Target: id})
		b.arm = armed{} // done, or refused: either way it disarms
		return true
	case armCharge:
		if b.arm.target == id {
			b.confirmCharge()
			return true
		}
		b.arm.target = id
		b.SetTarget(id)
		if end, err := b.enc.ChargeEnd(who, id); err != nil {
			b.fail(err)
		} else {
			b.note(b.f("Charge at %s: the lane ends at (%d,%d); tap Confirm charge (or %s again)", id, end.X, end.Y, id))
		}
		return true
	}
	return false
}

// confirmCharge charges the picked target.
func (b *Board) confirmCharge() {
	who, t := b.enc.Turn.Active, b.arm.target
	if t == "" {
		b.note(b.t("Charge: tap the target first"))
		return
	}
	b.apply(engine.TurnMove{Who: who, Mode: engine.ModeCharge, Target: t})
	b.arm = armed{} // done, or refused: either way it disarms
}

// moveArmed moves the active creature to s by the armed mode, or by an
// ordinary move (MoveTo) when nothing is armed.
func (b *Board) moveArmed(who string, s Square) {
	if b.offerOverrun(who, s) {
		return
	}
	if b.arm.kind == armSquare && who == b.enc.Turn.Active {
		b.apply(engine.Dismount{Who: who, X: s.X, Y: s.Y})
		b.arm = armed{}
		return
	}
	if b.arm.kind == armMove && who == b.enc.Turn.Active {
		b.apply(engine.TurnMove{Who: who, X: s.X, Y: s.Y, Mode: b.arm.mode})
		b.arm = armed{} // done, or refused: either way it disarms
		return
	}
	b.apply(engine.MoveTo{Who: who, X: s.X, Y: s.Y, Kind: engine.Move})
}

// Charge returns the charge being prepared: the charger, its target and
// the square the lane ends in, or ok false with none (or no legal end:
// the status line says why).
func (b *Board) Charge() (who, target string, end engine.Square, ok bool) {
	if b.enc == nil || b.arm.kind != armCharge || b.arm.target == "" {
		return "", "", engine.Square{}, false
	}
	who = b.enc.Turn.Active
	end, err := b.enc.ChargeEnd(who, b.arm.target)
	return who, b.arm.target, end, err == nil
}

// Withdrawing returns the creature about to withdraw (its start square is
// safe from the enemies it can see), "" otherwise.
func (b *Board) Withdrawing() string {
	if b.enc == nil || b.arm.kind != armMove || b.arm.mode != engine.ModeWithdraw {
		return ""
	}
	return b.enc.Turn.Active
}

// Armed names the armed action's button ("act:step"), "" for none.
func (b *Board) Armed() string {
	if b.arm.name == "" {
		return ""
	}
	return "act:" + b.arm.name
}

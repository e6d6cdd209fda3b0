package board

import (
	"errors"
	"strings"

	"battlemap/engine"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The overrun offer (PF1e, 3.5): when the square a creature is sent to on
// its turn is reached only through an enemy's space, or more cheaply so
// (engine.OverrunPath), the map asks "Overrun G1?" with the outcomes the
// table may roll: success, success by 5 or more (PF1e: the target falls
// prone), avoided (the target steps aside), failed (the mover stops in
// front of it; in 3.5 also failed and tripped back). The answer is one
// engine.Overrun. "Move around" makes the ordinary move instead, where
// there is one; Cancel, or a tap beside the offer, does nothing. An
// overrun the rules refuse now (its action spent, the target too big…)
// is not offered: the move goes around when it can, else the status line
// says why the overrun is refused. With Charge armed, a tap on a square
// past an enemy standing in the charge's straight lane offers the same
// outcomes for an overrun as part of the charge (PF1e, RULES.md B14;
// 3.5 forbids it, C14), with no way around: a charge goes straight.

// overrunOffer is the open offer.
type overrunOffer struct {
	open        bool
	who, target string
	to          Square
	around      bool // the ordinary move there is allowed
	charge      bool // the overrun is part of a charge (PF1e)
	why         string
}

// overrunOutcome is one answer of the offer.
type overrunOutcome struct {
	name, label string
	result      engine.OverrunResult
	tripped     bool
}

// overrunOutcomes lists the outcomes of system sys.
func (b *Board) overrunOutcomes(sys string) []overrunOutcome {
	out := []overrunOutcome{{"success", b.t("Success"), engine.OverrunSuccess, false}}
	if sys == "pf1e" {
		out = append(out, overrunOutcome{"by5", b.t("Success by 5"), engine.OverrunByFive, false})
	}
	out = append(out, overrunOutcome{"avoided", b.t("Avoided"), engine.OverrunAvoided, false},
		overrunOutcome{"failed", b.t("Failed"), engine.OverrunFailed, false})
	if sys == "dnd35" {
		out = append(out, overrunOutcome{"tripped", b.t("Failed, tripped"), engine.OverrunFailed, true})
	}
	return out
}

// offerOverrun opens the offer when moving who to s on its turn runs into
// an enemy's space, and reports whether the move waits for it (or was
// refused for the overrun's reason). With Charge armed, s is where the
// charge's lane ends: the overrun is part of the charge (PF1e; 3.5
// refuses it, and the status line says why), and a lane that runs into
// nobody moves nobody.
func (b *Board) offerOverrun(who string, s Square) bool {
	sys := b.enc.System.ID()
	if (sys != "pf1e" && sys != "dnd35") || who != b.enc.Turn.Active {
		return false
	}
	charge := b.arm.kind == armCharge
	if b.arm.kind != armNone && !charge && (b.arm.kind != armMove || b.arm.mode != engine.ModeMove) {
		return false
	}
	path, info, err := b.enc.OverrunPath(who, s.X, s.Y, charge)
	if err != nil || info.Target == "" || path.Steps == nil {
		if charge {
			b.note(b.f("Charge: tap the creature %s charges, or a square past an enemy in the lane to overrun it", who))
			return true
		}
		return false
	}
	around := !charge && b.enc.Check(b.plainMove(who, s)) == nil
	if !info.Allowed {
		if around {
			return false
		}
		b.fail(errors.New(b.f("Overrun %s refused: %s", info.Target, b.reason(strings.TrimPrefix(info.Why, "engine: ")))))
		return true
	}
	b.offer = overrunOffer{open: true, who: who, target: info.Target, to: s, around: around, charge: charge, why: info.Why}
	if charge {
		b.note(b.f("Overrun %s with the charge? The lane to (%d,%d) runs into its space: tap the outcome the table rolled", info.Target, s.X, s.Y))
	} else {
		b.note(b.f("Overrun %s? The way to (%d,%d) runs into its space: tap the outcome the table rolled", info.Target, s.X, s.Y))
	}
	return true
}

// plainMove is the move to s that moveArmed makes without an overrun.
func (b *Board) plainMove(who string, s Square) engine.Action {
	if b.arm.kind == armMove {
		return engine.TurnMove{Who: who, X: s.X, Y: s.Y, Mode: b.arm.mode}
	}
	return engine.MoveTo{Who: who, X: s.X, Y: s.Y, Kind: engine.Move}
}

// closeOffer closes the offer.
func (b *Board) closeOffer() {
	if b.offer.open {
		b.offer = overrunOffer{}
		b.touch()
	}
}

// offerControls lists the offer's answers.
func (b *Board) offerControls() []control {
	o := b.offer
	if !o.open || b.enc == nil {
		return nil
	}
	var cs []control
	for _, oc := range b.overrunOutcomes(b.enc.System.ID()) {
		a := engine.Overrun{Who: o.who, Target: o.target, X: o.to.X, Y: o.to.Y, Result: oc.result, Tripped: oc.tripped, Charge: o.charge}
		// An outcome the rules refuse (an Improved Overrun the target
		// cannot avoid) is greyed, with the engine's reason.
		why := ""
		if err := b.enc.Check(a); err != nil {
			why = b.reason(err.Error())
		}
		cs = append(cs, control{ui.Button{Name: "ov:" + oc.name, Label: oc.label, Enabled: why == "", Why: why, Size: promptFont, Look: ui.LookDanger},
			func(b *Board) Effect { b.closeOffer(); b.arm = armed{}; b.apply(a); return NoEffect }})
	}
	if o.around {
		mv := b.plainMove(o.who, o.to)
		cs = append(cs, control{ui.Button{Name: "ov:around", Label: b.t("Move around"), Enabled: true, Size: promptFont},
			func(b *Board) Effect { b.closeOffer(); b.arm = armed{}; b.apply(mv); return NoEffect }})
	}
	cs = append(cs, control{ui.Button{Name: "ov:cancel", Label: b.t("Cancel"), Enabled: true, Size: promptFont},
		func(b *Board) Effect { b.closeOffer(); b.note(b.t("overrun cancelled")); return NoEffect }})
	return cs
}

// offerLabels is the offer's question and the rule.
func (b *Board) offerLabels() []ui.Label {
	o := b.offer
	if !o.open || b.enc == nil {
		return nil
	}
	title := b.f("Overrun %s?", o.target)
	if o.charge {
		title = b.f("Overrun %s with the charge?", o.target)
	}
	return []ui.Label{
		{Text: title, Size: promptTitle, Bold: true, Tone: ui.ToneAlert},
		{Text: b.reason(o.why), Size: promptFont - 4, Wrap: true},
	}
}

// layoutOffer places the offer over the top of the map.
func (b *Board) layoutOffer(p *ui.Panel) view.Rect {
	if len(p.Labels) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	m := b.screen.mapR
	pad := 16 * u
	gap := buttonGap * u
	w := min(m.W-2*gap, 720*u)
	x0, y0 := m.X+(m.W-w)/2, m.Y+gap
	col := ui.Column{X: x0 + pad, Y: y0 + pad, W: w - 2*pad, Gap: gap}
	p.Labels[0].Rect = col.Next(40 * u)
	p.Labels[1].Rect = col.Next(2 * LineHeight * u)
	g := ui.Grid{X: col.X, Y: col.Y, W: col.W, H: promptBtnH * u, Gap: gap, N: 3}
	for i := range p.Buttons {
		p.Buttons[i].Rect = g.Cell(i)
	}
	col.Skip(g.Height(len(p.Buttons)))
	p.Rect = view.Rect{X: x0, Y: y0, W: w, H: col.Y - gap + pad - y0}
	return p.Rect
}

// offerClick handles a tap while the offer is open: its buttons answer,
// a tap beside it cancels it.
func (b *Board) offerClick(x, y float64) Effect {
	if bt, do, ok := b.buttonAt(x, y); ok && strings.HasPrefix(bt.Name, "ov:") {
		if !bt.Enabled {
			b.note(bt.Label + ": " + bt.Why)
			return NoEffect
		}
		return do(b)
	}
	if !b.screen.offerR.Contains(x, y) {
		b.closeOffer()
		b.note(b.t("overrun cancelled"))
	}
	return NoEffect
}

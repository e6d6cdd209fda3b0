package board

import (
	"fmt"

	"battlemap/engine"
	"battlemap/game/ui"
)

// The push's distance: after Shove (PF2e, 5e) or Bull rush (PF1e, 3.5) is
// armed and its target tapped, the action column asks how far the table's
// roll pushes it (1 to 4 squares: PF2e 1, or 2 on a critical success; 5e
// 1; PF1e and 3.5 1 plus 1 per 5 points over the defender's CMD or check)
// and, where the system allows it, whether the pusher follows (PF2e:
// Stride after it the same distance on a success; PF1e, 3.5: move with it,
// up to its speed). A distance button applies the push. In PF1e a bull
// rush that runs into another creature pushes on with a new check against
// it (PF1e CRB, Combat Maneuvers: Bull Rush): before it applies, the
// column asks for that result (Failed, or how far it carries that one),
// and again for each creature met after it.

// maxPushChoice is the farthest push offered on a button.
const maxPushChoice = 4

// pushPicking reports whether the action column asks for a push's
// distance: a push is armed and its target picked.
func (b *Board) pushPicking() bool {
	return b.arm.kind == armTarget && b.arm.what == "push" && b.arm.target != ""
}

// pushFollows reports whether the system lets the pusher follow.
func pushFollows(system string) bool { return system != "dnd5e" }

// pickPushTarget makes id the armed push's target and asks how far.
func (b *Board) pickPushTarget(id string) {
	b.arm.target = id
	b.SetTarget(id)
	msg := b.f("%s %s: how far did the roll push it? Tap 1 to %d squares", b.arm.label, id, maxPushChoice)
	if pushFollows(b.enc.System.ID()) {
		msg += b.f("; Follow moves %s after it", b.enc.Turn.Active)
	}
	b.note(msg)
}

// pushControls lists the distance buttons, the Follow toggle where the
// system has it, and Cancel.
func (b *Board) pushControls() []control {
	if b.arm.against != "" {
		return b.chainControls()
	}
	cs := []control{{ui.Button{Name: "act:push0", Label: b.t("Failed (0)"), Enabled: true, Size: promptFont},
		func(b *Board) Effect { b.push(0); return NoEffect }}}
	for n := 1; n <= maxPushChoice; n++ {
		label := b.n(n, "%d square", "%d squares")
		cs = append(cs, control{ui.Button{Name: fmt.Sprintf("act:push%d", n), Label: label, Enabled: true, Size: promptFont},
			func(b *Board) Effect { b.push(n); return NoEffect }})
	}
	if pushFollows(b.enc.System.ID()) {
		cs = append(cs, control{ui.Button{Name: "act:follow", Label: b.t("Follow"), Toggle: true, On: b.arm.follow, Enabled: true, Size: promptFont},
			func(b *Board) Effect { b.arm.follow = !b.arm.follow; b.touch(); return NoEffect }})
	}
	cs = append(cs, control{ui.Button{Name: "act:cancel", Label: b.t("Cancel"), Enabled: true, Size: promptFont},
		func(b *Board) Effect { b.arm = armed{}; b.note(b.t("push cancelled")); return NoEffect }})
	return cs
}

// push applies the armed push, squares far. The engine's message (where
// the target stopped, and why short) goes to the status line. When the
// engine refuses, the push stays armed for another target.
func (b *Board) push(squares int) {
	who, t := b.enc.Turn.Active, b.arm.target
	if who == "" || t == "" {
		return
	}
	a := engine.Push{By: who, Target: t, Squares: squares, Follow: b.arm.follow && pushFollows(b.enc.System.ID()), Chain: b.arm.chain}
	if need, err := b.enc.PushNeedsResult(a); err == nil && need != "" {
		b.arm.pushN, b.arm.against = squares, need
		b.note(b.f("%s is in the way: the bull rush's result against %s (at −4 for each creature beyond the first)?", need, need))
		b.touch()
		return
	}
	if b.apply(a) {
		b.arm = armed{}
		return
	}
	b.arm.target, b.arm.follow, b.arm.chain, b.arm.against = "", false, nil, ""
}

// chainControls asks for the result against the creature in the way: a
// failure, or how far it carries that creature (the push goes on as far as
// the lower result allows); Cancel drops the whole push.
func (b *Board) chainControls() []control {
	result := func(n int) func(*Board) Effect {
		return func(b *Board) Effect {
			b.arm.chain = append(b.arm.chain, n)
			b.arm.against = ""
			b.push(b.arm.pushN)
			return NoEffect
		}
	}
	cs := []control{{ui.Button{Name: "act:chain0", Label: b.t("Failed (0)"), Enabled: true, Size: promptFont}, result(0)}}
	for n := 1; n <= maxPushChoice; n++ {
		cs = append(cs, control{ui.Button{Name: fmt.Sprintf("act:chain%d", n), Label: b.n(n, "%d square", "%d squares"), Enabled: true, Size: promptFont}, result(n)})
	}
	return append(cs, control{ui.Button{Name: "act:cancel", Label: b.t("Cancel"), Enabled: true, Size: promptFont},
		func(b *Board) Effect { b.arm = armed{}; b.note(b.t("push cancelled")); return NoEffect }})
}

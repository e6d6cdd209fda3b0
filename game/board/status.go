package board

import (
	"fmt"
	"strings"

	"battlemap/engine"
	"battlemap/game/overlay"
)

// notYet is what the status line says for an answer the engine cannot
// give yet.
const notYet = "not available yet"

// Status returns the status panel's lines: the hovered square (its cost
// step by step, or why it cannot be reached), the selection and the
// tactical overlays, the rule system with its options and the turn, and
// the last action or error. The slice is reused until the next change.
func (b *Board) Status() []string {
	if b.statusOK && b.statusV == b.version {
		return b.status
	}
	b.statusOK, b.statusV = true, b.version
	b.status = append(b.status[:0], b.hoverLine(), b.selectionLine(), b.systemLine(), b.lastLine())
	if b.areas.on {
		b.areaStatus(b.status)
	}
	if b.lib.problem != "" {
		// A failed save stays in sight until a save succeeds.
		b.status[2] = b.f("NOT SAVED: %s", b.reason(b.lib.problem))
	}
	return b.status
}

// StatusText is the status lines joined by newlines (the test hooks).
func (b *Board) StatusText() string { return strings.Join(b.Status(), "\n") }

// hoverLine explains the hovered square.
func (b *Board) hoverLine() string {
	if b.enc == nil {
		return ""
	}
	if why := b.hoveredButtonWhy(); why != "" {
		return why
	}
	if pm := b.enc.Turn.Pending; pm != nil && len(pm.Steps) > 0 {
		end := pm.Steps[len(pm.Steps)-1]
		then := b.f("then it goes on to %s, dashed on the map", b.SquareName(end.X, end.Y))
		if len(pm.Steps) == 1 {
			then = b.t("then it carries on where it stands") // the trigger is the last step (a stand)
		}
		return b.f("%s's movement waits for the table: answer the prompt over the map for %s (Take, Decline or dropped); %s.",
			pm.Who, waitingIDs(pm.Waiting), then)
	}
	if !b.hoverOK {
		if b.selected == "" {
			return b.t("Click or tap a token to select it; right-click a creature to make it the target, or long-press it for the target menu.")
		}
		return b.t("Point at a square to see the path there and what it costs.")
	}
	sq := fmt.Sprintf("(%d,%d) %s", b.hover.X, b.hover.Y, b.t(b.enc.Grid.At(b.hover.X, b.hover.Y).String()))
	if id := b.HoveredCreature(); id != "" {
		c := b.enc.Creature(id)
		sq += b.f(", %s: %s %s, speed %d ft", id, c.Side, b.t(c.Size.String()), c.Speed)
		if names := c.State.Names(); len(names) > 0 {
			for i, n := range names {
				names[i] = b.t(n)
			}
			sq += " (" + strings.Join(names, b.t(", ")) + ")"
		}
	}
	pv := b.Preview()
	if pv == nil {
		return sq
	}
	if !pv.OK {
		return sq + b.f(" — cannot be reached: %s", b.reason(pv.Why))
	}
	n := len(pv.Path.Steps)
	if n < 2 {
		return sq + b.f(" — %s stands here", b.selected)
	}
	mv := b.Movement()
	band := b.t(bandWords(b.enc.System.ID(), 1))
	if mv != nil && mv.BandAt(b.hover.X, b.hover.Y) == 2 {
		band = b.t(bandWords(b.enc.System.ID(), 2))
	}
	line := b.f("%s — %d ft (%s), last step %s", sq, pv.Path.Feet(), band, b.reasons(pv.Path.Reasons(n-1)))
	switch {
	case pv.ProvokeErr != nil && overlay.NotYet(pv.ProvokeErr):
		line += b.t(" — {aoo}: not available yet")
	case pv.ProvokeErr != nil:
		line += b.f(" — {aoo}: %s", b.reason(pv.ProvokeErr.Error()))
	case len(pv.Provokes) == 0:
		line += b.t(" — provokes no {aoo}")
	default:
		var by []string
		for _, p := range pv.Provokes {
			by = append(by, b.f("%s at step %d", p.By, p.Step))
		}
		line += b.f(" — provokes %s", strings.Join(by, ", "))
		switch {
		case len(pv.Safe.Steps) > 1:
			line += b.f("; the dashed green path provokes nobody: %d ft", pv.Safe.Feet())
		case pv.SafeErr != nil:
			line += b.t("; ") + b.answer(pv.SafeErr, "")
		}
	}
	return line
}

// selectionLine describes the selection, the target and the tactical
// overlays' verdicts.
func (b *Board) selectionLine() string {
	if b.enc == nil {
		return ""
	}
	var parts []string
	if c := b.enc.Creature(b.selected); c != nil && c.ID == b.enc.Turn.Active {
		parts = append(parts, b.f("Selected %s (%s %s, speed %d ft), its turn: %s left",
			c.ID, c.Side, b.t(c.Size.String()), c.Speed, b.reason(b.enc.MovementLeft(c).Why)))
	} else if c != nil {
		act, turn, _ := overlay.Budgets(b.enc, c)
		parts = append(parts, b.f("Selected %s (%s %s, speed %d ft): %s %d ft, this turn %d ft",
			c.ID, c.Side, b.t(c.Size.String()), c.Speed, b.t(bandWords(b.enc.System.ID(), 1)), act, turn))
	} else {
		parts = append(parts, b.t("Nothing selected"))
	}
	if i := b.enc.Initiative.Position(b.selected); i >= 0 && b.enc.Initiative.Order[i].Ready != "" {
		parts = append(parts, b.readyWords(b.enc.Initiative.Order[i].Ready))
	}
	if b.target != "" {
		parts = append(parts, b.f("target %s", b.target))
	}
	l := b.layers
	if l.Reach {
		if th := b.Threat(); th != nil {
			parts = append(parts, b.f("reach of %s: %s", th.Who, b.answer(th.Err, b.n(len(th.Squares), "%d square", "%d squares"))))
		}
	}
	if l.Flanking {
		if fl := b.Flanking(); fl != nil {
			parts = append(parts, b.f("flanking: %s", b.answer(fl.Err, b.flankedWords(fl))))
			if fl.Mover != "" && fl.Target != "" && fl.Err == nil {
				parts = append(parts, b.f("squares to flank %s: %s", fl.Target, b.answer(fl.SquaresErr, fmt.Sprint(len(fl.Squares)))))
			}
		}
	}
	if l.Cover {
		if cv := b.Cover(); cv != nil {
			kind := b.t("melee")
			if cv.Ranged {
				kind = b.t("ranged")
			}
			parts = append(parts, b.f("cover of %s against %s (%s): %s", cv.Target, cv.Attacker, kind, b.answer(cv.Err, b.coverWords(cv.Result))))
		}
	}
	return strings.Join(parts, " · ")
}

// answer words an overlay's answer: its text, "not available yet", or the
// error.
func (b *Board) answer(err error, text string) string {
	switch {
	case err == nil:
		return text
	case overlay.NotYet(err) && text == "":
		return b.t("a path that provokes nobody: not available yet")
	case overlay.NotYet(err):
		return b.t(notYet)
	}
	return b.reason(strings.TrimPrefix(err.Error(), "overlay: "))
}

func (b *Board) flankedWords(fl *overlay.Flanking) string {
	if len(fl.Flanked) == 0 {
		return b.t("nobody is flanked")
	}
	var ws []string
	for id, by := range fl.Flanked {
		ws = append(ws, b.f("%s by %s", id, strings.Join(by, "+")))
	}
	sortStrings(ws)
	return strings.Join(ws, ", ")
}

func (b *Board) coverWords(r engine.CoverResult) string {
	if r.Degree == "" {
		return b.f("no answer: %s", b.reason(r.Why))
	}
	s := b.t(r.Degree)
	if r.Bonus != "" {
		s += ", " + b.t(r.Bonus)
	}
	if r.Why != "" {
		s += " (" + b.reason(r.Why) + ")"
	}
	return s
}

// reasons words the engine's explanations and joins them.
func (b *Board) reasons(rs []string) string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = b.reason(r)
	}
	return strings.Join(out, b.t("; "))
}

// systemLine names the rule system, its options and the turn.
func (b *Board) systemLine() string {
	if b.enc == nil {
		return ""
	}
	o := b.enc.Options
	onOff := func(v bool) string {
		if v {
			return b.t("on")
		}
		return b.t("off")
	}
	s := b.f("%s: corner cutting %s, 10-ft reach corners %s, diagonals counted per %s",
		b.t(b.enc.System.Name()), onOff(o.CornerCutting), onOff(o.TenFootReachCorners), b.t(fmt.Sprint(o.DiagonalScope)))
	if b.enc.System.ID() == "dnd5e" {
		s += b.f(", DMG diagonals %s, DMG flanking %s", onOff(o.DMGDiagonals), onOff(o.DMGFlanking))
	}
	t := b.enc.Turn
	if t.Active != "" {
		s += b.f(" · round %d, %s's turn: moved %d ft, %s", t.Round, t.Active, t.Moved, b.n(t.Diagonals, "%d diagonal", "%d diagonals"))
	} else {
		s += b.t(" · no turn running (T starts the selected creature's turn)")
	}
	return s
}

// actionsWords says what the creature whose turn it is has left
// (Encounter.ActionsWords: "G1: 2 of 3 actions left · reaction ready"),
// each part worded as the engine's explanations are.
func (b *Board) actionsWords() string {
	s := b.enc.ActionsWords()
	id, rest, ok := strings.Cut(s, ": ")
	if !ok {
		return b.reason(s)
	}
	parts := strings.Split(rest, " · ")
	for i := range parts {
		parts[i] = b.reason(parts[i])
	}
	return id + b.t(": ") + strings.Join(parts, " · ")
}

// lastLine shows the last action or error.
func (b *Board) lastLine() string {
	if b.last == "" {
		return ""
	}
	if b.lastErr {
		return b.f("Error: %s", b.reason(b.last))
	}
	return b.f("Last: %s", b.reason(b.last))
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// waitingIDs lists the ids of the reactors waiting.
func waitingIDs(ps []engine.Provocation) string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.By
	}
	return strings.Join(ids, ", ")
}

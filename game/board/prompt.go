package board

import (
	"strings"

	"battlemap/engine"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The reaction prompt: a movement stopped where attacks of opportunity
// trigger (engine Turn.Pending) waits for the table. For each waiting
// reactor the GM answers Take (the reaction is spent), Decline, or Mover
// dropped (the movement ends at the last square where the mover may
// stand). After the last answer the engine moves on by itself, maybe to the
// next trigger, which asks again.

// promptControls lists the prompt's answers, three per waiting reactor.
func (b *Board) promptControls() []control {
	if b.enc == nil || b.enc.Turn.Pending == nil {
		return nil
	}
	pm := b.enc.Turn.Pending
	var cs []control
	for _, p := range pm.Waiting {
		by := p.By
		for _, a := range []struct {
			tone, label string
			look        ui.Look
			act         engine.ResolveReaction
		}{
			{"take", b.f("Take: %s attacks", by), ui.LookDanger, engine.ResolveReaction{By: by, Taken: true}},
			{"decline", b.t("Decline"), ui.LookPlain, engine.ResolveReaction{By: by}},
			{"drop", b.f("%s dropped", pm.Who), ui.LookGrave, engine.ResolveReaction{By: by, Taken: true, Dropped: true}},
		} {
			act := a.act
			cs = append(cs, control{ui.Button{Name: "react:" + by + ":" + a.tone, Label: a.label, Enabled: true, Size: promptFont, Look: a.look},
				func(b *Board) Effect { b.apply(act); return NoEffect }})
		}
	}
	return cs
}

// promptLabels lists the prompt's title, one line per waiting reactor and
// the reactors farther along the path.
func (b *Board) promptLabels() []ui.Label {
	if b.enc == nil || b.enc.Turn.Pending == nil {
		return nil
	}
	pm := b.enc.Turn.Pending
	at := ""
	if len(pm.Steps) > 0 {
		at = b.f(" at (%d,%d)", pm.Steps[0].X, pm.Steps[0].Y)
	}
	ls := []ui.Label{{Text: b.f("{aoo}! %s stops%s", pm.Who, at), Size: promptTitle, Bold: true, Tone: ui.ToneAlert}}
	for _, p := range pm.Waiting {
		text := b.f("%s may attack %s: %s", p.By, pm.Who, b.reason(p.Why))
		if c := b.enc.Creature(p.By); c != nil && c.Hidden {
			// The rules count a creature the players do not see.
			text += " " + b.t("(hidden from the players: taking it reveals it, or keep it secret)")
		}
		ls = append(ls, ui.Label{Text: text, Size: promptFont - 2, Wrap: true})
	}
	if len(pm.Later) > 0 {
		ids := make([]string, len(pm.Later))
		for i, p := range pm.Later {
			ids[i] = p.By
		}
		ls = append(ls, ui.Label{Text: b.f("Farther along the path: %s", strings.Join(ids, ", ")), Size: promptFont - 4})
	}
	return ls
}

// layoutPrompt places the prompt over the map, above or below its middle,
// whichever hides fewer of the creatures involved (the mover, then those
// who may react), so the table sees where it stopped; it veils the map
// and returns the prompt's panel (zero with nothing pending).
func (b *Board) layoutPrompt(p *ui.Panel) view.Rect {
	if b.enc == nil || b.enc.Turn.Pending == nil || len(p.Labels) == 0 {
		return view.Rect{}
	}
	s := &b.screen
	u := s.ui
	m := s.mapR
	pad := 16 * u
	gap := 10 * u
	w := min(m.W-2*gap, 820*u)
	pm := b.enc.Turn.Pending
	reactors := len(pm.Waiting)
	lineH := 30 * u
	h := pad + 40*u + float64(reactors)*(lineH*2+promptBtnH*u+gap) + pad
	if len(p.Labels) > 1+reactors {
		h += lineH
	}
	h = min(h, m.H)
	x0 := m.X + (m.W-w)/2
	hidden := func(y float64) int {
		r := view.Rect{X: x0, Y: y, W: w, H: h}
		n := 0
		ids := []string{pm.Who}
		for _, p := range pm.Waiting {
			ids = append(ids, p.By)
		}
		for i, id := range ids {
			if c := b.enc.Creature(id); c != nil {
				cx, cy := b.cam.ToScreen(float64(c.X)+float64(c.SpaceW)/2, float64(c.Y)+float64(c.SpaceH)/2)
				if r.Contains(cx, cy) {
					n += 1 + 2*boolInt(i == 0)
				}
			}
		}
		return n
	}
	top, bottom := m.Y+gap, m.Y+m.H-h-gap
	y0 := bottom
	if hidden(top) < hidden(bottom) {
		y0 = top
	}
	y0 = max(y0, m.Y)
	col := ui.Column{X: x0 + pad, Y: y0 + pad, W: w - 2*pad}
	p.Labels[0].Rect = col.Next(40 * u)
	for r := 0; r < reactors; r++ {
		line := col.Next(lineH * 2)
		if 1+r < len(p.Labels) {
			p.Labels[1+r].Rect = line
		}
		row := ui.Grid{X: col.X, Y: col.Y, W: col.W, H: promptBtnH * u, Gap: gap, N: 3}
		for k := 0; k < 3 && 3*r+k < len(p.Buttons); k++ {
			p.Buttons[3*r+k].Rect = row.Cell(k)
		}
		col.Skip(promptBtnH*u + gap)
	}
	if n := 1 + reactors; n < len(p.Labels) {
		p.Labels[n].Rect = col.Next(lineH)
	}
	p.Rect = view.Rect{X: x0, Y: y0, W: w, H: h}
	p.Veil = m
	return p.Rect
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

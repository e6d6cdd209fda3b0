package board

import (
	"fmt"
	"strings"

	"battlemap/engine"
	"battlemap/game/view"
)

// The reaction prompt: a movement stopped where attacks of opportunity
// trigger (engine Turn.Pending) waits for the table. For each waiting
// reactor the GM answers Take (the reaction is spent), Decline, or Mover
// dropped (the movement ends at the last square where the mover may
// stand). After the last answer the engine moves on by itself, maybe to the
// next trigger, which asks again.

// promptSpecs lists the prompt's answers, three per waiting reactor.
func (b *Board) promptSpecs() []Button {
	if b.enc == nil || b.enc.Turn.Pending == nil {
		return nil
	}
	pm := b.enc.Turn.Pending
	var specs []Button
	for _, p := range pm.Waiting {
		by := p.By
		for _, a := range []struct {
			tone, label string
			act         engine.ResolveReaction
		}{
			{"take", "Take: " + by + " attacks", engine.ResolveReaction{By: by, Taken: true}},
			{"decline", "Decline", engine.ResolveReaction{By: by}},
			{"drop", pm.Who + " dropped", engine.ResolveReaction{By: by, Taken: true, Dropped: true}},
		} {
			act := a.act
			specs = append(specs, Button{Label: a.label, Enabled: true, Group: GroupPrompt, Tone: a.tone,
				Name: "react:" + by + ":" + a.tone, Size: promptFont,
				do: func(b *Board) Effect { b.apply(act); return NoEffect }})
		}
	}
	return specs
}

// promptLabels lists the prompt's title and one line per waiting reactor.
func (b *Board) promptLabels() []Label {
	if b.enc == nil || b.enc.Turn.Pending == nil {
		return nil
	}
	pm := b.enc.Turn.Pending
	at := ""
	if len(pm.Steps) > 0 {
		at = fmt.Sprintf(" at (%d,%d)", pm.Steps[0].X, pm.Steps[0].Y)
	}
	ls := []Label{{Text: fmt.Sprintf("Attack of opportunity! %s stops%s", pm.Who, at), Size: promptTitle, Bold: true, Tone: "alert"}}
	for _, p := range pm.Waiting {
		ls = append(ls, Label{Text: fmt.Sprintf("%s may attack %s: %s", p.By, pm.Who, p.Why), Size: promptFont - 2, Wrap: true})
	}
	if len(pm.Later) > 0 {
		ids := make([]string, len(pm.Later))
		for i, p := range pm.Later {
			ids[i] = p.By
		}
		ls = append(ls, Label{Text: "Farther along the path: " + strings.Join(ids, ", "), Size: promptFont - 4})
	}
	return ls
}

// layoutPrompt places the prompt in the middle of the map view and
// returns its panel (zero with nothing pending).
func (b *Board) layoutPrompt(specs []Button, labels []Label) view.Rect {
	if b.enc == nil || b.enc.Turn.Pending == nil {
		return view.Rect{}
	}
	s := &b.screen
	u := s.ui
	m := s.mapR
	pad := 16 * u
	gap := 10 * u
	w := min(m.W-2*gap, 820*u)
	first := -1
	for i, l := range labels {
		if l.Tone == "alert" {
			first = i
		}
	}
	if first < 0 {
		return view.Rect{}
	}
	reactors := len(b.enc.Turn.Pending.Waiting)
	lineH := 30 * u
	h := pad + 40*u + float64(reactors)*(lineH*2+promptBtnH*u+gap) + pad
	if len(labels) > first+1+reactors {
		h += lineH
	}
	h = min(h, m.H)
	// Above or below the middle, whichever hides fewer of the creatures
	// involved (the mover, then those who may react), so the table sees
	// where it stopped.
	x0 := m.X + (m.W-w)/2
	top, bottom := m.Y+gap, m.Y+m.H-h-gap
	hidden := func(y float64) int {
		r := view.Rect{X: x0, Y: y, W: w, H: h}
		n := 0
		pm := b.enc.Turn.Pending
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
	y0 := bottom
	if hidden(top) < hidden(bottom) {
		y0 = top
	}
	y0 = max(y0, m.Y)
	y := y0 + pad
	labels[first].Rect = view.Rect{X: x0 + pad, Y: y, W: w - 2*pad, H: 40 * u}
	y += 40 * u
	bi := 0
	var btns []int
	for i := range specs {
		if specs[i].Group == GroupPrompt {
			btns = append(btns, i)
		}
	}
	bw := (w - 2*pad - 2*gap) / 3
	for r := 0; r < reactors; r++ {
		if first+1+r < len(labels) {
			labels[first+1+r].Rect = view.Rect{X: x0 + pad, Y: y, W: w - 2*pad, H: lineH * 2}
		}
		y += lineH * 2
		for k := 0; k < 3 && bi < len(btns); k++ {
			specs[btns[bi]].Rect = view.Rect{X: x0 + pad + float64(k)*(bw+gap), Y: y, W: bw, H: promptBtnH * u}
			bi++
		}
		y += promptBtnH*u + gap
	}
	if n := first + 1 + reactors; n < len(labels) {
		labels[n].Rect = view.Rect{X: x0 + pad, Y: y, W: w - 2*pad, H: lineH}
	}
	return view.Rect{X: x0, Y: y0, W: w, H: h}
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

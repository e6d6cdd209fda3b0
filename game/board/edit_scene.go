package board

import (
	"math"

	"battlemap/engine"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The scene's forms in Edit mode: the map's size (grow or shrink it on
// any side), the picture (its grid lines, its alignment by marking one
// square, nudges), and the rules (the system and its options). Each button
// is one engine action, undone like any other.

// sceneKind is the scene form that is open.
type sceneKind uint8

// The forms.
const (
	sceneNone sceneKind = iota
	sceneMap
	scenePicture
	sceneRules
)

// sceneForm is the open scene form.
type sceneForm struct{ kind sceneKind }

// markState is the marking of one square of the picture: its first corner
// in the picture's pixels, once tapped.
type markState struct {
	first   [2]float64
	started bool
}

// openSceneForm opens a scene form (again: closes it).
func (b *Board) openSceneForm(k sceneKind) {
	if b.edit.scene.kind == k {
		k = sceneNone
	}
	b.edit.scene = sceneForm{kind: k}
	b.touch()
}

// sceneControls lists the open scene form's buttons.
func (b *Board) sceneControls() []control {
	if !b.edit.on || b.edit.scene.kind == sceneNone || b.enc == nil {
		return nil
	}
	act := func(name, label string, enabled bool, why string, a func() engine.Action) control {
		return control{ui.Button{Name: "sf:" + name, Label: label, Enabled: enabled, Why: why, Size: formFont},
			func(b *Board) Effect { b.apply(a()); return NoEffect }}
	}
	closeBtn := control{ui.Button{Name: "sf:close", Label: b.t("Close"), Enabled: true, Hot: true, Size: formFont},
		func(b *Board) Effect { b.openSceneForm(sceneNone); return NoEffect }}
	g := b.enc.Grid
	switch b.edit.scene.kind {
	case sceneMap:
		w, h := g.W, g.H
		rs := func(nw, nh, dx, dy int) func() engine.Action {
			return func() engine.Action { return engine.ResizeMap{W: nw, H: nh, DX: dx, DY: dy} }
		}
		return []control{
			act("left+", b.t("Column on the left +"), true, "", rs(w+1, h, 1, 0)),
			act("left-", b.t("Column on the left −"), w > 1, b.t("one column left"), rs(w-1, h, -1, 0)),
			act("right+", b.t("Column on the right +"), true, "", rs(w+1, h, 0, 0)),
			act("right-", b.t("Column on the right −"), w > 1, b.t("one column left"), rs(w-1, h, 0, 0)),
			act("top+", b.t("Row at the top +"), true, "", rs(w, h+1, 0, 1)),
			act("top-", b.t("Row at the top −"), h > 1, b.t("one row left"), rs(w, h-1, 0, -1)),
			act("bottom+", b.t("Row at the bottom +"), true, "", rs(w, h+1, 0, 0)),
			act("bottom-", b.t("Row at the bottom −"), h > 1, b.t("one row left"), rs(w, h-1, 0, 0)),
			closeBtn,
		}
	case scenePicture:
		sc := b.scenery()
		bg := sc.Background
		none := b.t("this map has no picture (open a Universal VTT export, or an encounter with one)")
		nudge := func(name, label string, f func(bg *engine.Background)) control {
			return act(name, label, bg != nil, none, func() engine.Action {
				n := *sc
				nb := *bg
				f(&nb)
				n.Background = &nb
				return engine.SetScenery{Scenery: &n}
			})
		}
		lines := b.t("Grid lines: shown")
		if sc.HideGridLines {
			lines = b.t("Grid lines: hidden")
		}
		return []control{
			act("lines", lines, true, "", func() engine.Action {
				n := *sc
				n.HideGridLines = !n.HideGridLines
				return engine.SetScenery{Scenery: &n}
			}),
			{ui.Button{Name: "sf:mark", Label: b.t("Mark a square"), Enabled: bg != nil, Why: none, Size: formFont, Toggle: true, On: b.edit.tool == toolAlign},
				func(b *Board) Effect { b.setTool(toolAlign); b.edit.mark = markState{}; return NoEffect }},
			nudge("smaller", b.t("Squares smaller"), func(bg *engine.Background) { bg.PixelsPerSquare = math.Max(1, bg.PixelsPerSquare*1.01) }),
			nudge("bigger", b.t("Squares bigger"), func(bg *engine.Background) { bg.PixelsPerSquare = math.Max(1, bg.PixelsPerSquare/1.01) }),
			nudge("left", b.t("Picture ←"), func(bg *engine.Background) { bg.OffsetX += bg.PixelsPerSquare / 20 }),
			nudge("right", b.t("Picture →"), func(bg *engine.Background) { bg.OffsetX -= bg.PixelsPerSquare / 20 }),
			nudge("up", b.t("Picture ↑"), func(bg *engine.Background) { bg.OffsetY += bg.PixelsPerSquare / 20 }),
			nudge("down", b.t("Picture ↓"), func(bg *engine.Background) { bg.OffsetY -= bg.PixelsPerSquare / 20 }),
			closeBtn,
		}
	case sceneRules:
		var cs []control
		cur := b.enc.System.ID()
		set := b.enc.Options.Set()
		for _, id := range systemOrder {
			id := id
			cs = append(cs, control{ui.Button{Name: "sf:system:" + id, Label: shortSystem(id), Enabled: true, Toggle: true, On: id == cur, Size: formFont},
				func(b *Board) Effect {
					if id != b.enc.System.ID() {
						if err := b.SwitchSystem(id); err != nil {
							b.fail(err)
						}
					}
					return NoEffect
				}})
		}
		opt := func(name, label string, on bool, flip func(o *engine.OptionSet)) control {
			return control{ui.Button{Name: "sf:opt:" + name, Label: label, Enabled: true, Toggle: true, On: on, Size: formFont},
				func(b *Board) Effect {
					o := b.enc.Options.Set()
					flip(&o)
					b.apply(engine.SetSystem{System: b.enc.System.ID(), Options: o})
					return NoEffect
				}}
		}
		o := b.enc.Options
		cs = append(cs,
			opt("corner", b.t("Corner cutting"), o.CornerCutting, func(s *engine.OptionSet) { s.CornerCutting = boolPtr(!o.CornerCutting) }),
			opt("reach", b.t("10-ft reach corners"), o.TenFootReachCorners, func(s *engine.OptionSet) { s.TenFootReachCorners = boolPtr(!o.TenFootReachCorners) }),
		)
		if cur == "dnd5e" {
			cs = append(cs,
				opt("dmgdiag", b.t("DMG diagonals"), o.DMGDiagonals, func(s *engine.OptionSet) { s.DMGDiagonals = boolPtr(!o.DMGDiagonals) }),
				opt("dmgflank", b.t("DMG flanking"), o.DMGFlanking, func(s *engine.OptionSet) { s.DMGFlanking = boolPtr(!o.DMGFlanking) }))
		}
		cs = append(cs, b.partyControl())
		_ = set
		return append(cs, closeBtn)
	}
	return nil
}

func boolPtr(v bool) *bool { return &v }

// sceneLabels is the open form's title.
func (b *Board) sceneLabels() []ui.Label {
	if !b.edit.on || b.enc == nil {
		return nil
	}
	g := b.enc.Grid
	switch b.edit.scene.kind {
	case sceneMap:
		return []ui.Label{{Text: b.f("Map size: %d × %d squares", g.W, g.H), Size: formFont, Bold: true}}
	case scenePicture:
		t := b.t("Picture: none")
		if bg := b.scenery().Background; bg != nil {
			t = b.f("Picture: %d × %d px, %.1f px a square", bg.Width, bg.Height, bg.PixelsPerSquare)
		}
		return []ui.Label{{Text: t, Size: formFont, Bold: true}}
	case sceneRules:
		return []ui.Label{{Text: b.f("Rules: %s (undo switches back)", b.t(b.enc.System.Name())), Size: formFont, Bold: true}}
	}
	return nil
}

// layoutSceneForm places the scene form at the top of the map, two
// buttons a row; it does not veil the map (its changes show at once).
func (b *Board) layoutSceneForm(p *ui.Panel) view.Rect {
	if len(p.Buttons) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	m := b.screen.mapR
	pad := formPad * u
	w := min(formW*u, m.W-2*buttonGap*u)
	top := m.Y + buttonGap*u
	col := ui.Column{X: m.X + (m.W-w)/2 + pad, Y: top + pad, W: w - 2*pad, Gap: buttonGap * u}
	p.Labels[0].Rect = col.Next(30 * u)
	g := ui.Grid{X: col.X, Y: col.Y, W: col.W, H: 40 * u, Gap: buttonGap * u, N: 2}
	for i := range p.Buttons {
		p.Buttons[i].Rect = g.Cell(i)
	}
	col.Skip(g.Height(len(p.Buttons)))
	p.Rect = view.Rect{X: col.X - pad, Y: top, W: w, H: col.Y - col.Gap + pad - top}
	return p.Rect
}

// scenery returns the encounter's scenery, or an empty one.
func (b *Board) scenery() *engine.Scenery {
	if b.enc.Scenery != nil {
		return b.enc.Scenery
	}
	return &engine.Scenery{}
}

// markHint says what marking a square waits for.
func (b *Board) markHint() string {
	if b.edit.mark.started {
		return b.t("Tap the opposite corner of the same square of the picture")
	}
	return b.t("Align: tap one corner of a square as the picture draws it")
}

// markAt takes a tap of the alignment: the first corner, then the opposite
// one, from which the picture's squares' size and offset follow: the marked
// square lands on the grid square nearest to it.
func (b *Board) markAt(gx, gy float64) {
	bg := b.scenery().Background
	if bg == nil {
		b.note(b.t("this map has no picture to align"))
		return
	}
	// The tap in the picture's pixels, by the present alignment.
	px, py := bg.OffsetX+gx*bg.PixelsPerSquare, bg.OffsetY+gy*bg.PixelsPerSquare
	m := &b.edit.mark
	if !m.started {
		m.first, m.started = [2]float64{px, py}, true
		b.touch()
		return
	}
	m.started = false
	dx, dy := math.Abs(px-m.first[0]), math.Abs(py-m.first[1])
	side := (dx + dy) / 2
	if side < 4 {
		b.note(b.t("the two corners are too close: tap opposite corners of one square"))
		return
	}
	minX, minY := math.Min(px, m.first[0]), math.Min(py, m.first[1])
	// Where that corner stands on the grid now, to the nearest corner.
	kx := math.Round((minX - bg.OffsetX) / bg.PixelsPerSquare)
	ky := math.Round((minY - bg.OffsetY) / bg.PixelsPerSquare)
	n := *b.scenery()
	nb := *bg
	nb.PixelsPerSquare = side
	nb.OffsetX, nb.OffsetY = minX-kx*side, minY-ky*side
	n.Background = &nb
	if b.apply(engine.SetScenery{Scenery: &n}) {
		b.note(b.f("aligned: %.1f px a square (undo takes it back)", side))
		b.setTool(toolPlace)
	}
}

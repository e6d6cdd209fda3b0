package board

import (
	"battlemap/engine"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The table column: the GM's tools for the players' screen, in place of
// the action column while the Table button is on. It lays and lifts the
// fog of war with its tools (fog_tools.go), switches line of sight from
// the party's tokens, the overlays the players see, how hit points show
// to them, miniatures' rings, true scale and which way their screen
// faces, turns this screen into the players', and hides or shows the
// selected creature. Every change of the encounter is an engine action,
// undone by Undo.

// tableControls lists the table column's buttons.
func (b *Board) tableControls() []control {
	if b.enc == nil {
		return nil
	}
	p := b.enc.Players
	btn := func(name, label string, enabled bool, why string, do func(b *Board)) control {
		return control{ui.Button{Name: "table:" + name, Label: label, Enabled: enabled, Why: why, Size: actionFont},
			func(b *Board) Effect { do(b); return NoEffect }}
	}
	tool := func(name, label string, k fogKind, reveal bool) control {
		c := btn(name, label, true, "", func(b *Board) { b.armFog(k, reveal) })
		c.Hot = b.fog.kind == k && b.fog.reveal == reveal
		return c
	}
	fogLabel := b.t("Fog of war: off")
	if p.Fog != nil {
		fogLabel = b.t("Fog of war: on")
	}
	sight := btn("sight", b.t("Line of sight"), true, "", func(b *Board) {
		set := p.Settings()
		set.Sight = !p.Sight
		b.apply(set)
	})
	sight.Toggle, sight.On = true, p.Sight
	fogOn := btn("fog", fogLabel, true, "", func(b *Board) { b.toggleFog() })
	fogOn.Toggle, fogOn.On = true, p.Fog != nil
	// In pairs, two a row (layoutTable): the fog's tools revealing and
	// hiding side by side, then the players' screen's settings.
	cs := []control{
		tool("room+", b.t("Reveal room"), fogRoom, true),
		tool("room-", b.t("Hide room"), fogRoom, false),
		tool("rect+", b.t("Reveal area"), fogRect, true),
		tool("rect-", b.t("Hide area"), fogRect, false),
		tool("brush+", b.t("Reveal brush"), fogBrush, true),
		tool("brush-", b.t("Hide brush"), fogBrush, false),
		fogOn,
		btn("all+", b.t("Reveal all"), p.Fog != nil, b.t("there is no fog"), func(b *Board) { b.fillFog(true) }),
		sight,
		b.minisButton(),
		btn("hp", b.f("HP: %s", b.hpWords(p.HP)), true, "", func(b *Board) {
			set := p.Settings()
			set.HP = (p.HP + 1) % (engine.HPExact + 1)
			b.apply(set)
		}),
		btn("rotate", b.f("Face: %s", b.faceWords(p.Rotate)), true, "", func(b *Board) {
			set := p.Settings()
			set.Rotate = (p.Rotate + 90) % 360
			b.apply(set)
		}),
		b.trueScaleButton(),
		btn("calibrate", b.t("Calibrate"), true, "", func(b *Board) { b.openCalibration() }),
		b.overlayButton("moves", b.t("They see moves"), p.Moves, func(s *engine.SetPlayersView) { s.Moves = !p.Moves }),
		b.overlayButton("reach", b.t("They see reach"), p.Reach, func(s *engine.SetPlayersView) { s.Reach = !p.Reach }),
		btn("here", b.t("Players' screen here"), true, "", func(b *Board) {
			b.SetView(PlayersScreen)
			b.note(b.t("the players' screen: a long press on a corner brings the GM's back"))
		}),
	}
	if id := b.selected; id != "" && b.enc.Creature(id) != nil {
		c := b.enc.Creature(id)
		label, why := b.f("Hide %s", id), ""
		if c.Hidden {
			label = b.f("Show %s", id)
		}
		cs = append(cs, btn("hide", label, true, why, func(b *Board) {
			b.apply(engine.SetHidden{ID: id, Hidden: !c.Hidden})
		}))
	} else {
		cs = append(cs, btn("hide", b.t("Hide…"), false, b.t("select a creature to hide it from the players"), func(*Board) {}))
	}
	return cs
}

// overlayButton switches an overlay of the players' screen.
func (b *Board) overlayButton(name, label string, on bool, flip func(*engine.SetPlayersView)) control {
	return control{ui.Button{Name: "table:" + name, Label: label, Enabled: true, Toggle: true, On: on, Size: actionFont},
		func(b *Board) Effect {
			set := b.enc.Players.Settings()
			flip(&set)
			b.apply(set)
			return NoEffect
		}}
}

// minisButton says miniatures stand on the players' screen.
func (b *Board) minisButton() control {
	p := b.enc.Players
	return control{ui.Button{Name: "table:minis", Label: b.t("Minis on tokens"), Enabled: true, Toggle: true, On: p.Minis, Size: actionFont},
		func(b *Board) Effect {
			set := p.Settings()
			set.Minis = !p.Minis
			b.apply(set)
			return NoEffect
		}}
}

// trueScaleButton switches true scale for this screen.
func (b *Board) trueScaleButton() control {
	c := control{ui.Button{Name: "table:truescale", Label: b.t("True scale"), Enabled: true, Toggle: true, On: b.TrueScale(), Size: actionFont},
		func(b *Board) Effect { b.SetTrueScale(!b.TrueScale()); return NoEffect }}
	return c
}

// tableW is the table column's width in CSS pixels: two buttons a row.
const tableW = 300

// layoutTable places the table column's title and its buttons two a row.
func (b *Board) layoutTable(p *ui.Panel) {
	u := b.screen.ui
	r := p.Rect
	gap := buttonGap * u
	title := view.Rect{X: r.X + gap, Y: r.Y + gap, W: r.W - 2*gap, H: 52 * u}
	for i := range p.Labels {
		p.Labels[i].Rect = title
	}
	rows := float64((len(p.Buttons) + 1) / 2)
	top := title.Y + title.H + gap
	h := max(36*u, min(actionH*u, (r.Y+r.H-top)/max(1, rows)-gap))
	g := ui.Grid{X: r.X + gap, Y: top, W: r.W - 2*gap, H: h, Gap: gap, N: 2}
	for i := range p.Buttons {
		p.Buttons[i].Rect = g.Cell(i)
	}
}

// tableLabels is the table column's title: what the armed tool does.
func (b *Board) tableLabels() []ui.Label {
	text := b.t("The players' screen: fog, sight, hidden creatures")
	rv := b.fog.reveal
	switch b.fog.kind {
	case fogRoom:
		text = pick(rv, b.t("Tap a room to reveal it"), b.t("Tap a room to hide it"))
	case fogRect:
		text = pick(rv, b.t("Drag across the area to reveal, or tap two corners"), b.t("Drag across the area to hide, or tap two corners"))
		if b.fog.started && !b.fog.drag {
			text = b.f("Tap the other corner (from %s)", b.SquareName(b.fog.from.X, b.fog.from.Y))
		}
	case fogBrush:
		text = pick(rv, b.t("Drag to reveal squares"), b.t("Drag to hide squares"))
	}
	return []ui.Label{{Text: text, Size: actionFont, Bold: true, Wrap: true}}
}

// faceWords says which side of the screen the players' text faces.
func (b *Board) faceWords(deg int) string {
	switch deg {
	case 90:
		return b.t("left")
	case 180:
		return b.t("far side")
	case 270:
		return b.t("right")
	}
	return b.t("near side")
}

// hpWords says how hit points show to the players.
func (b *Board) hpWords(h engine.HPShown) string {
	switch h {
	case engine.HPBloodied:
		return b.t("bloodied")
	case engine.HPBar:
		return b.t("bar")
	case engine.HPExact:
		return b.t("exact")
	}
	return b.t("none")
}

// pick is yes when ok, else no.
func pick(ok bool, yes, no string) string {
	if ok {
		return yes
	}
	return no
}

// tableToggle is the bar's Table button: it swaps the action column for
// the table column and back.
func (b *Board) tableToggle() control {
	c := control{ui.Button{Name: "bar:table", Label: b.t("Table"), Enabled: true, Toggle: true, On: b.table},
		func(b *Board) Effect {
			b.table = !b.table
			if !b.table {
				b.fog = fogTool{}
			}
			b.touch()
			b.layout() // the column's width changes the map view's
			if !b.camMoved {
				b.fit()
			}
			return NoEffect
		}}
	return c
}

// playersWindowButton opens the players' window.
func (b *Board) playersWindowButton() control {
	return control{ui.Button{Name: "status:players", Label: b.t("Players' window"), Enabled: true},
		func(b *Board) Effect { return PlayersWindow }}
}

package board

import (
	"strings"

	"battlemap/game/ui"
	"battlemap/game/view"
)

// The target menu: a long press with a finger on the map opens a small menu
// at that point instead of targeting at once (a finger cannot right-click,
// and a held finger aims less surely than a mouse). On a creature it offers
// Target (or Drop target, on the target), Select and Cancel; on an empty
// square, Clear target and Cancel. A tap anywhere else closes it and does
// nothing more. A right-click with the mouse still targets directly.

// targetMenu is the open target menu.
type targetMenu struct {
	open bool
	x, y float64 // where the finger was held, screen pixels
	who  string  // the creature under it, "" for an empty square
}

// Sizes of the target menu in CSS pixels (times the scale): its buttons are
// finger-sized, like the strip's entries.
const (
	menuBtnW = 200
	menuBtnH = 48
	menuFont = 20
	menuPad  = 8
)

// openMenu opens the target menu at (x,y) on the map, for the creature
// there if any.
func (b *Board) openMenu(x, y float64) {
	b.menu = targetMenu{open: true, x: x, y: y, who: b.CreatureAtScreen(x, y)}
	b.touch()
}

// closeMenu closes the target menu, if it is open.
func (b *Board) closeMenu() {
	if b.menu.open {
		b.menu = targetMenu{}
		b.touch()
	}
}

// MenuRect is the target menu's panel, empty when it is closed.
func (b *Board) MenuRect() view.Rect {
	b.layout()
	return b.screen.menuR
}

// menuControls lists the target menu's buttons, top to bottom.
func (b *Board) menuControls() []control {
	m := b.menu
	if !m.open || b.enc == nil {
		return nil
	}
	var cs []control
	item := func(name, label string, enabled bool, why string, do func(b *Board)) {
		cs = append(cs, control{ui.Button{Name: "menu:" + name, Label: label, Enabled: enabled, Why: why, Size: menuFont},
			func(b *Board) Effect { b.closeMenu(); do(b); return NoEffect }})
	}
	if who := m.who; who != "" {
		if who == b.target {
			item("target", b.f("Drop target %s", who), true, "", func(b *Board) { b.SetTarget(""); b.note(b.t("target dropped")) })
		} else {
			item("target", b.f("Target %s", who), true, "", func(b *Board) { b.targetFromMenu(who) })
		}
		item("select", b.f("Select %s", who), true, "", func(b *Board) { b.selectFromMenu(who) })
	} else {
		item("clear", b.t("Clear target"), b.target != "", b.t("there is no target"), func(b *Board) { b.SetTarget(""); b.note(b.t("target dropped")) })
	}
	item("cancel", b.t("Cancel"), true, "", func(*Board) {})
	return cs
}

// targetFromMenu makes who the target, if it is still on the map.
func (b *Board) targetFromMenu(who string) {
	if b.enc.Creature(who) == nil {
		b.note(b.f("%s is no longer on the map", who))
		return
	}
	b.SetTarget(who)
	b.note(b.f("target: %s", who))
}

// selectFromMenu selects who, if it is still on the map.
func (b *Board) selectFromMenu(who string) {
	if b.enc.Creature(who) == nil {
		b.note(b.f("%s is no longer on the map", who))
		return
	}
	b.Select(who)
}

// layoutMenu places the menu's buttons in a column whose top left corner
// is at the held point, moved inside the map view when it would stick out,
// and returns its panel (zero when closed).
func (b *Board) layoutMenu(p *ui.Panel) view.Rect {
	if !b.menu.open || len(p.Buttons) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	pad := menuPad * u
	bw := menuBtnW * u
	for _, bt := range p.Buttons {
		bw = max(bw, b.textSize(bt.Label, menuFont)+2*textPad*u)
	}
	n := float64(len(p.Buttons))
	r := ui.Inside(view.Rect{X: b.menu.x, Y: b.menu.y, W: bw + 2*pad, H: n*(menuBtnH*u+pad) + pad}, b.screen.mapR)
	col := ui.Column{X: r.X + pad, Y: r.Y + pad, W: bw, Gap: pad}
	for i := range p.Buttons {
		p.Buttons[i].Rect = col.Next(menuBtnH * u)
	}
	p.Rect = r
	return r
}

// menuClick handles a tap while the menu is open: a menu button does its
// part, anything else just closes the menu.
func (b *Board) menuClick(x, y float64) Effect {
	if bt, do, ok := b.buttonAt(x, y); ok && strings.HasPrefix(bt.Name, "menu:") {
		if !bt.Enabled {
			b.note(bt.Label + ": " + bt.Why)
			return NoEffect
		}
		return do(b)
	}
	b.closeMenu()
	return NoEffect
}

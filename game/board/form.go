package board

import (
	"strings"

	"battlemap/game/input"
	"battlemap/game/ui"
	"battlemap/game/view"
)

// The rename form: tapping the encounter's name (status_panel.go) opens a
// panel over the top of the map with the name in a text field, OK and
// Cancel. The typing is the platform's (an HTML input over the field on
// the web page, the keyboard on the desktop); the board only sees the text
// once it is committed (input.TextCommit), or that the typing was
// abandoned (input.TextCancel). Enter or OK commits, and so does a tap
// beside the form, which does nothing more (like the target menu); Esc or
// Cancel leaves the name as it was. The same form takes what a creature
// readies (ready.go).

// nameField names the rename form's text field.
const nameField = "name"

// nameMax is the longest name the field takes, in characters.
const nameMax = 80

// Sizes of the rename form in CSS pixels (times the scale).
const (
	formW    = 560
	formPad  = 14
	formFont = 20
	fieldH   = 44
	formBtnW = 140
)

// openRename opens the rename form.
func (b *Board) openRename() {
	b.closeMenu()
	b.readying = ""
	if !b.renaming {
		b.renaming = true
		b.touch()
	}
	b.note(b.t("type the encounter's new name: Enter or OK keeps it, Esc or Cancel leaves it"))
}

// closeForm closes the rename form, if it is open.
func (b *Board) closeForm() {
	if b.renaming {
		b.renaming = false
		b.touch()
	}
}

// formControls lists the form's buttons: OK (what Enter does) and Cancel.
func (b *Board) formControls() []control {
	if !b.renaming || b.enc == nil {
		return nil
	}
	return []control{
		{ui.Button{Name: "form:ok", Label: b.t("OK"), Enabled: true, Hot: true, Size: formFont},
			func(b *Board) Effect { return CommitText }},
		{ui.Button{Name: "form:cancel", Label: b.t("Cancel"), Enabled: true, Size: formFont},
			func(b *Board) Effect { b.cancelForm(); return NoEffect }},
	}
}

// formLabels lists the form's title and what its keys do.
func (b *Board) formLabels() []ui.Label {
	if !b.renaming || b.enc == nil {
		return nil
	}
	if b.readying != "" {
		return b.readyLabels()
	}
	return []ui.Label{
		{Text: b.t("Name of the encounter"), Size: formFont, Bold: true},
		{Text: b.t("Enter or OK keeps the name; Esc or Cancel leaves it as it was. Undo takes a new name back."), Size: FontSize, Wrap: true},
	}
}

// formFields is the form's text field, holding the name as it is.
func (b *Board) formFields() []ui.Field {
	if !b.renaming || b.enc == nil {
		return nil
	}
	if b.readying != "" {
		return b.readyFields()
	}
	return []ui.Field{{Name: nameField, Text: b.name, Size: formFont, Hint: b.t("the encounter's name"), Max: nameMax}}
}

// layoutForm places the form at the top of the map view, in its middle
// (above where a tablet's keyboard comes up): the title, the field, OK and
// Cancel, and the hint. It veils the map and returns the form's panel
// (zero when closed).
func (b *Board) layoutForm(p *ui.Panel) view.Rect {
	if len(p.Fields) == 0 {
		return view.Rect{}
	}
	u := b.screen.ui
	m := b.screen.mapR
	pad := formPad * u
	w := min(formW*u, m.W-2*buttonGap*u)
	top := m.Y + buttonGap*u
	col := ui.Column{X: m.X + (m.W-w)/2 + pad, Y: top + pad, W: w - 2*pad, Gap: buttonGap * u}
	p.Labels[0].Rect = col.Next(30 * u)
	p.Fields[0].Rect = col.Next(fieldH * u)
	row := ui.Row{X: col.X, Y: col.Y, H: fieldH * u, Gap: buttonGap * u}
	for i := range p.Buttons {
		p.Buttons[i].Rect = row.Next(formBtnW * u)
	}
	col.Skip(fieldH*u + buttonGap*u)
	p.Labels[1].Rect = col.Next(2 * LineHeight * u)
	p.Rect = view.Rect{X: col.X - pad, Y: top, W: w, H: col.Y - col.Gap + pad - top}
	p.Veil = m
	return p.Rect
}

// Field returns the open text field, where the platform's text entry
// types: its name, place, font size and the text it opens with.
func (b *Board) Field() (ui.Field, bool) {
	b.layout()
	return b.screen.scr.Field()
}

// formClick handles a tap while the form is open: OK asks the platform for
// the text, Cancel closes the form, a tap on the form does nothing, and a
// tap beside it commits what was typed and does nothing more.
func (b *Board) formClick(x, y float64) Effect {
	if bt, do, ok := b.buttonAt(x, y); ok && strings.HasPrefix(bt.Name, "form:") {
		return do(b)
	}
	if b.screen.formR.Contains(x, y) {
		return NoEffect
	}
	return CommitText
}

// textDone takes the text committed in a field (renaming the encounter)
// or the news that its typing was abandoned.
func (b *Board) textDone(ev input.Event) {
	if ev.Field == areaNameField && b.areas.naming {
		b.areaNamed(ev.Text, ev.Action == input.TextCancel)
		return
	}
	if ev.Field == libraryField && b.lib.renaming != "" {
		b.libraryNamed(ev.Text, ev.Action == input.TextCancel)
		return
	}
	if ev.Field == hpField && b.vitals.typing != "" {
		b.amountDone(ev.Text, ev.Action == input.TextCancel)
		return
	}
	if ev.Field == creatureField && b.edit.form.open {
		if ev.Action == input.TextCancel {
			b.closeCreatureForm()
		} else {
			b.creatureDone(ev.Text)
		}
		return
	}
	if b.renaming && b.readying != "" && ev.Field == readyField {
		b.readyDone(ev.Text, ev.Action == input.TextCancel)
		return
	}
	if !b.renaming || b.readying != "" || ev.Field != nameField {
		return // a field that is no longer open
	}
	if ev.Action == input.TextCancel {
		b.cancelRename()
		return
	}
	b.closeForm()
	b.rename(ev.Text)
}

// cancelForm closes the form and changes nothing.
func (b *Board) cancelForm() {
	if b.readying != "" {
		b.readyDone("", true)
		return
	}
	b.cancelRename()
}

// cancelRename closes the form and keeps the name.
func (b *Board) cancelRename() {
	b.closeForm()
	b.note(b.f("the name stays %s", b.name))
}

// creatureFormClick handles a tap while the creature form is open: its
// buttons work; a tap elsewhere does nothing (Place, Save or Cancel close
// it).
func (b *Board) creatureFormClick(x, y float64) Effect {
	if bt, do, ok := b.buttonAt(x, y); ok && strings.HasPrefix(bt.Name, "cf:") {
		return do(b)
	}
	return NoEffect
}

package board

import (
	"errors"
	"strings"

	"battlemap/engine"
	"battlemap/game/ui"
)

// Ready (engine.Ready): the GM types what the creature whose turn it is
// readies, its trigger and its action ("when the goblin steps out, shoot
// it"), in the rename form's place (form.go), with the platform's text
// entry. An empty field readies the text its hint shows: what the creature
// readied last, else "readied action". The trigger stays on its
// initiative entry (the players' screen shows it too) and on the
// selection's status line until it is dropped or the creature's next turn
// begins. Pressed again, Ready ("Drop ready") drops it.

// readyTrigger is the trigger Ready is checked with before the form opens
// (the engine's refusal greys the button).
const readyTrigger = "readied action"

// readyField names the field the readied action is typed in.
const readyField = "ready"

// readyMax is the longest readied action the field takes, in characters.
const readyMax = 120

// ready opens the form for what who, the creature whose turn it is,
// readies, or drops the readied action it has. A Ready the engine refuses
// now opens nothing: the status line says why.
func (b *Board) ready(who string) {
	in := &b.enc.Initiative
	i := in.Position(who)
	if who == "" || i < 0 {
		b.fail(errors.New("board: a creature readies an action on its own turn: no turn is running"))
		return
	}
	if in.Order[i].Ready != "" {
		b.apply(engine.Ready{Who: who})
		return
	}
	if err := b.enc.Check(engine.Ready{Who: who, Trigger: readyTrigger}); err != nil {
		b.fail(err)
		return
	}
	b.closeMenu()
	b.renaming, b.readying = true, who
	b.note(b.f("type what %s readies, the trigger and the action: Enter or OK readies it, Esc or Cancel readies nothing", who))
	b.touch()
}

// readyText is what an empty field readies: what the creature readied
// last, else the words for a readied action.
func (b *Board) readyText(who string) string {
	if t := b.lastReady[who]; t != "" {
		return t
	}
	return b.t("readied action")
}

// readyDone takes what was typed: an empty field readies readyText; a
// cancelled one readies nothing.
func (b *Board) readyDone(text string, cancel bool) {
	who := b.readying
	b.readying = ""
	b.closeForm()
	if cancel {
		b.note(b.f("%s readies nothing", who))
		return
	}
	text = strings.Join(strings.Fields(text), " ")
	if text == "" {
		text = b.readyText(who)
	}
	if b.apply(engine.Ready{Who: who, Trigger: text}) {
		if b.lastReady == nil {
			b.lastReady = map[string]string{}
		}
		b.lastReady[who] = text
	}
}

// readyLabels is the form's title and what an empty field readies.
func (b *Board) readyLabels() []ui.Label {
	who := b.readying
	return []ui.Label{
		{Text: b.f("What does %s ready?", who), Size: formFont, Bold: true},
		{Text: b.f("The trigger and the action; left empty: “%s”. Enter or OK readies it; Esc or Cancel readies nothing.", b.readyText(who)), Size: FontSize, Wrap: true},
	}
}

// readyFields is the form's field, empty, its hint what an empty field
// readies.
func (b *Board) readyFields() []ui.Field {
	return []ui.Field{{Name: readyField, Size: formFont, Hint: b.readyText(b.readying), Max: readyMax}}
}

// readyWords is a readied action as an initiative entry or the status line
// shows it.
func (b *Board) readyWords(trigger string) string { return b.f("ready: %s", trigger) }

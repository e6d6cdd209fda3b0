package board

import (
	"strings"

	"battlemap/engine"
)

// The action column greys, in advance, the buttons whose action is known
// without a square or a target (Stand, Drop prone, Take Cover, Dash,
// Disengage, Dodge) when the engine would refuse it, and keeps the
// engine's reason for the status line. Encounter.Check tries the action
// and undoes it, so it runs at most once per button per state of the
// encounter, never per frame: the answers are kept until the encounter,
// the active creature or the bonus toggle changes.

// checkCache holds the engine's answers for the action column.
type checkCache struct {
	enc    *engine.Encounter
	ver    uint64
	active string
	bonus  bool
	why    map[string]string // by button name: "" when the action would apply
	calls  int               // Checks asked, for the tests
}

// actionWhy says why the engine would refuse the action of button d for
// who now, "" when it would apply it or when the action needs a square or
// a creature first.
func (b *Board) actionWhy(d actionDef, who string) string {
	if d.now == nil {
		return ""
	}
	c := &b.checks
	if c.why == nil || c.enc != b.enc || c.ver != b.ver || c.active != who || c.bonus != b.bonus {
		c.enc, c.ver, c.active, c.bonus = b.enc, b.ver, who, b.bonus
		c.why = map[string]string{}
	}
	if why, ok := c.why[d.name]; ok {
		return b.reason(why)
	}
	why := ""
	c.calls++
	if err := b.enc.Check(d.now(who, b.bonus)); err != nil {
		why = strings.TrimPrefix(err.Error(), "engine: ")
	}
	c.why[d.name] = why // in English: the words are the interface's language's
	return b.reason(why)
}

// hoveredButtonWhy is what the status line says for a greyed button under
// the pointer ("Stand: M is not prone"), "" for none.
func (b *Board) hoveredButtonWhy() string {
	if b.hoverBtn == "" {
		return ""
	}
	b.layout()
	if bt, ok := b.screen.scr.Button(b.hoverBtn); ok && !bt.Enabled && bt.Why != "" {
		return bt.Label + b.t(": ") + bt.Why
	}
	return ""
}

// hoverButton records the greyed button under screen point (x,y), if any.
func (b *Board) hoverButton(x, y float64) {
	name := ""
	if bt, _, ok := b.buttonAt(x, y); ok && !bt.Enabled && bt.Why != "" {
		name = bt.Name
	}
	if name != b.hoverBtn {
		b.hoverBtn = name
		b.touch()
	}
}

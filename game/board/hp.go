package board

import (
	"fmt"

	"battlemap/engine"
)

// Hit points on the tokens: the GM's screen shows them exactly, the
// players' as the GM chooses (engine.PlayersView.HP: exact, a bar,
// "bloodied", nothing). They are the engine's (Creature.HP, MaxHP and
// TempHP, set by the GM's SetHP, Damage and Heal); a creature whose maximum
// is 0 has none tracked and shows none.

// TokenHP is what a token shows of its hit points.
type TokenHP struct {
	// Text is the numbers ("12/20") or the word ("bloodied"), "" for none.
	Text string
	// Bar says a bar shows, filled to Frac (0 to 1).
	Bar  bool
	Frac float64
}

// HitPoints returns what creature c's token shows of its hit points on
// this board's screen; ok is false when nothing shows.
func (b *Board) HitPoints(c *engine.Creature) (TokenHP, bool) {
	cur, most := c.HP, c.MaxHP
	if most <= 0 {
		return TokenHP{}, false
	}
	frac := max(0, min(1, float64(cur)/float64(most)))
	exact := TokenHP{Text: fmt.Sprintf("%d/%d", cur, most), Bar: true, Frac: frac}
	if c.TempHP > 0 {
		exact.Text = fmt.Sprintf("%d+%d/%d", cur, c.TempHP, most)
	}
	if b.view != PlayersScreen || c.Side == b.see().party {
		return exact, true // the GM, and the players for their own
	}
	switch b.enc.Players.HP {
	case engine.HPExact:
		return exact, true
	case engine.HPBar:
		return TokenHP{Bar: true, Frac: frac}, true
	case engine.HPBloodied:
		if 2*cur <= most {
			return TokenHP{Text: "bloodied"}, true
		}
	}
	return TokenHP{}, false
}

// MiniRings reports whether the tokens are drawn as their bases' rings:
// on the players' screen when the GM says miniatures stand on it.
func (b *Board) MiniRings() bool { return b.view == PlayersScreen && b.enc.Players.Minis }

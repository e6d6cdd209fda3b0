package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hpState words a creature's hit points, conditions and prone state.
func hpState(c *Creature) []any {
	return []any{c.HP, c.TempHP, c.Conditions.Names(), c.State.Has(Prone)}
}

// TestZeroHitPointsBySystem holds each system's rule at 0 hit points with
// its effects on the map: 5e unconscious and prone (PHB "Dropping to 0 Hit
// Points"), PF2e dying, unconscious and prone (CRB p.459), PF1e and 3.5
// disabled at 0 and dying below (their Injury and Death), and healing back
// above 0 ending them. Temporary hit points go first.
func TestZeroHitPointsBySystem(t *testing.T) {
	type step struct {
		a    Action
		want []any // HP, temp, conditions, prone
	}
	none := []string(nil)
	for _, c := range []struct {
		sys   string
		steps []step
	}{
		{"dnd5e", []step{
			{Damage{Who: "M", Amount: 3}, []any{8, 0, none, false}},
			{Damage{Who: "M", Amount: 15}, []any{0, 0, []string{"unconscious"}, true}},
			{Heal{Who: "M", Amount: 4}, []any{4, 0, none, true}},
		}},
		{"pf2e", []step{
			{Damage{Who: "M", Amount: 12}, []any{0, 0, []string{"dying", "unconscious"}, true}},
			{Heal{Who: "M", Amount: 1}, []any{1, 0, none, true}},
		}},
		{"pf1e", []step{
			{Damage{Who: "M", Amount: 11}, []any{0, 0, []string{"disabled"}, false}},
			{Damage{Who: "M", Amount: 3}, []any{-3, 0, []string{"dying", "unconscious"}, false}},
			{Heal{Who: "M", Amount: 3}, []any{0, 0, []string{"disabled"}, false}},
			{Heal{Who: "M", Amount: 5}, []any{5, 0, none, false}},
		}},
		{"dnd35", []step{
			{Damage{Who: "M", Amount: 11}, []any{0, 0, []string{"disabled"}, false}},
			{Damage{Who: "M", Amount: 2}, []any{-2, 0, []string{"dying", "unconscious"}, false}},
			{Damage{Who: "M", Amount: 8}, []any{-10, 0, []string{"dead", "dying", "unconscious"}, true}},
		}},
	} {
		t.Run(c.sys, func(t *testing.T) {
			e := asciiEncounter(t, c.sys, OptionSet{}, []string{"M.."}, Creature{ID: "M"})
			mustApply(t, e, SetHP{Who: "M", HP: 10, Max: 10, Temp: 1})
			for _, s := range c.steps {
				mustApply(t, e, s.a)
				assert.Equal(t, s.want, hpState(e.Creature("M")), "after %s: %s", s.a, lastLog(e))
			}
			// Every step undoes.
			for e.CanUndo() {
				require.True(t, e.Undo())
			}
			assert.Equal(t, []any{0, 0, none, false}, hpState(e.Creature("M")), "undone to the start")
		})
	}
}

// TestZeroHitPointsOnTheMap: what 0 hit points does to the map. A 5e
// creature at 0 falls unconscious and threatens nothing; a PF1e creature
// below 0 is helpless, so others pass and stop in its space; a disabled one
// still threatens and may move, but takes a single action a round.
func TestZeroHitPointsOnTheMap(t *testing.T) {
	rows := []string{
		"#####",
		"M.G..",
		"#####",
	}
	e := asciiEncounter(t, "pf1e", OptionSet{}, rows, Creature{ID: "M"}, foe("G"))
	mustApply(t, e, SetHP{Who: "G", HP: 5, Max: 5}, Damage{Who: "G", Amount: 5})
	sq, _ := e.Threatened("G")
	assert.NotEmpty(t, sq, "a disabled creature still threatens")
	mustApply(t, e, StartTurn{Who: "G"})
	assert.Equal(t, 1, e.MovementLeft(e.Creature("G")).Actions, "disabled: one move action")
	mustApply(t, e, TurnMove{Who: "G", X: 1, Y: 1})
	mustRefuse(t, e, Strike{Who: "G", Target: "M"}, "single move or standard action")
	mustRefuse(t, e, TurnMove{Who: "G", X: 2, Y: 1}, "no move action left")
	mustApply(t, e, EndTurn{}, PlaceCreature{ID: "G", X: 2, Y: 1}, Damage{Who: "G", Amount: 1})
	sq, _ = e.Threatened("G")
	assert.Empty(t, sq, "a dying creature threatens nothing")
	ok, why, err := CanEnd(e, "M", 2, 1)
	require.NoError(t, err)
	assert.True(t, ok, "M may stop in a helpless creature's square: %s", why)

	f := asciiEncounter(t, "dnd5e", OptionSet{}, []string{"M....", "..G.."}, Creature{ID: "M"}, foe("G"))
	path := []Square{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}
	prov, err := f.Provokes("M", path, ProvokeMove)
	require.NoError(t, err)
	require.NotEmpty(t, prov, "M leaves G's reach")
	mustApply(t, f, SetHP{Who: "G", HP: 7, Max: 7}, Damage{Who: "G", Amount: 9})
	sq, _ = f.Threatened("G")
	assert.Empty(t, sq, "5e: an unconscious creature threatens nothing")
	prov, err = f.Provokes("M", path, ProvokeMove)
	require.NoError(t, err)
	assert.Empty(t, prov, "5e: an unconscious creature makes no opportunity attack")
}

// TestHitPointActionsRefuse: damage and healing need tracked hit points,
// amounts of at least 1; a dead creature is not healed; hit points beyond
// the maximum or below 0 outside PF1e and 3.5 are refused.
func TestHitPointActionsRefuse(t *testing.T) {
	e := asciiEncounter(t, "dnd5e", OptionSet{}, []string{"M.."}, Creature{ID: "M"})
	mustRefuse(t, e, Damage{Who: "M", Amount: 3}, "not tracked")
	mustRefuse(t, e, SetHP{Who: "M", HP: 12, Max: 10}, "more than its maximum")
	mustRefuse(t, e, SetHP{Who: "M", HP: -1, Max: 10}, "no lower than 0")
	mustApply(t, e, SetHP{Who: "M", HP: 10, Max: 10})
	mustRefuse(t, e, Damage{Who: "M", Amount: 0}, "want 1 to")
	mustRefuse(t, e, Heal{Who: "M", Amount: 2}, "all its 10 hit points")
	// Damage of the maximum past 0: instant death.
	mustApply(t, e, Damage{Who: "M", Amount: 20})
	assert.Equal(t, []string{"dead"}, e.Creature("M").Conditions.Names(), "%s", lastLog(e))
	mustRefuse(t, e, Heal{Who: "M", Amount: 2}, "dead")
	d := asciiEncounter(t, "dnd35", OptionSet{}, []string{"M.."}, Creature{ID: "M"})
	mustApply(t, d, SetHP{Who: "M", HP: -4, Max: 10})
	assert.Equal(t, []string{"dying", "unconscious"}, d.Creature("M").Conditions.Names(), "tracking begins below 0")
}

// TestFlierKnockedProneFalls holds 5e's D15: a flying creature knocked
// prone falls unless it can hover; in other systems nothing changes.
func TestFlierKnockedProneFalls(t *testing.T) {
	for _, c := range []struct {
		sys          string
		hover, flies bool
	}{{"dnd5e", false, false}, {"dnd5e", true, true}, {"pf2e", false, true}} {
		e := asciiEncounter(t, c.sys, OptionSet{}, []string{"M.."}, Creature{ID: "M", FlySpeed: 60, State: Flying, Hover: c.hover})
		mustApply(t, e, SetCondition{Who: "M", Name: "prone", On: true})
		assert.Equal(t, c.flies, e.Creature("M").Has(Flying), "%s hover %v knocked prone: still flying", c.sys, c.hover)
		e2 := asciiEncounter(t, c.sys, OptionSet{}, []string{"M.."}, Creature{ID: "M", FlySpeed: 60, State: Flying, Hover: c.hover})
		mustApply(t, e2, SetHP{Who: "M", HP: 1, Max: 5}, Damage{Who: "M", Amount: 1})
		if c.sys == "dnd5e" {
			assert.Equal(t, c.flies, e2.Creature("M").Has(Flying), "%s hover %v at 0 hit points: still flying", c.sys, c.hover)
		}
		e3 := asciiEncounter(t, c.sys, OptionSet{}, []string{"M.."}, Creature{ID: "M", FlySpeed: 60, State: Flying, Hover: c.hover})
		mustApply(t, e3, StartTurn{Who: "M"}, DropProne{Who: "M"})
		assert.Equal(t, c.flies, e3.Creature("M").Has(Flying), "%s hover %v drops prone: still flying", c.sys, c.hover)
	}
}

// TestRecoveringUnderAnotherCreatureIsRefused: in PF1e and 3.5 a creature
// may end its movement in a helpless creature's space (RULES.md B6, C6);
// healing or waking that creature while the other stands there is refused,
// naming who to move first, and allowed once it has moved.
func TestRecoveringUnderAnotherCreatureIsRefused(t *testing.T) {
	for _, sys := range []string{"pf1e", "dnd35"} {
		e := asciiEncounter(t, sys, OptionSet{}, []string{"MD.."}, Creature{ID: "M"}, Creature{ID: "D", Side: "monsters"})
		mustApply(t, e, SetHP{Who: "D", HP: -2, Max: 10}, StartTurn{Who: "M"}, TurnMove{Who: "M", X: 1, Y: 0})
		require.Equal(t, [2]int{1, 0}, pos(e, "M"), "%s: M stands in the dying D's space", sys)
		mustRefuse(t, e, Heal{Who: "D", Amount: 5}, "M stands in D's space")
		mustRefuse(t, e, SetHP{Who: "D", HP: 3, Max: 10}, "move M first")
		mustApply(t, e, TurnMove{Who: "M", X: 2, Y: 0})
		mustApply(t, e, Heal{Who: "D", Amount: 5})
		assert.Empty(t, e.Creature("D").Conditions.Names(), "%s: D healed above 0", sys)
		// The GM's condition, taken off, likewise.
		c := asciiEncounter(t, sys, OptionSet{}, []string{"MD.."}, Creature{ID: "M"}, Creature{ID: "D", Side: "monsters"})
		mustApply(t, c, SetCondition{Who: "D", Name: "unconscious", On: true}, StartTurn{Who: "M"}, TurnMove{Who: "M", X: 1, Y: 0})
		mustRefuse(t, c, SetCondition{Who: "D", Name: "unconscious", On: false}, "M stands in D's space")
	}
}

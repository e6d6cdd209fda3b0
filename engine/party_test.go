package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPF2eTiesGoToTheEnemiesOfThePlayersSide holds that PF2e initiative
// ties put the enemies of the players first, whatever the players' side is
// called (RULES.md A18): the encounter knows which side the players are on
// (SetParty), instead of guessing from the name "pcs".
func TestPF2eTiesGoToTheEnemiesOfThePlayersSide(t *testing.T) {
	tied := []InitEntry{{ID: "Val", Value: 15, Mod: 9}, {ID: "G", Value: 15, Mod: 1}, {ID: "Kor", Value: 15, Mod: 2}}
	for _, c := range []struct {
		players, want string
	}{
		{"", "Val G Kor"},           // players on side "pcs": nobody here is a PC, ties keep the table's order
		{"heroes", "G Val Kor"},     // the goblin goes before the tied heroes
		{"goblins", "Val Kor G"},    // the goblins are the players: the heroes are their enemies
		{"bystanders", "Val G Kor"}, // nobody is a player: the table's order
	} {
		e := fightEncounter(t, "pf2e", "Val:heroes", "G:goblins", "Kor:heroes")
		if c.players != "" {
			applyAll(t, e, SetParty{Side: c.players})
		}
		applyAll(t, e, SetInitiative{Entries: tied})
		assert.Equal(t, c.want, initOrderIDs(e), "players %q: the order of a three-way tie", c.players)
	}
	// In PF1e the side does not matter: the higher modifier goes first.
	e := fightEncounter(t, "pf1e", "Val:heroes", "G:goblins", "Kor:heroes")
	applyAll(t, e, SetParty{Side: "heroes"}, SetInitiative{Entries: tied})
	assert.Equal(t, "Val Kor G", initOrderIDs(e), "pf1e: ties by modifier")
}

// TestSetPlayersIsAnEdit checks the action the editor sends: refused when
// it changes nothing or names no side, undone like any edit, "pcs" being
// the default.
func TestSetPlayersIsAnEdit(t *testing.T) {
	e := fightEncounter(t, "pf2e", "Val:heroes", "G:goblins")
	assert.Equal(t, "pcs", e.PlayersSide(), "the default players' side")
	mustRefuse(t, e, SetParty{Side: "pcs"}, "already")
	mustRefuse(t, e, SetParty{Side: "  "}, "needs a name")
	applyAll(t, e, SetParty{Side: "heroes"})
	assert.Equal(t, "heroes", e.PlayersSide())
	assert.Contains(t, lastLog(e), `side "heroes"`)
	assert.True(t, e.Undo(), "undo")
	assert.Equal(t, "pcs", e.PlayersSide(), "after undo")
	assert.True(t, e.Redo(), "redo")
	assert.Equal(t, "heroes", e.PlayersSide(), "after redo")
	applyAll(t, e, SetParty{Side: "pcs"})
	assert.Empty(t, e.Party, "back to the default: the scene keeps no name")
}

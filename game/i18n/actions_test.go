package i18n

import (
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"battlemap/assets"
	"battlemap/engine"
	"battlemap/engine/area"
	"battlemap/engine/files"
	"battlemap/grid"
)

// actionTexts collects what the engine says when the GM edits the map and
// when the table plays the newer rules: every refusal (Apply's error) and
// every log line of the editor's actions (creatures, walls, doors,
// terrain, the map's size, areas), the players' screen's (fog, hidden
// creatures, its settings) and the turn's (bull rush and shove, overrun,
// conditions, hit points, damage and healing, readying, mounts), each
// tried in every system before the fight, on a creature's turn and out of
// it, with good and bad arguments.
func actionTexts(t *testing.T) []string {
	t.Helper()
	seen := map[string]bool{}
	add := func(s string) {
		if s != "" {
			seen[s] = true
		}
	}
	for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		for phase := 0; phase < 3; phase++ {
			e, err := files.LoadEncounter(assets.Demo)
			require.NoError(t, err)
			try := func(a engine.Action) {
				snap := len(e.Log)
				if err := e.Apply(a); err != nil {
					add(err.Error())
					return
				}
				for _, l := range e.Log[snap:] {
					add(l)
				}
			}
			try(engine.SetSystem{System: sys})
			require.Equal(t, sys, e.System.ID())
			var heroes, foes []string
			for _, c := range e.Creatures {
				if c.Side == e.Creatures[0].Side {
					heroes = append(heroes, c.ID)
				} else {
					foes = append(foes, c.ID)
				}
			}
			require.NotEmpty(t, heroes)
			require.NotEmpty(t, foes)
			h, f := heroes[0], foes[0]
			if phase > 0 {
				try(engine.RollInitiative{Seed: 1})
			}
			if phase == 2 {
				try(engine.StartTurn{Who: h})
				require.Equal(t, h, e.Turn.Active)
			}
			hc := e.Creature(h)
			try(engine.PlaceCreature{ID: f, X: hc.X + hc.SpaceW, Y: hc.Y})       // the foe beside the hero, for the manoeuvres
			try(engine.PlaceCreature{ID: foes[1], X: hc.X, Y: hc.Y + hc.SpaceH}) // and another, to mount or to push
			c := *hc
			c.ID = "New1"
			fog := grid.NewSquares(e.Grid.W, e.Grid.H)
			fog.FillRect(grid.Rect{X: 0, Y: 0, W: 3, H: 3}, true)
			spec := area.Spec{Shape: area.Shapes(sys)[0], Feet: 10, Origin: grid.PtF(4, 4), HasOrigin: true}
			actions := []engine.Action{
				// The editor.
				engine.AddCreature{Creature: c}, engine.AddCreature{Creature: c},
				engine.EditCreature{ID: "New1", Creature: c}, engine.EditCreature{ID: "nobody", Creature: c},
				engine.PlaceCreature{ID: "New1", X: 0, Y: 0}, engine.PlaceCreature{ID: "New1", X: -1, Y: 0},
				engine.RemoveCreature{ID: "New1"}, engine.RemoveCreature{ID: "New1"},
				engine.AddWall{Wall: grid.WallF(1, 1, 1, 3)}, engine.AddWall{Wall: grid.WallF(1, 1, 1, 1)},
				engine.RemoveWall{Index: len(e.Grid.Spec().Walls)}, engine.RemoveWall{Index: 999},
				engine.AddLowWall{Wall: grid.WallF(2, 1, 2, 3)}, engine.RemoveLowWall{Index: 0}, engine.RemoveLowWall{Index: 999},
				engine.AddDoor{Door: grid.Door{Wall: grid.WallF(3, 1, 3, 2)}}, engine.SetDoor{Index: 0, Open: true}, engine.SetDoor{Index: 0, Open: false},
				engine.SetDoor{Index: 999, Open: true}, engine.RemoveDoor{Index: 999},
				engine.PaintTerrain{Squares: []engine.Square{{X: 0, Y: 0}}, Terrain: grid.Difficult},
				engine.PaintTerrain{Squares: []engine.Square{{X: -1, Y: 0}}, Terrain: grid.Difficult},
				engine.ResizeMap{W: e.Grid.W + 1, H: e.Grid.H}, engine.ResizeMap{W: 0, H: 0},
				engine.Rename{Name: "Crypt"}, engine.Rename{Name: " "},
				engine.SetParty{Side: e.Creatures[0].Side}, engine.SetParty{Side: ""}, engine.SetParty{Side: "nobody"},
				engine.SetScenery{Scenery: &engine.Scenery{HideGridLines: true}},
				engine.PlaceArea{Area: engine.Area{ID: "a1", Name: "grease", Shape: area.Persistent{Spec: spec}, Rounds: 2}},
				engine.PlaceArea{Area: engine.Area{ID: "a1", Shape: area.Persistent{Spec: spec}}},
				engine.SetAreaHidden{ID: "a1", Hidden: true}, engine.SetAreaHidden{ID: "a1", Hidden: false}, engine.SetAreaHidden{ID: "zz", Hidden: true},
				engine.RemoveArea{ID: "a1"}, engine.RemoveArea{ID: "a1"},
				// The players' screen.
				engine.SetFog{Revealed: &fog}, engine.SetFog{},
				engine.SetHidden{ID: f, Hidden: true}, engine.SetHidden{ID: f, Hidden: false}, engine.SetHidden{ID: "nobody", Hidden: true},
				engine.SetPlayersView{Sight: true, HP: engine.HPBar, Rotate: 180}, engine.SetPlayersView{Rotate: 45},
				// The turn's rules.
				engine.SetCondition{Who: f, Name: "prone", On: true}, engine.SetCondition{Who: f, Name: "prone", On: false},
				engine.SetCondition{Who: f, Name: "stunned", On: true}, engine.SetCondition{Who: f, Name: "nonsense", On: true},
				engine.SetCondition{Who: "nobody", Name: "prone", On: true},
				engine.SetHP{Who: f, HP: 10, Max: 12}, engine.SetHP{Who: f, HP: 20, Max: 12}, engine.SetHP{Who: f, HP: -1, Max: -5},
				engine.Damage{Who: f, Amount: 4}, engine.Damage{Who: f, Amount: 40}, engine.Damage{Who: f, Amount: -1},
				engine.Heal{Who: f, Amount: 3}, engine.Heal{Who: f, Amount: 99}, engine.Heal{Who: f, Amount: 0},
				engine.Ready{Who: h, Trigger: "when the door opens"}, engine.Ready{Who: f, Trigger: ""},
				engine.Push{By: h, Target: f, Squares: 1}, engine.Push{By: h, Target: f, Squares: 2, Follow: true}, engine.Push{By: h, Target: h, Squares: 1},
				engine.Overrun{Who: h, Target: f, X: 5, Y: 5}, engine.Overrun{Who: h, Target: f, X: 5, Y: 5, Tripped: true}, engine.Overrun{Who: h, Target: h},
				engine.MountUp{Who: h, Mount: f}, engine.MountUp{Who: h, Mount: h}, engine.Dismount{Who: h, X: 0, Y: 0}, engine.Dismount{Who: f},
				engine.Strike{Who: h, Target: f}, engine.TakeCover{Who: h}, engine.Stand{Who: h}, engine.DropProne{Who: h}, engine.Stand{Who: h},
				engine.SwitchSpeed{Who: h, Fly: true}, engine.Swift{Who: h, What: "a spell"}, engine.Interact{Who: h, What: "a door"},
				engine.Delay{Who: h}, engine.ReturnFromDelay{Who: h},
				engine.ChangeInitiative{Who: f, Value: 30}, engine.RemoveFromInitiative{Who: f}, engine.AddToInitiative{Who: f, Value: 12},
				engine.RemoveFromInitiative{Who: "nobody"},
				engine.Push{By: h, Target: foes[1], Squares: 1}, engine.Overrun{Who: h, Target: foes[1], X: hc.X, Y: hc.Y + 2*hc.SpaceH},
				engine.MountUp{Who: h, Mount: foes[1]}, engine.Dismount{Who: h, X: hc.X, Y: hc.Y},
				engine.SetInitiative{Entries: e.Initiative.Order}, engine.NextTurn{}, engine.EndTurn{}, engine.NextTurn{},
				engine.SetCondition{Who: h, Name: "prone", On: true}, engine.DropProne{Who: h},
			}
			for _, a := range actions {
				try(a)
			}
			for e.Undo() {
			}
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// TestActionWordsWorded: every refusal and log line of the editor's, the
// players' screen's and the newer rules' actions is worded in Japanese and
// Chinese, its citation kept.
func TestActionWordsWorded(t *testing.T) {
	texts := actionTexts(t)
	require.Greater(t, len(texts), 100, "the actions said too little to test")
	assertWorded(t, texts, "pf1e", "refusals and log lines")
}

package files

import (
	"battlemap/engine"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// propertyAction picks a random action for e. Actions the rules must
// accept come with must set: moves to squares the planner reports
// reachable, and initiative actions whose conditions hold. The others may
// be refused.
func propertyAction(t *testing.T, e *engine.Encounter, r *rand.Rand, p *engine.Planner) (a engine.Action, must bool) {
	t.Helper()
	in := &e.Initiative
	randomID := func() string { return e.Creatures[r.IntN(len(e.Creatures))].ID }
	activeIn := e.Turn.Active != "" && in.Position(e.Turn.Active) >= 0
	if len(in.Order) == 0 && len(in.Delayed) == 0 && r.IntN(3) > 0 {
		mods := map[string]int{}
		for _, c := range e.Creatures {
			if r.IntN(4) > 0 {
				mods[c.ID] = r.IntN(11) - 2
			}
		}
		return engine.RollInitiative{Mods: mods, Seed: r.Int64()}, true
	}
	if pm := e.Turn.Pending; pm != nil {
		// A movement waits on attacks of opportunity: only resolving one is
		// legal now.
		if r.IntN(10) == 0 {
			return engine.NextTurn{}, false
		}
		w := pm.Waiting[r.IntN(len(pm.Waiting))]
		return engine.ResolveReaction{By: w.By, Taken: r.IntN(2) == 0, Dropped: r.IntN(5) == 0}, true
	}
	switch k := r.IntN(100); {
	case k < 5:
		// Hit points: set them, then damage and heal.
		c := e.Creatures[r.IntN(len(e.Creatures))]
		switch {
		case c.MaxHP == 0:
			hp, max := r.IntN(20), 10+r.IntN(10)
			if e.System.ID() == "pf1e" || e.System.ID() == "dnd35" {
				hp -= 12
			}
			return engine.SetHP{Who: c.ID, HP: min(hp, max), Max: max, Temp: r.IntN(3)}, true
		case r.IntN(2) == 0:
			return engine.Damage{Who: c.ID, Amount: 1 + r.IntN(12)}, true
		}
		return engine.Heal{Who: c.ID, Amount: 1 + r.IntN(12)}, c.HP < c.MaxHP && c.Conditions&engine.Dead == 0 && !standsOn(e, c)
	case k < 45:
		id := randomID()
		if activeIn && r.IntN(4) > 0 {
			id = e.Turn.Active
		}
		c := e.Creature(id)
		// The movement the engine allows: the active creature's actions
		// left, or a whole turn for a creature moved outside its turn.
		plan := e.MovementLeft(c)
		q := engine.MoveQuery{Who: id, Budget: plan.Budget, Actions: plan.Actions}
		if e.Turn.Active == id {
			q.Diagonals = e.Turn.Diagonals
		} else if e.System.ID() == "dnd5e" {
			q.Budget = 2 * c.Speed
		}
		if q.Budget <= 0 || plan.Actions == 0 {
			return nil, false
		}
		require.NoError(t, p.Search(e, q), "search for %s", id)
		var to []engine.Reached
		for _, s := range p.Reachable(nil) {
			if s.X != c.X || s.Y != c.Y {
				to = append(to, s)
			}
		}
		if len(to) == 0 {
			return nil, false
		}
		s := to[r.IntN(len(to))]
		return engine.MoveTo{Who: id, X: s.X, Y: s.Y}, true
	case k < 47:
		// Anywhere at all: often illegal. Or a manoeuvre on anyone.
		switch r.IntN(3) {
		case 0:
			return engine.Push{By: e.Turn.Active, Target: randomID(), Squares: r.IntN(3), Follow: r.IntN(2) == 0}, false
		case 1:
			return engine.Overrun{Who: e.Turn.Active, Target: randomID(), X: r.IntN(e.Grid.W), Y: r.IntN(e.Grid.H), Result: engine.OverrunResult(r.IntN(4))}, false
		}
		return engine.MoveTo{Who: randomID(), X: r.IntN(e.Grid.W + 2), Y: r.IntN(e.Grid.H)}, false
	case k < 67:
		return engine.NextTurn{}, len(in.Order) > 0 && (e.Turn.Active == "" || activeIn)
	case k < 72:
		if r.IntN(4) == 0 {
			return engine.Delay{Who: randomID()}, false
		}
		return engine.Delay{Who: e.Turn.Active}, activeIn && e.Turn.Moved == 0 && e.Turn.Diagonals == 0
	case k < 78:
		if len(in.Delayed) == 0 {
			return nil, false
		}
		return engine.ReturnFromDelay{Who: in.Delayed[r.IntN(len(in.Delayed))].ID, Index: r.IntN(len(in.Order) + 1)}, true
	case k < 83:
		if len(in.Order) == 0 {
			return nil, false
		}
		return engine.Reorder{Who: in.Order[r.IntN(len(in.Order))].ID, Index: r.IntN(len(in.Order))}, true
	case k < 87:
		id := randomID()
		must := in.Position(id) < 0 && in.DelayedAt(id) < 0
		return engine.AddToInitiative{Who: id, Value: r.IntN(25), Mod: r.IntN(5), Roll: r.IntN(2) == 0, Seed: r.Int64()}, must
	case k < 90:
		id := randomID()
		return engine.RemoveFromInitiative{Who: id}, in.Position(id) >= 0 || in.DelayedAt(id) >= 0
	case k < 94:
		if r.IntN(3) == 0 {
			return engine.Ready{Who: randomID()}, false
		}
		// Readying costs what the system says: PF2e two actions, PF1e/3.5
		// the standard action, 5e nothing more (RULES.md A18, B18, C18).
		ec := e.Turn.Econ
		act := e.Creature(e.Turn.Active)
		can := activeIn && act != nil && !act.Has(engine.Incapacitated)
		switch e.System.ID() {
		case "pf2e":
			can = can && ec.Actions <= engine.PF2eActions-2
		case "pf1e", "dnd35":
			one := can && act.Conditions&(engine.Disabled|engine.Staggered) != 0 // one action a round
			can = can && !ec.Standard && !ec.FullRound && !(one && ec.MoveAct)
		}
		return engine.Ready{Who: e.Turn.Active, Trigger: fmt.Sprintf("trigger %d", r.IntN(100))}, can
	case k < 95:
		// A condition on or off: legal when it changes something.
		c := e.Creatures[r.IntN(len(e.Creatures))]
		names := append(engine.ConditionNames(e.System), "prone")
		name := names[r.IntN(len(names))]
		on := r.IntN(2) == 0
		has := c.Has(engine.Prone) && c.State&engine.Prone != 0
		if name != "prone" {
			cd, err := engine.ParseCondition(e.System, name)
			require.NoError(t, err)
			has = c.Conditions&cd != 0
		}
		return engine.SetCondition{Who: c.ID, Name: name, On: on}, has != on && (on || !standsOn(e, c))
	case k < 96:
		c := e.Creatures[r.IntN(len(e.Creatures))]
		switch {
		case c.MaxHP == 0 || r.IntN(4) == 0:
			hp, max := r.IntN(20), 10+r.IntN(10)
			if e.System.ID() == "pf1e" || e.System.ID() == "dnd35" {
				hp -= 12
			}
			return engine.SetHP{Who: c.ID, HP: min(hp, max), Max: max, Temp: r.IntN(3)}, (c.HP != min(hp, max) || c.MaxHP != max) && !standsOn(e, c)
		case r.IntN(2) == 0:
			return engine.Damage{Who: c.ID, Amount: 1 + r.IntN(12)}, true
		}
		return engine.Heal{Who: c.ID, Amount: 1 + r.IntN(12)}, c.HP < c.MaxHP && c.Conditions&engine.Dead == 0 && !standsOn(e, c)
	case k < 97:
		return engine.StartTurn{Who: randomID()}, true
	case k < 98:
		return engine.EndTurn{}, true
	}
	var entries []engine.InitEntry
	for _, c := range e.Creatures {
		entries = append(entries, engine.InitEntry{ID: c.ID, Value: r.IntN(20), Mod: r.IntN(4)})
	}
	return engine.SetInitiative{Entries: entries}, true
}

// standsOn reports whether another creature, not its rider or mount,
// shares c's squares: one that stood in a helpless creature's space, so
// that c recovering is refused (the GM moves the other first).
func standsOn(e *engine.Encounter, c *engine.Creature) bool {
	for _, o := range e.Creatures {
		if o != c && o.Rect().Overlaps(c.Rect()) && o.Mount != c.ID && c.Mount != o.ID {
			return true
		}
	}
	return false
}

// TestUndoRedoRestoresFilesExactly applies random legal (and some illegal)
// actions to every shared scenario's encounter, then undoes them all: the
// encounter file must come back byte for byte, and redoing them all must
// give the end state's file again. A refused action must change nothing.
func TestUndoRedoRestoresFilesExactly(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("..", "..", "testdata", "scenarios", "shared", "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, names, "no shared scenarios")
	steps := 40
	if testing.Short() {
		steps = 10
	}
	p := engine.NewPlanner()
	totals := map[string]int{}
	for fi, name := range names {
		data, err := os.ReadFile(name)
		require.NoError(t, err)
		sc, err := LoadScenario(data)
		require.NoError(t, err, "%s", name)
		e := sc.Encounter
		if len(e.Creatures) == 0 {
			continue
		}
		save := func() []byte {
			b, err := SaveEncounter(e)
			require.NoError(t, err, "%s", name)
			return b
		}
		r := rand.New(rand.NewPCG(uint64(fi), 2024))
		start := save()
		applied := 0
		var did []string
		// The first action that breaks a rule is reported: what follows it
		// builds on a state the rules never made.
		for i := 0; i < steps; i++ {
			a, must := propertyAction(t, e, r, p)
			if a == nil {
				continue
			}
			before := save()
			if err := e.Apply(a); err != nil {
				if must {
					require.NoError(t, err, "%s: after %v, the legal action %q was refused", filepath.Base(name), did, a)
				}
				require.Equal(t, string(before), string(save()), "%s: the refused action %q changed the encounter", filepath.Base(name), a)
				totals["refused"]++
				continue
			}
			applied++
			did = append(did, a.String())
			totals[fmt.Sprintf("%T", a)]++
		}
		end := save()
		withHistory, err := SaveEncounterWith(e, SaveOptions{History: true})
		require.NoError(t, err)
		for i := 0; i < applied; i++ {
			require.True(t, e.Undo(), "%s: only %d of %d actions could be undone", name, i, applied)
		}
		require.False(t, e.CanUndo(), "%s: more undo states than actions", name)
		assert.Equal(t, string(start), string(save()), "%s: undoing %v does not give back the start", filepath.Base(name), did)
		for i := 0; i < applied; i++ {
			require.True(t, e.Redo(), "%s: only %d of %d actions could be redone", name, i, applied)
		}
		assert.Equal(t, string(end), string(save()), "%s: redoing %v does not give back the end", filepath.Base(name), did)
		// The history survives a file: the reloaded encounter undoes to the
		// same start.
		e2, err := LoadEncounter(withHistory)
		require.NoError(t, err, "%s: %v", name, did)
		for e2.Undo() {
		}
		got, _ := SaveEncounter(e2)
		assert.Equal(t, string(start), string(got), "%s: the reloaded history does not undo to the start", filepath.Base(name))
	}
	// The test means something only if the actions happened.
	for _, k := range []string{"engine.MoveTo", "engine.NextTurn", "engine.Delay", "engine.ReturnFromDelay", "engine.RollInitiative", "engine.Reorder", "engine.AddToInitiative", "engine.RemoveFromInitiative", "engine.Ready",
		"engine.SetCondition", "engine.SetHP", "engine.Damage", "engine.Heal", "refused"} {
		if !testing.Short() {
			assert.NotZero(t, totals[k], "no %s in the random runs: %v", k, totals)
		}
	}
	t.Logf("actions: %v", totals)
}

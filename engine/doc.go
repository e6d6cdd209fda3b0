// Package engine owns the rules of the battle map: encounter state, the four
// rule systems (Pathfinder 2e, Pathfinder 1e, D&D 3.5 and D&D 5e), movement
// planning, reach and threat, attacks of opportunity, flanking, cover, the
// turn with its economy, the actions that change an encounter and their
// undo history.
//
// Every rule decision carries its reason (the book and page that decided),
// so the app can explain a cost or a verdict and a failing test explains
// itself. The package never reads input, files, the clock or a global
// random source; it imports grid and the standard library only (a test
// guards that it depends on neither ebiten nor the file formats of
// engine/files, which import it).
//
// Inside, the files stand in layers: creatures, sizes and the systems at
// the bottom (creature.go, size.go, system.go, pf2e.go…); the encounter and
// its spaces (encounter.go, fit.go); the planner (planner*.go, path.go);
// tactics on top of it (reach.go, aoo.go, flank.go, cover.go); the turn's
// economy and actions above those (economy.go, turn_*.go, initiative*.go,
// reactions.go, forced.go); Apply, undo and redo (action.go, history.go).
//
//	e, err := engine.NewEncounter(sys, sys.Defaults(), g, creatures)
//	p := engine.NewPlanner()
//	res, err := p.Cost(e, engine.MoveQuery{Who: "M", Action: engine.Move}, 3, 3)
//	fmt.Println(res.Feet, res.Path.Explain())
//	err = e.Apply(engine.MoveTo{Who: "M", X: 3, Y: 3})
package engine

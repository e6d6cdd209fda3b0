// Package engine owns the rules of the battle map: encounter state, the four
// rule systems (Pathfinder 2e, Pathfinder 1e, D&D 3.5 and D&D 5e), movement
// planning, reach and threat, attacks of opportunity, flanking, cover, and
// the scenario file format the rules are checked against.
//
// Every rule decision carries its reason (which rule of RULES.md decided), so
// the app can explain a cost or a verdict and a failing test explains itself.
// The package never reads input, the clock or a global random source, and it
// never imports ebiten (a test guards that).
//
//	sc, err := engine.LoadScenario(data)        // a scenario file
//	enc := sc.Encounter
//	p := engine.NewPlanner()
//	res, err := p.Cost(enc, engine.MoveQuery{Who: "M", Action: engine.Move}, 3, 3)
//	fmt.Println(res.Feet, res.Path.Explain())
package engine

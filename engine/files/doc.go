// Package files reads and writes the battle map's files: encounter files
// (battlemap-encounter/N, with their versions and the migrations that
// upgrade older ones), scenario files (battlemap-scenario/1) and the
// answering of their queries, which mapcheck and the scenario tests use.
//
// It imports the rules engine; the engine never imports it. Every loader
// treats its input as a stranger's: it checks sizes before it allocates,
// refuses unknown keys and wrong types, and answers a bad file with an error
// naming the key (and the entry of a list) at fault, building nothing.
//
//	e, err := files.LoadEncounter(data) // an encounter or a scenario file
//	out, err := files.SaveEncounterWith(e, files.SaveOptions{History: true})
//	sc, err := files.LoadScenario(data)
//	a := sc.Answer(engine.NewPlanner(), 0) // a.Got, a.Pass, a.Why
package files

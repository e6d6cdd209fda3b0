package files

import (
	"encoding/json"
	"fmt"
	"slices"

	"battlemap/engine"
)

// The history of an encounter file (version 2): each undo or redo step
// holds what its action changed, before and after, as the engine keeps it
// (engine.Change). A step costs what its action changed, not the whole
// state: a move holds one creature, a door its map's doors.

// fileChange is one step of the history.
type fileChange struct {
	Log    string   `json:"log,omitempty"`
	Before filePart `json:"before"`
	After  filePart `json:"after"`
}

// filePart is engine.Part: with "index" the creatures are the changed ones
// at those indexes; without, the whole list.
type filePart struct {
	Creatures  []json.RawMessage `json:"creatures"`
	Index      *[]int            `json:"index,omitempty"`
	Turn       fileTurn          `json:"turn"`
	Initiative *fileInitiative   `json:"initiative,omitempty"`
	Scene      *fileScene        `json:"scene,omitempty"`
	// Areas is the whole list of areas, when the step changed it.
	Areas *[]json.RawMessage `json:"areas,omitempty"`
}

// fileScene is engine.Scene. The map's rows and walls are left out when
// they are the same on both sides of the step (a door opened): the part
// then keeps those of the state it is put onto.
type fileScene struct {
	Name    string           `json:"name,omitempty"`
	System  string           `json:"system"`
	Options engine.OptionSet `json:"options"`
	Party   *string          `json:"party,omitempty"`
	Map     []string         `json:"map,omitempty"`
	Walls   *[][]float64     `json:"walls,omitempty"`
	Low     *[][]float64     `json:"low_walls,omitempty"`
	Doors   []fileDoor       `json:"doors"`
	Scenery *fileScenery     `json:"scenery,omitempty"`
	Players *filePlayers     `json:"players,omitempty"`
}

// fileHistoryV2 is the "history" key of version 2.
type fileHistoryV2 struct {
	Undo []fileChange `json:"undo"`
	Redo []fileChange `json:"redo"`
	Log  []string     `json:"log"`
}

// historyV2 renders the encounter's undo and redo steps.
func (w *fileWriter) historyV2(e *engine.Encounter) []byte {
	undo, redo := e.Changes()
	steps := func(list []engine.Change) []byte {
		var items [][]byte
		for _, ch := range list {
			items = append(items, w.compact(toFileChange(ch)))
		}
		return block(items, "    ")
	}
	var logs [][]byte
	for _, l := range e.Log {
		logs = append(logs, w.compact(l))
	}
	return object([]string{"undo", "redo", "log"}, [][]byte{steps(undo), steps(redo), block(logs, "    ")}, "  ")
}

func toFileChange(ch engine.Change) fileChange {
	fc := fileChange{Log: ch.Log, Before: toFilePart(ch.Before), After: toFilePart(ch.After)}
	// Rows and walls only where the step changed them.
	if b, a := ch.Before.Scene, ch.After.Scene; b != nil && a != nil && b.Grid != nil && a.Grid != nil {
		if slices.Equal(b.Grid.Rows(), a.Grid.Rows()) {
			fc.Before.Scene.Map, fc.After.Scene.Map = nil, nil
		}
		if slices.Equal(b.Grid.Walls(), a.Grid.Walls()) {
			fc.Before.Scene.Walls, fc.After.Scene.Walls = nil, nil
		}
		if slices.Equal(b.Grid.LowWalls(), a.Grid.LowWalls()) {
			fc.Before.Scene.Low, fc.After.Scene.Low = nil, nil
		}
	}
	return fc
}

func toFilePart(p engine.Part) filePart {
	fp := filePart{Creatures: []json.RawMessage{}, Turn: toFileTurn(p.Turn)}
	for i := range p.Creatures {
		raw, _ := json.Marshal(toFileCreature(&p.Creatures[i])) // plain data: cannot fail
		fp.Creatures = append(fp.Creatures, raw)
	}
	if !p.Whole {
		idx := append([]int{}, p.Index...)
		fp.Index = &idx
	}
	if p.Initiative != nil {
		fp.Initiative = &fileInitiative{Order: toFileEntries(p.Initiative.Order), Delayed: toFileEntries(p.Initiative.Delayed)}
	}
	if p.Areas != nil {
		// checkSavable has made sure every area can be written.
		if raws, err := rawAreas(*p.Areas); err == nil {
			fp.Areas = &raws
		}
	}
	if s := p.Scene; s != nil {
		walls, low := toFileWalls(s.Grid), toFileLowWalls(s.Grid)
		var party *string
		if s.Party != "" {
			party = &s.Party
		}
		fp.Scene = &fileScene{Name: s.Name, System: s.System.ID(), Options: s.Options.Set(), Party: party,
			Map: s.Grid.Rows(), Walls: &walls, Low: &low, Doors: toFileDoors(s.Grid), Scenery: toFileScenery(s.Scenery),
			Players: toFilePlayers(s.Players)}
	}
	return fp
}

// readHistoryV2 reads the undo and redo steps. Walking back from the
// encounter's state (undo) and forward (redo), each part is read against
// the state it is put onto (a scene without rows or walls keeps that
// state's); the engine then checks every state the steps lead to.
func readHistoryV2(e *engine.Encounter, h fileHistoryV2, images map[string]Image) error {
	if len(h.Undo)+len(h.Redo) > maxFileHistory {
		return fmt.Errorf("files: encounter file: key \"history\" has %d steps; at most %d are supported", len(h.Undo)+len(h.Redo), maxFileHistory)
	}
	read := func(key string, list []fileChange, back bool) ([]engine.Change, error) {
		out := make([]engine.Change, len(list))
		s := e.Snap()
		for i := len(list) - 1; i >= 0; i-- {
			where := fmt.Sprintf("history key %q entry %d: ", key, i)
			// Undoing, the state at hand is the step's after; redoing, its
			// before.
			hereKey, thereKey, here, there := "after", "before", list[i].After, list[i].Before
			if !back {
				hereKey, thereKey, here, there = thereKey, hereKey, there, here
			}
			ph, err := readPart(s, here, where+"key \""+hereKey+"\": ", images)
			if err != nil {
				return nil, err
			}
			pt, err := readPart(s, there, where+"key \""+thereKey+"\": ", images)
			if err != nil {
				return nil, err
			}
			if back {
				out[i] = engine.Change{Log: list[i].Log, Before: pt, After: ph}
			} else {
				out[i] = engine.Change{Log: list[i].Log, Before: ph, After: pt}
			}
			s = putPart(s, pt)
		}
		return out, nil
	}
	undo, err := read("undo", h.Undo, true)
	if err != nil {
		return err
	}
	redo, err := read("redo", h.Redo, false)
	if err != nil {
		return err
	}
	if err := e.SetChanges(undo, redo, h.Log); err != nil {
		return fmt.Errorf("files: encounter file: key \"history\": %s", bare(err))
	}
	return nil
}

// readPart reads one side of a step against state s.
func readPart(s engine.Snapshot, fp filePart, where string, images map[string]Image) (engine.Part, error) {
	sys := s.Scene.System
	var p engine.Part
	if fp.Scene != nil {
		sc, err := readScene(s.Scene, *fp.Scene, where, images)
		if err != nil {
			return p, err
		}
		p.Scene = &sc
		sys = sc.System
	}
	cs, err := readCreatures(fp.Creatures, sys, where)
	if err != nil {
		return p, err
	}
	p.Creatures = make([]engine.Creature, len(cs))
	for i, c := range cs {
		p.Creatures[i] = *c
	}
	if fp.Index != nil {
		p.Index = append([]int{}, (*fp.Index)...)
		if len(p.Index) != len(p.Creatures) {
			return p, fmt.Errorf("files: encounter file: %skey \"index\" has %d entries for %d creatures", where, len(p.Index), len(p.Creatures))
		}
	} else {
		p.Whole = true
	}
	// The turn and the initiative are checked against the state the part
	// leads to by the engine (CheckState); here, their numbers.
	t, err := readTurnNumbers(fp.Turn, where)
	if err != nil {
		return p, err
	}
	p.Turn = t
	if fp.Initiative != nil {
		in := engine.Initiative{Order: fromFileEntries(fp.Initiative.Order), Delayed: fromFileEntries(fp.Initiative.Delayed)}
		p.Initiative = &in
	}
	if fp.Areas != nil {
		as, err := readAreas(*fp.Areas, sys, where)
		if err != nil {
			return p, err
		}
		p.Areas = &as
	}
	return p, nil
}

// readScene reads a step's scene; rows and walls left out are those of the
// scene at hand.
func readScene(at engine.Scene, fs fileScene, where string, images map[string]Image) (engine.Scene, error) {
	sys, err := engine.SystemByID(fs.System)
	if err != nil {
		return engine.Scene{}, fmt.Errorf("files: encounter file: %skey \"scene\": key \"system\": %w", where, err)
	}
	o, err := fs.Options.Resolve(sys)
	if err != nil {
		return engine.Scene{}, fmt.Errorf("files: encounter file: %skey \"scene\": key \"options\": %w", where, err)
	}
	rows := fs.Map
	if rows == nil {
		rows = at.Grid.Rows()
	}
	var walls [][]float64
	if fs.Walls != nil {
		walls = *fs.Walls
	} else {
		walls = toFileWalls(at.Grid)
	}
	var low [][]float64
	if fs.Low != nil {
		low = *fs.Low
	} else {
		low = toFileLowWalls(at.Grid)
	}
	g, err := buildGrid(rows, walls, low, fs.Doors, where+"key \"scene\": ")
	if err != nil {
		return engine.Scene{}, err
	}
	sc, err := readScenery(fs.Scenery, images, where)
	if err != nil {
		return engine.Scene{}, err
	}
	party, err := readParty(fs.Party)
	if err != nil {
		return engine.Scene{}, fmt.Errorf("files: encounter file: %skey \"scene\": %w", where, err)
	}
	pv, err := readPlayers(fs.Players, g.W, g.H, where+"key \"scene\": ")
	if err != nil {
		return engine.Scene{}, err
	}
	return engine.Scene{Name: fs.Name, System: sys, Options: o, Grid: g, Scenery: sc, Players: pv, Party: party}, nil
}

// putPart returns s with part p put onto it (a copy).
func putPart(s engine.Snapshot, p engine.Part) engine.Snapshot {
	n := engine.Snapshot{Scene: s.Scene, Creatures: slices.Clone(s.Creatures), Turn: p.Turn, Initiative: s.Initiative}
	if p.Scene != nil {
		n.Scene = *p.Scene
	}
	if p.Whole {
		n.Creatures = slices.Clone(p.Creatures)
	} else {
		for k, i := range p.Index {
			if i >= 0 && i < len(n.Creatures) {
				n.Creatures[i] = p.Creatures[k]
			}
		}
	}
	if p.Initiative != nil {
		n.Initiative = *p.Initiative
	}
	n.Areas = s.Areas
	if p.Areas != nil {
		n.Areas = *p.Areas
	}
	return n
}

// fromFileEntries reads initiative entries (their numbers are checked by
// the engine with the state).
func fromFileEntries(fes []fileEntry) []engine.InitEntry {
	out := make([]engine.InitEntry, len(fes))
	for i, fe := range fes {
		out[i] = engine.InitEntry{ID: fe.ID, Value: fe.Value, Mod: fe.Mod, FlatFooted: fe.FlatFooted, Ready: fe.Ready,
			DelayedRound: min(max(fe.DelayedRound, 0), maxFileCount)}
	}
	return out
}

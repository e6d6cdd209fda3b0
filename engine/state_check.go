package engine

import (
	"errors"
	"fmt"
)

// CheckState reports whether s is a state the rules can stand: a scene
// with a system and a map, creatures that fit where they are and do not
// share squares the system forbids (NewEncounterPassing), a turn whose
// creature exists, a movement waiting on reactions that stays on its path
// (CheckPending), an initiative of creatures of the map, each once, and
// areas whose creators and sources are on the map.
// Files and the autosave check every state they read back with it.
func CheckState(s Snapshot) error {
	if s.Scene.System == nil || s.Scene.Grid == nil {
		return errors.New("a state needs a rule system and a map")
	}
	if err := checkPlayersView(s.Scene); err != nil {
		return err
	}
	cs := make([]*Creature, len(s.Creatures))
	for i := range s.Creatures {
		cs[i] = &s.Creatures[i]
	}
	passing := ""
	if s.Turn.Pending != nil {
		passing = s.Turn.Pending.Who
	}
	e, err := NewEncounterPassing(s.Scene.System, s.Scene.Options, s.Scene.Grid, cs, passing)
	if err != nil {
		return err
	}
	if s.Turn.Active != "" && e.byID[s.Turn.Active] == nil {
		return fmt.Errorf("the turn is %q's, who is not on the map", s.Turn.Active)
	}
	if s.Turn.Pending != nil {
		if err := e.CheckPending(s.Turn.Pending); err != nil {
			return fmt.Errorf("the waiting movement: %w", err)
		}
	}
	if err := e.checkAreas(s.Areas); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, en := range append(append([]InitEntry(nil), s.Initiative.Order...), s.Initiative.Delayed...) {
		if e.byID[en.ID] == nil {
			return fmt.Errorf("the initiative holds %q, who is not on the map", en.ID)
		}
		if seen[en.ID] {
			return fmt.Errorf("the initiative holds %q twice", en.ID)
		}
		seen[en.ID] = true
		if err := CheckInitEntry(en); err != nil {
			return err
		}
	}
	return nil
}

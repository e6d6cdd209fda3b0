package engine

// The reactions a movement asks for, decided in one place: the app's path
// preview marks them, and TurnMove and MoveTo stop for them, so that the
// two can never disagree (a disengaged 5e creature that the preview showed
// provoking, say).

// MoveProvokes returns the attacks of opportunity that MoveTo{Who: who,
// Kind: kind} along path would stop for if applied now: on who's turn by
// the mode MoveTo takes (crawling when prone) and the turn's state (5e
// Disengage, a Step), exactly as the move asks them; outside its turn none,
// for then the table places the creature where it likes. path is as for
// Provokes, the first position where who stands.
func (e *Encounter) MoveProvokes(who string, path []Square, kind MoveAction) ([]Provocation, error) {
	c, err := e.Lookup(who)
	if err != nil {
		return nil, err
	}
	if e.Turn.Active != who {
		return nil, nil
	}
	return e.Provokes(who, path, e.turnProvokeAction(e.moveToMode(c, kind)))
}

// moveToMode is the mode MoveTo moves the active creature c by: a Step, a
// crawl for a prone creature outside 5e (where crawling is movement), else
// an ordinary move.
func (e *Encounter) moveToMode(c *Creature, kind MoveAction) MoveMode {
	switch {
	case kind == Step:
		return ModeStep
	case kind == Crawl || (c.Has(Prone) && e.System.ID() != "dnd5e"):
		return ModeCrawl // a prone creature moves only by crawling
	}
	return ModeMove
}

// turnProvokeAction is how the active creature's movement by mode provokes
// under the turn's state: a Step or 5-foot step never (RULES.md A2, B2,
// C2), a withdraw spares its first square and a charge has its own lane
// (B2, B14, C2, C14), and in 5e a creature that took Disengage provokes
// nobody this turn (D2).
func (e *Encounter) turnProvokeAction(mode MoveMode) ProvokeAction {
	switch mode {
	case ModeStep:
		return ProvokeStep
	case ModeWithdraw:
		return ProvokeWithdraw
	case ModeCharge:
		return ProvokeCharge
	}
	if e.System.ID() == "dnd5e" && e.Turn.Econ.Disengaged {
		return ProvokeDisengage
	}
	return ProvokeMove
}

package engine

// PushNeedsResult says whether push a, applied now, would run into a
// creature the table has not yet given a result against (PF1e's bull rush
// pushes on into the creatures in the way with a new combat maneuver check
// against each, PF1e CRB, Combat Maneuvers: Bull Rush): it returns that
// creature's id, or "" when the results given (a.Chain) carry the push
// as far as it goes. The app asks for the next result before it applies
// the push, instead of letting it stop short. Attacks of opportunity on
// the way (the bull rush provokes from its target) are taken as declined
// for the question: the push goes on as it would. The encounter is
// unchanged.
func (e *Encounter) PushNeedsResult(a Push) (string, error) {
	if e.System.ID() != "pf1e" || a.Squares == 0 {
		return "", nil
	}
	before := e.Snap()
	e.chainNeed = ""
	_, err := a.apply(e)
	for i := 0; err == nil && e.Turn.Pending != nil && len(e.Turn.Pending.Waiting) > 0 && i < 64; i++ {
		_, err = ResolveReaction{By: e.Turn.Pending.Waiting[0].By}.apply(e)
	}
	need := e.chainNeed
	e.restore(before)
	e.chainNeed = ""
	if err != nil {
		return "", err
	}
	return need, nil
}

package overlay

import "battlemap/engine"

// Computer asks the engine for the overlays and keeps each answer until
// what it depends on changes (the encounter, its state version, the
// creatures involved, the hovered square). The zero value is ready to use.
// It is not safe for concurrent use.
type Computer struct {
	// SafePath finds paths that provoke nobody; nil means EngineSafePath.
	SafePath SafePathFunc
	// Searches and Previews count the movement searches and path previews
	// actually computed (not served from the cache).
	Searches, Previews int

	planner     *engine.Planner
	safePlanner *engine.Planner
	safeKey     safeKey
	safeOK      bool
	safeErr     error
	squares     []engine.Square

	mvKey mvKey
	mvOK  bool
	mv    Movement

	pvKey pvKey
	pvOK  bool
	pv    Preview

	thKey thKey
	thOK  bool
	th    Threat

	flKey flKey
	flOK  bool
	fl    Flanking

	cvKey cvKey
	cvOK  bool
	cv    Cover
}

// Reset forgets every kept answer (a new encounter was opened).
func (c *Computer) Reset() {
	c.mvOK, c.pvOK, c.thOK, c.flOK, c.cvOK, c.safeOK = false, false, false, false, false, false
}

package input

// Action is a named thing the user asks for. Pointer actions carry the
// screen position in their Event; the board decides what is under it.
type Action uint8

// The actions of the battle map.
const (
	None Action = iota
	// Hover: the pointer rests over (X,Y) (mouse move, no button held).
	Hover
	// Click: a short press and release at (X,Y) without moving (left mouse
	// button, one-finger tap): select a token, move, press a button.
	Click
	// DragStart, DragMove and DragEnd: the primary pointer was pressed and
	// moved (left mouse button, one finger). DragStart carries the press
	// position, DragMove and DragEnd the current one.
	DragStart
	DragMove
	DragEnd
	// DragCancel: a drag was abandoned (a second finger came down).
	DragCancel
	// Target: choose the creature at (X,Y) as the overlays' target (right
	// click), or, from a long press (Touch), open the target menu there.
	Target
	// Pan moves the view by (DX,DY) screen pixels.
	Pan
	// Zoom scales the view by Factor around (X,Y).
	Zoom
	// ZoomIn and ZoomOut zoom around the middle of the map view (keys).
	ZoomIn
	ZoomOut
	// Cancel drops the selection and the target.
	Cancel
	Undo
	Redo
	// ToggleMovement … ToggleCover switch the overlays.
	ToggleMovement
	TogglePath
	ToggleReach
	ToggleFlanking
	ToggleCover
	// ToggleRanged switches the cover overlay between melee and ranged attacks.
	ToggleRanged
	// CycleSystem switches to the next rule system.
	CycleSystem
	// Fit fits the whole map into the view.
	Fit
	// OpenFile asks to open an encounter or scenario file.
	OpenFile
	// StartTurn makes the selected creature the active one; EndTurn ends
	// the active creature's turn.
	StartTurn
	EndTurn
	// NextCreature selects the next creature.
	NextCreature
	// RollInitiative rolls initiative for every creature; NextTurn begins
	// the next creature's turn; Delay makes the active creature delay;
	// ReturnFromDelay brings a delaying creature back right after the
	// active one (the selected delayer, else the first).
	RollInitiative
	NextTurn
	Delay
	ReturnFromDelay
	// Save saves the encounter (desktop: the save file; web: a download).
	Save
	// NewEncounter opens the built-in demo encounter again.
	NewEncounter
	// TextCommit hands over the Text typed into the text field called
	// Field (Enter, OK, a tap beside the field); TextCancel says its typing
	// was abandoned (Esc). The platform's text entry sends them.
	TextCommit
	TextCancel
	actionCount
)

var actionNames = [actionCount]string{
	None: "none", Hover: "hover", Click: "click", DragStart: "drag-start", DragMove: "drag-move",
	DragEnd: "drag-end", DragCancel: "drag-cancel", Target: "target", Pan: "pan", Zoom: "zoom",
	ZoomIn: "zoom-in", ZoomOut: "zoom-out", Cancel: "cancel", Undo: "undo", Redo: "redo",
	ToggleMovement: "toggle-movement", TogglePath: "toggle-path", ToggleReach: "toggle-reach",
	ToggleFlanking: "toggle-flanking", ToggleCover: "toggle-cover", ToggleRanged: "toggle-ranged",
	CycleSystem: "cycle-system", Fit: "fit", OpenFile: "open-file", StartTurn: "start-turn",
	EndTurn: "end-turn", NextCreature: "next-creature", RollInitiative: "roll-initiative",
	NextTurn: "next-turn", Delay: "delay", ReturnFromDelay: "return-from-delay", Save: "save",
	NewEncounter: "new-encounter", TextCommit: "text-commit", TextCancel: "text-cancel",
}

// String names the action.
func (a Action) String() string {
	if a < actionCount {
		return actionNames[a]
	}
	return "action?"
}

// Event is one action with its data.
type Event struct {
	Action Action
	// X, Y is the pointer position in screen pixels (pointer actions, Zoom);
	// for a Pan by a mouse button or two fingers, where the drag began (so
	// a panel over the map can keep it), (0,0) for a Pan from the keys.
	X, Y float64
	// DX, DY is the movement of a Pan in screen pixels.
	DX, DY float64
	// Factor is the scale change of a Zoom (>1 zooms in).
	Factor float64
	// Touch says the event came from a touch screen (no hover there).
	Touch bool
	// Field names the text field of a TextCommit or TextCancel; Text is
	// what was typed in it.
	Field, Text string
}

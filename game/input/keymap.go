package input

// KeyCombo is a key with the modifiers that must be held with it (exactly:
// Ctrl+Z does not fire for Ctrl+Shift+Z). Meta counts as Control.
type KeyCombo struct {
	Key   Key
	Ctrl  bool
	Shift bool
}

// KeyBinding binds a key combination to an action.
type KeyBinding struct {
	Action Action
	Combo  KeyCombo
	// Hold fires the action on every tick while the keys are held (panning
	// with the arrows) instead of once per press.
	Hold bool
	// DX, DY is the movement of a Pan binding per tick, in screen pixels
	// before the mapper's Scale.
	DX, DY float64
}

// KeyboardMap is the keyboard's keymap.
type KeyboardMap struct {
	Bindings []KeyBinding
}

// DefaultKeyboard returns the standard keymap: Escape cancels, Ctrl+Z and
// Ctrl+Shift+Z (or Ctrl+Y) undo and redo, 1–5 switch the overlays, R
// melee/ranged cover, S the rule system, F fits the map, O opens a file,
// T starts and E ends a turn, I rolls initiative, N begins the next turn,
// D delays, U returns from delay, Ctrl+S saves, Ctrl+O opens, Tab selects
// the next creature, + and − zoom, the arrows pan.
func DefaultKeyboard() KeyboardMap {
	k := func(a Action, key Key) KeyBinding { return KeyBinding{Action: a, Combo: KeyCombo{Key: key}} }
	pan := func(key Key, dx, dy float64) KeyBinding {
		return KeyBinding{Action: Pan, Combo: KeyCombo{Key: key}, Hold: true, DX: dx, DY: dy}
	}
	const step = 12
	return KeyboardMap{Bindings: []KeyBinding{
		k(Cancel, KeyEscape),
		{Action: Undo, Combo: KeyCombo{Key: KeyZ, Ctrl: true}},
		{Action: Redo, Combo: KeyCombo{Key: KeyZ, Ctrl: true, Shift: true}},
		{Action: Redo, Combo: KeyCombo{Key: KeyY, Ctrl: true}},
		k(ToggleMovement, Key1), k(TogglePath, Key2), k(ToggleReach, Key3),
		k(ToggleFlanking, Key4), k(ToggleCover, Key5),
		k(ToggleRanged, KeyR), k(CycleSystem, KeyS), k(Fit, KeyF), k(OpenFile, KeyO),
		k(StartTurn, KeyT), k(EndTurn, KeyE), k(NextCreature, KeyTab),
		k(RollInitiative, KeyI), k(NextTurn, KeyN), k(Delay, KeyD), k(ReturnFromDelay, KeyU),
		{Action: Save, Combo: KeyCombo{Key: KeyS, Ctrl: true}},
		{Action: OpenFile, Combo: KeyCombo{Key: KeyO, Ctrl: true}},
		k(ZoomIn, KeyEqual), {Action: ZoomIn, Combo: KeyCombo{Key: KeyEqual, Shift: true}},
		k(ZoomOut, KeyMinus),
		pan(KeyLeft, step, 0), pan(KeyRight, -step, 0), pan(KeyUp, 0, step), pan(KeyDown, 0, -step),
	}}
}

// MouseMap is the mouse's keymap.
type MouseMap struct {
	// Primary clicks (select, move, press a button) and drags a token.
	Primary MouseButton
	// Target picks the creature under the pointer as the overlays' target
	// when it is clicked without moving.
	Target MouseButton
	// Pan buttons drag the view.
	Pan []MouseButton
	// WheelStep is the zoom factor per wheel notch.
	WheelStep float64
	// Slop is how far (screen pixels before Scale) a press may wander and
	// still count as a click.
	Slop float64
}

// DefaultMouse returns the standard mouse keymap: left clicks and drags,
// right click targets, right or middle drag pans, the wheel zooms.
func DefaultMouse() MouseMap {
	return MouseMap{Primary: MouseLeft, Target: MouseRight, Pan: []MouseButton{MouseRight, MouseMiddle}, WheelStep: 1.15, Slop: 6}
}

// TouchMap is the touch screen's keymap: one finger taps, drags and
// long-presses; two fingers pinch and pan.
type TouchMap struct {
	// Slop is how far (screen pixels before Scale) a finger may wander and
	// still tap or long-press.
	Slop float64
	// LongPress is how many ticks a still finger makes a long press.
	LongPress int64
}

// DefaultTouch returns the standard touch keymap (a long press is half a
// second at 60 ticks per second).
func DefaultTouch() TouchMap { return TouchMap{Slop: 12, LongPress: 30} }

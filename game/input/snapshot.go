package input

// Key is a keyboard key the keymaps can bind. The game translates the real
// device's keys into these.
type Key uint8

// The bindable keys.
const (
	KeyNone Key = iota
	KeyEscape
	KeyTab
	KeyEnter
	KeySpace
	Key1
	Key2
	Key3
	Key4
	Key5
	KeyA
	KeyD
	KeyE
	KeyF
	KeyI
	KeyN
	KeyO
	KeyR
	KeyS
	KeyT
	KeyU
	KeyY
	KeyZ
	KeyEqual // "=" / "+"
	KeyMinus
	KeyLeft
	KeyRight
	KeyUp
	KeyDown
	KeyControl // either Control key
	KeyShift   // either Shift key
	KeyMeta    // Command on a Mac: counts as Control
	KeyCount
)

// MouseButton is a mouse button.
type MouseButton uint8

// The mouse buttons.
const (
	MouseLeft MouseButton = iota
	MouseRight
	MouseMiddle
	mouseButtons
)

// Touch is one finger on a touch screen.
type Touch struct {
	ID   int
	X, Y float64
}

// Snapshot is the state of every device at one tick, as the game reads it
// (or a test makes it up).
type Snapshot struct {
	// Tick counts updates; gestures time themselves with it.
	Tick int64
	// Keys holds the keys pressed now.
	Keys [KeyCount]bool
	// MouseX, MouseY is the cursor position in screen pixels.
	MouseX, MouseY float64
	// Buttons holds the mouse buttons pressed now.
	Buttons [mouseButtons]bool
	// WheelY is the vertical wheel movement since the last tick (up > 0).
	WheelY float64
	// Touches are the fingers down now.
	Touches []Touch
}

// Press sets key k as pressed (for tests and the device readers).
func (s *Snapshot) Press(k Key) { s.Keys[k] = true }

// Button sets mouse button b as pressed.
func (s *Snapshot) Button(b MouseButton) { s.Buttons[b] = true }

package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/game/input"
)

// keyTable maps the bindable keys to Ebiten's (several real keys may give
// one bindable key: the digit row and the keypad).
var keyTable = [...]struct {
	k input.Key
	e ebiten.Key
}{
	{input.KeyEscape, ebiten.KeyEscape}, {input.KeyTab, ebiten.KeyTab}, {input.KeyEnter, ebiten.KeyEnter},
	{input.KeySpace, ebiten.KeySpace},
	{input.Key1, ebiten.KeyDigit1}, {input.Key2, ebiten.KeyDigit2}, {input.Key3, ebiten.KeyDigit3},
	{input.Key4, ebiten.KeyDigit4}, {input.Key5, ebiten.KeyDigit5},
	{input.Key1, ebiten.KeyNumpad1}, {input.Key2, ebiten.KeyNumpad2}, {input.Key3, ebiten.KeyNumpad3},
	{input.Key4, ebiten.KeyNumpad4}, {input.Key5, ebiten.KeyNumpad5},
	{input.KeyA, ebiten.KeyA}, {input.KeyD, ebiten.KeyD}, {input.KeyI, ebiten.KeyI}, {input.KeyU, ebiten.KeyU}, {input.KeyE, ebiten.KeyE}, {input.KeyF, ebiten.KeyF}, {input.KeyN, ebiten.KeyN},
	{input.KeyO, ebiten.KeyO}, {input.KeyR, ebiten.KeyR}, {input.KeyS, ebiten.KeyS}, {input.KeyT, ebiten.KeyT},
	{input.KeyY, ebiten.KeyY}, {input.KeyZ, ebiten.KeyZ},
	{input.KeyEqual, ebiten.KeyEqual}, {input.KeyEqual, ebiten.KeyNumpadAdd},
	{input.KeyMinus, ebiten.KeyMinus}, {input.KeyMinus, ebiten.KeyNumpadSubtract},
	{input.KeyLeft, ebiten.KeyArrowLeft}, {input.KeyRight, ebiten.KeyArrowRight},
	{input.KeyUp, ebiten.KeyArrowUp}, {input.KeyDown, ebiten.KeyArrowDown},
	{input.KeyControl, ebiten.KeyControl}, {input.KeyShift, ebiten.KeyShift}, {input.KeyMeta, ebiten.KeyMeta},
}

// devices reads Ebiten's devices into snapshots, reusing its buffers.
type devices struct {
	ids  []ebiten.TouchID
	snap input.Snapshot
}

// read fills the snapshot of tick t from the real devices.
func (d *devices) read(t int64) *input.Snapshot {
	s := &d.snap
	s.Tick = t
	s.Keys = [input.KeyCount]bool{}
	for _, kt := range keyTable {
		if ebiten.IsKeyPressed(kt.e) {
			s.Keys[kt.k] = true
		}
	}
	mx, my := ebiten.CursorPosition()
	s.MouseX, s.MouseY = float64(mx), float64(my)
	s.Buttons[input.MouseLeft] = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	s.Buttons[input.MouseRight] = ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight)
	s.Buttons[input.MouseMiddle] = ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)
	_, wy := ebiten.Wheel()
	s.WheelY = wy
	d.ids = ebiten.AppendTouchIDs(d.ids[:0])
	s.Touches = s.Touches[:0]
	for _, id := range d.ids {
		x, y := ebiten.TouchPosition(id)
		s.Touches = append(s.Touches, input.Touch{ID: int(id), X: float64(x), Y: float64(y)})
	}
	return s
}

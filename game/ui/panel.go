package ui

import "battlemap/game/view"

// Panel is a part of the screen: a rectangle, how its background looks,
// and the widgets in it. The widgets need not lie inside the rectangle (a
// panel without a background may group widgets laid over another's).
type Panel struct {
	// Name identifies the panel ("bar", "strip", "prompt").
	Name string
	Rect view.Rect
	Look PanelLook
	// Veil is a rectangle darkened under the panel (the map under a prompt
	// that waits for the table); empty for none.
	Veil    view.Rect
	Buttons []Button
	Labels  []Label
	Fields  []Field
	// Marks are thin bars laid over the buttons (where a dragged entry
	// will drop).
	Marks []view.Rect
}

// PanelLook is how a panel's background looks.
type PanelLook uint8

// The looks of panels.
const (
	// PanelClear draws no background: the widgets lie over what is there.
	PanelClear PanelLook = iota
	// PanelBar is the dark grey of the bars and columns around the map.
	PanelBar
	// PanelStatus is the darker ground of the status lines.
	PanelStatus
	// PanelAlert is framed vermilion: it waits for the table.
	PanelAlert
	// PanelPopup has a shadow and a yellow frame: a menu or a form lying
	// over the map.
	PanelPopup
)

// Button returns the panel's button called name.
func (p *Panel) Button(name string) (Button, bool) {
	for _, b := range p.Buttons {
		if b.Name == name {
			return b, true
		}
	}
	return Button{}, false
}

package files

import "battlemap/engine"

// Document is an encounter with the bytes of the pictures its scenery
// names (by engine.Background.Image): what one encounter file holds.
type Document struct {
	Encounter *engine.Encounter
	// Images are the map pictures by name (ImageName of their bytes).
	Images map[string]Image
}

package files

import (
	"fmt"
	"path"
	"strings"

	"battlemap/engine"
)

// Document is an encounter with the bytes of the pictures its scenery
// names (by engine.Background.Image): what one encounter file holds.
type Document struct {
	Encounter *engine.Encounter
	// Images are the map pictures by name (ImageName of their bytes).
	Images map[string]Image
}

// Open reads any file the battle map opens, by what it holds: an encounter
// file, a scenario file, or a Universal VTT export (.dd2vtt, .df2vtt,
// .uvtt), imported on system sys. name is the file's name: it starts every
// error message (with the key at fault after it), and names an imported
// map.
func Open(name string, data []byte, sys engine.System) (*Document, error) {
	switch strings.ToLower(path.Ext(name)) {
	case ".dd2vtt", ".df2vtt", ".uvtt":
		return importNamed(name, data, sys)
	}
	if IsUVTT(data) {
		return importNamed(name, data, sys)
	}
	doc, err := LoadDocument(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %s", name, bare(err))
	}
	return doc, nil
}

// importNamed imports a Universal VTT export named name.
func importNamed(name string, data []byte, sys engine.System) (*Document, error) {
	title := strings.TrimSuffix(path.Base(strings.ReplaceAll(name, "\\", "/")), path.Ext(name))
	doc, err := ImportUVTT(data, sys, title)
	if err != nil {
		return nil, fmt.Errorf("%s: %s", name, bare(err))
	}
	return doc, nil
}

//go:build !js

package assets

import (
	"embed"
	"io/fs"
)

//go:embed fonts/*.otf
var fontFiles embed.FS

// FontFile returns the font file name of FontIndex, embedded in the
// desktop program; ok is false for a name it does not hold.
func FontFile(name string) (data []byte, ok bool) {
	data, err := fs.ReadFile(fontFiles, "fonts/"+name)
	return data, err == nil
}

// FontsEmbedded says whether FontFile holds the font files: true on the
// desktop; the web page fetches them instead, to keep the .wasm small.
const FontsEmbedded = true

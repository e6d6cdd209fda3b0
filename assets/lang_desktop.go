//go:build !js

package assets

import (
	"embed"
	"io/fs"
)

//go:embed lang/*.json
var langFiles embed.FS

// LangFile returns a file of lang/: a language's words (ja.json, zh.json)
// or the glossary (glossary.json), embedded in the desktop program; ok is
// false for a name it does not hold. The web page fetches them from its
// lang/ folder instead.
func LangFile(name string) (data []byte, ok bool) {
	data, err := fs.ReadFile(langFiles, "lang/"+name)
	return data, err == nil
}

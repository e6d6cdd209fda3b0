//go:build js

package assets

// FontFile holds nothing on the web page: it fetches the fonts from its
// fonts/ folder instead, so that the .wasm stays small.
func FontFile(name string) (data []byte, ok bool) { return nil, false }

// FontsEmbedded says whether FontFile holds the font files: false on the
// web page.
const FontsEmbedded = false

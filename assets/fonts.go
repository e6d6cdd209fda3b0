package assets

import _ "embed"

// FontIndex is fonts/fonts.json: the Chinese and Japanese fonts
// (subsets of Noto Sans CJK made by scripts/fonts.sh), each with its
// language, kind ("ui": the interface's own characters; "slice": every
// character of a range of code points, for names), weight and size. The
// desktop embeds the files (FontFile); the web page fetches them from its
// fonts/ folder when it first needs them.
//
//go:embed fonts/fonts.json
var FontIndex []byte

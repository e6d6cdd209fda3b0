//go:build js

package assets

// LangFile holds nothing on the web page: it fetches the words of its
// language from its lang/ folder, so that the .wasm stays small.
func LangFile(name string) (data []byte, ok bool) { return nil, false }

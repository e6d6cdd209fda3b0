//go:build js

package game

// goFonts returns nothing on the web page: it fetches the Go fonts
// (fonts/Go-Regular.ttf and fonts/Go-Bold.ttf) before its first frame.
func goFonts() (regular, bold []byte) { return nil, nil }

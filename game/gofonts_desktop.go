//go:build !js

package game

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// goFonts returns the Go fonts, Regular and Bold: embedded in the desktop
// program. The web page fetches them instead (fonts/Go-Regular.ttf and
// fonts/Go-Bold.ttf, beside the others), which keeps 270 KB out of the
// .wasm; they come while the .wasm downloads.
func goFonts() (regular, bold []byte) { return goregular.TTF, gobold.TTF }

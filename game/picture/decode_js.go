//go:build js

package picture

import (
	"fmt"
	"image"
	"syscall/js"

	"battlemap/engine/files"
)

// DefaultLimits are the web page's: 4,096 px a side, 96 px a square, so
// that a big picture costs the page tens of megabytes, not gigabytes.
func DefaultLimits() Limits { return Limits{MaxSide: 4096, MaxPerSquare: 96} }

// decode lets the browser decode and scale img (createImageBitmap with
// resizeWidth/resizeHeight), then copies the w×h pixels into Go. The
// source's pixels never enter the WebAssembly memory.
func decode(img files.Image, w, h int, done func(Decoded, error)) {
	u8 := js.Global().Get("Uint8Array").New(len(img.Data))
	js.CopyBytesToJS(u8, img.Data)
	blob := js.Global().Get("Blob").New([]any{u8}, map[string]any{"type": "image/" + img.Type})
	opts := map[string]any{"resizeWidth": w, "resizeHeight": h, "resizeQuality": "high"}
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		bmp := args[0]
		canvas := js.Global().Get("OffscreenCanvas").New(w, h)
		ctx := canvas.Call("getContext", "2d")
		ctx.Call("drawImage", bmp, 0, 0)
		bmp.Call("close")
		data := ctx.Call("getImageData", 0, 0, w, h).Get("data")
		// Canvas pixels are not premultiplied: NRGBA.
		pix := image.NewNRGBA(image.Rect(0, 0, w, h))
		js.CopyBytesToGo(pix.Pix, js.Global().Get("Uint8Array").New(data.Get("buffer")))
		done(pix, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		msg := "unknown error"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		done(nil, fmt.Errorf("picture: the browser cannot decode the %s picture: %s", img.Type, msg))
		return nil
	})
	js.Global().Call("createImageBitmap", blob, opts).Call("then", then, fail)
}

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

// decode lets the browser decode and scale img to w×h (createImageBitmap
// with resizeWidth/resizeHeight): the source's pixels never enter the
// WebAssembly memory, and the scaled ones come over a tile at a time.
func decode(img files.Image, w, h int, done func(Decoded, error)) {
	u8 := js.Global().Get("Uint8Array").New(len(img.Data))
	js.CopyBytesToJS(u8, img.Data)
	blob := js.Global().Get("Blob").New([]any{u8}, map[string]any{"type": "image/" + img.Type})
	opts := map[string]any{"resizeWidth": w, "resizeHeight": h, "resizeQuality": "high"}
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		done(&bitmap{bmp: args[0], w: w, h: h}, nil)
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

// bitmap is a picture the browser decoded: an ImageBitmap of the kept
// size, read a rectangle at a time through a canvas.
type bitmap struct {
	bmp    js.Value
	w, h   int
	canvas js.Value
	ctx    js.Value
	cw, ch int
}

func (b *bitmap) Size() (int, int) { return b.w, b.h }

// context returns a 2D canvas at least w×h.
func (b *bitmap) context(w, h int) js.Value {
	if b.canvas.IsUndefined() || b.cw < w || b.ch < h {
		b.cw, b.ch = max(w, b.cw), max(h, b.ch)
		b.canvas = js.Global().Get("OffscreenCanvas").New(b.cw, b.ch)
		b.ctx = b.canvas.Call("getContext", "2d", map[string]any{"willReadFrequently": true})
	}
	return b.ctx
}

func (b *bitmap) Tile(r image.Rectangle, pix []byte) error {
	w, h := r.Dx(), r.Dy()
	ctx := b.context(w, h)
	ctx.Call("clearRect", 0, 0, w, h)
	ctx.Call("drawImage", b.bmp, r.Min.X, r.Min.Y, w, h, 0, 0, w, h)
	data := ctx.Call("getImageData", 0, 0, w, h).Get("data")
	js.CopyBytesToGo(pix[:w*h*4], js.Global().Get("Uint8Array").New(data.Get("buffer")))
	// Canvas pixels are not premultiplied; textures are.
	for i := 0; i+3 < w*h*4; i += 4 {
		if a := uint32(pix[i+3]); a < 255 {
			pix[i] = uint8(uint32(pix[i]) * a / 255)
			pix[i+1] = uint8(uint32(pix[i+1]) * a / 255)
			pix[i+2] = uint8(uint32(pix[i+2]) * a / 255)
		}
	}
	return nil
}

func (b *bitmap) Small(side int) image.Image {
	k := float64(side) / float64(max(b.w, b.h))
	w, h := max(1, int(float64(b.w)*k)), max(1, int(float64(b.h)*k))
	c := js.Global().Get("OffscreenCanvas").New(w, h)
	ctx := c.Call("getContext", "2d")
	ctx.Call("drawImage", b.bmp, 0, 0, w, h)
	data := ctx.Call("getImageData", 0, 0, w, h).Get("data")
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	js.CopyBytesToGo(img.Pix, js.Global().Get("Uint8Array").New(data.Get("buffer")))
	return img
}

func (b *bitmap) Release() {
	b.bmp.Call("close")
	b.canvas, b.ctx = js.Undefined(), js.Undefined()
}

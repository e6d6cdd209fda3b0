// Package picture decodes a map's picture (PNG, JPEG, WebP) off the drawing
// thread, scaled down to a resolution the screen can use (Limits): map
// exports of 10,000 px a side are normal, and a decoded 16,384 px picture
// would take a gigabyte. The renderer cuts the result into tiles small
// enough for any graphics device (Ebiten panics on an image larger than the
// device's maximum texture size). It does not import Ebiten.
//
// On the desktop the picture is decoded in Go; on the web page the browser
// decodes and scales it (createImageBitmap), so that a 16,384 px picture
// never lands whole in the page's WebAssembly memory.
//
//	ld := picture.Load(img, 256, picture.DefaultLimits()) // decoding starts
//	if pix, err, ok := ld.Result(); ok && err == nil {
//		pix.Tile(image.Rect(0, 0, 2048, 2048), buf) // one texture's pixels
//		pix.Release()
//	}
package picture

package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemap/engine"
	"battlemap/game/board"
	"battlemap/game/picture"
	"battlemap/game/view"
)

// tileSide is the side of the textures a map picture is cut into: small
// enough for any device (Ebiten panics on an image larger than the
// device's maximum texture size).
const tileSide = 2048

// pictures keeps the decoded map pictures by name: each is decoded once,
// off the drawing thread, and cut into tiles when ready.
type pictures struct {
	byName map[string]*pictureState
}

// pictureState is one picture: decoding, or its tiles, or why not.
type pictureState struct {
	load  *picture.Loader
	tiles []pictureTile
	// w, h is the kept size; srcW the source's width (for the scale).
	w, h, srcW int
	err        error
	// small is a copy at most 256 px a side, for the library's thumbnails.
	small image.Image
}

type pictureTile struct {
	x, y int
	img  *ebiten.Image
}

// update starts decoding the board's picture when it is new, and cuts it
// into tiles once decoded (Update may make images); it tells the board
// how the picture stands.
func (p *pictures) update(b *board.Board) {
	bg := background(b.Encounter())
	if bg == nil {
		b.SetPictureStatus("")
		return
	}
	if p.byName == nil {
		p.byName = map[string]*pictureState{}
	}
	st, ok := p.byName[bg.Image]
	if !ok {
		img, have := b.Images()[bg.Image]
		st = &pictureState{}
		p.byName[bg.Image] = st
		if !have {
			st.err = errMissingPicture
		} else {
			st.load = picture.Load(img, bg.PixelsPerSquare, picture.DefaultLimits())
		}
	}
	if st.load != nil && st.tiles == nil && st.err == nil {
		pix, err, done := st.load.Result()
		switch {
		case !done:
			b.SetPictureStatus("loading")
			return
		case err != nil:
			st.err = err
		default:
			st.cut(pix, st.load.SrcW)
			st.load = nil
		}
	}
	switch {
	case st.err != nil:
		b.SetPictureStatus(st.err.Error())
	case st.tiles != nil:
		b.SetPictureStatus("drawn")
	}
}

// errMissingPicture is a picture the encounter names but nobody has.
var errMissingPicture = pictureError("the encounter names a picture it does not hold")

type pictureError string

func (e pictureError) Error() string { return string(e) }

// cut makes the tiles of a decoded picture, one tile's pixels in memory at
// a time, then lets the decoded picture go.
func (st *pictureState) cut(pix picture.Decoded, srcW int) {
	st.w, st.h = pix.Size()
	st.srcW = srcW
	buf := make([]byte, tileSide*tileSide*4)
	for y := 0; y < st.h; y += tileSide {
		for x := 0; x < st.w; x += tileSide {
			r := image.Rect(x, y, min(x+tileSide, st.w), min(y+tileSide, st.h))
			if err := pix.Tile(r, buf); err != nil {
				st.err = err
				return
			}
			img := ebiten.NewImageWithOptions(image.Rect(0, 0, r.Dx(), r.Dy()), &ebiten.NewImageOptions{Unmanaged: true})
			img.WritePixels(buf[:r.Dx()*r.Dy()*4])
			st.tiles = append(st.tiles, pictureTile{x: x, y: y, img: img})
		}
	}
	st.small = pix.Small(256)
	pix.Release()
}

// ready returns the board's picture's tiles, nil while there are none.
func (p *pictures) ready(e *engine.Encounter) *pictureState {
	bg := background(e)
	if bg == nil || p.byName == nil {
		return nil
	}
	if st := p.byName[bg.Image]; st != nil && st.tiles != nil {
		return st
	}
	return nil
}

// background returns the encounter's map picture placement, nil for none.
func background(e *engine.Encounter) *engine.Background {
	if e.Scenery == nil {
		return nil
	}
	return e.Scenery.Background
}

// drawPicture draws the map picture under the grid: a source pixel (px,py)
// falls on the map at ((px−OffsetX)/PixelsPerSquare, (py−OffsetY)/PixelsPerSquare).
func (r *renderer) drawPicture(dst *ebiten.Image, st *pictureState, bg *engine.Background, cam view.Camera, vr view.Rect) {
	// kept pixels → source pixels → grid units → screen
	keep := float64(st.srcW) / float64(st.w)
	var geo ebiten.GeoM
	geo.Scale(keep, keep)
	geo.Translate(-bg.OffsetX, -bg.OffsetY)
	geo.Scale(1/bg.PixelsPerSquare, 1/bg.PixelsPerSquare)
	geo.Scale(cam.Scale, cam.Scale)
	geo.Translate(cam.OX, cam.OY)
	clip := dst.SubImage(image.Rect(int(vr.X), int(vr.Y), int(vr.X+vr.W), int(vr.Y+vr.H))).(*ebiten.Image)
	for _, t := range st.tiles {
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(t.x), float64(t.y))
		op.GeoM.Concat(geo)
		op.Filter = ebiten.FilterLinear
		clip.DrawImage(t.img, &op)
	}
}

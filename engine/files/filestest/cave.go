// Package filestest makes files for tests and benchmarks: Universal VTT
// exports of caves as big as a test needs.
package filestest

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand/v2"
)

// Cave returns a Universal VTT export of a w×h cave: blobs of rock outlined
// by n short wall segments in all (cave walls come as thousands of them),
// and, when imgSide > 0, a picture imgSide pixels a side at imgSide/w
// pixels a square (a plain floor with a pattern, quick to encode; its
// header is what opening reads, its pixels what the app decodes).
func Cave(w, h, n, imgSide int) ([]byte, error) {
	r := rand.New(rand.NewPCG(7, 9))
	var lines [][]map[string]float64
	for segs := 0; segs < n; {
		cx, cy := 3+r.Float64()*float64(w-6), 3+r.Float64()*float64(h-6)
		rad := 0.6 + r.Float64()*1.8
		k := 12 + r.IntN(12)
		var line []map[string]float64
		for i := 0; i <= k && segs < n; i++ {
			a := 2 * math.Pi * float64(i%k) / float64(k)
			rr := rad * (0.8 + 0.4*r.Float64())
			line = append(line, map[string]float64{"x": cx + rr*math.Cos(a), "y": cy + rr*math.Sin(a)})
			if i > 0 {
				segs++
			}
		}
		lines = append(lines, line)
	}
	ppg := 64
	if imgSide > 0 {
		ppg = max(1, imgSide/w)
	}
	doc := map[string]any{
		"format":        0.3,
		"resolution":    map[string]any{"map_origin": map[string]float64{"x": 0, "y": 0}, "map_size": map[string]int{"x": w, "y": h}, "pixels_per_grid": ppg},
		"line_of_sight": lines,
		"portals":       []any{},
		"lights":        []any{},
	}
	if imgSide > 0 {
		img := image.NewGray(image.Rect(0, 0, imgSide, imgSide))
		for y := 0; y < imgSide; y++ {
			for x := 0; x < imgSide; x++ {
				v := uint8(150)
				if (x/ppg+y/ppg)%2 == 0 {
					v = 170 // a checkerboard of squares, to see the alignment
				}
				img.SetGray(x, y, color.Gray{Y: v})
			}
		}
		var b bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, img); err != nil {
			return nil, err
		}
		doc["image"] = base64.StdEncoding.EncodeToString(b.Bytes())
	}
	return json.Marshal(doc)
}

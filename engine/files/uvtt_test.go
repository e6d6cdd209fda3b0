package files

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// uvttSample reads one of the project's Universal VTT samples.
func uvttSample(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "uvtt", name))
	require.NoError(t, err)
	return data
}

func pf2e(t testing.TB) engine.System {
	sys, err := engine.SystemByID("pf2e")
	require.NoError(t, err)
	return sys
}

// wallList renders a map's walls, sorted, for comparisons.
func wallList(g *grid.Grid) []string {
	var out []string
	for _, w := range g.Walls() {
		out = append(out, w.String())
	}
	sort.Strings(out)
	return out
}

// TestUVTTSamplesImport opens the three samples: a 10×10 map at 256 px a
// square with its picture, 4 walls, a closed door and an open portal. The
// cropped exports give the same walls and doors once map_origin is
// subtracted; a light whose reach misses the cropped map is dropped.
func TestUVTTSamplesImport(t *testing.T) {
	docs := map[string]*Document{}
	for _, name := range []string{"sample-v0.2.dd2vtt", "sample-v0.2-cropped.dd2vtt", "sample-v0.3-cropped.dd2vtt"} {
		doc, err := Open(name, uvttSample(t, name), pf2e(t))
		require.NoError(t, err, name)
		e := doc.Encounter
		assert.Equal(t, 10, e.Grid.W, name)
		assert.Equal(t, 10, e.Grid.H, name)
		assert.Equal(t, strings.TrimSuffix(name, ".dd2vtt"), e.Name)
		require.NotNil(t, e.Scenery, name)
		b := e.Scenery.Background
		require.NotNil(t, b, name)
		assert.Equal(t, 256.0, b.PixelsPerSquare, name)
		assert.Equal(t, [2]int{2560, 2560}, [2]int{b.Width, b.Height}, name)
		require.Contains(t, doc.Images, b.Image)
		assert.Equal(t, "png", doc.Images[b.Image].Type)
		require.Len(t, e.Grid.Doors(), 2, name)
		assert.Equal(t, grid.WallF(5, 1.5, 5, 2.5), e.Grid.Doors()[0].Wall, "%s: the door's ends, origin subtracted", name)
		assert.False(t, e.Grid.Doors()[0].Open, name)
		assert.True(t, e.Grid.Doors()[1].Open, name)
		docs[name] = doc
	}
	full, crop := docs["sample-v0.2.dd2vtt"].Encounter, docs["sample-v0.2-cropped.dd2vtt"].Encounter
	assert.Equal(t, wallList(full.Grid), wallList(crop.Grid), "cropped or not, the walls are the same")
	// 4 polylines: the room's outline (4 segments) and the wall with its
	// two doorways (3).
	assert.Len(t, full.Grid.Walls(), 7)
	assert.Len(t, full.Scenery.Lights, 3)
	assert.Len(t, crop.Scenery.Lights, 2)
	v3 := docs["sample-v0.3-cropped.dd2vtt"].Encounter
	assert.Len(t, v3.Grid.Walls(), 7+59, "format 0.3's object outline is walls too")
}

// TestUVTTDoorBlocksMovement puts a creature beside the sample's closed
// door: the door stops it, and opening the door lets it through.
func TestUVTTDoorBlocksMovement(t *testing.T) {
	doc, err := Open("map.dd2vtt", uvttSample(t, "sample-v0.2.dd2vtt"), pf2e(t))
	require.NoError(t, err)
	e := doc.Encounter
	require.NoError(t, e.Apply(engine.AddCreature{Creature: engine.Creature{ID: "M", Side: "pcs", Size: engine.Medium, X: 4, Y: 2, Speed: 25}}))
	p := engine.NewPlanner()
	east := func() int {
		r, err := p.Cost(e, engine.MoveQuery{Who: "M", Action: engine.Move}, 5, 2)
		require.NoError(t, err)
		require.True(t, r.OK)
		return r.Feet
	}
	assert.Equal(t, 60, east(), "the closed door sends M round by the open portal")
	require.NoError(t, e.Apply(engine.SetDoor{Index: 0, Open: true}))
	assert.Equal(t, 5, east(), "through the open door")
}

// uvttDoc is a small synthetic export.
func uvttDoc(format, extra string) string {
	return fmt.Sprintf(`{"format":%s,"resolution":{"map_origin":{"x":1,"y":1},"map_size":{"x":4,"y":3},"pixels_per_grid":70},
"line_of_sight":[[{"x":1,"y":2},{"x":9,"y":2}],[{"x":-30,"y":-30},{"x":-20,"y":-40}]],
"portals":[{"position":{"x":3,"y":3},"bounds":[{"x":3,"y":2.5},{"x":3,"y":3.5}],"rotation":0,"closed":true,"freestanding":false}]%s}`, format, extra)
}

// TestUVTTClipsToTheMap checks the format's coordinates: the origin is
// subtracted, a wall running off the map is clipped at its edge, one wholly
// outside is dropped; the format may be a number or a string; no picture
// means no background.
func TestUVTTClipsToTheMap(t *testing.T) {
	for _, format := range []string{`0.2`, `"0.3"`, `0.3`} {
		doc, err := Open("x.uvtt", []byte(uvttDoc(format, "")), pf2e(t))
		require.NoError(t, err, format)
		g := doc.Encounter.Grid
		assert.Equal(t, []grid.Wall{grid.WallF(0, 1, 4, 1)}, g.Walls(), "clipped at the map's edge, the far wall dropped")
		require.Len(t, g.Doors(), 1)
		assert.Equal(t, grid.WallF(2, 1.5, 2, 2.5), g.Doors()[0].Wall)
		assert.Nil(t, doc.Encounter.Scenery.Background)
	}
}

// TestUVTTRefusesBadFiles feeds damaged and hostile exports: each is
// refused with the file's name and the key at fault.
func TestUVTTRefusesBadFiles(t *testing.T) {
	png := base64.StdEncoding.EncodeToString(testPNG(t, 8, 8))
	many := make([]map[string]float64, maxUVTTPoints+1)
	for i := range many {
		many[i] = map[string]float64{"x": float64(i % 4), "y": 1}
	}
	manyJSON, err := json.Marshal([][]map[string]float64{many})
	require.NoError(t, err)
	for _, c := range []struct{ name, file, want string }{
		{"format 2.0", uvttDoc(`2.0`, ""), `key "format": version 2`},
		{"format an object", uvttDoc(`{"v":1}`, ""), `key "format": is neither a number nor a string`},
		{"no map size", `{"format":0.2,"resolution":{"pixels_per_grid":70}}`, `key "resolution": needs map_size`},
		{"an absurd map", strings.Replace(uvttDoc(`0.2`, ""), `"map_size":{"x":4,"y":3}`, `"map_size":{"x":5000,"y":3}`, 1), `key "resolution.map_size"`},
		{"a point of text", strings.Replace(uvttDoc(`0.2`, ""), `{"x":9,"y":2}`, `{"x":"nine","y":2}`, 1), `key "line_of_sight": entry 0`},
		{"a portal with one end", strings.Replace(uvttDoc(`0.2`, ""), `{"x":3,"y":2.5},`, ``, 1), `key "portals": entry 0: bounds has 1 points`},
		{"millions of points", strings.Replace(uvttDoc(`0.2`, ""), `"line_of_sight":[`, `"line_of_sight":`+string(manyJSON[:len(manyJSON)-1])+`,`, 1), `more than 1000000 points`},
		{"truncated base64", uvttDoc(`0.2`, `,"image":"`+png[:len(png)-7]+`"`), `key "image": the base64 data is damaged`},
		{"not a picture", uvttDoc(`0.2`, `,"image":"`+base64.StdEncoding.EncodeToString([]byte("GIF89a....."))+`"`), `key "image": the picture is neither PNG, JPEG nor WebP`},
		{"a huge picture header", uvttDoc(`0.2`, `,"image":"`+base64.StdEncoding.EncodeToString(hugePNGHeader(t))+`"`), `at most 16384 a side`},
		{"a wrong type", strings.Replace(uvttDoc(`0.2`, ""), `"closed":true`, `"closed":"yes"`, 1), `key "portals": entry 0`},
		{"broken JSON", uvttDoc(`0.2`, "")[:80], "broken JSON"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Open("cave.dd2vtt", []byte(c.file), pf2e(t))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "cave.dd2vtt: "), err.Error())
		})
	}
}

// hugePNGHeader is the start of a PNG that says it is 100,000 pixels a
// side: its size is read and refused before any pixel.
func hugePNGHeader(t testing.TB) []byte {
	b := testPNG(t, 1, 1)
	// IHDR's width and height follow the 8-byte signature, the chunk's
	// length and type; its checksum follows its 13 bytes of data.
	b[16], b[17], b[18], b[19] = 0, 1, 0x86, 0xa0
	b[20], b[21], b[22], b[23] = 0, 1, 0x86, 0xa0
	binary.BigEndian.PutUint32(b[29:33], crc32.ChecksumIEEE(b[12:29]))
	return b
}

// TestImportedMapSavesAndReopens saves an imported sample as an encounter
// file and opens it again with its picture and doors.
func TestImportedMapSavesAndReopens(t *testing.T) {
	doc, err := Open("sample.dd2vtt", uvttSample(t, "sample-v0.2-cropped.dd2vtt"), pf2e(t))
	require.NoError(t, err)
	b, err := SaveEncounterWith(doc.Encounter, SaveOptions{History: true, Images: doc.Images})
	require.NoError(t, err)
	again, err := Open("sample.json", b, pf2e(t))
	require.NoError(t, err)
	assert.Equal(t, doc.Encounter.Scenery, again.Encounter.Scenery)
	assert.Equal(t, doc.Encounter.Grid.Spec(), again.Encounter.Grid.Spec())
	assert.Equal(t, doc.Images, again.Images)
}

// FuzzImportUVTT feeds mutated exports to the importer: it never panics,
// and an import that succeeds saves as an encounter file that opens again.
func FuzzImportUVTT(f *testing.F) {
	f.Add([]byte(uvttDoc(`0.2`, "")))
	f.Add([]byte(uvttDoc(`"0.3"`, `,"lights":[{"position":{"x":2,"y":2},"range":3,"intensity":1,"color":"ff00ff00","shadows":true}],"environment":{"baked_lighting":true,"ambient_light":"ff101010"}`)))
	f.Add([]byte(uvttDoc(`0.3`, `,"objects_line_of_sight":[[{"x":2.2,"y":2.2},{"x":2.8,"y":2.2},{"x":2.5,"y":2.8},{"x":2.2,"y":2.2}]]`)))
	sys, _ := engine.SystemByID("dnd5e")
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Open("f.uvtt", data, sys)
		if err != nil {
			return
		}
		b, err := SaveEncounterWith(doc.Encounter, SaveOptions{Images: doc.Images})
		require.NoError(t, err)
		_, err = LoadDocument(b)
		require.NoError(t, err)
	})
}

// TestUVTTOtherExports reads what other tools' exports hold: a WebP
// picture, dozens of doors (closed and open, some off the cropped map),
// and a polyline running far outside the picture.
func TestUVTTOtherExports(t *testing.T) {
	var portals []string
	for i := 0; i < 40; i++ {
		x := float64(i%10) + 1 // absolute: the origin is (1,1)
		y := float64(i/10)*2 + 1.5
		closed := "true"
		if i%3 == 0 {
			closed = "false"
		}
		portals = append(portals, fmt.Sprintf(`{"position":{"x":%g,"y":%g},"bounds":[{"x":%g,"y":%g},{"x":%g,"y":%g}],"rotation":0,"closed":%s,"freestanding":false}`,
			x+0.5, y, x, y, x+1, y, closed))
	}
	// Two doors wholly off the map, one crossing its edge.
	portals = append(portals,
		`{"position":{"x":-5,"y":-5},"bounds":[{"x":-6,"y":-5},{"x":-4,"y":-5}],"rotation":0,"closed":true,"freestanding":false}`,
		`{"position":{"x":50,"y":3},"bounds":[{"x":49,"y":3},{"x":51,"y":3}],"rotation":0,"closed":true,"freestanding":false}`,
		`{"position":{"x":11,"y":3},"bounds":[{"x":10.5,"y":3},{"x":11.5,"y":3}],"rotation":0,"closed":true,"freestanding":false}`)
	doc := fmt.Sprintf(`{"format":"0.3","resolution":{"map_origin":{"x":1,"y":1},"map_size":{"x":10,"y":8},"pixels_per_grid":1},
"line_of_sight":[[{"x":-40,"y":4},{"x":5,"y":4},{"x":5,"y":90}]],
"objects_line_of_sight":[],"portals":[%s],"lights":[],"image":"%s","software":"some tool","creator":"a GM"}`,
		strings.Join(portals, ","), webpLossless)
	got, err := Open("other.uvtt", []byte(doc), pf2e(t))
	require.NoError(t, err)
	e := got.Encounter
	require.NotNil(t, e.Scenery.Background)
	assert.Equal(t, "webp", got.Images[e.Scenery.Background.Image].Type, "a WebP picture")
	assert.Equal(t, [2]int{3, 2}, [2]int{e.Scenery.Background.Width, e.Scenery.Background.Height})
	// 40 doors on the map, the one across its edge clipped, two dropped.
	require.Len(t, e.Grid.Doors(), 41)
	open := 0
	for _, d := range e.Grid.Doors() {
		if d.Open {
			open++
		}
	}
	assert.Equal(t, 14, open, "the open portals")
	assert.Equal(t, grid.WallF(9.5, 2, 10, 2), e.Grid.Doors()[40].Wall, "clipped at the map's right edge")
	// The polyline: from far left along y=3 (less the origin), then down
	// x=4 past the bottom: clipped to (0,3)–(4,3) and (4,3)–(4,8).
	assert.Equal(t, []grid.Wall{grid.WallF(0, 3, 4, 3), grid.WallF(4, 3, 4, 8)}, e.Grid.Walls())
	// It saves and opens again as it is.
	b, err := SaveEncounterWith(e, SaveOptions{Images: got.Images})
	require.NoError(t, err)
	again, err := Open("other.json", b, pf2e(t))
	require.NoError(t, err)
	assert.Equal(t, e.Scenery, again.Encounter.Scenery)
}

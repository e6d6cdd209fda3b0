package files

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"battlemap/engine"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testPNG encodes a w×h picture.
func testPNG(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i)
	}
	img.Set(0, 0, color.NRGBA{255, 0, 0, 255})
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	return b.Bytes()
}

// pictured returns an encounter with a door, a map picture and a light,
// and the picture's bytes.
func pictured(t *testing.T) (*engine.Encounter, map[string]Image) {
	t.Helper()
	e := fightEncounter(t, "pf2e", "M:pcs", "G:monsters")
	data := testPNG(t, 40, 30)
	img, err := SniffImage(data)
	require.NoError(t, err)
	name := ImageName(data)
	applyAll(t, e,
		engine.AddDoor{Door: grid.Door{Wall: grid.WallF(3, 0, 3, 1)}},
		engine.AddWall{Wall: grid.WallF(3, 1, 3, 4)},
		engine.SetScenery{Scenery: &engine.Scenery{
			Background:  &engine.Background{Image: name, Width: 40, Height: 30, PixelsPerSquare: 4, OffsetX: 1.5},
			Lights:      []engine.Light{{X: 2.5, Y: 1, Range: 5, Intensity: 1, Color: "ffeccd8b", Shadows: true}},
			Environment: engine.Environment{AmbientLight: "ffffffff"}, HideGridLines: true,
		}},
		engine.SetDoor{Index: 0, Open: true},
		engine.PlaceCreature{ID: "M", X: 1, Y: 2},
	)
	return e, map[string]Image{name: img}
}

// TestDoorsAndPicturesTravelWithTheFile saves an encounter with a door, a
// picture and lights, and reads back the same: one file is one battle.
func TestDoorsAndPicturesTravelWithTheFile(t *testing.T) {
	e, images := pictured(t)
	b, err := SaveEncounterWith(e, SaveOptions{History: true, Images: images})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"doors": [`+"\n"+`    {"at":[3,0,3,1],"open":true}`)
	assert.Contains(t, string(b), `"images": {`)
	doc, err := LoadDocument(b)
	require.NoError(t, err)
	e2 := doc.Encounter
	assert.Equal(t, e.Scenery, e2.Scenery)
	assert.Equal(t, images, doc.Images)
	require.Len(t, e2.Grid.Doors(), 1)
	assert.True(t, e2.Grid.Doors()[0].Open)
	again, err := SaveEncounterWith(e2, SaveOptions{History: true, Images: doc.Images})
	require.NoError(t, err)
	assert.Equal(t, string(b), string(again), "saving what was read gives the same bytes")
	// The history came along: undo takes M back, closes the door, then
	// takes the picture away, the wall, the door.
	require.True(t, e2.Undo())
	assert.Equal(t, 0, e2.Creature("M").X)
	require.True(t, e2.Undo())
	assert.False(t, e2.Grid.Doors()[0].Open)
	require.True(t, e2.Undo())
	assert.Nil(t, e2.Scenery)
	require.True(t, e2.Undo())
	require.True(t, e2.Undo())
	assert.Empty(t, e2.Grid.Doors())
	// A picture the encounter names must come with it.
	_, err = SaveEncounterWith(e, SaveOptions{})
	assert.ErrorContains(t, err, "map picture sha256:")
}

// TestADoorStepKeepsOnlyTheDoors checks that the history step of a door
// holds the map's doors, not its rows and walls again.
func TestADoorStepKeepsOnlyTheDoors(t *testing.T) {
	e, _ := pictured(t)
	undo, _ := e.Changes()
	fc := toFileChange(undo[len(undo)-2])
	require.NotNil(t, fc.Before.Scene)
	assert.Nil(t, fc.Before.Scene.Map, "the rows did not change")
	assert.Nil(t, fc.Before.Scene.Walls, "the walls did not change")
	assert.Len(t, fc.Before.Scene.Doors, 1)
}

// TestBadPicturesAndDoorsAreRefused damages a saved file's picture, door and
// history in turn: each is refused naming the key, and nothing is built.
func TestBadPicturesAndDoorsAreRefused(t *testing.T) {
	e, images := pictured(t)
	good, err := SaveEncounterWith(e, SaveOptions{History: true, Images: images})
	require.NoError(t, err)
	var name string
	for n := range images {
		name = n
	}
	other := testPNG(t, 41, 30)
	for _, c := range []struct{ name, from, to, want string }{
		{"truncated base64", base64.StdEncoding.EncodeToString(images[name].Data), base64.StdEncoding.EncodeToString(images[name].Data)[:100] + "x", `"images" entry "sha256:`},
		{"bytes not matching the name", base64.StdEncoding.EncodeToString(images[name].Data), base64.StdEncoding.EncodeToString(other), "do not match the name"},
		{"a picture not in the file", `"image":"` + name, `"image":"sha256:00`, "is not in the file's images"},
		{"a wrong size", `"width":40`, `"width":41`, "the file says 41×30"},
		{"a door with three numbers", `{"at":[3,0,3,1],"open":true}`, `{"at":[3,0,3],"open":true}`, `"doors" entry 0`},
		{"a bad colour", `"ffeccd8b"`, `"orange"`, `"lights": entry 0: colour "orange"`},
		{"a step at a creature not there", `"index":[0]`, `"index":[7]`, `history`},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.Contains(t, string(good), c.from)
			bad := strings.Replace(string(good), c.from, c.to, 1)
			_, err := LoadDocument([]byte(bad))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "files: "), err.Error())
		})
	}
}

// TestVersion1HistoryUpgrades opens a version 1 file, whose history holds
// whole states, undoes through it, and saves it as version 2.
func TestVersion1HistoryUpgrades(t *testing.T) {
	v1 := `{"format":"battlemap-encounter/1","system":"pf2e","map":["....","...."],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[2,1]}],
"history":{"undo":[
 {"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0]}],"turn":{"round":0,"active":""},"initiative":{"order":[],"delayed":[]}},
 {"creatures":[{"id":"M","side":"pcs","size":"medium","at":[1,0]}],"turn":{"round":0,"active":""},"initiative":{"order":[],"delayed":[]}}
],"redo":[],"log":["M moved","M moved"]}}`
	e, err := LoadEncounter([]byte(v1))
	require.NoError(t, err)
	b, err := SaveEncounterWith(e, SaveOptions{History: true})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"format": "battlemap-encounter/2"`)
	e2, err := LoadEncounter(b)
	require.NoError(t, err)
	for _, want := range []int{1, 0} {
		require.True(t, e2.Undo())
		assert.Equal(t, want, e2.Creature("M").X)
	}
	assert.False(t, e2.CanUndo())
}

// TestPicturesKeptAside saves a file without its pictures, for a store
// that keeps them once by name, and reads it back with them.
func TestPicturesKeptAside(t *testing.T) {
	e, images := pictured(t)
	b, err := SaveEncounterWith(e, SaveOptions{History: true, OmitImages: true})
	require.NoError(t, err)
	assert.NotContains(t, string(b), `"images"`)
	_, err = LoadDocument(b)
	assert.ErrorContains(t, err, "is not in the file's images", "without the pictures beside it")
	doc, err := LoadDocumentWith(b, images)
	require.NoError(t, err)
	assert.Equal(t, e.Scenery, doc.Encounter.Scenery)
}

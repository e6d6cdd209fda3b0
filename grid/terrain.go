package grid

import "fmt"

// Terrain is the kind of one square of the terrain layer.
type Terrain uint8

// The terrain kinds of the map legend.
const (
	Open      Terrain = iota // '.' open ground
	Difficult                // '~' difficult terrain
	Greater                  // '%' greater difficult terrain
	Solid                    // '#' blocks movement and lines; its corners count for corner cutting
	Pit                      // 'o' cannot be entered on foot, blocks no line, is not a corner
	Narrow                   // 'n' a gap narrower than 5 ft: Small and Medium creatures squeeze
)

var terrainChars = [...]byte{Open: '.', Difficult: '~', Greater: '%', Solid: '#', Pit: 'o', Narrow: 'n'}

var terrainNames = [...]string{
	Open: "open ground", Difficult: "difficult terrain", Greater: "greater difficult terrain",
	Solid: "a solid square", Pit: "a pit", Narrow: "a narrow gap",
}

// TerrainOf returns the terrain for a map character.
func TerrainOf(c byte) (Terrain, bool) {
	for t, ch := range terrainChars {
		if ch == c {
			return Terrain(t), true
		}
	}
	return Open, false
}

// Char returns the map character of t.
func (t Terrain) Char() byte { return terrainChars[t] }

// String names t in words, as the rules explanations use it.
func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return fmt.Sprintf("terrain(%d)", t)
}

// Hamper returns how hard t is to move through: 0 for open (and narrow), 1
// for difficult, 2 for greater difficult. Solid squares and pits are not
// entered at all and return 0.
func (t Terrain) Hamper() uint8 {
	switch t {
	case Difficult:
		return 1
	case Greater:
		return 2
	}
	return 0
}

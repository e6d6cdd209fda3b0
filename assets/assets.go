package assets

import _ "embed"

// Demo is the built-in demo encounter, in the scenario format: a walled
// room with a pillar, rubble and a narrow gap, a one-square corridor, a
// cave with difficult and greater difficult terrain, a pit and slanted
// walls, and heroes and monsters from Tiny to Huge, some with reach.
//
//go:embed demo.json
var Demo []byte

package files

import (
	"encoding/json"

	"battlemap/grid"
)

// EncounterFormat is the format tag of the encounter files this program
// writes. Files of an older version are upgraded when read; files of a newer
// one are refused.
const EncounterFormat = "battlemap-encounter/2"

const (
	encounterFormatPrefix = "battlemap-encounter/"
	encounterVersion      = 2
)

// Limits of encounter files: a file beyond them is damaged or hostile, and
// is refused before it costs much memory or time.
const (
	maxFileCreatures = 4096    // creatures on one map
	maxFileFeet      = 10000   // speed, reach, weapon reach
	maxFileCount     = 1000000 // round, diagonals, feet moved this turn
	maxFileHistory   = 10000   // undo plus redo states
	maxWallCoord     = 2 * grid.MaxSide
	maxEconCount     = 1000     // actions, attacks, dashes spent in a turn
	maxPendingSteps  = 100000   // steps of a movement waiting on reactions
	maxFileBytes     = 64 << 20 // the whole file, without its pictures
	// maxFileImageBytes bounds the pictures' base64 in a file besides.
	maxFileImageBytes = 512 << 20
	// maxWallCells bounds the squares the walls' index visits, about
	// the sum of the squares each wall passes near: many long walls on a
	// big map would cost gigabytes.
	maxWallCells = 1 << 24
)

// fileCreature is a creature as encounter files spell it: the keys of
// scenario files, all of them written, plus reach_set for a reach that does
// not override the size table.
type fileCreature struct {
	ID           string   `json:"id"`
	Side         string   `json:"side"`
	Size         string   `json:"size"`
	At           []int    `json:"at"`
	Space        []int    `json:"space,omitempty"`
	Speed        *int     `json:"speed,omitempty"`
	FlySpeed     int      `json:"fly_speed,omitempty"`
	Attacks      int      `json:"attacks,omitempty"`
	Body         string   `json:"body,omitempty"`
	Reach        *int     `json:"reach,omitempty"`
	ReachSet     *bool    `json:"reach_set,omitempty"`
	WeaponReach  int      `json:"weapon_reach"`
	AoO          *bool    `json:"aoo,omitempty"`
	ReactionUsed bool     `json:"reaction_used"`
	State        []string `json:"state,omitempty"`
	Mount        string   `json:"mount,omitempty"`
	InitMod      int      `json:"init,omitempty"`
	Hidden       bool     `json:"hidden,omitempty"`
	creatureV2
}

// creatureV2 holds the creature keys version 2 added, all optional, in
// encounter and scenario files alike: the system's conditions, hit points
// (written only when tracked), and the feats and features that change what
// the map allows.
type creatureV2 struct {
	Conditions       []string `json:"conditions,omitempty"`
	HP               *int     `json:"hp,omitempty"`
	MaxHP            int      `json:"max_hp,omitempty"`
	TempHP           int      `json:"temp_hp,omitempty"`
	ImprovedBullRush bool     `json:"improved_bull_rush,omitempty"`
	ImprovedOverrun  bool     `json:"improved_overrun,omitempty"`
	CunningAction    bool     `json:"cunning_action,omitempty"`
	Hover            bool     `json:"hover,omitempty"`
	Independent      bool     `json:"independent,omitempty"`
}

type fileTurn struct {
	Round         int    `json:"round"`
	Active        string `json:"active"`
	Diagonals     int    `json:"diagonals"`
	Moved         int    `json:"moved"`
	WasFlatFooted bool   `json:"was_flat_footed"`
	// Econ holds the parts of the turn's Economy that are spent, under
	// snake_case keys (econToFile).
	Econ    map[string]json.RawMessage `json:"economy,omitempty"`
	Pending *filePending               `json:"pending,omitempty"`
}

// filePending is a movement waiting on attacks of opportunity.
type filePending struct {
	Who     string            `json:"who"`
	Steps   []fileStep        `json:"steps"`
	Waiting []fileProvocation `json:"waiting"`
	Later   []fileProvocation `json:"later,omitempty"`
	Back    fileStep          `json:"back"`
	Then    *fileFollowUp     `json:"then,omitempty"`
}

// fileFollowUp is engine.FollowUp: what a manoeuvre does once the
// movement waiting on reactions is over.
type fileFollowUp struct {
	Kind    string     `json:"kind"`
	By      string     `json:"by"`
	Target  string     `json:"target"`
	Dir     int        `json:"dir"`
	Squares int        `json:"squares,omitempty"`
	Chain   []int      `json:"chain,omitempty"`
	Follow  bool       `json:"follow,omitempty"`
	From    []int      `json:"from,omitempty"`
	Result  string     `json:"result,omitempty"`
	Tripped bool       `json:"tripped,omitempty"`
	Steps   []fileStep `json:"steps,omitempty"`
}

// fileStep is one step of a path with what priced it.
type fileStep struct {
	X     int          `json:"x"`
	Y     int          `json:"y"`
	W     int          `json:"w"`
	H     int          `json:"h"`
	Dir   int          `json:"dir"`
	Feet  int          `json:"feet"`
	Total int          `json:"total"`
	Kind  fileStepKind `json:"kind"`
}

// fileStepKind is StepKind with the file's keys (a conversion between the
// two keeps them in step).
type fileStepKind struct {
	Diagonal bool  `json:"diagonal,omitempty"`
	Ordinal  int   `json:"ordinal,omitempty"`
	Terrain  uint8 `json:"terrain,omitempty"`
	Squeezed bool  `json:"squeezed,omitempty"`
	Obstacle bool  `json:"obstacle,omitempty"`
	Occupied bool  `json:"occupied,omitempty"`
	Crawling bool  `json:"crawling,omitempty"`
	LowWall  bool  `json:"low_wall,omitempty"`
}

// fileProvocation is Provocation with the file's keys.
type fileProvocation struct {
	By    string `json:"by"`
	Step  int    `json:"step"`
	Why   string `json:"why"`
	Rider string `json:"rider,omitempty"`
}

type fileEntry struct {
	ID         string `json:"id"`
	Value      int    `json:"value"`
	Mod        int    `json:"mod"`
	FlatFooted bool   `json:"flat_footed"`
	Ready      string `json:"ready,omitempty"`
	// DelayedRound is the round a delaying creature left the order in.
	DelayedRound int `json:"delayed_round,omitempty"`
}

type fileInitiative struct {
	Order   []fileEntry `json:"order"`
	Delayed []fileEntry `json:"delayed"`
}

// fileState is one undo or redo state.
type fileState struct {
	Creatures  []json.RawMessage `json:"creatures"`
	Turn       *fileTurn         `json:"turn"`
	Initiative *fileInitiative   `json:"initiative"`
}

type fileHistory struct {
	Undo []json.RawMessage `json:"undo"`
	Redo []json.RawMessage `json:"redo"`
	Log  []string          `json:"log"`
}

// fileKeys lists the top-level keys of an encounter file, in the order
// they are written.
var fileKeys = []string{"format", "name", "system", "options", "party", "map", "walls", "low_walls", "doors", "scenery", "players", "creatures", "turn", "initiative", "areas", "history", "images"}

// fileRequired lists the keys an encounter file must have.
var fileRequired = []string{"system", "map", "creatures"}

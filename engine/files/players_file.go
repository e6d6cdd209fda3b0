package files

import (
	"encoding/base64"
	"fmt"

	"battlemap/engine"
	"battlemap/grid"
)

// The "players" key of an encounter file (version 2, optional): what the
// players' screen shows, as the GM sets it (engine.PlayersView).
//
//	"players": {"fog": "AwAAAA==", "sight": true, "hp": "bar", "rotate": 180, "minis": true, "moves": true}
//
// fog is the revealed squares, one bit a square in row-major order (square
// (x,y) is bit y*W+x, the lowest bit of each byte first), base64; absent
// means no fog of war. A step of the history that changes the players'
// view carries it in its scene the same way.

// filePlayers is engine.PlayersView with the file's keys.
type filePlayers struct {
	Fog    *string `json:"fog,omitempty"`
	Sight  bool    `json:"sight,omitempty"`
	HP     string  `json:"hp,omitempty"`
	Rotate int     `json:"rotate,omitempty"`
	Minis  bool    `json:"minis,omitempty"`
	Moves  bool    `json:"moves,omitempty"`
	Reach  bool    `json:"reach,omitempty"`
}

// toFilePlayers writes the players' view; nil when it is the default (no
// fog, no line of sight, no hit points), so that files without it stay as
// they were.
func toFilePlayers(p engine.PlayersView) *filePlayers {
	if p == (engine.PlayersView{}) {
		return nil
	}
	fp := &filePlayers{Sight: p.Sight, Rotate: p.Rotate, Minis: p.Minis, Moves: p.Moves, Reach: p.Reach}
	if p.HP != engine.HPNone {
		fp.HP = p.HP.String()
	}
	if p.Fog != nil {
		s := base64.StdEncoding.EncodeToString(squareBytes(*p.Fog))
		fp.Fog = &s
	}
	return fp
}

// squareBytes packs a set of squares a bit a square, lowest bit first.
func squareBytes(s grid.Squares) []byte {
	n := s.W * s.H
	out := make([]byte, (n+7)/8)
	for i := range out {
		out[i] = byte(s.Words[i/8] >> (8 * (i % 8)))
	}
	return out
}

// readPlayers checks and reads the players' view of a w×h map; where says
// which part of the file holds it, for the message.
func readPlayers(fp *filePlayers, w, h int, where string) (engine.PlayersView, error) {
	var p engine.PlayersView
	if fp == nil {
		return p, nil
	}
	fail := func(key, format string, args ...any) error {
		return fmt.Errorf("files: encounter file: %skey \"players\": key %q: %s", where, key, fmt.Sprintf(format, args...))
	}
	p.Sight, p.Rotate, p.Minis, p.Moves, p.Reach = fp.Sight, fp.Rotate, fp.Minis, fp.Moves, fp.Reach
	if r := fp.Rotate; r != 0 && r != 90 && r != 180 && r != 270 {
		return p, fail("rotate", "%d°: want 0, 90, 180 or 270", r)
	}
	if fp.HP != "" {
		hp, err := engine.ParseHPShown(fp.HP)
		if err != nil {
			return p, fail("hp", "%s", err)
		}
		p.HP = hp
	}
	if fp.Fog != nil {
		n := w * h
		if len(*fp.Fog) > base64.StdEncoding.EncodedLen((n+7)/8) {
			return p, fail("fog", "%d characters is more than the %d×%d map's %d", len(*fp.Fog), w, h, base64.StdEncoding.EncodedLen((n+7)/8))
		}
		raw, err := base64.StdEncoding.DecodeString(*fp.Fog)
		if err != nil {
			return p, fail("fog", "the base64 data is damaged (%s)", err)
		}
		if len(raw) != (n+7)/8 {
			return p, fail("fog", "%d bytes for a %d×%d map, want %d (one bit a square)", len(raw), w, h, (n+7)/8)
		}
		if n%8 != 0 && raw[len(raw)-1]>>(n%8) != 0 {
			return p, fail("fog", "bits set past the map's last square")
		}
		fog := grid.NewSquares(w, h)
		for i, b := range raw {
			fog.Words[i/8] |= uint64(b) << (8 * (i % 8))
		}
		p.Fog = &fog
	}
	return p, nil
}

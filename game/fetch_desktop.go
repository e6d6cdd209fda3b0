//go:build !js

package game

import (
	"fmt"
	"path"
	"strings"
	"time"

	"battlemap/assets"
)

// The desktop program embeds the fonts and the words of every language
// (package assets) and reads a file when it is first needed.

// load reads an embedded file (fonts/NAME or lang/NAME) and hands it to
// the game.
func (d *desktop) load(g *Game, p string) {
	var data []byte
	var ok bool
	switch dir, name := path.Split(p); strings.TrimSuffix(dir, "/") {
	case "fonts":
		data, ok = assets.FontFile(name)
	case "lang":
		data, ok = assets.LangFile(name)
	}
	var err error
	if !ok {
		err = fmt.Errorf("game: %s is not in the program", p)
	}
	g.loaded(p, data, err)
}

// waitLoaded has nothing to wait for: load hands the files over at once.
func (d *desktop) waitLoaded(g *Game, limit time.Duration, waiting func() bool) {}

func (d *desktop) pollLoaded(g *Game) {}

//go:build !js

package game

import (
	"fmt"
	"time"

	"battlemap/assets"
)

// The desktop program embeds every font file (assets.FontFile) and reads
// one when a text first needs it.

// loadFont adds an embedded font file.
func (d *desktop) loadFont(g *Game, name string) {
	data, ok := assets.FontFile(name)
	if !ok {
		g.fonts.fail(name)
		g.board.Report(fmt.Errorf("game: the font %s is not in the program", name))
		return
	}
	if err := g.fonts.add(name, data); err != nil {
		g.fonts.fail(name)
		g.board.Report(err)
	}
}

// waitFonts loads the interface's fonts for its language.
func (d *desktop) waitFonts(g *Game, limit time.Duration) {
	for _, n := range g.fonts.want() {
		d.loadFont(g, n)
	}
}

func (d *desktop) pollFonts(g *Game) {}

package game

import (
	"path"
	"strings"

	"battlemap/game/i18n"
)

// The interface's language: its words (package i18n, data files the
// desktop embeds and the web page fetches) and its fonts. A language is
// shown once its words have come; until then the board keeps the one it
// has.

// langs holds the words loaded and the language waiting for them.
type langs struct {
	words   map[i18n.Lang]*i18n.Words
	files   map[string][]byte // lang/ files that came, by name
	asked   map[string]bool
	want    i18n.Lang // the language to show
	shown   i18n.Lang // the language the board shows
	save    bool      // keep want for the next start once shown (the GM chose it)
	loadErr bool      // a file could not be loaded (said once)
}

// wantLang asks for the interface in l: its words and its fonts; it shows
// as soon as they have come (tryLang). chosen says the GM chose it, so it
// is kept for the next start.
func (g *Game) wantLang(l i18n.Lang, chosen bool) {
	g.lang.want, g.lang.save = l, chosen
	if g.lang.words == nil {
		g.lang.words, g.lang.files, g.lang.asked = map[i18n.Lang]*i18n.Words{}, map[string][]byte{}, map[string]bool{}
	}
	if l != i18n.En && g.lang.words[l] == nil {
		for _, name := range []string{i18n.LangFile(l), i18n.GlossaryFile} {
			if g.lang.files[name] == nil && !g.lang.asked[name] {
				g.lang.asked[name] = true
				g.plat.load(g, "lang/"+name)
			}
		}
	}
	g.fonts.setLang(l)
	g.loadFonts()
	g.tryLang()
}

// tryLang shows the language wanted once its words have come.
func (g *Game) tryLang() {
	l := g.lang.want
	if l == g.lang.shown && (l == i18n.En || g.board.Lang() == l) {
		return
	}
	var w *i18n.Words
	if l != i18n.En {
		w = g.lang.words[l]
		if w == nil {
			lf, gf := g.lang.files[i18n.LangFile(l)], g.lang.files[i18n.GlossaryFile]
			if lf == nil || gf == nil {
				return // not yet
			}
			var err error
			if w, err = i18n.LoadWords(l, lf, gf); err != nil {
				g.loadFailed(err)
				g.lang.want = g.lang.shown
				return
			}
			g.lang.words[l] = w
		}
	}
	g.board.SetLang(w)
	g.lang.shown = l
	if g.lang.save {
		g.lang.save = false
		g.plat.saveLang(g, l)
	}
}

// langWaiting reports whether the language wanted, or its fonts, are
// still to come.
func (g *Game) langWaiting() bool {
	return g.lang.want != g.lang.shown || g.fonts.waiting()
}

// loadFonts loads the font files the texts asked for.
func (g *Game) loadFonts() {
	for _, name := range g.fonts.want() {
		g.plat.load(g, "fonts/"+name)
	}
}

// loaded takes a file the platform loaded (fonts/NAME, lang/NAME), or why
// it could not.
func (g *Game) loaded(p string, data []byte, err error) {
	dir, name := path.Split(p)
	switch strings.TrimSuffix(dir, "/") {
	case "fonts":
		if err == nil {
			err = g.fonts.add(name, data)
		}
		if err != nil {
			g.fonts.fail(name)
		}
	case "lang":
		if err == nil {
			g.lang.files[name] = data
			g.tryLang()
		} else {
			g.lang.want = g.lang.shown // stay in the language shown
		}
	}
	if err != nil {
		g.loadFailed(err)
	}
}

// loadFailed says once that a file could not be loaded (a page opened
// offline before it kept the file).
func (g *Game) loadFailed(err error) {
	if !g.lang.loadErr {
		g.lang.loadErr = true
		g.board.Report(err)
	}
}

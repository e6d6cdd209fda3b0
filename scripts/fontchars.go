//go:build ignore

// Fontchars writes the characters the interface shows in Japanese and in
// Chinese (the words files in assets/lang), one file per language, for
// scripts/fonts.sh to cut the fonts to; run it from the repository root:
//
//	go run scripts/fontchars.go DIR   # writes DIR/ja.txt and DIR/zh.txt
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"battlemap/game/i18n"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run scripts/fontchars.go DIR")
		os.Exit(2)
	}
	gl, err := os.ReadFile(filepath.Join("assets", "lang", i18n.GlossaryFile))
	if err != nil {
		fail(err)
	}
	for _, l := range []i18n.Lang{i18n.Ja, i18n.Zh} {
		lang, err := os.ReadFile(filepath.Join("assets", "lang", i18n.LangFile(l)))
		if err != nil {
			fail(err)
		}
		w, err := i18n.LoadWords(l, lang, gl)
		if err != nil {
			fail(err)
		}
		seen := map[rune]bool{}
		for _, s := range w.Texts() {
			for _, r := range s {
				seen[r] = true
			}
		}
		rs := make([]rune, 0, len(seen))
		for r := range seen {
			rs = append(rs, r)
		}
		sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
		var b strings.Builder
		for _, r := range rs {
			b.WriteRune(r)
		}
		name := filepath.Join(os.Args[1], l.String()+".txt")
		if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
			fail(err)
		}
		fmt.Printf("%s: %d characters\n", name, len(rs))
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fontchars:", err)
	os.Exit(1)
}

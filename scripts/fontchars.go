//go:build ignore

// Fontchars writes the characters the interface shows in Japanese and in
// Chinese, one file per language, for scripts/fonts.sh to cut the fonts to:
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
	for _, l := range []i18n.Lang{i18n.Ja, i18n.Zh} {
		seen := map[rune]bool{}
		for _, s := range i18n.Texts(l) {
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
			fmt.Fprintln(os.Stderr, "fontchars:", err)
			os.Exit(1)
		}
		fmt.Printf("%s: %d characters\n", name, len(rs))
	}
}

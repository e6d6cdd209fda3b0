// Command battlemap is the battle map app: the grid, the tokens and what the
// rules say about them (movement and its cost, reach, flanking, cover) on a
// screen at the table. It runs on the desktop and, built for js/wasm, as a
// web page.
//
//	battlemap [-save FILE] [-dump FILE] [-size WxH] [-fit=false] [-screenshot FILE] [-bench] [FILE]
//
// FILE is an encounter or scenario file; without it the built-in demo
// encounter opens. Ctrl+S saves the encounter to -save FILE, else to FILE,
// else to battlemap-encounter.json. On the web, the encounter is kept in
// the browser after every change and restored on reload; ?bench=1 runs the
// benchmark.
package main

import (
	"fmt"
	"os"

	"battlemap/game"
)

func main() {
	cfg, err := game.ParseConfig(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if err := game.Run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

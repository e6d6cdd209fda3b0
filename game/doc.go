// Package game is the battle map's Ebiten program: it reads the devices once
// per tick into an input snapshot, lets package input turn it into named
// actions, hands them to the board (package board), and draws the board —
// the grid, the terrain, walls, tokens and the overlays the engine answers
// for — and the interface the board lays out of widgets (package ui): the
// button bar, the action column, the initiative strip, the status panel,
// the reaction prompt, the target menu and the rename form. Each kind of
// widget is drawn one way wherever it is (draw_screen.go). The typing into
// a text field is the platform's (textentry.go): an HTML input over the
// field on the web page, the keyboard on the desktop.
//
// The Game itself is thin: Update reads input and hands it on, Draw draws
// what the board says and never changes it. Platform differences (the web
// page's test hooks, file picker, autosave and download; the desktop's save
// file and its -save, -dump, -screenshot and -bench flags) live in _js.go
// files and files built with !js.
//
//	cfg, err := game.ParseConfig(os.Args[1:])
//	if err != nil { ... }
//	err = game.Run(cfg)
package game

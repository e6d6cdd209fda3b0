//go:build !js

package game

import (
	"fmt"
	"os"
	"os/exec"

	"battlemap/game/cli"
	"battlemap/game/follow"
)

// The desktop's players' window is a second process: `battlemap -follow
// ADDR` follows the GM's window, which serves it on a loopback address
// (-lead ADDR, or DefaultFollowAddr once the GM opens it from the app).

// startFollowing opens the link the command line asks for.
func startFollowing(g *Game) {
	switch {
	case g.cfg.Follow != "":
		c, err := follow.Dial(g.cfg.Follow)
		if err != nil {
			g.board.Report(err)
			return
		}
		g.follow = newFollowing(c, false)
	case g.cfg.Lead != "":
		if err := g.lead(g.cfg.Lead); err != nil {
			g.board.Report(err)
		}
	}
}

// lead serves the players' window on addr.
func (g *Game) lead(addr string) error {
	if g.follow != nil && g.follow.lead {
		return nil
	}
	h, err := follow.Serve(addr)
	if err != nil {
		return err
	}
	g.follow = newFollowing(h, true)
	g.cfg.Lead = h.Addr()
	return nil
}

// playersWindow starts a second process showing the players' screen,
// following this one.
func (d *desktop) playersWindow(g *Game) {
	if g.cfg.Follow != "" {
		return // a players' window has none of its own
	}
	addr := g.cfg.Lead
	if addr == "" {
		addr = cli.DefaultFollowAddr
	}
	if err := g.lead(addr); err != nil {
		g.board.Report(fmt.Errorf("game: the players' window: %w", err))
		return
	}
	exe, err := os.Executable()
	if err != nil {
		g.board.Report(fmt.Errorf("game: the players' window: %w", err))
		return
	}
	cmd := exec.Command(exe, "-follow", g.cfg.Lead, "-size", fmt.Sprintf("%dx%d", g.cfg.Width, g.cfg.Height))
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		g.board.Report(fmt.Errorf("game: the players' window: %w", err))
		return
	}
	go func() { _ = cmd.Wait() }()
	g.board.Note(fmt.Sprintf("the players' window follows this one (battlemap -follow %s): move it to the table's screen; F11 or -fullscreen fills it", g.cfg.Lead))
}

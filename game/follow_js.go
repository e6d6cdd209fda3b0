//go:build js

package game

import (
	"fmt"
	"syscall/js"
)

// The web page's players' window is a second page of the same origin
// (?view=players); the two talk over a BroadcastChannel, offline, with no
// server. Every GM page leads; a players' page follows.

// channelName is the BroadcastChannel of the battle map's pages.
const channelName = "battlemap-follow"

// channelLink is a follow.Link over a BroadcastChannel.
type channelLink struct {
	ch js.Value
	in chan []byte
	on js.Func
}

func newChannelLink() (*channelLink, error) {
	bc := js.Global().Get("BroadcastChannel")
	if !bc.Truthy() {
		return nil, fmt.Errorf("game: this browser has no BroadcastChannel: the players' window cannot follow")
	}
	l := &channelLink{ch: bc.New(channelName), in: make(chan []byte, 1024)}
	l.on = js.FuncOf(func(this js.Value, args []js.Value) any {
		d := args[0].Get("data")
		if d.Type() != js.TypeString {
			return nil
		}
		select {
		case l.in <- []byte(d.String()):
		default: // the frame loop is behind: the follower will ask again
		}
		return nil
	})
	l.ch.Call("addEventListener", "message", l.on)
	return l, nil
}

// Send posts msg to the other pages of the origin.
func (l *channelLink) Send(msg []byte) { l.ch.Call("postMessage", string(msg)) }

// Recv returns a message another page posted.
func (l *channelLink) Recv() ([]byte, bool) {
	select {
	case m := <-l.in:
		return m, true
	default:
		return nil, false
	}
}

// Close leaves the channel.
func (l *channelLink) Close() error {
	l.ch.Call("close")
	l.on.Release()
	return nil
}

// startFollowing opens the channel: the GM's page leads, the players'
// page follows and asks for the fullscreen at its first tap.
func startFollowing(g *Game) {
	l, err := newChannelLink()
	if err != nil {
		g.board.Report(err)
		return
	}
	g.follow = newFollowing(l, !g.cfg.Players)
	if g.cfg.Players {
		fullscreenOnTap()
	}
}

// fullscreenOnTap asks the browser for the fullscreen at the first tap or
// click on the page (the Fullscreen API wants a gesture).
func fullscreenOnTap() {
	doc := js.Global().Get("document")
	var f js.Func
	f = js.FuncOf(func(this js.Value, args []js.Value) any {
		el := doc.Get("documentElement")
		if el.Get("requestFullscreen").Truthy() && !doc.Get("fullscreenElement").Truthy() {
			p := el.Call("requestFullscreen")
			if p.Truthy() && p.Get("catch").Truthy() {
				p.Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
			}
		}
		doc.Call("removeEventListener", "pointerup", f)
		return nil
	})
	doc.Call("addEventListener", "pointerup", f)
}

// playersWindow opens the players' page in a new window, for the TV or the
// table's screen.
func (w *web) playersWindow(g *Game) {
	loc := js.Global().Get("location")
	url := loc.Get("pathname").String() + "?view=players"
	win := js.Global().Call("open", url, "battlemap-players", "popup")
	if !win.Truthy() {
		g.board.Report(fmt.Errorf("game: the browser blocked the players' window: allow pop-ups for this page, or open %s%s in another window", loc.Get("origin").String(), url))
		return
	}
	g.board.Note("the players' window follows this one: drag it to the table's screen and tap it for the full screen")
}

// densityKey is where the page keeps the screen's calibrated density.
const densityKey = "battlemap-ppi"

// keepDensity restores the density a card calibration found on this
// device (at the first frame) and keeps a new one.
func (w *web) keepDensity(g *Game) {
	st := storage()
	if !st.Truthy() {
		return
	}
	if !w.densityRead {
		w.densityRead = true
		if v := st.Call("getItem", densityKey); v.Type() == js.TypeString && g.cfg.Inches == 0 {
			var ppi float64
			if _, err := fmt.Sscan(v.String(), &ppi); err == nil {
				g.board.SetPixelsPerInch(ppi)
			}
		}
		w.density = g.board.PixelsPerInch()
		return
	}
	if p := g.board.PixelsPerInch(); p != w.density && p > 0 && g.cfg.Inches == 0 {
		w.density = p
		_ = setItem(densityKey, fmt.Sprint(p))
	}
}

package game

import (
	"strconv"
	"time"

	"battlemap/game/board"
	"battlemap/game/follow"
)

// following runs the follow protocol over the platform's link: the GM's
// window leads (it sends its encounter's changes once a players' window
// has asked), the players' window follows.
type following struct {
	link     follow.Link
	lead     bool
	leader   follow.Leader
	follower follow.Follower
	asked    bool  // leader: a follower has asked, so there is one
	wantAt   int64 // follower: the tick it last asked
	out      [][]byte
}

// newFollowing returns the protocol's state over link: the leader's, named
// by the clock's reading so that a second GM window's messages are told
// apart, or the follower's.
func newFollowing(link follow.Link, lead bool) *following {
	f := &following{link: link, lead: lead}
	f.leader.ID = strconv.FormatInt(time.Now().UnixNano(), 36)
	return f
}

// askEvery is how often (in ticks) a follower that has no encounter yet
// asks for one: the GM's window may start after it.
const askEvery = 60

// followTick exchanges this tick's messages.
func (g *Game) followTick() {
	f := g.follow
	if f == nil || f.link == nil {
		return
	}
	if f.lead {
		for m, ok := f.link.Recv(); ok; m, ok = f.link.Recv() {
			if follow.IsWant(m) {
				f.asked = true
				f.leader.Resend()
			}
		}
		if !f.asked {
			return
		}
		var err error
		f.out, err = f.leader.Next(g.board.Generation(), g.board.Encounter(), g.board.Save, f.out[:0])
		if err != nil {
			g.board.Report(err)
		}
		for _, m := range f.out {
			f.link.Send(m)
		}
		return
	}
	t := boardTarget{g.board}
	want := false
	for m, ok := f.link.Recv(); ok; m, ok = f.link.Recv() {
		w, err := f.follower.Take(m, t)
		if err != nil {
			g.board.Report(err)
		}
		want = want || w
	}
	if (want && g.tick-f.wantAt > 5) || (!f.follower.Synced() && g.tick-f.wantAt > askEvery) || f.wantAt == 0 {
		f.wantAt = g.tick
		f.link.Send(follow.Want)
	}
}

// boardTarget is the board as the follower's target.
type boardTarget struct{ b *board.Board }

// Open shows the leader's encounter file.
func (t boardTarget) Open(file []byte, again bool) error { return t.b.FollowOpen(file, again) }

// Replay applies one of the leader's records.
func (t boardTarget) Replay(rec []byte) error { return t.b.FollowReplay(rec) }

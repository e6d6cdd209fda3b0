package follow

import (
	"encoding/json"
	"errors"
	"fmt"

	"battlemap/engine"
	"battlemap/engine/files"
)

// message is one message of the protocol.
type message struct {
	From string          `json:"from,omitempty"`
	Gen  uint64          `json:"gen,omitempty"`
	Seq  uint64          `json:"seq,omitempty"`
	File json.RawMessage `json:"file,omitempty"`
	Rec  json.RawMessage `json:"rec,omitempty"`
	Want bool            `json:"want,omitempty"`
}

// Want is the message a follower sends to ask for the whole file.
var Want = []byte(`{"want":true}`)

// IsWant reports whether msg asks for the whole file.
func IsWant(msg []byte) bool {
	var m message
	return json.Unmarshal(msg, &m) == nil && m.Want
}

// Leader turns the changes of the leading encounter into messages.
type Leader struct {
	// ID tells this leader's messages from another's (a second GM page of
	// the same origin): set it to something unique to the window.
	ID       string
	gen, seq uint64
	sent     bool // the whole file went out for gen
}

// Resend makes the next Next send the whole file (a follower asked).
func (l *Leader) Resend() { l.sent = false }

// Next appends to out the messages that bring a follower from what was
// last sent to the encounter e as it is now: its new operations, or the
// whole file (whole returns it) when the encounter is another (gen), a
// follower asked, or the operations are no longer kept.
func (l *Leader) Next(gen uint64, e *engine.Encounter, whole func() ([]byte, error), out [][]byte) ([][]byte, error) {
	if l.sent && gen == l.gen {
		ops, ok := e.OpsSince(l.seq)
		if ok {
			for _, op := range ops {
				rec, err := files.JournalRecord(op)
				if err != nil {
					return out, fmt.Errorf("follow: %w", err)
				}
				b, err := json.Marshal(message{From: l.ID, Gen: gen, Seq: op.Seq, Rec: rec})
				if err != nil {
					return out, fmt.Errorf("follow: %w", err)
				}
				out = append(out, b)
				l.seq = op.Seq
			}
			return out, nil
		}
	}
	data, err := whole()
	if err != nil {
		return out, fmt.Errorf("follow: %w", err)
	}
	b, err := json.Marshal(message{From: l.ID, Gen: gen, Seq: e.OpSeq(), File: data})
	if err != nil {
		return out, fmt.Errorf("follow: the encounter file: %w", err)
	}
	l.gen, l.seq, l.sent = gen, e.OpSeq(), true
	return append(out, b), nil
}

// Target is what a follower changes: the board of the players' window.
type Target interface {
	// Open shows the encounter of a whole file; again says it is the
	// encounter shown before, sent whole again (the follower fell behind),
	// so that what the players explored of it may stay.
	Open(file []byte, again bool) error
	// Replay applies one journal record to the encounter shown.
	Replay(rec []byte) error
}

// Follower applies the leader's messages in order.
type Follower struct {
	gen, seq uint64
	has      bool   // an encounter of the leader is shown
	started  bool   // a file was taken once
	leader   string // the leader followed (its ID)
	foreign  int    // messages of other leaders since the leader's last
}

// foreignLimit is how many messages of another leader, and none of the
// one followed, make the follower follow the other (the first one's
// window closed).
const foreignLimit = 20

// Synced reports whether the follower shows the leader's encounter.
func (f *Follower) Synced() bool { return f.has }

// Take applies one message to t. want says the follower must ask for the
// whole file (Want): it has none yet, a record is missing or did not fit.
// Messages of other followers (Want) are ignored.
func (f *Follower) Take(msg []byte, t Target) (want bool, err error) {
	var m message
	if err := json.Unmarshal(msg, &m); err != nil {
		return !f.has, fmt.Errorf("follow: a damaged message: %w", err)
	}
	if !m.Want && f.started && m.From != f.leader {
		// Another leader's: a second GM window of the origin. The
		// follower stays with the one it follows while that one speaks,
		// and follows the other once it alone has spoken foreignLimit
		// times (the first one's window closed, or sits idle).
		f.foreign++
		switch {
		case f.foreign < foreignLimit:
			return false, nil
		case m.File == nil:
			f.has = false
			return true, nil // ask the other for its whole file
		}
	} else if !m.Want {
		f.foreign = 0
	}
	switch {
	case m.Want:
		return false, nil
	case m.File != nil:
		if err := t.Open(m.File, f.started && m.Gen == f.gen && m.From == f.leader); err != nil {
			f.has = false
			return false, fmt.Errorf("follow: the leader's encounter: %w", err) // asking again would bring the same
		}
		f.gen, f.seq, f.has, f.started, f.leader, f.foreign = m.Gen, m.Seq, true, true, m.From, 0
		return false, nil
	case m.Rec != nil:
		if !f.has {
			return true, nil
		}
		if m.Gen != f.gen || m.Seq != f.seq+1 {
			if m.Gen == f.gen && m.Seq <= f.seq {
				return false, nil // an old record, already applied
			}
			f.has = false
			return true, nil
		}
		if err := t.Replay(m.Rec); err != nil {
			f.has = false
			return true, fmt.Errorf("follow: record %d: %w", m.Seq, err)
		}
		f.seq = m.Seq
		return false, nil
	}
	return false, errors.New("follow: a message with neither file, record nor want")
}

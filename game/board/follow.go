package board

import (
	"fmt"

	"battlemap/engine/files"
)

// The board as a follower's target (game/follow): the players' window
// shows the GM's encounter as the GM's window sends it.

// Generation counts the encounters the board has shown: a new one (a file
// opened, New) is sent whole to the followers.
func (b *Board) Generation() uint64 { return b.docSeq }

// FollowOpen shows the leader's encounter file; again says it is the
// encounter shown before, sent whole again: what the party explored of it
// stays.
func (b *Board) FollowOpen(file []byte, again bool) error {
	b.sight.keep = again
	doc, err := files.LoadDocument(file)
	if err != nil {
		err = fmt.Errorf("board: the GM's encounter: %w", err)
		b.fail(err)
		return err
	}
	return b.Show(doc, b.t("the GM's encounter"), file)
}

// FollowReplay applies one of the leader's journal records.
func (b *Board) FollowReplay(rec []byte) error {
	_, err := files.ReplayJournal(b.enc, [][]byte{rec}, b.images)
	b.followName()
	b.changed()
	return err
}

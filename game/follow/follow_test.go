package follow

import (
	"testing"
	"time"

	"battlemap/engine"
	"battlemap/engine/files"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const demo = `{"format":"battlemap-encounter/2","system":"pf2e","map":["......","......","......"],
"creatures":[{"id":"M","side":"pcs","size":"medium","at":[0,0]},{"id":"G","side":"monsters","size":"medium","at":[5,2]}]}`

// encounterTarget is a follower's encounter without a board.
type encounterTarget struct {
	e      *engine.Encounter
	agains int // files that were the same encounter again
}

func (t *encounterTarget) Open(file []byte, again bool) error {
	e, err := files.LoadEncounter(file)
	if err == nil {
		t.e = e
	}
	if again {
		t.agains++
	}
	return err
}

func (t *encounterTarget) Replay(rec []byte) error {
	_, err := files.ReplayJournal(t.e, [][]byte{rec}, nil)
	return err
}

func load(t *testing.T) *engine.Encounter {
	t.Helper()
	e, err := files.LoadEncounter([]byte(demo))
	require.NoError(t, err)
	return e
}

func saved(t *testing.T, e *engine.Encounter) string {
	t.Helper()
	b, err := files.SaveEncounterWith(e, files.SaveOptions{History: true})
	require.NoError(t, err)
	return string(b)
}

// pump sends the leader's new messages to the follower, and the
// follower's wants back.
func pump(t *testing.T, l *Leader, gen uint64, e *engine.Encounter, f *Follower, ft *encounterTarget, drop func(int) bool) {
	t.Helper()
	msgs, err := l.Next(gen, e, func() ([]byte, error) { return files.SaveEncounterWith(e, files.SaveOptions{History: true}) }, nil)
	require.NoError(t, err)
	for i, m := range msgs {
		if drop != nil && drop(i) {
			continue
		}
		want, _ := f.Take(m, ft)
		if want {
			l.Resend()
		}
	}
}

// TestAFollowerKeepsUp follows a fight's moves, fog, a hidden creature,
// undo and redo; a lost record makes it ask for the whole file, and a new
// encounter (another gen) comes whole.
func TestAFollowerKeepsUp(t *testing.T) {
	e := load(t)
	var l Leader
	var f Follower
	ft := &encounterTarget{}
	pump(t, &l, 1, e, &f, ft, nil)
	require.True(t, f.Synced())
	assert.Equal(t, saved(t, e), saved(t, ft.e))

	fog := grid.NewSquares(6, 3)
	fog.FillRect(grid.Rect{X: 0, Y: 0, W: 3, H: 3}, true)
	require.NoError(t, e.Apply(engine.MoveTo{Who: "M", X: 2, Y: 1}))
	require.NoError(t, e.Apply(engine.SetFog{Revealed: &fog}))
	require.NoError(t, e.Apply(engine.SetHidden{ID: "G", Hidden: true}))
	require.True(t, e.Undo())
	require.True(t, e.Redo())
	pump(t, &l, 1, e, &f, ft, nil)
	assert.Equal(t, saved(t, e), saved(t, ft.e), "five records replayed")
	assert.True(t, ft.e.Creature("G").Hidden)

	// A record lost on the way: the next one does not fit, the follower
	// asks, and the whole file comes.
	require.NoError(t, e.Apply(engine.MoveTo{Who: "M", X: 3, Y: 1}))
	require.NoError(t, e.Apply(engine.MoveTo{Who: "M", X: 4, Y: 1}))
	pump(t, &l, 1, e, &f, ft, func(i int) bool { return i == 0 })
	assert.False(t, f.Synced())
	pump(t, &l, 1, e, &f, ft, nil)
	require.True(t, f.Synced())
	assert.Equal(t, saved(t, e), saved(t, ft.e))
	assert.Equal(t, 1, ft.agains, "the whole file again, of the same encounter")

	// Another encounter: the whole file, not records.
	e2 := load(t)
	require.NoError(t, e2.Apply(engine.MoveTo{Who: "G", X: 4, Y: 2}))
	msgs, err := l.Next(2, e2, func() ([]byte, error) { return files.SaveEncounterWith(e2, files.SaveOptions{History: true}) }, nil)
	require.NoError(t, err)
	require.Len(t, msgs, 1)
	assert.Contains(t, string(msgs[0]), `"file":`)
	_, err = f.Take(msgs[0], ft)
	require.NoError(t, err)
	assert.Equal(t, 4, ft.e.Creature("G").X)
	assert.Equal(t, 1, ft.agains, "another encounter is no file again")

	// A record of the old encounter never applies to the new one.
	want, err := f.Take([]byte(`{"gen":1,"seq":99,"rec":{"undo":true}}`), ft)
	require.NoError(t, err)
	assert.True(t, want)
	// Wants of other followers are not for a follower; damage is an error.
	want, err = f.Take(Want, ft)
	assert.False(t, want)
	assert.NoError(t, err)
	_, err = f.Take([]byte(`{"gen":`), ft)
	assert.ErrorContains(t, err, "follow: a damaged message")
	assert.True(t, IsWant(Want))
}

// TestFollowOverLoopback runs a leader's hub and a follower's client over
// loopback TCP: the follower asks on connecting, gets the file, then a
// move; an address off the loopback is refused.
func TestFollowOverLoopback(t *testing.T) {
	assert.ErrorContains(t, CheckLoopback("192.0.2.1:7475"), "not on the loopback")
	assert.ErrorContains(t, CheckLoopback("7475"), "want HOST:PORT")
	assert.NoError(t, CheckLoopback("localhost:7475"))
	hub, err := Serve("127.0.0.1:0")
	require.NoError(t, err)
	defer hub.Close()
	cl, err := Dial(hub.Addr())
	require.NoError(t, err)
	defer cl.Close()

	e := load(t)
	var l Leader
	var f Follower
	ft := &encounterTarget{}
	step := func() {
		for m, ok := hub.Recv(); ok; m, ok = hub.Recv() {
			if IsWant(m) {
				l.Resend()
			}
		}
		if hub.Followers() > 0 {
			msgs, err := l.Next(1, e, func() ([]byte, error) { return files.SaveEncounterWith(e, files.SaveOptions{History: true}) }, nil)
			require.NoError(t, err)
			for _, m := range msgs {
				hub.Send(m)
			}
		}
		for m, ok := cl.Recv(); ok; m, ok = cl.Recv() {
			if want, _ := f.Take(m, ft); want {
				cl.Send(Want)
			}
		}
	}
	until := func(what string, ok func() bool) {
		deadline := time.Now().Add(5 * time.Second)
		for !ok() {
			require.True(t, time.Now().Before(deadline), what)
			step()
			time.Sleep(5 * time.Millisecond)
		}
	}
	until("the follower gets the file", f.Synced)
	require.NoError(t, e.Apply(engine.MoveTo{Who: "M", X: 1, Y: 1}))
	until("the follower gets the move", func() bool { return ft.e.Creature("M").X == 1 })
	assert.Equal(t, saved(t, e), saved(t, ft.e))
}

// TestAFollowerKeepsToOneLeader: a second leader (another GM window)
// does not pull the follower away while the first speaks; once only the
// second speaks, the follower asks it and follows it.
func TestAFollowerKeepsToOneLeader(t *testing.T) {
	ea, eb := load(t), load(t)
	require.NoError(t, eb.Apply(engine.MoveTo{Who: "G", X: 3, Y: 2}))
	a, b := Leader{ID: "a"}, Leader{ID: "b"}
	var f Follower
	ft := &encounterTarget{}
	next := func(l *Leader, e *engine.Encounter) [][]byte {
		msgs, err := l.Next(1, e, func() ([]byte, error) { return files.SaveEncounterWith(e, files.SaveOptions{History: true}) }, nil)
		require.NoError(t, err)
		return msgs
	}
	take := func(msgs [][]byte) (want bool) {
		for _, m := range msgs {
			w, err := f.Take(m, ft)
			require.NoError(t, err)
			want = want || w
		}
		return want
	}
	take(next(&a, ea))
	require.True(t, f.Synced())
	assert.False(t, take(next(&b, eb)), "b's whole file is not followed")
	assert.Equal(t, 5, ft.e.Creature("G").X, "a's encounter")
	for i := 0; i < foreignLimit-2; i++ {
		require.NoError(t, eb.Apply(engine.MoveTo{Who: "G", X: 3 + i%2, Y: 1}))
		if i == 5 {
			require.NoError(t, ea.Apply(engine.MoveTo{Who: "M", X: 1, Y: 0}))
			take(next(&a, ea)) // a speaks: the count starts again
		}
		assert.False(t, take(next(&b, eb)))
	}
	assert.Equal(t, 1, ft.e.Creature("M").X, "still a's")
	want := false
	for i := 0; i < 10 && !want; i++ {
		require.NoError(t, eb.Apply(engine.MoveTo{Who: "G", X: 3 + i%2, Y: 0}))
		want = take(next(&b, eb))
	}
	require.True(t, want, "b alone speaks: the follower asks")
	b.Resend()
	take(next(&b, eb))
	require.True(t, f.Synced())
	assert.Equal(t, saved(t, eb), saved(t, ft.e), "b's encounter now")
}

package library

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"battlemap/engine"
	"battlemap/engine/files"
	"battlemap/grid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fight builds a small encounter with a few creatures.
func fight(t testing.TB) *engine.Encounter {
	rows := []string{"..........", "..........", "..........", "..........", ".........."}
	sys, err := engine.SystemByID("pf1e")
	require.NoError(t, err)
	g, err := grid.New(rows, nil)
	require.NoError(t, err)
	var cs []*engine.Creature
	for i, id := range []string{"A", "B", "C", "D"} {
		cs = append(cs, &engine.Creature{ID: id, Side: []string{"pcs", "monsters"}[i%2], Size: engine.Medium, X: 2 * i, Speed: 30, AoO: true})
	}
	e, err := engine.NewEncounter(sys, sys.Defaults(), g, cs)
	require.NoError(t, err)
	e.Name = "Fight"
	return e
}

// play applies n random changes: placements, door and terrain edits,
// renames, undos and redos, calling after() after each.
func play(t testing.TB, e *engine.Encounter, r *rand.Rand, n int, after func()) {
	for i := 0; i < n; i++ {
		switch k := r.IntN(10); {
		case k == 0 && e.CanUndo():
			e.Undo()
		case k == 1 && e.CanRedo():
			e.Redo()
		case k == 2:
			_ = e.Apply(engine.PaintTerrain{Squares: []engine.Square{{X: r.IntN(10), Y: 4}}, Terrain: grid.Terrain(r.IntN(3))})
		case k == 3:
			_ = e.Apply(engine.Rename{Name: fmt.Sprintf("Fight %d", i)})
		default:
			c := e.Creatures[r.IntN(len(e.Creatures))]
			_ = e.Apply(engine.PlaceCreature{ID: c.ID, X: r.IntN(10), Y: r.IntN(4)})
		}
		after()
	}
}

// saved renders an encounter with its history, for comparisons.
func saved(t testing.TB, e *engine.Encounter) string {
	b, err := files.SaveEncounterWith(e, files.SaveOptions{History: true})
	require.NoError(t, err)
	return string(b)
}

// load reads id back from st.
func load(t testing.TB, mb *Mailbox, st Store, id string) Loaded {
	var got Loaded
	var gerr error
	done := false
	st.Load(id, func(l Loaded, err error) { got, gerr, done = l, err, true })
	require.True(t, mb.Wait(func() bool { return done }, 10*time.Second))
	require.NoError(t, gerr)
	return got
}

// TestAutosaveGivesBackTheFight plays a long fight with the autosave on,
// in memory and in a folder: what is stored gives back the very fight,
// history included, with a journal record a change and the whole file now
// and then.
func TestAutosaveGivesBackTheFight(t *testing.T) {
	for _, kind := range []string{"memory", "folder"} {
		t.Run(kind, func(t *testing.T) {
			mb := NewMailbox()
			var st Store = NewMemory(mb)
			if kind == "folder" {
				f, err := OpenFolder(t.TempDir(), mb)
				require.NoError(t, err)
				st = f
			}
			e := fight(t)
			as := NewAutosave(st, "current")
			as.Start(e, nil)
			play(t, e, rand.New(rand.NewPCG(1, 2)), 700, func() { as.Sync(e); mb.Run() })
			require.True(t, mb.Wait(func() bool { return !as.Busy() }, 10*time.Second))
			require.NoError(t, as.Err)
			assert.Greater(t, as.Compactions, 2, "the whole file was written again now and then")
			assert.Greater(t, as.Records, 500, "most changes were one record")
			l := load(t, mb, st, "current")
			require.NoError(t, l.JournalErr)
			assert.Equal(t, saved(t, e), saved(t, l.Doc.Encounter), "the stored fight is the fight")
			assert.Equal(t, e.Name, l.Entry.Name)
		})
	}
}

// TestARecordCostsWhatItsChangeCosts checks that a record's size does not
// grow with the history: record 20 and record 600 of the same kind of
// change are about as big.
func TestARecordCostsWhatItsChangeCosts(t *testing.T) {
	mb := NewMailbox()
	st := NewMemory(mb)
	e := fight(t)
	as := NewAutosave(st, "current")
	as.Start(e, nil)
	var sizes []int
	for i := 0; i < 600; i++ {
		require.NoError(t, e.Apply(engine.PlaceCreature{ID: "A", X: i % 10, Y: 1 + i%2}))
		as.Sync(e)
		mb.Run()
		j := st.Journal("current")
		if len(j) > 0 {
			sizes = append(sizes, len(j[len(j)-1]))
		}
	}
	require.Greater(t, len(sizes), 500)
	assert.InDelta(t, sizes[20], sizes[len(sizes)-1], 8, "a move's record stays the size of a move")
	assert.Less(t, sizes[len(sizes)-1], 2000)
}

// TestAFailedSaveStaysVisible fills the store: the failure shows in Err and
// in the stored entry until a later whole write succeeds, and what is
// stored meanwhile reads back as the fight up to the failure, marked so.
func TestAFailedSaveStaysVisible(t *testing.T) {
	mb := NewMailbox()
	st := NewMemory(mb)
	e := fight(t)
	as := NewAutosave(st, "current")
	as.Start(e, nil)
	mb.Run()
	st.Quota = st.used() + 3000 // room for a few records
	r := rand.New(rand.NewPCG(3, 4))
	play(t, e, r, 80, func() { as.Sync(e); mb.Run() })
	require.Error(t, as.Err, "the store is full")
	assert.Contains(t, as.Err.Error(), "quota")
	l := load(t, mb, st, "current")
	assert.NotEmpty(t, l.Entry.Failed, "the stored entry says its last changes are missing")
	assert.NotEqual(t, saved(t, e), saved(t, l.Doc.Encounter), "the stored fight is an older one")
	// Room again: the next change writes the whole fight, and all is well.
	st.Quota = 0
	require.NoError(t, e.Apply(engine.Rename{Name: "After the storm"}))
	as.Sync(e)
	mb.Run()
	assert.NoError(t, as.Err)
	l = load(t, mb, st, "current")
	assert.Empty(t, l.Entry.Failed)
	assert.Equal(t, saved(t, e), saved(t, l.Doc.Encounter))
}

// TestFolderFilesOpenAnywhere checks that the folder's encounter file is a
// whole encounter file (its pictures in it), and that a damaged journal
// line stops the replay there, saying so.
func TestFolderFilesOpenAnywhere(t *testing.T) {
	mb := NewMailbox()
	dir := t.TempDir()
	f, err := OpenFolder(dir, mb)
	require.NoError(t, err)
	e := fight(t)
	as := NewAutosave(f, "g1")
	as.Start(e, nil)
	for i := 0; i < 5; i++ {
		require.NoError(t, e.Apply(engine.PlaceCreature{ID: "B", X: i, Y: 3}))
		as.Sync(e)
	}
	require.True(t, mb.Wait(func() bool { return !as.Busy() }, 10*time.Second))
	l := load(t, mb, f, "g1")
	assert.Equal(t, 5, l.Replayed)
	// Damage the third line.
	j := f.path("g1", ".journal")
	data := readFile(t, j)
	lines := strings.Split(strings.TrimSpace(data), "\n")
	require.Len(t, lines, 5)
	lines[2] = `{"do":{"before":`
	writeFile(t, j, strings.Join(lines, "\n")+"\n")
	l = load(t, mb, f, "g1")
	assert.Equal(t, 2, l.Replayed)
	assert.ErrorContains(t, l.JournalErr, "journal record 3 of 5")
	assert.Equal(t, 1, l.Doc.Encounter.Creature("B").X, "the fight up to the damage")
	var list []Entry
	f.List(func(es []Entry, err error) { require.NoError(t, err); list = es })
	require.True(t, mb.Wait(func() bool { return list != nil }, 5*time.Second))
	require.Len(t, list, 1)
	assert.Equal(t, "Fight", list[0].Name)
}

// BenchmarkAutosave measures what the autosave costs a change (one record
// written, the whole file every CompactEvery records, amortised) with a
// short history and a history at its limit.
func BenchmarkAutosave(b *testing.B) {
	for _, depth := range []int{10, engine.MaxUndo} {
		b.Run(fmt.Sprintf("history-%d", depth), func(b *testing.B) {
			mb := NewMailbox()
			st := NewMemory(mb)
			e := fight(b)
			for i := 0; i < depth; i++ {
				require.NoError(b, e.Apply(engine.PlaceCreature{ID: "A", X: i % 10, Y: 1 + i%2}))
			}
			as := NewAutosave(st, "current")
			as.Start(e, nil)
			mb.Run()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := e.Apply(engine.PlaceCreature{ID: "C", X: i % 10, Y: 3 + i%2}); err != nil {
					require.NoError(b, err)
				}
				as.Sync(e)
				mb.Run()
			}
		})
	}
}

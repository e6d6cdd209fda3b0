package engine

// The history's operations, numbered, for what follows an encounter from
// outside: the autosave's journal writes one record an operation, a second
// window replays them. The encounter keeps the last maxOps of them.

// OpKind is what one history operation did.
type OpKind uint8

// The operations.
const (
	OpDo   OpKind = iota + 1 // an action was applied (or a change replayed)
	OpUndo                   // an undo
	OpRedo                   // a redo
)

// Op is one operation with its sequence number; a Do carries its change.
type Op struct {
	Seq    uint64
	Kind   OpKind
	Change Change
}

// maxOps is how many operations the encounter keeps for its followers.
const maxOps = 1024

// note numbers and keeps one operation.
func (e *Encounter) note(k OpKind, ch Change) {
	e.opSeq++
	if len(e.ops) >= maxOps {
		n := copy(e.ops, e.ops[len(e.ops)-maxOps/2:])
		clear(e.ops[n:])
		e.ops = e.ops[:n]
	}
	e.ops = append(e.ops, Op{Seq: e.opSeq, Kind: k, Change: ch})
}

// OpSeq returns the number of the last operation (0 before any).
func (e *Encounter) OpSeq() uint64 { return e.opSeq }

// OpsSince returns the operations after number seq, oldest first. ok is
// false when some of them are no longer kept (the follower fell too far
// behind and must take the whole state again).
func (e *Encounter) OpsSince(seq uint64) (ops []Op, ok bool) {
	if seq >= e.opSeq {
		return nil, seq == e.opSeq
	}
	first := e.opSeq - uint64(len(e.ops)) + 1
	if seq+1 < first {
		return nil, false
	}
	return e.ops[seq+1-first:], true
}

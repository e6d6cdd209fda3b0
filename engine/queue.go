package engine

// bucketQueue is a monotone priority queue of search states keyed by small
// integers (costs in 5-ft units, plus a heuristic): a ring of buckets as
// wide as the largest key step. Push and pop are O(1); the buckets keep
// their memory between searches.
type bucketQueue struct {
	b    [][]int32
	mask int
	cur  int
	n    int
}

// reset empties the queue for keys starting at start, with keys never more
// than span above the last key popped.
func (q *bucketQueue) reset(start, span int) {
	size := 1
	for size <= span+1 {
		size <<= 1
	}
	if len(q.b) < size {
		q.b = append(q.b, make([][]int32, size-len(q.b))...)
	}
	for i := range q.b {
		q.b[i] = q.b[i][:0]
	}
	q.mask = size - 1
	q.cur = start
	q.n = 0
}

func (q *bucketQueue) push(key int, s int32) {
	i := key & q.mask
	q.b[i] = append(q.b[i], s)
	q.n++
}

// pop returns the state with the least key (ties: last pushed first).
func (q *bucketQueue) pop() (key int, s int32, ok bool) {
	if q.n == 0 {
		return 0, 0, false
	}
	for {
		b := q.b[q.cur&q.mask]
		if n := len(b); n > 0 {
			s = b[n-1]
			q.b[q.cur&q.mask] = b[:n-1]
			q.n--
			return q.cur, s, true
		}
		q.cur++
	}
}

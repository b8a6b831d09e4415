// Queue: the turn order, creatures ordered by the time their next action comes, first come first served on ties.

package game

// Entry is one creature waiting for its turn at time At (in tenths of a second).
type Entry struct {
	At  int64  // when the creature acts, in tenths of a second
	Seq uint64 // order of scheduling: earlier first on ties
	ID  int    // the creature's ID
}

// Queue orders creatures by the time their next action comes. It is saved with the game (gob).
type Queue struct {
	Entries []Entry
	NextSeq uint64
}

// before orders entries: the earlier time first, the earlier scheduled on ties (a total order: Seq is
// never the same twice, so any heap pops the same sequence).
func before(a, b Entry) bool {
	if a.At != b.At {
		return a.At < b.At
	}
	return a.Seq < b.Seq
}

// Push schedules creature id to act at time at.
func (q *Queue) Push(id int, at int64) {
	q.Entries = append(q.Entries, Entry{At: at, Seq: q.NextSeq, ID: id})
	q.NextSeq++
	h := q.Entries
	for i := len(h) - 1; i > 0; { // up
		parent := (i - 1) / 2
		if !before(h[i], h[parent]) {
			break
		}
		h[i], h[parent] = h[parent], h[i]
		i = parent
	}
}

// Pop removes and returns the earliest entry; ok is false when the queue is empty.
func (q *Queue) Pop() (e Entry, ok bool) {
	h := q.Entries
	if len(h) == 0 {
		return Entry{}, false
	}
	e = h[0]
	n := len(h) - 1
	h[0] = h[n]
	h = h[:n]
	for i := 0; ; { // down
		l := 2*i + 1
		if l >= n {
			break
		}
		m := l
		if r := l + 1; r < n && before(h[r], h[l]) {
			m = r
		}
		if !before(h[m], h[i]) {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	q.Entries = h
	return e, true
}

// Len is the number of creatures waiting.
func (q *Queue) Len() int { return len(q.Entries) }

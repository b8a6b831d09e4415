// Queue: the turn order, creatures ordered by the time their next action comes, first come first served on ties.

package game

import "container/heap"

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

type entryHeap []Entry

func (h entryHeap) Len() int { return len(h) }
func (h entryHeap) Less(i, j int) bool {
	if h[i].At != h[j].At {
		return h[i].At < h[j].At
	}
	return h[i].Seq < h[j].Seq
}
func (h entryHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *entryHeap) Push(x any)   { *h = append(*h, x.(Entry)) }
func (h *entryHeap) Pop() any {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}

// Push schedules creature id to act at time at.
func (q *Queue) Push(id int, at int64) {
	h := (*entryHeap)(&q.Entries)
	heap.Push(h, Entry{At: at, Seq: q.NextSeq, ID: id})
	q.NextSeq++
}

// Pop removes and returns the earliest entry; ok is false when the queue is empty.
func (q *Queue) Pop() (e Entry, ok bool) {
	if len(q.Entries) == 0 {
		return Entry{}, false
	}
	return heap.Pop((*entryHeap)(&q.Entries)).(Entry), true
}

// Len is the number of creatures waiting.
func (q *Queue) Len() int { return len(q.Entries) }

package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// The queue gives the earliest time first and, on equal times, the first scheduled, through any mix of
// pushes and pops (checked against a sorted list).
func TestQueueOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var q Queue
	var want []Entry
	for i := range 5000 {
		if rng.IntN(3) > 0 || len(want) == 0 {
			at := int64(rng.IntN(50))
			want = append(want, Entry{At: at, Seq: q.NextSeq, ID: i})
			q.Push(i, at)
			continue
		}
		slices.SortFunc(want, func(a, b Entry) int {
			if a.At != b.At {
				return int(a.At - b.At)
			}
			return int(a.Seq) - int(b.Seq)
		})
		e, ok := q.Pop()
		require.True(t, ok)
		require.Equal(t, want[0], e, "pop %d", i)
		want = want[1:]
	}
	require.Equal(t, len(want), q.Len())
	_, ok := (&Queue{}).Pop()
	require.False(t, ok, "an empty queue")
}

// Pushing and popping allocates nothing once the queue has grown.
func TestQueueAllocatesNothing(t *testing.T) {
	var q Queue
	for i := range 64 {
		q.Push(i, int64(i%7))
	}
	allocs := testing.AllocsPerRun(100, func() {
		e, _ := q.Pop()
		q.Push(e.ID, e.At+5)
	})
	require.Zero(t, allocs)
}

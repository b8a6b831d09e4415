package ui

import (
	"testing"
	"time"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// longReplay is the replay of a bot game of actions actions: an explore run (a death puts the player back
// on the stairs, so the bot plays on) of a duelist.
func longReplay(tb testing.TB, actions int) *save.Replay {
	tb.Helper()
	st := &save.MemStore{}
	rec := save.NewRecorder(st, "")
	g, err := game.New(game.Config{Seed: 3, Record: true, Mode: "explore", Character: game.Character{Race: "human", Background: "duelist"}})
	if err != nil {
		tb.Fatal(err)
	}
	now := time.Unix(0, 0)
	rec.Begin(g, false, now)
	for i := 0; i < actions && !g.Over; i++ {
		g.Act(g.BotAction())
		now = now.Add(300 * time.Millisecond)
		rec.Flush(now)
	}
	r, err := save.ParseReplay(st.Replay)
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// BenchmarkReplaySeekBack: a seek back in the replay of a bot game of 5,000 actions (10,000 steps: each
// action with the bot's asking), to the step before the next snapshot (the longest a seek back plays:
// decode the snapshot, play snapEvery-1 steps), from its end. The goal: well under a frame (16.7 ms).
func BenchmarkReplaySeekBack(b *testing.B) {
	r := longReplay(b, 5000)
	g, err := r.NewGame(nil)
	if err != nil {
		b.Fatal(err)
	}
	p := NewReplaying(r, 1, "")
	n := len(r.Steps)
	if g, err = p.Seek(g, n); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		sn := p.snaps.list[1+i%(len(p.snaps.list)-2)]
		b.StopTimer()
		if g, err = p.Seek(g, n); err != nil { // to the end: a snapshot and the steps after it
			b.Fatal(err)
		}
		b.StartTimer()
		if g, err = p.Seek(g, sn.step+p.snaps.every-1); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(p.Snapshots()), "snapshots")
	b.ReportMetric(float64(p.Bytes())/1e6, "MB")
	b.ReportMetric(float64(n), "steps")
}

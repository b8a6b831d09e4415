package leaderboard

import (
	"fmt"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// PlayDaily plays the daily game of day under data d with the bot as character ch, at most limit actions,
// recording its replay as the game does (save.Recorder): the game, ended unless it still went on after
// limit actions, and its replay. The server's tests and `cleave-leaderboard bots` submit such runs.
func PlayDaily(d *assets.Data, day time.Time, ch game.Character, limit int) (*game.Game, []byte, error) {
	return playDailyBy(d, day, ch, limit, func(g *game.Game, _ int) game.Action { return g.BotAction() })
}

// playDailyBy plays the daily game of day under data d as character ch, action i being next's, until it ends
// or limit actions are done, and returns it with its replay as the game records it (save.Recorder).
func playDailyBy(d *assets.Data, day time.Time, ch game.Character, limit int, next func(g *game.Game, i int) game.Action) (*game.Game, []byte, error) {
	seed, date := save.DailySeed(day)
	g, err := game.New(game.Config{Seed: seed, Data: d, Character: ch, Rules: dailyRules(d, day)})
	if err != nil {
		return nil, nil, fmt.Errorf("leaderboard: the daily game of %s: %w", date, err)
	}
	mem := &save.MemStore{}
	rc := save.NewRecorder(mem, date)
	rc.Begin(g, false, day)
	for i := 0; i < limit && !g.Over; i++ {
		g.Act(next(g, i))
		rc.Flush(day)
	}
	return g, mem.Replay, nil
}

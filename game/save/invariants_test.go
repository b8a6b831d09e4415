// Tests of forged saves of impossible games (issue 29, item 10): a save with a valid envelope and checksum
// whose game breaks a rule of the world the game keeps in play (game.Check, held by the bot's games after
// every action) is refused as damaged, and the player is told what was wrong while the save is kept aside.

//go:build !js

package save

import (
	"testing"
	"time"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// wallAt is a wall cell of the player's floor in a decoded save.
func wallAt(s *savedGame) gruid.Point {
	l := current(s).Level
	for i, tile := range l.Tiles {
		if tile == levels.Wall {
			return gruid.Point{X: i % l.W, Y: i / l.W}
		}
	}
	panic("no wall")
}

// TestImpossibleGamesRefused: each forged game of the issue (the player on a wall, a monster on the player's
// cell, two monsters on one cell, 2^29 hit points of 5, a living player at -1000 hit points, a pack past its
// letters, a creature's: the player's is a save from before the bound, TestOldFullPackUnpacks) is refused as damaged, saying what is wrong (game.Check's rules); through Resume the player reads
// it in the note and the save is kept aside, as for any damaged save.
func TestImpossibleGamesRefused(t *testing.T) {
	for _, c := range []struct {
		name, want string
		change     func(s *savedGame)
	}{
		{"the player on a wall", "the player in a wall", func(s *savedGame) { s.State.Player.Pos = wallAt(s) }},
		{"a monster on the player's cell", "share", func(s *savedGame) { living(s).Pos = s.State.Player.Pos }},
		{"two monsters on one cell", "share", func(s *savedGame) {
			f := current(s)
			twin := *living(s) // a second of its kind, on its very cell
			twin.ID = len(f.Creatures) + 1
			f.Creatures = append(f.Creatures, &twin)
		}},
		{"2^29 hit points of 5", "the player with 536870912 hit points of 5", func(s *savedGame) {
			s.State.Player.HP, s.State.Player.MaxHP = 1<<29, 5
		}},
		{"a living player at -1000 hit points", "the player alive at -1000 hit points", func(s *savedGame) {
			s.State.Player.HP = -1000
		}},
		{"a creature's pack of one thing more than its letters", "carrying 53 things, more than a pack holds (52)", func(s *savedGame) {
			c := living(s)
			for len(c.Pack) <= game.PackSize {
				c.Pack = append(c.Pack, game.Item{Kind: game.ItemWeapon, Name: "dagger", Count: 1})
			}
		}},
		// refused before it is decoded: its things would take more memory than a game within the bound
		{"a pack of 100,000 things", "its elements would take", func(s *savedGame) {
			pl := s.State.Player
			for len(pl.Pack) < 100000 {
				pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "dagger", Count: 1})
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := forged(t, c.change)
			g, err := Decode(data, nil)
			require.Error(t, err, "the impossible game loads")
			assert.Nil(t, g)
			assert.ErrorIs(t, err, ErrDamaged)
			assert.Contains(t, err.Error(), c.want)

			st := &MemStore{Data: data}
			now := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
			g, note, err := resume(english, st, nil, now)
			require.NoError(t, err)
			assert.Nil(t, g)
			assert.Contains(t, note, "it is damaged")
			assert.Contains(t, note, c.want, "the note says what was wrong")
			assert.Nil(t, st.Data)
			assert.Equal(t, data, st.Aside["save.gob.bad-20261201T100000Z"], "the save is kept aside")
		})
	}
}

// TestOldFullPackUnpacks: a save written before the pack was bounded (PackSize, issue 29) may carry more
// than 52 things, those past the 52nd without a letter. It loads: the pack keeps its first 52, each with a
// letter of its own, and the rest lie at the player's feet, none lost; the game keeps game.Check.
func TestOldFullPackUnpacks(t *testing.T) {
	const held = game.PackSize + 8
	data := forged(t, func(s *savedGame) {
		pl := s.State.Player
		for len(pl.Pack) < held {
			pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "dagger", Count: 1})
		}
	})
	g, err := Decode(data, nil)
	require.NoError(t, err, "an old save with a full pack loads")
	require.NoError(t, g.Check())
	pl := g.Player
	assert.Len(t, pl.Pack, game.PackSize, "the pack keeps what its letters hold")
	letters := map[byte]bool{}
	for _, it := range pl.Pack {
		assert.NotZero(t, it.Letter, "%s has a letter", it.Name)
		assert.False(t, letters[it.Letter], "letter %c given twice", it.Letter)
		letters[it.Letter] = true
	}
	atFeet := 0
	for _, fi := range g.Items {
		if fi.Pos == pl.Pos && fi.Item.Name == "dagger" {
			atFeet++
		}
	}
	assert.GreaterOrEqual(t, atFeet, held-game.PackSize, "the rest lie at the player's feet")
}

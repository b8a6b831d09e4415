// Bot play with magic (issue 15's "done when"): over many seeds the bot finds, identifies, wears and uses
// magic items without a panic. CLEAVE_MAGIC_SEEDS=100 plays the long version.

package game

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// magicTally counts what the bot did with magic over its games.
type magicTally struct {
	found, wornJewels, identified, quaffed, read, magicWielded int
}

// playMagic plays seed for turns and adds what the bot did with magic to t.
func playMagic(t *testing.T, seed uint64, turns int, tally *magicTally) {
	g := newGame(t, seed)
	for i := 0; i < turns && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	for _, m := range g.Log {
		switch {
		case strings.HasPrefix(m.Text, "You quaff"):
			tally.quaffed++
		case strings.HasPrefix(m.Text, "You read"):
			tally.read++
		case strings.HasPrefix(m.Text, "You slip the") || strings.HasPrefix(m.Text, "You put on the amulet"):
			tally.wornJewels++
		case strings.Contains(m.Text, "You know your") || strings.HasPrefix(m.Text, "You know everything"):
			tally.identified++
		}
	}
	pl := g.Player
	for _, it := range append(pl.Pack, pl.Worn[:]...) {
		if it.Kind == ItemPotion || it.Kind == ItemScroll || it.Affixes[0] != "" {
			tally.found++
		}
	}
	for _, s := range []Slot{SlotMain, SlotOff, SlotMissile, SlotBody} {
		if pl.Worn[s].Affixes[0] != "" {
			tally.magicWielded++
		}
	}
	// Save and load round-trip the game as it stands, identification state included.
	if !g.Over {
		h := reloaded(t, g)
		assert.Equal(t, g.Magic, h.Magic)
		assert.Equal(t, len(g.Player.Pack), len(h.Player.Pack))
		for i := range g.Player.Pack {
			assert.Equal(t, g.Player.Pack[i], h.Player.Pack[i])
		}
		assert.Equal(t, g.Player.Worn, h.Player.Worn)
	}
}

// TestBotUsesMagic: the bot, over several seeds (CLEAVE_MAGIC_SEEDS of them, 10 by default), picks up,
// identifies, wears and uses magic without a panic.
func TestBotUsesMagic(t *testing.T) {
	seeds := 10
	if s := os.Getenv("CLEAVE_MAGIC_SEEDS"); s != "" {
		n, err := strconv.Atoi(s)
		require.NoError(t, err)
		seeds = n
	}
	var tally magicTally
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		playMagic(t, seed, 1500, &tally)
	}
	t.Logf("%d seeds: %+v", seeds, tally)
	assert.Positive(t, tally.quaffed, "quaffed potions")
	assert.Positive(t, tally.read, "read scrolls")
	assert.Positive(t, tally.wornJewels, "put on rings or amulets")
	assert.Positive(t, tally.identified, "identified something")
}

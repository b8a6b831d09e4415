// Tests of the morgue file's text, written from a game's obituary (game's TestObituary tests the story).

package save

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestMorgueText: the morgue file holds the seed and the command to play it again, the character, the
// cause and the level, the turns and the time in the side panel's measure, the kills by kind (the singular
// for one, the bestiary's plural else), the inventory and the last messages.
func TestMorgueText(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	spare := pl.Worn[game.SlotMain] // a spare of the weapon in hand, in the pack
	spare.Letter = 'a'
	pl.Pack = append(pl.Pack, spare)
	pl.Kills, pl.KillsByKind = 8, map[string]int{"kobold": 1, "draugr": 3, "giant rat": 2, "Thora": 2}
	g.Seed = 4242
	g.Turns, g.Time, g.Depth, g.Deepest = 77, 1234, 3, 4
	g.Note("The last word.")
	die(g, "a goblin's spear")
	o := g.Obituary()
	text := Morgue(english, o)
	assert.True(t, strings.HasPrefix(text, "Cleave morgue file\n\n"))
	for _, want := range []string{
		"Seed: 4242",
		`cleave --seed 4242 --race "` + pl.Race + `" --background "` + pl.Background + `"`,
		game.Capitalize(pl.Title()) + ".",
		"Killed by a goblin's spear on level 3 (deepest level 4).",
		"Turns: 77   Time: 123.4s   Kills: 8",
		"     1 kobold\n", "     3 draugar\n", "     2 giant rats\n", "     2 Thoras\n",
		"main hand: " + pl.Worn[game.SlotMain].Label(g.Data()),
		"  The last word.\n",
	} {
		assert.Contains(t, text, want)
	}
	for _, it := range o.Pack {
		assert.Contains(t, text, "\n  "+it+"\n", "the pack, by letter")
	}
	assert.True(t, strings.HasSuffix(text, "  "+o.Messages[len(o.Messages)-1]+"\n"), "the last message last")
}

// TestVictoryScored: the autosaver files a victory in the high-score table, first, with its score and its
// morgue file, which tells the escape (game's TestVictoryScriptedRun plays one to its end).
func TestVictoryScored(t *testing.T) {
	g := newGame(t, 7)
	st := &MemStore{}
	sv, _, _, err := startAutoSave(english, st, nil)
	require.NoError(t, err)
	sv.Frame(g) // first sight of the game, before its end
	g.Artefact, g.Won, g.Over = true, true, true
	sv.Frame(g)
	text := Morgue(english, g.Obituary())
	assert.True(t, strings.HasPrefix(text, "Cleave morgue file\n\n"))
	assert.Contains(t, text, "Escaped from the dungeon with "+g.Data().Dungeon.Artefact)
	h, rank, note := sv.Scores()
	assert.Empty(t, note)
	require.Equal(t, 0, rank)
	require.Len(t, h.Entries, 1)
	assert.True(t, h.Entries[0].Won)
	assert.Equal(t, g.Score(), h.Entries[0].Score)
	assert.Contains(t, h.Entries[0].Morgue, "Escaped from the dungeon")
}

// TestKillsByKindChecked: the kills by kind survive a save, and a negative count is damage.
func TestKillsByKindChecked(t *testing.T) {
	g := newGame(t, 1)
	g.Player.KillsByKind = map[string]int{"kobold": 2, "giant rat": 1}
	data, err := Encode(g)
	require.NoError(t, err)
	back, err := Decode(data, nil)
	require.NoError(t, err)
	assert.Equal(t, g.Player.KillsByKind, back.Player.KillsByKind, "saved")

	back.Player.KillsByKind["kobold"] = -1
	bad, err := Encode(back)
	require.NoError(t, err)
	_, err = Decode(bad, nil)
	assert.ErrorIs(t, err, ErrDamaged, "a negative count is damage")
}

// RULES.md §39: the morgue file of a bot game shows the luck ledger, numbers and all: the whole game's
// blows, each measure rolled against its expectation with how unlikely it was, and the last fight.
func TestMorgueShowsTheLedger(t *testing.T) {
	g := newGame(t, 3)
	for i := 0; i < 3000 && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	l := g.Ledger
	require.Positive(t, l.Whole[game.Yours].Blows, "the bot fought")
	text := Morgue(english, g.Obituary())
	_, ledger, ok := strings.Cut(text, "The dice against the exact odds (the luck ledger, combat/RULES.md §39):\n")
	require.True(t, ok, "the morgue has the ledger:\n%s", text)
	ledger, _, _ = strings.Cut(ledger, "\n\n")
	t.Log("\n" + ledger)
	assert.Contains(t, ledger, fmt.Sprintf("The whole game (%d fights, %d blows struck, %d taken):", l.Fights,
		l.Whole[game.Yours].Blows, l.Whole[game.Theirs].Blows))
	w := l.Whole[game.Yours]
	assert.Regexp(t, fmt.Sprintf(`your hits +%d +%.1f   (about a 1-in-\d+ run, (un)?lucky|as the odds)`, w.Hits, w.EHits), ledger)
	th := l.Whole[game.Theirs]
	assert.Regexp(t, fmt.Sprintf(`damage you took +%d +%.1f `, th.Dealt, th.EDealt), ledger)
	assert.Regexp(t, `The (last fight|fight under way) \(with `, ledger)
}

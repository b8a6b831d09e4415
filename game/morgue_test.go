package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// killHere has the player strike east until the creature of kind put there falls.
func killHere(t *testing.T, g *Game, kind string) {
	t.Helper()
	pl := g.Player
	k := put(t, g, kind, gruid.Point{X: 4, Y: 4})
	for try := 0; try < 200 && !k.Dead; try++ {
		pl.HP = pl.MaxHP
		require.True(t, g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}}))
	}
	require.True(t, k.Dead, "the %s falls in 200 blows", kind)
}

// TestKillsByKind: each kill counts under the kind of the slain, and the count survives a save.
func TestKillsByKind(t *testing.T) {
	g := arena(t, "warrior")
	killHere(t, g, "kobold")
	killHere(t, g, "giant rat")
	killHere(t, g, "kobold")
	assert.Equal(t, map[string]int{"kobold": 2, "giant rat": 1}, g.Player.KillsByKind)
	assert.Equal(t, []KindCount{{"kobold", 2, "kobolds", false}, {"giant rat", 1, "giant rats", false}}, g.Obituary().ByKind, "most first")
	assert.Equal(t, "2 kobolds, a giant rat", g.Obituary().KillsLine(), "the singular for one, the plural else")

	back := reloaded(t, g)
	assert.Equal(t, g.Player.KillsByKind, back.Player.KillsByKind, "saved")
	// game/save: TestKillsByKindChecked refuses a negative count as damage.
}

// TestObituary: the obituary (which the morgue file writes out: game/save's TestMorgueText) holds the seed and
// the character to play it again, the cause and the level, the turns and the time in the side panel's
// measure, the kills by kind, the inventory and the last messages.
func TestObituary(t *testing.T) {
	g := arena(t, "warrior")
	killHere(t, g, "kobold")
	arrows, ok := itemNamed(g.data, "arrow", 23)
	require.True(t, ok)
	g.gear.addToPack(g.Player, arrows)
	g.Seed = 4242
	g.Turns, g.Time, g.Depth, g.Deepest = 77, 1234, 3, 4
	g.Note("The last word.")
	g.fight.die("a goblin's spear")
	o := g.Obituary()
	pl := g.Player
	assert.Equal(t, uint64(4242), o.Seed)
	assert.Equal(t, pl.Race, o.Race)
	assert.Equal(t, pl.Background, o.Background)
	assert.Equal(t, pl.Title(), o.Title)
	assert.Equal(t, "Killed by a goblin's spear on level 3 (deepest level 4).", o.Ending())
	assert.Equal(t, []int{77, 1, 3, 4}, []int{o.Turns, o.Kills, o.Depth, o.Deepest})
	assert.Equal(t, int64(1234), o.Time)
	assert.Equal(t, []KindCount{{"kobold", 1, "kobolds", false}}, o.ByKind)
	assert.Contains(t, o.Worn, "main hand: "+pl.Worn[SlotMain].Label(g.data))
	assert.Contains(t, o.Pack, string(pl.Pack[0].Letter)+" - 23 arrows")
	assert.Equal(t, []string{"The last word.", "You die..."}, o.Messages[len(o.Messages)-2:])
	assert.Len(t, o.Messages, min(len(g.Log), MorgueMessages))
	assert.Equal(t, "You die...", o.Messages[len(o.Messages)-1], "oldest first, the last last")
	assert.Equal(t, "12.0s", Clock(120))
}

// TestKillsNamed: the death screen's and the morgue's kills name a kind in the singular for one and in
// the plural otherwise: the bestiary's own plural ("draugar"), else by the rules of English spelling.
func TestKillsNamed(t *testing.T) {
	g := arena(t, "warrior")
	c, ok := g.data.Creature("draugr")
	require.True(t, ok)
	require.Equal(t, "draugar", c.Plural, "creatures.toml gives the draugr its plural")
	g.Player.KillsByKind = map[string]int{"draugr": 3, "giant rat": 2, "kobold": 1, "Thora": 2}
	o := g.Obituary()
	assert.Equal(t, "3 draugar, 2 Thoras, 2 giant rats, a kobold", o.KillsLine())
	assert.Equal(t, []KindCount{{"draugr", 3, "draugar", false}, {"Thora", 2, "Thoras", false}, {"giant rat", 2, "giant rats", false}, {"kobold", 1, "kobolds", false}},
		o.ByKind, "the morgue file's kills (game/save: TestMorgueText)")
	g.Player.KillsByKind = nil
	assert.Equal(t, "none", g.Obituary().KillsLine())
}

// TestBledToDeathIsAKill: a creature that bleeds to death of the player's wound, or dies of the player's
// poison, counts among the player's kills.
func TestBledToDeathIsAKill(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 10, Y: 6})
	k.HP, k.Bleeding, k.BleedBy = 1, 5, g.Player.ID+1
	r := put(t, g, "giant rat", gruid.Point{X: 12, Y: 2})
	r.HP, r.Poison, r.PoisonBy = 1, 5, g.Player.ID+1
	for i := 0; i < 50 && !(k.Dead && r.Dead); i++ {
		g.Act(Action{Kind: ActWait})
	}
	require.True(t, k.Dead && r.Dead)
	assert.Equal(t, map[string]int{"kobold": 1, "giant rat": 1}, g.Player.KillsByKind)
	assert.Equal(t, 2, g.Player.Kills)
}

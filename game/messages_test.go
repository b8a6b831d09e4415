// Tests of the messages of issue 13 §2: bleeding starts, bleeds to death, the hand of a two-weapon miss.

package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// logText is the log of g, one message a line.
func logText(g *Game) string {
	var b strings.Builder
	for _, m := range g.Log {
		b.WriteString(m.Text + "\n")
	}
	return b.String()
}

// TestYouAreBleeding: a wound that opens a bleeding says "You are bleeding." once; another while it
// bleeds says nothing more.
func TestYouAreBleeding(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.HP, pl.MaxHP = 10000, 10000
	k := put(t, g, "goblin", gruid.Point{X: 4, Y: 4})
	bled := 0
	for i := 0; i < 2000 && bled < 3; i++ {
		if g.fight.strikeAt(k, pl, g.arms.bumpStrike(k)).Bleeding {
			bled++
		}
	}
	require.GreaterOrEqual(t, bled, 2, "the goblin opened wounds")
	assert.Equal(t, 1, strings.Count(logText(g), "You are bleeding."), "once while it bleeds")
	pl.Bleeding = 0
	for i := 0; i < 2000; i++ {
		if g.fight.strikeAt(k, pl, g.arms.bumpStrike(k)).Bleeding {
			break
		}
	}
	assert.Equal(t, 2, strings.Count(logText(g), "You are bleeding."), "again once stopped")
}

// TestBleedsToDeath: a creature in view whose wound takes its last hit point "bleeds to death"; one
// that poison kills "dies".
func TestBleedsToDeath(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 6, Y: 4})
	k.HP, k.Bleeding = 1, 3
	g.Time += 100
	require.True(t, g.fight.passTime(k))
	assert.Contains(t, logText(g), "The kobold bleeds to death.\n")
	s := put(t, g, "kobold", gruid.Point{X: 7, Y: 5})
	s.HP, s.Poison = 1, 3
	g.Time += 100
	require.True(t, g.fight.passTime(s))
	assert.True(t, strings.HasSuffix(logText(g), "The kobold dies.\n"), logText(g))
}

// TestTwoWeaponMissNamesTheHand: the duelist fights with a rapier and a dagger; each plain miss names
// the weapon that missed, and both hands' misses are seen.
func TestTwoWeaponMissNamesTheHand(t *testing.T) {
	g := arena(t, "duelist")
	pl := g.Player
	require.True(t, g.arms.twoWeapons(pl), "the duelist holds two weapons")
	b := put(t, g, "cave beetle", gruid.Point{X: 4, Y: 4})
	b.HP, b.MaxHP = 100000, 100000
	for i := 0; i < 300; i++ {
		g.fight.melee(pl, b)
	}
	log := logText(g)
	main, _ := g.gear.weaponIn(pl, SlotMain)
	off, _ := g.gear.weaponIn(pl, SlotOff)
	assert.Contains(t, log, "Your "+main.Name+" misses the cave beetle.\n")
	assert.Contains(t, log, "Your "+off.Name+" misses the cave beetle.\n")
	assert.NotContains(t, log, "You miss the cave beetle.")
}

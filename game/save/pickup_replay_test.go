// Auto-pickup's switches in replays and saves (issue 32): a setting, never saved in the game, chosen with an
// action (game.ActPickupKind) as the rule set's options are, so that a replay holds it.

package save

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// potionsOff is the action that switches auto-pickup of potions off in g.
func potionsOff(t *testing.T, g *game.Game) game.Action {
	t.Helper()
	a, ok := g.PickupSwitch("potions", false)
	require.True(t, ok)
	return a
}

// potionsOn reports whether g's auto-pickup takes potions.
func potionsOn(t *testing.T, g *game.Game) bool {
	t.Helper()
	i, ok := g.Data().PickupKind("potions")
	require.True(t, ok)
	return g.PickupOn(i)
}

// A bot game whose player switches every kind of auto-pickup off after 100 turns plays back to the same
// state, the switches held by the replay; and the switches count (the same game left with the defaults ends
// elsewhere: its explore walks to items first).
func TestReplayKeepsAPickupSwitchedMidGame(t *testing.T) {
	play := func(switchOff bool) (*game.Game, *MemStore) {
		st := &MemStore{}
		sv, g := recordedGame(t, st, game.Config{Seed: 43, Record: true})
		botFrames(sv, g, 100)
		if switchOff {
			for _, k := range g.PickupKinds() {
				a, ok := g.PickupSwitch(k.Name, false)
				require.True(t, ok)
				g.Do(a)
			}
			sv.Frame(g)
		}
		botFrames(sv, g, 500)
		return g, st
	}
	g, st := play(true)
	require.False(t, potionsOn(t, g))
	r, err := ParseReplay(st.Replay)
	require.NoError(t, err)
	back := playBack(t, r)
	assert.False(t, potionsOn(t, back), "the replay switched it off")
	assert.Equal(t, StateHash(g), StateHash(back))
	kept, _ := play(false)
	assert.NotEqual(t, StateHash(g), StateHash(kept), "the switch changes the game")
}

// The switch is not saved: a game loaded has the defaults, and the interface does the switch again
// (prefs.Settings.PickupActions), an action the replay goes on holding; the replay of the game saved,
// loaded and played on ends in its very state.
func TestPickupSwitchSurvivesASaveThroughTheReplay(t *testing.T) {
	st := &MemStore{}
	sv, g := recordedGame(t, st, game.Config{Seed: 43, Record: true})
	g.Do(potionsOff(t, g))
	botFrames(sv, g, 300)
	require.NoError(t, sv.Quit(g))

	sv, g, note, err := startAutoSave(english, st, nil)
	require.NoError(t, err)
	require.Equal(t, english.Say(RestoredNote), note)
	assert.True(t, potionsOn(t, g), "a save keeps no setting")
	sv.recordTo(st, g)
	g.Do(potionsOff(t, g)) // as the renderer does after a load, from the settings
	sv.Frame(g)
	botFrames(sv, g, 300)

	r, err := ParseReplay(st.Replay)
	require.NoError(t, err)
	back := playBack(t, r)
	assert.False(t, potionsOn(t, back))
	assert.Equal(t, g.Turns, back.Turns)
	assert.Equal(t, StateHash(g), StateHash(back), "the replay ends in the game it recorded")
}

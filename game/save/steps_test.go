// Tests of each step of migrate.go on a tree made for it: what the corpus cannot show, because the builds
// that wrote its saves never wrote that shape (the parts of the current floor on the Game, copies of the
// player that differ, a pack of more than one thing, a floor of one creature) or because what the step
// does there leaves the game loaded the same (where it puts a part that was empty anyway).

package save

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
)

// packLetters (version 2 to 3): each thing in a pack gets the letter its place gave it, a to z then A to Z,
// in the packs of the Game's actors and of every floor's; a thing past the 52nd gets none (the load letters
// it), and a thing that has a letter keeps it.
func TestPackLettersStep(t *testing.T) {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	pack := func(n int) list {
		out := make(list, n)
		for i := range out {
			out[i] = object{"Name": "spear"}
		}
		return out
	}
	onGame, onFloor := object{"Pack": pack(len(letters) + 1)}, object{"Pack": pack(3)}
	onFloor["Pack"].(list)[1].(object)["Letter"] = uint64('q')
	root := object{"Game": object{"Actors": list{onGame}, "Floors": list{object{"Actors": list{onFloor}}}}}
	require.NoError(t, packLetters(root))

	things := onGame["Pack"].(list)
	for i := range letters {
		assert.Equal(t, uint64(letters[i]), things[i].(object)["Letter"], "the Game's actor's thing %d", i+1)
	}
	assert.NotContains(t, things[len(letters)].(object), "Letter", "a thing past the letters gets none")
	things = onFloor["Pack"].(list)
	assert.Equal(t, uint64('a'), things[0].(object)["Letter"], "a floor's actor's first thing")
	assert.Equal(t, uint64('q'), things[1].(object)["Letter"], "a thing keeps the letter it has")
	assert.Equal(t, uint64('c'), things[2].(object)["Letter"], "the letter of its place, not of the things lettered")
}

// stateOfGame (version 3 to 4): the parts of the current floor the Game held go to that floor (Floors at
// Depth) when they hold anything, an empty one (a Queue of no field, a list of none) leaving the floor's;
// the other floors are left as they are; the turn of arrival and the turn fighting was heard go into the
// State, which takes the Game's place, without the cells in view; a depth off the floors is refused.
func TestStateOfGameStep(t *testing.T) {
	stale := func() object {
		return object{"Level": object{"W": int64(1)}, "Actors": list{object{"Player": true}}, "Queue": object{"NextSeq": int64(1)},
			"Seen": []bool{false}, "Items": list{object{"Name": "rock"}}, "Corpses": list{object{"Kind": "rat"}}}
	}
	live := object{"Level": object{"W": int64(2)}, "Actors": list{object{"Player": true, "HP": int64(7)}}, "Queue": object{},
		"Seen": []bool{true, true}, "Items": list{object{"Name": "torch"}}, "Corpses": list{}}
	game := func(depth int64) (object, list) {
		floors := list{stale(), stale(), stale()}
		g := object{"Depth": depth, "Floors": floors, "Visible": []bool{true}, "Turns": int64(5)}
		for part, v := range live {
			g[part] = v
		}
		return object{"Game": g, "ArrivedTurn": int64(3), "HeardAt": int64(4), "RNG": []byte{1}}, floors
	}
	root, floors := game(2)
	require.NoError(t, stateOfGame(root))

	assert.NotContains(t, root, "Game", "the State takes the Game's place")
	assert.NotContains(t, root, "ArrivedTurn")
	assert.NotContains(t, root, "HeardAt")
	assert.Equal(t, []byte{1}, root["RNG"])
	st, ok := root["State"].(object)
	require.True(t, ok, "a State")
	assert.Equal(t, object{"Depth": int64(2), "Floors": floors, "Turns": int64(5), "ArrivedTurn": int64(3), "HeardAt": int64(4)}, st,
		"the Game's fields but its current floor's parts and the cells in view, the two turns beside them")
	want := stale()
	for _, part := range []string{"Level", "Actors", "Seen", "Items"} {
		want[part] = live[part]
	}
	assert.Equal(t, want, floors[1], "the current floor: the Game's parts that hold anything, its own Queue and Corpses")
	assert.Equal(t, stale(), floors[0], "another floor as it was")
	assert.Equal(t, stale(), floors[2], "another floor as it was")

	for _, depth := range []int64{0, 4} {
		root, _ := game(depth)
		assert.ErrorContains(t, stateOfGame(root), "of 3 floors", "depth %d", depth)
	}
}

// playerOnce (version 5 to 6): the player is the current floor's first actor (the copies on the other
// floors may differ: they are dropped), and each floor's Creatures are the actors after the player, a
// floor of the player and one creature keeping it; a floor whose first actor is not the player, or that
// holds none, is refused.
func TestPlayerOnceStep(t *testing.T) {
	player := func(hp int64) object { return object{"Player": true, "HP": hp} }
	creature := func(kind string) object { return object{"Kind": kind, "ID": int64(1)} }
	floors := list{
		object{"Actors": list{player(1), creature("rat"), creature("kobold")}},
		object{"Actors": list{player(2), creature("bat")}},
		object{"Actors": list{player(3)}},
	}
	root := object{"State": object{"Depth": int64(2), "Floors": floors}}
	require.NoError(t, playerOnce(root))
	st := root["State"].(object)
	assert.Equal(t, player(2), st["Player"], "the player of the current floor")
	assert.Equal(t, object{"Creatures": list{creature("rat"), creature("kobold")}}, floors[0])
	assert.Equal(t, object{"Creatures": list{creature("bat")}}, floors[1], "a floor of one creature keeps it")
	assert.Equal(t, object{}, floors[2], "a floor of the player alone has no creatures")

	for _, c := range []struct {
		name   string
		actors list
		want   string
	}{
		{"a creature first", list{creature("rat"), player(1)}, "floor 1: its first actor is not the player"},
		{"no actor", nil, "floor 1 without the player"},
	} {
		root := object{"State": object{"Depth": int64(1), "Floors": list{object{"Actors": c.actors}}}}
		assert.EqualError(t, playerOnce(root), c.want, c.name)
	}
}

// twelveSlots (version 9 to 10): the 9 slots the player and each creature wore become 12, the three new
// ones (the rings and the amulet) last and empty; an actor that wore nothing is left so; any other count of
// slots is refused.
func TestTwelveSlotsStep(t *testing.T) {
	worn := func() list {
		out := make(list, 9)
		for i := range out {
			out[i] = object{"Name": "slot", "Count": int64(i + 1)}
		}
		return out
	}
	pl, rat, bare := object{"Worn": worn()}, object{"Worn": worn()}, object{"Kind": "bat"}
	root := object{"State": object{"Player": pl, "Floors": list{object{"Creatures": list{rat, bare}}}}}
	require.NoError(t, twelveSlots(root))
	want := append(worn(), object{}, object{}, object{})
	assert.Equal(t, want, pl["Worn"], "the player's 9 slots and 3 empty ones")
	assert.Equal(t, want, rat["Worn"], "a creature's 9 slots and 3 empty ones")
	assert.Equal(t, object{"Kind": "bat"}, bare, "nothing worn, nothing added")

	for _, w := range []list{worn()[:8], append(worn(), object{}, object{}, object{})} {
		root := object{"State": object{"Player": object{"Worn": w}}}
		assert.ErrorContains(t, twelveSlots(root), "slots worn, not 9", "%d slots", len(w))
	}
}

// legacyOf is the rule set's numbers an actor of a tree of version 17 held as its fields, read from the tree
// by name.
func legacyOf(a object) ruleset.Legacy {
	out := ruleset.Legacy{}
	for _, f := range []string{"Fatigue", "FatigueAt", "Harassed", "HarassRound", "GuardSpent", "GuardAt", "BlockLeft", "Luck", "LuckAt", "Exp"} {
		out[f] = a.int(f)
	}
	return out
}

// ruleSetState (version 17 to 18): the rule set's number becomes its name, and the player and every
// creature of every floor get the State the rule set's Migrate makes of their own old numbers, which leave
// the tree; a number of no rule set is refused.
func TestRuleSetStateStep(t *testing.T) {
	sets := registry.List()
	n := slices.Index(sets.Names(), "drn")
	require.GreaterOrEqual(t, n, 0)
	pl := object{"Player": true, "Fatigue": int64(3), "FatigueAt": int64(40)}
	first := object{"Harassed": int64(1), "HarassRound": int64(9)}
	second := object{"Fatigue": int64(2), "FatigueAt": int64(70), "Luck": int64(1)}
	root := object{"State": object{"Rules": uint64(n), "Player": pl, "Floors": list{object{}, object{"Creatures": list{first, second}}}}}
	olds := []ruleset.Legacy{legacyOf(pl), legacyOf(first), legacyOf(second)}
	require.NoError(t, ruleSetState(root))

	st := root["State"].(object)
	assert.Equal(t, "drn", st["RuleSet"])
	assert.NotContains(t, st, "Rules")
	for i, a := range []object{pl, first, second} {
		state := sets[n].Migrate(olds[i])
		assert.Equal(t, state[:], a["RuleState"], "actor %d: the rule set's State of its own numbers", i)
		for f := range olds[i] {
			assert.NotContains(t, a, f, "actor %d: its old %s", i, f)
		}
	}
	require.NotEqual(t, sets[n].Migrate(olds[1]), sets[n].Migrate(olds[2]), "the creatures' numbers tell them apart")

	root = object{"State": object{"Rules": uint64(len(sets))}}
	assert.ErrorContains(t, ruleSetState(root), "rule set", "a number of no rule set")
}

// Every creature of the saves of version 17 and of format 4 in the corpus (a creature's own fatigue,
// harassment and guard points set) has, loaded, the State the rule set's Migrate makes of the numbers its
// Actor held in that save, read from the payload by name.
func TestCorpusCreaturesKeepTheirRuleNumbers(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "saves", "*.sav"))
	require.NoError(t, err)
	checked := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		i, ok := saves.find(uint16(b[6])<<8|uint16(b[7]), [8]byte(b[8:16]))
		require.True(t, ok, f)
		if versions[i].n != 17 {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			plain, err := inflate(b[saveHeaderLen:], 1<<30)
			require.NoError(t, err)
			root, err := decodeTree(plain, 1<<40)
			require.NoError(t, err)
			g, err := Decode(b, nil)
			require.NoError(t, err)
			floors, _ := root["State"].(object)["Floors"].(list)
			require.Len(t, g.Floors, len(floors))
			for fi, fl := range floors {
				cs, _ := fl.(object)["Creatures"].(list)
				require.Len(t, g.Floors[fi].Creatures, len(cs))
				for ci, c := range cs {
					assert.Equal(t, g.RuleSet().Migrate(legacyOf(c.(object))), g.Floors[fi].Creatures[ci].RuleState,
						"floor %d creature %d", fi+1, ci+1)
					checked++
				}
			}
		})
	}
	require.NotZero(t, checked)
}

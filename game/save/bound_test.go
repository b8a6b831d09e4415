// Tests of the bound of a save's size (maxPlainLen): the largest game the rules allow fits it, part by
// part, and a save whose payload inflates past it (a decompression bomb) is refused having inflated no
// more than the bound.

//go:build !js

package save

import (
	"bytes"
	"compress/flate"
	"encoding/gob"
	"runtime"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// longestOf is the longest of names.
func longestOf[T any](rows []T, name func(T) string) string {
	l := ""
	for _, r := range rows {
		if n := name(r); len(n) > len(l) {
			l = n
		}
	}
	return l
}

// largestGame is the largest game the rules allow under the embedded data, as maxPlainLen's figures say
// it: every level down to the goal's visited, each holding game.MostCreaturesAt its depth (the goal's its
// guardian too), every creature and the player at their fullest (every skill at the highest rank and its
// practice, a kill of every kind, every spell, the longest weapon with the two longest affixes in every
// slot, causes of wounds that name the longest creature and weapon, every number at its highest a save
// may hold), a corpse for each creature, 32 things on each floor (a generated level has at most 14 item
// places, a vault or two a few more), every cell seen, the player named in the longest name a data row
// may have, carrying a full pack (game.PackSize), and the log at its longest: 2×game.LogKept messages
// of 256 bytes (a message names at most three things of 64 characters in a few words). It is a game the
// loader takes: no two creatures share a cell, none stands in a wall.
func largestGame(t testing.TB) *game.Game {
	t.Helper()
	g := newGame(t, 1)
	d := g.Data()
	_, goal := g.Goal()
	weapon := longestOf(d.Weapons, func(w assets.Weapon) string { return w.Name })
	affix := longestOf(d.Affixes, func(a assets.Affix) string { return a.Name })
	kind := longestOf(d.Creatures, func(c assets.Creature) string { return c.Name })
	item := game.Item{Kind: game.ItemWeapon, Name: weapon, Count: maxCount, Letter: 'Z', Uses: maxCount,
		Affixes: [game.MaxAffixes]string{affix, affix}}
	cause := "a " + kind + "'s " + weapon
	fullest := func(a *game.Actor) {
		a.Skills, a.Practice, a.KillsByKind, a.SpellReady = map[string]int{}, map[string]int{}, map[string]int{}, map[string]int64{}
		for _, s := range d.Skills {
			a.Skills[s.Name], a.Practice[s.Name] = assets.MaxRank, maxCount
		}
		for _, c := range d.Creatures {
			a.KillsByKind[c.Name] = maxCount
		}
		a.Spells = nil
		for _, s := range d.Spells {
			a.Spells = append(a.Spells, s.Name)
			a.SpellReady[s.Name] = maxGameTime
		}
		for s := range a.Worn {
			a.Worn[s] = item
		}
		a.Kills, a.Bleeding, a.Poison, a.NextAttack = maxCount, maxCount, maxCount, maxCount
		a.Str, a.Dex, a.MaxHP = maxCount, maxCount, maxCount
		a.HP = a.MaxHP
		a.BleedCause, a.PoisonCause, a.Disease, a.Sick = cause, cause, kind, maxGameTime
		a.BleedBy, a.PoisonBy = maxCount, maxCount
		a.DazzledUntil, a.WardUntil, a.BoostLeft = maxGameTime, maxGameTime, maxGameTime
		a.Resist = make([]int, len(d.Elements))
		for i := range a.Resist {
			a.Resist[i] = maxCount
		}
		for i := range a.RuleState {
			a.RuleState[i] = maxGameTime
		}
		if len(a.Name) < assets.MaxNameLen {
			a.Name = strings.Repeat("n", assets.MaxNameLen)
		}
	}
	pl := g.Player
	pl.HP, pl.MaxHP = maxCount, maxCount // down every staircase, whoever waits there
	for {
		f := g.Floor
		most := game.MostCreaturesAt(d, g.Depth)
		if g.Depth == goal {
			most++ // the guardian
		}
		taken := map[gruid.Point]bool{pl.Pos: true}
		for _, a := range f.Creatures {
			taken[a.Pos] = true
		}
		for i := 0; i < len(f.Level.Tiles) && len(f.Creatures) < most; i++ {
			p := gruid.Point{X: i % f.Level.W, Y: i / f.Level.W}
			if f.Level.At(p) == levels.Floor && !taken[p] {
				c := *f.Creatures[0]
				c.Pos, c.ID, c.Dead = p, len(f.Creatures)+1, false
				f.Creatures = append(f.Creatures, &c)
				f.Queue.Push(c.ID, g.Time)
				taken[p] = true
			}
		}
		require.Len(t, f.Creatures, most, "depth %d", g.Depth)
		for _, a := range f.Creatures {
			fullest(a)
			f.Corpses = append(f.Corpses, game.Corpse{Pos: a.Pos, Kind: kind})
		}
		for len(f.Items) < 32 {
			f.Items = append(f.Items, game.FloorItem{Pos: pl.Pos, Item: item})
		}
		for i := range f.Seen {
			f.Seen[i] = true
		}
		if g.Depth == goal {
			break
		}
		pl.Pos = g.Level.Down
		g.Act(game.Action{Kind: game.ActDescend})
		require.False(t, g.Over)
	}
	fullest(pl)
	g.Met = g.Met[:0]
	for _, c := range d.Creatures { // every kind met, each on the deepest level at the last turn
		g.Met = append(g.Met, game.Met{Kind: c.Name, Depth: g.Deepest, Turn: g.Turns})
	}
	pl.Pack = pl.Pack[:0]
	for len(pl.Pack) < game.PackSize {
		pl.Pack = append(pl.Pack, item)
	}
	g.Log = g.Log[:0]
	for range 2 * game.LogKept {
		g.Log = append(g.Log, game.Message{Text: strings.Repeat("m", 256)})
	}
	return g
}

// gobLen is the length of the gob encoding of v.
func gobLen(t testing.TB, v any) int {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, gob.NewEncoder(&b).Encode(v))
	return b.Len()
}

// TestLargestGameFitsTheBound: the save of the largest game the rules allow (largestGame) loads, and each
// part of it keeps within its figure of maxPlainLen (the floors' creatures within creatureLen each, the
// floors but their creatures within floorLen each, the rest within gameLen): the bound of a save follows
// from what a real game can be, with room to spare. Should the game come to hold more (another map on
// Actor, a longer log), this fails and says which figure to raise.
func TestLargestGameFitsTheBound(t *testing.T) {
	g := largestGame(t)
	d := g.Data()
	rng, err := g.RandomState()
	require.NoError(t, err)
	whole := newSaved(g.State, rng)
	total := gobLen(t, whole)

	creatures := 0
	bare := whole
	bare.State.Floors = nil
	for _, f := range g.Floors {
		creatures += len(f.Creatures)
		b := *f
		b.Creatures, b.Corpses, b.Queue = nil, nil, game.Queue{}
		bare.State.Floors = append(bare.State.Floors, &b)
	}
	withoutCreatures := gobLen(t, bare)
	bare.State.Floors = nil
	rest := gobLen(t, bare)

	require.Equal(t, game.MostCreatures(d), creatures, "the most creatures the rules make")
	perCreature := (total - withoutCreatures) / creatures
	perFloor := (withoutCreatures - rest) / len(g.Floors)
	t.Logf("the largest game: %d levels, %d creatures: %d bytes (bound %d): %d a creature (bound %d), %d a floor besides (bound %d), %d the rest (bound %d)",
		len(g.Floors), creatures, total, maxPlainLen(d), perCreature, creatureLen, perFloor, floorLen, rest, gameLen)
	assert.LessOrEqual(t, perCreature, creatureLen, "a creature at its fullest: raise creatureLen")
	assert.LessOrEqual(t, perFloor, floorLen, "a floor at its fullest: raise floorLen")
	assert.LessOrEqual(t, rest, gameLen, "the player, the log and the rest: raise gameLen")
	assert.LessOrEqual(t, total, maxPlainLen(d))

	data, err := Encode(g)
	require.NoError(t, err, "the largest game is saved")
	loaded, err := Decode(data, d)
	require.NoError(t, err, "and loads")
	assert.Len(t, loaded.Floors, len(g.Floors))
}

// bomb is a save of format 5 whose payload inflates to mib MiB of zeros: a valid envelope (magic, format,
// layout, length, checksum) around 1 kB of deflate for each MiB, as the forged save of issue 29 was (1.1
// MB inflating past 1 GiB).
func bomb(t testing.TB, mib int) []byte {
	t.Helper()
	var block bytes.Buffer
	w, err := flate.NewWriter(&block, flate.BestCompression)
	require.NoError(t, err)
	_, err = w.Write(make([]byte, 1<<20))
	require.NoError(t, err)
	require.NoError(t, w.Flush()) // a whole block, ending on a byte: it may follow itself
	var payload bytes.Buffer
	for range mib {
		payload.Write(block.Bytes())
	}
	end, err := flate.NewWriter(&payload, flate.BestCompression)
	require.NoError(t, err)
	require.NoError(t, end.Close()) // the final block
	return envelope(Format, layoutOf(savedGame{}), payload.Bytes())
}

// TestBombRefusedBounded: a save whose payload inflates past the bound of a save (issue 29: 1.1 MB that
// inflates past 1 GiB took 2.7 GB and 14.6 s to refuse) is refused as damaged, having allocated a few
// times the bound (7 MB; 14 under the race detector; below 8 times the bound), not the gigabyte it would
// inflate to: the bound is kept while inflating.
func TestBombRefusedBounded(t *testing.T) {
	d := newGame(t, 1).Data()
	limit := maxPlainLen(d)
	data := bomb(t, 1100)
	require.Less(t, len(data), 2<<20, "a save of about 1.1 MB")
	allocated, err := refusedDamaged(t, data, d)
	assert.Contains(t, err.Error(), "inflates past")
	t.Logf("a %d-byte bomb refused (%v), %d bytes allocated; the bound is %d", len(data), err, allocated, limit)
	assert.Less(t, allocated, uint64(8*limit), "allocated while refusing: a few times the bound, not the bomb")
}

// BenchmarkRejectBomb is the cost of refusing the bomb of issue 29 (1.1 MB inflating to 1.1 GiB): go test
// -run '^$' -bench RejectBomb -benchmem ./game/save/.
func BenchmarkRejectBomb(b *testing.B) {
	d := newGame(b, 1).Data()
	data := bomb(b, 1100)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(data, d); err == nil {
			b.Fatal("the bomb loads")
		}
	}
}

// TestPayloadLongerThanTheBoundRefused: a save whose payload alone is longer than any payload of a game
// within the bound is refused before it is inflated, and one of format 3 (a plain payload) past the bound
// too.
func TestPayloadLongerThanTheBoundRefused(t *testing.T) {
	d := newGame(t, 1).Data()
	limit := maxPlainLen(d)
	long := envelope(Format, layoutOf(savedGame{}), make([]byte, maxPayloadLen(limit)+1))
	_, err := Decode(long, d)
	assert.ErrorIs(t, err, ErrDamaged)
	assert.Contains(t, err.Error(), "more than a save of this game holds")
	_, err = decodePayload(make([]byte, limit+1), 13, limit) // version 14, of format 3
	assert.ErrorIs(t, err, ErrDamaged)
	assert.Contains(t, err.Error(), "more than a save of this game holds")
}

// TestElementBombRefusedBounded: a save within the bound whose slices hold as many empty elements as fit in
// three quarters of it (gob sends an empty floor in 3 bytes; decoded, it takes 168: 530,000 floors under
// the default data) is refused as damaged having allocated a few times the bound (below 8 times it): its
// elements are counted before they are made (shape.go). Without the count, a 15 kB save of 900,000 floors
// took 163 MB to refuse.
func TestElementBombRefusedBounded(t *testing.T) {
	d := newGame(t, 1).Data()
	limit := maxPlainLen(d)
	s := snapshot(t, playBot(t, 3, 50))
	for range limit / 4 {
		s.State.Floors = append(s.State.Floors, &game.Floor{})
	}
	var plain bytes.Buffer
	require.NoError(t, gob.NewEncoder(&plain).Encode(s))
	require.Less(t, plain.Len(), limit, "within the bound of a save")
	data := envelope(Format, layoutOf(savedGame{}), deflated(t, plain.Bytes()))
	allocated, err := refusedDamaged(t, data, d)
	t.Logf("a %d-byte save of %d floors refused (%v), %d bytes allocated", len(data), len(s.State.Floors), err, allocated)
	assert.Less(t, allocated, uint64(8*limit), "allocated while refusing: a few times the bound, not a value for each element")
}

// refusedDamaged decodes data with d, requires it refused as damaged, and returns the bytes allocated
// while refusing it, and the error.
func refusedDamaged(t *testing.T, data []byte, d *assets.Data) (uint64, error) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	g, err := Decode(data, d)
	runtime.ReadMemStats(&after)
	require.Error(t, err)
	assert.Nil(t, g)
	assert.ErrorIs(t, err, ErrDamaged)
	return after.TotalAlloc - before.TotalAlloc, err
}

// The versions of the save and the steps between them: every layout of save the game has released has a
// version here, and a save of any of them loads in this build, its payload brought up to today's types one
// step at a time.
//
// A step is the func a version holds (up): it turns the tree of a payload of that version (gobtree.go:
// the payload read by the names and types gob sent, whatever Go types wrote it) into the shape of the next
// version: a field renamed, retyped, moved or filled in. Gob itself copes with a field added (left zero)
// or removed (passed over), so that a version whose types only gained or lost fields needs no step.
//
// When the saved types change (TestSavedTypesHaveAVersion fails and says so), add one version at the end
// of versions with the new layout, give the version before it the step from its shape to the new one,
// and grow a save of the new version into the corpus (gencorpus.go).

package save

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"

	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
)

// version is one layout of save the game has released: a save of it has this format and this layout in
// its header.
type version struct {
	n      int     // its number: its place in the history, from 1
	format uint16  // the format in the header: 1 and 2 the first saves, 3 magic, 4 deflated, 5 rule sets by name
	layout [8]byte // the layout in the header: the fingerprint of the saved types (layoutOf) of that build
	commit string  // the first commit of main that wrote it (gencorpus.go grows its corpus at its last)
	what   string  // what changed from the version before
	// up turns the tree of a payload of this version into the next version's shape; nil when gob
	// needs no help (fields only added or removed). The last version has none.
	up func(root object) error
}

// history is the versions of a saved type, oldest first: the last is the one this build writes, of the
// layout of the type.
type history struct {
	versions []version
	saved    reflect.Type
}

// saves is the history of the save: savedGame's.
var saves = history{versions: released(versions), saved: reflect.TypeOf(savedGame{})}

// versions of the save, oldest first. The last is the save this build writes.
var versions = []version{
	{n: 1, format: 1, layout: [8]byte{0x89, 0x4d, 0x65, 0x8f, 0x90, 0x9b, 0x85, 0x33}, commit: "5e5b8f4",
		what: "the first saves: the Game as it is, its current floor's parts apart"},
	{n: 2, format: 1, layout: [8]byte{0xa5, 0x1c, 0x3b, 0x81, 0x22, 0x39, 0xed, 0xda}, commit: "0fc1b94",
		what: "Actor.BleedCause, NextAttack, PoisonCause", up: packLetters},
	{n: 3, format: 1, layout: [8]byte{0xc4, 0xb1, 0x52, 0xba, 0xa2, 0x34, 0xa9, 0x62}, commit: "d5ddd91",
		what: "Item.Letter (pack letters that stay), HeardAt", up: stateOfGame},
	{n: 4, format: 2, layout: [8]byte{0xb6, 0x82, 0xa7, 0x3f, 0xfb, 0x1f, 0xf5, 0xbb}, commit: "f873283",
		what: "format 2: the State, every floor whole in Floors", up: itemPlaces},
	{n: 5, format: 2, layout: [8]byte{0x82, 0x4e, 0xa7, 0x10, 0x34, 0xad, 0x76, 0x73}, commit: "5d0f6af",
		what: "Level.ItemPlaces (was Items)", up: playerOnce},
	{n: 6, format: 2, layout: [8]byte{0x18, 0xc0, 0x60, 0x4c, 0x97, 0x15, 0xfa, 0x2d}, commit: "8bc8440",
		what: "the player once (State.Player), a floor's Creatures (were Actors, the player first)"},
	{n: 7, format: 2, layout: [8]byte{0x2a, 0x62, 0x73, 0xcb, 0x82, 0x9b, 0x6d, 0xa6}, commit: "9937b0e",
		what: "State.BotChase and BotChaseUntil, Actor.BackedOff"},
	{n: 8, format: 2, layout: [8]byte{0x29, 0x1b, 0x54, 0xd5, 0xbb, 0x82, 0x4b, 0x52}, commit: "ee2e704",
		what: "the layout's fields sorted by name (the fingerprint, not the types)"},
	{n: 9, format: 2, layout: [8]byte{0x66, 0x57, 0x27, 0x4a, 0x7a, 0xdb, 0xd1, 0x2c}, commit: "9424907",
		what: "Actor.KillsByKind", up: twelveSlots},
	{n: 10, format: 3, layout: [8]byte{0x0d, 0xd0, 0xe1, 0x44, 0x58, 0xd0, 0xb8, 0x5e}, commit: "58cbde8",
		what: "format 3: magic (Item's affixes, State.Magic), rings and an amulet: 12 slots worn (were 9)"},
	{n: 11, format: 3, layout: [8]byte{0xbf, 0x89, 0xca, 0x60, 0xef, 0x2f, 0x09, 0xf9}, commit: "bd53cfe",
		what: "surprise: Actor.DazzledUntil, FreeBlowAt, Raging, Spent, Winded"},
	{n: 12, format: 3, layout: [8]byte{0xcd, 0x74, 0xac, 0x45, 0x85, 0xd3, 0x15, 0x8e}, commit: "ebced94",
		what: "spells and traps: Actor's Spells, Resist, Ward..., Floor.Traps"},
	{n: 13, format: 3, layout: [8]byte{0x88, 0x65, 0xb2, 0xd6, 0xde, 0xe3, 0x27, 0xcc}, commit: "f73cf6b",
		what: "rule sets: State.Rules (a number), Actor's Fatigue and Harassed"},
	{n: 14, format: 3, layout: [8]byte{0x34, 0x2f, 0x71, 0xed, 0x8d, 0x3f, 0x38, 0xd3}, commit: "932214c",
		what: "thac0, nethack and tiers: Actor's GuardSpent, GuardAt, BlockLeft"},
	{n: 15, format: 4, layout: [8]byte{0x34, 0x2f, 0x71, 0xed, 0x8d, 0x3f, 0x38, 0xd3}, commit: "d3d3c62",
		what: "format 4: the payload deflated (the types as they were)"},
	{n: 16, format: 4, layout: [8]byte{0x26, 0x22, 0xf5, 0xea, 0x1e, 0x3b, 0x98, 0xae}, commit: "e055062",
		what: "nethack's Luck and experience: Actor's Luck, LuckAt, Exp"},
	{n: 17, format: 4, layout: [8]byte{0x0b, 0x55, 0x88, 0x62, 0xaa, 0x29, 0x00, 0xfe}, commit: "8817b21",
		what: "the goal: State.Artefact and Won, Level.Theme", up: ruleSetState},
	{n: 18, format: 5, layout: [8]byte{0x64, 0xf1, 0xdc, 0x07, 0x58, 0x40, 0xce, 0x5d}, commit: "3d497fb",
		what: "format 5: the rule set by name (State.RuleSet), each fighter's rule-set numbers in Actor.RuleState"},
	{n: 19, format: 5, layout: [8]byte{0x49, 0xf9, 0x84, 0x4c, 0x3a, 0x19, 0x16, 0x59}, commit: "f488a80",
		what: "the bestiary: State.Met (the kinds seen, where and when first); an older save's rebuilt at load from its kills and the kinds in view"},
	{n: 20, format: 5, layout: [8]byte{0x2e, 0xe1, 0x5e, 0x76, 0xdc, 0xde, 0xe1, 0xc0}, commit: "252a7ae",
		what: "the kind of run: State.Mode (a field added: no step; an older save is \"\", the whole dungeon)"},
	{n: 21, format: 5, layout: [8]byte{0x4a, 0x01, 0xb0, 0x03, 0x38, 0xf1, 0xfa, 0xdd}, commit: "be9a100",
		what: "the luck ledger: State.Ledger (a field added: no step; an older save's ledger starts empty at its load)"},
	{n: 22, format: 5, layout: [8]byte{0xff, 0xaf, 0xe3, 0x28, 0x87, 0xd6, 0xbe, 0xc7}, commit: "8cb020d",
		what: "the sandbox's mark: State.Sandbox (issue 36; a field added: no step; an older save is false, not a sandbox)"},
}

// find is the version of a save of format and layout, by its index in h.
func (h history) find(format uint16, layout [8]byte) (int, bool) {
	for i, v := range h.versions {
		if v.format == format && v.layout == layout {
			return i, true
		}
	}
	return 0, false
}

// last is the version this build writes.
func (h history) last() version { return h.versions[len(h.versions)-1] }

// migrate decodes plain, the gob payload of a save of h.versions[from], into dst (a pointer to a value of
// h.saved) through the steps from that version to the last, the tree of the payload taking at most budget
// bytes of memory. A step that cannot turn the save into the next version says why, and which step.
func (h history) migrate(plain []byte, from int, dst any, budget int) error {
	root, err := decodeTree(plain, budget)
	if err != nil {
		return fmt.Errorf("version %d: %w", h.versions[from].n, err)
	}
	for _, v := range h.versions[from : len(h.versions)-1] {
		if v.up == nil {
			continue
		}
		if err := v.up(root); err != nil {
			return fmt.Errorf("migrating version %d to %d: %w", v.n, v.n+1, err)
		}
	}
	if err := into(reflect.ValueOf(dst).Elem(), root, h.saved.Name()); err != nil {
		return fmt.Errorf("version %d as version %d: %w", h.versions[from].n, h.last().n, err)
	}
	return nil
}

// check reports a history whose last version is not of the layout of the saved type, with what to do.
func (h history) check() error {
	now := [8]byte(layoutOf(reflect.New(h.saved).Elem().Interface()))
	last := h.last()
	if now == last.layout {
		return nil
	}
	return fmt.Errorf(`the saved types (%s and all it holds) changed: their layout is now
	[8]byte{%s}
and the last version of the save in game/save/migrate.go (version %d) is of layout %x, so that this build
would write saves no build reads, and refuse its own. To keep every player's game:
  1. Add version %d at the end of versions in game/save/migrate.go:
	{n: %d, format: %d, layout: [8]byte{%s}, commit: "8cb020d",
		what: "<what changed>"},
     (raise the format, Format in save.go, only when the envelope or the meaning of a field changes).
  2. Give version %d its step, up: a func(root object) error that turns the tree of its payload into the
     new shape: rename a field (root.rename), retype it, move it, fill it in (see the steps there). Gob
     copes alone with a field only added or removed: then no step is needed, but say so in what.
  3. Commit, add version %d and the commit to versionCommits in game/save/gencorpus.go, and grow its saves
     into the corpus: go run game/save/gencorpus.go -version %d (TestCorpusMigratesAndPlaysOn loads them).`,
		h.saved, bytesLiteral(now), last.n, last.layout, last.n+1, last.n+1, last.format, bytesLiteral(now),
		last.n, last.n+1, last.n+1)
}

// bytesLiteral is b as the elements of a Go literal: 0x64, 0xf1...
func bytesLiteral(b [8]byte) string {
	var out bytes.Buffer
	for i, c := range b {
		if i > 0 {
			out.WriteString(", ")
		}
		fmt.Fprintf(&out, "0x%02x", c)
	}
	return out.String()
}

// The steps, each on the version it reads.

// stateOfGame (version 3, format 1, to 4, format 2): a save held the whole Game, with the parts of its
// current floor (Level, Actors, Queue, Seen, Items, Corpses) on the Game itself rather than in its floor,
// the turn of arrival and the turn fighting was heard beside it. Format 2 holds a State: the same fields,
// every floor whole in Floors, the two turns in it; the cells in view (Visible) are worked out on load.
func stateOfGame(root object) error {
	g, ok := root["Game"].(object)
	if !ok {
		return errors.New("no game")
	}
	floors, _ := g["Floors"].(list)
	depth := g.int("Depth")
	if depth < 1 || depth > int64(len(floors)) {
		return fmt.Errorf("depth %d of %d floors", depth, len(floors))
	}
	cur, ok := floors[depth-1].(object)
	if !ok {
		cur = object{}
		floors[depth-1] = cur
	}
	for _, part := range []string{"Level", "Actors", "Queue", "Seen", "Items", "Corpses"} {
		// The Game's part is the live one when it holds anything (gob sends a struct, the Queue, even
		// empty: the first builds moved it to the floor and left it so).
		if v := g[part]; !empty(v) {
			cur[part] = v
		}
		delete(g, part)
	}
	delete(g, "Visible")
	for _, turn := range []string{"ArrivedTurn", "HeardAt"} {
		if v, ok := root[turn]; ok {
			g[turn] = v
			delete(root, turn)
		}
	}
	delete(root, "Game")
	root["State"] = g
	return nil
}

// empty reports a value of a tree that holds nothing: not sent, a struct of no field sent, a list of none.
func empty(v any) bool {
	if v == nil {
		return true
	}
	if o, ok := v.(object); ok {
		return len(o) == 0
	}
	n, _, ok := elementsOf(v)
	return ok && n == 0
}

// packLetters (version 2 to 3): a thing in a pack had no letter of its own (its place in the pack gave
// it); Item.Letter keeps it. Each thing gets the letter its place gave it: a, b, c... (the actors of format
// 1 are on the Game, those of its current floor, and on its floors).
func packLetters(root object) error {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	give := func(a object) error {
		pack, _ := a["Pack"].(list)
		for i, it := range pack {
			o, ok := it.(object)
			if !ok || i >= len(letters) {
				continue // not a thing (into refuses it); past the letters, the load letters it (game.Restore)
			}
			if _, ok := o["Letter"]; !ok {
				o["Letter"] = uint64(letters[i])
			}
		}
		return nil
	}
	if err := walk(root, "Game.Actors.*", give); err != nil {
		return err
	}
	return walk(root, "Game.Floors.*.Actors.*", give)
}

// itemPlaces (version 4 to 5): a level's places for items, Level.Items, became Level.ItemPlaces.
func itemPlaces(root object) error {
	return walk(root, "State.Floors.*.Level", func(l object) error {
		l.rename("Items", "ItemPlaces")
		return nil
	})
}

// playerOnce (version 5 to 6): every floor held the player as the first of its Actors (ID 0), a copy on
// the floors the player had left; the player is now held once, State.Player (the current floor's), and
// a floor's Creatures are the rest of its Actors, their IDs (from 1) unchanged.
func playerOnce(root object) error {
	st, ok := root["State"].(object)
	if !ok {
		return errors.New("no state")
	}
	floors, _ := st["Floors"].(list)
	depth := st.int("Depth")
	if depth < 1 || depth > int64(len(floors)) {
		return fmt.Errorf("depth %d of %d floors", depth, len(floors))
	}
	for i, f := range floors {
		f, ok := f.(object)
		if !ok {
			return fmt.Errorf("floor %d empty", i+1)
		}
		actors, _ := f["Actors"].(list)
		delete(f, "Actors")
		if len(actors) == 0 {
			return fmt.Errorf("floor %d without the player", i+1)
		}
		if pl, ok := actors[0].(object); !ok || pl["Player"] != true {
			return fmt.Errorf("floor %d: its first actor is not the player", i+1)
		}
		if int64(i+1) == depth {
			st["Player"] = actors[0]
		}
		if len(actors) > 1 {
			f["Creatures"] = actors[1:]
		}
	}
	return nil
}

// twelveSlots (version 9, format 2, to 10, format 3): an actor wore 9 slots; rings and an amulet made
// them 12, the three new ones last (game.SlotLeftRing, SlotRightRing, SlotNeck), empty in an older game.
// Magic is new too: the looks of potions and scrolls are dealt on load (game.Restore), the rest left zero.
func twelveSlots(root object) error {
	widen := func(a object) error {
		worn, ok := a["Worn"].(list)
		if !ok {
			return nil // nothing worn sent: all 12 left empty
		}
		if len(worn) != 9 {
			return fmt.Errorf("%d slots worn, not 9", len(worn))
		}
		a["Worn"] = append(worn, object{}, object{}, object{})
		return nil
	}
	if err := walk(root, "State.Player", widen); err != nil {
		return err
	}
	return walk(root, "State.Floors.*.Creatures.*", widen)
}

// legacySave is what a save of version 17 or older holds that this game keeps elsewhere: the rule set by
// its number in the registry, and each fighter's rule-set numbers as fields of its Actor (ruleSetState reads
// the tree of the payload into this shape by name, as gob would).
type legacySave struct{ State legacyState }

type legacyState struct {
	Rules  uint8
	Player *legacyActor
	Floors []*legacyFloor
}

type legacyFloor struct{ Creatures []*legacyActor }

type legacyActor struct {
	Fatigue, Harassed, GuardSpent, BlockLeft, Luck, Exp int
	FatigueAt, HarassRound, GuardAt, LuckAt             int64
}

// legacy is a's numbers as the rule sets' Migrate reads them.
func (a *legacyActor) legacy() ruleset.Legacy {
	if a == nil {
		return ruleset.Legacy{}
	}
	return ruleset.Legacy{"Fatigue": int64(a.Fatigue), "FatigueAt": a.FatigueAt, "Harassed": int64(a.Harassed), "HarassRound": a.HarassRound,
		"GuardSpent": int64(a.GuardSpent), "GuardAt": a.GuardAt, "BlockLeft": int64(a.BlockLeft), "Luck": int64(a.Luck), "LuckAt": a.LuckAt,
		"Exp": int64(a.Exp)}
}

// ruleSetState (version 17, format 4, to 18, format 5): the rule set was a number in State.Rules, and what
// it kept of each fighter fields of Actor (Fatigue, Harassed, GuardSpent, BlockLeft, Luck, Exp and their
// times); the rule set is now named (State.RuleSet), and each fighter's numbers are the rule set's own
// State (Actor.RuleState), which the rule set's Migrate makes from the old fields.
func ruleSetState(root object) error {
	var old legacySave
	if err := into(reflect.ValueOf(&old).Elem(), root, "save"); err != nil {
		return err
	}
	sets := registry.List()
	if int(old.State.Rules) >= len(sets) {
		return fmt.Errorf("rule set %d of %d", old.State.Rules, len(sets))
	}
	rs := sets[old.State.Rules]
	st, ok := root["State"].(object)
	if !ok {
		return errors.New("no state")
	}
	st["RuleSet"] = rs.Name()
	delete(st, "Rules")
	set := func(a object, la *legacyActor) {
		state := rs.Migrate(la.legacy())
		a["RuleState"] = append([]int64(nil), state[:]...)
		for _, f := range []string{"Fatigue", "FatigueAt", "Harassed", "HarassRound", "GuardSpent", "GuardAt", "BlockLeft", "Luck", "LuckAt", "Exp"} {
			delete(a, f)
		}
	}
	if pl, ok := st["Player"].(object); ok {
		set(pl, old.State.Player)
	}
	floors, _ := st["Floors"].(list)
	for i, f := range floors {
		f, _ := f.(object)
		cs, _ := f["Creatures"].(list)
		if len(cs) != len(old.State.Floors[i].Creatures) {
			return fmt.Errorf("floor %d's creatures", i+1)
		}
		for j, c := range cs {
			if c, ok := c.(object); ok {
				set(c, old.State.Floors[i].Creatures[j])
			}
		}
	}
	return nil
}

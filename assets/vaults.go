// Vaults: the authored level pieces and whole levels (vaults/*.txt), overlaid and checked like the tables.

package assets

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/cleave-game/cleave/levels"
)

// VaultDir is the directory of the vault texts, in the embedded files and in an overlay.
const VaultDir = "vaults"

// vaultSource is one vault text to parse: its name ("vaults/shrine.txt"), its label in
// messages, its bytes, and whether it comes from the overlay.
type vaultSource struct {
	name, label string
	text        []byte
	overlaid    bool
}

// vaultSources lists the vault texts in name order: the embedded ones, each replaced by the
// overlay's file of the same name, and the overlay's new ones.
func vaultSources(overlay fs.FS, label func(string) string) ([]vaultSource, error) {
	return levelSources(overlay, label, VaultDir)
}

// levelSources lists the level texts of dir (VaultDir, TutorialDir) as vaultSources does.
func levelSources(overlay fs.FS, label func(string) string, dir string) ([]vaultSource, error) {
	byName := map[string]vaultSource{}
	embedded, err := fs.Glob(Files, dir+"/*.txt")
	if err != nil {
		return nil, fmt.Errorf("listing the embedded vaults: %w", err)
	}
	for _, n := range embedded {
		b, err := readData(Files, n)
		if err != nil {
			return nil, fmt.Errorf("reading embedded %s: %w", n, err)
		}
		byName[n] = vaultSource{name: n, label: "assets/" + n, text: b}
	}
	if overlay != nil {
		entries, err := fs.ReadDir(overlay, dir)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("reading %s: %w", label(dir), err)
		}
		for _, e := range entries {
			if e.IsDir() || path.Ext(e.Name()) != ".txt" || strings.HasPrefix(e.Name(), ".") {
				continue // not a vault, or an editor's hidden working file
			}
			n := path.Join(dir, e.Name())
			b, err := readData(overlay, n)
			if err != nil {
				return nil, fmt.Errorf("reading %s: %w", label(n), err)
			}
			byName[n] = vaultSource{name: n, label: label(n), text: b, overlaid: true}
		}
	}
	out := make([]vaultSource, 0, len(byName))
	for _, s := range byName {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, nil
}

// vaults parses each vault text with levels' parser and checks that each letter of a map
// names a creature by its code, and that the data has items of each kind its item glyphs
// place. Problems are reported at the file, line and column of the designer's text; a broken
// creatures.toml (creaturesOK false) or weapons.toml or armour.toml (itemsOK false) is
// reported there, not at every glyph.
func (l *loader) vaults(srcs []vaultSource, creaturesOK, itemsOK bool) {
	for _, s := range srcs {
		if v := l.level(s, creaturesOK, itemsOK, false); v != nil {
			l.d.Vaults = append(l.d.Vaults, v)
		}
	}
}

// level parses one level text s (a vault of the dungeon, or a tutorial lesson's level when lesson is set)
// and checks its legend as vaults says; nil when it has a problem, reported. A trap's place '^' is a
// lesson's alone: the dungeon's traps are placed by depth.
func (l *loader) level(s vaultSource, creaturesOK, itemsOK, lesson bool) *levels.Vault {
	v, err := levels.ParseVault(s.name, s.text)
	if err != nil {
		var pe *levels.ParseError
		if !errors.As(err, &pe) {
			l.errs = append(l.errs, Problem{File: s.label, Line: 1, Col: 1, Msg: err.Error()})
			return nil
		}
		l.errs = append(l.errs, Problem{File: s.label, Line: pe.Line, Col: pe.Col, Msg: pe.What})
		return nil
	}
	bad := false
	for _, sp := range v.Spawns {
		msg := ""
		var ref *reference
		switch sp.Kind {
		case levels.SpawnCreature:
			if _, ok := l.codes[sp.Code]; !ok && creaturesOK {
				msg = fmt.Sprintf("letter %q names no creature; the codes of creatures.toml are %s", sp.Code, l.codeList())
			}
		case levels.SpawnItem:
			if k, ok := levels.ItemKindOf(sp.Code); ok && itemsOK {
				msg, ref = l.noItemsOf(k)
			}
		case levels.SpawnTrap:
			if !lesson {
				msg = fmt.Sprintf("%q places a trap of a tutorial lesson (tutorial.toml names it); the dungeon's traps are placed by depth (spells.toml)", sp.Code)
			}
		}
		if msg != "" {
			line, col := v.Pos(sp.P)
			l.errs = append(l.errs, Problem{File: s.label, Line: line, Col: col, Msg: msg, ref: ref})
			bad = true
		}
	}
	if bad {
		return nil
	}
	return v
}

// noItemsOf says what is wrong with an item glyph of kind k when the data has no item of that
// kind to place, "" when it has; ref is the files that were to give one (any name of theirs).
func (l *loader) noItemsOf(k levels.ItemKind) (msg string, ref *reference) {
	weapons := slices.ContainsFunc(l.d.Weapons, func(w Weapon) bool { return w.Name != BareHands })
	ammo, armour := len(l.d.Ammunition) > 0, len(l.d.Armours) > 0
	of := func(files ...string) *reference { return &reference{files: files} }
	switch {
	case k == levels.WeaponItem && !weapons:
		return fmt.Sprintf("%q places a weapon, and weapons.toml has none but %s", k.Glyph(), BareHands), of("weapons.toml")
	case k == levels.AmmoItem && !ammo:
		return fmt.Sprintf("%q places ammunition, and weapons.toml has none", k.Glyph()), of("weapons.toml")
	case k == levels.ArmourItem && !armour:
		return fmt.Sprintf("%q places a piece of armour, and armour.toml has none", k.Glyph()), of("armour.toml")
	case (k == levels.PotionItem || k == levels.ScrollItem) && !l.hasConsumable(k == levels.ScrollItem):
		return fmt.Sprintf("%q places a %s, and potions.toml has none", k.Glyph(), k), of("potions.toml")
	case (k == levels.RingItem || k == levels.AmuletItem) && !l.hasJewel(k == levels.AmuletItem):
		return fmt.Sprintf("%q places a %s, and armour.toml has none, or affixes.toml no affix for one", k.Glyph(), k),
			of("armour.toml", "affixes.toml")
	case k == levels.AnyItem && !weapons && !ammo && !armour:
		return fmt.Sprintf("%q places any item, and the data has no weapon, ammunition or armour", k.Glyph()),
			of("weapons.toml", "armour.toml")
	}
	return "", nil
}

// codeList names each creature code with its creature: "b (cave beetle), k (kobold)".
func (l *loader) codeList() string {
	keys := make([]int, 0, len(l.codes))
	for c := range l.codes {
		keys = append(keys, int(c))
	}
	sort.Ints(keys)
	parts := make([]string, len(keys))
	for i, c := range keys {
		parts[i] = fmt.Sprintf("%c (%s)", c, l.d.Creatures[l.codes[byte(c)]].Name)
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// hasConsumable reports whether the data has a scroll (scroll) or a potion.
func (l *loader) hasConsumable(scroll bool) bool {
	return slices.ContainsFunc(l.d.Consumables, func(c Consumable) bool { return c.Scroll == scroll })
}

// hasJewel reports whether the data has an amulet (amulet) or a ring, and an affix it may carry: they are
// always magic.
func (l *loader) hasJewel(amulet bool) bool {
	slot, class := ArmourRing, OnRing
	if amulet {
		slot, class = ArmourNeck, OnAmulet
	}
	return slices.ContainsFunc(l.d.Armours, func(a Armour) bool { return a.Slot == slot }) &&
		slices.ContainsFunc(l.d.Affixes, func(a Affix) bool { return a.Fits(class) && !a.Cursed })
}

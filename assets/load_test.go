// Tests of the overlay, the lookups, the hot-reload watcher; fuzzing and benchmarks of loading.

package assets

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// longSword1d12 is the designer's edit of the issue: the long sword to 1d12.
func longSword1d12(t testing.TB) string {
	return edited(t, "weapons.toml", longSword, strings.Replace(longSword, `"1d9"`, `"1d12"`, 1))
}

func TestOverlayReplacesOnlyItsFile(t *testing.T) {
	d, err := Load(fstest.MapFS{"weapons.toml": {Data: []byte(longSword1d12(t))}})
	require.NoError(t, err)
	w, ok := d.Weapon("long sword")
	require.True(t, ok)
	assert.Equal(t, combat.Dice{Count: 1, Sides: 12}, w.Damage, "the overlay's long sword")
	assert.Equal(t, []string{"weapons.toml"}, d.Overlaid)
	assert.Empty(t, loadDefaults(t).Overlaid)
	k, ok := d.Creature("kobold")
	require.True(t, ok, "creatures come from the embedded file")
	assert.Equal(t, 6, k.HP)
}

// TestOtherWaysToWriteTables writes a table as dotted keys and as a sub-table.
func TestOtherWaysToWriteTables(t *testing.T) {
	sprites := "\nsprite = \"item_sword\"\nheld_sprite = \"weapon_sword\"\nflight_sprite = \"proj_stone\""
	verbs := `verbs = { slashing = "slash", piercing = "stab" }` + "\nweight = 4.0" + sprites
	for name, repl := range map[string]string{
		"dotted keys": `verbs.slashing = "hew"` + "\n" + `verbs.piercing = "thrust"` + "\nweight = 4.0" + sprites,
		"a sub-table": "weight = 4.0" + sprites + "\n[weapon.verbs]\nslashing = \"hew\"\npiercing = \"thrust\"",
	} {
		t.Run(name, func(t *testing.T) {
			d, err := Load(fstest.MapFS{"weapons.toml": {Data: []byte(edited(t, "weapons.toml", verbs, repl))}})
			require.NoError(t, err)
			w, _ := d.Weapon("long sword")
			assert.Equal(t, [combat.NumDamageTypes]string{combat.Slashing: "hew", combat.Piercing: "thrust"}, w.Verbs)
		})
	}
}

func TestLoadDirNamesItsFiles(t *testing.T) {
	dir := t.TempDir()
	doc := edited(t, "weapons.toml", longSword, strings.Replace(longSword, "multiplier = 2", "multiplier = 1", 1))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), []byte(doc), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not data"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".weapons.toml"), []byte("an editor's file"), 0o644))
	_, err := LoadDir(dir)
	require.Error(t, err)
	want := filepath.Join(dir, "weapons.toml") + ":" + at(t, doc, "multiplier = 1", len("multiplier = ")) +
		": multiplier 1 out of range 2 to 5 (long sword)"
	assert.Equal(t, want, err.Error())

	d, err := LoadDir("")
	require.NoError(t, err, "no directory: the embedded defaults")
	assert.Len(t, d.Weapons, 31)

	_, err = LoadDir(filepath.Join(dir, "missing"))
	require.Error(t, err)
	var errs Errors
	assert.False(t, errors.As(err, &errs), "a missing directory is not a data problem")
}

func TestLookups(t *testing.T) {
	d := loadDefaults(t)
	w, ok := d.Weapon("LONG Sword")
	require.True(t, ok, "names are case-insensitive")
	assert.Equal(t, "long sword", w.Name)
	_, ok = d.Weapon("longsword")
	assert.False(t, ok)
	names := d.WeaponNames()
	assert.True(t, slices.IsSorted(names))
	assert.Len(t, names, 31)
	assert.Contains(t, names, "bare hands")
	for _, list := range [][]string{d.ArmourNames(), d.CreatureNames(), d.SkillNames(), d.StanceNames(), d.RaceNames(), d.BackgroundNames()} {
		assert.True(t, slices.IsSorted(list))
		assert.NotEmpty(t, list)
	}
	assert.Equal(t, []string{"archer", "brute", "duelist", "hedge mage", "warrior"}, d.BackgroundNames())
	assert.Equal(t, []string{"dwarf", "elf", "human", "lizardfolk"}, d.RaceNames())
	_, ok = d.Armour("Tower Shield")
	assert.True(t, ok)
	a, ok := d.Ammo("Arrow")
	require.True(t, ok)
	assert.Equal(t, "arrows", a.Plural)
	// Factions: hostility goes both ways, and a faction is not hostile to itself unless it says so.
	assert.True(t, d.Hostile("kobolds", "goblins"))
	assert.True(t, d.Hostile("vermin", "kobolds"), "kobolds list vermin")
	assert.False(t, d.Hostile("kobolds", "kobolds"))
	assert.False(t, d.Hostile("constructs", "vermin"))
	assert.False(t, d.Hostile("nobody", "kobolds"))
	// Verbs for messages.
	sword, _ := d.Weapon("long sword")
	assert.Equal(t, [combat.NumDamageTypes]string{combat.Slashing: "slash", combat.Piercing: "stab"}, sword.Verbs)
	assert.Equal(t, combat.AnyOf(combat.Slashing, combat.Piercing), sword.Types)
}

// TestDataIsConsistent checks invariants every default entry keeps, beyond what loading enforces.
func TestDataIsConsistent(t *testing.T) {
	d := loadDefaults(t)
	for _, s := range d.Skills {
		for col, get := range map[string]func(Rank) int{
			"to_hit": func(r Rank) int { return r.ToHit }, "damage": func(r Rank) int { return r.Damage },
			"threat_widen": func(r Rank) int { return r.ThreatWiden }, "parry": func(r Rank) int { return r.Parry },
			"defence": func(r Rank) int { return r.Defence }, "multiplier_up": func(r Rank) int { return r.MultiplierUp },
			"two_weapon": func(r Rank) int { return r.TwoWeapon },
		} {
			assert.Zero(t, get(s.Ranks[0]), "%s %s: rank 0 gives nothing", s.Name, col)
			for i := 1; i <= MaxRank; i++ {
				assert.GreaterOrEqual(t, get(s.Ranks[i]), get(s.Ranks[i-1]), "%s %s: monotonic", s.Name, col)
			}
		}
		if s.Kind == WeaponSkill {
			// RULES.md §15.1: every weapon skill gives +1 to hit and +1 damage at rank 2 (Long blades in §2.4).
			assert.Equal(t, 1, s.Ranks[2].ToHit, s.Name)
			assert.Equal(t, 1, s.Ranks[2].Damage, s.Name)
		}
	}
	for _, c := range d.Creatures {
		for _, a := range c.Attacks {
			if a.Weapon != "" {
				_, ok := d.Weapon(a.Weapon)
				assert.True(t, ok, c.Name)
			}
		}
		assert.LessOrEqual(t, c.DepthMin, c.DepthMax, c.Name)
	}
	depths := map[int]int{}
	for _, c := range d.Creatures {
		for z := c.DepthMin; z <= min(c.DepthMax, 6); z++ {
			depths[z]++
		}
	}
	for z := 1; z <= 6; z++ {
		assert.GreaterOrEqual(t, depths[z], 3, "depth %d has a few creatures", z)
	}
}

// waitReload waits for the watcher's next reload and polls it.
func waitReload(t *testing.T, w *Watcher) (*Data, error) {
	t.Helper()
	select {
	case <-w.Changed():
	case <-time.After(10 * time.Second):
		require.FailNow(t, "no reload within 10 seconds of the edit")
	}
	d, err, changed := w.Poll()
	require.True(t, changed)
	_, _, again := w.Poll()
	assert.False(t, again, "a reload is reported once")
	return d, err
}

func TestWatcherReloadsAnEditAndKeepsTheLastGoodData(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "weapons.toml")
	require.NoError(t, os.WriteFile(file, []byte(embedded(t, "weapons.toml")), 0o644))
	first, err := LoadDir(dir)
	require.NoError(t, err)
	w, err := NewWatcher(dir, first)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	d, err, changed := w.Poll()
	assert.False(t, changed, "nothing changed yet")
	assert.NoError(t, err)
	assert.Same(t, first, d)

	// A good edit: the long sword to 1d12.
	require.NoError(t, os.WriteFile(file, []byte(longSword1d12(t)), 0o644))
	d, err = waitReload(t, w)
	require.NoError(t, err)
	sword, ok := d.Weapon("long sword")
	require.True(t, ok)
	assert.Equal(t, combat.Dice{Count: 1, Sides: 12}, sword.Damage)
	good := d

	// A broken edit: its problems are reported, and the last good data stays.
	broken := strings.Replace(longSword1d12(t), `"1d12"`, `"1d12x"`, 1)
	require.NoError(t, os.WriteFile(file, []byte(broken), 0o644))
	d, err = waitReload(t, w)
	require.Error(t, err)
	assert.Equal(t, file+":"+at(t, broken, `"1d12x"`, 0)+`: damage: bad dice "1d12x": want NdS, NdS+B or NdS-B, such as 1d8+2 (long sword)`, err.Error())
	assert.Same(t, good, d, "the last good data stays in use")
	d, err, changed = w.Poll()
	assert.False(t, changed)
	assert.NoError(t, err)
	assert.Same(t, good, d)
}

func TestWatcherDebouncesABurst(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "weapons.toml")
	w, err := NewWatcher(dir, nil)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	// A burst of writes, the last one 1d12: one reload, of the last.
	for _, s := range []string{"1d10", "1d11", "1d12"} {
		require.NoError(t, os.WriteFile(file, []byte(edited(t, "weapons.toml", longSword, strings.Replace(longSword, "1d9", s, 1))), 0o644))
	}
	d, err := waitReload(t, w)
	require.NoError(t, err)
	sword, _ := d.Weapon("long sword")
	assert.Equal(t, 12, sword.Damage.Sides)
}

func TestWatcherSeesAnAtomicSave(t *testing.T) {
	dir := t.TempDir()
	w, err := NewWatcher(dir, nil)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	// Editors save by writing a temporary file and renaming it over the old one.
	tmp := filepath.Join(dir, ".weapons.toml.tmp")
	require.NoError(t, os.WriteFile(tmp, []byte(longSword1d12(t)), 0o644))
	require.NoError(t, os.Rename(tmp, filepath.Join(dir, "weapons.toml")))
	d, err := waitReload(t, w)
	require.NoError(t, err)
	sword, _ := d.Weapon("long sword")
	assert.Equal(t, 12, sword.Damage.Sides)
}

func TestWatcherOfAMissingDirectory(t *testing.T) {
	_, err := NewWatcher(filepath.Join(t.TempDir(), "missing"), nil)
	assert.Error(t, err)
}

// FuzzLoad feeds arbitrary bytes as weapons.toml: loading never panics, and either succeeds or
// reports problems with positions.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(embedded(f, "weapons.toml")))
	f.Add([]byte(longSword1d12(f)))
	f.Add([]byte("[[weapon]]\nname = \"x\"\ndamage = \"1d\"\n"))
	f.Add([]byte("[[weapon]]\nname = 3\n[[weapon]]\nverbs = {slashing = [1]}\n"))
	f.Add([]byte("top = 1\n[[ammo]]\nname = \"arrow\"\nskill = \"Bows\"\n[weapon.x]\n"))
	f.Add([]byte("[[weapon]]\nname = \"a\"\n[[weapon.sub]]\nx = 1\n[[weapon]]\n\"\" = 1\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := Load(fstest.MapFS{"weapons.toml": {Data: b}})
		if err != nil {
			var errs Errors
			require.Truef(t, errors.As(err, &errs) && len(errs) > 0, "not an Errors: %v", err)
			for i, p := range errs {
				if p.File == "" { // the count of the problems left out or folded (issue 29): last, after the placed ones
					require.Truef(t, i > 0 && strings.HasPrefix(p.Msg, "and "), "a count of problems first or of no count: %+v", p)
					continue
				}
				require.Truef(t, p.Line >= 1 && p.Col >= 1 && p.Msg != "", "a problem without a place or a message: %+v", p)
				require.Truef(t, i == 0 || errs[i-1].File != "", "a placed problem after a count: %+v", p)
			}
			return
		}
		require.NotNil(t, d, "no data and no error")
	})
}

// FuzzParseDice checks that dice the parser accepts are within the limits and read back the same.
func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"1d9", "1d8+2", "2d6", "2d4-1", "100d1000", "101d6", "1d", "d6", "1d6+", "0d6", "1d6+1000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := combat.ParseDice(s)
		if err != nil {
			return
		}
		require.Truef(t, d.Count >= 1 && d.Count <= combat.MaxDiceCount && d.Sides >= 1 && d.Sides <= combat.MaxDiceSides,
			"%q parsed beyond the limits: %+v", s, d)
		again, err := combat.ParseDice(d.String())
		require.NoError(t, err, s)
		require.Equal(t, d, again, "%q read back", s)
	})
}

func BenchmarkLoadDefaults(b *testing.B) {
	for b.Loop() {
		if _, err := Load(nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoadWithErrors(b *testing.B) {
	doc := strings.Replace(embedded(b, "weapons.toml"), `"1d9"`, `"1d9x"`, 1)
	overlay := fstest.MapFS{"weapons.toml": {Data: []byte(doc)}}
	for b.Loop() {
		if _, err := Load(overlay); err == nil {
			b.Fatal("no error")
		}
	}
}

func BenchmarkWeaponLookup(b *testing.B) {
	d := loadDefaults(b)
	for b.Loop() {
		if _, ok := d.Weapon("Long Sword"); !ok {
			b.Fatal("no long sword")
		}
	}
}

func TestThirdPerson(t *testing.T) {
	// RULES.md §7.6: "The kobold stabs you.", "The giant rat bites the kobold."
	for verb, want := range map[string]string{
		"stab": "stabs", "bite": "bites", "slash": "slashes", "punch": "punches", "parry": "parries",
		"cleave": "cleaves", "pummel": "pummels", "lash out": "lashes out", "be": "is", "play": "plays",
		"hex": "hexes", "go": "goes", "": "",
	} {
		assert.Equal(t, want, ThirdPerson(verb), verb)
	}
	// Every verb of the default data conjugates to a word ending in s.
	d := loadDefaults(t)
	for _, w := range d.Weapons {
		for _, v := range w.Verbs {
			if v == "" {
				continue // a damage type the weapon does not deal
			}
			assert.True(t, strings.HasSuffix(ThirdPerson(v), "s"), v)
		}
	}
}

func TestHelpers(t *testing.T) {
	d := loadDefaults(t)
	draugr, _ := d.Creature("draugr")
	worn := d.Worn(draugr)
	require.Len(t, worn, 1)
	assert.Equal(t, "chain mail shirt", worn[0].Name)
	kobold, _ := d.Creature("kobold")
	assert.Empty(t, d.Worn(kobold))

	bow, _ := d.Weapon("short bow")
	ammo := d.AmmoFor(bow)
	require.Len(t, ammo, 1)
	assert.Equal(t, "arrow", ammo[0].Name)
	xbow, _ := d.Weapon("heavy crossbow")
	require.Len(t, d.AmmoFor(xbow), 1)
	assert.Equal(t, 2, d.AmmoFor(xbow)[0].Pierce, "RULES.md §9.3: the crossbow bolt pierces 2")
	sword, _ := d.Weapon("long sword")
	assert.Empty(t, d.AmmoFor(sword))

	lb, _ := d.Skill("Long blades")
	assert.Equal(t, lb.Ranks[0], lb.At(-3))
	assert.Equal(t, lb.Ranks[MaxRank], lb.At(99))
	assert.Equal(t, Rank{ToHit: 1, Damage: 1}, lb.At(2), "RULES.md §15.1: +1 to hit and +1 damage at rank 2")
}

// Review of issue 10: the data files spell the damage types as combat names them (one spelling).
func TestDamageTypeNamesAreCombats(t *testing.T) {
	for ty := combat.DamageType(0); ty < combat.NumDamageTypes; ty++ {
		assert.Equal(t, ty.String(), DamageTypeName(ty))
	}
	assert.Equal(t, "unknown", DamageTypeName(combat.NumDamageTypes))
}

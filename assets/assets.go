// Package assets holds Cleave's data files, embedded as the defaults, and loads them.
//
// Every number of the combat rules lives in a TOML file here: skills.toml (weapon skills and
// fighting styles with their rank tables), weapons.toml (weapons, bare hands, ammunition),
// armour.toml, tags.toml (what each creature tag means: traits, cover, remains), creatures.toml
// (the bestiary and its factions), stances.toml, races.toml, backgrounds.toml, rules.toml,
// words.toml (the phrase tables that say the odds of a fight in words), affixes.toml (the powers
// of magic items), potions.toml (potions, scrolls and their looks), talents.toml (sneak attacks,
// stealth, dazzle, Tumble, stamina, rage and the talents), spells.toml (the elements, the spells and
// the traps), hints.toml (the line a player reads the first time a thing happens), difficulty.toml (the
// difficulty curve's bands, a designer's targets checked in CI: game/census) and tutorial.toml (the
// tutorial's lessons, each a whole level of tutorial/*.txt, and their words). A comment at the
// top of each file explains each of its keys. The levels and vaults are text maps in
// vaults/*.txt, parsed by levels.ParseVault (legend in levels/doc.go); each letter of a map must
// be a creature's code (Data.CreatureByCode), and the data must have items of each kind its item
// glyphs place.
//
// Load reads the embedded files, each replaced by a designer's copy of the same name when an
// overlay has one, and the overlay's vaults/*.txt replace the vaults of the same name and add
// the others; LoadDir takes the overlay from a directory (the --assets flag). Decoding is
// strict (github.com/pelletier/go-toml/v2 with unknown keys disallowed), and a load that finds
// any problem returns no data and an Errors holding every problem, one line each, as
// `file:line:col: what is wrong (entity name)`. One mistake is told once: where a file fails to load,
// the names other files take from it, missing now, are counted in one line after its problems (which
// come first) rather than told one by one.
//
// On the desktop a Watcher watches the directory (and its vaults/) and reloads once it has been quiet after a
// burst of edits; the game polls it at the start of each turn. A bad edit reports its problems (once, and only
// once its files have stayed as they are for a moment: a file written in parts is not told broken half-way) and
// leaves the last good data in use; a file or the directory missing for a moment is waited for, and a directory replaced
// is watched again. In the browser (js) the Watcher never reloads.
package assets

import "embed"

// Files is the embedded default data: TOML tables and level texts.
//
//go:embed vaults/*.txt tutorial/*.txt pages/*.toml *.toml
var Files embed.FS

// Loading: the embedded defaults, a designer's overlay, and the lookups of the loaded data.

package assets

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	toml "github.com/pelletier/go-toml/v2"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/levels"
)

// coreFiles are the data files of the game itself, in the order they are loaded and their problems reported;
// the rule sets' files (ruleset.RuleSet.File) come between spells.toml and dungeon.toml, in the rule sets'
// order.
var coreFiles = [...]string{
	"skills.toml", "weapons.toml", "armour.toml", "tags.toml", "creatures.toml",
	"stances.toml", "races.toml", "backgrounds.toml", "rules.toml", "words.toml",
	"affixes.toml", "potions.toml", "pickup.toml",
	"talents.toml",
	"spells.toml", "hints.toml",
	"dungeon.toml", "modes.toml", "difficulty.toml", "tutorial.toml",
}

// readOverlaid reads the data file name: the overlay's when it has one (noted in Data.Overlaid), else the
// embedded one, with the label its errors give it. An error wraps fs.ErrNotExist when neither has it.
func (l *loader) readOverlaid(overlay fs.FS, label func(string) string, name string) (b []byte, lab string, err error) {
	if overlay != nil {
		ob, oerr := readData(overlay, name)
		switch {
		case oerr == nil:
			l.d.Overlaid = append(l.d.Overlaid, name)
			return ob, label(name), nil
		case !errors.Is(oerr, fs.ErrNotExist):
			return nil, "", fmt.Errorf("reading %s: %w", label(name), oerr)
		}
	}
	b, err = readData(Files, name)
	if err != nil {
		return nil, "", fmt.Errorf("reading embedded %s: %w", name, err)
	}
	return b, "assets/" + name, nil
}

// fileNames are the data files of the game and of rule sets sets, in the order they are loaded and their
// problems reported.
func fileNames(sets ruleset.List) []string {
	out := append([]string(nil), coreFiles[:len(coreFiles)-1]...)
	for _, s := range sets {
		if f := s.File(); f.Name != "" {
			out = append(out, f.Name)
		}
	}
	return append(out, coreFiles[len(coreFiles)-1])
}

// The limits of a load: data files are small texts a designer writes, and what a mistake in one puts into
// the messages (and the game's log, on a hot reload) stays readable.
const (
	// MaxFileSize bounds a data file or vault text: 1 MiB, far above the largest shipped file.
	MaxFileSize = 1 << 20
	// MaxNameLen bounds the name of an entry, in characters.
	MaxNameLen = 64
	// MaxProblems is how many problems a load reports; the rest are counted in one more line.
	MaxProblems = 50
	// quoteLen is the most characters of a name a message quotes.
	quoteLen = 40
	// maxMsgLen bounds a message, lists of known names included.
	maxMsgLen = 2000
)

// bom is the UTF-8 byte order mark some editors put at the start of a file; the loader skips it.
const bom = "\uFEFF"

// clip is s cut to quoteLen characters, with an ellipsis when it was longer: what a message quotes of a name.
func clip(s string) string {
	n := 0
	for i := range s {
		if n == quoteLen {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// readData reads file name of fsys, at most MaxFileSize bytes and one more (so that a longer file shows
// without being read whole), without a leading byte order mark. A file that tells its size is read into a
// buffer of that size, not io.ReadAll's doublings: 0.2 MB less garbage at every start (issue 35;
// BenchmarkLoadDefaults, 3.67 to 3.46 MB a load).
func readData(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	size := 512
	if st, err := f.Stat(); err == nil && st.Size() >= 0 {
		size = int(min(st.Size(), MaxFileSize)) + 1 // one more, to see the end (or a file that grew)
	}
	b, err := readAtMost(f, size, MaxFileSize+1)
	if err != nil {
		return nil, err
	}
	return bytes.TrimPrefix(b, []byte(bom)), nil
}

// readAtMost reads r to its end, or to most bytes, into a buffer of size bytes first.
func readAtMost(r io.Reader, size, most int) ([]byte, error) {
	b := make([]byte, 0, min(size, most))
	for len(b) < most {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // a file longer than it said: room to grow
		}
		n, err := r.Read(b[len(b):min(cap(b), most)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return nil, err
		}
	}
	return b, nil
}

// tooLarge is the problem of a file of more than MaxFileSize bytes, nil for one within it.
func tooLarge(label string, b []byte) *Problem {
	if len(b) <= MaxFileSize {
		return nil
	}
	return &Problem{File: label, Line: 1, Col: 1,
		Msg: fmt.Sprintf("more than %d bytes (1 MiB), the most a data file may hold", MaxFileSize)}
}

// shown is errs cut to MaxProblems, the problems left out counted in one more, and every message cut to
// maxMsgLen bytes.
func shown(errs Errors) Errors {
	if len(errs) > MaxProblems {
		more := len(errs) - MaxProblems
		errs = append(errs[:MaxProblems:MaxProblems], Problem{Msg: fmt.Sprintf("and %d more problems", more)})
	}
	for i, p := range errs {
		if len(p.Msg) > maxMsgLen {
			cut := maxMsgLen
			for cut > 0 && !utf8.RuneStart(p.Msg[cut]) {
				cut--
			}
			errs[i].Msg = p.Msg[:cut] + "…"
		}
		errs[i].Entity = clip(p.Entity)
	}
	return errs
}

// Data is everything the data files hold, parsed and validated. Treat it as read-only: a
// reload builds a new Data rather than changing one in use.
type Data struct {
	Weapons    []Weapon
	Ammunition []Ammo
	Armours    []Armour
	Creatures  []Creature
	// Tags are the creature tags of tags.toml, in its order: the first that names a cover or a
	// corpse wins.
	Tags []Tag
	// TagDefaults are a creature's cover and remains when none of its tags names them.
	TagDefaults TagDefaults
	Factions    []Faction
	Skills      []Skill
	Stances     []Stance
	Races       []Race
	Backgrounds []Background
	// Default is the character the bot and scripted runs play (backgrounds.toml default_character).
	Default DefaultCharacter
	Rules   Rules
	// Words are the phrase tables of words.toml: the odds of a fight in words.
	Words OddsWords
	// RankNames are what messages call each rank of a skill, 0 to MaxRank (skills.toml rank_names).
	RankNames [MaxRank + 1]string
	// Affixes are the powers of magic items (affixes.toml), in its order; Magic its rules of learning
	// and generation.
	Affixes []Affix
	Magic   MagicRules
	// Consumables are the potions and scrolls of potions.toml, in its order; Looks their appearances.
	Consumables []Consumable
	// Pickup are pickup.toml's kinds of item for auto-pickup, in its order.
	Pickup []PickupKind
	Looks  Looks
	// Vaults are the authored level pieces and whole levels (vaults/*.txt), in name order.
	Vaults []*levels.Vault
	// Overlaid names the data files read from the overlay rather than the embedded defaults
	// (vault texts as "vaults/NAME.txt").
	Overlaid []string
	// Elements, Spells and Traps are spells.toml's entries; Resist is its resistance rule and
	// SearchBonus what a search adds to noticing a trap (RULES.md §28–§31).
	Elements    []Element
	Spells      []Spell
	Traps       []Trap
	Resist      combat.ResistRule
	SearchBonus int
	// KnowTraps is the percent chance a creature knows the traps of the level it is made on.
	KnowTraps int
	// TrapSkill is the skill that notices and disarms traps, and is trained by it.
	TrapSkill string
	spells    map[string]int
	traps     map[string]int

	weapons, ammo, armours, creatures, factions, skills, stances, races, backgrounds, tags map[string]int
	hostility                                                                              [][]bool // [a][b] by faction index: hostilityOf
	affixes, consumables                                                                   map[string]int
	byCode                                                                                 map[byte]int // creature code → index in Creatures
	// Tactics are talents.toml's numbers: sneak attacks, stealth, momentary states, Tumble, stamina,
	// rage (combat/RULES.md §22–§27); Talents its talents, in the file's order.
	Tactics Tactics
	Talents []Talent
	talents map[string]int
	// ruleSets are the rule sets the data was loaded for, each with its data file's numbers (RuleSets).
	ruleSets ruleset.List
	// pages are the rule sets' help pages (pages/NAME.toml), by rule set name (About).
	pages map[string]ruleset.About
	// Hints are hints.toml's lines, one for each of HintEvents: what a player reads the first time a
	// thing happens (render/ui's hints).
	Hints []Hint
	// Tutorial is tutorial.toml's: the lessons, each a level of tutorial/ (issue 33).
	Tutorial Tutorial
	// Dungeon is dungeon.toml: the goal, the themes of the depths and the score (combat/RULES.md §36).
	Dungeon Dungeon
	// Modes are modes.toml's kinds of run, in its order: the first the whole dungeon (combat/RULES.md §38.5).
	Modes []Mode
	// Difficulty is difficulty.toml: each level's expected character and the band of its threat, in order
	// from level 1 (combat/RULES.md §40).
	Difficulty []DifficultyLevel
}

// Load reads the embedded data files, each replaced by the file of the same name in overlay
// when overlay has one (overlay may be nil); the overlay's vaults/*.txt replace the embedded
// vaults of the same name and add the others. A problem in any file makes it return nil and an
// Errors listing every problem; messages name overlay files by their name in overlay and
// embedded ones as "assets/NAME". The data is loaded for every rule set of the registry.
func Load(overlay fs.FS) (*Data, error) { return LoadWith(overlay, registry.List()) }

// LoadWith is Load for the rule sets sets: each rule set's data file is read and checked with the others,
// and Data.RuleSets gives them with their numbers.
func LoadWith(overlay fs.FS, sets ruleset.List) (*Data, error) {
	return load(overlay, func(name string) string { return name }, sets)
}

// LoadDir is Load with the overlay read from the directory dir; messages name its files by
// their path under dir. An empty dir loads the embedded defaults alone.
func LoadDir(dir string) (*Data, error) { return LoadDirWith(dir, registry.List()) }

// LoadDirWith is LoadDir for the rule sets sets.
func LoadDirWith(dir string, sets ruleset.List) (*Data, error) {
	if dir == "" {
		return LoadWith(nil, sets)
	}
	st, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("assets directory: %w", err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("assets directory %s: not a directory", dir)
	}
	return load(os.DirFS(dir), func(name string) string { return filepath.Join(dir, name) }, sets)
}

// FileNames lists the data files an overlay directory may replace, in the order they are loaded: the
// game's, and its rule sets' (the registry's).
func FileNames() []string { return fileNames(registry.List()) }

// load reads and checks every file for rule sets sets; label turns an overlay file's name into its name in
// messages.
func load(overlay fs.FS, label func(string) string, sets ruleset.List) (*Data, error) {
	if len(sets) == 0 {
		return nil, errors.New("assets: no rule set to load the data for")
	}
	l := newLoader()
	files := fileNames(sets)
	order := map[string]int{}
	sources := map[string][]byte{}
	labels := map[string]string{}
	for i, name := range files {
		b, lab, err := l.readOverlaid(overlay, label, name)
		if err != nil {
			return nil, err
		}
		sources[name], labels[name], order[lab] = b, lab, i
		if p := tooLarge(lab, b); p != nil {
			l.errs = append(l.errs, *p)
		}
	}
	vaults, err := vaultSources(overlay, label)
	if err != nil {
		return nil, err
	}
	lessons, err := levelSources(overlay, label, TutorialDir)
	if err != nil {
		return nil, err
	}
	texts := append(slices.Clone(vaults), lessons...) // the dungeon's vaults and the tutorial's levels
	for _, v := range texts {
		if p := tooLarge(v.label, v.text); p != nil {
			l.errs = append(l.errs, *p)
		}
	}
	if len(l.errs) > 0 { // not read further: a file that large is no designer's text
		return nil, shown(l.errs.sorted(order))
	}
	for i, v := range texts {
		order[v.label] = len(files) + i
		if v.overlaid {
			l.d.Overlaid = append(l.d.Overlaid, v.name)
		}
	}
	if overlay != nil {
		l.strayFiles(overlay, label, files)
	}
	l.skillsFile(labels["skills.toml"], sources["skills.toml"])
	l.weaponsFile(labels["weapons.toml"], sources["weapons.toml"])
	l.armourFile(labels["armour.toml"], sources["armour.toml"])
	l.tagsFile(labels["tags.toml"], sources["tags.toml"])
	l.creaturesFile(labels["creatures.toml"], sources["creatures.toml"])
	l.stancesFile(labels["stances.toml"], sources["stances.toml"])
	l.racesFile(labels["races.toml"], sources["races.toml"])
	l.backgroundsFile(labels["backgrounds.toml"], sources["backgrounds.toml"])
	l.rulesFile(labels["rules.toml"], sources["rules.toml"])
	l.wordsFile(labels["words.toml"], sources["words.toml"])
	l.affixesFile(labels["affixes.toml"], sources["affixes.toml"])
	l.potionsFile(labels["potions.toml"], sources["potions.toml"])
	l.pickupFile(labels["pickup.toml"], sources["pickup.toml"])
	l.talentsFile(labels["talents.toml"], sources["talents.toml"])
	l.spellsFile(labels["spells.toml"], sources["spells.toml"])
	l.hintsFile(labels["hints.toml"], sources["hints.toml"])
	l.ruleSets(sets, labels, sources)
	l.dungeonFile(labels["dungeon.toml"], sources["dungeon.toml"])
	l.modesFile(labels["modes.toml"], sources["modes.toml"])
	l.difficultyFile(labels["difficulty.toml"], sources["difficulty.toml"])
	if err := l.pages(overlay, label, sets, order); err != nil {
		return nil, err
	}
	for _, f := range l.later {
		f()
	}
	in := func(files ...string) bool {
		return slices.ContainsFunc(l.errs, func(p Problem) bool {
			return slices.ContainsFunc(files, func(f string) bool { return p.File == labels[f] })
		})
	}
	l.vaults(vaults, !in("creatures.toml"), !in("weapons.toml", "armour.toml"))
	l.tutorialFile(labels["tutorial.toml"], sources["tutorial.toml"], lessons, !in("creatures.toml"), !in("weapons.toml", "armour.toml"))
	l.checkModeLevels()
	if len(l.errs) == 0 { // the rule sets' names, once the files that give names read without a problem
		for _, check := range l.ruleRefs {
			check()
		}
	}
	l.needs(labels["weapons.toml"], l.weapons, BareHands)
	l.needs(labels["stances.toml"], l.stances, NeutralStance)
	l.needsOne(labels["races.toml"], l.races)
	l.needsOne(labels["backgrounds.toml"], l.backgrounds)
	if !l.rulesRead && len(l.errs) == 0 {
		l.errs = append(l.errs, Problem{File: labels["rules.toml"], Line: 1, Col: 1, Msg: "no rules: the file needs its keys"})
	}
	if !l.tacticsRead && len(l.errs) == 0 {
		l.errs = append(l.errs, Problem{File: labels["talents.toml"], Line: 1, Col: 1, Msg: "no tactics: the file needs its tables before the talents"})
	}
	if len(l.errs) == 0 {
		for _, check := range l.pageRefs {
			check()
		}
	}
	if len(l.errs) > 0 {
		return nil, l.report(l.errs.sorted(order), labels)
	}
	d := l.d
	d.talents = l.talents.index
	d.weapons, d.ammo, d.armours = l.weapons.index, l.ammo.index, l.armours.index
	d.creatures, d.factions, d.skills = l.creatures.index, l.factions.index, l.skills.index
	d.stances, d.races, d.backgrounds = l.stances.index, l.races.index, l.backgrounds.index
	d.tags, d.byCode = l.tags.index, l.codes
	d.affixes, d.consumables = l.affixes.index, l.consumables.index
	d.spells, d.traps = l.spells.index, l.traps.index
	d.hostility = hostilityOf(d.Factions)
	return d, nil
}

// hostilityOf is the hostility matrix of factions, by their index: [a][b] when either lists the other as
// hostile (names compared without case), built once at load so that a turn's many tests are a lookup.
func hostilityOf(fs []Faction) [][]bool {
	m := make([][]bool, len(fs))
	for i := range m {
		m[i] = make([]bool, len(fs))
	}
	for i, f := range fs {
		for _, h := range f.Hostile {
			for j := range fs {
				if strings.EqualFold(h, fs[j].Name) {
					m[i][j], m[j][i] = true, true
				}
			}
		}
	}
	return m
}

// strayFiles reports .toml files in the overlay's top directory that the game does not read,
// so that a misnamed copy is not silently ignored.
func (l *loader) strayFiles(overlay fs.FS, label func(string) string, fileNames []string) {
	entries, err := fs.ReadDir(overlay, ".")
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || path.Ext(n) != ".toml" || strings.HasPrefix(n, ".") {
			continue // not data, or an editor's hidden working file
		}
		known := false
		for _, f := range fileNames {
			known = known || f == n
		}
		if known {
			continue
		}
		msg := fmt.Sprintf("unknown data file %q; the data files are %s", n, strings.Join(fileNames, ", "))
		if best := closest(n, fileNames); best != "" {
			msg = fmt.Sprintf("unknown data file %q, did you mean %q?", n, best)
		}
		l.errs = append(l.errs, Problem{File: label(n), Line: 1, Col: 1, Msg: msg})
	}
}

// report is the problems of a load that failed, as the designer reads them: the problems that follow
// from another file's failure folded into one line (Errors.fold) after the others, the root mistakes
// first, at most MaxProblems of them. labels names each data file in messages.
func (l *loader) report(errs Errors, labels map[string]string) Errors {
	lost := map[string]bool{}
	for _, n := range l.allNames() {
		lost[n.file] = lost[n.file] || n.lost
	}
	shipped := map[string]map[string]bool{} // read once for each file asked about
	kept, folded, causes := errs.fold(labels, lost, func(file string) map[string]bool {
		if _, ok := shipped[file]; !ok {
			shipped[file] = shippedNames(file)
		}
		return shipped[file]
	})
	out := shown(kept)
	if folded > 0 {
		out = append(out, foldLine(folded, causes))
	}
	for i := range out {
		out[i].ref, out[i].whole = nil, false
	}
	return out
}

// shippedNames are the names (lower case) the entries of the game's own copy of data file name give,
// whatever their kind; none for a file that is not among the embedded ones.
func shippedNames(name string) map[string]bool {
	b, err := readData(Files, name)
	var doc map[string]any
	if err != nil || toml.Unmarshal(b, &doc) != nil {
		return nil
	}
	out := map[string]bool{}
	for _, v := range doc {
		rows, _ := v.([]any)
		for _, r := range rows {
			if row, ok := r.(map[string]any); ok {
				if n, ok := row["name"].(string); ok {
					out[strings.ToLower(n)] = true
				}
			}
		}
	}
	return out
}

// needs reports an entry the game cannot do without. In a file of the designer's directory, the message
// says that it replaces the game's whole file: a designer who wrote only the rows to change lost the rest.
func (l *loader) needs(file string, n *names, name string) {
	if n.has(name) {
		return
	}
	msg := fmt.Sprintf("no %s named %q: the game needs one", n.kind, name)
	if !strings.HasPrefix(file, "assets/") {
		msg += " (a file of your directory replaces the game's whole file: copy the game's and change it there)"
	}
	l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: msg, whole: true})
}

// needsOne reports a file of n that gives none: the player is made of one of each.
func (l *loader) needsOne(file string, n *names) {
	if len(n.index) == 0 {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: fmt.Sprintf("no %s: the game needs at least one", n.kind), whole: true})
	}
}

// loader gathers the entries and problems of one load.
type loader struct {
	errs  Errors
	later []func() // cross-references, checked once every name is known
	// modeLevels look up the goal levels modes.toml names, once the vaults are read.
	modeLevels []func()
	// ruleRefs check the rule sets' files' names of weapons, armour, creatures, races... (rulesets.go).
	ruleRefs []func()
	// pageRefs check the names of the data the rule sets' pages write (pages.go), once all else is well.
	pageRefs []func()
	d        *Data

	weapons, ammo, armours, creatures, factions, skills, stances, races, backgrounds, tags *names
	affixes, consumables                                                                   *names
	weaponSkills                                                                           *names       // the skills of kind weapon
	rulesRead                                                                              bool         // rules.toml gave its table
	talents                                                                                *names       // talents.toml's talents
	tacticsRead                                                                            bool         // talents.toml gave its tables
	codes                                                                                  map[byte]int // creature code → index in d.Creatures
	elements, spells, traps                                                                *names
}

// allNames are the indexes of names of every kind the data files give.
func (l *loader) allNames() []*names {
	return []*names{l.weaponSkills, l.weapons, l.ammo, l.armours, l.creatures, l.factions, l.skills, l.stances, l.races,
		l.backgrounds, l.tags, l.affixes, l.consumables, l.talents, l.elements, l.spells, l.traps}
}

func newLoader() *loader {
	return &loader{
		weaponSkills: newNames("weapon skill", "skills.toml"),
		d:            &Data{},
		codes:        map[byte]int{},
		weapons:      newNames("weapon", "weapons.toml"), ammo: newNames("ammunition", "weapons.toml"),
		armours: newNames("armour", "armour.toml"), creatures: newNames("creature", "creatures.toml"),
		factions: newNames("faction", "creatures.toml"), skills: newNames("skill", "skills.toml"),
		stances: newNames("stance", "stances.toml"), races: newNames("race", "races.toml"),
		backgrounds: newNames("background", "backgrounds.toml"), tags: newNames("tag", "tags.toml"),
		affixes: newNames("affix", "affixes.toml"), consumables: newNames("potion or scroll", "potions.toml"),
		talents:  newNames("talent", "talents.toml"),
		elements: newNames("element", "spells.toml"), spells: newNames("spell", "spells.toml"),
		traps: newNames("trap", "spells.toml"),
	}
}

// register adds an entry's name (or reports it missing) and reports whether the entry is
// good to convert: named, new, and decoded without type errors.
func register[T any](g *group[T], n *names, next int) bool {
	if g.name == "" {
		n.lost = true
		switch {
		case !g.ok:
		case !g.has("name"):
			g.require("name")
		default:
			g.errorf("name", "name must be a non-empty string")
		}
		return false
	}
	if utf8.RuneCountInString(g.name) > MaxNameLen {
		n.lost = true
		g.errorf("name", "a name of %d characters, more than the %d a name may have", utf8.RuneCountInString(g.name), MaxNameLen)
		return false
	}
	if !n.add(g.ent, g.name, next) {
		return false
	}
	if !g.ok {
		n.index[strings.ToLower(g.name)] = -1
	}
	return g.ok
}

func lookup[T any](s []T, idx map[string]int, name string) (*T, bool) {
	i, ok := idx[name] // names are mostly lower case already: no allocation then
	if !ok && hasUpper(name) {
		var buf [64]byte
		if low, ascii := lowerASCII(buf[:0], name); ascii {
			i, ok = idx[string(low)] // a lookup by converted bytes allocates nothing
		} else {
			i, ok = idx[strings.ToLower(name)]
		}
	}
	if !ok || i < 0 || i >= len(s) {
		return nil, false
	}
	return &s[i], true
}

func sortedNames(idx map[string]int, name func(int) string) []string {
	out := make([]string, 0, len(idx))
	for _, i := range idx {
		out = append(out, name(i))
	}
	sort.Strings(out)
	return out
}

// BareHands is the weapons.toml row of an empty hand. Loaded data always has it (the loader refuses
// data without it); it is nil only for a Data not made by Load.
func (d *Data) BareHands() *Weapon {
	w, _ := d.Weapon(BareHands)
	return w
}

// Weapon finds a weapon by name, in any case.
func (d *Data) Weapon(name string) (*Weapon, bool) { return lookup(d.Weapons, d.weapons, name) }

// Ammo finds ammunition by its singular name, in any case.
func (d *Data) Ammo(name string) (*Ammo, bool) { return lookup(d.Ammunition, d.ammo, name) }

// Armour finds a piece of armour or a shield by name, in any case.
func (d *Data) Armour(name string) (*Armour, bool) { return lookup(d.Armours, d.armours, name) }

// Creature finds a creature by name, in any case.
func (d *Data) Creature(name string) (*Creature, bool) {
	return lookup(d.Creatures, d.creatures, name)
}

// CreatureByCode finds the creature a letter of a vault map stands for: the one whose code
// (creatures.toml) it is.
func (d *Data) CreatureByCode(code byte) (*Creature, bool) {
	i, ok := d.byCode[code]
	if !ok || i < 0 || i >= len(d.Creatures) {
		return nil, false
	}
	return &d.Creatures[i], true
}

// Tag finds a creature tag of tags.toml by name, in any case.
func (d *Data) Tag(name string) (*Tag, bool) { return lookup(d.Tags, d.tags, name) }

// Faction finds a faction by name, in any case.
func (d *Data) Faction(name string) (*Faction, bool) { return lookup(d.Factions, d.factions, name) }

// Skill finds a weapon skill or fighting style by name, in any case.
func (d *Data) Skill(name string) (*Skill, bool) { return lookup(d.Skills, d.skills, name) }

// RankName is what messages call rank r of a skill ("practised"), r held within 0..MaxRank.
func (d *Data) RankName(r int) string { return d.RankNames[min(max(r, 0), MaxRank)] }

// Stance finds a stance by name, in any case.
func (d *Data) Stance(name string) (*Stance, bool) { return lookup(d.Stances, d.stances, name) }

// Race finds a race by name, in any case.
func (d *Data) Race(name string) (*Race, bool) { return lookup(d.Races, d.races, name) }

// Background finds a background by name, in any case.
func (d *Data) Background(name string) (*Background, bool) {
	return lookup(d.Backgrounds, d.backgrounds, name)
}

// WeaponNames lists the weapons' names, sorted, for messages that name the valid choices.
func (d *Data) WeaponNames() []string {
	return sortedNames(d.weapons, func(i int) string { return d.Weapons[i].Name })
}

// ArmourNames lists the names of the armour and shields, sorted.
func (d *Data) ArmourNames() []string {
	return sortedNames(d.armours, func(i int) string { return d.Armours[i].Name })
}

// CreatureNames lists the creatures' names, sorted.
func (d *Data) CreatureNames() []string {
	return sortedNames(d.creatures, func(i int) string { return d.Creatures[i].Name })
}

// SkillNames lists the names of the weapon skills and fighting styles, sorted.
func (d *Data) SkillNames() []string {
	return sortedNames(d.skills, func(i int) string { return d.Skills[i].Name })
}

// StanceNames lists the stances' names, sorted.
func (d *Data) StanceNames() []string {
	return sortedNames(d.stances, func(i int) string { return d.Stances[i].Name })
}

// RaceNames lists the races' names, sorted.
func (d *Data) RaceNames() []string {
	return sortedNames(d.races, func(i int) string { return d.Races[i].Name })
}

// BackgroundNames lists the backgrounds' names, sorted.
func (d *Data) BackgroundNames() []string {
	return sortedNames(d.backgrounds, func(i int) string { return d.Backgrounds[i].Name })
}

// Hostile reports whether creatures of factions a and b fight each other: either lists the
// other as hostile. Unknown factions are hostile to nobody.
func (d *Data) Hostile(a, b string) bool {
	i, okA := d.factionIndex(a)
	j, okB := d.factionIndex(b)
	return okA && okB && d.hostility[i][j]
}

// FactionIndex is the index of faction name in Factions, for HostileAt, and whether there is one.
func (d *Data) FactionIndex(name string) (int, bool) { return d.factionIndex(name) }

// HostileAt is Hostile of the factions of indices i and j (FactionIndex's).
func (d *Data) HostileAt(i, j int) bool { return d.hostility[i][j] }

// factionIndex is the index of faction name in Factions, and whether there is one.
func (d *Data) factionIndex(name string) (int, bool) {
	i, ok := d.factions[name]
	if !ok && hasUpper(name) {
		var buf [64]byte
		if low, ascii := lowerASCII(buf[:0], name); ascii {
			i, ok = d.factions[string(low)]
		} else {
			i, ok = d.factions[strings.ToLower(name)]
		}
	}
	return i, ok && i >= 0 && i < len(d.hostility)
}

// Worn lists the armour and shields creature c wears.
func (d *Data) Worn(c *Creature) []*Armour {
	var out []*Armour
	for _, name := range c.Armour {
		if a, ok := d.Armour(name); ok {
			out = append(out, a)
		}
	}
	return out
}

// AmmoFor lists the ammunition missile weapon w shoots: the ammunition of its weapon skill.
// Thrown weapons and weapons up close shoot none.
func (d *Data) AmmoFor(w *Weapon) []*Ammo {
	var out []*Ammo
	for i := range d.Ammunition {
		if strings.EqualFold(d.Ammunition[i].Skill, w.Skill) {
			out = append(out, &d.Ammunition[i])
		}
	}
	return out
}

// hasUpper reports whether s has a character that lower-casing would change.
// lowerASCII appends s lower-cased to buf, as strings.ToLower would lower it, when s is all ASCII; false,
// and nothing appended, when it is not.
func lowerASCII(buf []byte, s string) ([]byte, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return buf, false
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf, true
}

func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' || c >= 0x80 {
			return true
		}
	}
	return false
}

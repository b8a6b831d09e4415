// Bounded flags (issue 29, point 8): every flag of a designer command knows its range (a flagrange.Value, as
// the game's flags do), and a value outside it is a bad request, exit status 2, said in one line that names
// the flag and the range, in the words of the game's flags:
//
//	designer arena: invalid value "-1" for flag --apart: want 1 to 70 cells (...)
//
// A number is checked as it is read; a name (a weapon, a creature...) once the data is loaded; flags that do
// not go together, and a flag that needs another, when every flag is read. TestEveryFlagIsBounded walks every
// flag of every command with values outside its range.

package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/flagrange"
)

// maxCount is the most fights or games a command plays: past 2⁵³ a float64 no longer counts by ones, and
// the means and the chance to win are divisions of such counts. (At the speeds measured, 10⁵ fights a
// second, it is three thousand years: the bound only refuses a typing mistake, never a real request.)
const maxCount = 1 << 53

// flagSet is a command's flags, with the checks that wait for the data or for every flag.
type flagSet struct {
	*flag.FlagSet
	e   env
	cmd string
	// dir is --assets, which every command has.
	dir *string
	// checks are the flags to check against the data, once it is loaded.
	checks []dataCheck
	// apart are pairs of flags not to give together; needs pairs whose first needs the second.
	apart, needs [][2]string
}

// dataCheck checks flag name's value against the data.
type dataCheck struct {
	name  string
	value func() string
	check func(d *assets.Data, v string) error
}

// newFlagSet is command cmd's flag set, with --assets.
func newFlagSet(e env, cmd string) *flagSet {
	fs := &flagSet{FlagSet: flag.NewFlagSet(e.prog+" "+cmd, flag.ContinueOnError), e: e, cmd: cmd}
	fs.SetOutput(io.Discard) // parse's one line says what was wrong; -h prints the flags
	fs.Usage = func() {}
	fs.dir = fs.dirFlag("assets", "a directory whose data files replace the embedded ones")
	return fs
}

// badValue is the request's error refusing value v of flag name: err says why and what is wanted.
func badValue(name, v string, err error) error { return usageError{flagrange.Invalid(name, v, err)} }

// given is the set of flags given.
func (fs *flagSet) given() map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// notTogether says flags a and b are not to be given together.
func (fs *flagSet) notTogether(a string, bs ...string) {
	for _, b := range bs {
		fs.apart = append(fs.apart, [2]string{a, b})
	}
}

// need says flag a means nothing without flag b.
func (fs *flagSet) need(a, b string) { fs.needs = append(fs.needs, [2]string{a, b}) }

// exitHelped is parse's status for -h: the flags' list was asked for and written, and the command does
// nothing more (parseAndLoad returns it as ExitOK with no data, as the game's -h exits 0).
const exitHelped = -1

// parse reads args: ExitOK; exitHelped after writing the flags' list on standard output for -h; or the exit
// status after saying in one line what was wrong.
func (fs *flagSet) parse(args []string) int {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(fs.e.stdout)
		fmt.Fprintf(fs.e.stdout, "Usage of %s:\n", fs.Name())
		fs.PrintDefaults()
		return exitHelped
	case err != nil:
		return fail(fs.e, fs.cmd, usageError{flagrange.ParseError(fs.FlagSet, err)})
	case fs.NArg() > 0:
		return fail(fs.e, fs.cmd, usageError{fmt.Errorf("unexpected argument %q: want flags only, a name of several words in quotes (--weapon \"long sword\")", fs.Arg(0))})
	}
	set := fs.given()
	for _, p := range fs.apart {
		if set[p[0]] && set[p[1]] {
			return fail(fs.e, fs.cmd, usageError{fmt.Errorf("flags --%s and --%s: want one or the other, not both", p[0], p[1])})
		}
	}
	for _, p := range fs.needs {
		if set[p[0]] && !set[p[1]] {
			return fail(fs.e, fs.cmd, usageError{fmt.Errorf("flag --%s: want it with --%s, or not at all", p[0], p[1])})
		}
	}
	return ExitOK
}

// parseAndLoad parses args, loads the embedded data with --assets over it and checks the names of the
// flags against it. On a problem it says it and returns no data and the exit status.
func (fs *flagSet) parseAndLoad(args []string) (*assets.Data, int) {
	switch st := fs.parse(args); st {
	case exitHelped:
		return nil, ExitOK
	case ExitOK:
	default:
		return nil, st
	}
	var d *assets.Data
	var err error
	if *fs.dir == "" && fs.e.overlay != nil {
		d, err = assets.LoadWith(fs.e.overlay, fs.e.sets)
	} else {
		d, err = assets.LoadDirWith(*fs.dir, fs.e.sets)
	}
	if err != nil {
		return nil, fail(fs.e, fs.cmd, usageError{err})
	}
	for _, c := range fs.checks {
		if v := c.value(); v != "" {
			if err := c.check(d, v); err != nil {
				return nil, fail(fs.e, fs.cmd, badValue(c.name, v, err))
			}
		}
	}
	return d, ExitOK
}

// intVar declares an int flag within lo..hi (unit: what it counts, and why the range, for the message).
func (fs *flagSet) intVar(p *int, name string, def, lo, hi int, unit, usage string) {
	*p = def
	fs.Var(&flagrange.Int{P: p, Min: lo, Max: hi, Note: unit}, name, fmt.Sprintf("%s (%d to %d)", usage, lo, hi))
}

// intIn is intVar's flag, new.
func (fs *flagSet) intIn(name string, def, lo, hi int, unit, usage string) *int {
	p := new(int)
	fs.intVar(p, name, def, lo, hi, unit, usage)
	return p
}

// seed declares a seed flag: any number of 64 bits.
func (fs *flagSet) seed(name string, def uint64, usage string) *uint64 {
	p := &def
	fs.Var(&flagrange.Uint64{P: p}, name, usage+" (0 to 2^64-1)")
	return p
}

// floatIn declares a float64 flag within lo..hi: not NaN, not infinite.
func (fs *flagSet) floatIn(name string, def, lo, hi float64, unit, usage string) *float64 {
	p := &def
	fs.Var(&flagrange.Float{P: p, Min: lo, Max: hi, Note: unit}, name, fmt.Sprintf("%s (%g to %g)", usage, lo, hi))
	return p
}

// boolVar declares a bool flag.
func (fs *flagSet) boolVar(p *bool, name string, usage string) {
	*p = false
	fs.Var(&flagrange.Bool{P: p}, name, usage)
}

// boolean is boolVar's flag, new.
func (fs *flagSet) boolean(name, usage string) *bool {
	p := new(bool)
	fs.boolVar(p, name, usage)
	return p
}

// choiceVar declares a flag of one of a few words, fixed by the code (melee, shoot, throw), in any case.
func (fs *flagSet) choiceVar(p *string, name, def string, choices []string, usage string) {
	*p = def
	fs.Var(&flagrange.OneOf{P: p, Names: choices}, name, fmt.Sprintf("%s (%s)", usage, strings.Join(choices, ", ")))
}

// choice is choiceVar's flag, new.
func (fs *flagSet) choice(name, def string, choices []string, usage string) *string {
	p := new(string)
	fs.choiceVar(p, name, def, choices, usage)
	return p
}

// dataFlag is a value the data must hold (a weapon's name, a list of affixes, creatures for --vs...): it is
// kept as given and checked once the data is loaded (parseAndLoad); "" is not given.
type dataFlag struct {
	p    *string
	want string
	bad  []string
	// add, when set, adds each value given to a list instead (a flag given again: --talent, --magic).
	add func(string)
}

func (f *dataFlag) String() string {
	if f == nil || f.p == nil {
		return ""
	}
	return *f.p
}

func (f *dataFlag) Set(s string) error {
	if f.add != nil {
		f.add(s)
		*f.p = strings.Trim(*f.p+","+s, ",")
		return nil
	}
	*f.p = s
	return nil
}

func (f *dataFlag) Range() string     { return f.want }
func (f *dataFlag) Outside() []string { return f.bad }

// dataVar declares a flag checked against the data by check (its error says what was wrong with the value
// and what is wanted, with the data at hand; want says it without); bad are values it refuses, for the flag
// walk.
func (fs *flagSet) dataVar(p *string, name, want string, bad []string, check func(d *assets.Data, v string) error, usage string) {
	fs.Var(&dataFlag{p: p, want: want, bad: bad}, name, usage)
	fs.checks = append(fs.checks, dataCheck{name: name, value: func() string { return *p }, check: check})
}

// named declares a flag naming one of the data's list (a weapon of weapons.toml), in any case: what is the
// list's word ("weapon"), names the list.
func (fs *flagSet) named(name, what string, names func(d *assets.Data) []string, usage string) *string {
	p := new(string)
	fs.dataVar(p, name, "a "+what+" the data holds", []string{"no such " + what}, func(d *assets.Data, v string) error {
		_, err := only(v, what, names(d))
		return err
	}, usage)
	return p
}

// listVar declares a flag that may be given again, each time with names of the data's list names,
// comma-separated (--magic "+2,accuracy"), added to *list; what is the list's word ("affix").
func (fs *flagSet) listVar(list *[]string, name, what string, names func(d *assets.Data) []string, usage string) {
	joined := new(string)
	add := func(s string) {
		for _, n := range strings.Split(s, ",") {
			if n = strings.TrimSpace(n); n != "" {
				*list = append(*list, n)
			}
		}
	}
	fs.Var(&dataFlag{p: joined, want: what + " names the data holds, comma-separated", bad: []string{"no such " + what}, add: add}, name, usage)
	fs.checks = append(fs.checks, dataCheck{name: name, value: func() string { return *joined }, check: func(d *assets.Data, _ string) error {
		all := names(d)
		for _, n := range *list {
			if _, err := only(n, what, all); err != nil {
				return err
			}
		}
		return nil
	}})
}

// pathFlag is a file or directory that must be there (--assets, --diff), or a file to write whose directory
// must be there and whose name ends in one of exts (--plot x.svg).
type pathFlag struct {
	p    *string
	exts []string // none for a directory to read
}

func (f *pathFlag) String() string {
	if f == nil || f.p == nil {
		return ""
	}
	return *f.p
}

func (f *pathFlag) Set(s string) error {
	dir := s
	if len(f.exts) > 0 {
		dir = filepath.Dir(s)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() || len(f.exts) > 0 && !slices.Contains(f.exts, strings.ToLower(filepath.Ext(s))) {
		return flagrange.Want(f, "")
	}
	*f.p = s
	return nil
}

func (f *pathFlag) Range() string {
	if len(f.exts) == 0 {
		return "a directory that is there"
	}
	return "a file name ending in " + strings.Join(f.exts, " or ") + ", in a directory that is there"
}

func (f *pathFlag) Outside() []string {
	none := filepath.Join(os.TempDir(), "cleave-no-such-directory", "x")
	if len(f.exts) == 0 {
		return []string{none, ""}
	}
	return []string{none + f.exts[0], "plot.txt", ""}
}

// dirFlag declares a flag naming a directory to read.
func (fs *flagSet) dirFlag(name, usage string) *string {
	p := new(string)
	fs.Var(&pathFlag{p: p}, name, usage)
	return p
}

// fileFlag declares a flag naming a file to write, its name ending in one of exts (lower case; the name's
// case does not matter).
func (fs *flagSet) fileFlag(name string, exts []string, usage string) *string {
	p := new(string)
	fs.Var(&pathFlag{p: p, exts: exts}, name, usage)
	return p
}

// ownFlag is a flag of one rule set's own (combat/ruleset: --luck is nethack's): only with --rules of that
// rule set (the rule set checks its range when it reads it).
type ownFlag struct {
	flag.Value
	rules string
}

func (f *ownFlag) String() string {
	if f == nil || f.Value == nil {
		return ""
	}
	return f.Value.String()
}

// Set reads the value as the rule set's flag does, and says what it wants when it cannot.
func (f *ownFlag) Set(s string) error {
	if err := f.Value.Set(s); err != nil {
		return flagrange.Want(f, "")
	}
	return nil
}

func (f *ownFlag) Range() string {
	if f.IsBoolFlag() {
		return "true or false"
	}
	return "a number (the " + f.rules + " rule set's flag; it says its range)"
}

func (f *ownFlag) IsBoolFlag() bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// Outside are values past any range a rule set could give a number, and not a truth value.
func (f *ownFlag) Outside() []string {
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return nil
	}
	switch g.Get().(type) {
	case bool:
		return []string{"maybe"}
	case int, int64:
		return []string{"-1000000000000", "1000000000000"}
	case float64:
		return []string{"NaN", "Inf", "-1e300", "1e300"}
	}
	return nil
}

// owner is the rule set the flag belongs to.
func (f *ownFlag) owner() string { return f.rules }

// ownFlags are the rule sets' own flags among fs's (flag → rule set).
func (fs *flagSet) ownFlags() map[string]string {
	own := map[string]string{}
	fs.VisitAll(func(f *flag.Flag) {
		if o, ok := f.Value.(*ownFlag); ok {
			own[f.Name] = o.rules
		}
	})
	return own
}

// foreignFlags refuses the flags given of a rule set other than rules.
func (fs *flagSet) foreignFlags(rules string) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		if o, ok := f.Value.(*ownFlag); ok && o.rules != rules && err == nil {
			err = usageError{fmt.Errorf("flag --%s is the %s rule set's: want it with --rules %s (the rules are %s)", f.Name, o.rules, o.rules, rules)}
		}
	})
	return err
}

// flagNames lists fs's flags, sorted.
func (fs *flagSet) flagNames() []string {
	var out []string
	fs.VisitAll(func(f *flag.Flag) { out = append(out, f.Name) })
	slices.Sort(out)
	return out
}

// weaponFlag declares --weapon, a weapon of weapons.toml in any case (odds, arena, survey).
func weaponFlag(fs *flagSet, p *string, usage string) {
	fs.dataVar(p, "weapon", "a weapon of weapons.toml", []string{"lightsaber"}, func(d *assets.Data, v string) error {
		_, err := only(v, "weapon", d.WeaponNames())
		return err
	}, usage)
}

// attackerFlags declares the attacker's flags odds and balance share, and arena's and survey's builds: its
// Strength, Dexterity, rank (in rankIn), stance and magic into spec, within the rules' ranges
// (combat.Attack.Validate, skills.toml's ranks). own, for a build, is what a flag not given leaves ("the
// character's own"): Strength and Dexterity are then given or not (flagSet.given), not 10.
func attackerFlags(fs *flagSet, spec *game.AttackSpec, rankIn, own string) {
	def, ownText, stance, magic := 10, "", "the neutral stance, every character's at the start", ""
	if own != "" {
		def, ownText, stance, magic = 0, " (default: "+own+")", "the neutral stance", "; on a build, each on the first thing it wears that carries it (game.Build)"
	}
	fs.intVar(&spec.Str, "str", def, 0, combat.MaxAttribute, "(the rules' range of Strength)", "Strength"+ownText)
	fs.intVar(&spec.Dex, "dex", def, 0, combat.MaxAttribute, "(the rules' range of Dexterity)", "Dexterity"+ownText)
	fs.intVar(&spec.Rank, "rank", 0, 0, assets.MaxRank, "(the ranks of a skill)", "rank in "+rankIn+ownText)
	fs.dataVar(&spec.Stance, "stance", "a stance of stances.toml", []string{"no such stance"}, func(d *assets.Data, v string) error {
		_, err := only(v, "stance", d.StanceNames())
		return err
	}, "a stance of stances.toml (default: "+stance+")")
	fs.listVar(&spec.Magic, "magic", "affix", func(d *assets.Data) []string { return names(d.Affixes, func(a assets.Affix) string { return a.Name }) },
		"affixes of affixes.toml the attack counts, comma-separated: the weapon's own and what is worn, added up (RULES.md §19.1), such as \"+2,accuracy\"; may be given again"+magic)
}

// buildRequest is what a character's flags ask (arena, survey): its race and background and the build over
// them (game.Build), by the odds command's own flags for what they share (--weapon, --str, --dex, --rank,
// --stance, --magic: weaponFlag and attackerFlags, the same ranges, checks and refusals in the same words),
// and --armour, --shield and --spell.
type buildRequest struct {
	race, background, shield *string
	spec                     game.AttackSpec
	armour, spells           []string
	fs                       *flagSet
}

// buildFlagNames are the flags of a build over the race and background.
var buildFlagNames = []string{"weapon", "armour", "shield", "str", "dex", "rank", "stance", "magic", "spell"}

// buildFlags declares a character's flags on fs.
func buildFlags(fs *flagSet) *buildRequest {
	q := &buildRequest{fs: fs}
	q.race = fs.named("race", "race", (*assets.Data).RaceNames, "the build's race (default: the default character's, backgrounds.toml)")
	q.background = fs.named("background", "background", (*assets.Data).BackgroundNames, "the build's background (default: the default character's)")
	weaponFlag(fs, &q.spec.Weapon, "the build wields this weapon of weapons.toml in place of its background's: a bow readied with a quiver of its arrows, any other in the main hand")
	fs.listVar(&q.armour, "armour", "armour", (*assets.Data).ArmourNames, "armour of armour.toml the build wears, each in its slot in place of its background's, comma-separated; may be given again")
	q.shield = fs.named("shield", "shield", game.Shields, "a shield of armour.toml on the build's off arm")
	attackerFlags(fs, &q.spec, "the skill of the build's weapon", "the character's own")
	fs.listVar(&q.spells, "spell", "spell", (*assets.Data).SpellNames, "spells of spells.toml the build knows besides its background's, comma-separated; may be given again")
	return q
}

// character is the character q asks, over d's default character, and the build over it, the names as the
// data spells them (the flags' checks found each).
func (q *buildRequest) character(d *assets.Data) (game.Character, game.Build) {
	c := game.DefaultCharacter(d)
	if *q.race != "" || *q.background != "" {
		c.Name = "" // another character than the default's named one
		if *q.race != "" {
			c.Race = spelt(*q.race, d.RaceNames())
		}
		if *q.background != "" {
			c.Background = spelt(*q.background, d.BackgroundNames())
		}
	}
	set := q.fs.given()
	b := game.Build{Weapon: spelt(q.spec.Weapon, d.WeaponNames()), Shield: spelt(*q.shield, game.Shields(d)),
		Stance: spelt(q.spec.Stance, d.StanceNames())}
	for _, n := range q.armour {
		b.Armour = append(b.Armour, spelt(n, d.ArmourNames()))
	}
	affixes := names(d.Affixes, func(a assets.Affix) string { return a.Name })
	for _, n := range q.spec.Magic {
		b.Magic = append(b.Magic, spelt(n, affixes))
	}
	for _, n := range q.spells {
		b.Spells = append(b.Spells, spelt(n, d.SpellNames()))
	}
	given := func(flag string, v int) *int {
		if !set[flag] {
			return nil
		}
		return &v
	}
	b.Str, b.Dex, b.Rank = given("str", q.spec.Str), given("dex", q.spec.Dex), given("rank", q.spec.Rank)
	return c, b
}

// spelt is asked as all spells it (only's match, in any case); "" for "", and asked itself when all lacks it
// (the flag's check refused it before).
func spelt(asked string, all []string) string {
	if asked == "" {
		return ""
	}
	if n, err := only(asked, "", all); err == nil {
		return n[0]
	}
	return asked
}

// Package cli holds Cleave's designer commands, odds, balance, arena and survey: exact numbers from the combat rules (and
// fights on the game's engine), read
// from the data files (and a designer's --assets directory). They need no display: the game's binary runs
// them as `cleave odds ...`, and cli/designer is a command of its own that links no Ebitengine, for
// machines with no X server and no C compiler.
//
// Run names the program in its messages ("cleave odds: ...", "designer odds: ..."), and a command
// exits with ExitOK when it answered, ExitUsage (2) when the request does not fit: a bad flag, a name the
// data does not hold (weapon, creature, stance, hand...), a mistake in the data files (each one as
// file:line:col); and ExitError (1) on any other failure, such as output that cannot be written.
package cli

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/cli/chart"
)

// Exit statuses of a command.
const (
	// ExitOK: the command answered.
	ExitOK = 0
	// ExitError: the command failed for another reason than its request, such as output it could not write.
	ExitError = 1
	// ExitUsage: the request does not fit: a bad flag, a name the data does not hold, a mistake in the data.
	ExitUsage = 2
)

// env is where a command runs: the program's name, which its messages begin with, and its outputs.
type env struct {
	prog           string
	stdout, stderr io.Writer
	// sets are the rule sets the commands know (the registry's; RunWith's).
	sets ruleset.List
	// dealt, when set, is told the distribution of the hit points an odds command's attack takes off
	// and the target's hit points (the compare command's expected attacks to kill).
	dealt func(combat.Dist, int)
	// charts draws --plot's charts (nil: none are drawn, and --plot is refused; RunDrawing gives one).
	charts chart.Drawer
	// every: the odds command runs for compare, under every rule set in turn; each takes its own flags
	// and leaves the others' (a rule set's flag is not refused under another's rules).
	every bool
	// forecastAfter is how long a long command plays before it says how long it will take, and
	// forecastWorth the least wait it says it for (0: forecastSample, forecastWorth).
	forecastAfter, forecastWorth time.Duration
	// overlay, when set, holds data files read over the embedded ones where no --assets is given (RunFS).
	overlay fs.FS
}

// command is one designer command: its name, what it does, the function that runs it, and the one that
// declares its flags (which run uses, and the flag walk enumerates).
type command struct {
	name, about string
	run         func(e env, args []string) int
	declare     func(e env, fs *flagSet)
}

// commands are the designer commands, in the order the usage lists them.
var commands = [...]command{
	{"odds", "the exact odds of one attack against a creature or a Defence", odds, func(e env, fs *flagSet) { declareOdds(e, fs) }},
	{"balance", "every weapon against every creature: hit, critical, damage, attacks to kill", balance, func(e env, fs *flagSet) { declareBalance(e, fs) }},
	{"arena", "fights on the game's engine: a build against creatures, N times on every core", arenaCommand, func(e env, fs *flagSet) { declareArena(e, fs) }},
	{"compare", "one attack under every rule set side by side (the odds command's flags)", compare, func(e env, fs *flagSet) { declareCompare(e, fs) }},
	{"survey", "the bot plays whole games over many seeds: how deep it gets, what kills it, how long", survey, func(e env, fs *flagSet) { declareSurvey(fs) }},
	{"census", "what the dungeon generates, level by level, over many seeds; --diff DIR, --curve", censusCommand, func(e env, fs *flagSet) { declareCensus(e, fs) }},
}

// Run runs the designer command that args[0] names with the rest of args, and returns its exit status
// (ExitOK, ExitUsage or ExitError); prog is the program's name, which its messages begin with ("cleave",
// "designer"). ok is false when args name no designer command (and nothing was run).
func Run(prog string, args []string, stdout, stderr io.Writer) (status int, ok bool) {
	return RunWith(prog, args, stdout, stderr, registry.List())
}

// RunWith is Run knowing the rule sets sets (the data is loaded for them, --rules names one of them).
func RunWith(prog string, args []string, stdout, stderr io.Writer, sets ruleset.List) (status int, ok bool) {
	return runIn(env{prog: prog, stdout: stdout, stderr: stderr, sets: sets}, args)
}

// RunDrawing is Run with charts to draw --plot's charts with (the designer command's: gonumchart.Drawer).
func RunDrawing(prog string, args []string, stdout, stderr io.Writer, charts chart.Drawer) (status int, ok bool) {
	return runIn(env{prog: prog, stdout: stdout, stderr: stderr, sets: registry.List(), charts: charts}, args)
}

// runIn runs the command args name in e; ok is false when args name none.
func runIn(e env, args []string) (status int, ok bool) {
	if len(args) == 0 {
		return 0, false
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(e, args[1:]), true
		}
	}
	return 0, false
}

// usageError marks an error as the request's (a name or flag that does not fit the data): ExitUsage.
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// Usage writes the designer commands, one a line, with what each does; prog is how the program is called.
func Usage(w io.Writer, prog string) {
	fmt.Fprintf(w, "usage: %s COMMAND [flags]   (%s COMMAND -h for its flags)\n", prog, prog)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.about)
	}
}

// The ranges of the odds and balance commands' attacker and bare target.
const (
	// minBareDefence and maxBareDefence bound odds --defence: a choice, kept from the first odds command. The
	// data gives a creature Defence 0 to 30 (creatures.toml) and what it wears a few points more: -50 to 100
	// holds any target the game can make with room to spare, inside combat's ±100 for each part of a
	// Defence (the bare number's parts are it less the rules' 10).
	minBareDefence, maxBareDefence = -50, 100
)

// names are the names of the rows of a data file, in its order.
func names[T any](rows []T, name func(T) string) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = name(r)
	}
	return out
}

// only is every name of all when asked is "", else the one of all that asked names (in any case, as the data
// spells it), or an error listing them.
func only(asked, what string, all []string) ([]string, error) {
	if asked == "" {
		return all, nil
	}
	for _, n := range all {
		if strings.EqualFold(n, asked) {
			return []string{n}, nil
		}
	}
	return nil, fmt.Errorf("unknown %s %q: want one of %s", what, asked, strings.Join(all, ", "))
}

// printJSON writes v as one line of JSON for command cmd, and returns the exit status.
func printJSON(e env, cmd string, v any) int {
	b, err := json.Marshal(v)
	if err == nil {
		_, err = fmt.Fprintln(e.stdout, string(b))
	}
	if err != nil {
		return fail(e, cmd, err)
	}
	return ExitOK
}

// fail writes err of command cmd: each problem of a data file on its own line (file:line:col), anything
// else on one line after the program's and the command's names. It returns ExitUsage for the data files'
// problems and the request's (usageError), ExitError for anything else.
func fail(e env, cmd string, err error) int {
	var probs assets.Errors
	if errors.As(err, &probs) {
		for _, p := range probs {
			fmt.Fprintln(e.stderr, p.String())
		}
		return ExitUsage
	}
	fmt.Fprintf(e.stderr, "%s %s: %v\n", e.prog, cmd, err)
	if errors.As(err, new(usageError)) {
		return ExitUsage
	}
	return ExitError
}

// oddsRequest is what the odds command's flags ask.
type oddsRequest struct {
	spec                 game.AttackSpec
	light                string // --light: game.LightDark (the game's) or game.LightLit
	target, spell, rules *string
	def, prot, hp        *int
	asJSON               *bool
	own                  map[string]func(*ruleset.Blow) error
	ownErr               error // the rule sets' flags could not be declared
	fs                   *flagSet
}

// declareOdds declares the odds command's flags on fs: the attack, the target, the moment, every rule
// set's own, and which do not go together.
func declareOdds(e env, fs *flagSet) *oddsRequest {
	q := &oddsRequest{fs: fs}
	spec := &q.spec
	weaponFlag(fs, &spec.Weapon, "weapon name, as in weapons.toml (required)")
	fs.choiceVar(&spec.Mode, "mode", "", game.Modes(), "the attack's kind (default: melee; shoot for a missile weapon)")
	fs.choiceVar(&spec.Hand, "hand", "main", game.Hands(), "the hand of a blow: main, or off (a weapon made for the off hand; alone it pays no penalty)")
	fs.boolVar(&spec.TwoWeapon, "two-weapon", "another weapon in the other hand: main hand -4, off hand -8 to hit")
	attackerFlags(fs, spec, "the weapon's skill", "")
	q.target = fs.named("target", "creature", (*assets.Data).CreatureNames, "a creature of the bestiary")
	q.def = fs.intIn("defence", 0, minBareDefence, maxBareDefence, "(Defence, the rules' 10 and what protects)", "the target's Defence, instead of --target")
	q.prot = fs.intIn("protection", 0, 0, combat.MaxProtection, "(the rules' range of Protection)", "the target's Protection, with --defence")
	q.hp = fs.intIn("hp", 1, 1, combat.MaxHP, "(the rules' range of hit points)", "the target's hit points, with --defence")
	q.asJSON = fs.boolean("json", "print one JSON object")
	momentFlags(fs, &spec.Moment)
	fs.dataVar(&spec.Race, "race", "a race of races.toml", []string{"orc"}, func(d *assets.Data, v string) error {
		_, err := only(v, "race", d.RaceNames())
		return err
	}, "the attacker's race, a race of races.toml (default: the default character's, backgrounds.toml; drn counts its darkvision)")
	fs.choiceVar(&q.light, "light", game.LightDark, game.Lights(),
		"the light of the fight: dark, as the game's whole dungeon is (drn: -3 Attack and Defence without darkvision), or lit (a what-if)")
	q.own, q.ownErr = ruleFlags(fs, e.sets)
	q.spell = fs.named("spell", "spell", (*assets.Data).SpellNames, "a spell of spells.toml instead of --weapon (--rank: in its skill)")
	q.rules = rulesFlag(fs, e.sets)
	fs.notTogether("target", "defence")
	fs.need("protection", "defence")
	fs.need("hp", "defence")
	// a spell's odds count its rank and the target only: the attacker's weapon, body and moment are a blow's
	fs.notTogether("spell", "weapon", "mode", "hand", "two-weapon", "str", "dex", "stance", "magic", "protection",
		"sneak", "asleep", "talent", "raging", "dazzled", "winded", "target-dazzled", "race", "light")
	return q
}

// odds is `cleave odds`: the exact odds of one attack against a creature or a Defence.
func odds(e env, args []string) int {
	fs := newFlagSet(e, "odds")
	q := declareOdds(e, fs)
	if q.ownErr != nil {
		return fail(e, "odds", q.ownErr)
	}
	d, status := fs.parseAndLoad(args)
	if d == nil {
		return status
	}
	return q.answer(e, d)
}

// answer is the odds command's answer to q on data d.
func (q *oddsRequest) answer(e env, d *assets.Data) int {
	spec := q.spec
	rs, err := d.RuleSet(*q.rules)
	if err != nil {
		return fail(e, "odds", usageError{err})
	}
	set := q.fs.given()
	if *q.spell != "" {
		for f := range q.fs.ownFlags() {
			if set[f] {
				return fail(e, "odds", usageError{fmt.Errorf("flags --spell and --%s: want one or the other, not both (a spell's odds take no rule set's flags)", f)})
			}
		}
		return oddsSpell(e, d, *q.spell, spec.Rank, *q.target, set["defence"], *q.def, *q.hp, *q.asJSON)
	}
	if !e.every {
		if err := q.fs.foreignFlags(rs.Name()); err != nil {
			return fail(e, "odds", err)
		}
	}
	if spec.Weapon == "" {
		return fail(e, "odds", usageError{fmt.Errorf("--weapon is required: want one of %s", strings.Join(d.WeaponNames(), ", "))})
	}
	var target game.SpecTarget
	switch {
	case *q.target != "":
		target.Creature = *q.target
	case set["defence"]:
		target.Bare, target.HP = &ruleset.Bare{Defence: *q.def, Protection: *q.prot}, *q.hp
	default:
		return fail(e, "odds", usageError{fmt.Errorf("a target is required: --target CREATURE (one of %s) or --defence N", strings.Join(d.CreatureNames(), ", "))})
	}
	spec.Moment.Lit = q.light == game.LightLit
	b, err := game.SpecBlow(d, rs, spec, target)
	if err != nil {
		return fail(e, "odds", usageError{err})
	}
	b.Moment = momentWords(spec.Moment)
	if err := q.own[rs.Name()](&b); err != nil {
		return fail(e, "odds", usageError{err})
	}
	o, err := rs.Odds(&b)
	if err != nil {
		return fail(e, "odds", err)
	}
	if e.dealt != nil {
		e.dealt(o.Dealt, max(b.Defender.MaxHP, b.Defender.HP))
	}
	if *q.asJSON {
		return printJSON(e, "odds", o.Own)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	for _, row := range o.Table {
		fmt.Fprintf(tw, "%s\t%s\n", row[0], row[1])
	}
	return flushed(e, "odds", tw)
}

// flushed writes out command cmd's table: ExitOK, or ExitError when it cannot.
func flushed(e env, cmd string, tw *tabwriter.Writer) int {
	if err := tw.Flush(); err != nil {
		return fail(e, cmd, err)
	}
	return ExitOK
}

// pct writes a chance: game.Percent, as the look screen writes its numbers.
func pct(p float64) string { return game.Percent(p) }

// Row is one line of the balance sheet: a weapon against a creature.
type Row struct {
	Weapon, Target string
	Hit, Crit      float64
	MeanDamage     float64 // per attack, misses counting 0
	PerSecond      float64 // per second of game time, by blow time
	ToKill         float64 // expected attacks to kill from full hit points; +Inf when it never can
}

// ExpectedAttacks is the expected number of attacks, each dealing dealt, to take hp hit points:
// combat.ExpectedAttacks, the same code the look screen says in words.
func ExpectedAttacks(dealt combat.Dist, hp int) float64 { return combat.ExpectedAttacks(dealt, hp) }

// Sheet computes the balance rows of the given weapons against the given creatures for spec (its
// Weapon is replaced by each weapon's name), under the data's default rule set, the chapter's. An error
// names the weapon and the creature it came from ("long sword against kobold: ...").
func Sheet(d *assets.Data, weapons, creatures []string, spec game.AttackSpec) ([]Row, error) {
	return SheetUnder(d, d.RuleSets()[0], weapons, creatures, spec)
}

// asker is a rule set that asks the exact odds of many blows in a row without the odds command's table, in
// buffers it keeps from one blow to the next (drn): the Report and Dealt its Odds gives, good until the next
// call.
type asker interface {
	Asker() func(b *ruleset.Blow) (combat.Report, combat.Dist, error)
}

// SheetUnder is Sheet under rule set rs (RULES.md §32), one of d's.
func SheetUnder(d *assets.Data, rs ruleset.RuleSet, weapons, creatures []string, spec game.AttackSpec) ([]Row, error) {
	ask := func(b *ruleset.Blow) (combat.Report, combat.Dist, error) {
		o, err := rs.Odds(b)
		return o.Report, o.Dealt, err
	}
	if r, ok := rs.(asker); ok {
		ask = r.Asker()
	}
	var expect combat.Expect // ExpectedAttacks's buffers, kept from row to row
	var rows []Row
	for _, wn := range weapons {
		if len(creatures) == 0 {
			break
		}
		s := spec
		s.Weapon = wn
		a, w, err := game.SpecAttack(d, s)
		if err != nil {
			return nil, fmt.Errorf("%s against %s: %w", wn, creatures[0], usageError{err})
		}
		secs := game.BlowSeconds(w, a.Mode)
		for _, cn := range creatures {
			b, err := game.SpecBlow(d, rs, s, game.SpecTarget{Creature: cn})
			if err != nil {
				return nil, fmt.Errorf("%s against %s: %w", wn, cn, usageError{err})
			}
			rep, dealt, err := ask(&b)
			if err != nil {
				return nil, fmt.Errorf("%s against %s: %w", wn, cn, err)
			}
			rows = append(rows, Row{Weapon: wn, Target: cn, Hit: rep.Hit, Crit: rep.Crit, MeanDamage: rep.MeanDamage,
				PerSecond: rep.MeanDamage / secs, ToKill: expect.Attacks(dealt, b.Defender.MaxHP)})
		}
	}
	return rows, nil
}

// balanceRequest is what the balance command's flags ask.
type balanceRequest struct {
	spec                               game.AttackSpec
	weapon, target, rules, sweep, plot *string
	diffDir                            *string
	asCSV, spells                      *bool
	fs                                 *flagSet
}

// declareBalance declares the balance command's flags on fs.
func declareBalance(e env, fs *flagSet) *balanceRequest {
	q := &balanceRequest{fs: fs}
	q.weapon = fs.named("weapon", "weapon", (*assets.Data).WeaponNames, "only this weapon")
	q.target = fs.named("target", "creature", (*assets.Data).CreatureNames, "only this creature")
	attackerFlags(fs, &q.spec, "each weapon's skill", "")
	q.asCSV = fs.boolean("csv", "write CSV")
	q.spells = fs.boolean("spells", "the damaging spells of spells.toml too, at --rank in their skill")
	q.rules = rulesFlag(fs, e.sets)
	q.sweep = new(string)
	fs.dataVar(q.sweep, "sweep", "rank=FROM..TO, str=FROM..TO, dex=FROM..TO or stance", []string{"rank=0..11", "str=-1..5", "dex=0..101", "rank=5..3", "level=1..2"}, func(d *assets.Data, v string) error {
		_, err := ParseSweep(d, v)
		return err
	}, "a row per step of rank=0..10, str=8..18, dex=5..15 or stance (sweep.go)")
	q.plot = fs.fileFlag("plot", plotExts, "with --sweep: draw damage per second by step into this SVG or PNG file (plot.go)")
	q.diffDir = fs.dirFlag("diff", "what the data in this directory changes: before (--assets or the embedded data) and after, the biggest change first (diff.go)")
	fs.need("plot", "sweep")
	fs.notTogether("sweep", "diff")
	// the spells' sheet follows the weapons' table: not in CSV, a sweep or a diff
	fs.notTogether("spells", "csv", "sweep", "diff")
	return q
}

// balance is `cleave balance`: every weapon (or one) against every creature (or one), exactly.
func balance(e env, args []string) int {
	if all, rest := rulesAll(args); all { // every rule set in turn (compare.go)
		return balanceAll(e, rest)
	}
	fs := newFlagSet(e, "balance")
	q := declareBalance(e, fs)
	d, status := fs.parseAndLoad(args)
	if d == nil {
		return status
	}
	spec := q.spec
	rules, err := d.RuleSet(*q.rules)
	if err != nil {
		return fail(e, "balance", usageError{err})
	}
	weapons, err := only(*q.weapon, "weapon", d.WeaponNames())
	if err != nil {
		return fail(e, "balance", usageError{err})
	}
	creatures, err := only(*q.target, "creature", d.CreatureNames())
	if err != nil {
		return fail(e, "balance", usageError{err})
	}
	if *q.sweep != "" {
		return sweepBalance(e, d, rules, weapons, creatures, spec, *q.sweep, *q.plot, *q.asCSV, fs.given())
	}
	if *q.diffDir != "" {
		return diffBalance(e, d, rules, weapons, creatures, spec, *fs.dir, *q.diffDir, *q.asCSV)
	}
	rows, err := SheetUnder(d, rules, weapons, creatures, spec)
	if err != nil {
		return fail(e, "balance", err)
	}
	if *q.asCSV {
		return writeCSV(e, rows)
	}
	stance := spec.Stance
	if stance == "" {
		stance = assets.NeutralStance
	}
	magic := ""
	if len(spec.Magic) > 0 {
		magic = ", magic " + strings.Join(spec.Magic, " and ")
	}
	under := ""
	if f := rules.File(); rules.Name() != d.RuleSets()[0].Name() { // the default rule set goes unsaid
		under = " Rules: " + rules.Name()
		if f.Name != "" {
			under += " (assets/" + f.Name + ")"
		}
		under += "."
	}
	fmt.Fprintf(e.stdout, "Attacker: Strength %d, Dexterity %d, rank %d in each weapon's skill, stance %s%s; missile weapons shoot, and those that shoot nothing are thrown.%s\n\n",
		spec.Str, spec.Dex, spec.Rank, stance, magic, under)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "weapon\ttarget\thit\tcrit\tdamage/attack\tdamage/second\tattacks to kill\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.2f\t%.3f\t%s\t\n", r.Weapon, r.Target, pct(r.Hit), pct(r.Crit), r.MeanDamage, r.PerSecond, killText(r.ToKill))
	}
	if st := flushed(e, "balance", tw); st != ExitOK || !*q.spells {
		return st
	}
	return spellBalance(e, d, creatures, spec.Rank)
}

func killText(v float64) string {
	if math.IsInf(v, 1) {
		return "never"
	}
	return fmt.Sprintf("%.2f", v)
}

func writeCSV(e env, rows []Row) int {
	w := csv.NewWriter(e.stdout)
	_ = w.Write([]string{"weapon", "target", "hit", "crit", "mean_damage", "damage_per_second", "attacks_to_kill"})
	for _, r := range rows {
		_ = w.Write([]string{r.Weapon, r.Target, fmt.Sprintf("%.6f", r.Hit), fmt.Sprintf("%.6f", r.Crit),
			fmt.Sprintf("%.6f", r.MeanDamage), fmt.Sprintf("%.6f", r.PerSecond), killText(r.ToKill)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return fail(e, "balance", err)
	}
	return ExitOK
}

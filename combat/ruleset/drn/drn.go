// Package drn is the drn rule set, Dominions' opposed open-ended rolls (seed 001, combat/RULES.md §32.2
// and §32.3): its roll and exact odds (roll.go), its numbers (drn.toml, numbers.go), and how it reads a
// blow of this game — fatigue, harassment, the dark, two weapons' Lengths (this file).
package drn

import (
	"flag"
	"fmt"
	"math"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Rules is the drn rule set; the zero Rules has no numbers yet (assets loads them from drn.toml: Load).
type Rules struct {
	ruleset.Defaults
	ruleset.Data[Numbers]
	table *once // the exact odds' distributions, worked out once a load when first asked (exact.go)
}

// What drn keeps of a fighter (its ruleset.State): its fatigue as it stood at fatigueAt (rest takes it off
// with the clock since), and the attacks it took in the round harassRound−1.
const (
	fatigue = iota
	fatigueAt
	harassed
	harassRound
)

// Name is "drn".
func (Rules) Name() string { return "drn" }

// File is drn.toml.
func (Rules) File() ruleset.File { return ruleset.File{Name: "drn.toml", Schema: &file{}} }

// Load reads drn.toml.
func (Rules) Load(src ruleset.Source) ruleset.RuleSet {
	return Rules{Data: ruleset.Loaded(read(src)), table: new(once)}
}

// Resolve fills the blow's drn numbers, settles it, then counts the attacker's fatigue and the target's
// harassment.
func (r Rules) Resolve(rl *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	n, err := r.Of("drn")
	if err != nil {
		return combat.Outcome{}, err
	}
	x, dd := n.AttackOf(b), n.DefenceOf(b)
	o, err := settle(rl, b.Attack, b.Defender, x, dd)
	if err == nil {
		n.After(b)
	}
	return o, err
}

// Odds is drn's exact odds of the blow.
func (r Rules) Odds(b *ruleset.Blow) (ruleset.Odds, error) {
	n, err := r.Of("drn")
	if err != nil {
		return ruleset.Odds{}, err
	}
	x, dd := n.AttackOf(b), n.DefenceOf(b)
	rep, dealt, err := r.tableOf().odds(b.Attack, b.Defender, x, dd, &Scratch{}) // the distribution is the caller's to keep
	if err != nil {
		return ruleset.Odds{}, err
	}
	pct := ruleset.Percent
	ap := ""
	if x.ArmourPiercing {
		ap = ", armour-piercing"
	}
	t := [][2]string{
		ruleset.Row("Rules", "drn (assets/drn.toml)"),
		ruleset.Row("Light", "%s", n.lightWords(b)),
		ruleset.Row("Attack", "%d + DRN, damage %d + DRN%s", rep.ToHit, rep.Damage, ap),
		ruleset.Row("Defence", "%d + DRN (the defender wins ties)", rep.Defence),
	}
	if dd.Shield {
		t = append(t, ruleset.Row("Shield", "Parry %d, Protection %d", dd.Parry, dd.ShieldProtection))
	}
	t = append(t,
		ruleset.Row("Protection", "%d + DRN", rep.Protection),
		ruleset.Row("Hit", "%s", pct(rep.Hit)),
		ruleset.Row("Shield hit", "%s", pct(rep.ShieldHit)),
		ruleset.Row("Critical", "%s", pct(rep.Crit)),
		ruleset.Row("Glance", "%s", pct(rep.Glance)),
		ruleset.Row("Mean damage an attack", "%.2f", rep.MeanDamage),
		ruleset.Row("Kill in one attack", "%s", pct(rep.Kill)))
	return ruleset.Odds{Report: rep.Common(), Dealt: dealt, Own: rep, Table: t}, nil
}

// lightWords says the light of blow b and what it costs its attacker, for the odds table: "dark (the
// dungeon); a human has no darkvision: -3 Attack".
func (n *Numbers) lightWords(b *ruleset.Blow) string {
	if b.Lit {
		return "lit (a what-if: the dungeon is dark everywhere)"
	}
	out := "dark (the dungeon)"
	switch a := b.By; {
	case a == nil:
	case n.Darkvision(a):
		out += "; the attacker sees in the dark"
	default:
		out += fmt.Sprintf("; the attacker has no darkvision: -%d Attack", n.Dark)
	}
	if a := b.By; a != nil && a.Kind == "" && a.Race != "" {
		out += " (" + a.Race + ")"
	}
	return out
}

// Flags are the odds command's --fatigue and --target-fatigue (RULES.md §32.2): what the attacker and the
// target have gathered, as the game keeps it in their State (0: rested, a new character's).
func (Rules) Flags(fs *flag.FlagSet) func(*ruleset.Blow) error {
	mine := fs.Int("fatigue", 0, "--rules drn: the attacker's fatigue (0 to 100; 0: rested)")
	theirs := fs.Int("target-fatigue", 0, "--rules drn: the target's fatigue (0 to 100; 0: rested)")
	return func(b *ruleset.Blow) error {
		for _, v := range [2]int{*mine, *theirs} {
			if v < 0 || v > 100 {
				return fmt.Errorf("--fatigue %d --target-fatigue %d: want 0 to 100", *mine, *theirs)
			}
		}
		for i, f := range [2]*ruleset.Fighter{b.By, b.To} {
			if v := [2]int{*mine, *theirs}[i]; v > 0 && f != nil && f.State != nil {
				SetFatigue(f.State, v, b.Time)
			}
		}
		return nil
	}
}

// SetFatigue sets the fatigue a State keeps to v, as it stands at time (the odds command's flags, and
// tests that tire a fighter of the game).
func SetFatigue(s *ruleset.State, v int, time int64) {
	s[fatigue], s[fatigueAt] = int64(v), time
}

// HitPoints are drn.toml's for the kind when its entry gives them (RULES.md §32.3).
func (r Rules) HitPoints(kind string, chapter int) int {
	n := r.Numbers()
	if n != nil {
		if hp, ok := n.Creature(kind).HitPoints(); ok {
			return hp
		}
	}
	return chapter
}

// AttackLine is "Attack 13, Damage 15 slashing or piercing, armour-piercing".
func (r Rules) AttackLine(b *ruleset.Blow) string {
	n := r.Numbers()
	if n == nil {
		return ruleset.SayAttack(b.Lang, b.Attack)
	}
	x := n.AttackOf(b)
	return b.Lang.Say("ruleset.attack.drn", ruleset.Num("attack", x.Attack), ruleset.Num("damage", x.Damage),
		text.S("types", ruleset.SayTypes(b.Lang, b.Attack.Weapon.Types)), ruleset.Yes("ap", x.ArmourPiercing),
		ruleset.Yes("tired", x.NoAttack))
}

// Sheet is b.To's Attack with its bump (b.Attack), Defence, Protection and fatigue (RULES.md §32), and
// the line of its shield and of what an attack tires it.
func (r Rules) Sheet(b *ruleset.Blow) ruleset.Sheet {
	n := r.Numbers()
	if n == nil {
		return ruleset.Sheet{}
	}
	x, a := n.DefenceOf(b), n.AttackOf(b)
	s := ruleset.Sheet{
		Numbers: []ruleset.Number{{Name: "Attack", Value: a.Attack}, {Name: "Defence", Value: x.Defence}, {Name: "Protection", Value: x.Protection},
			{Name: "Fatigue", Value: n.Fatigue(b.To, b.Time), Lower: true}},
		Attack: []ruleset.Number{{Name: "Attack", Value: a.Attack}, {Name: "Damage", Value: a.Damage}},
		Line: b.Lang.Say("ruleset.line.drn", ruleset.Yes("shield", x.Shield), ruleset.Num("parry", x.Parry),
			ruleset.Num("protection", x.ShieldProtection), ruleset.Num("tires", n.Encumbrance(b.To))),
	}
	return s
}

// Migrate reads a fighter's fatigue and harassment from a save of before State.
func (Rules) Migrate(old ruleset.Legacy) ruleset.State {
	var s ruleset.State
	s[fatigue], s[fatigueAt], s[harassed], s[harassRound] = old["Fatigue"], old["FatigueAt"], old["Harassed"], old["HarassRound"]
	return s
}

// state is f's State, a zero one for a fighter with none (the odds command's: rested, not harassed).
func state(f *ruleset.Fighter) *ruleset.State {
	if f == nil || f.State == nil {
		return &ruleset.State{}
	}
	return f.State
}

// Fatigue is f's fatigue at time: what it gathered, less the rest the clock has given since.
func (n *Numbers) Fatigue(f *ruleset.Fighter, time int64) int {
	s := state(f)
	rested := int64(n.RestPerSecond) * max(0, time-s[fatigueAt]) / 10
	return int(max(0, s[fatigue]-rested))
}

// Encumbrance is what every attack f makes adds to its fatigue: the body's, the creature's entry, and
// every piece of armour and shield worn.
func (n *Numbers) Encumbrance(f *ruleset.Fighter) int {
	e := n.BaseEnc
	if f.Kind != "" {
		e += n.Creature(f.Kind).Encumbrance
	}
	for _, p := range f.Worn {
		e += n.Armour(p).Encumbrance
	}
	return max(0, e)
}

// Darkvision reports whether f sees in the dark: a creature by its entry (or creature_darkvision), the
// player by its race's.
func (n *Numbers) Darkvision(f *ruleset.Fighter) bool {
	if f.Kind != "" {
		return n.Creature(f.Kind).Darkvision
	}
	return n.RaceDarkvision[f.Race]
}

// Length is the Length of the weapon in f's hand h, 0 when none.
func (n *Numbers) Length(f *ruleset.Fighter, h combat.Hand) int {
	if f.Holds(h) {
		return n.Weapon(f.Hands[h].Weapon).Length
	}
	return 0
}

// AttackOf is b's attack in drn's numbers, for its attacker (b.By nil: a trap); in the dark (b.Lit
// false, the game's dungeon) an attacker without darkvision pays the dark.
func (n *Numbers) AttackOf(b *ruleset.Blow) Attack {
	at := &b.Attack
	w := n.Weapon(at.Weapon)
	// The chapter's to-hit and damage bonuses without its two-weapon penalty (drn's is by Length).
	base := *at
	base.TwoWeapon = false
	p := base.Profile()
	x := Attack{Attack: n.AttackBase + p.ToHit + w.Attack, ArmourPiercing: w.ArmourPiercing || at.Weapon.Pierce > 0}
	str := at.Str // the attacker's Strength score (a trap's 10)
	other := p.Damage.Bonus - at.Weapon.Damage.Bonus
	if at.Mode != combat.Shot {
		other -= combat.Mod(at.Str)
	}
	x.Damage = w.Damage + other
	if at.Mode != combat.Shot {
		x.Damage += str // a missile weapon's damage is its own
	}
	if a := b.By; a != nil {
		if a.Kind != "" {
			e := n.Creature(a.Kind)
			x.Attack += e.Attack
			if at.Mode != combat.Shot {
				x.Damage += e.Strength
			}
		}
		if at.TwoWeapon && at.Mode == combat.Blow {
			x.Attack -= max(0, n.Length(a, combat.MainHand)+n.Length(a, combat.OffHand)-at.Style.TwoWeapon)
		}
		f := n.Fatigue(a, b.Time)
		x.Attack -= f / n.AttackPerFat
		x.NoAttack = f >= n.MaxFatigue
		if !b.Lit && !n.Darkvision(a) {
			x.Attack -= n.Dark
		}
		if a.Raging {
			x.Attack += n.Berserk
		}
	} else if at.TwoWeapon && at.Mode == combat.Blow {
		x.Attack -= max(0, 2*w.Length-at.Style.TwoWeapon) // the odds command's: the same weapon in each hand
	}
	return x
}

// DefenceOf is b.To's defence in drn's numbers against b.Attack; the odds command's bare target is its
// --defence and --protection, no shield, and its state counts on them as on any target's (asleep:
// Defence 0).
func (n *Numbers) DefenceOf(b *ruleset.Blow) Defence {
	t := b.To
	x := Defence{}
	def := 0
	if b.Bare != nil {
		def, x.Protection = b.Bare.Defence, max(0, b.Bare.Protection)
	} else {
		def, x = n.derived(b)
	}
	f := n.Fatigue(t, b.Time)
	def -= f / n.DefencePerFat
	if s := state(t); s[harassRound] == n.round(b.Time) {
		def -= n.Harassment * int(s[harassed])
	}
	if b.Bare == nil && !b.Lit && !n.Darkvision(t) { // a bare target's number is its Defence where it stands
		def -= n.Dark
	}
	if t.Raging {
		def -= n.Berserk
	}
	if t.Dazzled && def > 0 {
		def -= def * n.StunnedPercent / 100
	}
	if f >= n.MaxFatigue || t.Asleep {
		def = 0
	}
	x.Defence = def
	if f > 0 {
		x.CritBelow = int(math.Ceil(float64(f) / float64(n.CritDivisor)))
	}
	return x
}

// derived is b.To's drn Defence before its state (fatigue, harassment, the dark, rage, a daze, sleep), and
// its shield and Protection, from the chapter's numbers and drn.toml's.
func (n *Numbers) derived(b *ruleset.Blow) (int, Defence) {
	t, d, at := b.To, &b.Defender, &b.Attack
	parts := d.Defence.Parts(at.Mode, at.Adjacent, d.Measure)
	def := 10 + n.DefenceOffset
	for k, v := range parts {
		if combat.DefenceKind(k) != combat.Shield {
			def += v
		}
	}
	x := Defence{}
	for h := combat.MainHand; h <= combat.OffHand; h++ {
		if t.Holds(h) {
			def += n.Weapon(t.Hands[h].Weapon).Defence
		}
	}
	for _, p := range t.Worn {
		if p.Shield {
			sh := n.Armour(p)
			x.Shield, x.Parry, x.ShieldProtection = true, max(x.Parry, sh.Parry), max(x.ShieldProtection, sh.Protection)
		}
	}
	var e CreatureNumbers
	if t.Kind != "" {
		e = n.Creature(t.Kind)
		def += e.Defence
	}
	// Protection: every piece, a piece of armour worn by its drn number (its magic at ProtectionPer a point),
	// any other (hide, scales, talents) at ProtectionPer a point.
	prot := e.Protection
	for _, p := range d.Protection {
		if ar, ok := worn(t, p.Name); ok {
			if !ar.Shield {
				prot += n.Armour(ar).Protection + n.ProtectionPer*(p.Protection-ar.Protection)
			}
			continue
		}
		prot += n.ProtectionPer * max(0, p.Protection)
	}
	x.Protection = max(0, prot)
	return def, x
}

// worn is the piece of armour f wears of that name.
func worn(f *ruleset.Fighter, name string) (ruleset.Piece, bool) {
	for _, p := range f.Worn {
		if p.Name == name {
			return p, true
		}
	}
	return ruleset.Piece{}, false
}

// round is the round of the clock at time, plus one (so that 0 is never a round): harassment counts the
// attacks taken within one.
func (n *Numbers) round(time int64) int64 {
	tenths := max(1, int64(n.RoundSeconds*10+0.5))
	return time/tenths + 1
}

// After counts an attack of b.By on b.To: the attacker's fatigue grows by its encumbrance, the target has
// taken one more attack this round.
func (n *Numbers) After(b *ruleset.Blow) {
	if a := b.By; a != nil && a.State != nil {
		a.State[fatigue] = int64(min(n.MaxFatigue, n.Fatigue(a, b.Time)+n.Encumbrance(a)))
		a.State[fatigueAt] = b.Time
	}
	if t := b.To; t != nil && t.State != nil {
		if round := n.round(b.Time); t.State[harassRound] != round {
			t.State[harassRound], t.State[harassed] = round, 0
		}
		t.State[harassed]++
	}
}

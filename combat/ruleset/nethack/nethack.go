// Package nethack is the nethack rule set, NetHack's to-hit (seed 004, combat/RULES.md §34): its roll and
// exact odds (roll.go), its numbers (nethack.toml, numbers.go), and how it reads a blow of this game — the
// to-hit sum of the ranks as skill levels, experience and Luck earned in play, the burden, the distance, the
// target's size, state and Armour Class (this file).
package nethack

import (
	"flag"
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Rules is the nethack rule set; the zero Rules has no numbers yet (assets loads them from nethack.toml:
// Load).
type Rules struct {
	ruleset.Defaults
	ruleset.Data[Numbers]
}

// What nethack keeps of the player (its ruleset.State, RULES.md §34.4): the Luck earned or lost, away from
// nethack.toml's luck, as it stood at luckAt (it times out toward 0 since); and the experience points earned.
const (
	luck = iota
	luckAt
	exp
)

// Name is "nethack".
func (Rules) Name() string { return "nethack" }

// File is nethack.toml.
func (Rules) File() ruleset.File { return ruleset.File{Name: "nethack.toml", Schema: &file{}} }

// Load reads nethack.toml.
func (Rules) Load(src ruleset.Source) ruleset.RuleSet { return Rules{Data: ruleset.Loaded(read(src))} }

// Resolve fills the blow's to-hit sum and settles it.
func (r Rules) Resolve(rl *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	n, err := r.Of("nethack")
	if err != nil {
		return combat.Outcome{}, err
	}
	return settle(rl, b.Attack, b.Defender, n.AttackOf(b), n.DefenceOf(b))
}

// Odds is nethack's exact odds of the blow.
func (r Rules) Odds(b *ruleset.Blow) (ruleset.Odds, error) {
	n, err := r.Of("nethack")
	if err != nil {
		return ruleset.Odds{}, err
	}
	x := n.AttackOf(b)
	rep, dealt, err := odds(b.Attack, b.Defender, x, n.DefenceOf(b))
	if err != nil {
		return ruleset.Odds{}, err
	}
	pct := ruleset.Percent
	t := [][2]string{
		ruleset.Row("Rules", "nethack (assets/nethack.toml)"),
		ruleset.Row("To-hit sum", "%d (the target's AC %d and state included); hits when greater than 1d20", rep.ToHit, rep.AC),
		ruleset.Row("Damage", "%s", x.Damage),
		ruleset.Row("Hit", "%s", pct(rep.Hit)),
		ruleset.Row("Mean damage an attack", "%.2f", rep.MeanDamage),
		ruleset.Row("Kill in one attack", "%s", pct(rep.Kill)),
	}
	return ruleset.Odds{Report: rep.Common(), Dealt: dealt, Own: rep, Table: t}, nil
}

// Killed is what a kill earns the player (RULES.md §34.4): experience (xp_per_kill + the level squared),
// a new experience level told, and Luck: luck_kill_fleeing for a creature that fled, its kind's luck.
func (r Rules) Killed(b *ruleset.Blow) []string {
	a, t, n := b.By, b.To, r.Numbers()
	if n == nil || a == nil || !a.Player || t.Player || a.State == nil {
		return nil
	}
	lv := n.CreatureLevel(t)
	before := n.ExpLevel(int(a.State[exp]))
	a.State[exp] += int64(n.XPPerKill + lv*lv)
	var said []string
	if now := n.ExpLevel(int(a.State[exp])); now > before {
		said = append(said, b.Lang.Say("ruleset.nethack.level_up", ruleset.Num("level", now)))
	}
	by := 0
	if t.Fleeing {
		by += n.LuckKillFleeing
	}
	if t.Kind != "" {
		by += n.Creature(t.Kind, 0).Luck
	}
	if by != 0 {
		n.ChangeLuck(a, by, b.Time)
	}
	return said
}

// Deeper is what the player earns the first time on a new depth: luck_new_depth.
func (r Rules) Deeper(f *ruleset.Fighter, time int64) {
	n := r.Numbers()
	if n != nil && n.LuckNewDepth != 0 && f.State != nil {
		n.ChangeLuck(f, n.LuckNewDepth, time)
	}
}

// AttackLine is "to-hit +9 + the target's AC > d20, 1d9+2 slashing".
func (r Rules) AttackLine(b *ruleset.Blow) string {
	n := r.Numbers()
	if n == nil {
		return ruleset.SayAttack(b.Lang, b.Attack)
	}
	x := n.AttackOf(b)
	return b.Lang.Say("ruleset.attack.nethack", ruleset.Signed("hit", x.ToHit), text.S("dice", x.Damage.String()),
		text.S("types", ruleset.SayTypes(b.Lang, b.Attack.Weapon.Types)))
}

// Sheet is b.To's Armour Class, experience level, and a player's experience points and Luck (RULES.md §34; b.By is b.To, its
// bump in b.Attack), and the line of its skill.
func (r Rules) Sheet(b *ruleset.Blow) ruleset.Sheet {
	n := r.Numbers()
	if n == nil {
		return ruleset.Sheet{}
	}
	d := n.DefenceOf(b)
	x := n.AttackOf(b)
	who := n.who(b)
	s := ruleset.Sheet{
		Numbers: []ruleset.Number{{Name: "AC", Value: d.AC, Lower: true}, {Name: "level", Value: who.level}},
		Attack:  []ruleset.Number{{Name: "to-hit", Value: x.ToHit}, {Name: "damage", Value: x.Damage.Bonus}},
		Line:    b.Lang.Say("ruleset.line.nethack", text.S("skill", skillWord(b.Lang, n.Skill(who.rank).Name))),
	}
	if !who.creature { // a creature's level is its kind's; it earns no experience and has no Luck
		s.Numbers = append(s.Numbers, ruleset.Number{Name: "XP", Value: int(state(b.To)[exp])}, ruleset.Number{Name: "Luck", Value: who.luck})
	}
	return s
}

// Flags are the odds command's --luck, --level, --distance and the target's state (RULES.md §34.3); its
// --asleep is the moment's, read from the blow's defender.
func (r Rules) Flags(fs *flag.FlagSet) func(*ruleset.Blow) error {
	luck := fs.Int("luck", 0, "--rules nethack: the attacker's Luck (-13 to 13)")
	level := fs.Int("level", 0, "--rules nethack: the attacker's experience level (0: a new character's, of no experience yet)")
	distance := fs.Int("distance", 1, "--rules nethack: steps to the target of a shot or throw (1: adjacent)")
	fleeing := fs.Bool("fleeing", false, "--rules nethack: the target flees")
	stunned := fs.Bool("stunned", false, "--rules nethack: the target is stunned")
	paralysed := fs.Bool("paralysed", false, "--rules nethack: the target is paralysed")
	return func(b *ruleset.Blow) error {
		if *luck < -13 || *luck > 13 || *level < 0 || *level > 50 || *distance < 1 || *distance > 100 {
			return fmt.Errorf("--luck %d --level %d --distance %d: want Luck -13 to 13, level 0 to 50, distance 1 to 100", *luck, *level, *distance)
		}
		b.Distance = *distance
		sp := spec{level: *level, fleeing: *fleeing, stunned: *stunned, paralysed: *paralysed}
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "luck" {
				sp.luck = luck
			}
		})
		b.Own = sp
		return nil
	}
}

// Migrate reads the player's Luck and experience from a save of before State.
func (Rules) Migrate(old ruleset.Legacy) ruleset.State {
	var s ruleset.State
	s[luck], s[luckAt], s[exp] = old["Luck"], old["LuckAt"], old["Exp"]
	return s
}

// spec is what the odds command's flags say of a blow (Blow.Own): the attacker's Luck (nil: not given, a
// new character's) and level (0: a new character's), the target's state besides the moment's asleep.
type spec struct {
	luck                        *int
	level                       int
	fleeing, stunned, paralysed bool
}

// state is f's State, a zero one for a fighter with none.
func state(f *ruleset.Fighter) *ruleset.State {
	if f == nil || f.State == nil {
		return &ruleset.State{}
	}
	return f.State
}

// ExpLevelOf is f's experience level (RULES.md §34.4): of the experience points it earned.
func (n *Numbers) ExpLevelOf(f *ruleset.Fighter) int { return n.ExpLevel(int(state(f)[exp])) }

// LuckOf is f's Luck at time (RULES.md §34.4): nethack.toml's luck plus what it earned or lost, that coming
// back one toward 0 every luck_timeout_seconds of the clock (counted on the clock's own marks, as
// NetHack's every 600 turns), within luck_min and luck_max.
func (n *Numbers) LuckOf(f *ruleset.Fighter, time int64) int {
	return max(n.LuckMin, min(n.LuckMax, n.Luck+n.luckEarned(f, time)))
}

// luckEarned is what f's Luck is away from the base at time, after the timeouts since it last changed.
func (n *Numbers) luckEarned(f *ruleset.Fighter, time int64) int {
	s := state(f)
	d := int(s[luck])
	if t := max(1, int64(n.LuckTimeout*10+0.5)); d != 0 && time > s[luckAt] {
		back := time/t - s[luckAt]/t
		switch {
		case d > 0:
			d = int(max(0, int64(d)-back))
		default:
			d = int(min(0, int64(d)+back))
		}
	}
	return d
}

// ChangeLuck adds by to f's Luck, kept within its bounds.
func (n *Numbers) ChangeLuck(f *ruleset.Fighter, by int, time int64) {
	d := n.luckEarned(f, time) + by
	d = max(n.LuckMin-n.Luck, min(n.LuckMax-n.Luck, d))
	f.State[luck], f.State[luckAt] = int64(d), time
}

// CreatureLevel is a creature's level: its entry's, else its hit points / creature_hp_per_level, at least 1.
func (n *Numbers) CreatureLevel(f *ruleset.Fighter) int {
	if f.Kind != "" {
		if l, ok := n.Creature(f.Kind, 0).LevelOf(); ok {
			return l
		}
	}
	return max(1, f.MaxHP/max(1, n.HPPerLevel))
}

// who is what the attacker of b brings to the sum: a character's rank in the weapon's skill, its
// experience level and Luck, its burden; or a creature's level. The odds command's attacker is a new
// character (no experience: level 1; the base Luck) unless its flags say a level or a Luck; an attacker of
// no fighter (a trap) has level_base + the ranks' to-hit.
type who struct {
	creature          bool
	rank, level, luck int
	burden            combat.Burden
}

func (n *Numbers) who(b *ruleset.Blow) who {
	at := &b.Attack
	w := who{level: max(1, n.LevelBase+at.Skill.ToHit+at.Style.ToHit)}
	a := b.By
	if a != nil && a.Kind != "" {
		w.creature, w.level = true, n.CreatureLevel(a)
		return w
	}
	w.rank = b.Rank
	if a != nil {
		w.level, w.luck, w.burden = n.ExpLevelOf(a), n.LuckOf(a, b.Time), a.Burden
	}
	if s, ok := b.Own.(spec); ok {
		if s.luck != nil {
			w.luck = *s.luck
		}
		if s.level > 0 {
			w.level = s.level
		}
	}
	return w
}

// AttackOf is b's attack, the attacker's part of the sum against a target of b.To's kind and size, as
// nethack.toml builds it.
func (n *Numbers) AttackOf(b *ruleset.Blow) Attack {
	at := &b.Attack
	who := n.who(b)
	target, hp := "", 0
	if t := b.To; t != nil && b.Bare == nil {
		target, hp = t.Kind, t.MaxHP
	}
	p := at.Profile()
	dmg := p.Damage
	if who.creature {
		return Attack{ToHit: n.MonsterBase + who.level, Damage: dmg}
	}
	sum := who.luck + who.level + at.MagicToHit + at.Weapon.ToHit
	if who.level <= n.LowLevel {
		sum += n.LowLevelBonus
	}
	sk := n.Skill(who.rank)
	sum += n.DexterityHit(at.Dex)
	size := n.Creature(target, hp).Size
	switch at.Mode {
	case combat.Blow, combat.Bash:
		sum += n.Melee + n.StrengthHit(at.Str)
		if at.TwoWeapon && at.Mode == combat.Blow {
			sum += sk.TwoWeapon
		} else {
			sum += sk.Hit
		}
	default:
		sum += n.Ranged + sk.Hit + max(n.DistanceFloor, n.Adjacent-(max(1, b.Distance)-1)) + n.SizeHit(size)
		if at.Mode == combat.Throw {
			if at.Weapon.Throwable {
				sum += n.Throwing
			} else {
				sum += n.NonWeapon
			}
		}
	}
	switch who.burden {
	case combat.Burdened:
		sum += n.Burdened
	case combat.Strained:
		sum += n.Stressed
	case combat.Overloaded:
		sum += n.Strained
	}
	for _, v := range n.Versus {
		if v.Weapon == strings.ToLower(at.Weapon.Name) && (v.MinSize == "" || n.SizeIndex(size) >= n.SizeIndex(v.MinSize)) && target != "" {
			sum += v.Hit
		}
	}
	return Attack{ToHit: sum, Damage: dmg}
}

// DefenceOf is b.To's defence: AC as nethack.toml derives it, and what its state adds; the odds command's
// bare target is AC --defence.
func (n *Numbers) DefenceOf(b *ruleset.Blow) Defence {
	var asleep, fleeing, stunned, paralysed bool
	name, parts := "", [combat.NumDefenceKinds]int{}
	var worn []ruleset.Piece
	if t := b.To; t != nil {
		asleep, fleeing, stunned = t.Asleep, t.Fleeing, t.Dazzled
		if b.Bare == nil {
			name, worn = t.Kind, t.Worn
			parts = b.Defender.Defence.Parts(b.Attack.Mode, b.Attack.Adjacent, b.Defender.Measure)
		}
	}
	if s, ok := b.Own.(spec); ok {
		fleeing, stunned, paralysed = fleeing || s.fleeing, stunned || s.stunned, s.paralysed
	}
	bonus := 0
	for k, v := range parts {
		if combat.DefenceKind(k) != combat.Dexterity && combat.DefenceKind(k) != combat.Wall {
			bonus += v
		}
	}
	for _, ar := range worn {
		k := combat.Armour
		if ar.Shield {
			k = combat.Shield
		}
		if ar.Defence == parts[k] && ar.Defence > 0 {
			bonus += n.ArmourAC(ar) - ar.Defence
		}
	}
	ac := n.ACBase - bonus
	if name != "" {
		if v, ok := n.Creature(name, 0).ACOf(); ok {
			ac = v
		}
	}
	if b.Bare != nil {
		ac = b.Bare.Defence
	}
	state := 0
	if asleep {
		state += n.Sleeping
	}
	if fleeing {
		state += n.Fleeing
	}
	if stunned {
		state += n.Stunned
	}
	if paralysed {
		state += n.Paralysed
	}
	return Defence{AC: ac, State: state}
}

// skillWord is a skill's name of nethack.toml ("basic") in language l: its data folder's (data/nethack_skill.toml),
// else the name as the data writes it.
func skillWord(l *text.Lang, name string) string {
	if w, ok := l.Own("nethack_skill", name); ok && w.Base != "" {
		return w.Base
	}
	return name
}

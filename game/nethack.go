// The nethack rule set's numbers for an attack in this game (combat/RULES.md §34): the to-hit sum that
// assets/nethack.toml builds from the seed's tables, the ranks as skill levels and experience, Luck, the
// burden, the distance, the target's size, state and Armour Class.

package game

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// nethack is the nethack numbers of the data.
func (g *Game) nethack() *assets.NetHackRules { return &g.data.NetHack }

// NetHackWho is who makes a nethack attack, as the sum needs it: a character's rank in the weapon's
// skill, its experience level and Luck, its burden; or a creature's level.
type NetHackWho struct {
	Creature bool
	Rank     int
	Level    int
	Luck     int
	Burden   combat.Burden
	Distance int // the steps to the target (1: adjacent)
}

// nethackWho is what a (nil: a trap) brings to an attack at on t.
func (g *Game) nethackWho(a, t *Actor, at combat.Attack) NetHackWho {
	r := g.nethack()
	w := NetHackWho{Level: max(1, r.LevelBase+at.Skill.ToHit+at.Style.ToHit), Distance: 1}
	if a == nil {
		return w
	}
	w.Distance = max(1, levels.Distance(a.Pos, t.Pos))
	if c := g.creatureRow(a); c != nil {
		w.Creature, w.Level = true, g.nethackCreatureLevel(a)
		return w
	}
	if wp, ok := g.data.Weapon(at.Weapon.Name); ok {
		w.Rank = a.Skills[wp.Skill]
	}
	w.Level, w.Luck, w.Burden = g.ExpLevel(a), g.Luck(a), g.Burden(a)
	return w
}

// nethackCreatureLevel is a creature's level: its entry's, else its hit points / creature_hp_per_level,
// at least 1.
func (g *Game) nethackCreatureLevel(a *Actor) int {
	r := g.nethack()
	if c := g.creatureRow(a); c != nil {
		if l, ok := r.Creature(c.Name, 0).LevelOf(); ok {
			return l
		}
	}
	return max(1, a.MaxHP/max(1, r.HPPerLevel))
}

// ExpLevel is a's experience level under nethack (RULES.md §34.4): of the experience points it earned.
func (g *Game) ExpLevel(a *Actor) int { return g.nethack().ExpLevel(a.Exp) }

// Luck is a's Luck under nethack (RULES.md §34.4): nethack.toml's luck plus what it earned or lost, that
// coming back one toward 0 every luck_timeout_seconds of the clock (counted on the clock's own marks,
// as NetHack's every 600 turns), within luck_min and luck_max.
func (g *Game) Luck(a *Actor) int {
	r := g.nethack()
	return max(r.LuckMin, min(r.LuckMax, r.Luck+g.luckEarned(a)))
}

// luckEarned is what a's Luck is away from the base now, after the timeouts since a.LuckAt.
func (g *Game) luckEarned(a *Actor) int {
	d := a.Luck
	if t := tenths(g.nethack().LuckTimeout); d != 0 && g.Time > a.LuckAt {
		back := g.Time/t - a.LuckAt/t
		switch {
		case d > 0:
			d = int(max(0, int64(d)-back))
		default:
			d = int(min(0, int64(d)+back))
		}
	}
	return d
}

// changeLuck adds by to a's Luck, kept within its bounds.
func (g *Game) changeLuck(a *Actor, by int) {
	r := g.nethack()
	d := g.luckEarned(a) + by
	d = max(r.LuckMin-r.Luck, min(r.LuckMax-r.Luck, d))
	a.Luck, a.LuckAt = d, g.Time
}

// nethackKill is what a kill earns the player under nethack (RULES.md §34.4): experience (xp_per_kill +
// the level squared), a new experience level told, and Luck: luck_kill_fleeing for a creature that fled,
// its kind's luck.
func (g *Game) nethackKill(a, t *Actor) {
	if a == nil || !a.Player || t.Player {
		return
	}
	r := g.nethack()
	lv := g.nethackCreatureLevel(t)
	before := g.ExpLevel(a)
	a.Exp += r.XPPerKill + lv*lv
	if now := g.ExpLevel(a); now > before {
		g.message(MsgGood, "Welcome to experience level %d.", now)
	}
	by := 0
	if t.Fleeing {
		by += r.LuckKillFleeing
	}
	if c := g.creatureRow(t); c != nil {
		by += r.Creature(c.Name, 0).Luck
	}
	if by != 0 {
		g.changeLuck(a, by)
	}
}

// nethackDeeper is what the player earns the first time on a new depth under nethack: luck_new_depth.
func (g *Game) nethackDeeper() {
	if by := g.nethack().LuckNewDepth; by != 0 {
		g.changeLuck(g.Player, by)
	}
}

// nethackAttack fills at.NetHack, the attacker's part of the sum, for who against a target of kind
// target ("" for none) with hp hit points, as nethack.toml builds it.
func nethackAttack(d *assets.Data, who NetHackWho, target string, hp int, at *combat.Attack) {
	r := &d.NetHack
	p := at.Profile()
	dmg := p.Damage
	if who.Creature {
		at.NetHack = combat.NetHackAttack{ToHit: r.MonsterBase + who.Level, Damage: dmg}
		return
	}
	sum := who.Luck + who.Level + at.MagicToHit + at.Weapon.ToHit
	if who.Level <= r.LowLevel {
		sum += r.LowLevelBonus
	}
	sk := r.Skill(who.Rank)
	sum += r.DexterityHit(at.Dex)
	size := r.Creature(target, hp).Size
	switch at.Mode {
	case combat.Blow, combat.Bash:
		sum += r.Melee + r.StrengthHit(at.Str)
		if at.TwoWeapon && at.Mode == combat.Blow {
			sum += sk.TwoWeapon
		} else {
			sum += sk.Hit
		}
	default:
		sum += r.Ranged + sk.Hit + max(r.DistanceFloor, r.Adjacent-(who.Distance-1)) + r.SizeHit(size)
		if at.Mode == combat.Throw {
			if at.Weapon.Throwable {
				sum += r.Throwing
			} else {
				sum += r.NonWeapon
			}
		}
	}
	switch who.Burden {
	case combat.Burdened:
		sum += r.Burdened
	case combat.Strained:
		sum += r.Stressed
	case combat.Overloaded:
		sum += r.Strained
	}
	for _, v := range r.Versus {
		if v.Weapon == strings.ToLower(at.Weapon.Name) && (v.MinSize == "" || r.SizeIndex(size) >= r.SizeIndex(v.MinSize)) && target != "" {
			sum += v.Hit
		}
	}
	at.NetHack = combat.NetHackAttack{ToHit: sum, Damage: dmg}
}

// NetHackState is the target's state as the sum counts it.
type NetHackState struct {
	Asleep, Fleeing, Stunned, Paralysed bool
}

// nethackDefence fills d.NetHack for t (its kind's name, "" for none): AC as nethack.toml derives it, and
// what its state adds.
func nethackDefence(data *assets.Data, name string, parts [combat.NumDefenceKinds]int, worn []*assets.Armour, st NetHackState, d *combat.Defender) {
	r := &data.NetHack
	bonus := 0
	for k, v := range parts {
		if combat.DefenceKind(k) != combat.Dexterity && combat.DefenceKind(k) != combat.Wall {
			bonus += v
		}
	}
	for _, ar := range worn {
		k := combat.Armour
		if ar.Category == assets.CategoryShield {
			k = combat.Shield
		}
		if ar.Defence == parts[k] && ar.Defence > 0 {
			bonus += r.ArmourAC(ar) - ar.Defence
		}
	}
	ac := r.ACBase - bonus
	if name != "" {
		if v, ok := r.Creature(name, 0).ACOf(); ok {
			ac = v
		}
	}
	state := 0
	if st.Asleep {
		state += r.Sleeping
	}
	if st.Fleeing {
		state += r.Fleeing
	}
	if st.Stunned {
		state += r.Stunned
	}
	if st.Paralysed {
		state += r.Paralysed
	}
	d.NetHack = combat.NetHackDefence{AC: ac, State: state}
}

// nethackFill fills at.NetHack and d.NetHack for a (nil: a trap) attacking t.
func (g *Game) nethackFill(a, t *Actor, at *combat.Attack, d *combat.Defender) {
	name := ""
	if c := g.creatureRow(t); c != nil {
		name = c.Name
	}
	nethackAttack(g.data, g.nethackWho(a, t, *at), name, t.MaxHP, at)
	var worn []*assets.Armour
	for s := SlotMain; s < NumSlots; s++ {
		if ar, ok := g.armourIn(t, s); ok {
			worn = append(worn, ar)
		}
	}
	st := NetHackState{Asleep: asleep(t), Fleeing: t.Fleeing, Stunned: t.DazzledUntil > g.Time}
	nethackDefence(g.data, name, d.Defence.Parts(at.Mode, at.Adjacent, d.Measure), worn, st, d)
}

// nethackFormat is an attack line of the @ screen under nethack: "to-hit +9 (+ target AC), 1d9+2 slashing".
func (g *Game) nethackFormat(a *Actor, at combat.Attack) string {
	nethackAttack(g.data, g.nethackWho(a, a, at), "", 0, &at)
	return fmt.Sprintf("to-hit %+d + the target's AC > d20, %s %s", at.NetHack.ToHit, at.NetHack.Damage, at.Weapon.Types)
}

// nethackSheet puts a's nethack numbers on the sheet: Dv its AC, Pv 0, and the line of Luck, level, skill.
func (g *Game) nethackSheet(a *Actor, s *Sheet) {
	d := g.defenderOf(a)
	g.nethackFill(nil, a, &combat.Attack{Mode: combat.Blow, Adjacent: true, Str: 10, Dex: 10}, &d)
	s.Dv, s.Pv = d.NetHack.AC, 0
	for t := range s.PvVs {
		s.PvVs[t] = 0
	}
	at := g.bumpStrike(a).attack
	who := g.nethackWho(a, a, at)
	s.RulesLine = fmt.Sprintf("Rules: %s   AC %d, level %d (%d XP), Luck %d, %s", g.RulesName(), d.NetHack.AC, who.Level, a.Exp, who.Luck,
		g.nethack().Skill(who.Rank).Name)
}

// NetHackSpecAttack fills a.NetHack for the odds command's attacker: rank in the weapon's skill, level
// (0: from the rank), Luck, distance, against creature target ("" for a bare target).
func NetHackSpecAttack(d *assets.Data, a *combat.Attack, rank, level, luck, distance int, target string) {
	w := NetHackWho{Rank: rank, Luck: luck, Distance: max(1, distance), Level: level}
	if level <= 0 {
		w.Level = max(1, d.NetHack.LevelBase+a.Skill.ToHit+a.Style.ToHit)
	}
	hp := 0
	if c, ok := d.Creature(target); ok {
		hp = c.HP
	}
	nethackAttack(d, w, target, hp, a)
}

// NetHackCreatureDefender is CreatureDefender with its nethack numbers against attack a, in state st.
func NetHackCreatureDefender(d *assets.Data, name string, a combat.Attack, st NetHackState) (combat.Defender, error) {
	g, m, dd, err := ruleCreature(d, name, combat.NetHack)
	if err != nil {
		return combat.Defender{}, err
	}
	var worn []*assets.Armour
	for s := SlotMain; s < NumSlots; s++ {
		if ar, ok := g.armourIn(m, s); ok {
			worn = append(worn, ar)
		}
	}
	nethackDefence(d, m.Kind, dd.Defence.Parts(a.Mode, a.Adjacent, dd.Measure), worn, st, &dd)
	return dd, nil
}

// NetHackBareDefender fills dd.NetHack for a bare target of AC ac in state st.
func NetHackBareDefender(d *assets.Data, dd *combat.Defender, ac int, st NetHackState) {
	nethackDefence(d, "", [combat.NumDefenceKinds]int{}, nil, st, dd)
	dd.NetHack.AC = ac
}

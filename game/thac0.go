// The thac0 rule set's numbers for an attack in this game (combat/RULES.md §33): what assets/thac0.toml
// derives from the chapter's numbers — THAC0 by level, the Strength and Dexterity tables, Armour Class —
// and the speed factor on the clock.

package game

import (
	"fmt"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// thac0 is the thac0 numbers of the data.
func (g *Game) thac0() *assets.THAC0Rules { return &g.data.THAC0 }

// thac0Level is a's level under thac0: a creature's entry, else its hit points / creature_hp_per_level
// (at least 1); a character's (or a trap's, a nil a) level_base + the to-hit its ranks in the weapon's
// skill and style give.
func (g *Game) thac0Level(a *Actor, at combat.Attack) int {
	r := g.thac0()
	if a != nil {
		if c := g.creatureRow(a); c != nil {
			if l, ok := r.Creature(c.Name).LevelOf(); ok {
				return l
			}
			return max(1, a.MaxHP/max(1, r.HPPerLevel))
		}
	}
	return max(1, r.LevelBase+at.Skill.ToHit+at.Style.ToHit)
}

// thac0Attack fills at.THAC0 as thac0.toml derives it for attacker a (nil: a trap or the odds
// command's attacker of no kind).
func (g *Game) thac0Attack(a *Actor, at *combat.Attack) {
	r := g.thac0()
	p := at.Profile()
	str, dex := r.StrengthRow(at.Str), r.DexterityRow(at.Dex)
	// The chapter's to-hit less its stat and ranks: the weapon's own, magic, stance, talents, the moment,
	// sneak, two weapons — each counts one for one.
	other := p.ToHit - at.Skill.ToHit - at.Style.ToHit
	otherDmg := p.Damage.Bonus - at.Weapon.Damage.Bonus
	statHit := 0
	switch at.Mode {
	case combat.Blow, combat.Bash:
		if at.Weapon.Finesse && at.Mode == combat.Blow {
			other -= combat.Mod(at.Dex)
		} else {
			other -= combat.Mod(at.Str)
		}
		otherDmg -= combat.Mod(at.Str)
		statHit = str.Hit
		otherDmg += str.Damage
	case combat.Shot:
		other -= combat.Mod(at.Dex)
		statHit = dex.Hit
	case combat.Throw:
		other -= combat.Mod(at.Dex)
		otherDmg -= combat.Mod(at.Str)
		statHit = dex.Hit
		otherDmg += str.Damage
	}
	thac0 := r.THAC0ForLevel(g.thac0Level(a, *at)) - statHit - other
	if a != nil {
		if c := g.creatureRow(a); c != nil {
			if t, ok := r.Creature(c.Name).THAC0Of(); ok {
				thac0 = t - other
			}
		}
	}
	dmg := at.Weapon.Damage
	dmg.Bonus += otherDmg
	at.THAC0 = combat.THAC0Attack{THAC0: thac0, Damage: dmg, Natural20: r.Natural20, Natural1: r.Natural1, CritMultiplier: r.CritMultiplier}
}

// thac0Defence fills d.THAC0 for t as the target of at: AC = ac_base − the chapter's Defence above 10
// but Dexterity's (an armour piece with an entry counting its ac) + the Dexterity table's ac; a creature's
// entry replaces it. A sleeping target is helpless.
func (g *Game) thac0Defence(t *Actor, at combat.Attack, d *combat.Defender) {
	r := g.thac0()
	parts := d.Defence.Parts(at.Mode, at.Adjacent, d.Measure)
	bonus := 0
	for k, v := range parts {
		if combat.DefenceKind(k) != combat.Dexterity && combat.DefenceKind(k) != combat.Wall {
			bonus += v
		}
	}
	for s := SlotMain; s < NumSlots; s++ {
		if ar, ok := g.armourIn(t, s); ok {
			k := combat.Armour
			if ar.Category == assets.CategoryShield {
				k = combat.Shield
			}
			if ar.Defence == parts[k] && ar.Defence > 0 { // the piece the chapter counts for its kind
				bonus += r.ArmourAC(ar) - ar.Defence
			}
		}
	}
	ac := r.ACBase - bonus + r.DexterityRow(t.Dex).AC
	if c := g.creatureRow(t); c != nil {
		if v, ok := r.Creature(c.Name).ACOf(); ok {
			ac = v
		}
	}
	d.THAC0 = combat.THAC0Defence{AC: ac, Helpless: asleep(t)}
}

// thac0BlowTime is a blow's time in tenths under thac0 for weapon w: speed × seconds_per_speed when its
// entry gives a speed factor, else the chapter's (time).
func (g *Game) thac0BlowTime(w combat.Weapon, blowTime float64, time int64) int64 {
	r := g.thac0()
	s := r.Speed(w, blowTime)
	if !s.SpeedSet {
		return time
	}
	return int64(float64(s.Speed)*r.SecondsPerSpd*10 + 0.5)
}

// thac0Format is an attack line of the @ screen under thac0: "THAC0 14, 1d9+2 slashing, speed 5".
func (g *Game) thac0Format(a *Actor, at combat.Attack) string {
	g.thac0Attack(a, &at)
	out := fmt.Sprintf("THAC0 %d, %s %s", at.THAC0.THAC0, at.THAC0.Damage, at.Weapon.Types)
	if at.Mode == combat.Blow {
		bt := 0.0
		if w, ok := g.data.Weapon(at.Weapon.Name); ok {
			bt = w.BlowTime
		}
		out += fmt.Sprintf(", speed %d", g.thac0().Speed(at.Weapon, bt).Speed)
	}
	return out
}

// thac0Sheet puts a's thac0 numbers on the sheet: Dv its AC, Pv 0 (armour soaks nothing), and the line.
func (g *Game) thac0Sheet(a *Actor, s *Sheet) {
	d := g.defenderOf(a)
	g.thac0Defence(a, combat.Attack{Mode: combat.Blow, Adjacent: true}, &d)
	s.Dv, s.Pv = d.THAC0.AC, 0
	for t := range s.PvVs {
		s.PvVs[t] = 0
	}
	lv := g.thac0Level(a, g.bumpStrike(a).attack)
	s.RulesLine = fmt.Sprintf("Rules: %s   AC %d (lower is better), level %d, THAC0 %d before modifiers", g.RulesName(), d.THAC0.AC, lv, g.thac0().THAC0ForLevel(lv))
}

// THAC0SpecAttack fills a.THAC0 as thac0.toml derives it for an attacker of no kind: the odds and balance
// commands' attacker.
func THAC0SpecAttack(d *assets.Data, a *combat.Attack) {
	g := &Game{data: d, State: State{Rules: combat.THAC0}}
	g.thac0Attack(nil, a)
}

// THAC0CreatureDefender is CreatureDefender with its thac0 numbers against attack a: the creature awake.
func THAC0CreatureDefender(d *assets.Data, name string, a combat.Attack) (combat.Defender, error) {
	g, m, dd, err := ruleCreature(d, name, combat.THAC0)
	if err != nil {
		return combat.Defender{}, err
	}
	g.thac0Defence(m, a, &dd)
	return dd, nil
}

// thac0ShakesPoison reports whether t, under thac0, makes its saving throw against poison: a d20 at least
// thac0.toml's need for its level. Under any other rule set it never does (and rolls nothing).
func (g *Game) thac0ShakesPoison(t *Actor) bool {
	if g.Rules != combat.THAC0 {
		return false
	}
	lv := g.thac0Level(t, g.bumpStrike(t).attack)
	return 1+g.rng.IntN(20) >= g.thac0().SaveVsPoison(lv)
}

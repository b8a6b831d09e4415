// The drn rule set's numbers for an attack in this game (combat/RULES.md §32.2): what assets/drn.toml
// derives from the chapter's numbers, and the modifiers of the moment: fatigue, two weapons, harassment,
// the dark, sleep, a daze, rage.

package game

import (
	"fmt"
	"math"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// RulesName is the name of the game's rule set, as --rules takes it: "cleave", "drn", "thac0", "nethack", "tiers".
func (g *Game) RulesName() string { return g.Rules.String() }

// drn is the drn numbers of the data.
func (g *Game) drn() *assets.DRNRules { return &g.data.DRN }

// FatigueOf is a's fatigue now: what it gathered, less the rest the clock has given since.
func (g *Game) FatigueOf(a *Actor) int {
	r := g.drn()
	rested := int64(r.RestPerSecond) * max(0, g.Time-a.FatigueAt) / 10
	return int(max(0, int64(a.Fatigue)-rested))
}

// encumbrance is what every attack a makes adds to its fatigue: the body's, the creature's entry, and
// every piece of armour and shield worn.
func (g *Game) encumbrance(a *Actor) int {
	r := g.drn()
	e := r.BaseEnc
	if c := g.creatureRow(a); c != nil {
		e += r.Creature(c.Name).Encumbrance
	}
	for s := SlotMain; s < NumSlots; s++ {
		if ar, ok := g.armourIn(a, s); ok {
			e += r.Armour(ar).Encumbrance
		}
	}
	return max(0, e)
}

// darkvision reports whether a sees in the dark: a creature by its drn entry (or creature_darkvision),
// the player by its race's.
func (g *Game) darkvision(a *Actor) bool {
	r := g.drn()
	if c := g.creatureRow(a); c != nil {
		return r.Creature(c.Name).Darkvision
	}
	return r.RaceDarkvision[a.Race]
}

// drnLength is the Length of the weapon in a's slot s, 0 when none.
func (g *Game) drnLength(a *Actor, s Slot) int {
	if w, ok := g.weaponIn(a, s); ok {
		return g.drn().Weapon(w.Weapon).Length
	}
	return 0
}

// drnAttack fills at.DRN for an attack by a (nil: a trap) under drn.
func (g *Game) drnAttack(a *Actor, at *combat.Attack) {
	r := g.drn()
	w := r.Weapon(at.Weapon)
	// The chapter's to-hit and damage bonuses without its two-weapon penalty (drn's is by Length).
	base := *at
	base.TwoWeapon = false
	p := base.Profile()
	x := combat.DRNAttack{Attack: r.AttackBase + p.ToHit + w.Attack, ArmourPiercing: w.ArmourPiercing || at.Weapon.Pierce > 0}
	str := at.Str // the attacker's Strength score (a trap's 10)
	other := p.Damage.Bonus - at.Weapon.Damage.Bonus
	if at.Mode != combat.Shot {
		other -= combat.Mod(at.Str)
	}
	x.Damage = w.Damage + other
	if at.Mode != combat.Shot {
		x.Damage += str // a missile weapon's damage is its own
	}
	if a != nil {
		if c := g.creatureRow(a); c != nil {
			e := r.Creature(c.Name)
			x.Attack += e.Attack
			if at.Mode != combat.Shot {
				x.Damage += e.Strength
			}
		}
		if at.TwoWeapon && at.Mode == combat.Blow {
			x.Attack -= max(0, g.drnLength(a, SlotMain)+g.drnLength(a, SlotOff)-at.Style.TwoWeapon)
		}
		f := g.FatigueOf(a)
		x.Attack -= f / r.AttackPerFat
		x.NoAttack = f >= r.MaxFatigue
		if !g.darkvision(a) {
			x.Attack -= r.Dark
		}
		if a.Raging {
			x.Attack += r.Berserk
		}
	} else if at.TwoWeapon && at.Mode == combat.Blow {
		x.Attack -= max(0, 2*w.Length-at.Style.TwoWeapon) // the odds command's: the same weapon in each hand
	}
	at.DRN = x
}

// drnDefence fills d.DRN for t as the target of at under drn.
func (g *Game) drnDefence(t *Actor, at combat.Attack, d *combat.Defender) {
	r := g.drn()
	parts := d.Defence.Parts(at.Mode, at.Adjacent, d.Measure)
	def := 10 + r.DefenceOffset
	for k, v := range parts {
		if combat.DefenceKind(k) != combat.Shield {
			def += v
		}
	}
	x := combat.DRNDefence{}
	for _, s := range []Slot{SlotMain, SlotOff} {
		if w, ok := g.weaponIn(t, s); ok {
			def += r.Weapon(w.Weapon).Defence
		}
		if ar, ok := g.armourIn(t, s); ok && ar.Category == assets.CategoryShield {
			sh := r.Armour(ar)
			x.Shield, x.Parry, x.ShieldProtection = true, max(x.Parry, sh.Parry), max(x.ShieldProtection, sh.Protection)
		}
	}
	var e assets.DRNCreature
	if c := g.creatureRow(t); c != nil {
		e = r.Creature(c.Name)
		def += e.Defence
	}
	// Protection: every piece, an armour piece by its drn number (its magic at ProtectionPer a point),
	// any other (hide, scales, talents) at ProtectionPer a point.
	prot := e.Protection
	for _, p := range d.Protection {
		if ar, ok := g.data.Armour(p.Name); ok {
			if ar.Category != assets.CategoryShield {
				prot += r.Armour(ar).Protection + r.ProtectionPer*(p.Protection-ar.Protection)
			}
			continue
		}
		prot += r.ProtectionPer * max(0, p.Protection)
	}
	x.Protection = max(0, prot)
	f := g.FatigueOf(t)
	def -= f / r.DefencePerFat
	if round := g.harassRound(); t.HarassRound == round {
		def -= r.Harassment * t.Harassed
	}
	if !g.darkvision(t) {
		def -= r.Dark
	}
	if t.Raging {
		def -= r.Berserk
	}
	if t.DazzledUntil > g.Time && def > 0 {
		def -= def * r.StunnedPercent / 100
	}
	if f >= r.MaxFatigue || asleep(t) {
		def = 0
	}
	x.Defence = def
	if f > 0 {
		x.CritBelow = int(math.Ceil(float64(f) / float64(r.CritDivisor)))
	}
	d.DRN = x
}

// harassRound is the round of the clock now, plus one (so that 0 is never a round): harassment counts
// the attacks taken within one.
func (g *Game) harassRound() int64 {
	tenths := max(1, int64(g.drn().RoundSeconds*10+0.5))
	return g.Time/tenths + 1
}

// drnAfter counts an attack of a on t under drn: a's fatigue grows by its encumbrance, t has taken
// one more attack this round.
func (g *Game) drnAfter(a, t *Actor) {
	r := g.drn()
	if a != nil {
		a.Fatigue = min(r.MaxFatigue, g.FatigueOf(a)+g.encumbrance(a))
		a.FatigueAt = g.Time
	}
	if round := g.harassRound(); t.HarassRound != round {
		t.HarassRound, t.Harassed = round, 0
	}
	t.Harassed++
}

// resolve settles at on t's defender d under the game's rule set, filling the drn numbers when it is drn.
func (g *Game) resolve(a, t *Actor, at combat.Attack, d combat.Defender) (combat.Outcome, error) {
	switch g.Rules {
	case combat.THAC0:
		g.thac0Attack(a, &at)
		g.thac0Defence(t, at, &d)
		return combat.ResolveUnder(g.Rules, g.roller, at, d)
	case combat.NetHack:
		g.nethackFill(a, t, &at, &d)
		return combat.ResolveUnder(g.Rules, g.roller, at, d)
	case combat.Tiers:
		tiersAttack(g.data, &at)
		g.tiersDefence(t, at, &d)
		o, err := combat.ResolveUnder(g.Rules, g.roller, at, d)
		if err == nil {
			g.tiersAfter(a, t, o)
		}
		return o, err
	case combat.DRN:
	default:
		return combat.Resolve(g.roller, at, d)
	}
	g.drnAttack(a, &at)
	g.drnDefence(t, at, &d)
	o, err := combat.ResolveUnder(g.Rules, g.roller, at, d)
	if err == nil {
		g.drnAfter(a, t)
	}
	return o, err
}

// formatAttack is an attack line of the @ screen in the game's rule set: the chapter's "+3 to hit, 1d9+3
// slashing or piercing", or drn's "Attack 13, Damage 15 slashing or piercing, armour-piercing".
func (g *Game) formatAttack(a *Actor, at combat.Attack) string {
	if g.Rules == combat.THAC0 {
		return g.thac0Format(a, at)
	}
	if g.Rules == combat.NetHack {
		return g.nethackFormat(a, at)
	}
	if g.Rules == combat.Tiers {
		return g.tiersFormat(at)
	}
	if g.Rules != combat.DRN {
		return combat.FormatAttack(at)
	}
	g.drnAttack(a, &at)
	out := fmt.Sprintf("Attack %d, Damage %d %s", at.DRN.Attack, at.DRN.Damage, at.Weapon.Types)
	if at.DRN.ArmourPiercing {
		out += ", armour-piercing"
	}
	if at.DRN.NoAttack {
		out += " (too tired to attack)"
	}
	return out
}

// drnSheet puts a's drn numbers on the sheet: Dv its Defence against a blow, Pv its Protection, and the
// line of what else drn counts.
func (g *Game) drnSheet(a *Actor, s *Sheet) {
	d := g.defenderOf(a)
	g.drnDefence(a, combat.Attack{Mode: combat.Blow, Adjacent: true}, &d)
	x := d.DRN
	s.Dv, s.Pv = x.Defence, x.Protection
	for t := range s.PvVs {
		s.PvVs[t] = x.Protection
	}
	line := "Rules: " + g.RulesName()
	if x.Shield {
		line += fmt.Sprintf("   Parry %d, shield Protection %d", x.Parry, x.ShieldProtection)
	}
	line += fmt.Sprintf("   Fatigue %d (+%d an attack)", g.FatigueOf(a), g.encumbrance(a))
	s.RulesLine = line
}

// DRNSpecAttack fills a.DRN as drn.toml derives it for an attacker of no kind, rested, in the light: the
// odds and balance commands' attacker (a two-weapon blow pays twice the weapon's Length: the spec names one
// weapon, taken to be in each hand).
func DRNSpecAttack(d *assets.Data, a *combat.Attack) {
	g := &Game{data: d, State: State{Rules: combat.DRN}}
	g.drnAttack(nil, a)
}

// DRNCreatureDefender is CreatureDefender with its drn numbers against attack a: the creature awake,
// rested, not harassed.
func DRNCreatureDefender(d *assets.Data, name string, a combat.Attack) (combat.Defender, error) {
	g, m, dd, err := ruleCreature(d, name, combat.DRN)
	if err != nil {
		return combat.Defender{}, err
	}
	dd.Protection = append([]combat.Piece(nil), dd.Protection...)
	g.drnDefence(m, a, &dd)
	return dd, nil
}

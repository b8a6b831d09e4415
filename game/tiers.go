// The tiers rule set's numbers for an attack in this game (combat/RULES.md §35): the attack and defence
// bonuses, three damage values, Critical Features, Guard Points and what each side does with them.

package game

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// tiers is the tiers numbers of the data.
func (g *Game) tiers() *assets.TiersRules { return &g.data.Tiers }

// GuardPool is a's Guard Point pool: the player's, or its kind's.
func (g *Game) GuardPool(a *Actor) int {
	if c := g.creatureRow(a); c != nil {
		return g.tiers().Creature(c.Name).GP
	}
	return g.tiers().GPPlayer
}

// GuardPoints is a's Guard Points now: the pool less what it spent, the clock giving one back every
// gp_recover_seconds.
func (g *Game) GuardPoints(a *Actor) int {
	back := int64(0)
	if t := int64(g.tiers().RecoverSeconds*10 + 0.5); t > 0 {
		back = max(0, g.Time-a.GuardAt) / t
	}
	spent := max(0, int64(a.GuardSpent)-back)
	return max(0, g.GuardPool(a)-int(spent))
}

// PlayerGuard is what the player does with a Guard Point when hit under tiers (RULES.md §35.2): the
// player's setting (settings.toml's guard), GuardAuto until one is set.
func (g *Game) PlayerGuard() combat.Guard {
	if !g.guardChosen {
		return combat.GuardAuto
	}
	return g.playerGuard
}

// setPlayerGuard sets the player's guard under tiers (a setting: the game does not save it; the interface
// chooses it with an ActGuard action, which a replay holds).
func (g *Game) setPlayerGuard(gd combat.Guard) { g.playerGuard, g.guardChosen = gd, true }

// tiersTalents is whether t has the Evasion and the Deflect talents: gained as a character gains
// talents (talents.toml), or its kind's in tiers.toml.
func (g *Game) tiersTalents(t *Actor) (evasion, deflect bool) {
	s := g.talentsOf(t, combat.Blow)
	evasion, deflect = s.evasion, s.deflect
	if c := g.creatureRow(t); c != nil {
		e := g.tiers().Creature(c.Name)
		evasion, deflect = evasion || e.Evasion, deflect || e.Deflect
	}
	return evasion, deflect
}

// tiersAttack fills at.Tiers for an attack (the attacker's numbers are all in the chapter's to-hit).
func tiersAttack(d *assets.Data, at *combat.Attack) {
	r := &d.Tiers
	base := *at
	base.TwoWeapon = false // the seed's two weapons roll two dice; the off hand lands only Light hits
	p := base.Profile()
	x := combat.TiersAttack{Bonus: p.ToHit, Damage: r.Damage(at.Weapon), LightOnly: at.TwoWeapon && at.Hand == combat.OffHand && at.Mode == combat.Blow,
		Natural: at.Tiers.Natural}
	if w, ok := d.Weapon(at.Weapon.Name); ok {
		gr := r.Group(w.Skill)
		x.CritBleeds, x.CritDamage = gr.Bleeds, gr.Damage
	}
	for i := range x.Damage {
		x.Damage[i] = max(0, x.Damage[i]+at.MagicDamage)
	}
	at.Tiers = x
}

// tiersDefence fills d.Tiers for t: the defence bonus, its Guard Points and what it does when hit.
func (g *Game) tiersDefence(t *Actor, at combat.Attack, d *combat.Defender) {
	r := g.tiers()
	x := tiersBonus(d, at)
	x.GP, x.Block, x.BlockNew = g.GuardPoints(t), t.BlockLeft, r.Block
	if c := g.creatureRow(t); c != nil {
		x.Bonus += r.Creature(c.Name).Defence
		x.Guard = [4]combat.Guard{combat.GuardNone, r.CreatureLight, r.CreatureHeavy, r.CreatureHeavy}
	} else {
		pg := g.PlayerGuard()
		x.Guard = [4]combat.Guard{combat.GuardNone, pg, pg, pg}
	}
	evasion, deflect := g.tiersTalents(t)
	if evasion {
		x.DodgeDie = r.DodgeDie
	}
	if deflect {
		x.BlockDie = r.DeflectDie // a shield's own die, below, over it
	}
	for _, s := range []Slot{SlotMain, SlotOff} {
		if ar, ok := g.armourIn(t, s); ok && ar.Category == assets.CategoryShield {
			x.BlockDie = r.ShieldBlockDie
			if bd, ok := r.Shields[strings.ToLower(ar.Name)]; ok {
				x.BlockDie = bd
			}
		}
	}
	if asleep(t) {
		x.GP, x.Block = 0, 0 // a sleeper guards nothing
	}
	d.Tiers = x
}

// tiersBonus is the defence bonus of d against at: Agility (Dexterity) + Dodge (dodge, parry, natural,
// deflection) + Block (shield); armour counts nothing.
func tiersBonus(d *combat.Defender, at combat.Attack) combat.TiersDefence {
	parts := d.Defence.Parts(at.Mode, at.Adjacent, d.Measure)
	b := 0
	for k, v := range parts {
		switch combat.DefenceKind(k) {
		case combat.Armour, combat.Wall:
		default:
			b += v
		}
	}
	return combat.TiersDefence{Bonus: b}
}

// tiersStep is the step a Dodge to 0 damage allows t (RULES.md §35.2): to the free cell next to it
// farthest from a (the first of the eight directions on a tie), if one is farther than where it
// stands, and only when it wants it: a creature that flees or keeps its distance (it shoots or casts),
// the player at or below dodge_step_percent of its hit points. It takes no time.
func (g *Game) tiersStep(a, t *Actor, o combat.Outcome) {
	if a == nil || t.Dead || !o.Hit || o.Dealt > 0 || o.Tiers.Guard != combat.GuardDodge {
		return
	}
	if t.Player {
		if t.HP*100 > g.tiers().DodgeStepPercent*t.MaxHP {
			return
		}
	} else if !t.Fleeing && !g.CanShoot(t) && len(t.Spells) == 0 {
		return
	}
	best, far := t.Pos, levels.Distance(t.Pos, a.Pos)
	for _, d := range dirs {
		p := t.Pos.Add(d)
		if !g.Level.In(p) || !g.Level.At(p).Passable() || g.Level.At(p) == levels.DoorClosed || g.ActorAt(p) != nil || g.TrapAt(p) != nil {
			continue
		}
		if dist := levels.Distance(p, a.Pos); dist > far {
			best, far = p, dist
		}
	}
	if best == t.Pos {
		return
	}
	from := t.Pos
	g.moveTo(t, best)
	g.emit(Event{Kind: EventMove, Actor: t.ID, Target: -1, From: from, To: best})
	switch {
	case t.Player:
		g.updateSight()
		g.message(MsgInfo, "You dodge and step back.")
	case g.IsVisible(best) || g.IsVisible(from):
		g.message(MsgInfo, "%s dodges and steps back.", Capitalize(the(t)))
	}
}

// tiersAfter records what Guard cost t, and clears a's block (its turn has come).
func (g *Game) tiersAfter(a, t *Actor, o combat.Outcome) {
	if a != nil {
		a.BlockLeft = 0
	}
	if o.Tiers.GPSpent {
		pool := g.GuardPool(t)
		t.GuardSpent, t.GuardAt = pool-g.GuardPoints(t)+1, g.Time
	}
	if o.Tiers.Guard == combat.GuardBlock {
		t.BlockLeft = o.Tiers.BlockLeft
	}
}

// tiersFormat is an attack line of the @ screen under tiers: "+5 to hit, 3/5/7 slashing (Critical: bleeds)".
func (g *Game) tiersFormat(at combat.Attack) string {
	tiersAttack(g.data, &at)
	x := at.Tiers
	out := fmt.Sprintf("%+d to hit, %d/%d/%d %s", x.Bonus, x.Damage[0], x.Damage[1], x.Damage[2], at.Weapon.Types)
	switch {
	case x.CritBleeds:
		out += " (Critical: bleeds)"
	case x.CritDamage > 0:
		out += fmt.Sprintf(" (Critical: +%d)", x.CritDamage)
	}
	if x.LightOnly {
		out += ", Light hits only"
	}
	return out
}

// tiersSheet puts a's tiers numbers on the sheet: Dv its defence bonus, Pv 0, the line of Guard Points.
func (g *Game) tiersSheet(a *Actor, s *Sheet) {
	d := g.defenderOf(a)
	g.tiersDefence(a, combat.Attack{Mode: combat.Blow, Adjacent: true}, &d)
	s.Dv, s.Pv = d.Tiers.Bonus, 0
	for t := range s.PvVs {
		s.PvVs[t] = 0
	}
	guard := assets.GuardNames[g.PlayerGuard()]
	s.RulesLine = fmt.Sprintf("Rules: %s   Guard Points %d/%d (guard: %s)", g.RulesName(), g.GuardPoints(a), g.GuardPool(a), guard)
	if ev, de := g.tiersTalents(a); ev || de {
		s.RulesLine += fmt.Sprintf(", Dodge Die %s, Block Die %s", dieOr(ev, g.tiers().DodgeDie), dieOr(de, g.tiers().DeflectDie))
	}
	if a.BlockLeft > 0 {
		s.RulesLine += fmt.Sprintf(", block %d left", a.BlockLeft)
	}
}

// TiersSpecAttack fills a.Tiers for the odds command's attacker.
func TiersSpecAttack(d *assets.Data, a *combat.Attack) { tiersAttack(d, a) }

// TiersCreatureDefender is CreatureDefender with its tiers numbers against attack a: awake, its Guard
// Points whole.
func TiersCreatureDefender(d *assets.Data, name string, a combat.Attack) (combat.Defender, error) {
	g, m, dd, err := ruleCreature(d, name, combat.Tiers)
	if err != nil {
		return combat.Defender{}, err
	}
	g.tiersDefence(m, a, &dd)
	return dd, nil
}

// tiersMelee is a two-weapon bump under tiers (RULES.md §35.1): two d20 at once, the higher kept, and the
// blow of its hand; doubles strike with both (the off hand, as ever, only a Light hit). It returns the
// time the bump takes.
func (g *Game) tiersMelee(a, t *Actor) int64 {
	s := g.bumpStrike(a)
	s2 := g.buildStrike(a, SlotOff, combat.Blow)
	s2.style = ""
	main := g.roller.Roll(combat.WhyTiersAttack, combat.Dice{Count: 1, Sides: 20})
	off := g.roller.Roll(combat.WhyTiersAttack, combat.Dice{Count: 1, Sides: 20})
	switch {
	case main == off:
		s.attack.Tiers.Natural = main
		g.strikeAt(a, t, s)
		if !t.Dead && levels.Distance(a.Pos, t.Pos) <= 1 { // not when the first made it step away
			s2.attack.Tiers.Natural = off
			g.strikeAt(a, t, s2)
		}
		return max(s.time, s2.time)
	case main > off:
		s.attack.Tiers.Natural = main
		g.strikeAt(a, t, s)
		return s.time
	}
	s2.attack.Tiers.Natural = off
	g.strikeAt(a, t, s2)
	return s2.time
}

// dieOr is d written out when has, else "none".
func dieOr(has bool, d combat.Dice) string {
	if !has {
		return "none"
	}
	return d.String()
}

// The strike's assembly: what a fighter holds, wears, knows and is, put together into one strike and one
// defence (combat/RULES.md §9–§13, §19, §22–§27), and into the blow the game's rule set settles (rules.go).

package game

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/words"
	"github.com/cleave-game/cleave/levels"
)

// plainBlow is the time of a plain blow, in tenths of a second: 6 seconds (and a shield bash's).
const plainBlow = 60

// strike is one attack ready to resolve: the rules' Attack, plus what the game needs around it.
type strike struct {
	attack  combat.Attack
	weapon  string // the weapon row, "" for a natural attack
	skill   string // the weapon skill it trains
	style   string // the fighting style it trains
	poison  int
	disease string
	time    int64 // tenths of a second it takes
	object  bool  // a thrown thing that is no weapon: its hit is told of it (RULES.md §13.2)
	asleep  bool  // the target slept when it was made: an exploit (RULES.md §22.3)
	natural int   // a to-hit die the rule set threw for it already (a bump's swing), 0 when none
}

// arms builds strikes and defences from the facts of the fighters: the weapon or natural attack, stance,
// skills and styles, magic (the known only while the @ screen is worked out), talents, rage and the moment,
// the wearer's Defence by kind and Protection piece by piece; and puts a blow to the game's rule set, which
// it holds bound with the player's choices of its options. The other parts ask it; it changes nothing of
// the game but its own buffers.
type arms struct {
	g *Game // the data, the clock, the floor (a wall's Defence), lore (magic known)
	// rules is the rule set every blow is settled under, with the data's numbers (State.RuleSet names it).
	rules ruleset.RuleSet
	// choices are the player's choices of the rule set's options, -1 for none made (a setting: never saved;
	// chosen with ActChoose, so that a replay holds it).
	choices []int
	// knownOnly: attacks and Defence count only the magic the player knows (set while the @ screen is
	// worked out, RULES.md §19.4); the rolls count everything.
	knownOnly bool
	protBuf   []combat.Piece // defenderOf's Protection, reused by the next call
	// blow, fighters and worn are the buffers a blow is put to the rule set in (rules.go).
	blow     ruleset.Blow
	fighters [2]ruleset.Fighter
	worn     [2][NumSlots]ruleset.Piece
	// kept is the blow copied while its odds are asked (keepBlow)
	kept keptBlow
	// noTalents: the talents of an actor of no background and no rank (talentsOf)
	noTalents noTalents
	// odds is the luck ledger's scratch for a blow's exact odds (luck.odds); told keeps the blow messages
	// said, by what they say them of (blowMessage).
	odds combat.OddsScratch
	told words.Memo
	// held are the burdens and the blow's talents of the two fighters of the blow being put together
	// (holdBurdens): strikeAt's defender and blow ask each fighter's burden up to three times and its
	// talents up to four, and nothing either carries, knows or is changes between; nil actors when none
	// is held.
	held [2]heldFighter
	// styles are the data's fighting styles (style)
	styles styleRows
}

// heldFighter is one fighter's burden and its talents for a blow, each worked out once asked, held while
// its blow is put together.
type heldFighter struct {
	a         *Actor
	burdenOK  bool
	b         combat.Burden
	talentsOK bool
	talents   talentSum // talentsOf(a, combat.Blow)
}

// holdBurdens keeps a's and t's burdens and talents for a blow, each worked out the first time it is
// asked, for the blow put together next (defenderOf, blowOf); releaseBurdens lets them go: every burden
// and talent is then worked out afresh. (A blow settled on its attack alone, attackOnly, never asks the
// attacker's burden: its load is then not gone through.)
func (arm *arms) holdBurdens(a, t *Actor) {
	arm.held = [2]heldFighter{{a: a}, {a: t}}
}

func (arm *arms) releaseBurdens() { arm.held = [2]heldFighter{} }

// burden is a's burden: the one held for the blow being put together, else worked out (Game.Burden).
func (arm *arms) burden(a *Actor) combat.Burden {
	for i := range arm.held {
		if h := &arm.held[i]; h.a == a && a != nil {
			if !h.burdenOK {
				h.b, h.burdenOK = arm.g.Burden(a), true
			}
			return h.b
		}
	}
	return arm.g.Burden(a)
}

// wayOfFighting is the fighting style a's blows (or shots) are made in, by what it holds.
func (arm *arms) wayOfFighting(a *Actor, mode combat.Mode) string {
	g := arm.g
	if mode == combat.Shot {
		return assets.StyleArcher
	}
	main, hasMain := g.gear.weaponIn(a, SlotMain)
	_, hasOff := g.gear.weaponIn(a, SlotOff)
	shieldMain, _ := g.gear.armourIn(a, SlotMain)
	shieldOff, hasShield := g.gear.armourIn(a, SlotOff)
	switch {
	case shieldMain != nil && hasShield:
		return assets.StyleTwoShields
	case hasMain && hasShield && shieldOff.Category == assets.CategoryShield:
		return assets.StyleSwordAndBoard
	case hasMain && hasOff:
		return assets.StyleTwinBlades
	case hasMain && arm.staffSkill() != "" && main.Skill == arm.staffSkill():
		return assets.StyleStaff
	case hasMain && main.Held == assets.HeldBoth:
		return assets.StyleTwoHanded
	case hasMain && !hasOff && a.Worn[SlotOff].IsZero():
		return assets.StyleDuelist
	}
	return ""
}

// buildStrike makes a's attack with the weapon in slot (SlotMain, SlotOff, SlotMissile) or, for a
// creature without one, its first natural attack; mode says how.
func (arm *arms) buildStrike(a *Actor, slot Slot, mode combat.Mode) strike {
	g := arm.g
	var s strike
	at := &s.attack
	at.Str, at.Dex, at.Mode = a.Str, a.Dex, mode
	if st := g.kits.stanceFound(g.data, a); st != nil { // CombatStance, its row found once
		at.Stance = combat.Stance{Name: st.Name, ToHit: st.ToHit, Damage: st.Damage}
	}
	s.time = plainBlow
	w, ok := g.gear.weaponIn(a, slot)
	switch {
	case mode == combat.Bash:
		if sh, ok := g.gear.armourIn(a, slot); ok {
			at.Weapon = combat.ShieldBash(sh.Name, sh.Bash)
		}
	case ok:
		at.Weapon = w.Weapon
		s.weapon, s.skill = w.Name, w.Skill
		if w.BlowTime > 0 && mode == combat.Blow {
			s.time = int64(w.BlowTime*10 + 0.5)
			s.time = arm.blowTime(w, s.time) // a rule set's speed factor (RULES.md §33.2)
		}
		if mode == combat.Shot {
			if am, ok := g.data.Ammo(a.Worn[SlotAmmo].Name); ok {
				at.Weapon.Pierce += am.Pierce
			}
		}
	default:
		// A creature without a weapon uses its natural attacks in turn: claws, then bite, then claws...
		if c := arm.creatureRow(a); c != nil {
			var natural [8]*assets.Attack
			n := 0
			for i := range c.Attacks {
				if c.Attacks[i].Weapon == "" && n < len(natural) {
					natural[n] = &c.Attacks[i]
					n++
				}
			}
			if n > 0 {
				na := natural[a.NextAttack%n]
				at.Weapon = na.Natural()
				s.poison, s.disease = na.Poison, na.Disease
				if c.BlowTime > 0 {
					s.time = int64(c.BlowTime*10 + 0.5)
				}
			}
		}
		if at.Weapon.Name == "" {
			bh := g.data.BareHands() // the loader refuses data without it
			at.Weapon = bh.Weapon
			s.skill = bh.Skill
		}
	}
	if slot == SlotOff && mode == combat.Blow {
		at.Hand = combat.OffHand
	}
	// RULES.md §19.1: the weapon's own magic (a shot's: the bow's and the ammunition's), then what is worn.
	at.AddMagic(arm.attackMagic(a, a.Worn[slot], mode, arm.knownOnly))
	if mode == combat.Blow {
		at.TwoWeapon = arm.twoWeapons(a) // RULES.md §12: a weapon in each hand; a lone off-hand weapon pays nothing
	}
	if mode != combat.Throw {
		// A throw is made in no fighting style; a bash in the style of the shield it is made with.
		s.style = arm.wayOfFighting(a, mode)
	}
	if sk := g.kits.skillNamed(g.data, a, s.skill); sk != nil {
		at.Skill = RankStep(sk, a.Rank(sk.Name))
	}
	if st := arm.style(s.style); st != nil {
		at.Style = RankStep(st, a.Rank(st.Name))
		s.style = st.Name
	} else {
		s.style = ""
	}
	arm.addTalents(a, at) // RULES.md §27
	return s
}

// staffSkill is the weapon skill of the staff style's weapons (skills.toml), "" when the data has none.
func (arm *arms) staffSkill() string {
	if st := arm.style(assets.StyleStaff); st != nil {
		return st.WeaponSkill
	}
	return ""
}

// styleRows are the data's fighting styles, found once for the data (a blow asks for three or four by the
// way of fighting: styleSkill went through every skill each time).
type styleRows struct {
	data *assets.Data
	rows []*assets.Skill
}

// style is styleSkill(arm.g.data, when): the fighting style that counts in way of fighting when.
func (arm *arms) style(when string) *assets.Skill {
	if when == "" {
		return nil
	}
	sr, d := &arm.styles, arm.g.data
	if sr.data != d {
		sr.data, sr.rows = d, sr.rows[:0]
		for i := range d.Skills {
			if d.Skills[i].Kind == assets.FightingStyle {
				sr.rows = append(sr.rows, &d.Skills[i])
			}
		}
	}
	for _, st := range sr.rows {
		if st.When == when {
			return st
		}
	}
	return nil
}

// bumpStrike is the first (or only) strike of a bump (RULES.md §12): the blow of the main hand's weapon;
// with none there, the blow of the off hand's weapon, alone (no two-weapon penalty, whatever the main hand
// holds: nothing or a shield); with no weapon in either hand, a bash of a shield in the main hand (Two
// Shields), else the creature's natural attack or bare hands.
func (arm *arms) bumpStrike(a *Actor) strike {
	g := arm.g
	if _, ok := g.gear.weaponIn(a, SlotMain); ok {
		return arm.buildStrike(a, SlotMain, combat.Blow)
	}
	if _, ok := g.gear.weaponIn(a, SlotOff); ok {
		return arm.buildStrike(a, SlotOff, combat.Blow)
	}
	if sh, ok := g.gear.armourIn(a, SlotMain); ok && sh.HasBash {
		return arm.buildStrike(a, SlotMain, combat.Bash)
	}
	return arm.buildStrike(a, SlotMain, combat.Blow)
}

// twoWeapons reports whether a holds a weapon in each hand: a bump is then a blow from each (RULES.md §12).
func (arm *arms) twoWeapons(a *Actor) bool {
	g := arm.g
	_, main := g.gear.weaponIn(a, SlotMain)
	_, off := g.gear.weaponIn(a, SlotOff)
	return main && off
}

// closeStrike is the first strike of a's bump on t, up close, seen as the two see each other now
// (strikeAt's Adjacent, Unseen and Blind).
func (arm *arms) closeStrike(a, t *Actor) strike {
	g := arm.g
	s := arm.bumpStrike(a)
	s.attack.Adjacent = true
	s.attack.Unseen = !g.sees(t, a)
	s.attack.Blind = !g.sees(a, t)
	return s
}

// throwStrike is a's throw of it (RULES.md §13.2). A weapon flies as itself: its dice, its skill's rank,
// −4 unless made for throwing, and it trains its skill. Anything else is an object: armour, ammunition,
// and a missile weapon not made for throwing (a bow's draw weight is for shooting). An object is thrown
// at −4 and hits like bare hands (1d3, 22–24, ×2, bludgeoning) under its own name; it has no skill, so
// no rank counts and it trains nothing.
func (arm *arms) throwStrike(a *Actor, it Item) strike {
	g := arm.g
	if w, ok := g.data.Weapon(it.Name); ok && it.Kind == ItemWeapon && thrownAsWeapon(w) {
		return arm.buildStrikeWith(a, it, w, combat.Throw)
	}
	return strike{
		attack: combat.Attack{Str: a.Str, Dex: a.Dex, Mode: combat.Throw, Stance: CombatStance(g.data, a.Stance),
			Weapon: thrownObject(g.data, it.Name)},
		weapon: it.Name,
		object: true,
		time:   plainBlow,
	}
}

// thrownAsWeapon reports whether w, thrown, flies as a weapon: any weapon but a missile weapon not made
// for throwing (a bow or a crossbow is thrown as an object; a rock as a weapon).
func thrownAsWeapon(w *assets.Weapon) bool { return !w.Missile() || w.Throwable }

// thrownObject is the weapon a thrown object named name hits with: bare hands' dice, threat, multiplier
// and damage type (weapons.toml's bare hands row), with no verb of its own ("hits"), not made for
// throwing (−4).
func thrownObject(d *assets.Data, name string) combat.Weapon {
	bh := d.BareHands().Weapon
	return combat.Weapon{Name: name, Damage: bh.Damage, ThreatLow: bh.ThreatLow, Multiplier: bh.Multiplier, Types: bh.Types}
}

// buildStrikeWith is a strike of a with item it of weapon row w (its magic its own), whatever a holds.
func (arm *arms) buildStrikeWith(a *Actor, it Item, w *assets.Weapon, mode combat.Mode) strike {
	saved := a.Worn[SlotMain]
	it.Kind, it.Name, it.Count = ItemWeapon, w.Name, 1
	a.Worn[SlotMain] = it
	s := arm.buildStrike(a, SlotMain, mode)
	a.Worn[SlotMain] = saved
	return s
}

// bashSlot is the hand holding the shield a bashes with: the one with the bigger bash, the off hand's
// on a tie.
func (arm *arms) bashSlot(a *Actor) (Slot, bool) {
	best, found, most := SlotOff, false, 0
	for _, s := range []Slot{SlotOff, SlotMain} {
		if sh, ok := arm.g.gear.armourIn(a, s); ok && sh.HasBash && sh.Bash.Max() > most {
			best, found, most = s, true, sh.Bash.Max()
		}
	}
	return best, found
}

// throwRange is how far a throws item it: its thrown range, or a few cells for anything else.
func (arm *arms) throwRange(it Item) int {
	g := arm.g
	if it.Kind == ItemWeapon {
		if w, ok := g.data.Weapon(it.Name); ok && w.Thrown > 0 {
			return w.Thrown
		}
	}
	return g.data.Rules.ImprovisedRange
}

// defenderOf describes t as the target of an attack. Its Protection slice is reused by the next call.
func (arm *arms) defenderOf(t *Actor) combat.Defender {
	g := arm.g
	way := arm.wayOfFighting(t, combat.Blow)
	d := combat.Defender{HP: max(1, t.HP), MaxHP: t.MaxHP, Defence: arm.defenceIn(t, way), Protection: arm.protBuf[:0]}
	if c := arm.creatureRow(t); c != nil {
		d.NoVitals, d.Bloodless = c.Traits.NoVitals, c.Traits.Bloodless
		if c.Protection > 0 {
			p := combat.Piece{Name: arm.coverOf(t), Protection: c.Protection}
			for ty, v := range c.ProtectionVs { // RULES.md §37: a brute's plates turn a blade, not a point
				if ty < combat.NumDamageTypes {
					p.Vs[ty] = v
				}
			}
			d.Protection = append(d.Protection, p)
		}
	}
	if t.Player { // the race looked up for the player only
		if r, ok := g.data.Race(t.Race); ok && r.Protection > 0 {
			d.Protection = append(d.Protection, combat.Piece{Name: "scales", Protection: r.Protection})
		}
	}
	if p := arm.talentProtection(t); p > 0 { // RULES.md §27.3: Bulwark, Battle-scarred, in any armour
		d.Protection = append(d.Protection, combat.Piece{Name: "guard", Protection: p})
	}
	for s := SlotBody; s < NumSlots; s++ {
		if t.Worn[s].Count == 0 { // empty: passed without a call
			continue
		}
		if ar, ok := g.gear.armourIn(t, s); ok {
			// RULES.md §19.2: Hardened armour's magic adds to its own Protection; the piece counts once.
			if p := Piece(ar).Harden(g.lore.itemMagic(t.Worn[s], arm.knownOnly)); anyPositive(p) {
				d.Protection = append(d.Protection, p)
			}
		}
	}
	if way == assets.StyleDuelist { // the style's row looked up for a duelist only
		if st := arm.style(assets.StyleDuelist); st != nil && t.Rank(st.Name) >= assets.MaxRank {
			d.Measure = true
		}
	}
	arm.protBuf = d.Protection // reused by the next attack: Resolve keeps nothing of it
	d.Resist = arm.resistances(t)
	return d
}

// defence is t's Defence by kind: Dexterity (limited by armour and burden), armour, shield, parry,
// natural, dodge (stance), wall.
func (arm *arms) defence(t *Actor) combat.Defence {
	return arm.defenceIn(t, arm.wayOfFighting(t, combat.Blow))
}

// defenceIn is defence(t), t fighting in the style way (wayOfFighting's for a blow).
func (arm *arms) defenceIn(t *Actor, way string) combat.Defence {
	g := arm.g
	var d combat.Defence
	d.Add(combat.Dexterity, combat.Mod(t.Dex))
	d.Burden = arm.burden(t)
	for s := SlotMain; s < NumSlots; s++ {
		if t.Worn[s].Count == 0 { // empty: passed without a call
			continue
		}
		ar, ok := g.gear.armourIn(t, s)
		if !ok {
			continue
		}
		// RULES.md §19.2: magic armour or a magic shield adds its magic to its own base.
		magic := g.lore.itemMagic(t.Worn[s], arm.knownOnly).Defence
		switch ar.Category {
		case assets.CategoryArmour:
			d.Add(combat.Armour, ar.Defence+magic)
		case assets.CategoryShield:
			d.Add(combat.Shield, ar.Defence+magic)
		}
		if ar.DexLimited {
			d.LimitDex(ar.DexLimit)
		}
	}
	for _, s := range []Slot{SlotMain, SlotOff} {
		if w, sk, ok := g.gear.weaponSkillIn(t, s); ok {
			parry := w.Parry
			if sk != nil {
				parry += RankStep(sk, t.Rank(sk.Name)).Parry
			}
			d.Add(combat.Parry, parry)
		}
	}
	if st := arm.style(way); st != nil {
		step := RankStep(st, t.Rank(st.Name))
		d.Kinds[combat.Parry] += step.Parry
		if step.Shield > 0 {
			d.Kinds[combat.Shield] += step.Shield
		} else if k := st.At(t.Rank(st.Name)); k.Defence > 0 {
			d.Add(combat.Dodge, k.Defence)
		}
	}
	if c := arm.creatureRow(t); c != nil {
		d.Add(combat.Natural, c.Defence)
		if c.Traits.Incorporeal && g.Level != nil && g.Level.At(t.Pos) == levels.Wall {
			d.Add(combat.Wall, g.data.Rules.WallDefence)
		}
	}
	if t.Player { // the race looked up for the player only
		if r, ok := g.data.Race(t.Race); ok {
			d.Add(combat.Natural, r.Defence)
		}
	}
	if s := g.kits.stanceFound(g.data, t); s != nil {
		d.Add(combat.Dodge, s.Dodge+s.Defence)
	}
	// RULES.md §19.2: Deflection and Natural the best of their kind, every Dodge adding up.
	arm.defenceMagic(t, &d, arm.knownOnly)
	arm.addTalentDefence(t, &d)           // RULES.md §25.1, §27: Tumble, talents
	d.Add(combat.Deflection, arm.ward(t)) // a ward spell (RULES.md §30.5)
	return d
}

// anyPositive reports whether p gives Protection against some damage type.
func anyPositive(p combat.Piece) bool {
	for t := range combat.NumDamageTypes {
		if p.Against(t) > 0 {
			return true
		}
	}
	return false
}

// coverOf names what a creature's natural Protection is: its shell, scales or hide.
func (arm *arms) coverOf(t *Actor) string {
	if c := arm.creatureRow(t); c != nil {
		return c.Cover
	}
	return "hide"
}

// attackMagic is the magic a's attack of mode counts (RULES.md §19.1): own is the attacking item (the
// weapon of a blow or a throw; the bow of a shot, with the quiver's ammunition), then what a wears and
// wields that is no weapon and no ammunition. known: only what the player knows (the @ screen).
func (arm *arms) attackMagic(a *Actor, own Item, mode combat.Mode, known bool) combat.Magic {
	g := arm.g
	var ownBuf [2]combat.Magic // the weapon's own, and a shot's ammunition's: on the stack, as the worn
	var wornBuf [NumSlots]combat.Magic
	owns, worn := ownBuf[:0], wornBuf[:0]
	if mode != combat.Bash {
		owns = append(owns, g.lore.itemMagic(own, known))
		if mode == combat.Shot {
			owns = append(owns, g.lore.itemMagic(a.Worn[SlotAmmo], known))
		}
	}
	for s := range a.Worn {
		if it := &a.Worn[s]; it.Kind == ItemArmour { // read in place: only armour is copied to be asked
			worn = append(worn, g.lore.itemMagic(*it, known))
		}
	}
	m := combat.AttackMagic(owns, worn)
	// The Defence parts of a worn item are its wearer's Defence, not the attack's.
	return combat.Magic{ToHit: m.ToHit, Damage: m.Damage, Threat: m.Threat, Multiplier: m.Multiplier}
}

// defenceMagic adds the Deflection, Dodge and Natural of everything t wears and wields to d (the quiver
// left out: ammunition's magic is its shots').
func (arm *arms) defenceMagic(t *Actor, d *combat.Defence, known bool) {
	for s := range t.Worn {
		if Slot(s) == SlotAmmo || t.Worn[s].Count == 0 { // an empty slot has no magic (itemMagic)
			continue
		}
		d.AddMagic(arm.g.lore.itemMagic(t.Worn[s], known))
	}
}

// creatureRow is the bestiary row of a monster; nil for the player or a kind the data lost.
func (arm *arms) creatureRow(a *Actor) *assets.Creature {
	if a.Player {
		return nil
	}
	return arm.g.kits.creatureRow(arm.g.data, a)
}

// traits are what a's kind's tags mean (none for the player).
func (arm *arms) traits(a *Actor) assets.Traits {
	if c := arm.creatureRow(a); c != nil {
		return c.Traits
	}
	return assets.Traits{}
}

// Fighting: an attack is built from what the attacker holds and knows, resolved by combat, and its Outcome applied here: hit points, wounds, training, messages and events.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/words"
	"github.com/cleave-game/cleave/levels"
)

// plainBlow is the time of a plain blow, in tenths of a second: 6 seconds (and a shield bash's).
const plainBlow = 60

// hearingQuiet is how many turns pass before "You hear fighting." is said again.
const hearingQuiet = 10

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

// wayOfFighting is the fighting style a's blows (or shots) are made in, by what it holds.
func (g *Game) wayOfFighting(a *Actor, mode combat.Mode) string {
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
	case hasMain && g.staffSkill() != "" && main.Skill == g.staffSkill():
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
func (g *Game) buildStrike(a *Actor, slot Slot, mode combat.Mode) strike {
	var s strike
	at := &s.attack
	at.Str, at.Dex, at.Mode = a.Str, a.Dex, mode
	at.Stance = CombatStance(g.data, a.Stance)
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
			s.time = g.blowTime(w, s.time) // a rule set's speed factor (RULES.md §33.2)
		}
		if mode == combat.Shot {
			if am, ok := g.data.Ammo(a.Worn[SlotAmmo].Name); ok {
				at.Weapon.Pierce += am.Pierce
			}
		}
	default:
		// A creature without a weapon uses its natural attacks in turn: claws, then bite, then claws...
		if c := g.creatureRow(a); c != nil {
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
	at.AddMagic(g.attackMagic(a, a.Worn[slot], mode, g.knownOnly))
	if mode == combat.Blow {
		at.TwoWeapon = g.twoWeapons(a) // RULES.md §12: a weapon in each hand; a lone off-hand weapon pays nothing
	}
	if mode != combat.Throw {
		// A throw is made in no fighting style; a bash in the style of the shield it is made with.
		s.style = g.wayOfFighting(a, mode)
	}
	if sk, ok := g.data.Skill(s.skill); ok {
		at.Skill = RankStep(sk, a.Rank(sk.Name))
	}
	if st := styleSkill(g.data, s.style); st != nil {
		at.Style = RankStep(st, a.Rank(st.Name))
		s.style = st.Name
	} else {
		s.style = ""
	}
	g.addTalents(a, at) // RULES.md §27
	return s
}

// staffSkill is the weapon skill of the staff style's weapons (skills.toml), "" when the data has none.
func (g *Game) staffSkill() string {
	if st := styleSkill(g.data, assets.StyleStaff); st != nil {
		return st.WeaponSkill
	}
	return ""
}

// defenderOf describes t as the target of an attack. Its Protection slice is reused by the next call.
func (g *Game) defenderOf(t *Actor) combat.Defender {
	d := combat.Defender{HP: max(1, t.HP), MaxHP: t.MaxHP, Defence: g.defence(t), Protection: g.protBuf[:0]}
	if c := g.creatureRow(t); c != nil {
		d.NoVitals, d.Bloodless = c.Traits.NoVitals, c.Traits.Bloodless
		if c.Protection > 0 {
			p := combat.Piece{Name: g.coverOf(t), Protection: c.Protection}
			for ty, v := range c.ProtectionVs { // RULES.md §37: a brute's plates turn a blade, not a point
				if ty < combat.NumDamageTypes {
					p.Vs[ty] = v
				}
			}
			d.Protection = append(d.Protection, p)
		}
	}
	if r, ok := g.data.Race(t.Race); ok && t.Player && r.Protection > 0 {
		d.Protection = append(d.Protection, combat.Piece{Name: "scales", Protection: r.Protection})
	}
	if p := g.talentProtection(t); p > 0 { // RULES.md §27.3: Bulwark, Battle-scarred, in any armour
		d.Protection = append(d.Protection, combat.Piece{Name: "guard", Protection: p})
	}
	for s := SlotBody; s < NumSlots; s++ {
		if ar, ok := g.gear.armourIn(t, s); ok {
			// RULES.md §19.2: Hardened armour's magic adds to its own Protection; the piece counts once.
			if p := Piece(ar).Harden(g.lore.itemMagic(t.Worn[s], g.knownOnly)); anyPositive(p) {
				d.Protection = append(d.Protection, p)
			}
		}
	}
	if st := styleSkill(g.data, assets.StyleDuelist); st != nil && g.wayOfFighting(t, combat.Blow) == assets.StyleDuelist && t.Rank(st.Name) >= assets.MaxRank {
		d.Measure = true
	}
	g.protBuf = d.Protection // reused by the next attack: Resolve keeps nothing of it
	d.Resist = g.resistances(t)
	return d
}

// defence is t's Defence by kind: Dexterity (limited by armour and burden), armour, shield, parry,
// natural, dodge (stance), wall.
func (g *Game) defence(t *Actor) combat.Defence {
	var d combat.Defence
	d.Add(combat.Dexterity, combat.Mod(t.Dex))
	d.Burden = g.Burden(t)
	for s := SlotMain; s < NumSlots; s++ {
		ar, ok := g.gear.armourIn(t, s)
		if !ok {
			continue
		}
		// RULES.md §19.2: magic armour or a magic shield adds its magic to its own base.
		magic := g.lore.itemMagic(t.Worn[s], g.knownOnly).Defence
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
	way := g.wayOfFighting(t, combat.Blow)
	for _, s := range []Slot{SlotMain, SlotOff} {
		if w, ok := g.gear.weaponIn(t, s); ok {
			parry := w.Parry
			if sk, ok := g.data.Skill(w.Skill); ok {
				parry += RankStep(sk, t.Rank(sk.Name)).Parry
			}
			d.Add(combat.Parry, parry)
		}
	}
	if st := styleSkill(g.data, way); st != nil {
		step := RankStep(st, t.Rank(st.Name))
		d.Kinds[combat.Parry] += step.Parry
		if step.Shield > 0 {
			d.Kinds[combat.Shield] += step.Shield
		} else if k := st.At(t.Rank(st.Name)); k.Defence > 0 {
			d.Add(combat.Dodge, k.Defence)
		}
	}
	if c := g.creatureRow(t); c != nil {
		d.Add(combat.Natural, c.Defence)
		if c.Traits.Incorporeal && g.Level != nil && g.Level.At(t.Pos) == levels.Wall {
			d.Add(combat.Wall, g.data.Rules.WallDefence)
		}
	}
	if r, ok := g.data.Race(t.Race); ok && t.Player {
		d.Add(combat.Natural, r.Defence)
	}
	if s, ok := g.data.Stance(t.Stance); ok {
		d.Add(combat.Dodge, s.Dodge+s.Defence)
	}
	// RULES.md §19.2: Deflection and Natural the best of their kind, every Dodge adding up.
	g.defenceMagic(t, &d, g.knownOnly)
	g.addTalentDefence(t, &d)           // RULES.md §25.1, §27: Tumble, talents
	d.Add(combat.Deflection, g.ward(t)) // a ward spell (RULES.md §30.5)
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
func (g *Game) coverOf(t *Actor) string {
	if c := g.creatureRow(t); c != nil {
		return c.Cover
	}
	return "hide"
}

// sees reports whether a can see t: both are on the player's level, and sight is symmetric, so the player
// sees t when t is in view, and two creatures see each other when a line of sight joins them within range.
func (g *Game) sees(a, t *Actor) bool {
	switch {
	case a.Player:
		return g.IsVisible(t.Pos)
	case t.Player:
		return g.IsVisible(a.Pos)
	}
	return levels.Distance(a.Pos, t.Pos) <= g.sight() && g.clearLine(a.Pos, t.Pos)
}

// strikeAt resolves one strike of a on t and applies its outcome. It reports the outcome.
func (g *Game) strikeAt(a, t *Actor, s strike) combat.Outcome {
	s.attack.Adjacent = levels.Distance(a.Pos, t.Pos) <= 1
	s.attack.Unseen = !g.sees(t, a)
	s.attack.Blind = !g.sees(a, t)
	// RULES.md §22–§24: a sneak attack, and what the moment costs either side.
	s.asleep = asleep(t)
	g.surprise(a, t, &s.attack)
	g.moment(a, &s.attack)
	d := g.defenderOf(t)
	g.momentDefence(t, &d)
	g.roller.Who = the(a)
	o, err := g.resolve(a, t, s, d)
	if err != nil {
		g.message(MsgBad, "The %s cannot attack: %v", a.Name, err)
		return o
	}
	g.emit(Event{Kind: EventAttack, Actor: a.ID, Target: t.ID, From: a.Pos, To: t.Pos, Outcome: o, Mode: s.attack.Mode, Weapon: s.attack.Weapon.Name})
	if s.weapon == "" {
		a.NextAttack++ // the next natural attack in turn
	}
	g.noise(t.Pos, g.data.Rules.NoiseCells)
	g.train(a, s)
	if o.Hit {
		g.lore.usedInAttack(a, s) // RULES.md §19.4: learning by use
	}
	g.lore.struck(t, o)
	if g.tumbleTrains(t) {
		g.trainSkill(t, g.data.Tactics.Tumble.Skill) // RULES.md §25.1
	}
	after := g.tellSurprise(a, t, o, s.asleep)
	g.tell(a, t, o, s)
	if after != "" {
		g.message(MsgInfo, "%s", after)
	}
	t.Awake = true
	if t.Fleeing && o.Hit {
		// Cornered prey fights back when hit.
		t.Fleeing = t.HP*4 <= t.MaxHP
	}
	if !o.Hit || o.Glance {
		g.stepAway(a, t, s.attack, o) // RULES.md §35.2: a Dodge to nothing may step away
		return o
	}
	t.HP -= o.Dealt
	if s.attack.Mode == combat.Bash && t.HP > 0 {
		g.dazzle(t, g.data.Tactics.Dazzle.BashSeconds) // RULES.md §24.1
	}
	if o.Bleeding && !g.noBleeding {
		if t.Player && t.Bleeding == 0 && t.HP > 0 {
			g.message(MsgBad, "You are bleeding.")
		}
		t.Bleeding += max(g.data.Rules.BleedMin, o.Dealt/2)
		t.BleedCause, t.BleedBy = killerPhrase(a, s), a.ID+1
	}
	if s.poison > 0 && !g.traits(t).PoisonImmune && !g.shakesPoison(t) { // a rule set's saving throw (RULES.md §33.1)
		t.Poison += s.poison
		t.PoisonCause, t.PoisonBy = killerPhrase(a, s), a.ID+1
		if t.Player {
			g.message(MsgBad, "You are poisoned!")
		}
	}
	if s.disease != "" && t.Disease == "" && g.rng.IntN(100) < g.data.Rules.DiseasePercent && !g.traits(t).DiseaseImmune {
		t.Disease, t.Sick = s.disease, tenths(g.data.Rules.DiseaseSeconds)
		if t.Player {
			g.message(MsgBad, "You feel feverish: %s.", s.disease)
		}
	}
	if t.HP <= 0 {
		g.kill(t, a, s)
	}
	return o
}

// tell writes the message of an outcome when the player sees it, or "You hear fighting." once a turn
// when the player does not.
func (g *Game) tell(a, t *Actor, o combat.Outcome, s strike) {
	// Creatures fighting each other: told only when the player sees both; else only heard.
	if !a.Player && !t.Player && !(g.IsVisible(a.Pos) && g.IsVisible(t.Pos)) {
		// At most once in hearingQuiet turns (HeardAt is the turn plus one: 0 is never).
		if g.HeardAt == 0 || g.Turns+1-g.HeardAt >= hearingQuiet {
			g.HeardAt = g.Turns + 1
			g.message(MsgInfo, "You hear fighting.")
		}
		return
	}
	kind := MsgInfo
	switch {
	case t.Player && o.Hit && !o.Glance:
		kind = MsgBad
	case a.Player && o.Hit:
		kind = MsgGood
	}
	sc := words.Scene{Attacker: g.noun(a), Target: g.noun(t), Weapon: s.attack.Weapon, Object: s.object, Cover: g.coverOf(t),
		Hand: s.attack.TwoWeapon}
	if ar, ok := g.gear.armourIn(t, SlotBody); ok {
		sc.Armour = ar.Name
	}
	if ar, ok := g.gear.armourIn(t, SlotOff); ok && ar.Category == assets.CategoryShield {
		sc.Shield = ar.Name
	}
	g.message(kind, "%s", g.blowMessage(o, sc))
}

// countKill counts t among a's kills, by its kind (and what the kill earns under the rule set, RULES.md
// §34.4).
func (g *Game) countKill(a, t *Actor) {
	g.killed(a, t)
	a.Kills++
	kind := t.Kind
	if kind == "" {
		kind = t.Name
	}
	if a.KillsByKind == nil {
		a.KillsByKind = map[string]int{}
	}
	a.KillsByKind[kind]++
}

// kill ends t, killed by a's strike s: a corpse and t's belongings drop where it fell.
func (g *Game) kill(t, a *Actor, s strike) {
	g.cells.fell(g.Floor, t)
	g.countKill(a, t)
	g.emit(Event{Kind: EventDeath, Actor: t.ID, Target: -1, From: t.Pos, To: t.Pos})
	if t.Player {
		g.die(killerPhrase(a, s))
		return
	}
	g.corpse(t)
	if g.IsVisible(t.Pos) {
		g.message(MsgDeath, "%s dies.", Capitalize(the(t)))
	}
}

// corpse leaves t's belongings and its body on the floor where it died.
func (g *Game) corpse(t *Actor) {
	for s := range t.Worn {
		g.gear.dropItem(t.Pos, t.Worn[s])
		t.Worn[s] = Item{}
	}
	for _, it := range t.Pack {
		g.gear.dropItem(t.Pos, it)
	}
	t.Pack = nil
	g.Corpses = append(g.Corpses, Corpse{Pos: t.Pos, Kind: t.Kind})
}

// killerPhrase is how the death screen names a killer: "a kobold's spear", "a giant rat's bite".
func killerPhrase(a *Actor, s strike) string {
	who := AName(a.Name) // a unique by its name: "Grizzletooth's hand axe"
	if s.attack.Weapon.Name == "" {
		return who
	}
	return who + "'s " + s.attack.Weapon.Name
}

// Corpse is the body of a dead creature on the floor.
type Corpse struct {
	Pos  gruid.Point
	Kind string
}

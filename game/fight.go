// Fighting: an attack is built from what the attacker holds and knows, resolved by combat, and its Outcome applied here: hit points, wounds, training, messages and events.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/words"
	"github.com/cleave-game/cleave/levels"
)

// hearingQuiet is how many turns pass before "You hear fighting." is said again.
const hearingQuiet = 10

// fight is what blows, wounds and the moment do to fighters: a strike resolved and its outcome applied (hit
// points, wounds, poison, disease, a death and whose kill it is), the rule set's hooks around blows
// (rules.go), free blows, stamina, stances and rage (stamina.go), a dazzle and a surprise told
// (stealth.go), skills trained and talents gained (train.go, talents.go), and wounds and ills running their
// course (status.go). The strike itself is the strike's assembly's (arms).
type fight struct {
	g      *Game           // the floor, the clock, the log, the strike's assembly, lore (learning by use)
	swings []ruleset.Swing // the hands of a bump with two weapons, as the rule set swings them (melee)
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
	return levels.Distance(a.Pos, t.Pos) <= g.sight() && clearLine(g.Level, a.Pos, t.Pos)
}

// strikeAt resolves one strike of a on t and applies its outcome. It reports the outcome.
func (ft *fight) strikeAt(a, t *Actor, s strike) combat.Outcome {
	g := ft.g
	s.attack.Adjacent = levels.Distance(a.Pos, t.Pos) <= 1
	s.attack.Unseen = !g.sees(t, a)
	s.attack.Blind = !g.sees(a, t)
	// RULES.md §22–§24: a sneak attack, and what the moment costs either side.
	s.asleep = asleep(t)
	g.arms.surprise(a, t, &s.attack)
	g.arms.moment(a, &s.attack)
	g.arms.holdBurdens(a, t) // nothing either carries changes while the blow is put together
	d := g.arms.defenderOf(t)
	g.arms.momentDefence(t, &d)
	g.roller.Who = g.kits.the(g.data, a)
	// The luck ledger's odds of the blow, asked before the rule set settles it and spends what it spends
	// (RULES.md §39.1).
	// The blow is put together once, for both: the odds are asked of a copy of it, so that the rule set
	// settles the blow exactly as it was built.
	var pHit, pCrit float64
	var dealt combat.Dist
	counted := false
	b := g.arms.blowWith(a, t, &s.attack, &d, !g.arms.settlesOnAttack())
	g.arms.releaseBurdens()
	b.Natural = s.natural
	if a.Player != t.Player {
		g.arms.keepBlow()
		pHit, pCrit, dealt, counted = g.luck.odds(a, t, b)
		g.arms.restoreBlow()
	}
	o, err := g.arms.rules.Resolve(g.roller, b)
	if err != nil {
		tell(g, MsgBad, "game.fight.cannot_attack", text.S("name", a.Name), text.S("error", err.Error()))
		return o
	}
	if counted {
		g.luck.count(a, t, pHit, pCrit, dealt, o)
	}
	g.emit(Event{Kind: EventAttack, Actor: a.ID, Target: t.ID, From: a.Pos, To: t.Pos, Outcome: o, Mode: s.attack.Mode, Weapon: s.attack.Weapon.Name})
	if s.weapon == "" {
		a.NextAttack++ // the next natural attack in turn
	}
	g.monsters.noise(t.Pos, g.data.Rules.NoiseCells)
	ft.train(a, s)
	if o.Hit {
		g.lore.usedInAttack(a, s) // RULES.md §19.4: learning by use
	}
	g.lore.struck(t, o)
	if g.arms.tumbleTrains(t) {
		ft.trainSkill(t, g.data.Tactics.Tumble.Skill) // RULES.md §25.1
	}
	after := ft.tellSurprise(a, t, o, s.asleep)
	ft.tell(a, t, o, s)
	if after != "" {
		g.message(MsgInfo, "%s", after)
	}
	t.Awake = true
	if t.Fleeing && o.Hit {
		// Cornered prey fights back when hit.
		t.Fleeing = t.HP*4 <= t.MaxHP
	}
	if !o.Hit || o.Glance {
		ft.stepAway(a, t, s.attack, o) // RULES.md §35.2: a Dodge to nothing may step away
		return o
	}
	t.HP -= o.Dealt
	if s.attack.Mode == combat.Bash && t.HP > 0 {
		ft.dazzle(t, g.data.Tactics.Dazzle.BashSeconds) // RULES.md §24.1
	}
	if o.Bleeding && !g.noBleeding {
		if t.Player && t.Bleeding == 0 && t.HP > 0 {
			tell(g, MsgBad, "game.fight.bleeding")
		}
		t.Bleeding += max(g.data.Rules.BleedMin, o.Dealt/2)
		t.BleedCause, t.BleedBy = g.kits.killerPhrase(langOf(g), a, s), a.ID+1
	}
	if s.poison > 0 && !g.arms.traits(t).PoisonImmune && !g.arms.shakesPoison(t) { // a rule set's saving throw (RULES.md §33.1)
		t.Poison += s.poison
		t.PoisonCause, t.PoisonBy = g.kits.killerPhrase(langOf(g), a, s), a.ID+1
		if t.Player {
			tell(g, MsgBad, "game.fight.poisoned")
		}
	}
	if s.disease != "" && t.Disease == "" && g.rng.IntN(100) < g.data.Rules.DiseasePercent && !g.arms.traits(t).DiseaseImmune {
		t.Disease, t.Sick = s.disease, tenths(g.data.Rules.DiseaseSeconds)
		if t.Player {
			tell(g, MsgBad, "game.fight.fever", nameArg(g, "disease", "disease", s.disease))
		}
	}
	if t.HP <= 0 {
		ft.kill(t, a, s)
	}
	return o
}

// tell writes the message of an outcome when the player sees it, or "You hear fighting." once a turn
// when the player does not.
func (ft *fight) tell(a, t *Actor, o combat.Outcome, s strike) {
	g := ft.g
	// Creatures fighting each other: told only when the player sees both; else only heard.
	if !a.Player && !t.Player && !(g.IsVisible(a.Pos) && g.IsVisible(t.Pos)) {
		// At most once in hearingQuiet turns (HeardAt is the turn plus one: 0 is never).
		if g.HeardAt == 0 || g.Turns+1-g.HeardAt >= hearingQuiet {
			g.HeardAt = g.Turns + 1
			g.say(MsgInfo, langOf(g).Say("fight.hear"))
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
	sc := words.Scene{Attacker: g.kits.noun(g.data, a), Target: g.kits.noun(g.data, t), Weapon: s.attack.Weapon, Object: s.object, Cover: g.arms.coverOf(t),
		Hand: s.attack.TwoWeapon, Lang: g.lang}
	if s.attack.Mode == combat.Throw && !s.object && sc.Weapon.Name != "" {
		// A thrown weapon's blow is told of the weapon in flight, not of the thrower's hand (issue 32): "Your
		// thrown spear stabs the kobold.", "Your thrown spear misses the kobold." (Hand: a plain miss names it).
		sc.Object, sc.Hand, sc.Thrown = true, true, true
	}
	if ar, ok := g.gear.armourIn(t, SlotBody); ok {
		sc.Armour = ar.Name
	}
	if ar, ok := g.gear.armourIn(t, SlotOff); ok && ar.Category == assets.CategoryShield {
		sc.Shield = ar.Name
	}
	g.say(kind, g.arms.blowMessage(o, sc))
}

// countKill counts t among a's kills, by its kind (and what the kill earns under the rule set, RULES.md
// §34.4).
func (ft *fight) countKill(a, t *Actor) {
	ft.killed(a, t)
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
func (ft *fight) kill(t, a *Actor, s strike) {
	g := ft.g
	g.cells.fell(g.Floor, t)
	ft.countKill(a, t)
	g.emit(Event{Kind: EventDeath, Actor: t.ID, Target: -1, From: t.Pos, To: t.Pos})
	if t.Player {
		ft.die(killerPhrase(langOf(g), a, s))
		return
	}
	ft.corpse(t)
	if g.IsVisible(t.Pos) {
		g.say(MsgDeath, g.kits.dies(langOf(g), g.data, t))
	}
}

// corpse leaves t's belongings and its body on the floor where it died.
func (ft *fight) corpse(t *Actor) {
	g := ft.g
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
// A unique is named by its name: "Grizzletooth's hand axe" (fight.killer in assets/lang).
func killerPhrase(l *text.Lang, a *Actor, s strike) string {
	return l.Say("fight.killer", text.W("killer", l.Word("creature", a.Name)),
		text.W("weapon", weaponWord(l, s.attack.Weapon.Name)), text.S("armed", yes(s.attack.Weapon.Name != "")))
}

// Corpse is the body of a dead creature on the floor.
type Corpse struct {
	Pos  gruid.Point
	Kind string
}

// melee is a bump attack of a on t (RULES.md §12): the first strike of bumpStrike, then, when a fights
// with two weapons and t still stands, the off hand's blow. It takes the longer of the two blows' times.
// The bump is one attack: the off hand's blow trains its weapon skill, but the style only once (§15.3).
func (ft *fight) melee(a, t *Actor) int64 {
	g := ft.g
	if !g.arms.twoWeapons(a) {
		s := g.arms.bumpStrike(a)
		ft.strikeAt(a, t, s)
		return s.time
	}
	// The rule set swings the two weapons: the chapter's the main hand, then the off hand while the target
	// stands next to a; another may throw a die for each hand first and swing one (RULES.md §35.1).
	var cost int64
	ft.swings = g.arms.rules.Swings(g.roller, ft.swings[:0])
	for i, sw := range ft.swings {
		if i > 0 && (t.Dead || levels.Distance(a.Pos, t.Pos) > 1) {
			break
		}
		var s strike
		if sw.Hand == combat.OffHand {
			s = g.arms.buildStrike(a, SlotOff, combat.Blow)
			s.style = "" // the bump is one attack: its style trains once, by the main hand's blow (RULES.md §15.3)
		} else {
			s = g.arms.bumpStrike(a)
		}
		s.natural = sw.Natural
		ft.strikeAt(a, t, s)
		cost = max(cost, s.time)
	}
	return cost
}

// bash makes a shield bash of a in direction dir: the shield's bash dice plus Strength, a plain blow's time.
func (ft *fight) bash(a *Actor, dir gruid.Point) int64 {
	g := ft.g
	slot, ok := g.arms.bashSlot(a)
	if !ok {
		if a.Player {
			refuseSay(g, "game.ranged.no_shield")
		}
		return 0
	}
	t := g.ActorAt(a.Pos.Add(dir))
	if t == nil {
		if a.Player && !g.Level.At(a.Pos.Add(dir)).Passable() {
			tell(g, MsgInfo, "game.fight.bash_wall")
		} else if a.Player {
			tell(g, MsgInfo, "game.fight.bash_air")
		}
		return plainBlow
	}
	ft.strikeAt(a, t, g.arms.buildStrike(a, slot, combat.Bash))
	return plainBlow
}

// die ends the game: the player was killed by cause (in a run whose death is not final, puts them back on
// the stairs).
func (ft *fight) die(cause string) {
	g := ft.g
	if g.tutorial.spare() {
		return // a lesson: the player tries again (issue 33)
	}
	if g.run.stairsAfterDeath() { // an explore run's (RULES.md §38.5)
		return
	}
	g.Over = true
	g.Cause = cause
	g.say(MsgDeath, langOf(g).Say("fight.die"))
}

// Stealth and surprise: who notices whom, sneak attacks, exploits on sleepers, ambushers, and the momentary
// states (dazzled, winded) that change a blow (combat/RULES.md §22–§24).

package game

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// asleep reports whether t sleeps: a creature that has noticed nothing and does not wander.
func asleep(t *Actor) bool { return !t.Player && !t.Awake && !t.Wanders }

// unaware reports whether t has not noticed a (RULES.md §22.1): a creature that has noticed no foe yet, or
// anyone that does not see its attacker (in the dark, through a wall, from hiding).
func (arm *arms) unaware(t, a *Actor) bool {
	if !t.Player && !t.Awake {
		return true
	}
	return !arm.g.sees(t, a)
}

// surprise makes at a sneak attack when t has not noticed a (RULES.md §22.2), an exploit too when t sleeps
// (§22.3), with a's Vital strike. A target with no vitals is immune: combat rolls it as a plain attack.
func (arm *arms) surprise(a, t *Actor, at *combat.Attack) {
	if !arm.unaware(t, a) {
		return
	}
	sn := arm.g.data.Tactics.Sneak
	at.Sneak = combat.Sneak{On: true, ToHit: sn.ToHit, ThreatWiden: sn.ThreatWiden, MultiplierUp: arm.talentsOf(a, at.Mode).vital}
	if asleep(t) {
		at.Sneak.ToHit += sn.ExploitToHit
	}
}

// dazzled reports whether a is dazzled now.
func (arm *arms) dazzled(a *Actor) bool {
	return a.DazzledUntil > arm.g.Time
}

// moment adds what a's momentary states cost to its attack (RULES.md §24): dazzled, winded.
func (arm *arms) moment(a *Actor, at *combat.Attack) {
	g := arm.g
	if arm.dazzled(a) {
		at.MomentToHit += g.data.Tactics.Dazzle.ToHit
	}
	if a.Winded {
		at.MomentToHit += g.data.Tactics.Stamina.WindedToHit
	}
}

// momentDefence adds what t's momentary states cost to its Defence (RULES.md §24), to the Dodge kind.
func (arm *arms) momentDefence(t *Actor, d *combat.Defender) {
	g := arm.g
	if arm.dazzled(t) {
		d.Defence.Kinds[combat.Dodge] += g.data.Tactics.Dazzle.Defence
	}
	if t.Winded {
		d.Defence.Kinds[combat.Dodge] += g.data.Tactics.Stamina.WindedDefence
	}
}

// dazzle dazzles t for seconds (a shield bash that hits: RULES.md §24.1).
func (ft *fight) dazzle(t *Actor, seconds float64) {
	g := ft.g
	if seconds <= 0 || t.Dead {
		return
	}
	if !g.arms.dazzled(t) {
		switch {
		case t.Player:
			tell(g, MsgBad, "game.moment.you_dazzled")
		case g.IsVisible(t.Pos):
			tell(g, MsgInfo, "game.moment.dazzled", creatureArg(g, "creature", t))
		}
	}
	t.DazzledUntil = max(t.DazzledUntil, g.Time+tenths(seconds))
}

// endMoments ends a's dazzle once its time has passed (run with its wounds, passTime).
func (ft *fight) endMoments(a *Actor, now int64) {
	if a.DazzledUntil != 0 && a.DazzledUntil <= now {
		a.DazzledUntil = 0
		if a.Player {
			tell(ft.g, MsgInfo, "game.moment.see_again")
		}
	}
}

// tellSurprise says, before a hit's own words, that it was a sneak attack (RULES.md §22.5); "It has no
// vital spot." after it when the target was immune. It reports the line to say after the hit's, if any.
func (ft *fight) tellSurprise(a, t *Actor, o combat.Outcome, sleeping bool) string {
	g := ft.g
	if !o.Hit {
		return ""
	}
	switch {
	case a.Player && o.Sneak && sleeping:
		tell(g, MsgGood, "game.moment.sneak_sleeping", creatureArg(g, "creature", t))
	case a.Player && o.Sneak:
		tell(g, MsgGood, "game.moment.sneak", creatureArg(g, "creature", t))
	case t.Player && o.Sneak:
		tell(g, MsgBad, "game.moment.surprised")
	}
	if a.Player && o.NoVitalSpot {
		return sentence(g, "game.moment.no_vital_spot")
	}
	return ""
}

// stealthChance is the chance in percent that creature m, which sees the player pl and has not noticed
// anyone, notices pl this turn (RULES.md §23.1).
func (arm *arms) stealthChance(m, pl *Actor) int {
	g := arm.g
	st := g.data.Tactics.Stealth
	p := st.SleepPercent
	if m.Wanders {
		p = st.WanderPercent
	}
	p -= st.PerRank * pl.Rank(st.Skill)
	p -= st.PerCell * max(0, levels.Distance(m.Pos, pl.Pos)-1)
	if ar, ok := g.gear.armourIn(pl, SlotBody); ok {
		p += st.ArmourNoise * max(0, ar.Protection)
	}
	p += st.BurdenNoise * int(g.Burden(pl))
	return min(100, max(st.MinPercent, p))
}

// tumbleTrains reports whether an attack on t trains its Tumble (RULES.md §25.1): the player, unburdened,
// in no body armour of Protection above 1.
func (arm *arms) tumbleTrains(t *Actor) bool {
	g := arm.g
	if !t.Player || g.Burden(t) != combat.Unburdened {
		return false
	}
	if ar, ok := g.gear.armourIn(t, SlotBody); ok && ar.Protection > 1 {
		return false
	}
	return true
}

// MomentWords are a's momentary states as the side panel shows them (RULES.md §24, §26, §27.2): left off
// the character screen.
func (g *Game) MomentWords(a *Actor) []string {
	var out []string
	if g.arms.dazzled(a) {
		out = append(out, sentence(g, "game.moment.word.dazzled"))
	}
	switch {
	case a.Winded:
		out = append(out, sentence(g, "game.moment.word.winded"))
	case g.arms.stamina(a)*2 < g.arms.maxStamina(a):
		out = append(out, sentence(g, "game.moment.word.tired"))
	}
	if a.Raging {
		out = append(out, sentence(g, "game.moment.word.raging"))
	}
	return out
}

var _ = assets.MaxRank

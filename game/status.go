// Status: bleeding, poison and disease run their course, and hit points come back with time.

package game

import "github.com/cleave-game/cleave/assets/text"

// passTime runs a's wounds and recovery from its last tick to the clock. It reports whether a died.
func (ft *fight) passTime(a *Actor) bool {
	g := ft.g
	if a.Dead || a.LastTick >= g.Time {
		return false
	}
	from, to := a.LastTick, g.Time
	a.LastTick = to
	ft.staminaTick(a, from, to) // RULES.md §26.1
	ft.endMoments(a, to)        // RULES.md §24
	ticks := func(interval int64) int { return int(to/interval - from/interval) }
	cause := ""
	// drain takes a hit point for each of the ailment's intervals passed, as long as the ailment lasts.
	// overKey is the key of what is said when it ends.
	bledOut := false // the wound, not poison, took the last hit point
	drain := func(left *int, seconds float64, causeOf func() string, overKey string) {
		n := min(ticks(tenths(seconds)), *left)
		if n <= 0 || a.HP <= 0 {
			return
		}
		*left -= n
		a.HP -= n
		if a.HP <= 0 {
			cause = causeOf()
			bledOut = left == &a.Bleeding
		}
		if *left == 0 && a.Player && a.HP > 0 {
			tell(g, MsgInfo, overKey)
		}
	}
	// the cause is named only when it kills (not a string made at every tick)
	drain(&a.Bleeding, g.data.Rules.BleedSeconds, func() string { return langOf(g).Say("game.status.bleed_cause", text.S("cause", a.BleedCause)) }, "game.status.bleed_stops")
	drain(&a.Poison, g.data.Rules.PoisonSeconds, func() string { return langOf(g).Say("game.status.poison_cause", text.S("cause", a.PoisonCause)) }, "game.status.poison_leaves")
	if a.Boost != 0 {
		a.BoostLeft -= to - from
		if a.BoostLeft <= 0 {
			a.Str -= a.Boost
			a.Boost, a.BoostLeft = 0, 0
			if a.Player {
				tell(g, MsgInfo, "game.status.strength_ebbs")
			}
		}
	}
	if a.Disease != "" {
		a.Sick -= to - from
		if a.Sick <= 0 {
			if a.Player {
				tell(g, MsgInfo, "game.status.disease_passes", nameArg(g, "disease", "disease", a.Disease))
			}
			a.Disease, a.Sick = "", 0
		}
	}
	if a.HP <= 0 {
		g.cells.fell(g.Floor, a)
		g.emit(Event{Kind: EventDeath, Actor: a.ID, Target: -1, From: a.Pos, To: a.Pos})
		if a.Player {
			ft.die(cause)
			return a.Dead // put back on the stairs (an explore run's, RULES.md §38.5): its turn comes as due
		} else {
			by := a.PoisonBy
			if bledOut {
				by = a.BleedBy
			}
			if k := g.Actor(by - 1); by > 0 && k != nil && k != a {
				ft.countKill(k, a) // the wound or the poison was its: the kill is too
			}
			ft.corpse(a)
			switch {
			case !g.IsVisible(a.Pos):
			case bledOut:
				tell(g, MsgDeath, "game.status.bleeds_to_death", creatureArg(g, "creature", a))
			default:
				g.say(MsgDeath, g.kits.dies(langOf(g), g.data, a))
			}
		}
		return a.Dead // a player spared in a lesson (the tutorial) stands, and takes its turn
	}
	if a.Bleeding == 0 && a.Poison == 0 {
		interval := tenths(g.data.Rules.RecoverSeconds)
		if a.Disease != "" {
			interval *= 2
		}
		a.HP = min(a.MaxHP, a.HP+ticks(interval))
	}
	return false
}

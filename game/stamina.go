// Stamina and free blows: stances drain or restore stamina, running out winds a fighter, rage burns it,
// and a foe stepping away gives a free blow (combat/RULES.md §26, §27.2).

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// maxStamina is a's stamina when fresh (RULES.md §26.1): the base, per point of Strength modifier, talents.
func (arm *arms) maxStamina(a *Actor) int {
	st := arm.g.data.Tactics.Stamina
	return max(1, st.Base+st.PerStrength*combat.Mod(a.Str)+arm.talentsOf(a, combat.Blow).stamina)
}

// stamina is a's stamina now, 0 to maxStamina.
func (arm *arms) stamina(a *Actor) int {
	return min(arm.maxStamina(a), max(0, arm.maxStamina(a)-a.Spent))
}

// stanceRow is a's stance as the data gives it, neutral when it has none.
func (arm *arms) stanceRow(a *Actor) *assets.Stance { return arm.g.kits.stanceRow(arm.g.data, a) }

// stanceOf is the stances.toml row of stance name, neutral for none or an unknown one.
func stanceOf(d *assets.Data, name string) *assets.Stance {
	if s, ok := d.Stance(name); ok {
		return s
	}
	s, _ := d.Stance(assets.NeutralStance) // the loader refuses data without it
	return s
}

// spend takes n stamina from a (gives it back when n is negative), winding it at 0 (RULES.md §26.2).
func (ft *fight) spend(a *Actor, n int) {
	g := ft.g
	top := g.arms.maxStamina(a)
	a.Spent = min(top, max(0, a.Spent+n))
	switch {
	case a.Spent >= top && !a.Winded:
		a.Winded = true
		if a.Player {
			tell(g, MsgBad, "game.stance.out_of_breath")
		}
		ft.endRage(a)
		if g.arms.stanceRow(a).Stamina < 0 {
			// Winded, a fighter cannot keep up a stance that drains it.
			a.Stance = assets.NeutralStance
			if a.Player {
				tell(g, MsgInfo, "game.stance.fall_back", nameArg(g, "stance", "stance", assets.NeutralStance))
			}
		}
	case a.Winded && g.arms.stamina(a) >= g.data.Tactics.Stamina.Winded:
		a.Winded = false
		if a.Player {
			tell(g, MsgInfo, "game.stance.breath_back")
		}
	}
}

// staminaTick runs a's stamina from time from to time to: its stance's stamina every stamina.seconds, less
// the drain of rage (RULES.md §26.1, §27.2).
func (ft *fight) staminaTick(a *Actor, from, to int64) {
	g := ft.g
	st := g.data.Tactics.Stamina
	interval := tenths(st.Seconds)
	n := int(to/interval - from/interval)
	if n <= 0 {
		return
	}
	per := g.arms.stanceRow(a).Stamina
	if a.Raging {
		per -= st.RageDrain
	}
	for range n {
		if per == 0 || (per > 0 && a.Spent == 0 && !a.Winded) {
			return
		}
		ft.spend(a, -per)
		per = g.arms.stanceRow(a).Stamina // a winded fighter falls back to neutral
		if a.Raging {
			per -= st.RageDrain
		}
	}
}

// changeStance takes stance name and returns the time it took (RULES.md §26.4): stamina.stance_seconds, 0
// when refused or already held. Taking the boldest stance makes a fighter with a rage talent rage (§27.2).
func (ft *fight) changeStance(a *Actor, name string) int64 {
	g := ft.g
	s, ok := g.data.Stance(name)
	if !ok {
		refuseSay(g, "game.stance.none", text.S("name", name))
		return 0
	}
	if s.Name == g.arms.stanceRow(a).Name && a.Stance != "" {
		refuseSay(g, "game.stance.already", nameArg(g, "stance", "stance", s.Name))
		return 0
	}
	if a.Winded && s.Stamina < 0 {
		refuseSay(g, "game.stance.too_winded", nameArg(g, "stance", "stance", s.Name))
		return 0
	}
	ft.setStance(a, s.Name)
	ft.endRage(a)
	if st := g.data.Stances; len(st) > 0 && st[len(st)-1].Name == s.Name && g.arms.talentsOf(a, combat.Blow).rage {
		a.Raging = true
		switch {
		case a.Player:
			tell(g, MsgGood, "game.stance.you_rage")
		case g.IsVisible(a.Pos):
			tell(g, MsgInfo, "game.stance.rage", creatureArg(g, "creature", a))
		}
	}
	return tenths(g.data.Tactics.Stamina.StanceSeconds)
}

// endRage ends a's rage, if it rages.
func (ft *fight) endRage(a *Actor) {
	if !a.Raging {
		return
	}
	a.Raging = false
	if a.Player {
		tell(ft.g, MsgInfo, "game.stance.rage_cools")
	}
}

// freeBlows gives every foe next to a's cell from, and not next to to, a free blow at a as it steps away
// (RULES.md §26.3). It reports whether a still stands.
func (ft *fight) freeBlows(a *Actor, from, to gruid.Point) bool {
	g := ft.g
	var near [10]*Actor // who stands next to from: the player first, then the creatures by ID
	hs := append(near[:0], g.Player)
	hs = append(hs, g.cells.within(g.Floor, from, 1, near[1:1], false)...)
	for _, h := range hs {
		if a.Dead {
			return false
		}
		if h == a || h.Dead || !g.hostile(h, a) || levels.Distance(h.Pos, from) > 1 || levels.Distance(h.Pos, to) <= 1 {
			continue
		}
		if !ft.takesFreeBlow(h, a) {
			continue
		}
		s := g.arms.bumpStrike(h)
		if s.attack.Mode != combat.Blow {
			continue
		}
		h.FreeBlowAt = g.Turns + 1
		if !g.arms.talentsOf(h, combat.Blow).freeBlows {
			ft.spend(h, g.data.Tactics.Stamina.FreeBlow)
		}
		if h.Player || g.IsVisible(h.Pos) {
			tell(g, MsgInfo, "game.stance.free_blow", whoArg("h", h), creatureArg(g, "hitter", h), whoArg("a", a), creatureArg(g, "mover", a))
		}
		ft.strikeAt(h, a, s)
	}
	return !a.Dead
}

// takesFreeBlow reports whether h takes a free blow at a, stepping away from it (RULES.md §26.3): awake,
// seeing a, not winded, not dazzled, with the stamina for it, none yet this turn; a creature only when not
// fleeing and above free_blow_min_percent of its hit points.
func (ft *fight) takesFreeBlow(h, a *Actor) bool {
	g := ft.g
	st := g.data.Tactics.Stamina
	switch {
	case !h.Player && (!h.Awake || h.Fleeing || h.HP*100 <= h.MaxHP*st.FreeBlowMinPct):
		return false
	case h.Winded || g.arms.dazzled(h) || h.FreeBlowAt == g.Turns+1 || !g.sees(h, a):
		return false
	case !g.arms.talentsOf(h, combat.Blow).freeBlows && g.arms.stamina(h) < st.FreeBlow:
		return false
	}
	return true
}

// setStance changes a's stance (changeStance is the action, with its time and rage).
func (ft *fight) setStance(a *Actor, name string) {
	g := ft.g
	s, ok := g.data.Stance(name)
	if !ok {
		refuseSay(g, "game.stance.none", text.S("name", name))
		return
	}
	a.Stance = s.Name
	if a.Player {
		tell(g, MsgInfo, "game.stance.take", nameArg(g, "stance", "stance", s.Name))
	}
}

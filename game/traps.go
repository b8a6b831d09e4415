// Traps: placed by depth from spells.toml, noticed, sprung, stepped over and disarmed (combat/RULES.md §29).

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/words"
	"github.com/cleave-game/cleave/levels"
)

// EventTrap is a trap going off at To (Weapon names the trap), after the kinds of spells.go.
const EventTrap EventKind = 24

// Trap is one trap on a floor.
type Trap struct {
	Name  string // its row of spells.toml
	Pos   gruid.Point
	Found bool // the player found it: drawn, stepped over, and it may be disarmed
	// Sprung: it went off once; every creature knows it from then on (RULES.md §29.4).
	Sprung bool
}

// trapping is the traps' rules (RULES.md §29): placed by depth on a new floor, noticed, stepped over,
// sprung, disarmed; the traps themselves are the floor's (Floor.Traps, which saves keep).
type trapping struct {
	g *Game // the data, the floor, the clock, the log, the spellbook (a trap's spell)
}

// at is the trap at p on the player's floor, nil when none.
func (tp *trapping) at(p gruid.Point) *Trap {
	g := tp.g
	for i := range g.Traps {
		if g.Traps[i].Pos == p {
			return &g.Traps[i]
		}
	}
	return nil
}

// FoundTrapAt is the trap at p the player has found (what the map draws), nil when none.
func (g *Game) FoundTrapAt(p gruid.Point) *Trap {
	if t := g.trapping.at(p); t != nil && t.Found {
		return t
	}
	return nil
}

// place hides the traps of the new floor's depth (RULES.md §29.1): each trap of the depth gives
// frequency/100 of it and one more with the chance of the rest; creatures of the floor know them with
// creature_know_percent.
func (tp *trapping) place() {
	g := tp.g
	var names []string
	for i := range g.data.Traps {
		tr := &g.data.Traps[i]
		if g.Depth < tr.DepthMin || g.Depth > tr.DepthMax {
			continue
		}
		n := tr.Frequency / 100
		if g.rng.IntN(100) < tr.Frequency%100 {
			n++
		}
		for range n {
			names = append(names, tr.Name)
		}
	}
	for i, p := range levels.TrapCells(g.Level, g.rng, len(names)) {
		g.Traps = append(g.Traps, Trap{Name: names[i], Pos: p})
	}
	for _, c := range g.Creatures {
		c.KnowsTraps = g.rng.IntN(100) < g.data.KnowTraps
	}
}

// knowsAt reports whether a knows of a trap at p: the player one it found, a creature any it knows.
func (tp *trapping) knowsAt(a *Actor, p gruid.Point) bool {
	t := tp.at(p)
	switch {
	case t == nil:
		return false
	case a.Player:
		return t.Found
	}
	return a.KnowsTraps || t.Sprung
}

// bonus is what a adds to notice and disarm a trap: its Dexterity modifier and its rank's to-hit in the
// trap skill (RULES.md §29.2).
func (tp *trapping) bonus(a *Actor) int {
	g := tp.g
	b := combat.Mod(a.Dex)
	if sk, ok := g.data.Skill(g.data.TrapSkill); ok {
		b += RankStep(sk, a.Rank(sk.Name)).ToHit
	}
	return b
}

// notice rolls for every hidden trap within a cell of the player (RULES.md §29.2); searching adds
// search_bonus.
func (tp *trapping) notice(pl *Actor, searching bool) {
	g := tp.g
	bonus := tp.bonus(pl)
	if searching {
		bonus += g.data.SearchBonus
	}
	for i := range g.Traps {
		t := &g.Traps[i]
		if t.Found || levels.Distance(t.Pos, pl.Pos) > 1 {
			continue
		}
		row, ok := g.data.Trap(t.Name)
		if !ok {
			continue
		}
		if g.roller.Roll("notice", combat.Dice{Count: 2, Sides: 12})+bonus >= row.Notice {
			t.Found = true
			tell(g, MsgGood, "game.trap.notice", nameArg(g, "trap", "trap", t.Name))
			g.fight.train(pl, strike{skill: g.data.TrapSkill})
		}
	}
}

// stepOn is what comes of a stepping onto its cell from from: nothing without a trap; the player steps
// carefully over a trap it found (twice a step's time); anyone else springs it. It reports the time the
// step took and whether a trap was there.
func (tp *trapping) stepOn(a *Actor, from gruid.Point) (int64, bool) {
	t := tp.at(a.Pos)
	if t == nil {
		return 0, false
	}
	if a.Player && t.Found {
		tell(tp.g, MsgInfo, "game.trap.step_over", nameArg(tp.g, "trap", "trap", t.Name))
		return 2 * a.StepTime, true
	}
	tp.spring(t, a)
	return a.StepTime, true
}

// spring sets trap t off on victim v (RULES.md §29.1).
func (tp *trapping) spring(t *Trap, v *Actor) {
	g := tp.g
	row, ok := g.data.Trap(t.Name)
	if !ok {
		return
	}
	seen := v.Player || g.IsVisible(t.Pos)
	t.Sprung = true
	if seen {
		t.Found = true
		if v.Player {
			tell(g, MsgBad, "game.trap.you_set_off", nameArg(g, "trap", "trap", t.Name))
		} else {
			tell(g, MsgInfo, "game.trap.set_off", creatureArg(g, "creature", v), nameArg(g, "trap", "trap", t.Name))
		}
	}
	g.emit(Event{Kind: EventTrap, Actor: -1, Target: v.ID, From: t.Pos, To: t.Pos, Weapon: t.Name})
	g.monsters.noise(t.Pos, g.data.Rules.NoiseCells)
	v.Awake = true
	switch row.Kind {
	case assets.TrapMissile:
		tp.missile(row, v)
	case assets.TrapPit:
		tp.fall(row, v)
	case assets.TrapSpell:
		if sp, ok := g.data.Spell(row.Spell); ok {
			g.spells.release(nil, t.Pos, sp, t.Pos)
		}
	}
}

// TrapAttack is the attack a missile trap makes: a shot by Strength and Dexterity 10 with its missile.
func TrapAttack(row *assets.Trap) combat.Attack {
	return combat.Attack{Str: 10, Dex: 10, Mode: combat.Shot, Weapon: row.Weapon}
}

// missile is a missile trap's arrow or spear at v: resolved as a shot, soaked by Protection (§29.1).
func (tp *trapping) missile(row *assets.Trap, v *Actor) combat.Outcome {
	g := tp.g
	g.roller.Who = row.Name
	o, err := g.arms.resolve(nil, v, strike{attack: TrapAttack(row)}, g.arms.defenderOf(v))
	if err != nil {
		tell(g, MsgBad, "game.trap.jams", nameArg(g, "trap", "trap", row.Name), text.S("error", err.Error()))
		return o
	}
	if v.Player || g.IsVisible(v.Pos) {
		sc := words.Scene{Attacker: words.Noun{Name: row.Name, Kind: "trap"}, Target: noun(v), Weapon: row.Weapon, Object: true, Cover: g.arms.coverOf(v), Lang: g.lang}
		if ar, ok := g.gear.armourIn(v, SlotBody); ok {
			sc.Armour = ar.Name
		}
		kind := MsgInfo
		if v.Player && o.Hit && !o.Glance {
			kind = MsgBad
		}
		g.message(kind, "%s", g.arms.blowMessage(o, sc))
	}
	if !o.Hit || o.Glance {
		return o
	}
	v.HP -= o.Dealt
	if o.Bleeding {
		v.Bleeding += max(g.data.Rules.BleedMin, o.Dealt/2)
		v.BleedCause = An(row.Name)
	}
	if v.HP <= 0 {
		g.spells.killBySpell(v, nil, row.Name)
	}
	return o
}

// pitSpell is a pit's fall as the rules roll it: its dice of its element, no armour taking any (§28.2).
func (tp *trapping) pitSpell(row *assets.Trap) combat.Spell {
	s := combat.Spell{Name: row.Name, Damage: row.Damage}
	if e, el, ok := tp.g.data.Element(row.Element); ok {
		s.Element, s.Resistible = e, el.Resistible
	}
	return s
}

// fall is a pit's fall: straight through armour.
func (tp *trapping) fall(row *assets.Trap, v *Actor) combat.Outcome {
	g := tp.g
	g.roller.Who = row.Name
	o, err := combat.ResolveSpell(g.roller, tp.pitSpell(row), g.arms.defenderOf(v), g.data.Resist)
	if err != nil {
		return o
	}
	switch {
	case v.Player:
		tell(g, MsgBad, "game.trap.you_fall", nameArg(g, "trap", "trap", row.Name))
	case g.IsVisible(v.Pos):
		tell(g, MsgInfo, "game.trap.falls", creatureArg(g, "creature", v), nameArg(g, "trap", "trap", row.Name))
	}
	v.HP -= o.Dealt
	if v.HP <= 0 {
		g.spells.killBySpell(v, nil, row.Name)
	}
	return o
}

// disarm tries to take the found trap at p apart (RULES.md §29.3).
func (tp *trapping) disarm(pl *Actor, p gruid.Point) int64 {
	g := tp.g
	t := g.FoundTrapAt(p)
	if t == nil || levels.Distance(pl.Pos, p) > 1 {
		refuseSay(g, "game.trap.none")
		return 0
	}
	row, ok := g.data.Trap(t.Name)
	if !ok {
		return 0
	}
	cost := 2 * pl.StepTime
	roll := g.roller.Roll("disarm", combat.Dice{Count: 2, Sides: 12}) + tp.bonus(pl)
	switch {
	case roll >= row.Disarm:
		tell(g, MsgGood, "game.trap.disarm", nameArg(g, "trap", "trap", t.Name))
		g.fight.train(pl, strike{skill: g.data.TrapSkill})
		for i := range g.Traps {
			if &g.Traps[i] == t {
				g.Traps = append(g.Traps[:i], g.Traps[i+1:]...)
				break
			}
		}
	case roll <= row.Disarm-5:
		tp.spring(t, pl)
	default:
		tell(g, MsgInfo, "game.trap.fail", nameArg(g, "trap", "trap", t.Name))
	}
	return cost
}

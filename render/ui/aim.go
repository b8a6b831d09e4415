// Aiming that tells the truth: the line of fire as far as the player knows it, the line under the map
// that names the target and the odds in words, and the quiver — what t looses, cycled with QuiverKey.

package ui

import (
	"strconv"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// QuiverKey cycles what t looses: the missile weapon with its quiver, ammunition of the pack for it
// (which fills the quiver, a turn's work, as w does), and the throwing weapons of the pack.
const QuiverKey = '('

// The aim's refusals, t and the aim say them and loose nothing: their keys in the catalogue.
const (
	NoFoeInView   = "play.aim.no_foe"
	NothingToHit  = "play.aim.nothing_to_hit"
	TargetTooFar  = "play.aim.too_far"
	quiverNothing = "play.aim.quiver_nothing"
)

// quiver is what t looses, kept by name across ticks: the zero value is the missile weapon (a bow and
// its quiver, or a readied rock); else the throwing weapon of the pack called name.
type quiver struct {
	name string
}

// QuiverChoice is one thing t can loose.
type QuiverChoice struct {
	Label string // as the side panel shows it: "short bow, 23 arrows", "3 javelins"
	// Item is the pack item: thrown when Throw, put in the quiver when Fill; unused for the missile weapon.
	Item        int
	Throw, Fill bool
	name        string
}

// QuiverChoices are the things t can loose, in the order QuiverKey cycles them: the missile weapon with
// its quiver, the pack's ammunition it shoots, the pack's throwing weapons.
func QuiverChoices(g *game.Game) []QuiverChoice {
	pl, d := g.Player, g.Data()
	var out []QuiverChoice
	w, hasMissile := d.Weapon(pl.Worn[game.SlotMissile].Name)
	hasMissile = hasMissile && !pl.Worn[game.SlotMissile].IsZero()
	l := game.LangOf(g)
	if hasMissile {
		out = append(out, QuiverChoice{Label: missileLabel(g), Item: -1})
	}
	for i, it := range pl.Pack {
		if it.Kind != game.ItemAmmo || !hasMissile || w.Range == 0 {
			continue
		}
		if am, ok := d.Ammo(it.Name); ok && am.Skill == w.Skill {
			out = append(out, QuiverChoice{Label: weaponName(l, w.Name) + ", " + g.ItemName(it), Item: i, Fill: true, name: it.Name})
		}
	}
	for i, it := range pl.Pack {
		if tw, ok := d.Weapon(it.Name); ok && it.Kind == game.ItemWeapon && tw.Throwable {
			out = append(out, QuiverChoice{Label: g.ItemName(it), Item: i, Throw: true, name: it.Name})
		}
	}
	return out
}

// missileLabel is the missile weapon as the quiver shows it: "short bow, 23 arrows", "heavy crossbow,
// no crossbow bolts" (what it lacks, whatever the quiver holds), "rock".
func missileLabel(g *game.Game) string {
	pl, d := g.Player, g.Data()
	mw := pl.Worn[game.SlotMissile]
	w, ok := d.Weapon(mw.Name)
	switch {
	case !ok || w.Range == 0:
		return g.ItemName(mw)
	case g.Shots().CanShoot(pl):
		return weaponName(game.LangOf(g), mw.Name) + ", " + g.ItemName(pl.Worn[game.SlotAmmo])
	}
	l := game.LangOf(g)
	return l.Say("play.aim.no_ammo", text.S("weapon", weaponName(l, mw.Name)), text.S("ammo", g.Shots().AmmoNeeded(pl)))
}

// weaponName is the name of weapon name in l ("short bow"): its word's, as written when l has none.
func weaponName(l *text.Lang, name string) string { return l.Word("weapon", name).Base }

// current is the index in cs of what t looses now, −1 for none.
func (m *Model) current(cs []QuiverChoice) int {
	for i, c := range cs {
		if c.Throw && c.name == m.quiver.name && m.quiver.name != "" {
			return i
		}
	}
	for i, c := range cs {
		if !c.Throw && !c.Fill && m.quiver.name == "" {
			return i
		}
	}
	return -1 // nothing chosen and no missile weapon: t throws nothing unasked
}

// Quiver is what t looses now, as the side panel shows it ("t: short bow, 23 arrows"); "" for nothing.
func (m *Model) Quiver(g *game.Game) string {
	cs := QuiverChoices(g)
	if i := m.current(cs); i >= 0 {
		return game.LangOf(g).Say("play.aim.quiver", text.S("what", cs[i].Label))
	}
	return ""
}

// QuiverChoice is the throwing weapon chosen for t by name, "" for the missile weapon: what the side panel's
// label depends on besides the game.
func (m *Model) QuiverChoice() string { return m.quiver.name }

// cycleQuiver makes t loose the next choice: a throwing weapon is chosen at once; ammunition fills the
// quiver (the game's wield, with its time and message).
func (m *Model) cycleQuiver(g *game.Game) {
	cs := QuiverChoices(g)
	if len(cs) == 0 {
		m.notice = m.Lang().Say(quiverNothing)
		return
	}
	c := cs[(m.current(cs)+1)%len(cs)]
	switch {
	case c.Fill:
		m.quiver = quiver{}
		m.act(g, game.Action{Kind: game.ActWield, Item: c.Item})
	case c.Throw:
		m.quiver = quiver{name: c.name}
	default:
		m.quiver = quiver{}
	}
	if m.notice == "" {
		m.notice = m.Lang().Say("play.aim.looses", text.S("what", c.Label))
	}
}

// fire is t in play: aim what the quiver holds at the nearest foe; with no foe in view, or nothing to
// shoot, say so and keep the missile.
func (m *Model) fire(g *game.Game) {
	cs := QuiverChoices(g)
	i := m.current(cs)
	switch {
	case i >= 0 && cs[i].Throw:
	case g.Shots().ShootRefusal(g.Player) != "":
		m.notice = g.Shots().ShootRefusal(g.Player)
		return
	}
	if len(g.Targets()) == 0 {
		m.notice = m.Lang().Say(NoFoeInView)
		return
	}
	if cs[i].Throw {
		m.aim(g, true, cs[i].Item)
		return
	}
	m.aim(g, false, 0)
}

// AimView is the aim as far as the player knows it.
type AimView struct {
	// Path is the cells the missile would cross within its range, up to the first creature in view,
	// a wall, or a cell never seen (unexplored darkness).
	Path []gruid.Point
	// Beyond is the cells of the line past the range, up to the cell aimed at but not it (drawn apart:
	// the cell aimed at has its brackets, which leave a creature there in sight).
	Beyond []gruid.Point
	// Target is the creature in view the missile would hit first, nil for none.
	Target *game.Actor
	// OutOfRange: the cell aimed at is past the range.
	OutOfRange bool
	Range      int
}

// item is the pack item the aim throws, −1 for the missile weapon.
func (s *Aim) item() int {
	if s.Throw && s.Spell == "" {
		return s.Item
	}
	return -1
}

// View is what the aim shows now.
func (s *Aim) View(g *game.Game) AimView {
	pl := g.Player
	v := AimView{Range: g.Shots().AimRange(s.item())}
	if s.Spell != "" {
		v.Range = g.SpellRange(s.Spell)
	}
	n := levels.Distance(pl.Pos, s.At)
	v.OutOfRange = n > v.Range
	for i, p := range game.Line(pl.Pos, s.At, max(n, v.Range)) {
		if !g.Level.In(p) || !g.IsSeen(p) {
			break // unexplored darkness: the player cannot know
		}
		if t := g.Level.At(p); !t.Passable() || t == levels.DoorClosed {
			break
		}
		if i >= v.Range {
			if i >= n-1 {
				break // the cell aimed at: its brackets mark it
			}
			v.Beyond = append(v.Beyond, p)
			continue
		}
		v.Path = append(v.Path, p)
		if a := g.ActorAt(p); a != nil && a != pl && g.IsVisible(p) {
			v.Target = a
			break
		}
	}
	return v
}

// Line is the line under the map while aiming: the target and the odds in words ("The kobold: you
// would hit it about half the time."), or with Numbers the exact odds instead ("The kobold: to hit
// 52.3%, to crit 4.1%, mean missiles to kill 3.2.", game.AimNumbers); what is in the way, or why
// nothing would be hit ("The kobold: out of range.", "The kobold: something stands in the line of
// fire.", a wall or a door the line meets first).
func (s *Aim) Line(g *game.Game) string {
	v := s.View(g)
	if s.Spell != "" {
		return s.castLine(g, v)
	}
	l := game.LangOf(g)
	if v.Target != nil {
		who := []text.Arg{creatureArg(l, v.Target.Name), text.S("way", strconv.FormatBool(v.Target.Pos != s.At))}
		rep, err := g.Shots().AimOdds(v.Target, s.item())
		if err != nil {
			return l.Say("play.aim.who_only", who...)
		}
		if s.Numbers {
			return l.Say("play.aim.numbers", append(who, text.S("numbers", game.AimNumbers(l, rep)))...)
		}
		return l.Say("play.aim.odds", append(who, text.S("odds", g.HitWords(rep.Hit)))...)
	}
	if a := s.aimedAt(g); a != nil && v.OutOfRange {
		return l.Say("play.aim.out_of_range", creatureArg(l, a.Name))
	} else if a != nil {
		return l.Say("play.aim.blocked", creatureArg(l, a.Name))
	}
	if v.OutOfRange {
		return l.Say("play.aim.out_of_range_none")
	}
	return l.Say("play.aim.nothing")
}

// creatureArg is the argument creature of a text: the word of the creature called name in l.
func creatureArg(l *text.Lang, name string) text.Arg {
	return text.W("creature", l.Word("creature", name))
}

// aimedAt is the creature in view on the cell aimed at, nil for none.
func (s *Aim) aimedAt(g *game.Game) *game.Actor {
	if a := g.ActorAt(s.At); a != nil && a != g.Player && g.IsVisible(s.At) {
		return a
	}
	return nil
}

// refusal is why the aim looses nothing, in g's language ("" when it would hit a creature in view).
func (s *Aim) refusal(g *game.Game) string {
	v := s.View(g)
	switch {
	case v.Target != nil:
		return ""
	case v.OutOfRange:
		return game.LangOf(g).Say(TargetTooFar)
	}
	return game.LangOf(g).Say(NothingToHit)
}

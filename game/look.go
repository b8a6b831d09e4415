// Look: what the player can tell of a creature in view, and the odds of a fight with it in words,
// worked out by combat's exact odds from the attacks the game would make.

package game

import (
	"fmt"
	"math"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// Matchup is the exact odds of a fight between the player and creature m, as things stand: the
// blow the player's bump would strike first, and the attack m's would.
type Matchup struct {
	You combat.Report // the player's first blow against m
	It  combat.Report // m's attack against the player
	// Blows is the mean number of the player's blows that would kill m from its hit points now
	// (combat.ExpectedAttacks, as the balance command counts it); +Inf when none can hurt it.
	Blows float64
	// Theirs is the mean number of m's attacks that would kill the player from the hit points the player
	// has now; +Inf when none can hurt.
	Theirs float64
	// YourTime and TheirTime are the tenths of a second a blow of each takes.
	YourTime, TheirTime int64
}

// Threat is how dangerous the fight looks: the time the player's blows would take to kill m over the time
// m's would take to kill the player (0.5: the player wins in half the time m needs). 0 when m cannot hurt
// the player; +Inf when the player cannot hurt m and m can hurt the player. words.toml's [[threat]] says
// it in words.
func (mu Matchup) Threat() float64 {
	switch {
	case math.IsInf(mu.Theirs, 1):
		return 0
	case math.IsInf(mu.Blows, 1):
		return math.Inf(1)
	}
	yours, theirs := mu.Blows*float64(max(1, mu.YourTime)), mu.Theirs*float64(max(1, mu.TheirTime))
	if theirs <= 0 {
		return math.Inf(1)
	}
	return yours / theirs
}

// Matchup works out the odds of a fight between the player and m up close, counted as the game
// counts the attacks it makes (bumpStrike, defenderOf, the moment's dazzle and breath, the blow's facts of
// arms.blowOf: the dark of the dungeon and the player's sight in it): what the look screen says never
// drifts from the rules. It leaves out a sneak attack: the fight it weighs goes on after the first blow
// wakes the creature.
//
// It counts the magic the player knows about, as the @ screen does (RULES.md §19.4).
func (g *Game) Matchup(m *Actor) (Matchup, error) {
	g.arms.knownOnly = true
	defer func() { g.arms.knownOnly = false }()
	pl := g.Player
	var out Matchup
	mine := g.arms.closeStrike(pl, m)
	g.arms.moment(pl, &mine.attack) // the states of the moment, as strikeAt counts them (RULES.md §24)
	d := g.arms.defenderOf(m)
	g.arms.momentDefence(m, &d)
	rep, dealt, err := g.arms.exactAgainst(pl, m, mine.attack, d)
	if err != nil {
		return Matchup{}, fmt.Errorf("your blow against the %s: %w", m.Name, err)
	}
	out.You, out.Blows, out.YourTime = rep, combat.ExpectedAttacks(dealt, max(1, m.HP)), mine.time
	theirs := g.arms.closeStrike(m, pl)
	g.arms.moment(m, &theirs.attack)
	dp := g.arms.defenderOf(pl)
	g.arms.momentDefence(pl, &dp)
	if out.It, dealt, err = g.arms.exactAgainst(m, pl, theirs.attack, dp); err != nil {
		return Matchup{}, fmt.Errorf("the %s's attack against you: %w", m.Name, err)
	}
	out.Theirs, out.TheirTime = combat.ExpectedAttacks(dealt, max(1, pl.HP)), theirs.time
	return out, nil
}

// Look is what the describe screen tells of a creature: no number but in Numbers, which the player
// asks for.
type Look struct {
	Title string   // "A kobold"
	Lines []string // its description, what it wields and wears, how hurt, awake or not, its pace, the odds
	// Numbers are the exact odds behind the words: to hit, to be hit, to crit, blows to kill.
	Numbers []string
}

// LookAt describes creature m for the look screen, its odds in the words of words.toml.
func (g *Game) LookAt(m *Actor) (Look, error) {
	l := langOf(g)
	it := text.W("creature", l.Word("creature", m.Name))
	look := Look{Title: text.Capital(l.Say("describe.look.title", it)), Lines: g.bestiary.kindLines(m)}
	look.Lines = append(look.Lines, l.Say("describe.look.state", it, text.S("hurt", hurt(m)), text.S("awake", yes(m.Awake)),
		text.S("pace", pace(m, g.Player))))
	_, err := g.bestiary.fightLines(m, &look)
	return look, err
}

// pace says how fast m moves beside the player pl, as describe.look.pace reads it: faster, slower or same.
func pace(m, pl *Actor) string {
	switch {
	case m.StepTime < pl.StepTime:
		return "faster"
	case m.StepTime > pl.StepTime:
		return "slower"
	}
	return "same"
}

// OddsWords says a matchup in the words of w, in l, of the creature of word it: "You would hit it about two
// blows in three; your blows would often glance off its shell.", "It would hit you rarely.", "It would take
// a couple of your blows.". cover names the creature's natural Protection; a glance is said only when one
// can happen, and never what the Protection is.
func OddsWords(l *text.Lang, w assets.OddsWords, mu Matchup, it text.Word, cover string) []string {
	creature := text.W("creature", it)
	glance := mu.You.Glance > 0 && mu.You.Hit > 0
	often := ""
	if glance {
		often = assets.Say(w.Glance, mu.You.Glance/mu.You.Hit)
	}
	return []string{
		l.Say("describe.look.you_hit", creature, text.S("chance", assets.Say(w.Chance, mu.You.Hit)),
			text.S("glance", yes(glance)), text.S("often", often), text.W("cover", l.Word("armour", cover))),
		l.Say("describe.look.it_hits", creature, text.S("chance", assets.Say(w.Chance, mu.It.Hit))),
		l.Say("describe.look.take", creature, text.S("blows", w.BlowsWords(mu.Blows))),
	}
}

// OddsNumbers are a matchup's exact numbers in l, written as the odds command writes them: the chances to
// hit, to be hit, to crit (a confirmed critical) and the mean blows to kill.
func OddsNumbers(l *text.Lang, mu Matchup) []string {
	blows := l.Say("describe.look.never")
	if !math.IsInf(mu.Blows, 1) {
		blows = meanCount(mu.Blows)
	}
	return []string{
		l.Say("describe.look.numbers", text.S("hit", Percent(mu.You.Hit)), text.S("crit", Percent(mu.You.Crit)),
			text.S("hit_by", Percent(mu.It.Hit)), text.S("crit_by", Percent(mu.It.Crit))),
		l.Say("describe.look.blows", text.S("blows", blows)),
	}
}

// meanCount writes a mean number of blows or missiles as the odds command does: "3.2".
func meanCount(n float64) string { return fmt.Sprintf("%.1f", n) }

// Percent writes a chance as the odds command does: "85.4%".
func Percent(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// HurtWords says how hurt a is, in l: "unhurt", "wounded", "badly wounded", "almost dead" (in another
// language agreeing with the creature's word).
func HurtWords(l *text.Lang, a *Actor) string {
	return l.Say("describe.hurt", text.S("hurt", hurt(a)), text.W("creature", l.Word("creature", a.Name)))
}

// hurt is how hurt a is, as describe.hurt reads it: unhurt, wounded, badly or dying.
func hurt(a *Actor) string {
	switch {
	case a.HP*4 <= a.MaxHP:
		return "dying"
	case a.HP*2 <= a.MaxHP:
		return "badly"
	case a.HP < a.MaxHP:
		return "wounded"
	}
	return "unhurt"
}

// andList joins names with commas and the last two by "and", in English: "a spear", "a spear and a shield",
// "a, b and c" (andIn in another language).
func andList(names []string) string { return andIn(lang.English(), names) }

// andIn is andList in l.
func andIn(l *text.Lang, names []string) string { return joinList(l, "describe.and", names) }

// PlaceBeside puts an awake creature of the bestiary's kind on the first free cell next to the player
// (east, west, south, north, then the diagonals): a fight set up by a test or a tool.
func (g *Game) PlaceBeside(kind string) (*Actor, error) {
	for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		if a, err := g.PlaceCreature(kind, g.Player.Pos.Add(d)); err == nil {
			return a, nil
		}
	}
	return nil, fmt.Errorf("place: no free cell beside the player for the %s", kind)
}

// PlaceCreature puts an awake creature of the bestiary at p on the player's floor: a fight set up by a
// test or a tool. p must be a free cell that can be walked on.
func (g *Game) PlaceCreature(kind string, p gruid.Point) (*Actor, error) {
	c, ok := g.data.Creature(kind)
	if !ok {
		return nil, fmt.Errorf("place: unknown creature %q", kind)
	}
	if !g.Level.In(p) || !g.Level.At(p).Passable() || g.ActorAt(p) != nil {
		return nil, fmt.Errorf("place: the %s cannot stand at %v", kind, p)
	}
	a := g.dungeon.newCreature(c, p)
	g.dungeon.addActor(a)
	a.Awake = true
	g.updateSight()
	return a, nil
}

// The luck ledger (combat/RULES.md §39): for each fight and for the whole game, what the dice rolled against
// what the exact odds expected — hits, criticals, the hit points dealt and taken — and how unlikely a run that
// far from the odds was. The odds are the rule set's own (RuleSet.Odds, the same as the look screen's and
// the odds command's), asked before each blow is settled; nothing is simulated.

package game

import (
	"fmt"
	"math"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// MaxFightBlows bounds the chances of one fight's blows the ledger keeps, a side: the exact tail of the
// fight's hits and criticals (a Poisson binomial, O(n²)) rests on them. A fight of more blows on a side is
// told by the normal curve of its exact mean and variance ("about"), as the whole game is.
const MaxFightBlows = 200

// NormalBlows is the fewest blows of a side for the ledger to judge its damage by the normal curve (RULES.md
// §39.2): the sum of fewer is too far from normal for its tail to be told.
const NormalBlows = 10

// The sides of a ledger: the player's blows, and the blows struck at the player.
const (
	Yours  = 0
	Theirs = 1
)

// Tally is what one side's blows rolled, and what the exact odds expected of them: the sums of each blow's
// chance to hit and to land a critical, of the mean hit points it takes off, and their variances.
type Tally struct {
	Blows, Hits, Crits, Dealt int
	EHits, VHits              float64 // the sum of p(hit), of p(hit)(1−p(hit))
	ECrits, VCrits            float64 // the same of p(critical)
	EDealt, VDealt            float64 // the sum of the mean and of the variance of the hit points a blow takes off
}

// add counts one blow of chances hit and crit whose hit points taken off are distributed as dealt, and what
// it rolled (o).
func (t *Tally) add(hit, crit float64, dealt combat.Dist, o combat.Outcome) {
	t.Blows++
	t.EHits += hit
	t.VHits += hit * (1 - hit)
	t.ECrits += crit
	t.VCrits += crit * (1 - crit)
	t.EDealt += dealt.Mean()
	t.VDealt += dealt.Variance()
	if o.Hit {
		t.Hits++
		t.Dealt += o.Dealt
	}
	if o.Critical {
		t.Crits++
	}
}

// Fight is one fight of the ledger: what each side rolled, the chances of each blow (while a side has struck
// at most MaxFightBlows), and whom it was with.
type Fight struct {
	Side         [2]Tally
	HitP, CritP  [2][]float64 // the blows' chances to hit and to land a critical, by side, in order
	Foe          string       // the first foe's name: "kobold", "Grizzletooth"
	FoeID        int          // the first foe's ID, plus one (0: no fight)
	Many         bool         // more than one foe struck or was struck
	Began, Ended int          // the turns it began and ended
}

// under reports whether f is a fight under way or kept: a blow was struck in it.
func (f *Fight) under() bool { return f.FoeID != 0 }

// Ledger is the luck ledger of a game: the whole game's tallies, the fight under way and the last one ended.
// It is bounded: fixed sums, and the chances of the blows of two fights at most.
type Ledger struct {
	Whole  [2]Tally
	Now    Fight // the fight under way (FoeID 0: none)
	Last   Fight // the last fight that ended
	Fights int   // fights ended
}

// luck keeps the ledger of the game: it counts the blows the player strikes and takes, and ends a fight when
// no foe is in view.
type luck struct{ g *Game }

// blow is asked of every blow a creature strikes before it is settled (fight.strikeAt), with the blow b as
// the rule set will settle it: it reports the blow's chances when the player strikes or is struck (ok).
func (lk luck) odds(a, t *Actor, b *ruleset.Blow) (hit, crit float64, dealt combat.Dist, ok bool) {
	if a == nil || t == nil || a.Player == t.Player {
		return 0, 0, combat.Dist{}, false
	}
	rs := lk.g.arms.rules
	var rep combat.Report
	if lo, lean := rs.(ledgerOdds); lean {
		var err error
		if rep, dealt, err = lo.LedgerOdds(b, &lk.g.arms.odds); err != nil {
			return 0, 0, combat.Dist{}, false
		}
	} else {
		o, err := rs.Odds(b)
		if err != nil {
			return 0, 0, combat.Dist{}, false
		}
		rep, dealt = o.Report, o.Dealt
	}
	if gd, isGuarded := rs.(guardedOdds); isGuarded {
		// tiers' Odds are before Guard; what a blow takes off is after it (RULES.md §35.2).
		if d, err := gd.GuardedDealt(b); err == nil {
			dealt = d
		}
	}
	return rep.Hit, rep.Crit, dealt, true
}

// ledgerOdds is a rule set that gives the ledger its odds without the rest of Odds (the table's words):
// the same Report and Dealt as its Odds, Dealt worked out in s (good until s is used again).
type ledgerOdds interface {
	LedgerOdds(b *ruleset.Blow, s *combat.OddsScratch) (combat.Report, combat.Dist, error)
}

// guardedOdds is a rule set whose defender may spend something that lowers the hit points a blow takes
// off (tiers' Guard): the exact distribution after it.
type guardedOdds interface {
	GuardedDealt(b *ruleset.Blow) (combat.Dist, error)
}

// count puts a blow of a on t, of the chances asked before (odds) and its outcome o, in the ledger.
func (lk luck) count(a, t *Actor, hit, crit float64, dealt combat.Dist, o combat.Outcome) {
	g := lk.g
	l := &g.Ledger
	side, foe := Yours, t
	if t.Player {
		side, foe = Theirs, a
	}
	f := &l.Now
	if !f.under() {
		*f = Fight{Foe: foe.Name, FoeID: foe.ID + 1, Began: g.Turns}
	} else if f.FoeID != foe.ID+1 {
		f.Many = true
	}
	l.Whole[side].add(hit, crit, dealt, o)
	f.Side[side].add(hit, crit, dealt, o)
	if f.Side[side].Blows <= MaxFightBlows {
		f.HitP[side] = append(f.HitP[side], hit)
		f.CritP[side] = append(f.CritP[side], crit)
	}
}

// turn ends the fight under way when the player's turn comes with no foe in view, or the game is over, and
// says when its luck was far from the odds.
func (lk luck) turn() {
	g := lk.g
	l := &g.Ledger
	if !l.Now.under() {
		return
	}
	if !g.Over {
		for _, c := range g.Creatures {
			if !c.Dead && g.IsVisible(c.Pos) {
				return
			}
		}
	}
	l.Now.Ended = g.Turns
	l.Last, l.Now = l.Now, Fight{}
	l.Fights++
	if s := lk.say(&l.Last); s != "" {
		g.message(MsgInfo, "%s", s)
	}
}

// say is what the log says of fight f when its luck was far from the odds: the words of words.toml's
// [[luck]] row of its least likely measure, when that was rarer than luck_rare; "" when none was.
func (lk luck) say(f *Fight) string {
	w := lk.g.data.Words
	var best LuckRow
	for _, r := range f.Rows() {
		if r.Few {
			continue // the normal curve of a sum of a few blows is no fair judge of its tail
		}
		if best.What == "" || r.Tail < best.Tail {
			best = r
		}
	}
	if best.What == "" || w.LuckRare <= 0 || best.Tail > 1/w.LuckRare {
		return ""
	}
	p, ok := w.LuckPhrase(best.Measure, best.Side == Theirs, best.Above)
	if !ok {
		return ""
	}
	return luckSentence(langOf(lk.g), p, f.Many, f.Foe)
}

// LuckRow is one line of the ledger: a measure of one side, what was rolled, what the odds expected, and
// how unlikely a run this far from them was (Tail, one-sided toward the luck seen: RULES.md §39.2).
type LuckRow struct {
	What     string  // the key of its name: "game.luck.row.your_hits" ("your hits")
	Measure  string  // hits, crits or damage (assets.LuckMeasures)
	Side     int     // Yours or Theirs
	Rolled   int     // what the dice rolled
	Expected float64 // what the exact odds expected
	Tail     float64 // the chance of a run at least this far from the odds, on its side
	Above    bool    // the run was above the odds (more hits, more damage)
	About    bool    // Tail is the normal curve's, not exact
	Few      bool    // too few blows for the normal curve to judge a sum of damage (NormalBlows): no Tail
}

// rowNames name the ledger's rows, by side and measure.
var rowNames = [2][3]string{
	{"game.luck.row.your_hits", "game.luck.row.your_crits", "game.luck.row.dealt"},
	{"game.luck.row.hits_on_you", "game.luck.row.crits_on_you", "game.luck.row.taken"},
}

// Rows are the six lines of fight f: hits and criticals by the exact Poisson binomial of its blows' chances
// (the normal curve past MaxFightBlows), damage by the normal curve of its exact mean and variance.
func (f *Fight) Rows() []LuckRow {
	var out []LuckRow
	for side := range 2 {
		t := &f.Side[side]
		if t.Blows == 0 {
			continue
		}
		exact := t.Blows <= MaxFightBlows && len(f.HitP[side]) == t.Blows && len(f.CritP[side]) == t.Blows
		out = append(out,
			countRow(rowNames[side][0], assets.LuckHits, side, t.Hits, t.EHits, t.VHits, f.HitP[side], exact),
			countRow(rowNames[side][1], assets.LuckCrits, side, t.Crits, t.ECrits, t.VCrits, f.CritP[side], exact),
			sumRow(rowNames[side][2], side, t))
	}
	return out
}

// WholeRows are the six lines of the whole game: every tail by the normal curve of the exact mean and
// variance (the chances of every blow are not kept).
func (l *Ledger) WholeRows() []LuckRow {
	var out []LuckRow
	for side := range 2 {
		t := &l.Whole[side]
		if t.Blows == 0 {
			continue
		}
		out = append(out,
			countRow(rowNames[side][0], assets.LuckHits, side, t.Hits, t.EHits, t.VHits, nil, false),
			countRow(rowNames[side][1], assets.LuckCrits, side, t.Crits, t.ECrits, t.VCrits, nil, false),
			sumRow(rowNames[side][2], side, t))
	}
	return out
}

// countRow is a row of a count of successes: its exact tail from the chances p when exact, else the normal
// curve's of mean e and variance v.
func countRow(what, measure string, side, rolled int, e, v float64, p []float64, exact bool) LuckRow {
	r := LuckRow{What: what, Measure: measure, Side: side, Rolled: rolled, Expected: e}
	if exact {
		r.Tail, r.Above = combat.Tail(combat.PoissonBinomial(p), rolled)
	} else {
		r.Tail, r.Above = combat.NormalTail(rolled, e, v)
		r.About = true
	}
	return r
}

// sumRow is the row of the hit points a side's blows took off: the normal curve's tail.
func sumRow(what string, side int, t *Tally) LuckRow {
	r := LuckRow{What: what, Measure: assets.LuckDamage, Side: side, Rolled: t.Dealt, Expected: t.EDealt, About: true}
	r.Tail, r.Above = combat.NormalTail(t.Dealt, t.EDealt, t.VDealt)
	if t.Blows < NormalBlows {
		r.Tail, r.Few = 1, true
	}
	return r
}

// OneIn says how unlikely a tail is, in English (Odds).
func (r LuckRow) OneIn() string { return r.Odds(lang.English()) }

// Odds says how unlikely a tail is in l: "a 1-in-20 run", "about a 1-in-20 run"; "as the odds" when a run
// at least this far from them comes one time in three or more often.
func (r LuckRow) Odds(l *text.Lang) string {
	if r.Few {
		return l.Say("game.luck.few")
	}
	if r.Tail > 1.0/3 {
		return l.Say("game.luck.even")
	}
	n := l.Say("game.luck.million")
	if r.Tail > 1e-6 {
		n = fmt.Sprintf("%.0f", math.Round(1/r.Tail))
	}
	return l.Say("game.luck.run", text.S("n", n), text.S("about", yes(r.About)), text.S("lucky", yes(r.Above == (r.Side == Yours))))
}

// LuckLines are the ledger in English (LuckLinesIn).
func (l *Ledger) LuckLines() []string { return l.LuckLinesIn(lang.English()) }

// LuckLinesIn are the ledger as the @ screen and the morgue file show it in tl (numbers: the player's own
// record): the whole game, then the fight under way or else the last one.
func (l *Ledger) LuckLinesIn(tl *text.Lang) []string {
	if l.Whole[Yours].Blows+l.Whole[Theirs].Blows == 0 {
		return []string{tl.Say("game.luck.none")}
	}
	var out []string
	table := func(rows []LuckRow) {
		out = append(out, fmt.Sprintf("  %-18s %7s %9s   %s", "", tl.Say("game.luck.rolled"), tl.Say("game.luck.expected"), tl.Say("game.luck.how")))
		for _, r := range rows {
			out = append(out, fmt.Sprintf("  %-18s %7d %9.1f   %s", tl.Say(r.What), r.Rolled, r.Expected, r.Odds(tl)))
		}
	}
	out = append(out, tl.Say("game.luck.whole", text.N("fights", l.Fights), text.N("blows", l.Whole[Yours].Blows),
		text.N("taken", l.Whole[Theirs].Blows)))
	table(l.WholeRows())
	f, which := &l.Now, "now"
	if !f.under() {
		f, which = &l.Last, "last"
	}
	if f.under() {
		out = append(out, tl.Say("game.luck.fight", text.S("which", which), text.W("foe", tl.Word("creature", f.Foe)),
			text.S("many", yes(f.Many)), text.N("blows", f.Side[Yours].Blows), text.N("taken", f.Side[Theirs].Blows)))
		table(f.Rows())
	}
	return append(out, tl.Say("game.luck.note1"), tl.Say("game.luck.note2", text.N("n", NormalBlows)), tl.Say("game.luck.note3"))
}

// check reports a ledger no game keeps (Game.Check): a fight's chances past MaxFightBlows a side, or a
// chance outside 0 to 1.
func (l *Ledger) check() error {
	for _, f := range []*Fight{&l.Now, &l.Last} {
		for side := range 2 {
			for _, ps := range [][]float64{f.HitP[side], f.CritP[side]} {
				if len(ps) > MaxFightBlows {
					return fmt.Errorf("a fight keeps %d chances of a side, past %d", len(ps), MaxFightBlows)
				}
				for _, p := range ps {
					if !(p >= 0 && p <= 1) {
						return fmt.Errorf("a chance of %g", p)
					}
				}
			}
		}
	}
	return nil
}

// Giving up (issue 37): the player ends the run at once, as NetHack's #quit, DCSS's Ctrl-Q and Brogue's Q do.
// It is an action (ActGiveUp), so that a replay holds it and the leaderboard's replay of a daily run ends
// where the player's did; the run ends as a death does (RULES.md §38.4's score, the morgue, the high
// scores), its cause GaveUpCause, which the death screen, the morgue and the tables tell apart from a death.

package game

// ActGiveUp ends the run where the player stands: no time passes, and it cannot be undone. A lesson of the
// tutorial is never given up (nobody dies in a lesson; Q leaves it).
const ActGiveUp = ActChoose + 3

// GaveUpCause is the Cause of a run the player gave up: no creature's name can be it (a creature's cause
// is a phrase of the data, "a kobold's spear", never in brackets).
const GaveUpCause = "(gave up)"

// giveUp is ActGiveUp: g's run ends, given up; a lesson refuses it.
func giveUp(g *Game) {
	if g.Mode == ModeTutorial {
		refuseSay(g, "game.giveup.lesson")
		return
	}
	g.Over, g.Cause = true, GaveUpCause
	tell(g, MsgDeath, "game.giveup.done")
}

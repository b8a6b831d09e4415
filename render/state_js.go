// The page around the game: the browser build publishes the player's position (the browser test reads it),
// names the player and the level in the tab's title, and when the game loop ends (Q) leaves the page a
// screen that says what became of the game, the Go program still running (a key then throws nothing).
//go:build js

package render

import (
	"errors"
	"strconv"
	"syscall/js"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/levels"
)

// PublishState writes the player's position, hit points, the turn, whether a foe is in view (and where the
// foes in view are), the kills, the ammunition worn, whether the stairs down are known, the last message, the build playing (save.Build) and the rule set's name (rules) into window.cleaveState, and where the player is into the tab's
// title ("Cleave — Thora, level 3").
func PublishState(g *game.Game) {
	pl := g.Player
	st := js.Global().Get("cleaveState")
	if st.IsUndefined() {
		st = js.Global().Get("Object").New()
		js.Global().Set("cleaveState", st)
	}
	st.Set("x", pl.Pos.X)
	st.Set("y", pl.Pos.Y)
	st.Set("hp", pl.HP)
	st.Set("turns", g.Turns)
	st.Set("depth", g.Depth)
	st.Set("build", save.Build())
	st.Set("rules", g.RulesName()) // the rule set the game plays under
	st.Set("foe", g.Walks().FoeInView() != nil)
	// what the browser test of a game played by taps reads: the foes in view (where to tap), the kills,
	// the ammunition worn, and whether the stairs down are known
	foes := js.Global().Get("Array").New()
	for _, a := range g.Targets() {
		foes.Call("push", js.ValueOf(map[string]any{"x": a.Pos.X, "y": a.Pos.Y}))
	}
	st.Set("foes", foes)
	// the next cell of a walk to the nearest foe, around walls and traps (Walks.TravelStep): where a tap walks
	// toward it
	if ts := g.Targets(); len(ts) > 0 {
		if p, ok := g.Walks().TravelStep(ts[0].Pos); ok {
			st.Set("toward", js.ValueOf(map[string]any{"x": p.X, "y": p.Y}))
		} else {
			st.Set("toward", js.Null())
		}
	}
	st.Set("kills", pl.Kills)
	st.Set("ammo", pl.Worn[game.SlotAmmo].Count)
	_, down := g.Walks().StairsTo(levels.StairsDown)
	st.Set("stairs", down)
	if n := len(g.Log); n > 0 {
		st.Set("said", g.Log[n-1].Text) // the last message
	}
	st.Set("lang", game.LangOf(g).Tag) // the page's own words follow the game's (index.html)
	title := pageTitle(g)
	if doc := js.Global().Get("document"); doc.Get("title").String() != title {
		doc.Set("title", title)
	}
}

// pageTitle is the tab's title for game g, in its language: the player's name, or race and background
// ("dwarf warrior") for a character made on the creation screen, who has none.
func pageTitle(g *game.Game) string {
	l := game.LangOf(g)
	if _, n, of, ok := g.Lesson(); ok { // the tutorial (issue 33): nobody dies in it
		return l.Say("render.tab.lesson", text.N("n", n), text.N("of", of))
	}
	return l.Say("render.tab.title", append(characterArgs(l, g.Player), text.N("depth", g.Depth),
		text.S("over", strconv.FormatBool(g.Over)))...)
}

// characterArgs name the player for a template: the name ("" none: named false), race and background.
func characterArgs(l *text.Lang, pl *game.Actor) []text.Arg {
	return []text.Arg{text.S("name", pl.Name), text.S("named", strconv.FormatBool(pl.Name != "")),
		text.W("race", l.Word("race", pl.Race)), text.W("background", l.Word("background", pl.Background))}
}

// PageEnded shows the page's end screen once the game loop has ended (Q, or death then Q): what became of
// game g (nil: none began), which is saved when kept (the player's own game; false: a seeded game, never
// saved) unless err says why not, in the game's language (l when none began). It never returns: the Go
// program stays alive, as the page's key and mouse handlers still call into it.
func PageEnded(l *text.Lang, g *game.Game, kept bool, err error) {
	if g != nil {
		l = game.LangOf(g)
	}
	state, said := endText(l, g, kept, err)
	if f := js.Global().Get("cleaveEnded"); f.Type() == js.TypeFunction {
		f.Invoke(state, said, l.Tag)
	}
	select {}
}

// endText is what the end screen says, and the state it is in: "saved", "unsaved", "dead", "none" or
// "seeded" (the page offers what fits: go on, play again, download the save).
func endText(l *text.Lang, g *game.Game, kept bool, err error) (state, said string) {
	switch {
	case g == nil:
		return "none", l.Say("render.end.none")
	case g.Over && g.Mode == game.ModeTutorial:
		return "dead", l.Say("render.end.tutorial")
	case g.Over:
		return "dead", l.Say("render.end.dead", characterArgs(l, g.Player)...)
	case !kept:
		return "seeded", l.Say("render.end.seeded")
	case errors.Is(err, save.ErrOtherTab):
		return "unsaved", l.Say("render.end.other_tab")
	case err != nil:
		return "unsaved", l.Say("render.end.unsaved", text.S("error", err.Error()))
	}
	return "saved", l.Say("render.end.saved")
}

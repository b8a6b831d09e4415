// Tests of the hints (render/ui/hints.go, assets/hints.toml): each shows the first time its moment comes, on
// screen and never in the log, and never again in the same profile; the setting switches them all off, the
// settings screen shows them again, and neither the bot nor a replay shows them.

package ui

import (
	"image/color"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/prefs"
)

// hintGame is a game on seed with the default character, alone on its level, and a model in play on it that
// shows hints, every one but only shown already: only that one may show.
func hintGame(t *testing.T, seed uint64, only string) (*game.Game, *Model) {
	t.Helper()
	return hintGameIn(t, seed, only, "")
}

// hintGameIn is hintGame with the interface in the language of tag ("": English).
func hintGameIn(t *testing.T, seed uint64, only, tag string) (*game.Game, *Model) {
	t.Helper()
	g, err := game.New(game.Config{Seed: seed})
	require.NoError(t, err)
	onlyFoe(g, false)
	var shown prefs.Shown
	for _, e := range assets.HintEvents {
		if e != only {
			shown = shown.With(e)
		}
	}
	return g, New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Hints: true, Shown: shown, Lang: tag}, false)
}

// hintOf is the hint of event as the screen shows it.
func hintOf(t *testing.T, g *game.Game, event string) string {
	t.Helper()
	text, ok := g.Data().Hint(event)
	require.True(t, ok, "hints.toml has %s", event)
	return "Hint: " + text // English as it was before the catalogue: byte for byte
}

// wait is the input of a tick in which the player waits.
func wait() Input { return held(gruid.Point{}, 1) }

// placeNear puts a creature of kind on a bare floor cell in view k steps from the player (a step the player
// could take towards it); it returns the creature and the direction from the player.
func placeNear(t *testing.T, g *game.Game, kind string, k int) (*game.Actor, gruid.Point) {
	t.Helper()
	pl := g.Player
	for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: 1, Y: -1}, {X: -1, Y: -1}} {
		ok := true
		for i := 1; i <= k && ok; i++ {
			p := cells(pl.Pos, d, i)
			ok = g.Level.In(p) && g.Level.At(p) == levels.Floor && g.IsVisible(p) && g.ActorAt(p) == nil && g.FoundTrapAt(p) == nil
		}
		if ok {
			a, err := g.PlaceCreature(kind, cells(pl.Pos, d, k))
			require.NoError(t, err)
			return a, d
		}
	}
	require.FailNow(t, "no room for a "+kind)
	return nil, gruid.Point{}
}

// firstAndAgain drives the model a tick at a time with act's input, the player kept alive, until the moment
// of hint event has come twice by happened (told the tick's events, taken as the renderer takes them), at
// most ticks ticks: before it came no hint shows; the first time its hint shows, and is kept (Effect.Hints,
// ShownHints) but not written into the log; after it, between (if any) sets the next time up; the second
// time no hint shows.
func firstAndAgain(t *testing.T, g *game.Game, m *Model, event string, ticks int, act func() Input,
	happened func(evs []game.Event) bool, between func(),
) {
	t.Helper()
	want := hintOf(t, g, event)
	times := 0
	for i := 0; i < ticks && times < 2 && !g.Over; i++ {
		eff := m.Update(act(), g)
		evs := g.TakeEvents()
		g.Player.HP = g.Player.MaxHP // kept alive: the moment is what is tested, not the fight
		if !happened(evs) {
			if times == 0 {
				require.Empty(t, m.Hint(), "no hint before its moment (tick %d)", i)
			}
			continue
		}
		times++
		if times == 1 {
			require.Equal(t, want, m.Hint(), "the first time: its hint")
			assert.True(t, eff.Hints, "the hint shown is kept")
			assert.True(t, m.ShownHints().Has(event))
			for _, msg := range g.Log {
				assert.NotContains(t, msg.Text, strings.TrimPrefix(want, "Hint: "), "a hint is not in the log")
			}
			if between != nil {
				between()
			}
			continue
		}
		assert.Empty(t, m.Hint(), "the second time: no hint")
		assert.False(t, eff.Hints)
	}
	require.Equal(t, 2, times, "the moment of %s came twice in %d ticks", event, ticks)
}

// attacked reports whether one of evs is an attack by or at the player whose outcome is.
func attacked(g *game.Game, is func(o *game.Event) bool) func([]game.Event) bool {
	return func(evs []game.Event) bool {
		for i := range evs {
			e := &evs[i]
			if e.Kind == game.EventAttack && (e.Actor == g.Player.ID || e.Target == g.Player.ID) && is(e) {
				return true
			}
		}
		return false
	}
}

// fight is the input of a tick of a fight with a creature of kind next to the player: a bump into it, a new
// one placed when it died.
func fight(t *testing.T, g *game.Game, kind string) func() Input {
	var foe *game.Actor
	var d gruid.Point
	return func() Input {
		if foe == nil || foe.Dead {
			onlyFoe(g, false)
			foe, d = placeNear(t, g, kind, 1)
		}
		return held(d, 1)
	}
}

// beside is the input of a tick in which the player waits beside a creature of kind: a new one placed when it
// died (a caster that steps away is cut down by the player's free blow).
func beside(t *testing.T, g *game.Game, kind string) func() Input {
	var foe *game.Actor
	return func() Input {
		if foe == nil || foe.Dead {
			onlyFoe(g, false)
			foe, _ = placeNear(t, g, kind, 1)
		}
		return wait()
	}
}

// TestHintGlance: the first blow armour takes whole (RULES.md §7.5), the player's on a cave beetle's shell,
// shows the glance's hint; the next glance does not.
func TestHintGlance(t *testing.T) {
	g, m := hintGame(t, 1, assets.HintGlance)
	firstAndAgain(t, g, m, assets.HintGlance, 400, fight(t, g, "cave beetle"),
		attacked(g, func(e *game.Event) bool { return e.Outcome.Glance }), nil)
}

// TestHintCritical: the first confirmed critical (RULES.md §6.1) by or against the player shows its hint; the
// next does not.
func TestHintCritical(t *testing.T) {
	g, m := hintGame(t, 2, assets.HintCritical)
	firstAndAgain(t, g, m, assets.HintCritical, 3000, fight(t, g, "kobold"),
		attacked(g, func(e *game.Event) bool { return e.Outcome.Critical }), nil)
}

// TestHintBleeding: the first wound that bleeds (RULES.md §8.1) shows its hint; once it has stopped, the next
// does not.
func TestHintBleeding(t *testing.T) {
	g, m := hintGame(t, 3, assets.HintBleeding)
	was := false
	firstAndAgain(t, g, m, assets.HintBleeding, 5000, beside(t, g, "kobold"), func([]game.Event) bool {
		now := g.Player.Bleeding > 0
		started := now && !was
		was = now
		return started
	}, nil)
}

// TestHintDazzled: the first dazzle (RULES.md §24.1), a kobold shaman's spell, shows its hint; once the
// player sees clearly again, the next does not.
func TestHintDazzled(t *testing.T) {
	g, m := hintGame(t, 4, assets.HintDazzled)
	was := false
	firstAndAgain(t, g, m, assets.HintDazzled, 5000, beside(t, g, "kobold shaman"), func([]game.Event) bool {
		now := g.Player.DazzledUntil > g.Time
		started := now && !was
		was = now
		return started
	}, nil)
}

// TestHintWinded: the first time the player runs out of breath (RULES.md §26.2), in frenzy, shows its hint;
// once the breath is back, frenzy again winds the player and no hint shows.
func TestHintWinded(t *testing.T) {
	g, m := hintGame(t, 5, assets.HintWinded)
	st := g.Stances()
	frenzy := string(rune('0' + len(st))) // the boldest, the last: it drains stamina
	was := false
	firstAndAgain(t, g, m, assets.HintWinded, 3000, func() Input {
		if !g.Player.Winded && g.Player.Stance != st[len(st)-1] {
			return typed(frenzy)
		}
		return wait()
	}, func([]game.Event) bool {
		now := g.Player.Winded
		started := now && !was
		was = now
		return started
	}, nil)
}

// TestHintStance: the first creature in view with natural Protection (a cave beetle's shell) shows the
// stance's hint; a kobold, with none, shows nothing; another beetle later shows nothing.
func TestHintStance(t *testing.T) {
	g, m := hintGame(t, 6, assets.HintStance)
	tick := 0
	firstAndAgain(t, g, m, assets.HintStance, 20, func() Input {
		tick++
		switch tick {
		case 2:
			placeNear(t, g, "kobold", 3)
		case 4, 8:
			onlyFoe(g, false)
			placeNear(t, g, "cave beetle", 3)
		}
		return wait()
	}, func([]game.Event) bool { return tick == 4 || tick == 8 }, nil)
}

// TestHintUnidentified: the first potion the player does not know, in view on the floor, shows its hint
// (RULES.md §20.1); an unknown scroll later shows nothing.
func TestHintUnidentified(t *testing.T) {
	g, m := hintGame(t, 7, assets.HintUnidentified)
	var potion, scroll string
	for _, c := range g.Data().Consumables {
		if c.Scroll && scroll == "" {
			scroll = c.Name
		} else if !c.Scroll && potion == "" {
			potion = c.Name
		}
	}
	_, d := placeNear(t, g, "kobold", 2)
	onlyFoe(g, false)
	at := cells(g.Player.Pos, d, 2)
	tick := 0
	firstAndAgain(t, g, m, assets.HintUnidentified, 10, func() Input {
		tick++
		switch tick {
		case 3:
			g.Items = append(g.Items, game.FloorItem{Pos: at, Item: game.Item{Kind: game.ItemPotion, Name: potion, Count: 1}})
		case 6:
			g.Items = append(g.Items, game.FloorItem{Pos: at, Item: game.Item{Kind: game.ItemScroll, Name: scroll, Count: 1}})
		}
		return wait()
	}, func([]game.Event) bool { return tick == 3 || tick == 6 }, func() { g.Items = g.Items[:len(g.Items)-1] })
}

// TestHintTrap: the first trap the player finds (searching beside it, RULES.md §29.2) shows its hint; the next
// trap found does not.
func TestHintTrap(t *testing.T) {
	g, m := hintGame(t, 8, assets.HintTrap)
	name := g.Data().Traps[0].Name
	var dirs []gruid.Point
	for range 2 {
		_, d := placeNear(t, g, "kobold", 1)
		dirs = append(dirs, d)
	}
	onlyFoe(g, false)
	g.Traps = append(g.Traps[:0], game.Trap{Name: name, Pos: g.Player.Pos.Add(dirs[0])})
	firstAndAgain(t, g, m, assets.HintTrap, 500, func() Input { return typed("s") }, func([]game.Event) bool {
		return len(g.Traps) == 1 && g.Traps[0].Found
	}, func() { g.Traps = append(g.Traps[:0], game.Trap{Name: name, Pos: g.Player.Pos.Add(dirs[1])}) })
}

// TestHintsOff: with the setting off no hint shows, whatever happens, and none is kept.
func TestHintsOff(t *testing.T) {
	g, err := game.New(game.Config{Seed: 6})
	require.NoError(t, err)
	onlyFoe(g, false)
	off := false
	m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Hints: true, Settings: prefs.Settings{Hints: &off}}, false)
	placeNear(t, g, "cave beetle", 1)
	for range 200 {
		eff := m.Update(wait(), g)
		g.Player.HP = g.Player.MaxHP
		require.Empty(t, m.Hint())
		require.False(t, eff.Hints)
	}
	assert.Empty(t, m.ShownHints(), "none shown, none kept")
	// The same with the setting on: the beetle's hint shows at once (the test above can fail).
	on := true
	m = New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Hints: true, Settings: prefs.Settings{Hints: &on}}, false)
	m.Update(wait(), g)
	assert.NotEmpty(t, m.Hint())
}

// TestHintRussian: in Russian a hint shows in Russian, data/hint.toml's line after «Подсказка: », the moment
// the same as in English (the beetle's shell in view).
func TestHintRussian(t *testing.T) {
	g, m := hintGameIn(t, 6, assets.HintStance, "ru")
	placeNear(t, g, "cave beetle", 3)
	m.Update(wait(), g)
	assert.Equal(t, "Подсказка: Шкура или панцирь отводят слабые удары: более смелая стойка добавляет урона и пробивает их, но ослабляет вашу защиту.", m.Hint())
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	line, ok := hintLine(ru, g.Data(), assets.HintGlance)
	require.True(t, ok)
	assert.True(t, strings.HasPrefix(line, "Подсказка: Скользящий удар: удар попал"), line)
	line, ok = hintLine(lang.English(), g.Data(), assets.HintGlance)
	require.True(t, ok)
	assert.Equal(t, hintOf(t, g, assets.HintGlance), line, "English as it was")
}

// TestHintsSettingsRows: the settings screen switches hints off and on (saved: Effect.Settings), and its row
// "show the hints again" forgets the ones shown, so that a hint shows again.
func TestHintsSettingsRows(t *testing.T) {
	g, m := hintGame(t, 6, assets.HintStance)
	placeNear(t, g, "cave beetle", 3)
	m.Update(wait(), g)
	require.Equal(t, hintOf(t, g, assets.HintStance), m.Hint())
	m.Update(typed(string(SettingsKey)), g)
	s, ok := m.Screen().(*Settings)
	require.True(t, ok)
	assert.Empty(t, m.Hint(), "a key dismisses the hint")
	assert.Equal(t, "8 of 8 shown", s.RowsOf(m.Settings())[optHintsAgain].Value)
	for s.Row != optHints {
		m.Update(held(gruid.Point{Y: 1}, 1), g)
	}
	assert.Equal(t, "on", s.RowsOf(m.Settings())[optHints].Value)
	eff := m.Update(pressed(KeyEnter), g)
	assert.True(t, eff.Settings)
	assert.False(t, m.Settings().Hinting())
	assert.Equal(t, "off", s.RowsOf(m.Settings())[optHints].Value)
	m.Update(pressed(KeyEnter), g)
	assert.True(t, m.Settings().Hinting())
	m.Update(held(gruid.Point{Y: 1}, 1), g)
	require.Equal(t, optHintsAgain, s.Row)
	eff = m.Update(pressed(KeyEnter), g)
	assert.True(t, eff.Hints, "the set forgotten is kept")
	assert.Empty(t, m.ShownHints())
	assert.Equal(t, "none shown yet", s.RowsOf(m.Settings())[optHintsAgain].Value)
	m.Update(pressed(KeyEscape), g)
	assert.Equal(t, hintOf(t, g, assets.HintStance), m.Hint(), "back in play, the beetle's hint shows again")
	assert.Len(t, m.ShownHints(), 1, "and is kept again")
}

// TestHintsNeverForTheBotOrAReplay: the bot's run and a replay show no hint and keep none, even where the
// player would be shown one.
func TestHintsNeverForTheBotOrAReplay(t *testing.T) {
	g, err := game.New(game.Config{Seed: 6})
	require.NoError(t, err)
	onlyFoe(g, false)
	placeNear(t, g, "cave beetle", 3)
	bot := New(Config{Data: g.Data(), Hints: true, BotTurns: 5}, false)
	for range 20 {
		eff := bot.Update(Input{}, g)
		assert.False(t, eff.Hints)
		assert.Empty(t, bot.Hint())
	}
	onlyFoe(g, false)
	placeNear(t, g, "cave beetle", 3)
	player := New(Config{Data: g.Data(), Hints: true}, false)
	player.Update(wait(), g)
	assert.NotEmpty(t, player.Hint(), "the player is shown one there")

	// A replay of a bot's game to its death: its blows glance and bleed, and no hint shows.
	_, rp := recordedDeath(t)
	rg, err := rp.NewGame(nil)
	require.NoError(t, err)
	p := NewReplaying(rp, 64, "")
	replay := New(Config{Data: rg.Data(), Hints: true, Replay: p}, false)
	moments := 0
	for ticks := 0; !p.Done() && ticks < 100000; ticks++ {
		eff := replay.Update(Input{}, rg)
		for _, e := range rg.TakeEvents() {
			if e.Kind == game.EventAttack && (e.Outcome.Glance || e.Outcome.Critical) {
				moments++
			}
		}
		require.False(t, eff.Hints)
		require.Empty(t, replay.Hint())
	}
	assert.Positive(t, moments, "the replay had moments a player would be told of")
	assert.Empty(t, replay.ShownHints())
}

// TestHintDrawnUnderThePrompt: a hint is drawn in its colour under the notice, and the log's lines go under
// both: a hint never hides a line of the log.
func TestHintDrawnUnderThePrompt(t *testing.T) {
	g, m := hintGame(t, 6, assets.HintStance)
	placeNear(t, g, "cave beetle", 3)
	lay := NewLayout(960, 540, 16, LayoutOptions{})
	y0, n0 := m.LogRows(lay, g, false)
	m.Update(wait(), g)
	require.NotEmpty(t, m.Hint())
	m.notice = "A notice."
	y, n := m.LogRows(lay, g, false)
	hintRows := len(Wrap(m.Hint(), lay.LogColumns()))
	assert.Equal(t, n0-1-hintRows, n, "the notice's row and the hint's go above the log's lines")
	assert.Equal(t, y0+(1+hintRows)*lay.LineH, y)
	p := &colourPainter{}
	m.Draw(&Drawing{Painter: p, Lay: lay, Game: g})
	assert.Equal(t, ColTitle, p.colours["A notice."])
	first := Wrap(m.Hint(), lay.LogColumns())[0]
	assert.Equal(t, ColHint, p.colours[first], "the hint in the colour of advice")
	assert.Greater(t, p.ys[first], p.ys["A notice."], "under the notice")
}

// TestHintWholeOnAShortLog: on a log of two lines with a notice, the hint does not fit under the notice beside the
// newest line: it is drawn whole just above the log, and the log's lines keep their place.
func TestHintWholeOnAShortLog(t *testing.T) {
	g, m := hintGame(t, 6, assets.HintStance)
	placeNear(t, g, "cave beetle", 3)
	lay := NewLayout(640, 480, 16, LayoutOptions{LogLines: 2})
	require.Equal(t, 2, lay.LogLines)
	m.Update(wait(), g)
	require.NotEmpty(t, m.Hint())
	m.notice = "A notice."
	y0, n0 := m.LogRows(lay, g, false)
	p := &colourPainter{}
	m.Draw(&Drawing{Painter: p, Lay: lay, Game: g})
	lines := Wrap(m.Hint(), lay.LogColumns())
	require.Greater(t, len(lines), 1, "a hint longer than a line")
	for _, l := range lines {
		require.Equal(t, ColHint, p.colours[l], "every line of the hint is drawn: %q", l)
		assert.Less(t, p.ys[l], float64(lay.Log.Min.Y), "above the log")
	}
	m.hint.text = ""
	y, n := m.LogRows(lay, g, false)
	assert.Equal(t, []int{y, n}, []int{y0, n0}, "the log's lines are where they are without the hint")
}

// colourPainter keeps the colour and the height of every text drawn.
type colourPainter struct {
	colours map[string]color.RGBA
	ys      map[string]float64
}

func (p *colourPainter) Text(s string, _, y float64, c color.RGBA) {
	if p.colours == nil {
		p.colours, p.ys = map[string]color.RGBA{}, map[string]float64{}
	}
	p.colours[s], p.ys[s] = c, y
}
func (p *colourPainter) Fill(_, _, _, _ float64, _, _, _, _ float32)          {}
func (p *colourPainter) Shade(_, _, _, _ int, _ float32)                      {}
func (p *colourPainter) Sprite(_, _ string, _, _ float64, _, _, _, _ float32) {}
func (p *colourPainter) Hit(_, _ float64, _ int, _ rune)                      {}

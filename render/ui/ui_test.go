// Tests of the UI model over real games, driven by Input values: no display, no Ebitengine.

package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/prefs"
)

// newGame is a game on seed 1 with character c (the zero Character: the default, Thora the dwarf
// warrior), and a model in play on it.
func newGame(t *testing.T, c game.Character, d *assets.Data) (*game.Game, *Model) {
	t.Helper()
	g, err := game.New(game.Config{Seed: 1, Character: c, Data: d})
	require.NoError(t, err)
	return g, New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
}

// typed is the input of one tick in which the player typed s.
func typed(s string) Input { return Input{Typed: []rune(s)} }

// pressed is the input of one tick in which the player pressed k.
func pressed(k Key) Input { return Input{Pressed: k} }

// held is the input of one tick in which a movement key of direction d has been held for n ticks.
func held(d gruid.Point, n int) Input { return Input{Moves: []Move{{Dir: d, Held: n}}} }

// openDir is a direction the player can step into: a passable cell with nobody there.
func openDir(t *testing.T, g *game.Game) gruid.Point {
	t.Helper()
	pl := g.Player
	for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		p := pl.Pos.Add(d)
		if g.Level.In(p) && g.Level.At(p).Passable() && g.ActorAt(p) == nil {
			return d
		}
	}
	require.FailNow(t, "the player is walled in")
	return gruid.Point{}
}

func TestDirectionKeyMoves(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	d := openDir(t, g)
	from, turns := g.Player.Pos, g.Turns
	m.Update(held(d, 1), g)
	assert.Equal(t, from.Add(d), g.Player.Pos, "the key moves the player")
	assert.Equal(t, turns+1, g.Turns)
	assert.Equal(t, 1, m.Held(), "the key is held")
	m.Update(Input{}, g)
	assert.Zero(t, m.Held(), "released")
}

// TestHoldingRepeats: a held key acts when pressed, then after repeatDelay ticks every repeatEvery ticks.
func TestHoldingRepeats(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	turns := g.Turns
	var acted []int
	for tick := 1; tick <= 30; tick++ {
		m.Update(held(gruid.Point{}, tick), g) // a wait key
		if g.Turns > turns {
			acted = append(acted, tick)
			turns = g.Turns
		}
	}
	assert.Equal(t, []int{1, 15, 19, 23, 27}, acted)
}

// TestRefusalIsShownNotLogged: t with nothing to shoot with says so on screen and writes nothing into
// the log; the next key clears it.
func TestRefusalIsShownNotLogged(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	require.False(t, g.Shots().CanShoot(g.Player), "Thora has no bow")
	log := len(g.Log)
	m.Update(typed("t"), g)
	assert.Equal(t, "You have nothing to shoot with.", m.Notice())
	assert.IsType(t, &Play{}, m.Screen(), "no aim without a missile weapon")
	assert.Len(t, g.Log, log, "the refusal is not in the log")
	m.Update(Input{}, g)
	assert.NotEmpty(t, m.Notice(), "it stays while no key is pressed")
	m.Update(pressed(KeyEscape), g)
	assert.Empty(t, m.Notice(), "the next key clears it")
}

// TestShootAndBashRefusalsAreTheGames: the notice on t with nothing to shoot with, and on x with no
// shield, is the refusal the game gives the action itself (one text, game's).
func TestShootAndBashRefusalsAreTheGames(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	require.False(t, g.Shots().CanShoot(g.Player), "Thora has no bow")
	m.Update(typed("t"), g)
	refused := g.Do(game.Action{Kind: game.ActFire, Target: g.Player.Pos.Add(openDir(t, g))}).Refusal
	assert.Equal(t, refused, m.Notice())
	assert.Equal(t, game.NothingToShoot, m.Notice())

	g, m = newGame(t, game.Character{Race: "elf", Background: "archer"}, nil)
	require.False(t, g.CanBash(g.Player), "the archer has no shield")
	m.Update(typed("x"), g)
	refused = g.Do(game.Action{Kind: game.ActBash, Dir: openDir(t, g)}).Refusal
	assert.Equal(t, refused, m.Notice())
	assert.Equal(t, game.NoShieldToBash, m.Notice())
	assert.IsType(t, &Play{}, m.Screen(), "no direction asked without a shield")
}

// TestGameRefusalIsShownNotLogged: an action the game refuses (taking off what is not worn) is shown as
// the game words it, and not logged.
func TestGameRefusalIsShownNotLogged(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	empty := -1
	for s := game.Slot(0); s < game.NumSlots; s++ {
		if g.Player.Worn[s].IsZero() {
			empty = int(s)
			break
		}
	}
	require.GreaterOrEqual(t, empty, 0, "Thora has an empty slot")
	log, turns := len(g.Log), g.Turns
	m.Update(typed("r"), g)
	require.IsType(t, &Slots{}, m.Screen())
	m.Update(typed(string(rune('a'+empty))), g)
	assert.Equal(t, "You wear nothing there.", m.Notice())
	assert.IsType(t, &Play{}, m.Screen())
	assert.Len(t, g.Log, log, "the refusal is not in the log")
	assert.Equal(t, turns, g.Turns, "no time passed")
}

// placeFoes moves the first n living creatures of the level next to the player, in view, and returns
// their cells nearest first.
func placeFoes(t *testing.T, g *game.Game, n int) []gruid.Point {
	t.Helper()
	pl := g.Player
	var cells []gruid.Point
	for r := 2; r <= 4 && len(cells) < n; r++ {
		for _, d := range []gruid.Point{{X: r}, {X: -r}, {Y: r}, {Y: -r}} {
			p := pl.Pos.Add(d)
			if len(cells) < n && g.IsVisible(p) && g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				cells = append(cells, p)
				break // one a ring: each farther than the last
			}
		}
	}
	require.Len(t, cells, n, "room for the foes in view")
	i := 0
	for _, a := range g.Creatures {
		if i < n && !a.Dead {
			g.Place(a, cells[i])
			i++
		}
	}
	require.Equal(t, n, i, "enough creatures on the level")
	return cells
}

// TestAimTabCyclesEscapeCancels: aiming starts at the nearest foe, Tab goes to the next and round, Escape
// gives up without a shot.
func TestAimTabCyclesEscapeCancels(t *testing.T) {
	g, m := newGame(t, game.Character{Race: "elf", Background: "archer"}, nil)
	require.True(t, g.Shots().CanShoot(g.Player))
	foes := placeFoes(t, g, 2)
	turns := g.Turns
	m.Update(typed("t"), g)
	aim, ok := m.Screen().(*Aim)
	require.True(t, ok, "t aims")
	assert.NotEmpty(t, m.Prompt(), "the aim asks on screen")
	assert.Equal(t, foes[0], aim.At, "the nearest foe first")
	m.Update(pressed(KeyTab), g)
	assert.Equal(t, foes[1], aim.At, "Tab: the next foe")
	m.Update(pressed(KeyTab), g)
	assert.Equal(t, foes[0], aim.At, "and round again")
	m.Update(held(gruid.Point{X: 1}, 1), g)
	assert.Equal(t, foes[0].Add(gruid.Point{X: 1}), aim.At, "a direction key moves the aim")
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen(), "Escape gives up")
	assert.Empty(t, m.Prompt())
	assert.Equal(t, turns, g.Turns, "no shot")
}

// TestAimEnterShoots: Enter looses at the aim, and the shot takes a turn.
func TestAimEnterShoots(t *testing.T) {
	g, m := newGame(t, game.Character{Race: "elf", Background: "archer"}, nil)
	placeFoes(t, g, 1)
	turns, ammo := g.Turns, g.Player.Worn[game.SlotAmmo].Count
	m.Update(typed("t"), g)
	m.Update(pressed(KeyEnter), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, turns+1, g.Turns, "the shot took a turn")
	assert.Equal(t, ammo-1, g.Player.Worn[game.SlotAmmo].Count, "an arrow is gone")
}

// TestBashAsksADirection: x asks for a direction on screen; a direction bashes, Escape gives up.
func TestBashAsksADirection(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	require.True(t, g.CanBash(g.Player), "Thora has a shield")
	m.Update(typed("x"), g)
	require.IsType(t, &Direction{}, m.Screen())
	assert.Contains(t, m.Prompt(), "direction")
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen())
	turns := g.Turns
	m.Update(typed("x"), g)
	m.Update(held(openDir(t, g), 1), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, turns+1, g.Turns, "the bash took a turn")
}

// TestScreensOpenAndClose: ?, @, P and i open their screens, which Escape (or any key) closes.
func TestScreensOpenAndClose(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	for _, c := range []struct {
		key   string
		want  Screen
		close Input
	}{
		{"?", &Help{}, pressed(KeyEscape)},
		{"@", &Character{}, pressed(KeyEnter)},
		{"@", &Character{}, typed("z")},
		{"P", &History{}, pressed(KeyEscape)},
		{"P", &History{}, typed("q")},
		{"i", &Pick{For: ForLook}, pressed(KeyEscape)},
		{"d", &Pick{For: ForDrop}, pressed(KeyEscape)},
		{"w", &Pick{For: ForWield}, pressed(KeyEscape)},
		{"W", &Pick{For: ForWieldOff}, pressed(KeyEscape)},
		{"r", &Slots{}, pressed(KeyEscape)},
	} {
		turns := g.Turns
		m.Update(typed(c.key), g)
		assert.Equal(t, c.want, m.Screen(), c.key)
		m.Update(c.close, g)
		assert.IsType(t, &Play{}, m.Screen(), "%s closes", c.key)
		assert.Equal(t, turns, g.Turns, "%s takes no time", c.key)
	}
}

// TestHistoryScrolls: Page Up scrolls a page up (no further than the first line), Page Down back.
func TestHistoryScrolls(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	for i := range 50 {
		g.Log = append(g.Log, game.Message{Text: strings.Repeat("x", i)})
	}
	lines := len(LastLines(g.Log, 4*len(g.Log), 60))
	m.Update(typed("P"), g)
	h := m.Screen().(*History)
	m.Update(pressed(KeyPageUp), g)
	assert.Equal(t, 20, h.Scroll)
	for range 5 {
		m.Update(pressed(KeyPageUp), g)
	}
	assert.Equal(t, lines-20, h.Scroll, "no further than the first line")
	m.Update(pressed(KeyPageDown), g)
	assert.Equal(t, lines-40, h.Scroll)
	m.Update(held(gruid.Point{Y: 1}, 1), g)
	assert.Equal(t, lines-41, h.Scroll, "down a line")
}

// TestTakeOffAndWield: r then a slot's letter takes off what is worn there; w then the item's letter
// wears it again.
func TestTakeOffAndWield(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	slot := game.SlotBody
	worn := pl.Worn[slot]
	require.False(t, worn.IsZero(), "Thora wears armour")
	m.Update(typed("r"), g)
	m.Update(typed(string(rune('a'+int(slot)))), g)
	assert.IsType(t, &Play{}, m.Screen())
	require.True(t, pl.Worn[slot].IsZero(), "taken off")
	i := slices.IndexFunc(pl.Pack, func(it game.Item) bool { return it.Name == worn.Name })
	require.GreaterOrEqual(t, i, 0, "into the pack")
	m.Update(typed("w"), g)
	require.Equal(t, &Pick{For: ForWield}, m.Screen())
	m.Update(typed(string(rune(pl.Pack[i].Letter))), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, worn.Name, pl.Worn[slot].Name, "worn again")
}

// stanceData is the embedded data with a sixth stance, "reckless", at the end of stances.toml.
func stanceData(t *testing.T) *assets.Data {
	t.Helper()
	b, err := fs.ReadFile(assets.Files, "stances.toml")
	require.NoError(t, err)
	dir := t.TempDir()
	six := string(b) + "\n[[stance]]\nname = \"reckless\"\nto_hit = 3\ndamage = 5\ndefence = -5\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "stances.toml"), []byte(six), 0o644))
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	require.Len(t, d.Stances, 6)
	return d
}

// TestStanceKeysFollowTheData: the digits choose the stances in the order of stances.toml, so a sixth
// stance gets key 6.
func TestStanceKeysFollowTheData(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	for i, s := range g.Data().Stances {
		m.Update(typed(string(rune('1'+i))), g)
		assert.Equal(t, s.Name, g.Player.Stance, "key %d", i+1)
	}
	assert.Equal(t, "coward", g.Data().Stances[0].Name, "key 1 is coward, as it always was")
	before := g.Player.Stance
	m.Update(typed("6"), g)
	assert.Equal(t, before, g.Player.Stance, "no sixth stance in the defaults")
	assert.Empty(t, m.Notice())

	g, m = newGame(t, game.Character{}, stanceData(t))
	m.Update(typed("6"), g)
	assert.Equal(t, "reckless", g.Player.Stance, "the designer's sixth stance has key 6")
	assert.Contains(t, strings.Join(HelpLines(g.Data()), "\n"), "6 reckless: ", "the designer's sixth stance in the help, with its key")
}

// TestCreation: the arrows and letters choose a race, then a background; Escape goes back a step; Enter
// begins with the character chosen.
func TestCreation(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(d.Races), 3)
	require.GreaterOrEqual(t, len(d.Backgrounds), 2)
	m := New(Config{Data: d}, true)
	c, ok := m.Screen().(*Creation)
	require.True(t, ok)
	m.Update(pressed(KeyEnter), nil) // the rule set: the default
	m.Update(held(gruid.Point{Y: 1}, 1), nil)
	assert.Equal(t, 1, c.Race, "down: the next race")
	m.Update(held(gruid.Point{Y: -1}, 1), nil)
	m.Update(held(gruid.Point{Y: -1}, 1), nil)
	assert.Equal(t, len(d.Races)-1, c.Race, "up from the first: the last")
	m.Update(typed("c"), nil)
	assert.Equal(t, 2, c.Race, "a letter chooses")
	assert.Nil(t, m.Update(pressed(KeyEnter), nil).Begin)
	assert.Equal(t, StepBackground, c.Step, "Enter: on to the background")
	m.Update(pressed(KeyEscape), nil)
	assert.Equal(t, StepRace, c.Step, "Escape: back to the race")
	assert.Equal(t, 2, c.Race, "still chosen")
	m.Update(pressed(KeyEnter), nil)
	m.Update(typed("b"), nil)
	assert.Nil(t, m.Update(pressed(KeyEnter), nil).Begin)
	assert.Equal(t, StepMode, c.Step, "Enter: on to the kind of run (issue 33)")
	assert.Equal(t, 0, c.Mode, "the whole dungeon first, the default")
	m.Update(held(gruid.Point{Y: 1}, 1), nil)
	assert.Equal(t, 1, c.Mode, "down: the next kind")
	m.Update(pressed(KeyEscape), nil)
	assert.Equal(t, StepBackground, c.Step, "Escape: back to the background")
	m.Update(pressed(KeyEnter), nil)
	m.Update(typed("a"), nil)
	eff := m.Update(pressed(KeyEnter), nil)
	require.NotNil(t, eff.Begin, "Enter begins")
	assert.Empty(t, eff.Mode, "the whole dungeon is no mode")
	assert.Equal(t, game.Character{Race: d.Races[2].Name, Background: d.Backgrounds[1].Name}, *eff.Begin)
	m.Play()
	assert.IsType(t, &Play{}, m.Screen())
}

// TestCreationAfterAShorterReload: a reload that leaves fewer races than the one chosen (or none) never
// makes the creation screen index past the data.
func TestCreationAfterAShorterReload(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	short := *d
	m := New(Config{Data: &short}, true)
	c := m.Screen().(*Creation)
	m.Update(pressed(KeyEnter), nil) // past the rule-set step
	m.Update(typed("d"), nil)
	require.Equal(t, 3, c.Race)
	short.Races = d.Races[:2]
	m.Update(Input{}, nil)
	assert.Equal(t, 1, c.Race, "the last race left")
	m.Update(pressed(KeyEnter), nil)
	m.Update(pressed(KeyEnter), nil)
	eff := m.Update(pressed(KeyEnter), nil)
	require.NotNil(t, eff.Begin)
	assert.Equal(t, d.Races[1].Name, eff.Begin.Race)
	short.Races = nil
	m.Update(pressed(KeyEnter), nil)
	m.Update(pressed(KeyEnter), nil)
	m.Update(pressed(KeyEnter), nil)
	assert.Nil(t, m.Update(pressed(KeyEnter), nil).Begin, "no race, no game")
}

// TestDeath: when the game is over the death screen shows, keys do nothing but Escape and Q (or q),
// which quit, and Enter, which asks for a new game and shows the creation screen.
func TestDeath(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed("?"), g)
	g.Over = true
	m.Update(typed("@"), g)
	assert.IsType(t, &Death{}, m.Screen(), "dead, whatever screen was open")
	for _, in := range []Input{typed("x"), typed("@"), typed("?"), held(openDir(t, g), 1)} {
		eff := m.Update(in, g)
		assert.False(t, eff.Quit || eff.Again, "no commands once dead")
		assert.IsType(t, &Death{}, m.Screen())
	}
	for _, in := range []Input{pressed(KeyEscape), typed("Q"), typed("q")} {
		eff := m.Update(in, g)
		assert.True(t, eff.Quit, "Escape and Q quit")
		assert.IsType(t, &Death{}, m.Screen(), "the death screen stays until the window closes")
	}
	eff := m.Update(pressed(KeyEnter), g)
	assert.True(t, eff.Again, "Enter: again")
	assert.IsType(t, &Creation{}, m.Screen())
}

// TestQuitAndFullscreen: Q asks to save and quit, saying so on screen; F11 toggles fullscreen, also when
// the bot plays, when nothing else does anything.
func TestQuitAndFullscreen(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	log := len(g.Log)
	eff := m.Update(typed("Q"), g)
	assert.True(t, eff.Quit)
	assert.Equal(t, "Saving and quitting.", m.Notice())
	assert.Len(t, g.Log, log, "not in the log (nor the save)")
	assert.True(t, m.Update(pressed(KeyFullscreen), g).Fullscreen)

	w := New(Config{Data: g.Data(), BotTurns: 1}, false)
	before := g.Turns
	assert.True(t, w.Update(pressed(KeyFullscreen), g).Fullscreen)
	assert.Equal(t, 1, w.BotPlayed(), "the bot plays its turn in the model's update")
	assert.Greater(t, g.Turns, before, "its turn was played in the game")
	turns, at := g.Turns, g.Player.Pos
	eff = w.Update(held(openDir(t, g), 1), g)
	assert.False(t, eff.BotDone, "its last turn's tick noted")
	eff = w.Update(Input{Typed: []rune("@"), Animating: true}, g)
	assert.False(t, eff.BotDone, "its last turn still animates")
	assert.Equal(t, turns, g.Turns, "the keys do not play while the bot does")
	assert.Equal(t, at, g.Player.Pos)
	assert.IsType(t, &Play{}, w.Screen())
	assert.True(t, w.Update(Input{}, g).BotDone, "its run is over once the animations are")
}

// TestClickWalks: a click on a seen cell away from the player walks there a step every few ticks; a
// typed key stops the walk.
func TestClickWalks(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	var goal gruid.Point
	found := false
	for y := 0; y < g.Level.H && !found; y++ {
		for x := 0; x < g.Level.W && !found; x++ {
			p := gruid.Point{X: x, Y: y}
			if levels.Distance(p, pl.Pos) >= 4 && g.IsVisible(p) && g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				goal, found = p, true
			}
		}
	}
	require.True(t, found, "a cell in view to walk to")
	start := pl.Pos
	m.Update(Input{Click: true, Hover: goal, HoverOK: true}, g)
	require.True(t, m.play.Traveling(), "the click starts a walk")
	for range 2 * travelEvery {
		m.Update(Input{}, g)
	}
	assert.NotEqual(t, start, pl.Pos, "the walk took steps")
	assert.True(t, m.play.Traveling())
	m.Update(typed("z"), g)
	assert.False(t, m.play.Traveling(), "a key stops the walk")
	at := pl.Pos
	for range 2 * travelEvery {
		m.Update(Input{}, g)
	}
	assert.Equal(t, at, pl.Pos)
}

// TestHoverOnlyInPlay: the hovered cell is the model's in play, not over another screen.
func TestHoverOnlyInPlay(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	p := g.Player.Pos
	m.Update(Input{Hover: p, HoverOK: true}, g)
	got, ok := m.Hover()
	assert.True(t, ok)
	assert.Equal(t, p, got)
	m.Update(Input{Typed: []rune("?"), Hover: p, HoverOK: true}, g)
	_, ok = m.Hover()
	assert.False(t, ok, "not over the help")
}

// TestNoActorKept: no screen nor the model keeps a *game.Actor (targets are kept by position): one
// kept across turns would point at a creature of another floor, or a dead one.
func TestNoActorKept(t *testing.T) {
	actor := reflect.TypeOf((*game.Actor)(nil))
	for _, v := range []any{Model{}, Play{}, Aim{}, Direction{}, Pick{}, Description{}, Slots{}, Character{}, Help{}, History{}, Creation{}, Death{}, SaveFailed{}} {
		assert.False(t, holds(reflect.TypeOf(v), actor, map[reflect.Type]bool{}), "%T keeps a *game.Actor", v)
	}
}

// holds reports whether a value of type t can hold a value of type want (through fields, elements and
// pointers; interfaces are not followed).
func holds(t, want reflect.Type, seen map[reflect.Type]bool) bool {
	if t == want {
		return true
	}
	if seen[t] || t.PkgPath() == "github.com/cleave-game/cleave/assets" {
		return false // seen, or the data, which holds no actor
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Chan:
		return holds(t.Elem(), want, seen)
	case reflect.Map:
		return holds(t.Key(), want, seen) || holds(t.Elem(), want, seen)
	case reflect.Struct:
		for i := range t.NumField() {
			if t == reflect.TypeOf(Model{}) && t.Field(i).Name == "effect" {
				continue // the tick's effect, made anew by each Update: a game it hands over (a replay's seek) is the renderer's
			}
			if holds(t.Field(i).Type, want, seen) {
				return true
			}
		}
	}
	return false
}

// TestInventoryDescribes: i then a pack letter describes that item (game.DescribeItem: name, weight,
// words), i then a worn slot's number the item worn there, with the @ screen's line for a wielded
// weapon; any key goes back to the inventory, Escape from there to play. No time passes.
func TestInventoryDescribes(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "stiletto", Count: 1, Letter: 'q'})
	turns, log := g.Turns, len(g.Log)

	m.Update(typed("i"), g)
	m.Update(typed("q"), g)
	d, ok := m.Screen().(*Description)
	require.True(t, ok, "q describes the stiletto: %T", m.Screen())
	require.Len(t, d.Items, 1)
	assert.Equal(t, game.Describe(game.LangOf(g), g.Data(), pl.Pack[len(pl.Pack)-1]), d.Items[0])
	assert.Contains(t, d.Items[0], "Pierces armour.")
	m.Update(typed("x"), g)
	assert.Equal(t, &Pick{For: ForLook}, m.Screen(), "any key goes back to the inventory")

	m.Update(typed(string(WornKey(game.SlotMain))), g)
	d, ok = m.Screen().(*Description)
	require.True(t, ok, "1 describes what the main hand holds: %T", m.Screen())
	lines := d.Items[0]
	assert.Equal(t, "Long sword", lines[0])
	assert.Equal(t, "Main hand (long sword): +3 to hit, 1d9+3 slashing or piercing", lines[len(lines)-1],
		"the @ screen's line (RULES.md §2.4)")
	m.Update(pressed(KeyEscape), g)
	assert.Equal(t, &Pick{For: ForLook}, m.Screen())
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen())

	empty := game.Slot(0)
	for !pl.Worn[empty].IsZero() {
		empty++
	}
	m.Update(typed("i"), g)
	m.Update(typed(string(WornKey(empty))), g)
	assert.IsType(t, &Play{}, m.Screen(), "an empty slot's number leaves the inventory")
	assert.Equal(t, turns, g.Turns, "looking takes no time")
	assert.Len(t, g.Log, log, "and writes nothing in the log")
}

// TestFloorItemDescribed: v describes what lies under the mouse (every item there), else at the player's
// feet; with nothing there it says so on screen. Any key goes back to play.
func TestFloorItemDescribed(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	d := openDir(t, g)
	p := pl.Pos.Add(d)
	g.Items = slices.DeleteFunc(g.Items, func(fi game.FloorItem) bool { return fi.Pos == p || fi.Pos == pl.Pos })
	hover := Input{Hover: p, HoverOK: true}

	m.Update(Input{Typed: []rune("v"), Hover: p, HoverOK: true}, g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, "There is nothing there to describe.", m.Notice())

	dagger := game.Item{Kind: game.ItemWeapon, Name: "dagger", Count: 1}
	bolts := game.Item{Kind: game.ItemAmmo, Name: "crossbow bolt", Count: 7}
	g.Items = append(g.Items, game.FloorItem{Pos: p, Item: dagger}, game.FloorItem{Pos: p, Item: bolts})
	require.True(t, g.IsSeen(p))
	assert.Equal(t, []game.Item{dagger, bolts}, FloorItems(g, p))
	m.Update(hover, g)
	m.Update(Input{Typed: []rune("v"), Hover: p, HoverOK: true}, g)
	desc, ok := m.Screen().(*Description)
	require.True(t, ok, "%T", m.Screen())
	assert.Equal(t, [][]string{game.Describe(game.LangOf(g), g.Data(), dagger), game.Describe(game.LangOf(g), g.Data(), bolts)}, desc.Items)
	assert.Equal(t, "7 crossbow bolts", desc.Items[1][0])
	assert.Contains(t, desc.Items[1], "Pierces armour.")
	m.Update(pressed(KeyEnter), g)
	assert.IsType(t, &Play{}, m.Screen(), "back to play")

	rock := game.Item{Kind: game.ItemWeapon, Name: "rock", Count: 1}
	g.Items = append(g.Items, game.FloorItem{Pos: pl.Pos, Item: rock})
	m.Update(typed("v"), g)
	desc, ok = m.Screen().(*Description)
	require.True(t, ok, "no mouse: what lies at your feet")
	assert.Equal(t, [][]string{game.Describe(game.LangOf(g), g.Data(), rock)}, desc.Items)
}

// TestModeStep: the creation screen's kind of run (issue 33; combat/RULES.md §38.5): the modes of modes.toml
// in its order, the whole dungeon first; --mode preselects one (not remembered), the remembered one is
// the settings' mode, a game begun is of the mode chosen and remembered; a daily game has no such step.
func TestModeStep(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	through := func(m *Model) Effect {
		for range StepMode {
			m.Update(pressed(KeyEnter), nil)
		}
		return m.Update(pressed(KeyEnter), nil)
	}
	m := New(Config{Data: d, Settings: prefs.Settings{Mode: "short"}}, true)
	eff := through(m)
	require.NotNil(t, eff.Begin)
	assert.Equal(t, "short", eff.Mode, "the remembered kind of run is preselected")

	m = New(Config{Data: d, Mode: "explore", Settings: prefs.Settings{Mode: "short"}}, true)
	eff = through(m)
	require.NotNil(t, eff.Begin)
	assert.Equal(t, "explore", eff.Mode, "--mode preselects")
	assert.Equal(t, "short", m.Settings().Mode, "and is not remembered")

	m = New(Config{Data: d}, true)
	for range StepMode {
		m.Update(pressed(KeyEnter), nil)
	}
	m.Update(typed("c"), nil)
	eff = m.Update(pressed(KeyEnter), nil)
	require.NotNil(t, eff.Begin)
	assert.Equal(t, d.Modes[2].Name, eff.Mode, "a letter chooses")
	assert.Equal(t, d.Modes[2].Name, m.Settings().Mode, "remembered")

	m = New(Config{Data: d, Daily: "2026-12-01", Settings: prefs.Settings{Mode: "explore"}}, true)
	for range StepBackground {
		m.Update(pressed(KeyEnter), nil)
	}
	eff = m.Update(pressed(KeyEnter), nil)
	require.NotNil(t, eff.Begin, "the daily game begins at the background")
	assert.Empty(t, eff.Mode, "a daily game is of the whole dungeon")
}

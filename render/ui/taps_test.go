package ui

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// hitPainter keeps the texts drawn and the places to tap, each by the line it is on.
type hitPainter struct {
	texts map[float64][]string
	hits  map[float64]rune
}

func (p *hitPainter) Text(s string, _, y float64, _ color.RGBA)   { p.texts[y] = append(p.texts[y], s) }
func (p *hitPainter) Fill(_, _, _, _ float64, _, _, _, _ float32) {}
func (p *hitPainter) Shade(_, _, _, _ int, _ float32)             {}
func (p *hitPainter) Sprite(_, _ string, _, _ float64, _, _, _, _ float32) {
}
func (p *hitPainter) Hit(_, y float64, _ int, key rune) { p.hits[y] = key }

// phoneDrawn draws what m shows over g on a phone held upright (390×844 at a pixel ratio of 3, the touch
// bar shown), and returns the texts and places to tap by line.
func phoneDrawn(m *Model, g *game.Game) *hitPainter {
	p := &hitPainter{texts: map[float64][]string{}, hits: map[float64]rune{}}
	m.Draw(&Drawing{Painter: p, Lay: NewLayout(1170, 2532, 16, LayoutOptions{MinScale: 3, Touch: true}), Game: g})
	return p
}

// tapLine taps, as the renderer does (render/touch.go: the key of the place to tap, as a touch), the line of
// the phone's screen that holds text; it fails when no such line is a place to tap.
func tapLine(t *testing.T, m *Model, g *game.Game, text string) Effect {
	t.Helper()
	p := phoneDrawn(m, g)
	for y, ts := range p.texts {
		for _, s := range ts {
			if strings.Contains(s, text) {
				key, ok := p.hits[y]
				require.True(t, ok, "the line %q is not a place to tap", s)
				return m.Update(Input{Typed: []rune{key}, Touch: true}, g)
			}
		}
	}
	require.Failf(t, "no such line", "the phone's screen has no line %q: %v", text, p.texts)
	return Effect{}
}

// TestQuestionsAnsweredByTaps (issue 32, "every prompt answerable by taps"): on a phone each answer of a
// question is a line to tap, and a tap on it answers as its key does: the death screen's begin again and quit
// (its words name taps, not keys), the failed save's y and n, the new version's now, at the stairs and later.
func TestQuestionsAnsweredByTaps(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	g.Over = true
	m.Update(Input{}, g)
	require.IsType(t, &Death{}, m.Screen())
	out := phoneDrawn(m, g)
	var all []string
	for _, ts := range out.texts {
		all = append(all, ts...)
	}
	assert.NotContains(t, strings.Join(all, "\n"), "Enter: begin again", "a phone's death screen names taps")
	assert.True(t, tapLine(t, m, g, "Tap here to quit").Quit, "a tap quits")
	eff := tapLine(t, m, g, "Tap here to begin again")
	assert.True(t, eff.Again, "a tap begins again")
	assert.IsType(t, &Creation{}, m.Screen())

	g, m = newGame(t, game.Character{}, nil)
	m.screen = &SaveFailed{Reason: "the disk is full"}
	tapLine(t, m, g, "n or Escape")
	assert.IsType(t, &Play{}, m.Screen(), "n goes back to play")
	m.screen = &SaveFailed{Reason: "the disk is full"}
	assert.True(t, tapLine(t, m, g, "y: quit anyway").QuitUnsaved, "y quits")

	for line, want := range map[string]string{"Enter: load it now.": "now", "s: load it when": "stairs", "Escape: later": "later"} {
		g, m = newGame(t, game.Character{}, nil)
		m.UpdateReady()
		m.Update(Input{}, g)
		require.IsType(t, &UpdateQuestion{}, m.Screen())
		assert.Contains(t, m.Screen().(touchSayer).touchSay(lang.English()), "tap")
		tapLine(t, m, g, line)
		assert.IsType(t, &Play{}, m.Screen(), line)
		if want != "later" {
			assert.Equal(t, want, m.UpdateChoice(), line)
		} else {
			assert.Equal(t, "later", m.UpdateChoice(), line)
		}
	}
}

// TestListsPickedByTaps: the inventory's rows, a pick's (quaff, wield) and the worn slots' are lines to tap,
// and a tap picks its row: the inventory describes the item, the wield wields it, the slots take it off.
func TestListsPickedByTaps(t *testing.T) {
	g, m := archer(t)
	pl := g.Player
	m.Update(typed("i"), g)
	pick, ok := m.Screen().(*Pick)
	require.True(t, ok)
	keys := pick.keys(g)
	require.NotEmpty(t, keys, "the archer has things")
	last := keys[len(keys)-1]
	want := rowItem(g, last)
	tapLine(t, m, g, string(last)+") ")
	d, ok := m.Screen().(*Description)
	require.True(t, ok, "a tap on the inventory's row describes it")
	assert.Equal(t, want, d.Items[0], "the row tapped, not the one highlighted")

	worn, found := game.Slot(0), false
	for sl := game.Slot(0); sl < game.NumSlots && !found; sl++ {
		if !pl.Worn[sl].IsZero() && sl != game.SlotAmmo {
			worn, found = sl, true
		}
	}
	require.True(t, found, "the character wears something")
	name := g.ItemName(pl.Worn[worn])
	m.back()
	m.screen = &Slots{}
	tapLine(t, m, g, name)
	assert.IsType(t, &Play{}, m.Screen())
	assert.True(t, pl.Worn[worn].IsZero(), "a tap on the slot's row took %s off", name)
}

// TestDirectionByTap: a direction prompt (the bash) takes a tap on a cell next to the player, and its
// prompt on a phone says so; a tap two cells off is no direction.
func TestDirectionByTap(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	k := koboldBeside(t, g)
	m.screen = &Direction{}
	assert.Contains(t, m.screen.(touchSayer).touchSay(lang.English()), "tap a cell next to you")
	far := g.Player.Pos.Add(k.Pos.Sub(g.Player.Pos).Mul(2))
	m.Update(tap(far), g)
	require.IsType(t, &Direction{}, m.Screen(), "two cells off: still asking")
	time := g.Time
	m.Update(tap(k.Pos), g)
	assert.IsType(t, &Play{}, m.Screen(), "a tap next to the player answers")
	assert.Greater(t, g.Time, time, "and bashes that way")
}

// TestPickWithAPad (issue 32, "the gamepad on pick screens"): with a gamepad alone the inventory opens
// (Back), the d-pad moves the row highlighted (down, and up past the top to the last row) and A (confirm)
// picks it: the item of that row is described; B goes back.
func TestPickWithAPad(t *testing.T) {
	g, m := archer(t)
	pp := &padPlayer{t: t, m: m, g: g}
	pp.press("Back")
	pick, ok := m.Screen().(*Pick)
	require.True(t, ok, "Back opens the inventory")
	keys := pick.keys(g)
	require.GreaterOrEqual(t, len(keys), 3, "rows to move through")
	pp.press("DpadDown")
	pp.press("DpadDown")
	assert.Equal(t, 2, pick.Row, "two rows down")
	out := drawn(m, g)
	assert.Contains(t, out, "> ", "the row highlighted is marked")
	pp.press("A")
	d, ok := m.Screen().(*Description)
	require.True(t, ok, "A picks the row")
	assert.Equal(t, rowItem(g, keys[2]), d.Items[0], "the third row's item described")
	pp.press("B")
	require.Same(t, pick, m.Screen(), "B goes back to the inventory")
	pp.press("DpadUp")
	pp.press("DpadUp")
	pp.press("DpadUp")
	assert.Equal(t, len(keys)-1, pick.Row, "up past the top wraps to the last row")
	pp.press("A")
	d, ok = m.Screen().(*Description)
	require.True(t, ok)
	assert.Equal(t, rowItem(g, keys[len(keys)-1]), d.Items[0], "the last row's item")
}

// rowItem is the description of the item of the inventory's row key: a pack letter or a worn slot's number.
func rowItem(g *game.Game, key rune) []string {
	pl := g.Player
	if i := game.PackIndex(pl, key); i >= 0 {
		return g.DescribeItem(pl, pl.Pack[i], false)
	}
	sl, _ := wornSlot(key)
	return g.DescribeItem(pl, pl.Worn[sl], true)
}

// barButton is the input of a tap on the touch bar's button labelled label.
func barButton(t *testing.T, label string) Input {
	t.Helper()
	var in Input
	i := slices.IndexFunc(TouchButtons, func(b TouchButton) bool { return b.Label(lang.English()) == label })
	require.GreaterOrEqual(t, i, 0, label)
	TouchButtons[i].Press(&in)
	return in
}

// TestGamePlayedWithTaps: the elf archer of seed 1 plays with taps alone, as the browser test does in
// Chromium (render/web/taps_test.go): auto explores; the first foe met is walked to by taps on the cells
// toward it and fought by taps on it to its death; a long press looks; a later foe is shot (a tap aims, a tap
// again looses an arrow); with the stairs down known > travels there and > goes down.
func TestGamePlayedWithTaps(t *testing.T) {
	g, m := archer(t)
	pl := g.Player
	settle := func() {
		for j := 0; m.play.Traveling() && j < 20000; j++ {
			m.Update(Input{}, g)
		}
	}
	fought, looked, shot := false, false, false
	for i := 0; i < 300 && g.Depth == 1; i++ {
		require.False(t, g.Over, "the archer lives")
		ts := g.Targets()
		if len(ts) == 0 {
			if _, known := g.Walks().StairsTo(levels.StairsDown); fought && shot && known {
				m.Update(barButton(t, ">"), g)
			} else {
				m.Update(barButton(t, "auto"), g)
			}
			settle()
			continue
		}
		foe := ts[0]
		d := foe.Pos.Sub(pl.Pos)
		switch {
		case max(abs(d.X), abs(d.Y)) == 1:
			kills := pl.Kills
			m.Update(tap(foe.Pos), g)
			fought = fought || (pl.Kills > kills && !shot)
		case !fought: // a tap on the next cell of the way to it (the straight line may run into a wall)
			next := pl.Pos.Add(gruid.Point{X: sign(d.X), Y: sign(d.Y)})
			if p, ok := g.Walks().TravelStep(foe.Pos); ok {
				next = p
			}
			m.Update(tap(next), g)
		default:
			arrows := pl.Worn[game.SlotAmmo].Count
			m.Update(tap(foe.Pos), g)
			require.IsType(t, &Aim{}, m.Screen(), "a tap on a far foe aims")
			m.Update(tap(foe.Pos), g)
			require.IsType(t, &Play{}, m.Screen(), "a tap on it again looses")
			assert.Equal(t, arrows-1, pl.Worn[game.SlotAmmo].Count, "an arrow loosed")
			shot = true
		}
		settle()
		if fought && !looked {
			m.Update(Input{LongPress: true, Hover: pl.Pos, HoverOK: true}, g)
			require.IsType(t, &Look{}, m.Screen(), "a long press looks")
			m.Update(barButton(t, "esc"), g)
			require.IsType(t, &Play{}, m.Screen(), "esc leaves the look")
			looked = true
		}
	}
	assert.True(t, fought, "a foe fought to its death")
	assert.True(t, looked)
	assert.True(t, shot, "an arrow shot")
	assert.Equal(t, 2, g.Depth, "down the stairs")
}

// sign is -1, 0 or 1 as n is.
func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// allText is every text the phone's screen shows, a line each.
func allText(p *hitPainter) string {
	var all []string
	for _, ts := range p.texts {
		all = append(all, ts...)
	}
	return strings.Join(all, "\n")
}

// TestSettingsByTaps (issue 32, "every prompt answerable by taps"): on a phone a tap on a setting's row
// chooses it and a second tap changes it as Enter would (a toggle flips, a value steps up, and from its
// last goes round to its first, a tap having no way down); the keys' rows, which need a keyboard, are not
// shown, and the screen says so.
func TestSettingsByTaps(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.openSettings()
	s := m.Screen().(*Settings)
	out := allText(phoneDrawn(m, g))
	assert.Contains(t, out, "The keys and the pad's buttons are set")
	assert.NotContains(t, out, "pick_up:", "no key's row on touch")
	assert.Contains(t, out, "Tap a setting", "the prompt names taps")
	for _, key := range []string{"(Enter)", "m mutes", "Escape", "Delete"} {
		assert.NotContains(t, out, key, "no row on touch names a key")
	}

	was := m.Settings().ReduceMotion
	tapLine(t, m, g, "Reduce motion")
	assert.Equal(t, optReduceMotion, s.Row, "the first tap chooses the row")
	assert.Equal(t, was, m.Settings().ReduceMotion, "and changes nothing")
	tapLine(t, m, g, "Reduce motion")
	assert.Equal(t, !was, m.Settings().ReduceMotion, "the second tap toggles it")

	tapLine(t, m, g, "Sound volume")
	st := m.Settings()
	v := 90
	st.Volume = &v
	m.setSettings(st)
	tapLine(t, m, g, "Sound volume")
	assert.Equal(t, 100, m.Settings().SoundVolume(), "a tap steps the volume up")
	tapLine(t, m, g, "Sound volume")
	assert.Equal(t, 0, m.Settings().SoundVolume(), "and from the loudest round to off")
}

// TestDoorClosedByTaps (issue 32, "every touch-bar button works"): on a phone an open door is closed by taps
// alone: the bar's shut button asks for the door (its prompt names the tap), a tap on the open door next to
// the player closes it; the side panel, where the player stands in a doorway, names the shut button, not c.
func TestDoorClosedByTaps(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	d := openDir(t, g)
	door := g.Player.Pos.Add(d)
	g.Level.Set(door, levels.DoorOpen)
	m.Update(barButton(t, "shut"), g)
	require.IsType(t, &CloseDoor{}, m.Screen(), "the shut button asks for the door")
	assert.Contains(t, m.Screen().(touchSayer).touchSay(lang.English()), "tap the door")
	turns := g.Turns
	m.Update(tap(door), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, levels.DoorClosed, g.Level.At(door), "a tap on the open door closes it")
	assert.Equal(t, turns+1, g.Turns)

	g.Level.Set(g.Player.Pos, levels.DoorOpen)
	here := strings.Join(m.SidebarFor(g, true).Underfoot, " ")
	assert.Contains(t, here, "tap shut", "the phone's panel names the button")
	assert.NotContains(t, here, "c closes", "and no key")
	assert.Contains(t, strings.Join(m.Sidebar(g).Underfoot, " "), "c closes it", "a keyboard's names c")
}

// placed is a text drawn and where; a tapArea a place to tap and its key.
type placed struct {
	s    string
	x, y float64
}
type tapArea struct {
	x, y float64
	w    int
	key  rune
}

// areaPainter keeps every text drawn and every place to tap with where they are (several on a line).
type areaPainter struct {
	texts []placed
	areas []tapArea
}

func (p *areaPainter) Text(s string, x, y float64, _ color.RGBA) {
	p.texts = append(p.texts, placed{s, x, y})
}
func (p *areaPainter) Fill(_, _, _, _ float64, _, _, _, _ float32)          {}
func (p *areaPainter) Shade(_, _, _, _ int, _ float32)                      {}
func (p *areaPainter) Sprite(_, _ string, _, _ float64, _, _, _, _ float32) {}
func (p *areaPainter) Hit(x, y float64, w int, key rune) {
	p.areas = append(p.areas, tapArea{x, y, w, key})
}

// tapText taps, on the phone's screen, the place to tap under the text that is exactly text once trimmed
// (a letter of a row of them); it fails when there is none.
func tapText(t *testing.T, m *Model, g *game.Game, text string) {
	t.Helper()
	p := &areaPainter{}
	m.Draw(&Drawing{Painter: p, Lay: NewLayout(1170, 2532, 16, LayoutOptions{MinScale: 3, Touch: true}), Game: g})
	for _, tx := range p.texts {
		if strings.Trim(tx.s, " []") != text {
			continue
		}
		for _, a := range p.areas {
			if a.y == tx.y && a.x <= tx.x && tx.x < a.x+float64(a.w) {
				m.Update(Input{Typed: []rune{a.key}, Touch: true}, g)
				return
			}
		}
		require.Failf(t, "not a place to tap", "%q", text)
	}
	require.Failf(t, "no such text", "the phone's screen has no %q", text)
}

// TestFindByTaps (issue 32, "every prompt answerable by taps"): the touch bar's find button opens the item
// search with every item seen listed and nothing to type; a tap on a letter of the row of first letters
// shows only the names it begins, "all" every one; "more below" pages on; a tap on an item chooses it, a
// second tap travels there.
func TestFindByTaps(t *testing.T) {
	g, m, seen, _, healing, _ := findSetup(t)
	var cells []gruid.Point
	for y := range g.Level.H {
		for x := range g.Level.W {
			p := gruid.Point{X: x, Y: y}
			if g.IsSeen(p) && g.Level.At(p) == levels.Floor && p != seen && p != g.Player.Pos {
				cells = append(cells, p)
			}
		}
	}
	require.GreaterOrEqual(t, len(cells), 41)
	g.Items = []game.FloorItem{{Pos: seen, Item: healing}}
	for _, p := range cells[:40] {
		g.Items = append(g.Items, game.FloorItem{Pos: p, Item: game.Item{Kind: game.ItemWeapon, Name: "rock", Count: 1}})
	}
	rock := g.ItemName(g.Items[1].Item)
	potion := g.ItemName(healing)
	require.NotEqual(t, initial(rock), initial(potion), "two first letters")

	m.Update(barButton(t, "find"), g)
	f, ok := m.Screen().(*Find)
	require.True(t, ok, "the find button opens the item search")
	out := allText(phoneDrawn(m, g))
	assert.NotContains(t, out, "Name: _", "nothing to type on a phone")
	assert.Contains(t, out, "Tap an item", "the prompt names taps")
	require.Len(t, f.Results(g), 41, "every item seen listed")

	tapLine(t, m, g, "v more below")
	assert.Greater(t, f.Sel, f.rows-1, "more below shows the next page")

	tapText(t, m, g, string(initial(potion)))
	require.Equal(t, []game.Found{{Name: potion, Depth: 1, Pos: seen}}, f.Results(g), "the letter shows the potion alone")
	tapText(t, m, g, "all")
	assert.Len(t, f.Results(g), 41, "all shows every item again")
	tapText(t, m, g, string(initial(rock)))
	r := f.Results(g)
	require.Len(t, r, 40, "the rocks alone")
	second := r[1].Name + "  (" + FoundWhere(g, r[1]) + ")"
	tapLine(t, m, g, second)
	assert.Same(t, f, m.Screen(), "the first tap on a row chooses it")
	assert.Equal(t, 1, f.Sel)
	tapLine(t, m, g, second)
	assert.IsType(t, &Play{}, m.Screen(), "the second travels")
	assert.Equal(t, "You travel to the "+rock+".", m.Notice())
}

// TestEveryScreenLeftByTaps (issue 32, "every touch-bar button works"): every screen a phone reaches over a
// game is left by the bar's esc, back to the map: the help, the @ sheet, the messages, the level map, the
// bestiary, a rule set's page, the pick screens (quaff, read, throw, wield, the pack), the spells', the
// direction prompts, the menu, the item search and the settings. The messages, which a phone cannot page
// with keys, go a page further back at a tap, and from the oldest a tap goes back.
func TestEveryScreenLeftByTaps(t *testing.T) {
	g, m := archer(t)
	koboldBeside(t, g)
	m.Update(Input{}, g)
	for name, open := range map[string]func(){
		"help": func() { m.command('?', g) }, "sheet": func() { m.command('@', g) },
		"messages": func() { m.command('P', g) }, "map": func() { m.command(OverviewKey, g) },
		"bestiary": func() { m.command(BestiaryKey, g) }, "rules page": func() { m.openPage(g.RulesName()) },
		"quaff": func() { m.screen = &Pick{For: ForQuaff} }, "read": func() { m.screen = &Pick{For: ForRead} },
		"throw": func() { m.screen = &Pick{For: ForThrow} }, "pack": func() { m.command('i', g) },
		"wield": func() { m.command('w', g) }, "slots": func() { m.command('r', g) },
		"bash": func() { m.screen = &Direction{} }, "close": func() { m.command(CloseKey, g) },
		"disarm": func() { m.screen = &Disarm{} }, "menu": func() { m.command(MenuKey, g) },
		"find": func() { m.command(FindKey, g) }, "settings": func() { m.command(SettingsKey, g) },
	} {
		m.back()
		open()
		require.NotSame(t, m.play, m.Screen(), "%s opens a screen", name)
		m.Update(barButton(t, "esc"), g)
		assert.Same(t, m.play, m.Screen(), "esc leaves %s", name)
	}

	for i := range 200 {
		g.Log = append(g.Log, game.Message{Text: "Line " + strings.Repeat("x", i%7) + "."})
	}
	m.SetPager(10, 40)
	m.command('P', g)
	h := m.Screen().(*History)
	m.Update(tap(g.Player.Pos), g)
	assert.Equal(t, 10, h.Scroll, "a tap: a page further back")
	for i := 0; i < 400 && m.Screen() == Screen(h); i++ {
		m.Update(tap(g.Player.Pos), g)
	}
	assert.Same(t, m.play, m.Screen(), "from the oldest a tap goes back")
}

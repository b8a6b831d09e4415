// The screens: one type each, with what its keys mean.

package ui

import (
	"github.com/cleave-game/cleave/assets/text"
	"slices"
	"strings"
	"unicode"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/prefs"
)

// Screen is one screen of the interface: *Play, *Aim, *Look, *CreatureInfo, *Direction, *CloseDoor, *Pick,
// *Description, *Slots, *Character, *Help, *History, *Overview, *Find, *Bestiary, *Settings, *Creation, *Death, *SaveFailed,
// *GiveUp or *UpdateQuestion. Each draws itself (its draw method, in the draw_*.go files; update.go's its own), through
// the renderer's Painter.
type Screen interface {
	// update takes the tick's input on this screen.
	update(m *Model, in *Input, g *game.Game)
	// prompt is the question the screen asks ("" for none).
	prompt() string
	// draw draws the screen on d (Model.Draw): over the map with its prompt in a game, in the map's place on
	// the title.
	draw(m *Model, d *Drawing)
}

var east = gruid.Point{X: 1}

// Play is the map with the player acting: moves, commands, clicks, and the walks of walk.go (to a
// clicked cell, auto-explore, travel to stairs, a run, a rest).
type Play struct {
	travel    gruid.Point // the cell walked to
	traveling bool        // a walk of kind `walk` goes on
	walk      walkKind
	runPrev   gruid.Point // a run's cell before the player's
	restTurns int         // turns rested so far
	// blocked: a held key's repeats stopped (something happened); the key must be pressed again.
	blocked bool
	stopWhy string // what stopped them
	// passed are the creatures auto-explore goes on past (o pressed again with them in view, each one Calm):
	// they stop it once, when they come into view, and again only when they stop being calm.
	passed []int
}

// Traveling reports whether a walk goes on: to a clicked cell, auto-explore, travel, a run or a rest.
func (s *Play) Traveling() bool { return s.traveling }

func (s *Play) prompt() string { return "" }

func (s *Play) update(m *Model, in *Input, g *game.Game) {
	if slices.Contains(in.Typed, RulesPageKey) { // the side panel's "Rules:" line, clicked or tapped
		m.openPage(g.RulesName())
		return
	}
	if s.traveling {
		s.step(m, in, g)
		return
	}
	if d, ok := m.step(in); ok {
		s.heldStep(m, in, g, d)
		return
	}
	if in.Run != (gruid.Point{}) {
		s.run(m, g, in.Run)
		return
	}
	if in.LongPress && in.HoverOK {
		m.lookAt(g, in.Hover)
		return
	}
	if in.Click && in.HoverOK {
		s.click(m, in.Hover, g, in.Touch)
		return
	}
	for _, c := range in.Typed {
		if m.screen != Screen(s) || s.traveling {
			return // a key opened a screen or began a walk: the keys after it in this tick are not play's
		}
		if !s.walkCommand(m, c, g) {
			m.command(c, g)
		}
	}
}

// command does what a typed key asks in play.
func (m *Model) command(c rune, g *game.Game) {
	pl := g.Player
	switch c {
	case '>':
		m.act(g, game.Action{Kind: game.ActDescend})
	case '<':
		m.act(g, game.Action{Kind: game.ActAscend})
	case 't', 'f':
		m.fire(g)
	case QuiverKey:
		m.cycleQuiver(g)
	case 'T':
		if len(pl.Pack) == 0 {
			m.notice = m.Lang().Say("menu.play.nothing_to_throw")
			return
		}
		m.screen = &Pick{For: ForThrow}
	case BashKey:
		if !g.CanBash(pl) {
			m.notice = game.NoShieldToBash
			return
		}
		m.screen = &Direction{spoken{m.Lang()}}
	case CloseKey:
		m.screen = &CloseDoor{spoken{m.Lang()}}
	case 'Q':
		m.notice = m.Lang().Say("menu.play.saving")
		if m.cfg.Unsaved {
			m.notice = m.Lang().Say("menu.play.quitting_unsaved")
		}
		m.effect.Quit = true
	case GiveUpKey: // issue 37 (giveup.go): asks first
		m.askGiveUp(g)
	case 'g', ',':
		m.act(g, game.Action{Kind: game.ActPickUp})
	case 'd':
		m.screen = &Pick{For: ForDrop}
	case QuaffKey:
		m.screen = &Pick{For: ForQuaff}
	case ReadKey:
		m.screen = &Pick{For: ForRead}
	case 'w':
		m.screen = &Pick{For: ForWield}
	case 'W':
		m.screen = &Pick{For: ForWieldOff}
	case 'r':
		m.screen = &Slots{}
	case 'i':
		m.screen = &Pick{For: ForLook}
	case 'v':
		m.describeFloor(g)
	case LookKey:
		m.look(g)
	case SurroundKey:
		g.Note(game.SurroundingsLine(g))
	case '@':
		m.screen = &Character{}
	case '?':
		m.screen = &Help{}
	case 'P':
		m.screen = &History{}
	case SettingsKey:
		m.openSettings()
	case OverviewKey:
		m.overview(g)
	case FindKey:
		m.find(g)
	case BestiaryKey:
		m.bestiary(g)
	case MenuKey:
		m.screen = &Menu{spoken: spoken{m.Lang()}}
	case StanceDown, StanceUp:
		if st, ok := nextStance(g.Stances(), pl.Stance, c == StanceUp); ok {
			m.act(g, game.Action{Kind: game.ActStance, Stance: st})
		}
	case CastKey:
		m.castAim(g)
	case SearchKey:
		m.act(g, game.Action{Kind: game.ActSearch})
	case DisarmKey:
		m.screen = &Disarm{}
	case '+', '=':
		m.effect.Zoom = 1
	case '-':
		m.effect.Zoom = -1
	case MuteKey:
		m.toggleMute()
	case SandboxKey:
		m.openConsole(g, nil)
	default:
		if s, ok := stanceKey(g.Stances(), c); ok {
			m.act(g, game.Action{Kind: game.ActStance, Stance: s})
		}
	}
}

// stanceKey is the stance key c chooses: '1' the first stance of the data, '2' the second, and so on
// up to '9'.
func stanceKey(stances []string, c rune) (string, bool) {
	i := int(c - '1')
	if c < '1' || c > '9' || i >= len(stances) {
		return "", false
	}
	return stances[i], true
}

// nextStance is the stance after the one taken (up) or before it, in the data's order, and whether there is
// one ("" taken is the neutral stance).
func nextStance(stances []string, taken string, up bool) (string, bool) {
	if taken == "" {
		taken = assets.NeutralStance
	}
	i := slices.Index(stances, taken)
	if i < 0 {
		return "", false
	}
	if up {
		i++
	} else {
		i--
	}
	if i < 0 || i >= len(stances) {
		return "", false
	}
	return stances[i], true
}

// click on a cell: attack what is next to you, shoot what is farther (a tap aims at it), else walk there.
func (s *Play) click(m *Model, p gruid.Point, g *game.Game, touch bool) {
	pl := g.Player
	t := g.ActorAt(p)
	d := p.Sub(pl.Pos)
	switch {
	case t != nil && t != pl && g.IsVisible(p) && levels.Distance(p, pl.Pos) == 1:
		m.act(g, game.Action{Kind: game.ActMove, Dir: d})
	case t != nil && t != pl && g.IsVisible(p) && g.Shots().CanShoot(pl) && touch:
		m.fire(g)
		if a, ok := m.screen.(*Aim); ok {
			a.At = p // a second tap on it looses
		}
	case t != nil && t != pl && g.IsVisible(p) && g.Shots().CanShoot(pl):
		m.act(g, game.Action{Kind: game.ActFire, Target: p})
	case t != nil && t != pl && g.IsVisible(p) && g.Shots().ShootRefusal(pl) != game.NothingToShoot:
		m.notice = g.Shots().ShootRefusal(pl) // a bow without its ammunition: no walk towards the foe
	case g.IsSeen(p) && p != pl.Pos:
		s.begin(walkClick, p)
	}
}

// Aim is aiming a shot or a throw: Tab cycles the foes in view, direction keys move the aim, a click
// aims and looses, Enter (or t, f) looses, Escape gives up.
type Aim struct {
	spoken
	At    gruid.Point // the cell aimed at
	Throw bool        // a throw of pack item Item, not a shot
	Item  int
	// Numbers: the line under the map gives the exact odds instead of words (Config.Numbers).
	Numbers bool
	// Spell is the spell the aim casts ("" for a shot or a throw); Item is then its index among the known.
	Spell string
	// targets are the foes in view when the aim began, nearest first, by position.
	targets []gruid.Point
	cycle   int
	shown   aimShown // the view and the line as last drawn
}

// aim opens the aim at the nearest visible foe (or in front of the player).
func (m *Model) aim(g *game.Game, throw bool, item int) {
	a := &Aim{spoken: spoken{m.Lang()}, Throw: throw, Item: item, Numbers: m.cfg.Numbers}
	for _, t := range g.Targets() {
		a.targets = append(a.targets, t.Pos)
	}
	if len(a.targets) > 0 {
		a.At = a.targets[0]
	} else {
		a.At = g.Player.Pos.Add(east)
	}
	m.screen = a
}

func (s *Aim) prompt() string {
	if s.Spell != "" {
		return s.castPrompt()
	}
	return s.l().Say("menu.play.aim")
}

func (s *Aim) update(m *Model, in *Input, g *game.Game) {
	switch {
	case in.Pressed.Has(KeyEscape):
		m.back()
		return
	case in.Pressed.Has(KeyTab) && len(s.targets) > 0:
		s.cycle = (s.cycle + 1) % len(s.targets)
		s.At = s.targets[s.cycle]
		return
	case in.Pressed.Has(KeyEnter) && s.Spell != "":
		s.cast(m, g)
		return
	case in.Pressed.Has(KeyEnter):
		s.loose(m, g)
		return
	case in.Click && in.HoverOK && in.Touch && in.Hover != s.At:
		s.At = in.Hover // a tap moves the aim; a tap on the cell aimed at looses
		return
	case in.Click && in.HoverOK:
		s.At = in.Hover
		s.loose(m, g)
		return
	}
	if d, ok := m.step(in); ok && d != (gruid.Point{}) {
		if p := s.At.Add(d); g.Level.In(p) {
			s.At = p
		}
		return
	}
	for _, c := range in.Typed {
		if c == CastKey && s.Spell != "" {
			s.nextSpell(g)
			return
		}
		if c == 't' || c == 'f' || (c == 'T' && s.Throw) {
			s.loose(m, g)
			return
		}
	}
}

// loose shoots or throws at the aim; an aim that would hit no creature in view looses nothing, says
// why and stays.
func (s *Aim) loose(m *Model, g *game.Game) {
	if s.Spell != "" {
		s.cast(m, g)
		return
	}
	if r := s.refusal(g); r != "" {
		m.notice = r
		return
	}
	m.back()
	if s.Throw {
		m.act(g, game.Action{Kind: game.ActThrow, Item: s.Item, Target: s.At})
		return
	}
	m.act(g, game.Action{Kind: game.ActFire, Target: s.At})
}

// Direction asks for the direction of a shield bash.
type Direction struct{ spoken }

func (s *Direction) prompt() string { return s.l().Say("menu.play.bash") }

func (s *Direction) update(m *Model, in *Input, g *game.Game) {
	m.inDirection(in, g, game.ActBash, BashKey)
}

// inDirection ends a screen that asks for a direction: Escape gives up, a direction does action kind
// that way (a bash, closing a door, disarming); back to play either way. A click or a tap on a cell next to
// the player is its direction (on a touch screen there are no direction keys); the touch bar's button that
// opened the prompt (own) cancels it as Escape does.
func (m *Model) inDirection(in *Input, g *game.Game, kind game.ActionKind, own rune) {
	if in.Pressed.Has(KeyEscape) || slices.Contains(in.Commands, own) {
		m.back()
	} else if d, ok := m.step(in); ok && d != (gruid.Point{}) {
		m.back()
		m.act(g, game.Action{Kind: kind, Dir: d})
	} else if d := in.Hover.Sub(g.Player.Pos); in.Click && in.HoverOK && d != (gruid.Point{}) && max(abs(d.X), abs(d.Y)) == 1 {
		m.back()
		m.act(g, game.Action{Kind: kind, Dir: d})
	}
}

// abs is |n|.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Purpose is what an item of the pack is picked for.
type Purpose uint8

// The purposes of picking an item.
const (
	ForLook     Purpose = iota // the inventory: nothing is done
	ForWield                   // wield or wear it
	ForWieldOff                // wield it in the other hand
	ForDrop                    // drop it
	ForThrow                   // throw it (then aim)
	ForQuaff                   // quaff it (a potion)
	ForRead                    // read it (a scroll)
)

// QuaffKey quaffs a potion and ReadKey reads a scroll (RULES.md §20): each asks which.
const (
	QuaffKey = 'q'
	ReadKey  = 'e'
)

// SandboxKey opens the sandbox's console (sandbox.go): DCSS's key of its wizard mode, free in Cleave's bindings.
const SandboxKey = '&'

// Pick shows the pack to choose an item by its letter, a tap on its line, or its row highlighted (the arrows
// or a pad's d-pad move it) and Enter (a pad's confirm); Escape gives up. The inventory (ForLook) describes
// the item picked, and a worn one by its slot's number (WornKey).
type Pick struct {
	For Purpose
	rowList
}

func (s *Pick) prompt() string { return "" }

// keys are the keys of the rows of the list, in order: in the inventory what is worn (by its number), then
// the pack's letters.
func (s *Pick) keys(g *game.Game) []rune {
	var keys []rune
	pl := g.Player
	if s.For == ForLook {
		for sl := game.Slot(0); sl < game.NumSlots; sl++ {
			if !pl.Worn[sl].IsZero() {
				keys = append(keys, WornKey(sl))
			}
		}
	}
	for _, it := range pl.Pack {
		keys = append(keys, rune(it.Letter))
	}
	return keys
}

func (s *Pick) update(m *Model, in *Input, g *game.Game) {
	if in.Pressed.Has(KeyEscape) {
		m.back()
		return
	}
	pl := g.Player
	typed := in.Typed
	if k := s.pick(m, in, s.keys(g)); k != 0 {
		typed = append(typed[:len(typed):len(typed)], k)
	}
	for _, c := range typed {
		i := game.PackIndex(pl, c)
		if s.For == ForLook {
			s.look(m, c, g)
			return
		}
		if i < 0 {
			continue
		}
		m.back()
		switch s.For {
		case ForWield:
			m.act(g, game.Action{Kind: game.ActWield, Item: i})
		case ForWieldOff:
			m.act(g, game.Action{Kind: game.ActWield, Item: i, Off: true})
		case ForDrop:
			m.act(g, game.Action{Kind: game.ActDrop, Item: i})
		case ForThrow:
			m.aim(g, true, i)
		case ForQuaff:
			m.act(g, game.Action{Kind: game.ActQuaff, Item: i})
		case ForRead:
			m.act(g, game.Action{Kind: game.ActRead, Item: i})
		}
		return
	}
}

// look describes the item of the inventory whose key is c: a pack letter or a worn slot's number; any
// other key leaves the inventory.
func (s *Pick) look(m *Model, c rune, g *game.Game) {
	pl := g.Player
	if i := game.PackIndex(pl, c); i >= 0 {
		m.screen = &Description{Items: [][]string{g.DescribeItem(pl, pl.Pack[i], false)}, from: s}
		return
	}
	if sl, ok := wornSlot(c); ok && !pl.Worn[sl].IsZero() {
		m.screen = &Description{Items: [][]string{g.DescribeItem(pl, pl.Worn[sl], true)}, from: s}
		return
	}
	m.back()
}

// WornKey is the key that picks what is worn in slot sl in the inventory: '1' for the first slot,
// '2' for the second, and so on to '9', then '0', '-' and '=' (the rings and the amulet).
func WornKey(sl game.Slot) rune {
	if int(sl) < len(wornKeys) {
		return rune(wornKeys[sl])
	}
	return 0
}

// wornKeys are the inventory's keys of the worn slots, in slot order.
const wornKeys = "1234567890-="

// wornSlot is the slot the inventory key c picks (WornKey), and whether it picks one.
func wornSlot(c rune) (game.Slot, bool) {
	for sl := game.Slot(0); sl < game.NumSlots && int(sl) < len(wornKeys); sl++ {
		if rune(wornKeys[sl]) == c {
			return sl, true
		}
	}
	return 0, false
}

// Description describes items, line by line: the one picked in the inventory, or what lies on a cell of
// the floor. Escape, Enter or any typed key goes back where it was opened from.
type Description struct {
	// Items are the descriptions, one per item (game.DescribeItem: the name first, then its weight,
	// what it does, and the @ screen's line for what is wielded).
	Items [][]string
	from  Screen // the inventory it was opened from; nil: play
}

func (s *Description) prompt() string { return "" }

func (s *Description) update(m *Model, in *Input, _ *game.Game) { m.leaveOnKey(in, s.from) }

// leaveOnKey leaves a screen that only shows something at any key (Escape, Enter, a typed one, a tap or a
// touch-bar button): back to
// the screen it was opened from, or to play when from is nil.
func (m *Model) leaveOnKey(in *Input, from Screen) {
	if !in.anyKey() { // any key: a typed one, Escape, Enter, a tap, a touch-bar button
		return
	}
	if from != nil {
		m.screen = from
	} else {
		m.back()
	}
}

// DescribeHint is what the hover line adds where items lie, in language l: the key that describes them.
func DescribeHint(l *text.Lang) string { return l.Say("menu.play.describe_hint") }

// FloorItems are the items at p as far as the player knows: none where the player has never seen.
func FloorItems(g *game.Game, p gruid.Point) []game.Item {
	if !g.IsSeen(p) {
		return nil
	}
	return g.ItemsAt(p)
}

// describeFloor describes what lies under the mouse, or else at the player's feet.
func (m *Model) describeFloor(g *game.Game) {
	items := FloorItems(g, g.Player.Pos)
	if hover, ok := m.Hover(); ok {
		if at := FloorItems(g, hover); len(at) > 0 {
			items = at
		}
	}
	if len(items) == 0 {
		m.notice = m.Lang().Say("menu.play.nothing_to_describe")
		return
	}
	d := &Description{}
	for _, it := range items {
		d.Items = append(d.Items, g.DescribeItem(g.Player, it, false))
	}
	m.screen = d
}

// Slots shows the worn slots to empty one by its letter, a tap on its line, or its row highlighted and Enter.
type Slots struct {
	rowList
}

func (s *Slots) prompt() string { return "" }

func (s *Slots) update(m *Model, in *Input, g *game.Game) {
	if in.Pressed.Has(KeyEscape) {
		m.back()
		return
	}
	keys := make([]rune, game.NumSlots)
	for sl := range keys {
		keys[sl] = 'a' + rune(sl)
	}
	typed := in.Typed
	if k := s.pick(m, in, keys); k != 0 {
		typed = append(typed[:len(typed):len(typed)], k)
	}
	for _, c := range typed {
		m.back()
		if sl := c - 'a'; sl >= 0 && sl < rune(game.NumSlots) {
			m.act(g, game.Action{Kind: game.ActTakeOff, Slot: game.Slot(sl)})
		}
		return
	}
}

// Character is the @ screen (CharacterLines): it scrolls on a short screen, and any other key goes back;
// the hint key of each of the rule set's options turns it (G the guard: auto, dodge, block, none, in turn;
// RULES.md §35.2).
type Character struct {
	scroll // a short screen cannot hold it all
}

func (s *Character) prompt() string { return "" }

func (s *Character) update(m *Model, in *Input, g *game.Game) {
	for i, o := range g.RuleSet().Options() {
		hint := unicode.ToLower(o.Hint)
		if o.Hint == 0 || !slices.ContainsFunc(in.Typed, func(c rune) bool { return unicode.ToLower(c) == hint }) {
			continue
		}
		next := o.Next(g.Choice(i))
		g.Do(game.Action{Kind: game.ActChoose, Option: i, Choice: next})
		if o.Key == prefs.GuardOption { // the choice is the player's setting: kept for the next game and run
			st := m.cfg.Settings
			st.Guard = o.Values[next]
			m.setSettings(st)
		}
		return
	}
	s.scroll.update(m, in, len(CharacterLines(g)), m.back)
}

// Help lists every key; it scrolls on a short screen, and any other key goes back.
type Help struct {
	scroll
}

func (s *Help) prompt() string { return "" }

func (s *Help) update(m *Model, in *Input, g *game.Game) {
	if g != nil && (slices.Contains(in.Typed, HelpRulesKey) || slices.Contains(in.Typed, RulesPageKey)) {
		m.openPage(g.RulesName())
		return
	}
	if !in.anyKey() && len(in.Typed) == 0 && len(in.Moves) == 0 && in.Wheel == 0 {
		return // nothing to scroll: the lines (the stances worked out by the rule set) are not counted
	}
	s.scroll.update(m, in, len(HelpLinesIn(m.Lang(), m.cfg.Data, m.Settings().Keys, g)), m.back)
}

// History is the whole message log, scrolled with the direction keys and Page Up/Page Down; a tap or a click
// shows a page further back, and from the oldest goes back.
type History struct {
	Scroll int // how many lines up from the end
}

func (s *History) prompt() string { return "" }

func (s *History) update(m *Model, in *Input, g *game.Game) {
	if in.Pressed.Has(KeyEscape) || in.Pressed.Has(KeyEnter) {
		m.back()
		return
	}
	rows := m.cfg.PagerRows
	lines := len(LastLines(g.Log, 4*len(g.Log), m.cfg.PagerColumns))
	switch {
	case in.Click && s.Scroll+rows < lines: // a tap (a phone has no Page Up): a page further back
		s.Scroll += rows
	case in.Click: // the oldest shown: a tap goes back, as the help's does at its end
		m.back()
		return
	case in.Pressed.Has(KeyPageUp):
		s.Scroll += rows
	case in.Pressed.Has(KeyPageDown):
		s.Scroll = max(0, s.Scroll-rows)
	case in.Wheel != 0: // down the log: toward its end
		s.Scroll = max(0, s.Scroll-in.Wheel)
	default:
		if d, ok := m.step(in); ok {
			s.Scroll = max(0, s.Scroll-d.Y)
		}
	}
	s.Scroll = min(s.Scroll, max(0, lines-rows))
	for _, c := range in.Typed {
		if c == 'q' || c == 'P' {
			m.back()
		}
	}
}

// Creation chooses a rule set (Step 0: issue 31), a race (Step 1), a background (Step 2), then the kind of
// run (Step 3: issue 33; a daily game's is the whole dungeon, and skips it), with the arrows or letters (a
// click, a tap; a second on the line chosen takes it); Enter confirms, Escape goes back a step; on the
// rule-set step ? opens the page of the rule set chosen, and D makes it the remembered default when --rules
// or ?rules= preselected it.
type Creation struct {
	Step                    int
	Rules, Race, Background int  // indexes in the data's rule sets, races and backgrounds
	Mode                    int  // index in the data's modes (modes.toml)
	ready                   bool // Rules and Mode hold the preselection
	picked                  bool // the player moved off the preselected rule set, or took one themselves
}

// Creation steps.
const (
	StepRules = iota
	StepRace
	StepBackground
	StepMode
)

// lastStep is the creation screen's last step: the kind of run's, or the background's for a daily game
// (the whole dungeon, for everyone).
func (m *Model) lastStep() int {
	if m.cfg.Daily != "" {
		return StepBackground
	}
	return StepMode
}

func (s *Creation) prompt() string { return "" }

// DefaultKey makes the rule set chosen on the rule-set step the remembered default (when --rules or ?rules=
// preselected it, taking it does not).
const DefaultKey = 'D'

// preselect puts the rule-set step on the rule set the run asks for: the daily's of the day, --rules or
// ?rules=, else the remembered default, else the first.
func (s *Creation) preselect(m *Model) {
	if s.ready {
		return
	}
	s.ready = true
	for _, want := range []string{m.cfg.Mode, m.cfg.Settings.Mode} {
		if _, ok := m.cfg.Data.Mode(want); ok && want != "" {
			s.Mode = max(0, slices.Index(m.cfg.Data.ModeNames(), want))
			break
		}
	}
	sets := m.cfg.Data.RuleSets()
	for _, want := range []string{m.cfg.DailyRules, m.cfg.Rules, m.cfg.Settings.Rules} {
		if want == "" {
			continue
		}
		if rs, err := sets.Lookup(want); err == nil {
			s.Rules = max(0, slices.Index(sets.Names(), rs.Name()))
			return
		}
	}
}

// RulesFixed reports whether the run fixes the rule set (a daily game's of the day).
func (m *Model) RulesFixed() bool { return m.cfg.DailyRules != "" }

// offersTutorial reports whether the rule-set step offers the tutorial, on a line after the rule sets: the data
// has one, and the run is no daily game.
func (m *Model) offersTutorial() bool {
	return len(m.cfg.Data.Tutorial.Lessons) > 0 && !m.RulesFixed()
}

func (s *Creation) update(m *Model, in *Input, _ *game.Game) {
	d := m.cfg.Data
	s.preselect(m)
	sets := d.RuleSets()
	// A reload may have shortened the lists: the choices stay on an entry of the data.
	s.Race, s.Background = min(s.Race, max(0, len(d.Races)-1)), min(s.Background, max(0, len(d.Backgrounds)-1))
	s.Rules = min(s.Rules, len(sets))
	if !m.offersTutorial() {
		s.Rules = min(s.Rules, max(0, len(sets)-1))
	}
	s.Mode = min(s.Mode, max(0, len(d.Modes)-1))
	n, cur := len(d.Races), &s.Race
	switch s.Step {
	case StepMode:
		n, cur = len(d.Modes), &s.Mode
	case StepRules:
		n, cur = len(sets), &s.Rules
		if m.offersTutorial() {
			n++ // the tutorial's line, after the rule sets
		}
		if m.RulesFixed() {
			n = 0 // the day's, for everyone
		}
	case StepBackground:
		n, cur = len(d.Backgrounds), &s.Background
	}
	if dir, ok := m.step(in); ok && n > 0 {
		*cur = (*cur + dir.Y + n) % n
		s.picked = s.picked || s.Step == StepRules
	}
	if slices.Contains(in.Typed, ScoresKey) {
		m.screen = &Scores{}
		return
	}
	if s.Step == StepRules && s.Rules < len(sets) {
		if slices.Contains(in.Typed, PageKey) {
			m.openPage(sets[s.Rules].Name())
			return
		}
		if slices.Contains(in.Typed, DefaultKey) && !m.RulesFixed() {
			st := m.cfg.Settings
			st.Rules = sets[s.Rules].Name()
			m.setSettings(st)
			m.notice = m.Lang().Say("menu.play.default_rules", text.S("rules", st.Rules))
			return
		}
	}
	enter := in.Pressed.Has(KeyEnter)
	for _, c := range in.Typed {
		if i := int(c - 'a'); i >= 0 && i < n {
			enter = enter || ((in.Touch || in.Click) && i == *cur) // a tap or click on the line chosen takes it
			*cur = i
			s.picked = s.picked || s.Step == StepRules
		}
	}
	if in.Pressed.Has(KeyEscape) && s.Step > StepRules {
		s.Step--
		return
	}
	if !enter {
		return
	}
	if s.Step == StepRules && s.Rules == len(sets) && m.offersTutorial() {
		c := d.Tutorial.Character
		m.effect.Begin = &game.Character{Name: c.Name, Race: c.Race, Background: c.Background}
		m.effect.Mode = game.ModeTutorial // under the data's first rule set, whose words it teaches
		return
	}
	if s.Step < m.lastStep() {
		s.Step++
		return
	}
	s.Step = StepRules // where a game that cannot start leaves the player
	if len(d.Races) == 0 || len(d.Backgrounds) == 0 || len(sets) == 0 {
		return // the loader refuses such data; nothing to begin with all the same
	}
	rules := sets[s.Rules].Name()
	m.effect.Begin = &game.Character{Race: d.Races[s.Race].Name, Background: d.Backgrounds[s.Background].Name}
	m.effect.Rules = rules
	if m.cfg.Daily == "" && s.Mode > 0 && s.Mode < len(d.Modes) {
		m.effect.Mode = d.Modes[s.Mode].Name // the first, the whole dungeon, is no mode
	}
	// The kind of run is remembered as the next game's (unless --mode or ?mode= asked for it).
	if m.cfg.Daily == "" && m.cfg.Mode == "" && m.cfg.Settings.Mode != m.effect.Mode {
		st := m.cfg.Settings
		st.Mode = m.effect.Mode
		m.setSettings(st)
	}
	// The choice is remembered as the next game's default: unless the daily fixed it, or --rules or ?rules=
	// preselected it and the player took it without choosing (D makes it the default then).
	if !m.RulesFixed() && (m.cfg.Rules == "" || s.picked) && !strings.EqualFold(m.cfg.Settings.Rules, rules) {
		st := m.cfg.Settings
		st.Rules = rules
		m.setSettings(st)
	}
}

// Death is the end of a game, in death or victory (the game's Won: the renderer draws the victory screen);
// Enter begins again, Escape and Q (or q) quit. Nothing else answers.
type Death struct{}

func (s *Death) prompt() string { return "" }

func (s *Death) update(m *Model, in *Input, g *game.Game) {
	if m.submitUpdate(in, g) { // the offer to submit a daily run (submit.go) takes its keys first
		return
	}
	switch {
	case in.Pressed.Has(KeyEnter):
		m.effect.Again = true
		m.Create()
	case in.Pressed.Has(KeyEscape) || slices.Contains(in.Typed, 'Q') || slices.Contains(in.Typed, 'q'):
		m.effect.Quit = true // the save is gone: quitting removes nothing more
	}
}

// SaveFailed says that the game could not be saved on the way out, and why, and asks whether to quit
// anyway: y quits without the save, n or Escape goes back to play (where Q tries again). Nothing else
// answers, so a key meant for play does not quit by mistake.
type SaveFailed struct {
	spoken
	Reason string // what went wrong, as the store said it
}

func (s *SaveFailed) prompt() string { return s.l().Say("menu.save_failed.prompt") }

func (s *SaveFailed) update(m *Model, in *Input, _ *game.Game) {
	switch answer(in) {
	case 'y':
		m.effect.QuitUnsaved = true
	case 'n':
		m.back()
	}
}

// answer is the tick's answer to a question of yes or no: 'y' (y or Y), 'n' (n, N or Escape), or 0 when no
// key answers it (the first typed that answers counts).
func answer(in *Input) rune {
	if in.Pressed.Has(KeyEscape) {
		return 'n'
	}
	for _, c := range in.Typed {
		switch c {
		case 'y', 'Y':
			return 'y'
		case 'n', 'N':
			return 'n'
		}
	}
	return 0
}

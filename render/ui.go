// Input: keys and the mouse become the game's actions, through the modes of the interface (play, aim, pick an item, screens).

package render

import (
	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/cleave-game/cleave/game"
)

// mode is what the keys do now.
type mode uint8

const (
	modePlay      mode = iota
	modeCreate         // choose a race and a background
	modeAim            // aim a shot or a throw
	modeDirection      // choose a direction for a shield bash
	modePick           // choose an item of the pack (purpose says for what)
	modeSlots          // choose a slot to empty
	modeCharacter      // the @ screen
	modeHelp           // every key
	modePager          // the whole message log
)

// purpose is what an item is picked for.
type purpose uint8

const (
	forLook purpose = iota
	forWield
	forWieldOff
	forDrop
	forThrow
)

// ui is the state of the interface between turns.
type ui struct {
	mode    mode
	purpose purpose
	// Aiming: the cell aimed at, the targets to cycle, whether it is a throw of pack item item.
	aim     gruid.Point
	targets []*game.Actor
	cycle   int
	throw   bool
	item    int
	// Travel: the cell the player walks to, a step every few ticks, until something comes in view.
	travel    gruid.Point
	traveling bool
	seenFoes  int
	// Character creation: the race and background chosen so far.
	race, background int
	createStep       int
	// Pager: how many lines up from the end.
	scroll  int
	held    int // how long a movement key has been held, for key repeat and faster animations
	chars   []rune
	hover   gruid.Point
	hoverOK bool
}

// keyDir binds a key to a direction of movement.
type keyDir struct {
	key ebiten.Key
	dir gruid.Point
}

var (
	north, south, east, west = gruid.Point{Y: -1}, gruid.Point{Y: 1}, gruid.Point{X: 1}, gruid.Point{X: -1}
	ne, nw, se, sw           = gruid.Point{X: 1, Y: -1}, gruid.Point{X: -1, Y: -1}, gruid.Point{X: 1, Y: 1}, gruid.Point{X: -1, Y: 1}
)

// moveKeys are every key that moves, with its direction. Wait keys have the zero direction.
var moveKeys = []keyDir{
	{ebiten.KeyArrowUp, north}, {ebiten.KeyArrowDown, south}, {ebiten.KeyArrowLeft, west}, {ebiten.KeyArrowRight, east},
	{ebiten.KeyK, north}, {ebiten.KeyJ, south}, {ebiten.KeyH, west}, {ebiten.KeyL, east},
	{ebiten.KeyY, nw}, {ebiten.KeyU, ne}, {ebiten.KeyB, sw}, {ebiten.KeyN, se},
	{ebiten.KeyNumpad8, north}, {ebiten.KeyNumpad2, south}, {ebiten.KeyNumpad4, west}, {ebiten.KeyNumpad6, east},
	{ebiten.KeyNumpad7, nw}, {ebiten.KeyNumpad9, ne}, {ebiten.KeyNumpad1, sw}, {ebiten.KeyNumpad3, se},
	{ebiten.KeyHome, nw}, {ebiten.KeyPageUp, ne}, {ebiten.KeyEnd, sw}, {ebiten.KeyPageDown, se},
	{ebiten.KeyPeriod, gruid.Point{}}, {ebiten.KeyNumpad5, gruid.Point{}},
}

// Key repeat: a held key acts once, then after repeatDelay ticks every repeatEvery ticks.
const (
	repeatDelay = 15
	repeatEvery = 4
	travelEvery = 4 // ticks between the steps of a walk to a clicked cell
)

// stanceKeys choose a stance by number: 1 coward, 2 defensive, 3 neutral, 4 aggressive, 5 frenzy.
var stanceKeys = map[rune]string{'1': "coward", '2': "defensive", '3': "neutral", '4': "aggressive", '5': "frenzy"}

// direction reads a movement key this tick (with key repeat), and whether one was pressed.
func (r *Runner) direction() (gruid.Point, bool) {
	r.ui.held = 0
	if ebiten.IsKeyPressed(ebiten.KeyShift) {
		return gruid.Point{}, false
	}
	for _, k := range moveKeys {
		d := inpututil.KeyPressDuration(k.key)
		if d == 0 {
			continue
		}
		r.ui.held = d
		if d == 1 || (d >= repeatDelay && (d-repeatDelay)%repeatEvery == 0) {
			return k.dir, true
		}
	}
	return gruid.Point{}, false
}

func (r *Runner) enterPressed() bool {
	return inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
}

func escPressed() bool { return inpututil.IsKeyJustPressed(ebiten.KeyEscape) }

// typed is the characters typed this tick (layout-aware: '@', '?', '>' whatever the keyboard).
func (r *Runner) typed() []rune {
	r.ui.chars = ebiten.AppendInputChars(r.ui.chars[:0])
	return r.ui.chars
}

// globalKeys work in every mode: F11 toggles fullscreen.
func (r *Runner) globalKeys() {
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
}

// mouseCell is the map cell under the mouse, and whether the mouse is over the map.
func (r *Runner) mouseCell() (gruid.Point, bool) {
	x, y := ebiten.CursorPosition()
	p := r.placed
	if p.k == 0 {
		return gruid.Point{}, false // nothing drawn yet
	}
	return r.cellAt(int((float64(x)-p.ox)/p.k), int((float64(y)-p.oy)/p.k))
}

// act does a player action and ends any walk in progress when it took no time.
func (r *Runner) act(a game.Action) {
	if !r.g.Act(a) {
		r.ui.traveling = false
	}
}

// updatePlay handles input in the modes of play.
func (r *Runner) updatePlay() {
	r.ui.hover, r.ui.hoverOK = r.mouseCell()
	switch r.ui.mode {
	case modeAim:
		r.updateAim()
		return
	case modeDirection:
		if escPressed() {
			r.ui.mode = modePlay
		} else if d, ok := r.direction(); ok && d != (gruid.Point{}) {
			r.ui.mode = modePlay
			r.act(game.Action{Kind: game.ActBash, Dir: d})
		}
		return
	case modePick:
		r.updatePick()
		return
	case modeSlots:
		r.updateSlots()
		return
	case modeCharacter, modeHelp:
		if escPressed() || r.enterPressed() || len(r.typed()) > 0 {
			r.ui.mode = modePlay
		}
		return
	case modePager:
		r.updatePager()
		return
	}
	if r.ui.traveling {
		r.updateTravel()
		return
	}
	if d, ok := r.direction(); ok {
		if d == (gruid.Point{}) {
			r.act(game.Action{Kind: game.ActWait})
		} else {
			r.act(game.Action{Kind: game.ActMove, Dir: d})
		}
		return
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && r.ui.hoverOK {
		r.click(r.ui.hover)
		return
	}
	for _, c := range r.typed() {
		r.command(c)
	}
}

// command does what a typed key asks in play.
func (r *Runner) command(c rune) {
	pl := r.g.Player()
	switch c {
	case '>':
		r.act(game.Action{Kind: game.ActDescend})
	case '<':
		r.act(game.Action{Kind: game.ActAscend})
	case 't', 'f':
		if !r.g.CanShoot(pl) {
			r.g.Note("You have nothing to shoot with.")
			return
		}
		r.startAim(false, 0)
	case 'T':
		if len(pl.Pack) == 0 {
			r.g.Note("You have nothing to throw.")
			return
		}
		r.pick(forThrow)
	case 'x':
		if !r.g.CanBash(pl) {
			r.g.Note("You have no shield to bash with.")
			return
		}
		r.ui.mode = modeDirection
	case 'Q':
		r.g.Note("Saving and quitting.")
		r.quitting = true
	case 'g', ',':
		r.act(game.Action{Kind: game.ActPickUp})
	case 'd':
		r.pick(forDrop)
	case 'w':
		r.pick(forWield)
	case 'W':
		r.pick(forWieldOff)
	case 'r':
		r.ui.mode = modeSlots
	case 'i':
		r.pick(forLook)
	case '@':
		r.ui.mode = modeCharacter
	case '?':
		r.ui.mode = modeHelp
	case 'P':
		r.ui.mode, r.ui.scroll = modePager, 0
	default:
		if s, ok := stanceKeys[c]; ok {
			r.act(game.Action{Kind: game.ActStance, Stance: s})
		}
	}
}

// click on a cell: attack what is next to you, shoot what is farther, else walk there.
func (r *Runner) click(p gruid.Point) {
	pl := r.g.Player()
	t := r.g.ActorAt(p)
	d := p.Sub(pl.Pos)
	switch {
	case t != nil && t != pl && r.g.IsVisible(p) && max(abs(d.X), abs(d.Y)) == 1:
		r.act(game.Action{Kind: game.ActMove, Dir: d})
	case t != nil && t != pl && r.g.IsVisible(p) && r.g.CanShoot(pl):
		r.act(game.Action{Kind: game.ActFire, Target: p})
	case r.g.IsSeen(p) && p != pl.Pos:
		r.ui.travel, r.ui.traveling = p, true
		r.ui.seenFoes = len(r.g.Targets())
	}
}

// updateTravel takes the next step of a walk to a clicked cell; a key, or a new foe in view, stops it.
func (r *Runner) updateTravel() {
	if len(r.typed()) > 0 || escPressed() {
		r.ui.traveling = false
		return
	}
	if ts := r.g.Targets(); len(ts) > r.ui.seenFoes {
		r.ui.traveling = false
		r.g.Note("You stop: " + game.An(ts[0].Name) + " comes into view.")
		return
	}
	if r.tick%travelEvery != 0 {
		return
	}
	step, ok := r.g.TravelStep(r.ui.travel)
	if !ok {
		r.ui.traveling = false
		return
	}
	r.act(game.Action{Kind: game.ActMove, Dir: step.Sub(r.g.Player().Pos)})
	if r.g.Player().Pos == r.ui.travel {
		r.ui.traveling = false
	}
}

// startAim enters aiming at the nearest visible foe (or in front of the player).
func (r *Runner) startAim(throw bool, item int) {
	r.ui.mode, r.ui.throw, r.ui.item = modeAim, throw, item
	r.ui.targets = r.g.Targets()
	r.ui.cycle = 0
	if len(r.ui.targets) > 0 {
		r.ui.aim = r.ui.targets[0].Pos
	} else {
		r.ui.aim = r.g.Player().Pos.Add(east)
	}
}

// updateAim: Tab cycles the foes in view, direction keys move the aim, a click aims and looses,
// Enter (or t, f) looses, Escape gives up.
func (r *Runner) updateAim() {
	switch {
	case escPressed():
		r.ui.mode = modePlay
		return
	case inpututil.IsKeyJustPressed(ebiten.KeyTab) && len(r.ui.targets) > 0:
		r.ui.cycle = (r.ui.cycle + 1) % len(r.ui.targets)
		r.ui.aim = r.ui.targets[r.ui.cycle].Pos
		return
	case r.enterPressed():
		r.loose()
		return
	case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && r.ui.hoverOK:
		r.ui.aim = r.ui.hover
		r.loose()
		return
	}
	if d, ok := r.direction(); ok && d != (gruid.Point{}) {
		if p := r.ui.aim.Add(d); r.g.Level.In(p) {
			r.ui.aim = p
		}
		return
	}
	for _, c := range r.typed() {
		if c == 't' || c == 'f' || (c == 'T' && r.ui.throw) {
			r.loose()
			return
		}
	}
}

// loose shoots or throws at the aim.
func (r *Runner) loose() {
	r.ui.mode = modePlay
	if r.ui.aim == r.g.Player().Pos {
		return
	}
	if r.ui.throw {
		r.act(game.Action{Kind: game.ActThrow, Item: r.ui.item, Target: r.ui.aim})
		return
	}
	r.act(game.Action{Kind: game.ActFire, Target: r.ui.aim})
}

// pick opens the pack to choose an item for p.
func (r *Runner) pick(p purpose) {
	r.ui.mode, r.ui.purpose = modePick, p
}

// updatePick: a letter chooses the item; Escape gives up.
func (r *Runner) updatePick() {
	if escPressed() {
		r.ui.mode = modePlay
		return
	}
	pl := r.g.Player()
	for _, c := range r.typed() {
		i := game.PackIndex(pl, c)
		if i < 0 {
			if r.ui.purpose == forLook {
				r.ui.mode = modePlay
			}
			continue
		}
		r.ui.mode = modePlay
		switch r.ui.purpose {
		case forWield:
			r.act(game.Action{Kind: game.ActWield, Item: i})
		case forWieldOff:
			r.act(game.Action{Kind: game.ActWield, Item: i, Off: true})
		case forDrop:
			r.act(game.Action{Kind: game.ActDrop, Item: i})
		case forThrow:
			r.startAim(true, i)
		}
		return
	}
}

// updateSlots: a letter empties that slot.
func (r *Runner) updateSlots() {
	if escPressed() {
		r.ui.mode = modePlay
		return
	}
	for _, c := range r.typed() {
		s := game.Slot(c - 'a')
		r.ui.mode = modePlay
		switch {
		case s >= game.NumSlots:
		case r.g.Player().Worn[s].IsZero():
			r.g.Note("You wear nothing there.")
		default:
			r.act(game.Action{Kind: game.ActTakeOff, Slot: s})
		}
		return
	}
}

// updatePager scrolls the message history.
func (r *Runner) updatePager() {
	if escPressed() || r.enterPressed() {
		r.ui.mode = modePlay
		return
	}
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyPageUp):
		r.ui.scroll += pagerRows
	case inpututil.IsKeyJustPressed(ebiten.KeyPageDown):
		r.ui.scroll = max(0, r.ui.scroll-pagerRows)
	default:
		if d, ok := r.direction(); ok {
			r.ui.scroll = max(0, r.ui.scroll-d.Y)
		}
	}
	r.ui.scroll = min(r.ui.scroll, max(0, len(lastLines(r.g.Log, 4*len(r.g.Log), pagerColumns))-pagerRows))
	for _, c := range r.typed() {
		if c == 'q' || c == 'P' {
			r.ui.mode = modePlay
		}
	}
}

// updateCreate: choose a race, then a background, with the arrows or letters; Enter confirms.
func (r *Runner) updateCreate() {
	n := len(r.data.Races)
	if r.ui.createStep == 1 {
		n = len(r.data.Backgrounds)
	}
	cur := &r.ui.race
	if r.ui.createStep == 1 {
		cur = &r.ui.background
	}
	if d, ok := r.direction(); ok && n > 0 {
		*cur = (*cur + d.Y + n) % n
	}
	for _, c := range r.typed() {
		if i := int(c - 'a'); i >= 0 && i < n {
			*cur = i
		}
	}
	if escPressed() && r.ui.createStep == 1 {
		r.ui.createStep = 0
		return
	}
	if !r.enterPressed() {
		return
	}
	if r.ui.createStep == 0 {
		r.ui.createStep = 1
		return
	}
	c := game.Character{Name: "you", Race: r.data.Races[r.ui.race].Name, Background: r.data.Backgrounds[r.ui.background].Name}
	if err := r.start(c); err != nil {
		r.ui.createStep = 0
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Package sandbox is the sandbox's console (issue 36, the wizard modes of DCSS and Brogue): typed commands,
// parsed and run against a game started with --sandbox, with what they did, or why not, in the console's
// scrollback. It places any creature or item by name, sets hit points and stats, teleports, reveals the
// level, identifies everything, changes a stance, and runs the arena and the odds on the creature under
// the cursor against the character as it stands. Every name is the data's (the game's data now: a hot
// reload is read at the next command); every refusal is one line, every count bounded.
package sandbox

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// The console's bounds.
const (
	// MaxLines is the scrollback kept: the oldest lines go first.
	MaxLines = 400
	// MaxTyped is the longest line taken, in bytes: longer than any command with the longest name.
	MaxTyped = 200
	// MaxCommands is how many commands one line may hold, separated by ';'.
	MaxCommands = 16
	// DefaultFights and MaxFights are the arena's fights when none are asked, and the most (about a second
	// of play on one core for a troll: the console waits for them).
	DefaultFights = 200
	MaxFights     = 2000
	// MaxHP is the most hit points the console sets: creatures.toml's bound on a creature's (1 to 10000).
	MaxHP = 10000
	// MinStat and MaxStat bound Strength and Dexterity: creatures.toml's bounds on a creature's.
	MinStat, MaxStat = 1, 50
	// MaxCount is the most things of one kind the console gives at once (arrows, potions).
	MaxCount = 99
	// MaxFloorItems is the most things lying on a floor the console lays one more beside: a floor of the
	// dungeon holds some tens, and a save bounds each floor's bytes (game/save's floorLen, TestSandboxBounds).
	MaxFloorItems = 200
	// nearNames is how many names a refusal offers.
	nearNames = 5
	// arenaSeed seeds the arena's fights: the same question, the same answer.
	arenaSeed = 1
)

// Console is the sandbox's console: its scrollback and its cursor (the creature or cell the commands on
// "it" mean). Its zero value is ready.
type Console struct {
	// Lines is the scrollback: each command echoed after "> ", then what it did or why not.
	Lines []string
	focus focus
}

// focus is the cursor: a creature (its ID on the floor of depth) followed as it moves, or a cell.
type focus struct {
	set   bool
	depth int
	id    int // 0: a cell only
	at    gruid.Point
}

// Aim puts the cursor on cell p of g's floor (the look screen's cursor): on the creature there, followed
// as it moves, if there is one.
func (c *Console) Aim(g *game.Game, p gruid.Point) {
	c.focus = focus{set: true, depth: g.Depth, at: p}
	if a := g.ActorAt(p); a != nil && !a.Player {
		c.focus.id = a.ID
	}
}

// Cursor is the cell of the cursor (the creature's, when it is on one) and the living creature under it
// (nil: none). Without a cursor on this floor it is the player's cell.
func (c *Console) Cursor(g *game.Game) (gruid.Point, *game.Actor) {
	f := c.focus
	if !f.set || f.depth != g.Depth {
		return g.Player.Pos, nil
	}
	if f.id > 0 {
		if a := g.Actor(f.id); a != nil && !a.Dead {
			return a.Pos, a
		}
	}
	if a := g.ActorAt(f.at); a != nil && !a.Player && !a.Dead {
		return f.at, a
	}
	return f.at, nil
}

// Say adds lines to the scrollback, the oldest going past MaxLines.
func (c *Console) Say(lines ...string) {
	c.Lines = append(c.Lines, lines...)
	if n := len(c.Lines) - MaxLines; n > 0 {
		c.Lines = slices.Delete(c.Lines, 0, n)
	}
}

// Run runs the commands of line (separated by ';') on g, each echoed, then what it did or why not.
func (c *Console) Run(g *game.Game, line string) {
	if len(line) > MaxTyped {
		c.Say("> "+line[:40]+"...", fmt.Sprintf("Refused: a line of %d bytes, the most is %d.", len(line), MaxTyped))
		return
	}
	cmds := strings.Split(line, ";")
	if len(cmds) > MaxCommands {
		c.Say("> "+line, fmt.Sprintf("Refused: %d commands on one line, the most is %d.", len(cmds), MaxCommands))
		return
	}
	for _, cmd := range cmds {
		cmd = strings.TrimSpace(cmd)
		if cmd == "" {
			continue
		}
		c.Say("> " + cmd)
		if !g.Sandbox {
			c.Say("Refused: this game is not a sandbox (start one with --sandbox).")
			return
		}
		out, err := c.run(g, strings.Fields(cmd))
		if err != nil {
			c.Say("Refused: " + err.Error())
			continue
		}
		c.Say(out...)
	}
}

// command is one of the console's commands: its words of use, what it does, and how.
type command struct {
	name, use, what string
	run             func(c *Console, g *game.Game, args []string) ([]string, error)
}

// Commands lists the console's commands: name, words of use and what it does (the help, the README's table).
func Commands() [][3]string {
	out := make([][3]string, len(commands))
	for i, k := range commands {
		out[i] = [3]string{k.name, k.use, k.what}
	}
	return out
}

var commands []command

func init() {
	commands = []command{
		{"place", "place CREATURE [here | at X Y]", "put a creature of creatures.toml beside you (here: on the cursor's cell, at: on cell X Y), awake; the cursor goes on it", (*Console).place},
		{"item", "item [COUNT] NAME [here | at X Y]", "give any item by name (\"+2 long sword of accuracy\", \"potion of healing\", \"20 arrow\"), known, or lay it on the cursor's cell or cell X Y", (*Console).item},
		{"hp", "hp [it | KIND | me] N", "set your hit points (it, or its kind's name: the creature under the cursor's), raising the maximum to N if need be", (*Console).hp},
		{"str", "str [it | KIND | me] N", "set Strength (also: stat str N)", (*Console).str},
		{"dex", "dex [it | KIND | me] N", "set Dexterity (also: stat dex N)", (*Console).dex},
		{"stat", "stat str|dex [it | KIND | me] N", "set Strength or Dexterity", (*Console).stat},
		{"stance", "stance [it | KIND | me] NAME", "take a stance of stances.toml (it, or its kind's name: the creature under the cursor takes it)", (*Console).stance},
		{"teleport", "teleport [X Y]", "move to cell X Y (no cell: the cursor's)", (*Console).teleport},
		{"reveal", "reveal", "map the whole level and find its traps", (*Console).reveal},
		{"identify", "identify", "know every kind of magic of the data and every item carried, worn or lying on a floor", (*Console).identify},
		{"cursor", "cursor [X Y]", "put the cursor on cell X Y (no cell: say where it is)", (*Console).cursor},
		{"arena", "arena [N] [bot | melee]", fmt.Sprintf("fight the creature under the cursor as it stands, N times (default %d, at most %d) on the arena's floor, as you stand: the win rate", DefaultFights, MaxFights), (*Console).arena},
		{"odds", "odds", "the exact odds of a blow each way with the creature under the cursor, as the look screen weighs them", (*Console).odds},
		{"clear", "clear", "empty the scrollback", (*Console).clear},
		{"help", "help", "list the commands", (*Console).help},
	}
}

// run runs one command of words.
func (c *Console) run(g *game.Game, words []string) ([]string, error) {
	name := strings.ToLower(words[0])
	for _, k := range commands {
		if k.name == name {
			return k.run(c, g, words[1:])
		}
	}
	names := make([]string, len(commands))
	for i, k := range commands {
		names[i] = k.name
	}
	return nil, fmt.Errorf("no command %q: %s", words[0], strings.Join(names, ", "))
}

func (c *Console) help(*game.Game, []string) ([]string, error) {
	out := []string{"The sandbox's commands (separate several with ';'):"}
	for _, k := range commands {
		out = append(out, "  "+k.use+": "+k.what)
	}
	return out, nil
}

func (c *Console) clear(*game.Game, []string) ([]string, error) {
	c.Lines = c.Lines[:0]
	return nil, nil
}

// where reads the place words at the end of args: "here" (the cursor's cell), "at X Y" (that cell), or
// none (ok false); the words before them are returned.
func (c *Console) where(g *game.Game, args []string) (rest []string, p gruid.Point, ok bool, err error) {
	n := len(args)
	switch {
	case n >= 1 && strings.EqualFold(args[n-1], "here"):
		p, _ = c.Cursor(g)
		return args[:n-1], p, true, nil
	case n >= 3 && strings.EqualFold(args[n-3], "at"):
		p, err := cell(g, args[n-2], args[n-1])
		return args[:n-3], p, true, err
	}
	return args, gruid.Point{}, false, nil
}

// cell reads the cell x y of g's level.
func cell(g *game.Game, xs, ys string) (gruid.Point, error) {
	x, errX := strconv.Atoi(xs)
	y, errY := strconv.Atoi(ys)
	p := gruid.Point{X: x, Y: y}
	if errX != nil || errY != nil || !g.Level.In(p) {
		return p, fmt.Errorf("%s %s is no cell of the level: want X 0 to %d, Y 0 to %d", xs, ys, g.Level.W-1, g.Level.H-1)
	}
	return p, nil
}

func (c *Console) place(g *game.Game, args []string) ([]string, error) {
	args, p, at, err := c.where(g, args)
	if err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return nil, errors.New("place what? place CREATURE [here | at X Y]")
	}
	name := strings.Join(args, " ")
	d := g.Data()
	cr, ok := d.Creature(name)
	if !ok {
		return nil, fmt.Errorf("no creature %q in creatures.toml; the nearest names: %s", name, near(name, d.CreatureNames()))
	}
	// The game holds no more creatures, the dead among them, than a whole dungeon may (game.MostCreatures):
	// the most a save holds is counted from them (game/save's bound).
	if n, most := creatures(g), game.MostCreatures(d); n >= most {
		return nil, fmt.Errorf("the game holds %d creatures on its floors, the dead among them: the most a whole dungeon may (a save's bound)", n)
	}
	var a *game.Actor
	if at {
		a, err = g.PlaceCreature(cr.Name, p)
	} else {
		a, err = g.PlaceBeside(cr.Name)
	}
	if err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "place: "))
	}
	c.Aim(g, a.Pos)
	return []string{fmt.Sprintf("%s stands at %d %d, awake, %d/%d hit points; the cursor is on it.", game.Capitalize(game.AName(a.Name)), a.Pos.X, a.Pos.Y, a.HP, a.MaxHP)}, nil
}

// creatures counts the creatures of every floor of g, the dead among them.
func creatures(g *game.Game) int {
	n := 0
	for _, f := range g.Floors {
		n += len(f.Creatures)
	}
	return n
}

func (c *Console) item(g *game.Game, args []string) ([]string, error) {
	args, p, at, err := c.where(g, args)
	if err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return nil, errors.New("which item? item [COUNT] NAME [here | at X Y]")
	}
	it, err := itemNamed(g, args)
	if err != nil {
		return nil, err
	}
	w := game.Wizard(g)
	label := w.Label(it)
	if it.Count > 1 {
		label = strconv.Itoa(it.Count) + " × " + label
	}
	if at {
		if len(g.Items) >= MaxFloorItems {
			return nil, fmt.Errorf("this floor holds %d things lying, the most the sandbox lays down (a save's bound)", len(g.Items))
		}
		if err := w.Drop(it, p); err != nil {
			return nil, err
		}
		return []string{fmt.Sprintf("%s lies at %d %d.", game.Capitalize(label), p.X, p.Y)}, nil
	}
	if err := w.Give(it); err != nil {
		return nil, err
	}
	return []string{fmt.Sprintf("You have %s (known).", label)}, nil
}

// who reads the actor a command acts on from args' first words: "it" or the name of its kind ("troll",
// "giant rat") for the creature under the cursor, "me" or "you" for the player, or none of them (the
// player, args kept whole). The last word is never a name: it is the command's value.
func (c *Console) who(g *game.Game, args []string) (*game.Actor, []string, error) {
	if len(args) == 0 {
		return g.Player, args, nil
	}
	switch strings.ToLower(args[0]) {
	case "it":
		_, a := c.Cursor(g)
		if a == nil {
			return nil, nil, errNoTarget(c, g)
		}
		return a, args[1:], nil
	case "me", "you":
		return g.Player, args[1:], nil
	}
	for n := len(args) - 1; n >= 1; n-- {
		kind, ok := g.Data().Creature(strings.Join(args[:n], " "))
		if !ok {
			continue
		}
		_, a := c.Cursor(g)
		switch {
		case a == nil:
			return nil, nil, errNoTarget(c, g)
		case a.Kind != kind.Name:
			return nil, nil, fmt.Errorf("the cursor is on the %s, not a %s", a.Name, kind.Name)
		}
		return a, args[n:], nil
	}
	return g.Player, args, nil
}

// errNoTarget says the cursor is on no creature, and how to put it on one.
func errNoTarget(c *Console, g *game.Game) error {
	p, _ := c.Cursor(g)
	return fmt.Errorf("no creature under the cursor (at %d %d): place one, look at one (;) and press & there, or cursor X Y", p.X, p.Y)
}

// whose is a's name in a line: "your" or "the troll's".
func whose(a *game.Actor) string {
	if a.Player {
		return "your"
	}
	return "the " + a.Name + "'s"
}

// number reads the one number args hold, within lo..hi.
func number(args []string, what string, lo, hi int) (int, error) {
	if len(args) != 1 {
		return 0, fmt.Errorf("want one number for %s, %d to %d", what, lo, hi)
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s %q: want %d to %d", what, args[0], lo, hi)
	}
	return n, nil
}

func (c *Console) hp(g *game.Game, args []string) ([]string, error) {
	a, args, err := c.who(g, args)
	if err != nil {
		return nil, err
	}
	n, err := number(args, "hit points", 1, MaxHP)
	if err != nil {
		return nil, err
	}
	a.HP, a.MaxHP = n, max(a.MaxHP, n)
	return []string{fmt.Sprintf("%s hit points: %d/%d.", game.Capitalize(whose(a)), a.HP, a.MaxHP)}, nil
}

func (c *Console) str(g *game.Game, args []string) ([]string, error) {
	return c.setStat(g, "str", args)
}

func (c *Console) dex(g *game.Game, args []string) ([]string, error) {
	return c.setStat(g, "dex", args)
}

func (c *Console) stat(g *game.Game, args []string) ([]string, error) {
	if len(args) == 0 {
		return nil, errors.New("which? stat str|dex [it | me] N")
	}
	switch s := strings.ToLower(args[0]); s {
	case "str", "dex":
		return c.setStat(g, s, args[1:])
	}
	return nil, fmt.Errorf("no stat %q: str or dex", args[0])
}

// setStat sets Strength (str) or Dexterity (dex) of the actor args name.
func (c *Console) setStat(g *game.Game, which string, args []string) ([]string, error) {
	a, args, err := c.who(g, args)
	if err != nil {
		return nil, err
	}
	what, p := "Strength", &a.Str
	if which == "dex" {
		what, p = "Dexterity", &a.Dex
	}
	n, err := number(args, what, MinStat, MaxStat)
	if err != nil {
		return nil, err
	}
	*p = n
	if which == "str" {
		a.Boost, a.BoostLeft = 0, 0 // the number set is the number: no potion's boost to run out of it
	}
	return []string{fmt.Sprintf("%s %s: %d.", game.Capitalize(whose(a)), what, n)}, nil
}

func (c *Console) stance(g *game.Game, args []string) ([]string, error) {
	a, args, err := c.who(g, args)
	if err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return nil, fmt.Errorf("which stance? %s", strings.Join(g.Data().StanceNames(), ", "))
	}
	name := strings.Join(args, " ")
	st, ok := g.Data().Stance(name)
	if !ok {
		return nil, fmt.Errorf("no stance %q in stances.toml; the nearest names: %s", name, near(name, g.Data().StanceNames()))
	}
	a.Stance = st.Name
	return []string{fmt.Sprintf("%s stance: %s.", game.Capitalize(whose(a)), st.Name)}, nil
}

func (c *Console) teleport(g *game.Game, args []string) ([]string, error) {
	var p gruid.Point
	switch len(args) {
	case 0:
		var a *game.Actor
		if p, a = c.Cursor(g); a != nil {
			return nil, fmt.Errorf("the %s stands on the cursor's cell (%d %d)", a.Name, p.X, p.Y)
		}
	case 2:
		var err error
		if p, err = cell(g, args[0], args[1]); err != nil {
			return nil, err
		}
	default:
		return nil, errors.New("where? teleport [X Y]")
	}
	if err := game.Wizard(g).Teleport(p); err != nil {
		return nil, err
	}
	return []string{fmt.Sprintf("You stand at %d %d.", p.X, p.Y)}, nil
}

func (c *Console) reveal(g *game.Game, args []string) ([]string, error) {
	if len(args) > 0 {
		return nil, errors.New("reveal takes no words")
	}
	game.Wizard(g).Reveal()
	return []string{fmt.Sprintf("Level %d revealed, its traps found.", g.Depth)}, nil
}

func (c *Console) identify(g *game.Game, args []string) ([]string, error) {
	if len(args) > 0 {
		return nil, errors.New("identify takes no words")
	}
	n := game.Wizard(g).Identify()
	return []string{fmt.Sprintf("Every kind of magic known; %d items made known.", n)}, nil
}

func (c *Console) cursor(g *game.Game, args []string) ([]string, error) {
	switch len(args) {
	case 0:
	case 2:
		p, err := cell(g, args[0], args[1])
		if err != nil {
			return nil, err
		}
		c.Aim(g, p)
	default:
		return nil, errors.New("where? cursor [X Y]")
	}
	p, a := c.Cursor(g)
	if a == nil {
		return []string{fmt.Sprintf("The cursor is at %d %d, on no creature.", p.X, p.Y)}, nil
	}
	return []string{fmt.Sprintf("The cursor is at %d %d, on %s (%d/%d hit points).", p.X, p.Y, game.AName(a.Name), a.HP, a.MaxHP)}, nil
}

func (c *Console) arena(g *game.Game, args []string) ([]string, error) {
	_, m := c.Cursor(g)
	if m == nil {
		return nil, errNoTarget(c, g)
	}
	n, ai := DefaultFights, arena.Bot
	for _, w := range args {
		switch lw := strings.ToLower(w); lw {
		case arena.Bot, arena.Melee:
			ai = lw
			continue
		}
		v, err := number([]string{w}, "fights", 1, MaxFights)
		if err != nil {
			return nil, fmt.Errorf("%w (or bot, melee: who plays you)", err)
		}
		n = v
	}
	t, err := arena.Here(g, m, n, arenaSeed, ai)
	if err != nil {
		return nil, err
	}
	lo, hi := arena.Wilson(t.Won, t.Fights)
	pl := g.Player
	return []string{
		fmt.Sprintf("Arena: you (%d/%d hit points) against the %s (%d/%d), side by side, %d fights (seed %d), played by the %s:", pl.HP, pl.MaxHP, m.Name, m.HP, m.MaxHP, t.Fights, arenaSeed, ai),
		fmt.Sprintf("  won %.1f%% (95%%: %.1f%%-%.1f%%), lost %d, undecided %d; %.1f game seconds a fight on average.", 100*float64(t.Won)/float64(t.Fights), 100*lo, 100*hi, t.Lost, t.Undecided, t.Seconds),
	}, nil
}

func (c *Console) odds(g *game.Game, args []string) ([]string, error) {
	if len(args) > 0 {
		return nil, errors.New("odds takes no words: it weighs the creature under the cursor")
	}
	_, m := c.Cursor(g)
	if m == nil {
		return nil, errNoTarget(c, g)
	}
	mu, err := g.Matchup(m)
	if err != nil {
		return nil, err
	}
	words, _ := g.Data().Words.ThreatWords(mu.Threat())
	out := []string{fmt.Sprintf("Odds: you (%d/%d hit points) and the %s (%d/%d), up close, as the look screen weighs them:", g.Player.HP, g.Player.MaxHP, m.Name, m.HP, m.MaxHP)}
	for _, l := range game.OddsNumbers(game.LangOf(g), mu) {
		out = append(out, "  "+l)
	}
	return append(out, "  In words: "+words+"."), nil
}

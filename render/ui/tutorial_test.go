// The tutorial played through the interface's model (issue 33): each lesson's thing done with the keys it
// teaches, from the creation screen's line to the offer of a real game.

package ui

import (
	"github.com/cleave-game/cleave/assets/lang"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// pupil plays a tutorial game through the model, and keeps what the game's events and log said.
type pupil struct {
	t   *testing.T
	g   *game.Game
	m   *Model
	evs []game.Event // every event since the last forget
	log []string     // every message since the last forget
}

// tick gives the model one tick of input and keeps its events and messages.
func (p *pupil) tick(in Input) Effect {
	n := len(p.g.Log)
	eff := p.m.Update(in, p.g)
	p.evs = append(p.evs, p.g.TakeEvents()...)
	if len(p.g.Log) >= n {
		for _, msg := range p.g.Log[n:] {
			p.log = append(p.log, msg.Text)
		}
	}
	return eff
}

// key types s, one character a tick.
func (p *pupil) key(s string) {
	for _, c := range s {
		p.tick(typed(string(c)))
	}
}

// move presses the movement key of d once (and lets it go).
func (p *pupil) move(d gruid.Point) {
	p.tick(held(d, 1))
	p.tick(Input{})
}

// forget drops the events and messages kept.
func (p *pupil) forget() { p.evs, p.log = nil, nil }

// said reports whether a message kept contains s.
func (p *pupil) said(s string) bool {
	for _, l := range p.log {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// attacked reports whether the player made an attack kept that is.
func (p *pupil) attacked(is func(e *game.Event) bool) bool {
	for i := range p.evs {
		if e := &p.evs[i]; e.Kind == game.EventAttack && e.Actor == 0 && is(e) {
			return true
		}
	}
	return false
}

// stepTo is the first step of a shortest walk from the player to goal over cells that are passable and, but
// for goal, free of the living, or else through the living (a step that fights); zero when there is none.
// A found trap is stepped over (RULES.md §29.3).
func (p *pupil) stepTo(goal gruid.Point) gruid.Point {
	if s := p.walk(goal, false); s != (gruid.Point{}) {
		return s
	}
	return p.walk(goal, true)
}

// walk is stepTo's walk, through the living or not.
func (p *pupil) walk(goal gruid.Point, through bool) gruid.Point {
	g := p.g
	from := g.Player.Pos
	prev := map[gruid.Point]gruid.Point{from: from}
	queue := []gruid.Point{from}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		if q == goal {
			for prev[q] != from {
				q = prev[q]
			}
			return q.Sub(from)
		}
		for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
			n := q.Add(d)
			if _, seen := prev[n]; seen || !g.Level.In(n) || !g.Level.At(n).Passable() {
				continue
			}
			if n != goal && g.ActorAt(n) != nil && !through {
				continue
			}
			prev[n] = q
			queue = append(queue, n)
		}
	}
	return gruid.Point{}
}

// walkTo walks the player to goal (or next to it: near), a step a tick; a creature in the way is fought.
func (p *pupil) walkTo(goal gruid.Point, near bool) {
	p.t.Helper()
	for range 400 {
		d := levels.Distance(p.g.Player.Pos, goal)
		if d == 0 || near && d == 1 {
			return
		}
		s := p.stepTo(goal)
		require.NotEqual(p.t, gruid.Point{}, s, "a way from %v to %v", p.g.Player.Pos, goal)
		p.move(s)
	}
	require.FailNow(p.t, "never got there", "%v", goal)
}

// living are the living creatures of the floor.
func (p *pupil) living() []*game.Actor {
	var out []*game.Actor
	for _, c := range p.g.Creatures {
		if !c.Dead {
			out = append(out, c)
		}
	}
	return out
}

// fight walks to foe and strikes it until it dies or until done says enough.
func (p *pupil) fight(foe *game.Actor, done func() bool) {
	p.t.Helper()
	for range 300 {
		if foe.Dead || done() {
			return
		}
		p.walkTo(foe.Pos, true)
		if !foe.Dead && levels.Distance(p.g.Player.Pos, foe.Pos) == 1 {
			p.move(foe.Pos.Sub(p.g.Player.Pos))
		}
	}
	require.FailNow(p.t, "the fight never ended")
}

// clear fights every living creature a walk reaches.
func (p *pupil) clear() {
	for _, c := range p.living() {
		if p.stepTo(c.Pos) != (gruid.Point{}) {
			p.fight(c, func() bool { return false })
		}
	}
}

// packKey is the pack letter of the item named name.
func (p *pupil) packKey(name string) string {
	p.t.Helper()
	for _, it := range p.g.Player.Pack {
		if it.Name == name {
			return string(it.Letter)
		}
	}
	require.FailNow(p.t, "not in the pack", name)
	return ""
}

// downstairs walks to the stairs down and takes them: the lesson's done line is said.
func (p *pupil) downstairs(ls *assets.Lesson) {
	p.t.Helper()
	p.walkTo(p.g.Level.Down, false)
	p.forget()
	p.key(">")
	require.True(p.t, p.said(ls.Done), "the lesson's last line: %v", p.log)
}

// TestTutorialPlayedThroughTheModel: issue 33, "the tutorial is played start to finish by a test driving the
// UI model": the creation screen's first step offers it on its own line; each lesson is played with the keys
// it teaches and its thing is seen to happen (a glance, the heavier weapon's blow through, a free blow and
// the bash that spares one, a shot and a throw, a sneak attack, a potion drunk and a scroll read, a trap
// found or sprung, a spell cast, the odds in words); the last stairs end it and Enter offers a real game.
func TestTutorialPlayedThroughTheModel(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	lessons := d.Tutorial.Lessons
	m := New(Config{Data: d, PagerRows: 20, PagerColumns: 60}, true)
	require.IsType(t, &Creation{}, m.Screen())
	offer := 'a' + rune(len(d.RuleSets()))
	shown := drawnTexts(t, m, nil)
	assert.Contains(t, shown, string(offer)+") "+d.Tutorial.Offer, "its own line on the first step")
	m.Update(typed(string(offer)), nil)
	eff := m.Update(pressed(KeyEnter), nil)
	require.NotNil(t, eff.Begin)
	require.Equal(t, game.ModeTutorial, eff.Mode)
	g, err := game.New(game.Config{Seed: 5, Data: d, Character: *eff.Begin, Mode: eff.Mode})
	require.NoError(t, err)
	m.Play()
	p := &pupil{t: t, g: g, m: m}
	pl := g.Player
	lesson := func(n int) *assets.Lesson {
		l, at, _, ok := g.Lesson()
		require.True(t, ok)
		require.Equal(t, n, at, "lesson %d", n)
		return l
	}

	// 1. Moving and looking.
	ls := lesson(1)
	assert.Equal(t, ls.Arrive[len(ls.Arrive)-1], g.Log[len(g.Log)-1].Text, "the lesson said on arrival")
	assert.Equal(t, "Lesson 1/9", m.Sidebar(g).Where(), "the panel says the lesson")
	p.key(string(LookKey))
	require.IsType(t, &Look{}, m.Screen())
	p.tick(pressed(KeyEscape))
	p.downstairs(ls)

	// 2. A glance of the knife off a shell, then the maul through it.
	ls = lesson(2)
	p.key("w" + p.packKey("knife"))
	require.Equal(t, "knife", pl.Worn[game.SlotMain].Name, "the knife wielded")
	p.forget()
	for _, b := range p.living() {
		p.fight(b, func() bool {
			return p.attacked(func(e *game.Event) bool { return e.Outcome.Glance && e.Weapon == "knife" })
		})
	}
	require.True(t, p.attacked(func(e *game.Event) bool { return e.Outcome.Glance && e.Weapon == "knife" }), "the knife glanced")
	p.key("w" + p.packKey("maul"))
	require.Equal(t, "maul", pl.Worn[game.SlotMain].Name, "the maul wielded")
	p.forget()
	for _, b := range p.living() {
		p.fight(b, func() bool {
			return p.attacked(func(e *game.Event) bool { return e.Outcome.Hit && !e.Outcome.Glance && e.Weapon == "maul" })
		})
	}
	require.True(t, p.attacked(func(e *game.Event) bool { return e.Outcome.Hit && !e.Outcome.Glance && e.Weapon == "maul" }), "the maul went through")
	p.clear()
	p.downstairs(ls)

	// 3. Stances, a free blow taken, and a bash that spares one.
	ls = lesson(3)
	p.key("w" + p.packKey("long sword"))
	p.key("w" + p.packKey("large shield"))
	require.Equal(t, "large shield", pl.Worn[game.SlotOff].Name)
	stances := g.Stances()
	p.key("]")
	require.NotEqual(t, assets.NeutralStance, pl.Stance, "] takes another stance")
	assert.Contains(t, stances, pl.Stance)
	foe := p.living()[0]
	var freeBlow, bashed bool
	for try := 0; try < 40 && !(freeBlow && bashed); try++ {
		if foe.Dead {
			live := p.living()
			require.NotEmpty(t, live, "the goblins died before the lesson was done")
			foe = live[0]
		}
		p.walkTo(foe.Pos, true)
		if levels.Distance(pl.Pos, foe.Pos) != 1 {
			continue
		}
		if away := p.awayFrom(foe); !freeBlow && away != (gruid.Point{}) {
			p.forget()
			p.move(away)
			freeBlow = p.said("takes a free blow as you step away")
			continue
		}
		p.forget()
		p.key(string(BashKey))
		require.IsType(t, &Direction{}, m.Screen())
		p.move(foe.Pos.Sub(pl.Pos))
		bashed = bashed || p.attacked(func(e *game.Event) bool { return e.Mode.String() == "bash" && e.Outcome.Hit }) &&
			p.said("The goblin is dazzled.")
	}
	require.True(t, bashed, "a bash landed and dazzled a goblin")
	require.True(t, freeBlow, "a goblin took a free blow as the pupil stepped away")
	p.clear()
	p.downstairs(ls)

	// 4. A shot with the bow, a throw of a javelin, across the chasm.
	ls = lesson(4)
	require.Equal(t, "short bow", pl.Worn[game.SlotMissile].Name, "the gift readied")
	p.inView()
	p.forget()
	p.key("f")
	require.IsType(t, &Aim{}, m.Screen())
	p.key("f")
	assert.True(t, p.attacked(func(e *game.Event) bool { return e.Mode.String() == "shot" }), "a shot: %v %q", p.log, m.Notice())
	p.inView()
	p.forget()
	p.key("T" + p.packKey("javelin"))
	require.IsType(t, &Aim{}, m.Screen())
	p.tick(pressed(KeyEnter))
	assert.True(t, p.attacked(func(e *game.Event) bool { return e.Mode.String() == "throw" && e.Weapon == "javelin" }), "a throw: %v %q", p.log, m.Notice())
	p.clear()
	p.downstairs(ls)

	// 5. A sneak attack on a sleeper, the mail off and the maul left behind to make less noise.
	ls = lesson(5)
	p.key("r" + string('a'+rune(game.SlotBody)))
	require.Empty(t, pl.Worn[game.SlotBody].Name, "the mail off")
	p.key("d" + p.packKey("maul"))
	p.forget()
	sneak := func() bool { return p.attacked(func(e *game.Event) bool { return e.Outcome.Sneak }) }
	for _, c := range p.living() { // one after the other: a sleeper that woke is fought before the next
		if sneak() {
			break
		}
		p.walkTo(c.Pos, true)
		p.move(c.Pos.Sub(pl.Pos))
		p.fight(c, sneak)
	}
	require.True(t, p.attacked(func(e *game.Event) bool { return e.Outcome.Sneak }), "a sneak attack: %v", p.log)
	p.clear()
	p.key("w" + p.packKey("chain mail shirt"))
	require.Equal(t, "chain mail shirt", pl.Worn[game.SlotBody].Name, "the mail on again")
	p.downstairs(ls)

	// 6. A potion drunk, a scroll read: both unknown until tried.
	ls = lesson(6)
	for _, it := range g.Items {
		p.walkTo(it.Pos, false)
		p.key("g")
	}
	var potion, scroll game.Item
	for _, it := range pl.Pack {
		switch it.Kind {
		case game.ItemPotion:
			potion = it
		case game.ItemScroll:
			scroll = it
		}
	}
	require.Equal(t, game.ItemPotion, potion.Kind, "the potion picked up")
	require.Equal(t, game.ItemScroll, scroll.Kind, "the scroll picked up")
	assert.NotContains(t, g.ItemName(potion), potion.Name, "the potion is known by its looks alone")
	assert.NotContains(t, g.ItemName(scroll), scroll.Name, "and the scroll")
	turns := g.Turns
	p.key(string(QuaffKey) + string(potion.Letter))
	assert.Greater(t, g.Turns, turns, "the potion drunk")
	assert.NotContains(t, pl.Pack, potion)
	assert.Contains(t, g.ItemName(potion), potion.Name, "and known by name from then on")
	p.key(string(ReadKey) + string(scroll.Letter))
	assert.Contains(t, g.ItemName(scroll), scroll.Name, "the scroll read, and known")
	p.downstairs(ls)

	// 7. A trap: searched for beside it, then found, or sprung.
	ls = lesson(7)
	require.NotEmpty(t, g.Traps)
	first := g.Traps[0].Pos
	p.walkTo(first, true)
	for range 10 {
		if g.FoundTrapAt(first) != nil {
			break
		}
		p.key(string(SearchKey))
	}
	p.forget()
	p.walkTo(g.Level.Down, false)
	found := g.FoundTrapAt(first) != nil
	sprung := false
	for _, e := range p.evs {
		sprung = sprung || e.Kind == game.EventTrap
	}
	assert.True(t, found || sprung, "a trap found or sprung")
	p.downstairs(ls)

	// 8. A spell cast.
	ls = lesson(8)
	require.Contains(t, pl.Spells, ls.Learn[0])
	p.inView()
	p.forget()
	p.key(string(CastKey))
	require.IsType(t, &Aim{}, m.Screen())
	p.tick(pressed(KeyEnter))
	cast := false
	for _, e := range p.evs {
		cast = cast || e.Kind == game.EventBolt && e.Weapon == ls.Learn[0]
	}
	assert.True(t, cast, "the fire bolt flew: %v %q", p.log, m.Notice())
	p.clear()
	p.downstairs(ls)

	// 9. The odds, said in words on the look screen.
	ls = lesson(9)
	p.inView()
	p.key(string(LookKey))
	p.key(string(LookKey)) // again on the creature: described
	text := drawnTexts(t, m, g)
	assert.Contains(t, text, "You would hit it ", "the odds in words")
	assert.False(t, strings.ContainsAny(strings.SplitN(text[strings.Index(text, "You would hit it "):], "\n", 2)[0], "0123456789"), "in words")
	p.tick(pressed(KeyEscape))
	p.tick(pressed(KeyEscape))
	p.clear()
	p.walkTo(g.Level.Down, false)
	p.key(">")
	p.tick(Input{}) // the next tick shows the end

	// The end: no death, no score; Enter offers a real game.
	require.True(t, g.Over)
	assert.False(t, g.Won)
	assert.False(t, pl.Dead)
	require.IsType(t, &Death{}, m.Screen())
	end := drawnTexts(t, m, g)
	assert.Contains(t, end, TutorialEndTitle(lang.English()))
	assert.Contains(t, end, TutorialAgain(lang.English()))
	assert.NotContains(t, end, "Score:", "never scored")
	eff = p.tick(pressed(KeyEnter))
	assert.True(t, eff.Again, "a real game asked for")
	assert.IsType(t, &Creation{}, m.Screen(), "the creation screen, to begin it")
	assert.Equal(t, len(lessons), g.Depth)
}

// awayFrom is a step from the player to a free cell not next to foe, zero when there is none.
func (p *pupil) awayFrom(foe *game.Actor) gruid.Point {
	g := p.g
	for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		n := g.Player.Pos.Add(d)
		if g.Level.At(n).Passable() && g.ActorAt(n) == nil && g.FoundTrapAt(n) == nil && levels.Distance(n, foe.Pos) > 1 {
			return d
		}
	}
	return gruid.Point{}
}

// inView walks toward the nearest living creature until the first target an aim takes is in view and in
// the line of fire.
func (p *pupil) inView() {
	p.t.Helper()
	for range 60 {
		if ts := p.g.Targets(); len(ts) > 0 {
			if a := (&Aim{At: ts[0].Pos}); a.View(p.g).Target == ts[0] {
				return
			}
		}
		live := p.living()
		require.NotEmpty(p.t, live, "a creature left to aim at")
		p.move(p.stepTo(live[0].Pos))
	}
	require.FailNow(p.t, "no creature came in view")
}

// The tutorial (issue 33): a run of the lessons of tutorial.toml, one a level, played by the data's tutorial
// character; never scored, never ended by death, ended by the last lesson's down stairs.

package game

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/levels"
)

// ModeTutorial is the State.Mode of a tutorial game: its lesson is its depth's (one lesson a level), so a
// save needs nothing more to go on with it. The name is the data's (assets.TutorialMode).
const ModeTutorial = assets.TutorialMode

// tutorial is the tutorial's rules: the lesson's level made and peopled, its words said, its gifts given,
// a fall turned into a new try, and the end. It keeps nothing of its own: all it knows is the game's Mode
// and Depth.
type tutorial struct {
	g *Game // the mode, the depth, the floor, the player, the log
}

// on reports whether the game is a tutorial.
func (tu *tutorial) on() bool { return tu.g.Mode == ModeTutorial }

// lesson is the lesson of the current depth, nil outside the tutorial.
func (tu *tutorial) lesson() *assets.Lesson {
	g := tu.g
	ls := g.data.Tutorial.Lessons
	if !tu.on() || g.Depth < 1 || g.Depth > len(ls) {
		return nil
	}
	return &ls[g.Depth-1]
}

// Lesson is the tutorial's lesson being played, its number from 1 and how many there are; false outside the
// tutorial (Mode ModeTutorial).
func (g *Game) Lesson() (l *assets.Lesson, n, of int, ok bool) {
	l = g.tutorial.lesson()
	return l, g.Depth, len(g.data.Tutorial.Lessons), l != nil
}

// start checks that the data has a tutorial to play and gives its character, named in l (nil: English).
func (tu *tutorial) start(d *assets.Data, l *text.Lang) (Character, error) {
	if len(d.Tutorial.Lessons) == 0 {
		return Character{}, fmt.Errorf("the data has no tutorial lesson (tutorial.toml)")
	}
	c := Character(d.Tutorial.Character)
	if c.Name != "" && l != nil {
		c.Name = prose(l, "tutorial", "character", "", c.Name)
	}
	return c, nil
}

// lessonName is the data name of a lesson in a language's data/lesson.toml: its level's file without the
// extension, "01_moving".
func lessonName(ls *assets.Lesson) string {
	if ls.Level == nil {
		return ""
	}
	return strings.TrimSuffix(path.Base(ls.Level.Name), path.Ext(ls.Level.Name))
}

// lessonText is a text of lesson ls in l: its form (title, done, arrive_1 for the first line said on
// arrival) as data/lesson.toml gives it under the lesson's name, else english, tutorial.toml's.
func lessonText(l *text.Lang, ls *assets.Lesson, form, english string) string {
	return prose(l, "lesson", lessonName(ls), form, english)
}

// arriveForm is the form of a lesson's line said on arrival, i from 0: "arrive_1" for the first.
func arriveForm(i int) string { return "arrive_" + strconv.Itoa(i+1) }

// level makes the lesson's level as the current floor, with the player on its up stairs, its creatures (asleep
// when the lesson says), items and traps; false outside the tutorial (the dungeon makes the level).
func (tu *tutorial) level(pl *Actor) bool {
	ls := tu.lesson()
	if ls == nil {
		return false
	}
	g, dg := tu.g, &tu.g.dungeon
	l := levels.Authored(ls.Level, LevelW, LevelH)
	l.Depth = g.Depth
	g.Floor = &Floor{Level: l, Seen: make([]bool, l.W*l.H)}
	g.Floors = append(g.Floors, g.Floor)
	g.Visible = make([]bool, l.W*l.H)
	pl.Pos = l.Up
	dg.addActor(pl)
	traps := ls.Traps
	for _, s := range l.Fixed {
		switch s.Kind {
		case levels.SpawnCreature:
			c, ok := g.data.CreatureByCode(s.Code)
			if !ok || g.ActorAt(s.P) != nil {
				continue
			}
			a := dg.newCreature(c, s.P)
			dg.addActor(a)
			if ls.Asleep {
				a.Awake, a.Wanders = false, false
			}
		case levels.SpawnItem:
			kind, _ := levels.ItemKindOf(s.Code)
			g.gear.dropItem(s.P, dg.loot().ofKind(kind))
		case levels.SpawnTrap:
			if len(traps) > 0 { // the loader gives one name a place
				g.Traps = append(g.Traps, Trap{Name: traps[0], Pos: s.P})
				traps = traps[1:]
			}
		}
	}
	return true
}

// arrive says the lesson of a level the player comes to for the first time, and gives its gifts: the items
// to the pack (a missile weapon or ammunition readied in its empty slot, so that a shot needs no more) and
// the spells learned.
func (tu *tutorial) arrive() {
	ls := tu.lesson()
	if ls == nil {
		return
	}
	g := tu.g
	pl := g.Player
	l := langOf(g)
	g.message(MsgGood, "%s", lessonText(l, ls, "title", ls.Title))
	for i, s := range ls.Arrive {
		g.message(MsgInfo, "%s", lessonText(l, ls, arriveForm(i), s))
	}
	for _, k := range ls.Give {
		it, ok := itemNamed(g.data, k.Item, k.Count)
		if !ok || !g.gear.fits(pl, it) {
			continue
		}
		it.Known = true
		g.gear.addToPack(pl, it)
		if s, ok := g.gear.slotFor(it); ok && (s == SlotMissile || s == SlotAmmo) && pl.Worn[s].Name == "" {
			if i := indexOf(pl.Pack, it); i >= 0 {
				g.gear.equip(pl, i, false)
			}
		}
	}
	for _, s := range ls.Learn {
		g.spells.learn(pl, s)
	}
}

// descend takes the player down the lesson's stairs: its done line said, then the next lesson, or the end
// of the tutorial after the last (the game over, neither won nor lost: never scored), or after a lesson
// beyond the data's last (a reload with fewer): never a level of the dungeon. False outside the tutorial.
func (tu *tutorial) descend() bool {
	if !tu.on() {
		return false
	}
	g := tu.g
	if ls := tu.lesson(); ls != nil { // none: data reloaded with fewer lessons, and this one the last
		g.message(MsgGood, "%s", lessonText(langOf(g), ls, "done", ls.Done))
	}
	if g.Depth < len(g.data.Tutorial.Lessons) {
		g.dungeon.changeFloor(1)
		return true
	}
	g.Over, g.Cause = true, ""
	g.message(MsgGood, "%s", prose(langOf(g), "tutorial", "finished", "", g.data.Tutorial.Finished))
	return true
}

// spare turns the player's death in a lesson into a new try: alive again on the lesson's up stairs, whole,
// rid of wounds, poison, sickness and the moment's troubles, told so; false outside the tutorial (the death
// stands).
func (tu *tutorial) spare() bool {
	if !tu.on() {
		return false
	}
	g := tu.g
	pl := g.Player
	pl.Dead, pl.HP = false, pl.MaxHP
	pl.Bleeding, pl.Poison, pl.Disease, pl.Sick = 0, 0, "", 0
	pl.Spent, pl.Winded, pl.Raging, pl.DazzledUntil = 0, false, false, 0
	pl.Pos = g.Level.Up
	if a := g.cells.at(g.Floor, pl.Pos); a != nil {
		g.dungeon.shove(a)
	}
	g.message(MsgGood, "%s", prose(langOf(g), "tutorial", "spared", "", g.data.Tutorial.Spared))
	g.updateSight()
	return true
}

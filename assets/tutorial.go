// The tutorial (issue 33): tutorial.toml's lessons, each a whole level of tutorial/*.txt and the words said
// in it, and the character who plays them.

package assets

import (
	"fmt"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/cleave-game/cleave/levels"
)

// TutorialDir is the directory of the tutorial's levels, in the embedded files and in an overlay: never
// read for a run of the dungeon.
const TutorialDir = "tutorial"

// MaxLessonLine bounds a line a lesson says, in characters: the log shows it whole.
const MaxLessonLine = 240

// Tutorial is tutorial.toml: the character it is played with and its lessons in order, one a level.
type Tutorial struct {
	// Character plays the tutorial: a race and a background of the data (Name "" for none).
	Character DefaultCharacter
	// Spared is said when the player falls in a lesson: the tutorial never ends in death.
	Spared string
	// Finished is said when the last lesson's down stairs end the tutorial.
	Finished string
	// Offer is the creation screen's line that begins it, About the line under it.
	Offer, About string
	Lessons      []Lesson
}

// Lesson is one level of the tutorial and what is said in it.
type Lesson struct {
	Title  string
	Arrive []string // said on arrival, in order
	Done   string   // said when the player takes its down stairs
	// Level is the lesson's whole level (tutorial/<file>): its creatures by letter, items by class, traps
	// by '^'.
	Level *levels.Vault
	// Give are put in the player's pack on arrival (the first time), Learn the spells taught then.
	Give  []KitItem
	Learn []string
	// Traps name the traps of the level's '^' places, in the order they are read (row by row).
	Traps []string
	// Asleep: the level's creatures start asleep (they neither wander nor have noticed anyone).
	Asleep bool
}

type tutorialFile struct {
	Character *defaultRow `toml:"character"`
	Spared    string      `toml:"spared"`
	Finished  string      `toml:"finished"`
	Offer     string      `toml:"offer"`
	About     string      `toml:"about"`
	Lesson    []lessonRow `toml:"lesson"`
}

type lessonRow struct {
	Title  string   `toml:"title"`
	Level  string   `toml:"level"`
	Arrive []string `toml:"arrive"`
	Done   string   `toml:"done"`
	Give   []kitRow `toml:"give"`
	Learn  []string `toml:"learn"`
	Traps  []string `toml:"traps"`
	Asleep bool     `toml:"asleep"`
}

// line checks a line a lesson says at path: not empty, short, and without a digit (the chapter's rule: the
// words say it, never a number).
func lessonLine(g *ent, path, s string) {
	switch n := utf8.RuneCountInString(s); {
	case strings.TrimSpace(s) == "":
		g.errorf(path, "%s is empty", path)
	case n > MaxLessonLine:
		g.errorf(path, "a line of %d characters, more than the %d the log shows whole", n, MaxLessonLine)
	case strings.ContainsAny(s, "0123456789"):
		g.errorf(path, "a lesson's line gives a number: lessons say it in words (combat/RULES.md §7.6)")
	}
}

// tutorialFile reads tutorial.toml and the levels of its lessons (srcs: tutorial/*.txt), once the
// creatures, items, spells and traps are read; every problem at its file, line and column. A level no
// lesson names is reported: a level left behind is a mistake.
func (l *loader) tutorialFile(file string, data []byte, srcs []vaultSource, creaturesOK, itemsOK bool) {
	byName := map[string]vaultSource{}
	for _, s := range srcs {
		byName[path.Base(s.name)] = s
	}
	used := map[string]bool{}
	t := Tutorial{}
	given := false
	for _, g := range decodeGroups[tutorialFile](file, data, &l.errs) {
		if !g.ok {
			continue
		}
		if g.table == "" {
			given = true
			if !g.require("character", "spared", "finished", "offer", "about") {
				continue
			}
			c := *g.val.Character
			if !g.has("character.race") || !g.has("character.background") {
				g.errorf("character", "character needs a race and a background")
			} else {
				g.ref("character.race", "race", c.Race, l.races)
				g.ref("character.background", "background", c.Background, l.backgrounds)
			}
			g.nonEmpty("character.name", c.Name)
			t.Character = DefaultCharacter(c)
			lessonLine(g.ent, "spared", g.val.Spared)
			lessonLine(g.ent, "finished", g.val.Finished)
			lessonLine(g.ent, "offer", g.val.Offer)
			lessonLine(g.ent, "about", g.val.About)
			t.Spared, t.Finished, t.Offer, t.About = g.val.Spared, g.val.Finished, g.val.Offer, g.val.About
			continue
		}
		if g.table != "lesson" || len(g.val.Lesson) != 1 {
			continue
		}
		r := g.val.Lesson[0]
		if !g.require("title", "level", "arrive", "done") {
			continue
		}
		before := len(l.errs)
		ls := Lesson{Title: r.Title, Arrive: r.Arrive, Done: r.Done, Learn: r.Learn, Traps: r.Traps, Asleep: r.Asleep}
		lessonLine(g.ent, "title", r.Title)
		if len(r.Arrive) == 0 {
			g.errorf("arrive", "a lesson says something on arrival: arrive has no line")
		}
		for i, s := range r.Arrive {
			lessonLine(g.ent, fmt.Sprintf("arrive[%d]", i), s)
		}
		lessonLine(g.ent, "done", r.Done)
		for i, k := range r.Give {
			p := fmt.Sprintf("give[%d]", i)
			item := KitItem{Item: k.Item, Count: k.Count}
			if !g.has(p + ".count") {
				item.Count = 1
			}
			g.intIn(p+".count", item.Count, 1, 999)
			if g.has(p + ".hand") {
				g.errorf(p+".hand", "a lesson's gift goes in the pack: the player wields it")
			}
			if !g.has(p + ".item") {
				g.errorf(p, "a gift needs an item")
			} else {
				l.kitRef(g.ent, p, item)
			}
			ls.Give = append(ls.Give, item)
		}
		for i, s := range r.Learn {
			g.ref(fmt.Sprintf("learn[%d]", i), "spell", s, l.spells)
		}
		for i, s := range r.Traps {
			g.ref(fmt.Sprintf("traps[%d]", i), "trap", s, l.traps)
		}
		src, ok := byName[r.Level]
		switch {
		case !ok:
			g.errorf("level", "level %q: no such file in %s/ (it has %s)", r.Level, TutorialDir, levelNames(srcs))
		case used[r.Level]:
			g.errorf("level", "level %q is a second lesson's: one lesson a level", r.Level)
		default:
			used[r.Level] = true
			ls.Level = l.level(src, creaturesOK, itemsOK, true)
			if ls.Level == nil {
				break // reported at its file, line and column
			}
			if !ls.Level.Whole {
				l.errs = append(l.errs, Problem{File: src.label, Line: 1, Col: 1, Msg: "a lesson's level is a whole level: it needs \"; kind: whole\""})
			}
			n := 0
			for _, sp := range ls.Level.Spawns {
				if sp.Kind != levels.SpawnTrap {
					continue
				}
				if n >= len(r.Traps) {
					line, col := ls.Level.Pos(sp.P)
					l.errs = append(l.errs, Problem{File: src.label, Line: line, Col: col,
						Msg: fmt.Sprintf("a trap's place, and the lesson %q (%s) names %d traps: traps names one for each '^'", r.Title, file, len(r.Traps))})
				}
				n++
			}
			if n < len(r.Traps) {
				g.errorf("traps", "traps names %d traps, and level %s has %d places '^' for them", len(r.Traps), r.Level, n)
			}
		}
		if len(l.errs) == before {
			t.Lessons = append(t.Lessons, ls)
		}
	}
	if !given {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "missing keys character, spared, finished, offer and about before the first [[lesson]]"})
	}
	if len(t.Lessons) == 0 && len(l.errs) == 0 {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no [[lesson]]: the tutorial needs one at least"})
	}
	for _, s := range srcs {
		if !used[path.Base(s.name)] {
			l.errs = append(l.errs, Problem{File: s.label, Line: 1, Col: 1, Msg: fmt.Sprintf("no lesson of %s plays this level", file)})
		}
	}
	l.d.Tutorial = t
}

// levelNames names the files of srcs: "01_moving.txt, 02_glance.txt".
func levelNames(srcs []vaultSource) string {
	names := make([]string, len(srcs))
	for i, s := range srcs {
		names[i] = path.Base(s.name)
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

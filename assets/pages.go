// The rule sets' help pages (pages/NAME.toml): each rule set told for players, read strictly as the other
// files are, every problem at its line and column; the data names a page writes ({stance:aggressive}) are
// checked against the data.

package assets

import (
	"errors"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/combat/ruleset"
)

// PageFile is the help page of the rule set named name: "pages/drn.toml".
func PageFile(name string) string { return path.Join("pages", name+".toml") }

// About is the help page of the loaded rule set named name ("" the default), and whether the data has one.
func (d *Data) About(name string) (ruleset.About, bool) {
	s, err := d.RuleSet(name)
	if err != nil {
		return ruleset.About{}, false
	}
	a, ok := d.pages[s.Name()]
	return a, ok
}

// pageRow is an entry of a page: its top level (the page's sections), or a [[condition]].
type pageRow struct {
	Title   string `toml:"title"`
	Summary string `toml:"summary"`
	Source  string `toml:"source"`
	Blow    string `toml:"blow"`
	Numbers string `toml:"numbers"`
	Stances string `toml:"stances"`
	Shields string `toml:"shields"`
	Armour  string `toml:"armour"`
	Sneak   string `toml:"sneak"`
	Magic   string `toml:"magic"`
	Spells  string `toml:"spells"`
	LeftOut string `toml:"left_out"`
	// Condition is a [[condition]] entry: a condition and what it means under the rule set.
	Condition []pageCondition `toml:"condition"`
}

// pageCondition is a [[condition]] of a page.
type pageCondition struct {
	Name  string `toml:"name"`
	Means string `toml:"means"`
}

// pageSections are a page's top-level keys, every one required: what the issue asks a page to tell.
var pageSections = []string{"title", "summary", "source", "blow", "numbers", "stances", "shields", "armour",
	"sneak", "magic", "spells", "left_out"}

// PageName matches a placeholder of a page's text: {action} (a key, as the help writes it) or {kind:name}
// (a name of the data, written as its name).
var PageName = regexp.MustCompile(`\{([a-z_0-9]+)(?::([^{}]+))?\}`)

// pageKinds are the kinds of data name a page may write, {kind:name}.
func (l *loader) pageKinds() map[string]*names {
	return map[string]*names{"weapon": l.weapons, "armour": l.armours, "creature": l.creatures, "skill": l.skills,
		"stance": l.stances, "race": l.races, "background": l.backgrounds, "talent": l.talents, "spell": l.spells,
		"tag": l.tags}
}

// pages reads the page of each rule set of sets: the overlay's, else the embedded one; a rule set with
// neither has no page (a rule set a test defines).
func (l *loader) pages(overlay fs.FS, label func(string) string, sets ruleset.List, order map[string]int) error {
	l.d.pages = map[string]ruleset.About{}
	for _, s := range sets {
		name := PageFile(s.Name())
		b, lab, err := l.readOverlaid(overlay, label, name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		order[lab] = len(order)
		if p := tooLarge(lab, b); p != nil {
			l.errs = append(l.errs, *p)
			continue
		}
		if a, ok := l.page(lab, b); ok {
			l.d.pages[s.Name()] = a
		}
	}
	return nil
}

// page reads one page.
func (l *loader) page(file string, data []byte) (ruleset.About, bool) {
	var a ruleset.About
	top, ok := false, true
	kinds := l.pageKinds()
	for _, g := range decodeGroups[pageRow](file, data, &l.errs) {
		if !g.ok {
			ok = false
			continue
		}
		r := g.val
		texts := map[string]string{"title": r.Title, "summary": r.Summary, "source": r.Source, "blow": r.Blow,
			"numbers": r.Numbers, "stances": r.Stances, "shields": r.Shields, "armour": r.Armour, "sneak": r.Sneak,
			"magic": r.Magic, "spells": r.Spells, "left_out": r.LeftOut}
		switch g.table {
		case "":
			top = true
			if !g.require(pageSections...) {
				ok = false
				continue
			}
			a.Title, a.Summary, a.Source, a.Blow, a.Numbers = r.Title, r.Summary, r.Source, r.Blow, r.Numbers
			a.Stances, a.Shields, a.Armour, a.Sneak, a.Magic, a.Spells, a.LeftOut = r.Stances, r.Shields, r.Armour, r.Sneak, r.Magic, r.Spells, r.LeftOut
		case "condition":
			if !g.require("name", "means") || len(r.Condition) != 1 {
				ok = false
				continue
			}
			c := r.Condition[0]
			texts = map[string]string{"name": c.Name, "means": c.Means}
			a.Conditions = append(a.Conditions, ruleset.Condition{Name: c.Name, Means: c.Means})
		default:
			g.errorf("", "a page has no [[%s]] entries: its keys stand alone, and [[condition]]", g.table)
			ok = false
			continue
		}
		for _, key := range slices.Sorted(maps.Keys(texts)) {
			text := texts[key]
			if !g.has(key) {
				continue
			}
			g.nonEmpty(key, text)
			if key == "summary" || key == "title" || key == "name" {
				if strings.Contains(text, "\n") {
					g.errorf(key, "%s is one line", key)
				}
			}
			for _, m := range PageName.FindAllStringSubmatch(text, -1) {
				if m[2] == "" {
					continue // a key: the interface knows the actions (render/ui checks them)
				}
				set, known := kinds[m[1]]
				if !known {
					g.errorf(key, "%s names a %q, which is no kind of data: want one of weapon, armour, creature, skill, stance, race, background, talent, spell, tag", key, m[1])
					continue
				}
				kind, name, e := m[1], m[2], g.ent
				l.pageRefs = append(l.pageRefs, func() { e.ref(key, kind, name, set) })
			}
		}
	}
	if !top && ok {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no page: the file needs its keys (" + strings.Join(pageSections, ", ") + ")"})
		ok = false
	}
	return a, ok
}

// FillNames writes each data name of a page's text s ({stance:aggressive}) by name(kind, name) (the name in
// the language shown), and each key ({action}) by key(action).
func FillNames(s string, name func(kind, name string) string, key func(action string) string) string {
	return PageName.ReplaceAllStringFunc(s, func(m string) string {
		sub := PageName.FindStringSubmatch(m)
		if sub[2] != "" {
			return name(sub[1], sub[2])
		}
		return key(sub[1])
	})
}

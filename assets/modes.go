// modes.toml: the kinds of run a player chooses on the creation screen (combat/RULES.md §38.5): the whole
// dungeon, a short run to a nearer goal, an explore run in which death is not the end.

package assets

import (
	"path"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/levels"
)

// TutorialMode is the mode name the tutorial's game keeps (another file gives the tutorial): a game may
// name it though modes.toml does not.
const TutorialMode = "tutorial"

// The deaths of a mode: final ends the game, stairs puts the player back on the stairs.
const (
	DeathFinal  = "final"
	DeathStairs = "stairs"
)

// deaths are the values of a mode's death key.
var deaths = []string{DeathFinal, DeathStairs}

// Mode is one [[mode]] of modes.toml, its goal filled in from dungeon.toml where it gives none.
type Mode struct {
	Name, Title, Text string
	// Death is DeathFinal or DeathStairs.
	Death string
	// Scored: a run of it may enter the high-score table.
	Scored bool
	// GoalDepth is the level of the goal; GoalLevel, when not nil, the whole level made there.
	GoalDepth int
	GoalLevel *levels.Vault
	// Artefact, ArtefactText and Guardian are the goal's (dungeon.toml's unless the mode gives its own).
	Artefact, ArtefactText, Guardian string
}

// Final reports whether the player's death ends a game of m.
func (m *Mode) Final() bool { return m.Death != DeathStairs }

// Mode is the mode named name ("" the first, the whole dungeon), and whether the data has it.
func (d *Data) Mode(name string) (*Mode, bool) {
	if len(d.Modes) == 0 {
		return nil, false
	}
	if name == "" {
		return &d.Modes[0], true
	}
	for i := range d.Modes {
		if d.Modes[i].Name == name {
			return &d.Modes[i], true
		}
	}
	return nil, false
}

// ModeNames are the names of the data's modes, in modes.toml's order.
func (d *Data) ModeNames() []string {
	out := make([]string, len(d.Modes))
	for i, m := range d.Modes {
		out[i] = m.Name
	}
	return out
}

type modesFile struct {
	Mode []modeRow `toml:"mode"`
}

type modeRow struct {
	Name         string `toml:"name"`
	Title        string `toml:"title"`
	Text         string `toml:"text"`
	Death        string `toml:"death"`
	Scored       bool   `toml:"scored"`
	GoalDepth    int    `toml:"goal_depth"`
	GoalLevel    string `toml:"goal_level"`
	Artefact     string `toml:"artefact"`
	ArtefactText string `toml:"artefact_text"`
	Guardian     string `toml:"guardian"`
}

// maxModeText bounds a mode's line on the creation screen, in bytes.
const maxModeText = 200

// modesFile reads modes.toml (after dungeon.toml, whose goal a mode may change); the goal levels it names
// are looked up once the vaults are read (modeLevels).
func (l *loader) modesFile(file string, data []byte) {
	l.d.Modes = nil
	l.modeLevels = nil
	seen := map[string]bool{}
	entries := 0 // the [[mode]] entries met, good or not: the first is the whole dungeon
	for _, g := range decodeGroups[modesFile](file, data, &l.errs) {
		if !g.ok || g.table == "" { // the header's comment; a key there is unknown to the decoder
			continue
		}
		if g.table != "mode" || len(g.val.Mode) != 1 {
			g.errorf("", "modes.toml has only [[mode]] entries")
			continue
		}
		r := g.val.Mode[0]
		entries++
		if !g.once(seen, g.table, r.Name) || !g.require("title", "text", "death", "scored") {
			continue
		}
		before := len(l.errs)
		if r.Name != strings.ToLower(r.Name) || strings.ContainsAny(r.Name, " \t/=&?") {
			g.errorf("name", "mode %q: one word in lower case, as --mode names it", r.Name)
		}
		g.nonEmpty("title", r.Title)
		g.nonEmpty("text", r.Text)
		if len(r.Text) > maxModeText {
			g.errorf("text", "a line of %d bytes, more than the %d the creation screen shows", len(r.Text), maxModeText)
		}
		g.enum("death", r.Death, deaths)
		m := Mode{Name: r.Name, Title: r.Title, Text: r.Text, Death: r.Death, Scored: r.Scored,
			GoalDepth: l.d.Dungeon.GoalDepth, Artefact: l.d.Dungeon.Artefact, ArtefactText: l.d.Dungeon.ArtefactText, Guardian: l.d.Dungeon.Guardian}
		first := entries == 1
		switch {
		case first && (g.has("goal_depth") || g.has("goal_level") || r.Death != DeathFinal || !r.Scored):
			g.errorf("name", "the first mode is the whole dungeon as dungeon.toml makes it: no goal_depth or goal_level, death %q, scored", DeathFinal)
		case g.has("goal_depth") != g.has("goal_level"):
			g.errorf("goal_depth", "goal_depth and goal_level go together: the goal's level at its depth")
		case g.has("goal_depth"):
			g.intIn("goal_depth", r.GoalDepth, 2, 100)
			g.nonEmpty("goal_level", r.GoalLevel)
			if r.GoalDepth < m.GoalDepth { // never below the whole dungeon's goal, which bounds a save
				m.GoalDepth = r.GoalDepth
			}
		}
		if g.has("artefact") {
			g.nonEmpty("artefact", r.Artefact)
			m.Artefact = r.Artefact
		}
		if g.has("artefact_text") {
			g.nonEmpty("artefact_text", r.ArtefactText)
			m.ArtefactText = r.ArtefactText
		}
		if g.has("guardian") {
			guardian := r.Guardian
			l.later = append(l.later, func() { g.ref("guardian", "creature", guardian, l.creatures) })
			m.Guardian = r.Guardian
		}
		if len(l.errs) > before {
			continue
		}
		if r.GoalLevel != "" {
			i, name := len(l.d.Modes), r.GoalLevel
			l.modeLevels = append(l.modeLevels, func() {
				for _, v := range l.d.Vaults {
					if strings.TrimSuffix(path.Base(v.Name), ".txt") != name {
						continue
					}
					switch {
					case !v.Whole:
						g.errorf("goal_level", "vaults/%s.txt is a piece, not a whole level (; kind: whole)", name)
					case !slices.Contains(v.Tiles, levels.Artefact):
						g.errorf("goal_level", "vaults/%s.txt holds no artefact '_' to be the goal", name)
					}
					l.d.Modes[i].GoalLevel = v
					return
				}
				g.errorf("goal_level", "no whole level vaults/%s.txt", name)
			})
		}
		l.d.Modes = append(l.d.Modes, m)
	}
	if len(l.d.Modes) == 0 && len(l.errs) == 0 {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no [[mode]]: the first is the whole dungeon"})
	}
}

// checkModeLevels looks up the goal levels the modes name, once the vaults are read.
func (l *loader) checkModeLevels() {
	for _, f := range l.modeLevels {
		f()
	}
}

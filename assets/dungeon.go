// dungeon.toml: the shape of a run (combat/RULES.md §38): how deep the goal lies, the artefact and its
// guardian, the themes of the depths, wading, and the score.

package assets

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/levels"
)

// Dungeon is dungeon.toml: the goal at the bottom, the themes of the levels by depth, and the score.
type Dungeon struct {
	// GoalDepth is the bottom level, the goal's: an authored level holding the artefact.
	GoalDepth int
	// Artefact is the goal's name ("the Heart of the Mountain") and ArtefactText its line of description.
	Artefact, ArtefactText string
	// Guardian is the creature of creatures.toml that stands by the artefact, made once per game, on the
	// goal's level.
	Guardian string
	// WaterStep is how many times longer a step into shallow water takes (RULES.md §38.3).
	WaterStep float64
	// CreaturesBase and CreaturesPerLevel are how many creatures a generated level holds (RULES.md §38.2):
	// CreaturesAt.
	CreaturesBase     int
	CreaturesPerLevel float64
	Score             ScoreRules
	// Themes are the themes of the depths, in the file's order; ThemeAt finds a depth's.
	Themes []levels.Theme
}

// ScoreRules is the score of a run (RULES.md §38.4): PerLevel points for each level reached (the deepest),
// Artefact for holding the artefact at the end, Escape for coming out with it, and, for an escape, a speed
// bonus of SpeedPercent percent of the turns under SpeedTurns.
type ScoreRules struct {
	PerLevel, Artefact, Escape, SpeedTurns, SpeedPercent int
}

// Score is the score of a run that reached level deepest in turns turns, holding the artefact at the end
// (artefact) or coming out with it (escaped).
func (s ScoreRules) Score(deepest, turns int, artefact, escaped bool) int {
	n := s.PerLevel * deepest
	if artefact || escaped {
		n += s.Artefact
	}
	if escaped {
		n += s.Escape + max(0, s.SpeedTurns-turns)*s.SpeedPercent/100
	}
	return n
}

// CreaturesAt is how many creatures a generated level of depth is populated to, its vault pieces'
// creatures counted among them (RULES.md §38.2): CreaturesBase + CreaturesPerLevel × depth, rounded down.
func (d *Dungeon) CreaturesAt(depth int) int {
	return d.CreaturesBase + int(d.CreaturesPerLevel*float64(depth))
}

// ThemeAt is the theme of depth: the first of Themes whose band holds it, nil for none.
func (d *Dungeon) ThemeAt(depth int) *levels.Theme {
	for i := range d.Themes {
		if t := &d.Themes[i]; depth >= t.From && depth <= t.To {
			return t
		}
	}
	return nil
}

type dungeonFile struct {
	GoalDepth    int            `toml:"goal_depth"`
	Artefact     string         `toml:"artefact"`
	ArtefactText string         `toml:"artefact_text"`
	Guardian     string         `toml:"guardian"`
	WaterStep    float64        `toml:"water_step"`
	CreatBase    int            `toml:"creatures_base"`
	CreatPer     float64        `toml:"creatures_per_level"`
	PerLevel     int            `toml:"score_per_level"`
	ScoreArte    int            `toml:"score_artefact"`
	Escape       int            `toml:"score_escape"`
	SpeedTurns   int            `toml:"score_speed_turns"`
	SpeedPercent int            `toml:"score_speed_percent"`
	Theme        []dungeonTheme `toml:"theme"`
}

type dungeonTheme struct {
	Name    string `toml:"name"`
	Depth   []int  `toml:"depth"`
	Cave    int    `toml:"cave_percent"`
	Pools   int    `toml:"pools"`
	Pillars bool   `toml:"pillars"`
}

// dungeonKeys are the top-level keys dungeon.toml must give.
var dungeonKeys = []string{"goal_depth", "artefact", "artefact_text", "guardian", "water_step", "creatures_base",
	"creatures_per_level", "score_per_level",
	"score_artefact", "score_escape", "score_speed_turns", "score_speed_percent"}

func (l *loader) dungeonFile(file string, data []byte) {
	d := &l.d.Dungeon
	*d = Dungeon{}
	groups, read := rulesGroups[dungeonFile](file, data, &l.errs)
	seen := map[string]bool{}
	for _, g := range groups {
		v := g.val
		if g.table == "" {
			if !g.require(dungeonKeys...) {
				continue
			}
			g.intIn("goal_depth", v.GoalDepth, 2, 100)
			g.nonEmpty("artefact", v.Artefact)
			g.nonEmpty("artefact_text", v.ArtefactText)
			g.floatIn("water_step", v.WaterStep, 1, 10)
			g.intIn("creatures_base", v.CreatBase, 0, 100)
			g.floatIn("creatures_per_level", v.CreatPer, 0, 10)
			g.intIn("score_per_level", v.PerLevel, 0, 1000000)
			g.intIn("score_artefact", v.ScoreArte, 0, 1000000)
			g.intIn("score_escape", v.Escape, 0, 1000000)
			g.intIn("score_speed_turns", v.SpeedTurns, 0, 10000000)
			g.intIn("score_speed_percent", v.SpeedPercent, 0, 1000)
			guardian := v.Guardian
			l.later = append(l.later, func() { g.ref("guardian", "creature", guardian, l.creatures) })
			d.GoalDepth, d.Artefact, d.ArtefactText, d.Guardian, d.WaterStep = v.GoalDepth, v.Artefact, v.ArtefactText, v.Guardian, v.WaterStep
			d.CreaturesBase, d.CreaturesPerLevel = v.CreatBase, v.CreatPer
			d.Score = ScoreRules{PerLevel: v.PerLevel, Artefact: v.ScoreArte, Escape: v.Escape, SpeedTurns: v.SpeedTurns, SpeedPercent: v.SpeedPercent}
			continue
		}
		if g.table != "theme" {
			g.errorf("", "dungeon.toml has no [[%s]] entries", g.table)
			continue
		}
		t := v.Theme[0]
		if !g.once(seen, g.table, t.Name) || !g.require("depth") {
			continue
		}
		if strings.ContainsAny(t.Name, " \t") {
			g.errorf("name", "theme %q: one word, as vaults name it (; theme: %s)", t.Name, strings.Fields(t.Name)[0])
			continue
		}
		if len(t.Depth) != 2 || t.Depth[0] < 1 || t.Depth[1] < t.Depth[0] {
			g.errorf("depth", "depth: want [first, last], 1 ≤ first ≤ last")
			continue
		}
		g.intIn("cave_percent", t.Cave, 0, 100)
		g.intIn("pools", t.Pools, 0, 20)
		for _, o := range d.Themes {
			if t.Depth[0] <= o.To && o.From <= t.Depth[1] {
				g.errorf("depth", "depths %d-%d meet those of theme %q (%d-%d)", t.Depth[0], t.Depth[1], o.Name, o.From, o.To)
			}
		}
		d.Themes = append(d.Themes, levels.Theme{Name: t.Name, From: t.Depth[0], To: t.Depth[1], Cave: t.Cave, Pools: t.Pools, Pillars: t.Pillars})
	}
	if !read {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: fmt.Sprintf("missing keys: dungeon.toml needs %s before its themes", strings.Join(dungeonKeys, ", "))})
	}
}

// The odds command's flags of the moment: --sneak, --asleep, --talent, --raging, --dazzled, --winded,
// --target-dazzled (combat/RULES.md §22–§27).

package cli

import (
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// momentFlags declares the flags of the moment into m.
func momentFlags(fs *flagSet, m *game.Moment) {
	fs.boolVar(&m.Sneak, "sneak", "a sneak attack: the target has not noticed the attacker (RULES.md §22.2; no vitals: immune)")
	fs.boolVar(&m.Asleep, "asleep", "the target sleeps: an exploit, and a sneak attack (RULES.md §22.3)")
	fs.listVar(&m.Talents, "talent", "talent", func(d *assets.Data) []string { return names(d.Talents, func(t assets.Talent) string { return t.Name }) },
		"a talent of talents.toml the attacker has (give it again for more)")
	fs.boolVar(&m.Raging, "raging", "the attacker rages (needs --talent with rage, such as Battle-scarred; RULES.md §27.2)")
	fs.boolVar(&m.Dazzled, "dazzled", "the attacker is dazzled (RULES.md §24.1)")
	fs.boolVar(&m.Winded, "winded", "the attacker is winded (RULES.md §26.2)")
	fs.boolVar(&m.TargetDazzled, "target-dazzled", "the target is dazzled (RULES.md §24.1; drn: stunned)")
}

// momentWords lists the moment's parts for the table: "sneak attack, dazzled, talents Vital strike".
func momentWords(m game.Moment) string {
	var parts []string
	switch {
	case m.Asleep:
		parts = append(parts, "sneak attack on a sleeper")
	case m.Sneak:
		parts = append(parts, "sneak attack")
	}
	if m.Raging {
		parts = append(parts, "raging")
	}
	if m.Dazzled {
		parts = append(parts, "dazzled")
	}
	if m.Winded {
		parts = append(parts, "winded")
	}
	if m.TargetDazzled {
		parts = append(parts, "the target dazzled")
	}
	if len(m.Talents) > 0 {
		parts = append(parts, "talents "+strings.Join(m.Talents, ", "))
	}
	return strings.Join(parts, ", ")
}

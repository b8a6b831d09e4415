// The odds command's flags of the moment: --sneak, --asleep, --talent, --raging, --dazzled, --winded
// (combat/RULES.md §22–§27).

package cli

import (
	"flag"
	"strings"

	"github.com/cleave-game/cleave/game"
)

// momentFlags declares the flags of the moment into m.
func momentFlags(fs *flag.FlagSet, m *game.Moment) {
	fs.BoolVar(&m.Sneak, "sneak", false, "a sneak attack: the target has not noticed the attacker (RULES.md §22.2; no vitals: immune)")
	fs.BoolVar(&m.Asleep, "asleep", false, "the target sleeps: an exploit, and a sneak attack (RULES.md §22.3)")
	fs.Func("talent", "a talent of talents.toml the attacker has (give it again for more)", func(s string) error {
		m.Talents = append(m.Talents, s)
		return nil
	})
	fs.BoolVar(&m.Raging, "raging", false, "the attacker rages (needs --talent with rage, such as Battle-scarred; RULES.md §27.2)")
	fs.BoolVar(&m.Dazzled, "dazzled", false, "the attacker is dazzled (RULES.md §24.1)")
	fs.BoolVar(&m.Winded, "winded", false, "the attacker is winded (RULES.md §26.2)")
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
	if len(m.Talents) > 0 {
		parts = append(parts, "talents "+strings.Join(m.Talents, ", "))
	}
	return strings.Join(parts, ", ")
}

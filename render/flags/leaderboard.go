// The --leaderboard flag (issue 37, part 3): the server a daily run may be submitted to.

package flags

import (
	"strings"

	"github.com/cleave-game/cleave/game/flagrange"
	"github.com/cleave-game/cleave/game/leaderboard/client"
)

// baseValue is a leaderboard server's address: an http(s) URL with a host, nothing after its path, at most
// client.MaxBase bytes (client.CheckBase).
type baseValue struct{ p *string }

func (v *baseValue) Set(s string) error {
	if err := client.CheckBase(s); err != nil {
		return flagrange.Want(v, "")
	}
	*v.p = s
	return nil
}
func (v *baseValue) String() string { return *v.p }
func (v *baseValue) Range() string {
	return "an http:// or https:// address of a leaderboard server, nothing after its path"
}
func (v *baseValue) Outside() []string {
	return []string{"", "scores.example.org", "ftp://x", "http://x/?q=1", "http://x/" + strings.Repeat("a", client.MaxBase)}
}

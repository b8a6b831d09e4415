// The registry's rule sets, each checked for what the game, the screens and the designer commands take for
// granted of a rule set (RULES.md §32.1).

package registry

import (
	"flag"
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset"
)

func TestTheRuleSetsOfTheRegistry(t *testing.T) {
	l := List()
	require.NotEmpty(t, l)
	assert.Equal(t, []string{"cleave", "drn", "thac0", "nethack", "tiers"}, l.Names(),
		"the chapter's first (the default); the order is also the number older saves wrote: new ones go at the end")
	word := regexp.MustCompile(`^[a-z][a-z0-9]*$`)
	files := map[string]bool{}
	fs := flag.NewFlagSet("odds", flag.ContinueOnError)
	for _, s := range l {
		name := s.Name()
		assert.Regexp(t, word, name, "a name --rules and ?rules= take")
		got, err := l.Lookup(name)
		require.NoError(t, err)
		assert.Equal(t, name, got.Name())
		if f := s.File(); f.Name != "" {
			assert.False(t, files[f.Name], "%s: a data file of its own", name)
			files[f.Name] = true
			assert.NotNil(t, f.Schema, "%s: a file has its schema", name)
		}
		for _, o := range s.Options() {
			assert.NotEmpty(t, o.Key, name)
			assert.True(t, o.Default >= 0 && o.Default < len(o.Values), "%s: option %s's default is one of its values", name, o.Key)
			turned := o.Turned()
			assert.ElementsMatch(t, o.Values, turned, "%s: option %s turns through every value once", name, o.Key)
			v := o.Default
			for range o.Values {
				v = o.Next(v)
			}
			assert.Equal(t, o.Default, v, "%s: option %s comes back round", name, o.Key)
		}
		assert.NotPanics(t, func() { s.Flags(fs) }, "%s: its odds flags are its own (two rule sets giving one name would panic)", name)
	}
	_, err := l.Lookup("gurps")
	assert.ErrorContains(t, err, "cleave, drn, thac0, nethack, tiers")
	def, err := l.Lookup("")
	require.NoError(t, err)
	assert.Equal(t, "cleave", def.Name(), "\"\" is the default")
	assert.True(t, slices.Contains(l.Names(), "drn"))
}

// A rule set of the registry that is not loaded has no numbers: it says so, it does not panic.
func TestUnloadedRuleSetsRefuse(t *testing.T) {
	for _, s := range List() {
		if s.File().Name == "" {
			continue
		}
		_, err := s.Resolve(nil, &ruleset.Blow{})
		assert.Error(t, err, s.Name())
		_, err = s.Odds(&ruleset.Blow{})
		assert.Error(t, err, s.Name())
	}
}

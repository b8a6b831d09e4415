// Tests of the leaderboard's settings (issue 37, part 3; README "Submitting a daily run").

package prefs

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLeaderboardSettings: the server's address, the name and the secret are read from settings.toml and
// written back alike; an address that is no http(s) URL, a name out of its bounds or characters, a secret
// that is not 32 hex digits, a name without its secret are each refused by name.
func TestLeaderboardSettings(t *testing.T) {
	text := "leaderboard = \"https://scores.example.org\"\nleaderboard_name = \"Thora the_grey-4\"\nleaderboard_secret = \"00112233445566778899aabbccddeeff\"\n"
	s, err := ParseSettings([]byte(text))
	require.NoError(t, err)
	assert.Equal(t, "https://scores.example.org", s.Leaderboard)
	assert.Equal(t, "Thora the_grey-4", s.LeaderboardName)
	b, err := s.Encode()
	require.NoError(t, err)
	back, err := ParseSettings(b)
	require.NoError(t, err)
	assert.Equal(t, s, back)
	for bad, names := range map[string]string{
		"leaderboard = \"ftp://x\"\n":                                 "leaderboard",
		"leaderboard_name = \"Thora\"\n":                              "go together",
		"leaderboard_secret = \"00112233445566778899aabbccddeeff\"\n": "go together",
		"leaderboard_name = \"Thora the grey of Khazad\"\nleaderboard_secret = \"00112233445566778899aabbccddeeff\"\n": "more than 16",
		"leaderboard_name = \"Thorа\"\nleaderboard_secret = \"00112233445566778899aabbccddeeff\"\n":                    "is not a letter", // a Cyrillic а
		"leaderboard_name = \" Thora\"\nleaderboard_secret = \"00112233445566778899aabbccddeeff\"\n":                   "spaces",
		"leaderboard_name = \"Thora\"\nleaderboard_secret = \"0011\"\n":                                                "32 hex digits",
		"leaderboard_name = \"Thora\"\nleaderboard_secret = \"zz112233445566778899aabbccddeeff\"\n":                    "32 hex digits",
	} {
		_, err := ParseSettings([]byte(bad))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), names, bad)
	}
}

// TestNewSecret: a secret is 128 bits in hex, a new one each time.
func TestNewSecret(t *testing.T) {
	a, err := NewSecret()
	require.NoError(t, err)
	b, err := NewSecret()
	require.NoError(t, err)
	assert.Regexp(t, regexp.MustCompile(`^[0-9a-f]{32}$`), a)
	assert.NotEqual(t, a, b)
	assert.NoError(t, checkSecret(a))
}

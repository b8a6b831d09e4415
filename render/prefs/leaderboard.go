// The leaderboard's settings (issue 37): the server to submit daily runs to, and the name and secret the
// player submits them under.

package prefs

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/game/leaderboard/client"
)

// MaxNameLen bounds the name a player submits under, in characters; SecretLen is a secret's length in hex
// digits (128 bits).
const (
	MaxNameLen = 16
	SecretLen  = 32
)

// NameRune reports whether c may be in a leaderboard name: an ASCII letter or digit, a space, - or _ (a name
// every screen and font shows alike, and none that passes for another by a look-alike letter).
func NameRune(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' || c == '-' || c == '_'
}

// CheckName refuses a name the leaderboard does not take: empty, longer than MaxNameLen, a character
// NameRune refuses, or spaces at either end.
func CheckName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("leaderboard_name: empty")
	case len(name) > MaxNameLen:
		return fmt.Errorf("leaderboard_name %q: more than %d characters", name, MaxNameLen)
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("leaderboard_name %q: spaces at an end", name)
	}
	for _, c := range name {
		if !NameRune(c) {
			return fmt.Errorf("leaderboard_name %q: %q is not a letter, a digit, a space, - or _", name, c)
		}
	}
	return nil
}

// NewSecret is a new player's secret: 128 bits from the system's secure random source (secretBits: crypto/rand
// on the desktop, the browser's crypto.getRandomValues), as 32 hex digits.
func NewSecret() (string, error) {
	var b [SecretLen / 2]byte
	if err := secretBits(b[:]); err != nil {
		return "", fmt.Errorf("leaderboard secret: %w", err)
	}
	const digits = "0123456789abcdef"
	out := make([]byte, 0, SecretLen)
	for _, c := range b {
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out), nil
}

// checkSecret refuses a secret that is not SecretLen hex digits (lower case, as NewSecret makes them).
func checkSecret(s string) error {
	if len(s) != SecretLen || strings.Trim(s, "0123456789abcdef") != "" {
		return fmt.Errorf("leaderboard_secret: want %d hex digits", SecretLen)
	}
	return nil
}

// checkLeaderboard refuses leaderboard settings that could not be used: an address that is no http(s) URL, a
// name CheckName refuses, a secret that is not 32 hex digits, or a name without its secret (and the other
// way: the two are made together).
func (s Settings) checkLeaderboard() error {
	if s.Leaderboard != "" {
		if err := client.CheckBase(s.Leaderboard); err != nil {
			return err
		}
	}
	if (s.LeaderboardName == "") != (s.LeaderboardSecret == "") {
		return fmt.Errorf("leaderboard_name and leaderboard_secret go together: give both or neither")
	}
	if s.LeaderboardName == "" {
		return nil
	}
	if err := CheckName(s.LeaderboardName); err != nil {
		return err
	}
	return checkSecret(s.LeaderboardSecret)
}

// The hints already shown: a file beside settings.toml (a localStorage key in the browser) naming the hints the
// player has read, so that each shows once per profile (render/ui's hints, assets/hints.toml's words).

package prefs

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/pelletier/go-toml/v2"

	"github.com/cleave-game/cleave/game/save"
)

// HintsFileName is the file of the hints shown, in the save's directory; HintsKey its localStorage key in the
// browser, the text the file would hold.
const (
	HintsFileName = "hints_shown.toml"
	HintsKey      = "cleave.hints"
)

// The bounds of the file of hints shown: it names a few short words, and anything larger is no file of ours.
const (
	MaxHintsFileLen = 4096
	MaxHintsShown   = 64
	maxHintNameLen  = 32
)

var hintsText = save.Text{Name: HintsFileName, Key: HintsKey}

// Shown is the set of hints shown, by event name (assets.HintEvents), sorted; nil: none yet.
type Shown []string

// Has reports whether the hint of event was shown.
func (s Shown) Has(event string) bool {
	_, ok := slices.BinarySearch(s, event)
	return ok
}

// With is s with event added (s when it has it already).
func (s Shown) With(event string) Shown {
	i, ok := slices.BinarySearch(s, event)
	if ok {
		return s
	}
	return slices.Insert(slices.Clone(s), i, event)
}

type hintsFile struct {
	Shown []string `toml:"shown"`
}

// LoadShown reads the hints shown: none when there is no file. A file that cannot be read or is damaged
// is an error saying why; the caller then shows the hints again (none shown), never stopping the game.
func LoadShown() (Shown, error) {
	data, ok, err := hintsText.Read()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", HintsFileName, err)
	}
	if !ok {
		return nil, nil
	}
	return ParseShown(data)
}

// SaveShown writes the hints shown, whole or not at all.
func SaveShown(s Shown) error {
	data, err := s.Encode()
	if err != nil {
		return err
	}
	if err := hintsText.Write(data); err != nil {
		return fmt.Errorf("%s: %w", HintsFileName, err)
	}
	return nil
}

// ParseShown reads the file of hints shown strictly: one key, shown, a list of at most MaxHintsShown names of
// lower-case letters and underscores, in at most MaxHintsFileLen bytes. A name the game does not know (a
// newer version's hint) is kept, so that going back and forth between versions loses nothing.
func ParseShown(data []byte) (Shown, error) {
	if len(data) > MaxHintsFileLen {
		return nil, fmt.Errorf("%s: %d bytes, more than the %d of a file of hints shown", HintsFileName, len(data), MaxHintsFileLen)
	}
	var f hintsFile
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		var sm *toml.StrictMissingError
		if errors.As(err, &sm) {
			return nil, fmt.Errorf("%s: %s (the file holds shown = [the hints shown])", HintsFileName, sm.String())
		}
		return nil, fmt.Errorf("%s: %w (the file holds shown = [the hints shown])", HintsFileName, err)
	}
	if len(f.Shown) > MaxHintsShown {
		return nil, fmt.Errorf("%s: %d hints shown, more than the %d there may be", HintsFileName, len(f.Shown), MaxHintsShown)
	}
	var s Shown
	for _, n := range f.Shown {
		if !hintName(n) {
			return nil, fmt.Errorf("%s: %q is no hint's name (lower-case letters and underscores, at most %d)", HintsFileName, n, maxHintNameLen)
		}
		s = s.With(n)
	}
	return s, nil
}

// hintName reports whether n is written as a hint's name: lower-case letters and underscores.
func hintName(n string) bool {
	if n == "" || len(n) > maxHintNameLen {
		return false
	}
	for _, c := range n {
		if (c < 'a' || c > 'z') && c != '_' {
			return false
		}
	}
	return true
}

// Encode writes the hints shown as their file holds them.
func (s Shown) Encode() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("# The hints Cleave has shown you, each once; the settings screen (O) shows them again or switches them off.\n")
	if err := toml.NewEncoder(&b).Encode(hintsFile{Shown: append([]string{}, s...)}); err != nil {
		return nil, fmt.Errorf("%s: %w", HintsFileName, err)
	}
	return b.Bytes(), nil
}

// The archive's file: JSON lines, a header first (its format, version, the data's fingerprint and how many
// fights follow), then one fight a line. Every size is bounded as it is read.

package archive

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Format and Version name the file's format in its header; a file of another version is refused.
const (
	Format  = "cleave-fights"
	Version = 1
)

// The file's bounds.
const (
	// MaxFileFights is the most fights a file holds (a server's export is at most that many).
	MaxFileFights = 100_000
	// MaxLine is the longest line of a file, 256 KiB: a fight with the fullest pack and MaxCreatures
	// creatures is some 40 KiB.
	MaxLine = 256 << 10
)

// Header is a file's first line.
type Header struct {
	Format  string `json:"format"`  // Format
	Version int    `json:"version"` // Version
	// Data is the fingerprint of the data the fights' games were played by (save.DataFingerprint): the
	// data a diff's "before" must be.
	Data   string `json:"data"`
	Fights int    `json:"fights"` // how many fight lines follow
}

// ErrFile: a file that is not an archive of fights this build reads.
var ErrFile = errors.New("not an archive of fights")

// Line is fight f as a line of the file (no newline), refused when it is longer than MaxLine.
func Line(f Fight) ([]byte, error) {
	b, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("archive: %w", err)
	}
	if len(b) > MaxLine {
		return nil, fmt.Errorf("archive: a fight of %d bytes: at most %d", len(b), MaxLine)
	}
	return b, nil
}

// WriteLines writes a file of the fights' lines (Line) played by data of fingerprint data.
func WriteLines(w io.Writer, data string, lines [][]byte) error {
	bw := bufio.NewWriter(w)
	if err := WriteHeader(bw, data, len(lines)); err != nil {
		return err
	}
	for _, l := range lines {
		bw.Write(l)
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("archive: %w", err)
	}
	return nil
}

// WriteHeader writes the header line of a file of n fights played by data of fingerprint data: the n
// lines of the fights are to follow, each with its newline.
func WriteHeader(w io.Writer, data string, n int) error {
	if n < 0 || n > MaxFileFights {
		return fmt.Errorf("archive: %d fights: a file holds 0 to %d", n, MaxFileFights)
	}
	h, err := json.Marshal(Header{Format: Format, Version: Version, Data: data, Fights: n})
	if err != nil {
		return fmt.Errorf("archive: %w", err)
	}
	if _, err := w.Write(append(h, '\n')); err != nil {
		return fmt.Errorf("archive: %w", err)
	}
	return nil
}

// Write writes a file of fights played by data of fingerprint data.
func Write(w io.Writer, data string, fights []Fight) error {
	lines := make([][]byte, 0, len(fights))
	for _, f := range fights {
		l, err := Line(f)
		if err != nil {
			return err
		}
		lines = append(lines, l)
	}
	return WriteLines(w, data, lines)
}

// Read reads a file of fights: its header and every fight, each checked (Check). A line longer than
// MaxLine, more fights than MaxFileFights or than the header says, fewer (a file cut short), another
// format or version: refused, saying where.
func Read(r io.Reader) (Header, []Fight, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLine)
	var h Header
	var out []Fight
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if n == 1 {
			if err := json.Unmarshal(line, &h); err != nil || h.Format != Format {
				return Header{}, nil, fmt.Errorf("%w: its first line is no %s header", ErrFile, Format)
			}
			if h.Version != Version {
				return Header{}, nil, fmt.Errorf("%w: version %d of the format; this build reads version %d", ErrFile, h.Version, Version)
			}
			if h.Fights < 0 || h.Fights > MaxFileFights {
				return Header{}, nil, fmt.Errorf("%w: %d fights: a file holds 0 to %d", ErrFile, h.Fights, MaxFileFights)
			}
			out = make([]Fight, 0, h.Fights)
			continue
		}
		if len(line) == 0 {
			continue
		}
		if len(out) == h.Fights {
			return Header{}, nil, fmt.Errorf("%w: line %d: more fights than the header's %d", ErrFile, n, h.Fights)
		}
		var f Fight
		if err := json.Unmarshal(line, &f); err != nil {
			return Header{}, nil, fmt.Errorf("%w: line %d: %w", ErrFile, n, err)
		}
		if err := Check(f); err != nil {
			return Header{}, nil, fmt.Errorf("%w: line %d: %w", ErrFile, n, err)
		}
		out = append(out, f)
	}
	switch err := sc.Err(); {
	case errors.Is(err, bufio.ErrTooLong):
		return Header{}, nil, fmt.Errorf("%w: line %d is longer than %d bytes", ErrFile, n+1, MaxLine)
	case err != nil:
		return Header{}, nil, fmt.Errorf("archive: %w", err)
	case n == 0:
		return Header{}, nil, fmt.Errorf("%w: the file is empty", ErrFile)
	case len(out) != h.Fights:
		return Header{}, nil, fmt.Errorf("%w: %d fights where the header says %d: the file was cut short", ErrFile, len(out), h.Fights)
	}
	return h, out, nil
}

// Check says what is wrong with fight f as a file holds it (nil when nothing): a rule set, a player of a
// race and background, 1 to MaxCreatures creatures each of a kind, alive, a distance within a level.
func Check(f Fight) error {
	switch {
	case f.Rules == "":
		return errors.New("a fight under no rule set")
	case f.Player.Race == "" || f.Player.Background == "":
		return errors.New("a fight whose player has no race or background")
	case f.Player.HP < 1 || f.Player.Dead:
		return errors.New("a fight whose player is dead at its start")
	case len(f.Creatures) == 0 || len(f.Creatures) > MaxCreatures:
		return fmt.Errorf("a fight of %d creatures: want 1 to %d", len(f.Creatures), MaxCreatures)
	case f.Apart < 0 || f.Apart > 1000:
		return fmt.Errorf("a fight %d cells apart", f.Apart)
	case f.Time < 0:
		return fmt.Errorf("a fight at time %d", f.Time)
	}
	for _, c := range f.Creatures {
		if c.Kind == "" || c.Dead || c.HP < 1 || c.MaxHP < 1 {
			return fmt.Errorf("a fight with a creature of no kind, or dead (%q)", c.Kind)
		}
	}
	return nil
}

// Vaults: the authored level pieces and whole levels (vaults/*.txt), overlaid and checked like the tables.

package assets

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/cleave-game/cleave/levels"
)

// VaultDir is the directory of the vault texts, in the embedded files and in an overlay.
const VaultDir = "vaults"

// vaultSource is one vault text to parse: its name ("vaults/shrine.txt"), its label in
// messages and its bytes.
type vaultSource struct {
	name, label string
	text        []byte
}

// vaultSources lists the vault texts in name order: the embedded ones, each replaced by the
// overlay's file of the same name, and the overlay's new ones.
func (l *loader) vaultSources(overlay fs.FS, label func(string) string) ([]vaultSource, error) {
	byName := map[string]vaultSource{}
	embedded, err := fs.Glob(Files, VaultDir+"/*.txt")
	if err != nil {
		return nil, fmt.Errorf("listing the embedded vaults: %w", err)
	}
	for _, n := range embedded {
		b, err := fs.ReadFile(Files, n)
		if err != nil {
			return nil, fmt.Errorf("reading embedded %s: %w", n, err)
		}
		byName[n] = vaultSource{name: n, label: "assets/" + n, text: b}
	}
	if overlay != nil {
		entries, err := fs.ReadDir(overlay, VaultDir)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("reading %s: %w", label(VaultDir), err)
		}
		for _, e := range entries {
			if e.IsDir() || path.Ext(e.Name()) != ".txt" || strings.HasPrefix(e.Name(), ".") {
				continue // not a vault, or an editor's hidden working file
			}
			n := path.Join(VaultDir, e.Name())
			b, err := fs.ReadFile(overlay, n)
			if err != nil {
				return nil, fmt.Errorf("reading %s: %w", label(n), err)
			}
			byName[n] = vaultSource{name: n, label: label(n), text: b}
			l.d.Overlaid = append(l.d.Overlaid, n)
		}
	}
	out := make([]vaultSource, 0, len(byName))
	for _, s := range byName {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, nil
}

// vaults parses each vault text with levels' parser and checks that each letter of a map
// names a creature by its code. Problems are reported at the file, line and column of the
// designer's text.
func (l *loader) vaults(srcs []vaultSource, creaturesOK bool) {
	codes := map[byte]string{}
	for _, c := range l.d.Creatures {
		if len(c.Code) == 1 {
			codes[c.Code[0]] = c.Name
		}
	}
	for _, s := range srcs {
		v, err := levels.ParseVault(s.name, s.text)
		if err != nil {
			var pe *levels.ParseError
			if !errors.As(err, &pe) {
				l.errs = append(l.errs, Problem{File: s.label, Line: 1, Col: 1, Msg: err.Error()})
				continue
			}
			l.errs = append(l.errs, Problem{File: s.label, Line: pe.Line, Col: pe.Col, Msg: pe.What})
			continue
		}
		bad := false
		for _, sp := range v.Spawns {
			if sp.Kind != levels.SpawnCreature || !creaturesOK {
				continue // a broken creatures.toml is reported there, not at every letter
			}
			if _, ok := codes[sp.Code]; !ok {
				line, col := v.Pos(sp.P)
				l.errs = append(l.errs, Problem{File: s.label, Line: line, Col: col,
					Msg: fmt.Sprintf("letter %q names no creature; the codes of creatures.toml are %s", sp.Code, codeList(codes))})
				bad = true
			}
		}
		if !bad {
			l.d.Vaults = append(l.d.Vaults, v)
		}
	}
}

// codeList names each creature code with its creature: "b (cave beetle), k (kobold)".
func codeList(codes map[byte]string) string {
	keys := make([]int, 0, len(codes))
	for c := range codes {
		keys = append(keys, int(c))
	}
	sort.Ints(keys)
	parts := make([]string, len(keys))
	for i, c := range keys {
		parts[i] = fmt.Sprintf("%c (%s)", c, codes[byte(c)])
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"strings"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
)

// The designer page (render/web's designer.html) asks a question by its address: the hash after "#" is a
// command and its flags as a query, "odds?weapon=long+sword&str=15&target=kobold&rules=drn", which Address
// turns into the command's arguments for Run.

// maxAddress bounds the hash Address reads: a choice, room for every flag of a command many times over.
const maxAddress = 4096

// AddressCommands are the commands an address may ask, the designer page's: survey plays whole games,
// minutes of them, and is left to the command line.
var AddressCommands = []string{"odds", "compare", "balance", "arena"}

// Address is the command and flags that hash asks ("#odds?weapon=long+sword&str=15", the "#" optional): the
// command's name, then each pair as --name=value in the order given (a pair with no "=" is a switch,
// --name). It is read by the command's own flag set, so a flag the command does not have, a value out of its
// range or a pair of flags it refuses together is refused here, with the command's own words; names the
// data must hold are checked when the command runs. Flags that name files (--assets, --diff, --plot) are
// refused: a page has no directory to read or write, and files dropped on it are its data (RunFS).
func Address(hash string) ([]string, error) {
	hash = strings.TrimPrefix(hash, "#")
	if len(hash) > maxAddress {
		return nil, fmt.Errorf("the address is %d characters after #: want at most %d", len(hash), maxAddress)
	}
	name, query, _ := strings.Cut(hash, "?")
	var c *command
	for i := range commands {
		if commands[i].name == name {
			c = &commands[i]
		}
	}
	known := false
	for _, a := range AddressCommands {
		known = known || a == name
	}
	if c == nil || !known {
		return nil, fmt.Errorf("%q is not a command the page answers: want #COMMAND?flags, COMMAND one of %s",
			name, strings.Join(AddressCommands, ", "))
	}
	args := []string{name}
	var stderr bytes.Buffer
	e := env{prog: "designer", stdout: io.Discard, stderr: &stderr, sets: registry.List()}
	fset := newFlagSet(e, name)
	c.declare(e, fset)
	for _, pair := range strings.Split(query, "&") {
		if pair == "" {
			continue
		}
		k, v, hasValue := strings.Cut(pair, "=")
		key, err := url.QueryUnescape(k)
		if err != nil {
			return nil, fmt.Errorf("%q in the address: %w", k, err)
		}
		value, err := url.QueryUnescape(v)
		if err != nil {
			return nil, fmt.Errorf("the value of %s in the address: %w", key, err)
		}
		f := fset.Lookup(key)
		switch {
		case key == "h" || key == "help":
			return nil, errors.New("help is not a question: the command's flags are listed on the page")
		case f == nil:
			return nil, fmt.Errorf("%s has no flag %q", name, key)
		}
		if _, isPath := f.Value.(*pathFlag); isPath {
			return nil, fmt.Errorf("flag %s names a file: the page reads no directory (drop data files on it instead)", key)
		}
		if hasValue {
			args = append(args, "--"+key+"="+value)
		} else {
			args = append(args, "--"+key)
		}
	}
	if st := fset.parse(args[1:]); st != ExitOK {
		return nil, errors.New(strings.TrimSpace(stderr.String()))
	}
	return args, nil
}

// RunFS is Run with the data files of overlay over the embedded ones (as assets.Load reads an overlay) where
// no --assets is given: the designer page's dropped files.
func RunFS(prog string, args []string, stdout, stderr io.Writer, overlay fs.FS) (status int, ok bool) {
	if len(args) == 0 {
		return 0, false
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(env{prog: prog, stdout: stdout, stderr: stderr, sets: registry.List(), overlay: overlay}, args[1:]), true
		}
	}
	return 0, false
}

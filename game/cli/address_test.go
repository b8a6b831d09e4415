package cli

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAddressAsksTheCommand: the designer page's address is the command and its flags, in the order given,
// each read by the command's own flag set (issue 34, part 4: "…/designer#odds?weapon=long+sword&str=15").
func TestAddressAsksTheCommand(t *testing.T) {
	args, err := Address("#odds?weapon=long+sword&str=15&target=kobold&rules=drn")
	require.NoError(t, err)
	assert.Equal(t, []string{"odds", "--weapon=long sword", "--str=15", "--target=kobold", "--rules=drn"}, args)
	args, err = Address("arena?vs=kobold&n=20&seed=7&exact")
	require.NoError(t, err)
	assert.Equal(t, []string{"arena", "--vs=kobold", "--n=20", "--seed=7", "--exact"}, args)
	args, err = Address("balance?weapon=dagger%2C%20club")
	require.NoError(t, err)
	assert.Equal(t, []string{"balance", "--weapon=dagger, club"}, args)

	// what the address asks is what the command answers with the same flags
	var a, b bytes.Buffer
	args, err = Address("#odds?weapon=long+sword&str=15&target=kobold&rules=drn")
	require.NoError(t, err)
	st, ok := Run("designer", args, &a, &bytes.Buffer{})
	require.True(t, ok)
	require.Equal(t, ExitOK, st)
	code, out, _ := run(t, "odds", "--weapon", "long sword", "--str", "15", "--target", "kobold", "--rules", "drn")
	require.Equal(t, ExitOK, code)
	b.WriteString(out)
	assert.Equal(t, b.String(), a.String())
}

// TestAddressRefusesClearly: a bad address is refused with what was wrong, and the flags keep their bounds
// (the command's own: Strength within the rules' range, a count within arena's).
func TestAddressRefusesClearly(t *testing.T) {
	for _, c := range []struct{ hash, says string }{
		{"", `"" is not a command the page answers`},
		{"#survey?seeds=3", `"survey" is not a command the page answers`},
		{"#rm?rf", `"rm" is not a command the page answers`},
		{"#odds?strength=15", `odds has no flag "strength"`},
		{"#odds?str=15%zz", "the value of str in the address"},
		{"#odds?str=101", "str"},
		{"#odds?str=-1", "str"},
		{"#odds?str=ten", "str"},
		{"#arena?vs=kobold&n=0", "n"},
		{"#odds?assets=/etc", "flag assets names a file"},
		{"#balance?plot=/tmp/x.png&sweep=str%3D10..12", "flag plot names a file"},
		{"#odds?h", "help is not a question"},
		{"#odds?weapon=" + strings.Repeat("a", maxAddress), "want at most 4096"},
	} {
		args, err := Address(c.hash)
		if assert.Error(t, err, c.hash) {
			assert.Contains(t, err.Error(), c.says, c.hash)
		}
		assert.Nil(t, args, c.hash)
	}
	// Strength's bound is the rules' own: its edge is taken, one past it refused with the range
	_, err := Address("#odds?str=100")
	require.NoError(t, err)
	_, err = Address("#odds?str=101")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "100")
}

// TestRunFSReadsTheDroppedFiles: files dropped on the page are an overlay over the embedded data, as
// --assets is (a weapon the overlay adds is one odds can name; a broken file is refused, by its name).
func TestRunFSReadsTheDroppedFiles(t *testing.T) {
	var out, errs bytes.Buffer
	bad := fstest.MapFS{"weapons.toml": {Data: []byte("this is not toml = = =")}}
	st, ok := RunFS("designer", []string{"odds", "--weapon=club", "--target=kobold"}, &out, &errs, bad)
	require.True(t, ok)
	assert.Equal(t, ExitUsage, st)
	assert.Contains(t, errs.String(), "weapons.toml")
	out.Reset()
	errs.Reset()
	st, _ = RunFS("designer", []string{"odds", "--weapon=club", "--target=kobold"}, &out, &errs, fstest.MapFS{})
	assert.Equal(t, ExitOK, st, errs.String())
	_, want, _ := run(t, "odds", "--weapon", "club", "--target", "kobold")
	assert.Equal(t, want, out.String())
}

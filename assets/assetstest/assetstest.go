// Package assetstest helps the tests of packages that read the data: the embedded files as text, and the
// problems of a load that must fail, one a line.
package assetstest

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// Embedded is the embedded data file name, as text.
func Embedded(t testing.TB, name string) string {
	t.Helper()
	b, err := fs.ReadFile(assets.Files, name)
	require.NoError(t, err)
	return string(b)
}

// Edited is the embedded file name with old, which must occur exactly once, replaced by new.
func Edited(t testing.TB, name, old, new string) string {
	t.Helper()
	doc := Embedded(t, name)
	require.Equal(t, 1, strings.Count(doc, old), "%q must occur once in %s", old, name)
	return strings.Replace(doc, old, new, 1)
}

// LoadErrors loads the data with overlay, which must fail with an assets.Errors, and gives its problems,
// one a line ("file:line:col: message").
func LoadErrors(t testing.TB, overlay fs.FS) []string {
	t.Helper()
	d, err := assets.Load(overlay)
	require.Error(t, err)
	assert.Nil(t, d)
	var errs assets.Errors
	require.True(t, errors.As(err, &errs), "the error is an Errors: %v", err)
	assert.Len(t, errs, strings.Count(err.Error(), "\n")+1, "one line per problem")
	return strings.Split(err.Error(), "\n")
}

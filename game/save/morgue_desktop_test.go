//go:build !js

package save

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMorgueWrittenOnDeath: on death the autosaver writes the morgue file beside the save, then removes
// the save; a second death does not replace the first's file.
func TestMorgueWrittenOnDeath(t *testing.T) {
	dir := t.TempDir()
	st := DirStore{Dir: dir}
	sv := &AutoSaver{store: st}
	g := newGame(t, 4)
	sv.Frame(g)
	require.NoError(t, Save(st, g))
	die(g, "a kobold's spear")
	sv.Frame(g)
	assert.NoFileExists(t, st.Path(), "death removes the save")
	files, err := filepath.Glob(filepath.Join(dir, "morgue-*.txt"))
	require.NoError(t, err)
	require.Len(t, files, 1)
	assert.Equal(t, files[0], sv.Morgue(), "the death screen can say where")
	text, err := os.ReadFile(files[0])
	require.NoError(t, err)
	assert.Equal(t, Morgue(english, g.Obituary()), string(text))
	assert.True(t, strings.HasPrefix(string(text), "Cleave morgue file"))

	sv.Frame(g)
	files, _ = filepath.Glob(filepath.Join(dir, "morgue-*.txt"))
	assert.Len(t, files, 1, "one death, one file")

	again := &AutoSaver{store: st}
	g2 := newGame(t, 5)
	again.Frame(g2)
	die(g2, "a rat")
	again.Frame(g2)
	files, _ = filepath.Glob(filepath.Join(dir, "morgue-*.txt"))
	assert.Len(t, files, 2, "a second death in the same second keeps the first file")
}

// TestMorgueInMemAndBrowser: the memory store keeps morgue files by name; the key-value store (the
// browser's) keeps the last under its own key, beside the save's.
func TestMorgueInMemAndBrowser(t *testing.T) {
	m := &MemStore{}
	a, err := m.WriteMorgue("x", []byte("one"))
	require.NoError(t, err)
	b, err := m.WriteMorgue("x", []byte("two"))
	require.NoError(t, err)
	assert.Equal(t, "morgue-x.txt", a)
	assert.Equal(t, "morgue-x-2.txt", b)
	assert.Equal(t, []byte("two"), m.Morgues[b])

	kv := mapKV{}
	st := kvStore{kv: kv, key: "cleave.save"}
	require.NoError(t, st.Write([]byte("save")))
	key, err := st.WriteMorgue("x", []byte("the morgue"))
	require.NoError(t, err)
	assert.Equal(t, "cleave.save.morgue", key)
	assert.Equal(t, "the morgue", kv[key], "plain text, readable in the browser's storage")
	back, err := st.Read(readAny)
	require.NoError(t, err)
	assert.Equal(t, []byte("save"), back, "the save is untouched")
}

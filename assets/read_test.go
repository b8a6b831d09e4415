package assets

import (
	"bytes"
	"io"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadData: a data file is read whole into a buffer of the size it tells, and one byte more (issue 35:
// less garbage at the start), whatever that size: a file longer than it said is read to its end all the
// same, one shorter to its end, and nothing past MaxFileSize and one more byte (the limit's refusal, README
// "Limits", needs that byte: TestFileSizeEdge); a leading byte order mark is dropped.
func TestReadData(t *testing.T) {
	text := []byte("name = \"x\"\n" + string(bytes.Repeat([]byte("# pad\n"), 300)))
	fsys := fstest.MapFS{"a.toml": {Data: append([]byte(bom), text...)}}
	b, err := readData(fsys, "a.toml")
	require.NoError(t, err)
	assert.Equal(t, text, b)
	assert.Equal(t, len(bom)+len(text)+1, cap(b)+len(bom), "one buffer of the file's size and one byte")
	for _, size := range []int{1, 100, len(text) - 1, len(text), len(text) + 1, 10 * len(text)} {
		got, err := readAtMost(bytes.NewReader(text), size, MaxFileSize+1)
		require.NoError(t, err)
		assert.Equal(t, text, got, "told %d bytes", size)
	}
	got, err := readAtMost(bytes.NewReader(text), 10, 50)
	require.NoError(t, err)
	assert.Equal(t, text[:50], got, "at most 50 bytes read")
	_, err = readAtMost(io.MultiReader(bytes.NewReader(text), iotest{}), len(text), 1<<20)
	assert.ErrorIs(t, err, errBroken)
}

// iotest is a reader that fails.
type iotest struct{}

var errBroken = io.ErrUnexpectedEOF

func (iotest) Read([]byte) (int, error) { return 0, errBroken }

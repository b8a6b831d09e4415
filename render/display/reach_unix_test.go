//go:build linux || freebsd || netbsd || openbsd || dragonfly

package display

import (
	"net"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReach: a display whose socket is not there has no X server; another host's is not tried; a socket
// that listens answers.
func TestReach(t *testing.T) {
	free := 0
	for n := 9000; n < 9100; n++ {
		if connect("/tmp/.X11-unix/X"+strconv.Itoa(n)) != nil && connect("@/tmp/.X11-unix/X"+strconv.Itoa(n)) != nil {
			free = n
			break
		}
	}
	require.NotZero(t, free)
	err := Reach(":" + strconv.Itoa(free))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "connect /tmp/.X11-unix/X"+strconv.Itoa(free)+": no such file or directory")
	assert.NoError(t, Reach("otherhost:0"), "another host's display: Ebitengine will tell")

	sock := filepath.Join(t.TempDir(), "x")
	l, err := net.Listen("unix", sock)
	require.NoError(t, err)
	defer l.Close()
	assert.NoError(t, connect(sock), "a socket that listens")
	require.NoError(t, l.Close())
	assert.Error(t, connect(sock), "closed")
}

package perf

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNoHTTPStackInTheGame: the game's desktop binary links no HTTP or TLS stack (issue 35: the start's
// memory). Its whole text is resident from the start (the page cache maps a freshly built binary in large
// folios), and net/http with crypto/tls made 3.3 MB of it for a request made at most once a day: the
// leaderboard's client sends through the system's curl on the desktop (game/leaderboard/client/http_other.go)
// and the page's fetch in the browser. The leaderboard's server, a command of its own, keeps net/http.
func TestNoHTTPStackInTheGame(t *testing.T) {
	for _, goos := range []string{"linux", "windows", "darwin"} {
		cmd := exec.Command("go", "list", "-deps", gamePkg)
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64")
		out, err := cmd.Output()
		require.NoError(t, err, goos)
		deps := strings.Fields(string(out))
		require.True(t, slices.Contains(deps, "github.com/cleave-game/cleave/game/leaderboard/client"), "the game submits daily runs (%s)", goos)
		for _, pkg := range []string{"net/http", "crypto/tls", "crypto/x509"} {
			assert.False(t, slices.Contains(deps, pkg), "the game's binary on %s links %s", goos, pkg)
		}
	}
}

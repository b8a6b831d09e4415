//go:build !js

// The desktop's requests through curl (http_other.go).

package client

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCurl: on the desktop a request goes through curl (http_other.go). A POST's body (the player's secret in
// it) is given on stdin, never in curl's arguments, which any user can list; curl reads no configuration of
// the user's (-q first) and globs nothing. A redirect is followed as Go's client did; a method the client does
// not send is refused before anything starts; and without curl the request says what to install.
func TestCurl(t *testing.T) {
	args, err := curlArgs("POST", "http://[::1]:8080/api/runs")
	require.NoError(t, err)
	assert.Equal(t, "-q", args[0], "-q is read only as the first argument")
	assert.Contains(t, args, "--globoff")
	assert.Equal(t, []string{"--data-binary", "@-"}, args[len(args)-4:len(args)-2], "the body comes from stdin")
	assert.Equal(t, []string{"--url", "http://[::1]:8080/api/runs"}, args[len(args)-2:])
	_, err = curlArgs("DELETE", "http://x")
	assert.ErrorContains(t, err, "no DELETE request")

	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/old/api/runs/r1" {
			http.Redirect(w, r, "/api/runs/r1", http.StatusMovedPermanently)
			return
		}
		_, _ = w.Write([]byte(`{"id":"r1","status":"queued"}`))
	}))
	defer srv.Close()
	run, err := Fetch(context.Background(), srv.URL+"/old", "r1")
	require.NoError(t, err, "the redirect followed")
	assert.Equal(t, Run{ID: "r1", Status: StatusQueued}, run)

	_, err = Fetch(context.Background(), "http://127.0.0.1:1", "r1")
	assert.ErrorContains(t, err, "curl: (7)", "curl's own error, for a server that is not there")

	t.Setenv("PATH", t.TempDir())
	_, err = Fetch(context.Background(), srv.URL, "r1")
	assert.ErrorIs(t, err, ErrNoCurl)
}

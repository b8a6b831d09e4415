//go:build !js

package client

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// On the desktop a request goes through curl, the system's HTTP client (in Windows since 10, macOS, and the
// Linux desktops), started only when a run is submitted: the game's binary links no HTTP or TLS stack of its
// own. net/http and crypto/tls made 3.3 MB of its 22.5 and of its resident memory from the start, whether
// or not anything was ever sent (issue 35: the start's memory, ≤ 1.15× the empty Ebitengine program's).
// curl honours the same proxy settings as Go's client did (HTTPS_PROXY, NO_PROXY).

// ErrNoCurl is the error of a request on a system without curl.
var ErrNoCurl = errors.New("the desktop game sends runs through curl, which this system lacks: install curl (https://curl.se) to submit")

// curlArgs are curl's arguments for a request of method (GET or POST) to url: quiet but for its errors,
// no configuration file of the user's (-q, which must come first), no globbing of the URL's brackets (an IPv6
// host), redirects followed as Go's client did (at most 10, http and https only: a POST answered by 301,
// 302 or 303 goes on as a GET), bounded by RequestTimeout, and the status after the reply on a line of its
// own. A POST's body is read from stdin (--data-binary @-): never in the arguments, where the player's secret
// would show in the list of processes.
func curlArgs(method, url string) ([]string, error) {
	args := []string{"-q", "--silent", "--show-error", "--globoff", "--location", "--max-redirs", "10",
		"--proto", "=http,https", "--proto-redir", "=http,https",
		"--max-time", strconv.Itoa(int(RequestTimeout / time.Second)), "--write-out", "\n%{http_code}"}
	switch method {
	case "GET":
	case "POST":
		args = append(args, "--header", "Content-Type: application/json", "--data-binary", "@-")
	default:
		return nil, fmt.Errorf("no %s request: the client sends GET and POST", method)
	}
	return append(args, "--url", url), nil
}

// roundTrip sends a request by curl and returns the reply's status and body (at most MaxReply bytes).
func roundTrip(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	args, err := curlArgs(method, url)
	if err != nil {
		return 0, nil, err
	}
	path, err := exec.LookPath("curl")
	if err != nil {
		return 0, nil, ErrNoCurl
	}
	ctx, cancel := context.WithTimeout(ctx, RequestTimeout+5*time.Second) // curl's --max-time, and its start
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	hideWindow(cmd)
	if method == "POST" {
		cmd.Stdin = bytes.NewReader(body)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return 0, nil, fmt.Errorf("curl: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return 0, nil, fmt.Errorf("curl: %w", err)
	}
	// The reply, its status line after it: at most MaxReply bytes, a newline and three digits.
	reply, rerr := io.ReadAll(io.LimitReader(out, MaxReply+5))
	if len(reply) > MaxReply+4 {
		cancel() // the rest is not read: curl ends
		_ = cmd.Wait()
		return 0, nil, tooLong
	}
	if err := cmd.Wait(); err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return 0, nil, fmt.Errorf("%s", firstLine(msg))
		}
		return 0, nil, fmt.Errorf("curl: %w", err)
	}
	if rerr != nil {
		return 0, nil, fmt.Errorf("curl: %w", rerr)
	}
	i := bytes.LastIndexByte(reply, '\n')
	code, err := strconv.Atoi(string(reply[i+1:]))
	if i < 0 || err != nil || code < 100 || code > 999 {
		return 0, nil, fmt.Errorf("curl gave no HTTP status (%q)", clipTail(reply))
	}
	if i > MaxReply {
		return 0, nil, tooLong
	}
	return code, reply[:i], nil
}

// firstLine is s up to its first newline.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// clipTail is the last 40 bytes of b at most, for a message.
func clipTail(b []byte) []byte { return b[max(0, len(b)-40):] }

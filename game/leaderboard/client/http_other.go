//go:build !js

package client

import (
	"bytes"
	"context"
	"io"
	"net/http"
)

// httpClient bounds each request (RequestTimeout).
var httpClient = &http.Client{Timeout: RequestTimeout}

// roundTrip sends a request by net/http and returns the reply's status and body (at most MaxReply bytes).
func roundTrip(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	reply, err := io.ReadAll(io.LimitReader(resp.Body, MaxReply+1))
	if err != nil {
		return 0, nil, err
	}
	if len(reply) > MaxReply {
		return 0, nil, tooLong
	}
	return resp.StatusCode, reply, nil
}

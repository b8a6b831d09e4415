//go:build js

package client

import (
	"context"
	"errors"
	"syscall/js"
)

// roundTrip sends a request by the page's fetch (net/http would do the same through fetch, at the cost of
// its whole client in the module: TestModuleSize) and returns the reply's status and body (at most MaxReply
// bytes). The fetch is bounded by RequestTimeout (AbortSignal.timeout, where the browser has it); ctx is
// looked at before it starts.
func roundTrip(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	if err := ctx.Err(); err != nil {
		return 0, nil, err
	}
	opts := map[string]any{"method": method}
	if body != nil {
		opts["body"] = string(body)
		opts["headers"] = map[string]any{"Content-Type": "application/json"}
	}
	if as := js.Global().Get("AbortSignal"); as.Truthy() && as.Get("timeout").Truthy() {
		opts["signal"] = as.Call("timeout", RequestTimeout.Milliseconds())
	}
	resp, err := await(js.Global().Call("fetch", url, opts))
	if err != nil {
		return 0, nil, err
	}
	text, err := await(resp.Call("text"))
	if err != nil {
		return 0, nil, err
	}
	reply := text.String()
	if len(reply) > MaxReply {
		return 0, nil, tooLong
	}
	return resp.Get("status").Int(), []byte(reply), nil
}

// await waits for promise p to settle: its value, or its rejection as an error.
func await(p js.Value) (js.Value, error) {
	type settled struct {
		v   js.Value
		err error
	}
	ch := make(chan settled, 1)
	then := js.FuncOf(func(_ js.Value, a []js.Value) any { ch <- settled{v: a[0]}; return nil })
	catch := js.FuncOf(func(_ js.Value, a []js.Value) any {
		ch <- settled{err: errors.New(a[0].Call("toString").String())}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then, catch)
	s := <-ch
	return s.v, s.err
}

//go:build js

package client

import (
	"context"
	"errors"
	"syscall/js"
)

// roundTrip sends a request by the page's fetch (net/http would do the same through fetch, at the cost of
// its whole client in the module) and returns the reply's status and body (at most MaxReply bytes). ctx's
// end aborts the fetch.
func roundTrip(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	opts := js.Global().Get("Object").New()
	opts.Set("method", method)
	if body != nil {
		opts.Set("body", string(body))
		h := js.Global().Get("Object").New()
		h.Set("Content-Type", "application/json")
		opts.Set("headers", h)
	}
	var abort js.Value
	if ac := js.Global().Get("AbortController"); ac.Truthy() {
		abort = ac.New()
		opts.Set("signal", abort.Get("signal"))
	}
	resp, err := await(ctx, abort, js.Global().Call("fetch", url, opts))
	if err != nil {
		return 0, nil, err
	}
	text, err := await(ctx, abort, resp.Call("text"))
	if err != nil {
		return 0, nil, err
	}
	reply := text.String()
	if len(reply) > MaxReply {
		return 0, nil, tooLong
	}
	return resp.Get("status").Int(), []byte(reply), nil
}

// await waits for promise p to settle; ctx's end aborts the fetch (abort, when there is an AbortController),
// and the promise is still waited for, so that its callbacks are never called once released.
func await(ctx context.Context, abort, p js.Value) (js.Value, error) {
	ok, fail := make(chan js.Value, 1), make(chan string, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any { ok <- args[0]; return nil })
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any { fail <- args[0].Call("toString").String(); return nil })
	keep := false // the callbacks are kept when the promise may still call them
	defer func() {
		if !keep {
			then.Release()
			catch.Release()
		}
	}()
	p.Call("then", then).Call("catch", catch)
	done := ctx.Done()
	for {
		select {
		case v := <-ok:
			return v, nil
		case s := <-fail:
			if ctx.Err() != nil {
				return js.Undefined(), ctx.Err()
			}
			return js.Undefined(), errors.New(s)
		case <-done:
			done = nil
			if !abort.Truthy() {
				keep = true
				return js.Undefined(), ctx.Err() // no way to abort: the callbacks stay (a leak, not a crash)
			}
			abort.Call("abort")
		}
	}
}

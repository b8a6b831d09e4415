//go:build js && wasm

// Command web is the designer page's module (render/web builds it as designer.<hash>.wasm beside the game):
// Cleave's designer commands, odds, compare, balance and arena, on the real engine, with no renderer (it
// links no Ebitengine, so the page does not download the game to answer).
//
// It sets window.cleaveDesigner = {ask(hash, files), commands}: ask reads the address's hash by
// cli.Address (the command's own flag set) and runs the command over files, an object of data files
// dropped on the page ({"weapons.toml": "..."}, read over the embedded ones as --assets would be); it
// returns a promise of {args, status, stdout, stderr}, status the command's exit status (2 for a request
// that does not fit, with stderr saying why).
package main

import (
	"bytes"
	"strings"
	"syscall/js"
	"testing/fstest"

	"github.com/cleave-game/cleave/game/cli"
)

func main() {
	api := js.Global().Get("Object").New()
	api.Set("ask", js.FuncOf(ask))
	cmds := make([]any, len(cli.AddressCommands))
	for i, c := range cli.AddressCommands {
		cmds[i] = c
	}
	api.Set("commands", js.ValueOf(cmds))
	js.Global().Set("cleaveDesigner", api)
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("cleave-designer-ready"))
	select {} // the page calls ask as long as it is open
}

// ask is cleaveDesigner.ask(hash, files): a promise of the answer, run on a goroutine of its own (arena's
// fights wait on each other, which a JS callback may not).
func ask(_ js.Value, a []js.Value) any {
	hash := ""
	if len(a) > 0 && a[0].Type() == js.TypeString {
		hash = a[0].String()
	}
	var overlay fstest.MapFS
	if len(a) > 1 && a[1].Type() == js.TypeObject {
		keys := js.Global().Get("Object").Call("keys", a[1])
		if n := keys.Length(); n > 0 {
			overlay = fstest.MapFS{}
			for i := range n {
				name := keys.Index(i).String()
				overlay[strings.TrimPrefix(name, "/")] = &fstest.MapFile{Data: []byte(a[1].Get(name).String())}
			}
		}
	}
	var executor js.Func
	executor = js.FuncOf(func(_ js.Value, p []js.Value) any {
		resolve := p[0]
		go func() {
			defer executor.Release()
			resolve.Invoke(answer(hash, overlay))
		}()
		return nil
	})
	return js.Global().Get("Promise").New(executor)
}

// answer runs what hash asks over overlay (nil: the embedded data alone).
func answer(hash string, overlay fstest.MapFS) map[string]any {
	args, err := cli.Address(hash)
	if err != nil {
		return map[string]any{"args": []any{}, "status": cli.ExitUsage, "stdout": "", "stderr": "designer: " + err.Error() + "\n"}
	}
	var out, errs bytes.Buffer
	var status int
	if overlay != nil {
		status, _ = cli.RunFS("designer", args, &out, &errs, overlay)
	} else {
		status, _ = cli.Run("designer", args, &out, &errs)
	}
	list := make([]any, len(args))
	for i, a := range args {
		list[i] = a
	}
	return map[string]any{"args": list, "status": status, "stdout": out.String(), "stderr": errs.String()}
}

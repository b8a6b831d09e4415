// A screen reader in the browser (issue 38): the page's live region of the log, its region of the screen
// shown and its status line (index.html's cleaveSay, cleaveScreen and cleaveStatus) are told what changed.
//go:build js

package render

import "syscall/js"

// publishA11y tells the page's screen reader regions what changed this tick: the log's new lines, each
// once; the screen's lines when they changed; the notice when it changed. seeked: the game shown is a
// replay's seek (its lines were heard before).
func (r *Runner) publishA11y(seeked bool) {
	if !r.a11y.exposed { // the browser test's: the game's log as it is, to compare with what the page said
		r.a11y.exposed = true
		js.Global().Set("cleaveLog", js.FuncOf(func(js.Value, []js.Value) any {
			var out []any
			if r.g != nil {
				for _, m := range r.g.Log {
					out = append(out, m.Text)
				}
			}
			return js.ValueOf(out)
		}))
	}
	lines, screen, changed, notice, noticed := r.a11yNews(seeked)
	if len(lines) > 0 {
		callPage("cleaveSay", lines)
	}
	if changed {
		callPage("cleaveScreen", screen)
	}
	if noticed {
		callPage("cleaveStatus", []string{notice})
	}
}

// callPage calls the page's function name with lines as an array of strings, when the page has it.
func callPage(name string, lines []string) {
	f := js.Global().Get(name)
	if f.Type() != js.TypeFunction {
		return
	}
	arr := make([]any, len(lines))
	for i, l := range lines {
		arr[i] = l
	}
	f.Invoke(js.ValueOf(arr))
}

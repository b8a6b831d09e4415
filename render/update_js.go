// A new version of the game in the browser: the page says when a new build waits (index.html sets
// window.cleaveUpdate from its service worker), the game asks the player when to load it (ui.UpdateQuestion),
// and the page loads it (window.cleaveApplyUpdate: the new worker takes over, the page reloads).
//go:build js

package render

import (
	"errors"
	"syscall/js"
)

// updateReady reports whether the page has a new version of the game waiting.
func updateReady() bool {
	v := js.Global().Get("cleaveUpdate")
	return v.Type() == js.TypeString && v.String() == "ready"
}

// applyUpdate asks the page to load the new version.
func applyUpdate() error {
	f := js.Global().Get("cleaveApplyUpdate")
	if f.Type() != js.TypeFunction {
		return errors.New("the page cannot load a new version")
	}
	f.Invoke()
	return nil
}

// publishPage tells the page what the player chose about a new version (window.cleaveState.update: "",
// "asked", "now", "stairs" or "later") when it changes, and once a replay's warning (replayWarning: why it
// may not play back as it was played, "" when it plays exactly).
func (r *Runner) publishPage() {
	choice := r.ui.UpdateChoice()
	replay := r.opt.Replay != nil && !r.published.replay
	submit := r.ui.SubmitText() // the offer to submit a daily run, as the death screen says it (issue 37)
	if choice == r.published.update && !replay && submit == r.published.submit {
		return
	}
	st := js.Global().Get("cleaveState")
	if st.Type() != js.TypeObject {
		return
	}
	r.published.update, r.published.submit = choice, submit
	st.Set("update", choice)
	st.Set("submit", submit)
	if replay {
		r.published.replay = true
		st.Set("replayWarning", r.opt.Replay.Warning)
	}
}

// UpdatedFrom is the build the page played before it reloaded into this one for a new version (index.html's
// window.cleaveUpdatedFrom, kept across the reload in sessionStorage), "" when it did not.
func UpdatedFrom() string {
	v := js.Global().Get("cleaveUpdatedFrom")
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// Where the map's cells are on the page: the browser test taps them.
//go:build js

package render

import (
	"fmt"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/render/ui"
)

// publishView writes where the player's cell is on the page into window.cleaveState: its centre (px, py)
// and a cell's size (cell), in CSS pixels.
func (r *Runner) publishView() {
	r.publishTaps()
	if r.g == nil {
		return
	}
	st := js.Global().Get("cleaveState")
	if st.IsUndefined() {
		return
	}
	q := r.lay.CellPos(r.g.Player.Pos, r.camera())
	dpr := ebiten.Monitor().DeviceScaleFactor()
	k := r.placed.k / dpr
	st.Set("px", (r.placed.ox/dpr)+(float64(q.X)+float64(r.lay.Cell)/2)*k)
	st.Set("py", (r.placed.oy/dpr)+(float64(q.Y)+float64(r.lay.Cell)/2)*k)
	st.Set("cell", float64(r.lay.Cell)*k)
}

// touchScreen reports whether the page's main pointer is a finger (a phone or a tablet: the media query
// "(pointer: coarse)"): the touch bar and the doubled cells are there from the start.
func touchScreen() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy()
}

// publishTaps writes the screen shown and its places to tap into window.cleaveUI (the browser test taps
// them, on the creation screen as in play): screen (its type, "Creation", "RulesPage"), page (the rule set
// whose page is shown, else ""), step (the creation screen's), taps, each {key, x, y, w, h} in CSS pixels, and
// the touch bar's buttons (bar, each {label, x, y, w, h}). It is written when the
// frame drawn changed it.
func (r *Runner) publishTaps() {
	dpr := ebiten.Monitor().DeviceScaleFactor()
	k := r.placed.k / dpr
	page := ""
	if p, ok := r.ui.Screen().(*ui.RulesPage); ok {
		page = p.Name
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%T|%s", r.ui.Screen(), page)
	if c, ok := r.ui.Screen().(*ui.Creation); ok {
		fmt.Fprintf(&b, "|%d", c.Step)
	}
	for _, h := range r.paint.hits {
		fmt.Fprintf(&b, "|%c%v", h.key, h.rect)
	}
	sig := fmt.Sprintf("%s|%g|%g|%g|%v|%v", b.String(), k, r.placed.ox, r.placed.oy, r.lay.Bar, r.lay.BarFromLeft)
	if sig == r.tapsPublished {
		return
	}
	r.tapsPublished = sig
	obj := js.Global().Get("Object").New()
	obj.Set("screen", strings.TrimPrefix(fmt.Sprintf("%T", r.ui.Screen()), "*ui."))
	obj.Set("page", page)
	if c, ok := r.ui.Screen().(*ui.Creation); ok {
		obj.Set("step", c.Step) // ui.StepRules, StepRace, StepBackground
	}
	taps := js.Global().Get("Array").New()
	for _, h := range r.paint.hits {
		t := js.Global().Get("Object").New()
		t.Set("key", string(h.key))
		t.Set("x", r.placed.ox/dpr+float64(h.rect.Min.X)*k)
		t.Set("y", r.placed.oy/dpr+float64(h.rect.Min.Y)*k)
		t.Set("w", float64(h.rect.Dx())*k)
		t.Set("h", float64(h.rect.Dy())*k)
		taps.Call("push", t)
	}
	obj.Set("taps", taps)
	bar := js.Global().Get("Array").New() // the touch bar's buttons, {label, x, y, w, h} (none without touch)
	for i, tb := range ui.TouchButtons {
		if r.lay.Bar.Empty() {
			break
		}
		q := r.lay.Button(i)
		bar.Call("push", js.ValueOf(map[string]any{"label": tb.Label(r.ui.Lang()), "x": r.placed.ox/dpr + float64(q.Min.X)*k,
			"y": r.placed.oy/dpr + float64(q.Min.Y)*k, "w": float64(q.Dx()) * k, "h": float64(q.Dy()) * k}))
	}
	obj.Set("bar", bar)
	js.Global().Set("cleaveUI", obj)
}

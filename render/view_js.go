// Where the map's cells are on the page: the browser test taps them.
//go:build js

package render

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// publishView writes where the player's cell is on the page into window.cleaveState: its centre (px, py)
// and a cell's size (cell), in CSS pixels.
func (r *Runner) publishView() {
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

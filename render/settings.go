// The player's settings in the renderer: the colour scheme, reduce motion and the animations' speed, the
// log's height; the settings screen's changes used at once and saved.

package render

import (
	"fmt"
	"image/color"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// useSettings takes settings st for drawing: the palette, the motion.
func (r *Runner) useSettings(st game.Settings) error {
	p, err := assets.PaletteNamed(st.Colours)
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	r.pal, r.anim.reduceMotion, r.anim.speed = p, st.ReduceMotion, st.AnimSpeed
	r.hint = ui.PanelHint(st.Keys)
	if len(r.hint) > r.panelColumns() {
		r.hint = r.hint[:r.panelColumns()]
	}
	if r.anim.speed == 0 {
		r.anim.speed = 100
	}
	return nil
}

// settingsChanged uses and saves the settings the settings screen changed: a failed save is said on
// screen (the settings stay in use for this run).
func (r *Runner) settingsChanged() {
	st := r.ui.Settings()
	if err := r.useSettings(st); err != nil {
		r.ui.Tell(err.Error())
	}
	relayout := st.TextSize != r.layOpt.TextSize
	r.layOpt.TextSize = st.TextSize
	if st.LogLines != 0 && st.LogLines != r.layOpt.LogLines {
		r.layOpt.LogLines, relayout = st.LogLines, true
	}
	if relayout {
		r.relayout(r.lay.Device)
	}
	r.setVolume(st.SoundVolume())
	r.hud.layerOK = false
	r.pending = true
	if r.opt.SaveSettings != nil {
		if err := r.opt.SaveSettings(st); err != nil {
			r.ui.Tell("Settings not saved: " + err.Error())
		}
	}
}

// threatCol is the colour of row of a threat table of rows rows in the player's palette: the first row
// the first colour, the last the last, the rows between spread evenly.
func (r *Runner) threatCol(row, rows int) color.RGBA {
	cs := r.pal.Threat[:]
	if rows <= 1 {
		return cs[len(cs)/2]
	}
	i := (row*(len(cs)-1) + (rows-1)/2) / (rows - 1)
	return cs[max(0, min(i, len(cs)-1))]
}

// healthCol is the colour of a health bar filled to share in the player's palette: over two thirds, over
// a third, below. The bar's length tells it too.
func (r *Runner) healthCol(share float64) color.RGBA {
	switch {
	case share > 2.0/3:
		return r.pal.Health[0]
	case share > 1.0/3:
		return r.pal.Health[1]
	}
	return r.pal.Health[2]
}

// setVolume plays the sound at volume v (0 to 100) from now on: the sound is opened when it was off (the
// game started at volume 0), and at 0 it is silent.
func (r *Runner) setVolume(v int) {
	switch {
	case r.audio == nil && v > 0:
		r.audio = newAudio(v, r.ui.Muted())
	case r.audio != nil:
		r.audio.volume = float64(max(0, min(v, 100))) / 100
	}
}

// The player's settings in the renderer: the colour scheme, reduce motion and the animations' speed, the
// log's height; the settings screen's changes used at once and saved.

package render

import (
	"fmt"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// useSettings takes settings st for drawing: the palette, the motion.
func (r *Runner) useSettings(st prefs.Settings) error {
	p, err := assets.PaletteNamed(st.Colours)
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	r.hud.useSettings(p, st.Keys, r.ui.Lang())
	r.anim.setMotion(st.ReduceMotion, st.AnimSpeed)
	return nil
}

// settingsChanged uses and saves the settings the settings screen changed: a failed save is said on
// screen (the settings stay in use for this run).
func (r *Runner) settingsChanged() {
	st := r.ui.Settings()
	if err := r.useSettings(st); err != nil {
		r.ui.Tell(err.Error())
	}
	if r.g != nil { // the language chosen: the messages from now on (issue 38)
		game.SetLang(r.g, r.ui.Lang())
	}
	relayout := st.TextSize != r.layOpt.TextSize || st.LeftHanded != r.layOpt.LeftHanded
	r.layOpt.TextSize, r.layOpt.LeftHanded = st.TextSize, st.LeftHanded
	if st.LogLines != 0 && st.LogLines != r.layOpt.LogLines {
		r.layOpt.LogLines, relayout = st.LogLines, true
	}
	if relayout {
		r.relayout(r.lay.Device)
	}
	r.audio = r.audio.withVolume(st.SoundVolume(), r.ui.Muted())
	r.hud.stale()
	r.pending = true
	if r.opt.SaveSettings != nil {
		if err := r.opt.SaveSettings(st); err != nil {
			r.ui.Tell(r.ui.Lang().Say("render.notice.settings_not_saved", text.S("error", err.Error())))
		}
	}
}

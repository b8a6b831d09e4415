// The player's settings in the renderer: the colour scheme, reduce motion and the animations' speed, the
// log's height; the settings screen's changes used at once and saved.

package render

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// useSettings takes settings st for drawing: the palette, the motion.
func (r *Runner) useSettings(st prefs.Settings) error {
	p, err := assets.PaletteNamed(st.Colours)
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	r.pal, r.reduceMotion, r.animSpeed = p, st.ReduceMotion, st.AnimSpeed
	r.hint = ui.PanelHint(st.Keys)
	if len(r.hint) > r.panelColumns() {
		r.hint = r.hint[:r.panelColumns()]
	}
	if r.animSpeed == 0 {
		r.animSpeed = 100
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

// animTime is a duration of animation in ticks at the player's animation speed (at least a tick).
func (r *Runner) animTime(ticks int) int {
	if r.animSpeed <= 0 {
		return ticks
	}
	return max(1, ticks*100/r.animSpeed)
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

// msgCol is the colour of a line of the log of kind k in the player's palette.
func (r *Runner) msgCol(k game.MessageKind) color.RGBA {
	switch k {
	case game.MsgGood:
		return r.pal.LogGood
	case game.MsgBad:
		return r.pal.LogBad
	case game.MsgDeath:
		return r.pal.LogDeath
	}
	return r.pal.LogInfo
}

// drawSettings draws the settings screen: the options, then every action with its keys, the row chosen
// marked; as many rows as fit, the chosen one in view.
func (r *Runner) drawSettings(screen *ebiten.Image, s *ui.Settings) {
	x, y := r.panel(screen, "Settings")
	rows := s.RowsOf(r.ui.Settings())
	fit := max(1, (r.lay.Over.Max.Y-int(y)-r.lay.LineH)/r.lay.LineH)
	first := max(0, min(s.Row-fit/2, len(rows)-fit))
	for i := first; i < len(rows) && i < first+fit; i++ {
		row := rows[i]
		c, mark := colInfo, "  "
		if row.Action {
			c = colDim
		}
		if i == s.Row {
			c, mark = colTitle, "> "
			if s.Capture {
				mark = "? "
			}
		}
		name := row.Name                                            // cut where large text leaves the value no room
		width := max(8, min(46, r.pagerColumns()-len(row.Value)-3)) // the mark, the name, a space, the value
		if len(name) > width {
			name = name[:width-1] + "~"
		}
		r.drawText(screen, fmt.Sprintf("%s%-*s %s", mark, width, name, row.Value), x, y, c)
		y += r.lineH()
	}
	if more := len(rows) - first - fit; more > 0 {
		r.drawText(screen, fmt.Sprintf("  (%d more below)", more), x, y, colDim)
	}
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

// The model's notices and prompts on screen: drawn over the log's first line, not written into the log.

package render

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/ui"
)

// linePixels copies the pixels of the log's first line of frame.
func linePixels(frame *image.RGBA) []byte {
	var out []byte
	for y := smallest.Log.Min.Y; y < smallest.Log.Min.Y+smallest.LineH; y++ {
		out = append(out, frame.Pix[frame.PixOffset(0, y):frame.PixOffset(ScreenW, y)]...)
	}
	return out
}

// TestNoticeDrawn: a refusal (t with no bow) is drawn on screen until the next key, and the log is unchanged.
func TestNoticeDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	before := linePixels(renderFrame(r))
	log := len(r.g.Log)
	r.ui.Update(ui.Input{Typed: []rune("t")}, r.g)
	require.Equal(t, "You have nothing to shoot with.", r.ui.Notice())
	assert.NotEqual(t, before, linePixels(renderFrame(r)), "the notice is drawn")
	assert.Len(t, r.g.Log, log, "and not logged")
	r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, r.g)
	assert.Equal(t, before, linePixels(renderFrame(r)), "the next key clears it")
	r.ui.Update(ui.Input{Typed: []rune("x")}, r.g)
	require.NotEmpty(t, r.ui.Prompt(), "x asks a direction")
	assert.NotEqual(t, before, linePixels(renderFrame(r)), "the prompt is drawn")
}

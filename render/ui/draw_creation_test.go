// The creation screen's lines.

package ui

import (
	"github.com/cleave-game/cleave/assets/lang"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The creation screen's tagline and title stay within the screen at every text size on the smallest window
// (their short forms when the long ones would run past the edge), and keep their long forms where they fit.
func TestCreationLinesFit(t *testing.T) {
	for _, size := range []int{1, 2, 3} {
		lay := NewLayout(640, 480, 16, LayoutOptions{Scale: 1, TextSize: size})
		for step := range 2 {
			tagline, title := creationLines(lang.English(), lay, step)
			assert.LessOrEqual(t, lay.CharW*len(tagline), lay.W, "size %d: %q", lay.Text, tagline)
			assert.LessOrEqual(t, creationTitleX+lay.CharW*len(title), lay.W, "size %d: %q", lay.Text, title)
			if lay.Text == 1 {
				assert.Contains(t, title, "Choose your", "the long title at size 1")
				assert.Contains(t, tagline, "is rolled", "the long tagline at size 1")
			}
		}
	}
}

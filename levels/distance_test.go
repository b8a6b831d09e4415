// Tests of the grid's distance and direction.

package levels

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
)

func TestDistanceAndToward(t *testing.T) {
	o := gruid.Point{X: 5, Y: 5}
	for _, c := range []struct {
		to     gruid.Point
		dist   int
		toward gruid.Point
	}{
		{gruid.Point{X: 5, Y: 5}, 0, gruid.Point{}},
		{gruid.Point{X: 6, Y: 6}, 1, gruid.Point{X: 1, Y: 1}},
		{gruid.Point{X: 2, Y: 7}, 3, gruid.Point{X: -1, Y: 1}},
		{gruid.Point{X: 5, Y: -4}, 9, gruid.Point{Y: -1}},
		{gruid.Point{X: 9, Y: 4}, 4, gruid.Point{X: 1, Y: -1}},
	} {
		assert.Equal(t, c.dist, Distance(o, c.to), "%v to %v", o, c.to)
		assert.Equal(t, c.dist, Distance(c.to, o), "%v to %v", c.to, o)
		assert.Equal(t, c.toward, Toward(o, c.to), "%v toward %v", o, c.to)
	}
}

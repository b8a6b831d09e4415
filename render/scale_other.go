// Scaling on the desktop: whole numbers only, so every pixel of the art stays square.
//go:build !js

package render

// wholeScaling is true on the desktop: the logical screen is scaled by whole numbers only.
const wholeScaling = true
